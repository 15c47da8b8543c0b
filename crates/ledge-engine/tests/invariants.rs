//! Property tests of the physics invariants, over random maps, bodies and
//! inputs: no body ends a step inside a solid, nothing tunnels, runs are
//! bit-for-bit repeatable, and contact flags agree with the geometry.

use ledge_engine::{Body, Grid, Input, Outside, PerSurface, Preset, Rect, Tile, World};
use proptest::prelude::*;

const W: u32 = 24;
const H: u32 = 16;

/// Random map: solids, ice, one-way floors, ladders, hazards, slopes and edges.
fn map_strategy() -> impl Strategy<Value = Grid> {
    let cells = proptest::collection::vec(0u8..100, (W * H) as usize);
    let edges = proptest::collection::vec((0..=W, 0..=H, any::<bool>()), 0..20);
    (cells, edges, any::<bool>()).prop_map(|(cells, edges, open)| {
        let mut grid = Grid::new(W, H);
        for (i, c) in cells.into_iter().enumerate() {
            let tile = match c {
                0..=14 => Tile::Solid,
                15..=17 => Tile::Ice,
                18..=21 => Tile::OneWay,
                22..=23 => Tile::Ladder,
                24..=25 => Tile::Hazard,
                26..=33 => Tile::ALL[6 + (c as usize - 26) % 6],
                _ => Tile::Empty,
            };
            grid.set_tile(i as u32 % W, i as u32 / W, tile);
        }
        for (x, y, ceiling) in edges {
            if ceiling {
                grid.set_ceiling(x, y, true);
            } else {
                grid.set_wall(x, y, true);
            }
        }
        if open {
            grid.set_outside(Outside::OpenBelow);
        }
        grid
    })
}

fn input_strategy() -> impl Strategy<Value = Input> {
    (0u8..32).prop_map(|b| Input {
        left: b & 1 != 0,
        right: b & 2 != 0,
        up: b & 4 != 0,
        down: b & 8 != 0,
        jump: b & 16 != 0,
        dash: false,
    })
}

/// The first free spot for a box of `size`, scanning from `(x, y)`.
fn free_spot(grid: &Grid, x: f64, y: f64, w: f64, h: f64) -> Option<Rect> {
    (0..(W * H)).find_map(|i| {
        let rect = Rect::new((x + (i % W) as f64) % W as f64, (y + (i / W) as f64) % H as f64, w, h);
        (rect.right() <= W as f64 && rect.bottom() <= H as f64 && !overlaps_solid(grid, &rect))
            .then_some(rect)
    })
}

/// Brute force: does the box overlap a full block, a thin edge, or the solid
/// part of a slope by more than the contact tolerance? Written independently
/// of the engine's sweep.
fn overlaps_solid(grid: &Grid, r: &Rect) -> bool {
    overlaps_solid_by(grid, r, 1e-6)
}

/// [`overlaps_solid`] where overlaps up to `tolerance` are contact, not
/// penetration (a negative tolerance counts near misses as overlaps).
fn overlaps_solid_by(grid: &Grid, r: &Rect, tolerance: f64) -> bool {
    let (x0, x1) = ((r.x + tolerance).floor() as i64, (r.right() - tolerance).ceil() as i64);
    let (y0, y1) = ((r.y + tolerance).floor() as i64, (r.bottom() - tolerance).ceil() as i64);
    for y in y0..y1 {
        for x in x0..x1 {
            let tile = grid.tile(x, y);
            if tile.is_solid() {
                return true;
            }
            if tile.is_slope() {
                // Sample the surface under the box's span inside this cell.
                let (a, b) = (r.x.max(x as f64), r.right().min((x + 1) as f64));
                for k in 0..=16 {
                    let px = a + (b - a) * k as f64 / 16.0;
                    let h = tile.slope_height(px - x as f64).unwrap_or(0.0);
                    if r.bottom() > y as f64 + 1.0 - h + tolerance {
                        return true;
                    }
                }
            }
            if x > x0 && grid.wall(x, y) {
                return true;
            }
            if y > y0 && grid.ceiling(x, y) {
                return true;
            }
        }
    }
    false
}

/// Puts one body of `preset` at `rect` in a world of `grid`, holds each of
/// `inputs` for its number of steps, and calls `check` with the body after
/// every step, stopping at the first failure.
fn each_step(
    grid: &Grid,
    preset: &Preset,
    rect: Rect,
    inputs: &[(Input, usize)],
    mut check: impl FnMut(&World, &Body) -> Result<(), TestCaseError>,
) -> Result<(), TestCaseError> {
    let mut world = World::new(grid.clone(), preset.world());
    let id = world.add_body(Body::new(rect, preset.motion));
    for &(input, steps) in inputs {
        world.set_input(id, input);
        for _ in 0..steps {
            world.step();
            check(&world, world.body(id).unwrap())?;
        }
    }
    Ok(())
}

fn presets() -> impl Strategy<Value = Preset> {
    prop_oneof![Just(Preset::ledge()), Just(Preset::deepnight()), Just(Preset::talle())]
}

