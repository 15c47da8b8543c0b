//! The move primitive ([`Space`], [`World::move_body`]) as a game's own
//! controller meets it: a box moved against random grids never ends inside
//! a solid, never passes through one however far it moves, and moves just
//! as the swept update orders move their bodies.

use ledge_engine::{
    Body, Drive, Footing, Grid, Hit, Jump, Motion, Order, PerSurface, Rect, Side, Tile, Vec2, World,
    WorldConfig,
};
use proptest::prelude::*;

const W: u32 = 16;
const H: u32 = 12;

/// A random grid: `tiles` picks each cell's tile, `edges` a few edge walls
/// and ceilings (seed 003).
fn grid(tiles: &[u8], edges: &[(u32, u32, bool)], slopes: bool) -> Grid {
    let mut grid = Grid::new(W, H);
    for (i, &t) in tiles.iter().enumerate() {
        let tile = match t % 40 {
            0 | 1 => Tile::Solid,
            2 => Tile::Ice,
            3 => Tile::OneWay,
            4 => Tile::Ladder,
            5 => Tile::Hazard,
            6 if slopes => Tile::SlopeUpRight,
            7 if slopes => Tile::SlopeUpLeftHigh,
            _ => Tile::Empty,
        };
        grid.set_tile(i as u32 % W, i as u32 / W, tile);
    }
    for &(x, y, wall) in edges {
        if wall {
            grid.set_wall(x % W, y % H, true);
        } else {
            grid.set_ceiling(x % W, y % H, true);
        }
    }
    grid
}

fn world(grid: Grid) -> World {
    World::new(grid, WorldConfig { gravity: 0.0, step: 1.0 / 60.0 })
}

/// True when `rect` overlaps a full block, or an edge crosses it: what no
/// move may ever end in (a box standing on a slope dips into its cell).
fn inside_solid(grid: &Grid, rect: &Rect) -> bool {
    let e = 1e-9;
    let (x0, x1) = ((rect.x + e).floor() as i64, (rect.right() - e).ceil() as i64);
    let (y0, y1) = ((rect.y + e).floor() as i64, (rect.bottom() - e).ceil() as i64);
    let blocks = (y0..y1).any(|y| (x0..x1).any(|x| grid.tile(x, y).is_solid()));
    let walls = (y0..y1).any(|y| (x0 + 1..x1).any(|x| grid.wall(x, y)));
    let ceilings = (y0 + 1..y1).any(|y| (x0..x1).any(|x| grid.ceiling(x, y)));
    blocks || walls || ceilings
}

fn a_box() -> impl Strategy<Value = Rect> {
    (0.5..14.0f64, 0.5..10.0f64, 0.3..1.6f64, 0.3..1.8f64).prop_map(|(x, y, w, h)| Rect::new(x, y, w, h))
}

fn tiles() -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(0u8..64, (W * H) as usize)
}

fn edges() -> impl Strategy<Value = Vec<(u32, u32, bool)>> {
    prop::collection::vec((0u32..W, 0u32..H, any::<bool>()), 0..6)
}

