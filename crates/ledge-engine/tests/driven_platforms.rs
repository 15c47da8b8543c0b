//! Platforms the game drives from its own code, tested as a player would
//! see them: riders carried, bodies shoved and crushed, a stop that holds,
//! a platform taken away from under its rider, lifts set along their paths.

use ledge_engine::{
    Body, BodyId, EventKind, Grid, Input, Path, Platform, PlatformId, Preset, Rect, Support, Vec2, World,
    WorldState,
};

/// A room 12 cells wide with a wall along column 11 and a floor along row 9.
fn room() -> World {
    let row = "...........#\n";
    let grid = Grid::from_text(&format!("{}############", row.repeat(9))).unwrap();
    World::new(grid, Preset::ledge().world())
}

fn body(world: &mut World, x: f64, y: f64) -> BodyId {
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

/// A platform's top-left corner.
fn corner(world: &World, id: PlatformId) -> Vec2 {
    let rect = world.platform(id).unwrap().rect;
    Vec2::new(rect.x, rect.y)
}

/// True when `body` heard `kind` at the last step.
fn heard(world: &World, body: BodyId, kind: EventKind) -> bool {
    world.events().iter().any(|e| e.body == body && e.kind == kind)
}

#[test]
fn a_lift_taken_away_drops_its_rider_to_the_floor() {
    let mut world = room();
    // A lift high in the room, its rider standing on it.
    let lift = world.add_platform(Platform::new(Vec2::new(3.0, 0.5), Path::still(Vec2::new(2.0, 4.0))));
    let rider = body(&mut world, 2.5, 2.0);
    for _ in 0..20 {
        world.step();
    }
    assert_eq!(world.body(rider).unwrap().contacts.ground, Some(Support::Platform(lift)));
    assert!(world.remove_platform(lift));
    world.step();
    assert!(heard(&world, rider, EventKind::LeftGround), "the rider falls as the lift goes");
    let mut landed = false;
    for _ in 0..60 {
        world.step();
        landed |= heard(&world, rider, EventKind::Landed);
    }
    let b = world.body(rider).unwrap();
    assert!(landed && b.rect.bottom() == 9.0, "on the floor at last: {:?}", b.rect);
    assert!(b.contacts.ground.is_some_and(|g| g != Support::Platform(lift)));
    assert!(world.platform(lift).is_none() && world.platforms().next().is_none());
    assert!(!world.remove_platform(lift), "gone already");
    assert!(!world.drive_platform(lift, Vec2::ZERO) && !world.set_platform_phase(lift, 1.0));
}

#[test]
fn a_door_taken_away_lets_the_walker_through() {
    let mut world = room();
    // A door a cell wide across the floor's whole height of the room.
    let door = world.add_platform(Platform::new(Vec2::new(1.0, 9.0), Path::still(Vec2::new(6.0, 0.0))));
    let walker = body(&mut world, 2.0, 7.5);
    world.set_input(walker, Input { right: true, ..Input::default() });
    for _ in 0..60 {
        world.step();
    }
    assert_eq!(world.body(walker).unwrap().rect.right(), 6.0, "held by the door");
    world.remove_platform(door);
    for _ in 0..60 {
        world.step();
    }
    assert!(world.body(walker).unwrap().rect.x > 7.0, "through where the door was");
}

#[test]
fn a_lift_set_along_its_path_carries_its_rider_there() {
    let mut world = room();
    // Up 6 cells and back at 2 cells/s: a round trip of 6 s.
    let path = Path::back_and_forth(Vec2::new(2.0, 8.0), Vec2::new(2.0, 2.0), 2.0);
    let lift = world.add_platform(Platform::new(Vec2::new(3.0, 0.5), path));
    let rider = body(&mut world, 2.5, 6.5);
    for _ in 0..3 {
        world.step();
    }
    assert_eq!(world.body(rider).unwrap().contacts.ground, Some(Support::Platform(lift)));
    // To the top, 3 s along: the rider goes up with it in one step.
    world.set_platform_phase(lift, 3.0);
    world.step();
    let top = world.platform(lift).unwrap().rect.y;
    assert!((top - (2.0 + 2.0 / 60.0)).abs() < 1e-9, "at the top and on its way down: {top}");
    let b = world.body(rider).unwrap();
    assert_eq!(b.contacts.ground, Some(Support::Platform(lift)));
    assert!((b.rect.bottom() - top).abs() < 1e-9);
    // A phase a whole round trip later is the same place.
    let mut other = room();
    let path = Path::back_and_forth(Vec2::new(2.0, 8.0), Vec2::new(2.0, 2.0), 2.0);
    let twin = other.add_platform(Platform::new(Vec2::new(3.0, 0.5), path));
    other.set_platform_phase(twin, 3.0 + 6.0 * 7.0);
    other.step();
    assert_eq!(other.platform(twin).unwrap().rect.y, top);
}

#[test]
fn a_crusher_set_to_its_slam_crushes_the_body_under_it() {
    let mut world = room();
    // A crusher two cells thick that slams from the ceiling to the floor,
    // and a body standing under it.
    let path = Path::back_and_forth(Vec2::new(4.0, 0.0), Vec2::new(4.0, 7.0), 7.0);
    let crusher = world.add_platform(Platform::new(Vec2::new(2.0, 2.0), path));
    let victim = body(&mut world, 4.5, 7.5);
    world.step();
    assert!(!heard(&world, victim, EventKind::Crushed));
    world.set_platform_phase(crusher, 1.0); // down, at the floor
    world.step();
    assert!(heard(&world, victim, EventKind::Crushed), "squeezed between the crusher and the floor");
}

#[test]
fn lifts_on_one_path_set_apart_keep_their_distance() {
    let mut world = room();
    let path = Path::looped(
        &[Vec2::new(0.0, 2.0), Vec2::new(8.0, 2.0), Vec2::new(8.0, 6.0), Vec2::new(0.0, 6.0)],
        3.0,
    );
    // A loop of 24 cells at 3 cells/s: 8 s; four lifts 2 s apart.
    let lifts: Vec<PlatformId> = (0..4)
        .map(|k| {
            world.add_platform(Platform::new(Vec2::new(1.0, 0.5), path.clone()).at_phase(2.0 * k as f64))
        })
        .collect();
    let corners: Vec<Vec2> = lifts.iter().map(|&l| corner(&world, l)).collect();
    let expected = [Vec2::new(0.0, 2.0), Vec2::new(6.0, 2.0), Vec2::new(8.0, 6.0), Vec2::new(2.0, 6.0)];
    for (at, want) in corners.iter().zip(expected) {
        assert!((at.x - want.x).abs() < 1e-9 && (at.y - want.y).abs() < 1e-9, "{corners:?}");
    }
    // Two seconds later each is where the next one was.
    for _ in 0..120 {
        world.step();
    }
    for (k, &lift) in lifts.iter().enumerate() {
        let at = corner(&world, lift);
        let next = corners[(k + 1) % 4];
        assert!(
            (at.x - next.x).abs() < 1e-9 && (at.y - next.y).abs() < 1e-9,
            "lift {k} at {at:?}, not {next:?}"
        );
    }
}

#[test]
fn a_platform_taken_away_stays_gone_after_a_save_and_restore() {
    let mut world = room();
    let lift = world.add_platform(Platform::new(Vec2::new(3.0, 0.5), Path::still(Vec2::new(2.0, 4.0))));
    let rider = body(&mut world, 2.5, 2.0);
    for _ in 0..20 {
        world.step();
    }
    let before = world.state();
    world.remove_platform(lift);
    let mut removed = WorldState::default();
    world.save(&mut removed);
    assert_ne!(removed.hash(), before.hash(), "a removed platform is part of the state");
    world.restore(&before);
    assert!(world.platform(lift).is_some());
    world.restore(&removed);
    for _ in 0..60 {
        world.step();
    }
    assert_eq!(world.body(rider).unwrap().rect.bottom(), 9.0, "fell through where the lift was");
}
