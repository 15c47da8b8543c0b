//! Moving platforms carry their riders without dip, jitter or falling
//! through, push what is in their way and crush what has nowhere to go.

mod common;
use common::*;
use ledge_engine::{EventKind, OnLeave, Path, Platform, PlatformId, Preset, Support, Vec2, World};
use proptest::prelude::*;

const ROOM: &str = "
    ..............................
    ..............................
    ..............................
    ..............................
    ..............................
    ..............................
    ..............................
    ..............................
    ..............................
    ..............................
    ..............................
    ..............................
    ..............................
    .........@....................
    ..............................
    ..............................
    ..............................
    ..............................
    ..............................
    ##############################
";

/// A world with the body standing on a 4x1 platform that follows `path`.
fn riding(path: Path, one_way: bool) -> (World, ledge_engine::BodyId, PlatformId) {
    let (mut world, id) = world(ROOM, &Preset::ledge());
    let mut platform = Platform::new(Vec2::new(4.0, 1.0), path);
    if one_way {
        platform = platform.one_way();
    }
    let start = platform.rect;
    let pid = world.add_platform(platform);
    let body = world.body_mut(id).unwrap();
    body.rect.x = start.x + 1.0;
    body.rect.y = start.y - body.rect.h;
    run(&mut world, id, NONE, 2);
    (world, id, pid)
}

fn assert_rides_for_ten_seconds(world: &mut World, id: ledge_engine::BodyId, pid: PlatformId) {
    for step in 0..600 {
        world.step();
        let body = world.body(id).unwrap();
        let top = world.platform(pid).unwrap().rect.y;
        assert_eq!(body.contacts.ground, Some(Support::Platform(pid)), "left the platform at step {step}");
        assert!(
            (body.rect.bottom() - top).abs() < 1e-9,
            "dip or sink at step {step}: {} vs {top}",
            body.rect.bottom()
        );
    }
}

#[test]
fn a_body_rides_a_platform_up_and_down_at_any_speed() {
    for speed in [1.0, 4.0, 12.0, 30.0] {
        for one_way in [false, true] {
            let path = Path::back_and_forth(Vec2::new(8.0, 15.0), Vec2::new(8.0, 6.0), speed);
            let (mut world, id, pid) = riding(path, one_way);
            assert_rides_for_ten_seconds(&mut world, id, pid);
        }
    }
}

#[test]
fn a_body_rides_a_platform_sideways_and_in_a_loop() {
    let sideways = Path::back_and_forth(Vec2::new(2.0, 12.0), Vec2::new(20.0, 12.0), 6.0);
    let (mut world, id, pid) = riding(sideways, false);
    assert_rides_for_ten_seconds(&mut world, id, pid);
    let square = [Vec2::new(4.0, 8.0), Vec2::new(16.0, 8.0), Vec2::new(16.0, 14.0), Vec2::new(4.0, 14.0)];
    let (mut world, id, pid) = riding(Path::looped(&square, 5.0), true);
    assert_rides_for_ten_seconds(&mut world, id, pid);
}

#[test]
fn a_rider_keeps_its_place_on_the_platform() {
    let path = Path::back_and_forth(Vec2::new(2.0, 12.0), Vec2::new(20.0, 12.0), 6.0);
    let (mut world, id, pid) = riding(path, false);
    let offset = |w: &World| w.body(id).unwrap().rect.x - w.platform(pid).unwrap().rect.x;
    let start = offset(&world);
    for _ in 0..300 {
        world.step();
        assert!((offset(&world) - start).abs() < 1e-9, "slid on the platform");
    }
}

#[test]
fn a_platform_pushes_a_body_in_its_way_and_crushes_one_against_a_wall() {
    let (mut world, id) = world(ROOM, &Preset::ledge());
    run(&mut world, id, NONE, 60);
    let x0 = world.body(id).unwrap().rect.x;
    // A wall of a platform sweeping along the floor toward the body, and on to the map's edge.
    world.add_platform(Platform::new(
        Vec2::new(1.0, 3.0),
        Path::back_and_forth(Vec2::new(4.0, 16.0), Vec2::new(29.0, 16.0), 8.0),
    ));
    let mut crushed_at = None;
    for step in 0..240 {
        world.step();
        if world.events().iter().any(|e| e.body == id && e.kind == EventKind::Crushed) {
            crushed_at = Some(step);
            break;
        }
    }
    let body = world.body(id).unwrap();
    assert!(body.rect.x > x0 + 10.0, "pushed along");
    assert!(crushed_at.is_some(), "crushed against the right wall");
}

