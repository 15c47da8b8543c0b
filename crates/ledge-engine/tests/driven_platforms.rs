//! Platforms the game drives from its own code, tested as a player would
//! see them: riders carried, bodies shoved and crushed, a stop that holds.

use ledge_engine::{Body, EventKind, Grid, Path, Platform, PlatformId, Preset, Rect, Support, Vec2, World};

/// A room 12 cells wide with a wall along column 11 and a floor along row 9.
fn room() -> World {
    let row = "...........#\n";
    let grid = Grid::from_text(&format!("{}############", row.repeat(9))).unwrap();
    World::new(grid, Preset::ledge().world())
}

fn body(world: &mut World, x: f64, y: f64) -> ledge_engine::BodyId {
    let preset = Preset::ledge();
    world.add_body(Body::new(Rect::new(x, y, 0.8, 1.5), preset.motion))
}

#[test]
fn a_driven_lift_carries_its_rider_up_and_holds_it_where_it_stops() {
    let mut world = room();
    let lift = world.add_platform(Platform::new(Vec2::new(3.0, 0.5), Path::still(Vec2::new(2.0, 8.0))));
    let rider = body(&mut world, 2.5, 6.0);
    for _ in 0..20 {
        world.step();
    }
    assert_eq!(world.body(rider).unwrap().contacts.ground, Some(Support::Platform(lift)));
    // Up 4 cells at 6 cells/s, then left alone.
    for step in 1..=40 {
        world.drive_platform(lift, Vec2::new(2.0, 8.0 - 0.1 * step as f64));
        world.step();
        let b = world.body(rider).unwrap();
        assert_eq!(b.contacts.ground, Some(Support::Platform(lift)), "fell off at step {step}");
    }
    let top = world.platform(lift).unwrap().rect.y;
    assert!((top - 4.0).abs() < 1e-9);
    for _ in 0..30 {
        world.step();
    }
    let platform = world.platform(lift).unwrap();
    assert_eq!((platform.rect.y, platform.vel), (top, Vec2::ZERO), "stopped where it was driven");
    assert!((world.body(rider).unwrap().rect.bottom() - top).abs() < 1e-9);
}

#[test]
fn a_driven_block_shoves_a_body_and_crushes_it_against_a_wall() {
    let mut world = room();
    let block = world.add_platform(Platform::new(Vec2::new(1.0, 2.0), Path::still(Vec2::new(1.0, 7.0))));
    let victim = body(&mut world, 6.0, 7.5);
    for _ in 0..10 {
        world.step();
    }
    let mut crushed = None;
    for step in 1..=80 {
        world.drive_platform(block, Vec2::new(1.0 + 0.15 * step as f64, 7.0));
        world.step();
        let b = world.body(victim).unwrap();
        assert!(b.rect.right() <= 11.0 + 1e-9, "through the wall: {:?}", b.rect);
        if world.events().iter().any(|e| e.body == victim && e.kind == EventKind::Crushed) {
            crushed = Some(step);
            break;
        }
        if b.rect.x < world.platform(block).unwrap().rect.right() - 1e-9 {
            panic!("the block went into the body at step {step}");
        }
    }
    let step = crushed.expect("crushed against the wall");
    // The body was shoved to the wall first: the block's front reached
    // the wall's face less the body's width.
    assert!(1.0 + 1.0 + 0.15 * step as f64 > 11.0 - 0.8, "crushed too early, at step {step}");
}

#[test]
fn driving_no_platform_says_so() {
    let mut world = room();
    let lift = world.add_platform(Platform::new(Vec2::new(1.0, 1.0), Path::still(Vec2::new(1.0, 1.0))));
    let mut other = room();
    other.add_platform(Platform::new(Vec2::new(1.0, 1.0), Path::still(Vec2::ZERO)));
    let second: PlatformId = other.add_platform(Platform::new(Vec2::new(1.0, 1.0), Path::still(Vec2::ZERO)));
    assert!(!world.drive_platform(second, Vec2::ZERO));
    assert!(world.drive_platform(lift, Vec2::ZERO));
}
