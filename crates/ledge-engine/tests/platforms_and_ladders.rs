//! One-way platforms, ladders, ice, hazards and the events they raise.

mod common;
use common::*;
use ledge_engine::{EventKind, Input, Preset, Side, Support, Tile};

#[test]
fn one_way_platforms_let_a_body_jump_up_through_and_land_on_top() {
    let map = "
        ......
        ......
        ......
        .----.
        ......
        .@....
        ######
    ";
    let (mut world, id) = world(map, &Preset::ledge());
    run(&mut world, id, NONE, 30);
    let after = run(&mut world, id, JUMP, 90).pop().unwrap();
    assert_eq!(after.rect.bottom(), 3.0, "stands on the platform");
    assert_eq!(after.contacts.ground, Some(Support::Tile(Tile::OneWay)));
}

#[test]
fn holding_down_drops_through_a_one_way_platform_but_not_a_floor() {
    let map = "
        ......
        .@....
        .----.
        ......
        ......
        ######
    ";
    let (mut world, id) = world(map, &Preset::ledge());
    run(&mut world, id, NONE, 30);
    let fell = run(&mut world, id, DOWN, 60).pop().unwrap();
    assert_eq!(fell.rect.bottom(), 5.0, "dropped to the floor");
    let still = run(&mut world, id, DOWN, 60).pop().unwrap();
    assert_eq!(still.rect.bottom(), 5.0, "a solid floor holds");
}

#[test]
fn the_top_of_a_ladder_can_be_stood_on_and_climbing_passes_it() {
    let (mut world, id) = world(LADDER_TOP, &Preset::ledge());
    let top = run(&mut world, id, NONE, 30).pop().unwrap();
    assert_eq!(top.rect.bottom(), 2.0);
    assert_eq!(top.contacts.ground, Some(Support::Tile(Tile::Ladder)));
    // A climbing body has no gravity and is not held by the ladder top.
    world.body_mut(id).unwrap().climbing = true;
    world.body_mut(id).unwrap().vel.y = 2.0;
    let climbing = run(&mut world, id, NONE, 30).pop().unwrap();
    assert!(climbing.rect.bottom() > 2.5 && climbing.contacts.ladder);
}

#[test]
fn a_body_slides_further_on_ice_than_on_ground() {
    let slide = |floor: char| {
        let map = format!("\n{}\n@{}\n{}\n", ".".repeat(40), ".".repeat(39), floor.to_string().repeat(40));
        let (mut world, id) = world(&map, &Preset::ledge());
        run(&mut world, id, NONE, 10);
        run(&mut world, id, RIGHT, 60);
        let released = world.body(id).unwrap().rect.x;
        let stopped = run(&mut world, id, NONE, 300).pop().unwrap();
        assert_eq!(stopped.vel.x, 0.0);
        stopped.rect.x - released
    };
    let (ground, ice) = (slide('#'), slide('~'));
    assert!(ice > 4.0 * ground, "ice {ice} vs ground {ground}");
}

#[test]
fn events_report_landing_walls_ceilings_and_hazards() {
    let map = "
        ########
        #......#
        #@...+.#
        ########
    ";
    let (mut world, id) = world(map, &Preset::ledge());
    let mut seen = Vec::new();
    let mut record = |world: &ledge_engine::World| seen.extend(world.events().iter().map(|e| e.kind));
    for _ in 0..5 {
        world.step();
        record(&world);
    }
    world.set_input(id, Input { left: true, ..Input::default() });
    for _ in 0..5 {
        world.step();
        record(&world);
    }
    world.set_input(id, Input { right: true, jump: true, ..Input::default() });
    for _ in 0..120 {
        world.step();
        record(&world);
    }
    for kind in [
        EventKind::Landed,
        EventKind::HitWall(Side::Left),
        EventKind::LeftGround,
        EventKind::HitCeiling,
        EventKind::EnteredHazard,
        EventKind::HitWall(Side::Right),
    ] {
        assert!(seen.contains(&kind), "{kind:?} missing from {seen:?}");
    }
}

#[test]
fn with_gravity_off_a_body_moves_freely_in_four_directions() {
    let map = "
        ......
        ..@...
        ......
        ......
    ";
    let mut preset = Preset::ledge();
    preset.motion.gravity_scale = 0.0;
    let (mut world, id) = world(map, &preset);
    let start = world.body(id).unwrap().rect;
    let floating = run(&mut world, id, NONE, 60).pop().unwrap();
    assert_eq!(floating.rect, start, "no gravity, no drift");
    let down = run(&mut world, id, Input { down: true, ..Input::default() }, 20).pop().unwrap();
    assert!(down.rect.y > start.y);
    let up = run(&mut world, id, Input { up: true, ..Input::default() }, 60).pop().unwrap();
    assert_eq!(up.rect.y, 0.0, "stopped by the top of the map");
}