#[test]
fn a_platform_coming_down_crushes_a_body_on_the_floor() {
    let (mut world, id) = world(ROOM, &Preset::ledge());
    run(&mut world, id, NONE, 60);
    world.add_platform(Platform::new(
        Vec2::new(3.0, 1.0),
        Path::back_and_forth(Vec2::new(8.0, 10.0), Vec2::new(8.0, 18.0), 6.0),
    ));
    let crushed = (0..120).any(|_| {
        world.step();
        world.events().iter().any(|e| e.body == id && e.kind == EventKind::Crushed)
    });
    assert!(crushed);
}

#[test]
fn jumping_off_a_platform_keeps_its_velocity_when_asked() {
    let jump_off = |on_leave: OnLeave| {
        let path = Path::back_and_forth(Vec2::new(2.0, 12.0), Vec2::new(24.0, 12.0), 6.0);
        let (mut world, id, _) = riding(path, false);
        world.body_mut(id).unwrap().on_leave = on_leave;
        run(&mut world, id, NONE, 30);
        run(&mut world, id, JUMP, 1);
        world.body(id).unwrap().vel.x
    };
    assert!((jump_off(OnLeave::AddVelocity) - 6.0).abs() < 1e-9);
    assert!((jump_off(OnLeave::AddUpwardVelocity) - 6.0).abs() < 1e-9);
    assert_eq!(jump_off(OnLeave::DoNothing), 0.0);
}

#[test]
fn a_body_jumps_up_through_a_one_way_platform_and_lands_on_it() {
    let (mut world, id) = world(ROOM, &Preset::ledge());
    run(&mut world, id, NONE, 60);
    let x = world.body(id).unwrap().rect.x;
    let pid = world.add_platform(
        Platform::new(
            Vec2::new(4.0, 1.0),
            Path::back_and_forth(Vec2::new(x - 1.0, 16.0), Vec2::new(x - 1.0, 15.0), 0.5),
        )
        .one_way(),
    );
    let rising = run(&mut world, id, JUMP, 30);
    assert!(rising.iter().any(|b| b.rect.y < 16.0), "went up through the platform");
    let landed = run(&mut world, id, NONE, 120).pop().unwrap();
    assert_eq!(landed.contacts.ground, Some(Support::Platform(pid)));
}

proptest! {
    #[test]
    fn a_body_riding_a_random_path_never_ends_inside_a_solid(
        points in proptest::collection::vec((1.0f64..24.0, 3.0f64..17.0), 2..5),
        speed in 0.5f64..25.0,
        inputs in proptest::collection::vec((0u8..8, 1usize..40), 1..6),
    ) {
        let points: Vec<Vec2> = points.into_iter().map(|(x, y)| Vec2::new(x, y)).collect();
        let (mut world, id, _) = riding(Path::looped(&points, speed), false);
        for (b, steps) in inputs {
            let input = ledge_engine::Input { left: b & 1 != 0, right: b & 2 != 0, jump: b & 4 != 0, ..NONE };
            world.set_input(id, input);
            for _ in 0..steps {
                world.step();
                let body = world.body(id).unwrap();
                let crushed = world.events().iter().any(|e| e.kind == EventKind::Crushed);
                let r = body.rect;
                prop_assert!(crushed || (r.x >= -1e-9 && r.right() <= 30.0 + 1e-9 && r.y >= -1e-9 && r.bottom() <= 19.0 + 1e-9), "{r:?}");
                for (_, p) in world.platforms() {
                    let inside = r.x < p.rect.right() - 1e-6 && p.rect.x < r.right() - 1e-6 && r.y < p.rect.bottom() - 1e-6 && p.rect.y < r.bottom() - 1e-6;
                    prop_assert!(crushed || !inside, "inside the platform: {r:?} vs {:?}", p.rect);
                }
            }
        }
    }
}
