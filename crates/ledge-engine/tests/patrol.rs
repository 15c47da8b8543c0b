//! Patrolling bodies (seed 000's monsters) walk back and forth, turning at
//! walls and at the edge of their floor, without falling off.

mod common;
use common::*;
use ledge_engine::{Body, Grid, Input, Preset, Rect, Tile, World};

/// A five-cell platform (x 10..15) in the air over a floor far below.
fn island(preset: &Preset, start_x: f64, size: f64) -> (World, ledge_engine::BodyId) {
    let mut grid = Grid::new(30, 20);
    for x in 10..15 {
        grid.set_tile(x, 8, Tile::Solid);
    }
    for x in 0..30 {
        grid.set_tile(x, 19, Tile::Solid);
    }
    let mut world = World::new(grid, preset.world());
    let mut body = Body::new(Rect::new(start_x, 8.0 - size, size, size), preset.motion);
    body.patrol = true;
    body.input = Input { left: true, ..NONE };
    let id = world.add_body(body);
    (world, id)
}

#[test]
fn a_seed_000_monster_paces_its_platform_overhanging_the_edges_a_little() {
    // Seed 000's game: a monster with maxdx 4 turns when the cell under its
    // leading corner is empty, and overshoots by its stopping distance.
    let (mut world, id) = island(&Preset::tiny_entity(4.0), 12.0, 1.0);
    let xs: Vec<f64> = (0..1200)
        .map(|_| {
            world.step();
            let b = world.body(id).unwrap();
            assert_eq!(b.rect.y, 7.0, "never falls");
            b.rect.x
        })
        .collect();
    let (min, max) = xs.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &x| (a.min(x), b.max(x)));
    assert!(min < 10.0 && min > 9.5, "left turn at {min}");
    assert!(max > 14.0 && max < 14.5, "right turn at {max}");
}

#[test]
fn a_patrolling_body_turns_at_walls_and_ledges_with_ledge_physics() {
    let (mut world, id) = island(&Preset::ledge(), 12.0, 0.8);
    let mut turns = 0;
    let mut last_left = true;
    for _ in 0..1200 {
        world.step();
        let b = world.body(id).unwrap();
        assert_eq!(b.rect.bottom(), 8.0, "stays on its platform");
        if b.input.left != last_left {
            turns += 1;
            last_left = b.input.left;
        }
    }
    assert!(turns >= 4, "{turns} turns in 20 s");
    // And at a wall.
    let map = "
        ..........
        #...@....#
        ##########
    ";
    let (mut room, id) = common::world(map, &Preset::ledge());
    room.body_mut(id).unwrap().patrol = true;
    let bodies = run(&mut room, id, Input { right: true, ..NONE }, 1);
    assert!(bodies[0].input.right);
    let turned = (0..300).any(|_| {
        room.step();
        room.body(id).unwrap().input.left
    });
    assert!(turned, "turned at the right wall");
}

#[test]
fn touches_exact_rounds_like_seed_002() {
    let mut grid = Grid::new(4, 1);
    grid.set_tile(2, 0, Tile::Hazard);
    let hazard = |t| t == Tile::Hazard;
    assert!(!grid.touches_exact(&Rect::new(1.0, 0.0, 1.0, 1.0), hazard));
    assert!(grid.touches_exact(&Rect::new(1.0 + 1e-12, 0.0, 1.0, 1.0), hazard), "no inset");
    assert!(grid.touches_exact(&Rect::new(-0.5, 0.0, 1.0, 1.0), |t| t == Tile::Solid), "outside is wall");
}

#[test]
fn seed_002s_order_says_it_cannot_patrol_instead_of_ignoring_it_silently() {
    use ledge_engine::{Feature, PresetKind};
    for kind in PresetKind::ALL {
        let can = kind.preset().supports(Feature::Patrol);
        assert_eq!(can.is_ok(), kind != PresetKind::Eloquent, "{kind}");
    }
    let message = Preset::eloquent().supports(Feature::Patrol).unwrap_err().to_string();
    assert!(message.contains("`eloquent`") && message.contains("use `ledge`"), "{message}");
}