proptest! {
    #[test]
    fn no_body_ends_a_step_inside_a_solid(
        grid in map_strategy(),
        preset in presets(),
        size in (0.1f64..3.0, 0.1f64..3.0),
        start in (0.0f64..24.0, 0.0f64..16.0),
        inputs in proptest::collection::vec((input_strategy(), 1usize..20), 1..12),
    ) {
        let Some(rect) = free_spot(&grid, start.0, start.1, size.0, size.1) else { return Ok(()) };
        each_step(&grid, &preset, rect, &inputs, |_, body| {
            prop_assert!(!overlaps_solid(&grid, &body.rect), "inside a solid at {:?}", body.rect);
            Ok(())
        })?;
    }

    /// Stepping up ledges (Ledge's and deepnight's orders) never puts a
    /// body inside a solid either.
    #[test]
    fn no_body_that_steps_up_ledges_ends_a_step_inside_a_solid(
        grid in map_strategy(),
        preset in prop_oneof![Just(Preset::ledge()), Just(Preset::deepnight())],
        step_up in 0.1f32..1.6,
        size in (0.1f64..3.0, 0.1f64..3.0),
        start in (0.0f64..24.0, 0.0f64..16.0),
        inputs in proptest::collection::vec((input_strategy(), 1usize..20), 1..12),
    ) {
        let Some(rect) = free_spot(&grid, start.0, start.1, size.0, size.1) else { return Ok(()) };
        let mut preset = preset;
        preset.motion.step_up = step_up;
        each_step(&grid, &preset, rect, &inputs, |_, body| {
            prop_assert!(!overlaps_solid(&grid, &body.rect), "inside a solid at {:?}", body.rect);
            Ok(())
        })?;
    }

    #[test]
    fn nothing_tunnels_at_up_to_100_cells_per_step(
        wall_at in 30u32..90,
        thin in any::<bool>(),
        speed in 1.0f64..100.0,
        size in (0.1f64..2.0, 0.1f64..2.0),
        vertical in any::<bool>(),
    ) {
        let preset = Preset::ledge();
        let side = 128;
        let mut grid = Grid::new(side, side);
        for i in 0..side {
            match (vertical, thin) {
                (false, true) => grid.set_wall(wall_at, i, true),
                (false, false) => grid.set_tile(wall_at, i, Tile::Solid),
                (true, true) => grid.set_ceiling(i, wall_at, true),
                (true, false) => grid.set_tile(i, wall_at, Tile::Solid),
            }
        }
        let mut motion = preset.motion;
        motion.gravity_scale = 0.0;
        motion.max_speed = ledge_engine::Vec2::new(1e9, 1e9);
        motion.drive = ledge_engine::Drive::Linear { accel: PerSurface::all(0.0), friction: PerSurface::all(0.0) };
        let mut body = Body::new(Rect::new(10.0, 10.0, size.0, size.1), motion);
        let dt = preset.step;
        if vertical { body.vel.y = speed / dt } else { body.vel.x = speed / dt };
        let mut world = World::new(grid, preset.world());
        let id = world.add_body(body);
        let steps = (wall_at as f64 / speed).ceil() as usize + 2;
        for _ in 0..steps {
            world.step();
            let r = world.body(id).unwrap().rect;
            let far_side = if vertical { r.bottom() } else { r.right() };
            prop_assert!(far_side <= wall_at as f64 + 1e-9, "passed the wall: {r:?}");
        }
        let r = world.body(id).unwrap().rect;
        prop_assert_eq!(if vertical { r.bottom() } else { r.right() }, wall_at as f64);
    }

    #[test]
    fn two_runs_give_the_same_hash(
        grid in map_strategy(),
        preset in prop_oneof![Just(Preset::ledge()), Just(Preset::eloquent()), Just(Preset::tiny()), Just(Preset::deepnight()), Just(Preset::talle())],
        inputs in proptest::collection::vec((input_strategy(), 1usize..30), 1..10),
    ) {
        let size = preset.player_size;
        let Some(rect) = free_spot(&grid, 3.0, 3.0, size.x, size.y) else { return Ok(()) };
        let run = || {
            let mut hashes = Vec::new();
            each_step(&grid, &preset, rect, &inputs, |world, _| {
                hashes.push(world.state_hash());
                Ok(())
            })
            .map(|()| hashes)
        };
        prop_assert_eq!(run()?, run()?);
    }

    #[test]
    fn contact_flags_agree_with_the_geometry(
        cells in proptest::collection::vec(any::<bool>(), (W * H) as usize),
        preset in presets(),
        size in (0.2f64..2.5, 0.2f64..2.5),
        inputs in proptest::collection::vec((input_strategy(), 1usize..20), 1..8),
    ) {
        // Solid-only maps, where "touching" has a simple independent meaning.
        let mut grid = Grid::new(W, H);
        for (i, solid) in cells.into_iter().enumerate() {
            if solid && (i as u32 / W) % 3 == 0 {
                grid.set_tile(i as u32 % W, i as u32 / W, Tile::Solid);
            }
        }
        let Some(rect) = free_spot(&grid, 2.0, 2.0, size.0, size.1) else { return Ok(()) };
        each_step(&grid, &preset, rect, &inputs, |_, body| {
                let r = body.rect;
                let near = |a: f64| (a - a.round()).abs() < 1e-7;
                let cols = (r.x + 1e-6).floor() as i64..(r.right() - 1e-6).ceil() as i64;
                let rows = (r.y + 1e-6).floor() as i64..(r.bottom() - 1e-6).ceil() as i64;
                let solid = |x: i64, y: i64| grid.tile(x, y).is_solid();
                let floor = near(r.bottom()) && cols.clone().any(|x| solid(x, r.bottom().round() as i64));
                let ceiling = near(r.y) && cols.clone().any(|x| solid(x, r.y.round() as i64 - 1));
                let right = near(r.right()) && rows.clone().any(|y| solid(r.right().round() as i64, y));
                let left = near(r.x) && rows.clone().any(|y| solid(r.x.round() as i64 - 1, y));
                let c = body.contacts;
                prop_assert_eq!(c.on_ground(), floor, "ground at {:?}", r);
                prop_assert_eq!(c.ceiling, ceiling, "ceiling at {:?}", r);
                prop_assert_eq!(c.wall_right, right, "right wall at {:?}", r);
                prop_assert_eq!(c.wall_left, left, "left wall at {:?}", r);
                Ok(())
        })?;
    }
}