/// A body that only moves by its velocity: no drive, no jump, no gravity
/// (the world has none), in `order`.
fn coasting(rect: Rect, vel: Vec2, order: Order) -> Body {
    let drive = match order {
        Order::Deepnight => Drive::Multiplicative {
            accel: PerSurface::all(0.0),
            factor: PerSurface::all(1.0),
            vertical_factor: 1.0,
            rest: 0.0,
        },
        _ => Drive::Linear { accel: PerSurface::all(0.0), friction: PerSurface::all(0.0) },
    };
    let motion = Motion {
        order,
        drive,
        jump: Jump::None,
        max_speed: Vec2::new(1e6, 1e6),
        gravity_scale: 1.0,
        step_up: 0.0,
    };
    let mut body = Body::new(rect, motion);
    body.vel = vel;
    body
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, max_global_rejects: 4000, ..ProptestConfig::default() })]

    /// From a free place, a move of any length along both axes ends free.
    #[test]
    fn a_move_never_ends_inside_a_solid(
        tiles in tiles(), edges in edges(), rect in a_box(),
        dx in -30.0..30.0f64, dy in -30.0..30.0f64, snap in 0.0..1.0f64,
    ) {
        let world = world(grid(&tiles, &edges, true));
        prop_assume!(world.space().is_free(&rect));
        let mut moved = rect;
        world.space().move_by(&mut moved, Vec2::new(dx, dy), Footing { snap, ..Footing::default() });
        prop_assert!(!inside_solid(world.grid(), &moved), "{rect:?} moved by ({dx}, {dy}) ends at {moved:?}");
        prop_assert_eq!((moved.w, moved.h), (rect.w, rect.h));
    }

    /// However far a box moves along one axis, every place between where it
    /// started and where it stopped is free: it went round nothing and
    /// through nothing. (No slopes: they lift a box, off its straight path.)
    #[test]
    fn a_move_never_tunnels(
        tiles in tiles(), edges in edges(), rect in a_box(), d in -40.0..40.0f64, along_x in any::<bool>(),
    ) {
        let world = world(grid(&tiles, &edges, false));
        prop_assume!(world.space().is_free(&rect));
        let mut moved = rect;
        let hit = if along_x {
            world.space().move_x(&mut moved, d)
        } else {
            world.space().move_y(&mut moved, d, Footing::default())
        };
        let (from, to) = if along_x { (rect.x, moved.x) } else { (rect.y, moved.y) };
        prop_assert_eq!(if along_x { moved.y } else { moved.x }, if along_x { rect.y } else { rect.x });
        // Closer than the thinnest box, so a sample straddles every edge line.
        let samples = ((to - from).abs() / 0.1).ceil() as usize + 1;
        for i in 0..=samples {
            let at = from + (to - from) * i as f64 / samples as f64;
            let between = if along_x { Rect { x: at, ..rect } } else { Rect { y: at, ..rect } };
            prop_assert!(!inside_solid(world.grid(), &between), "passed through {between:?} on the way to {moved:?}");
        }
        // It stopped short only against something.
        let short = (to - from - d).abs() > 1e-9;
        prop_assert_eq!(short, hit.is_some(), "moved {} of {}, hit {:?}", to - from, d, hit);
        if let Some(Hit::Wall(side)) = hit {
            prop_assert_eq!(side, if d > 0.0 { Side::Right } else { Side::Left });
        }
    }

    /// A body coasting in a swept update order goes exactly where the
    /// primitive takes its box, with the same contacts; and a kinematic body
    /// moved by `World::move_body` the same, with the same velocity as
    /// `ledge`'s order leaves it.
    #[test]
    fn the_swept_orders_move_as_the_primitive_does(
        tiles in tiles(), edges in edges(), rect in a_box(),
        vx in -600.0..600.0f64, vy in -600.0..600.0f64, order in 0usize..3,
    ) {
        let order = [Order::Ledge, Order::Deepnight, Order::Talle][order];
        let mut world = world(grid(&tiles, &edges, true));
        prop_assume!(world.space().is_free(&rect));
        let vel = Vec2::new(vx, vy);
        let dt = world.config().step;
        let mut expected = rect;
        let moved = world.space().move_by(&mut expected, Vec2::new(vx * dt, vy * dt), Footing::default());
        let contacts = world.space().contacts(&expected, Footing::default());
        let stepped = world.add_body(coasting(rect, vel, order));
        let kinematic = world.add_body(coasting(rect, vel, Order::Kinematic));
        prop_assume!(world.body(stepped).unwrap().rect == rect); // not pushed out when added
        world.step();
        let moved_by_hand = world.move_body(kinematic, Vec2::new(vx * dt, vy * dt)).unwrap();
        prop_assert_eq!(moved_by_hand, moved);
        let (a, b) = (world.body(stepped).unwrap(), world.body(kinematic).unwrap());
        prop_assert_eq!(a.rect, expected);
        prop_assert_eq!(b.rect, expected);
        prop_assert_eq!(b.contacts, contacts);
        if order != Order::Talle {
            // Seed 003's order reads the contacts afresh; the others trust the sweep's landing.
            prop_assert_eq!(a.contacts, contacts);
        }
        if order == Order::Ledge {
            prop_assert_eq!(a.vel, b.vel);
        }
    }
}

#[test]
fn a_kinematic_body_rides_a_platform_and_is_not_moved_by_the_world() {
    use ledge_engine::{Path, PathMode, Platform, Waypoint};
    let mut world = World::new(Grid::new(20, 10), WorldConfig { gravity: 40.0, step: 1.0 / 60.0 });
    let path = Path {
        waypoints: vec![
            Waypoint { pos: Vec2::new(2.0, 6.0), speed: 3.0, pause: 0.0 },
            Waypoint { pos: Vec2::new(12.0, 6.0), speed: 3.0, pause: 0.0 },
        ],
        mode: PathMode::PingPong,
    };
    world.add_platform(Platform::new(Vec2::new(3.0, 0.5), path));
    let id = world.add_body(coasting(Rect::new(3.0, 5.0, 1.0, 1.0), Vec2::ZERO, Order::Kinematic));
    let landed = world.move_body(id, Vec2::new(0.0, 0.5)).unwrap();
    assert!(landed.landed(), "stands on the platform: {landed:?}");
    for _ in 0..60 {
        world.step();
    }
    let body = world.body(id).unwrap();
    assert_eq!(body.rect.bottom(), 6.0, "no gravity pulled it off");
    assert!((body.rect.x - 6.0).abs() < 1e-9, "carried 3 cells in a second: {:?}", body.rect);
}
