//! Walking on slopes: steady, stuck to the surface, no hops, no launches.

mod common;
use common::*;
use ledge_engine::{Preset, Tile};

/// Up a 45-degree ramp, a 22.5-degree ramp and another 45, across a plateau
/// and down the same way, between two floors.
const RAMPS: &str = "
    ..............................
    ..............................
    ..............................
    ..............................
    ..............................
    ............./#####\\..........
    ...........rR#######Ll........
    @........./###########\\.......
    ##############################
";

#[test]
fn walking_over_ramps_never_leaves_the_ground() {
    let (mut world, id) = world(RAMPS, &Preset::ledge());
    run(&mut world, id, NONE, 30);
    let bodies = run(&mut world, id, RIGHT, 300);
    for (step, body) in bodies.iter().enumerate() {
        assert!(body.contacts.on_ground(), "in the air at step {step}: {:?}", body.rect);
    }
    let end = bodies.last().unwrap().rect;
    assert_eq!((end.right(), end.bottom()), (30.0, 8.0), "crossed to the far wall");
}

#[test]
fn walking_up_and_down_keeps_a_steady_horizontal_speed() {
    let preset = Preset::ledge();
    let top = preset.motion.max_speed.x * preset.step;
    let (mut world, id) = world(RAMPS, &preset);
    run(&mut world, id, NONE, 30);
    let bodies = run(&mut world, id, RIGHT, 180);
    // Past the acceleration, every step covers the same ground, up or down.
    for pair in bodies[20..].windows(2) {
        let dx = pair[1].rect.x - pair[0].rect.x;
        if pair[1].rect.right() < 29.0 {
            assert!((dx - top).abs() < 1e-9, "dx {dx} at {:?}", pair[1].rect);
        }
    }
}

#[test]
fn walking_off_the_crest_does_not_launch_the_body() {
    let (mut world, id) = world(RAMPS, &Preset::ledge());
    run(&mut world, id, NONE, 30);
    let bodies = run(&mut world, id, RIGHT, 150);
    let on_plateau: Vec<_> = bodies.iter().filter(|b| b.rect.x > 14.0 && b.rect.right() < 19.0).collect();
    assert!(on_plateau.len() > 20);
    for body in on_plateau {
        assert_eq!(body.rect.bottom(), 5.0, "rose off the plateau");
        assert!(body.vel.y >= 0.0);
    }
}

#[test]
fn standing_still_on_a_slope_does_not_slide() {
    let map = "
        ........
        ........
        ...@....
        ...///..
        ########
    ";
    let (mut world, id) = world(map, &Preset::ledge());
    let settled = run(&mut world, id, NONE, 60).pop().unwrap();
    assert!(settled.contacts.on_ground());
    assert!(matches!(settled.contacts.ground, Some(ledge_engine::Support::Tile(t)) if t.is_slope()));
    let later = run(&mut world, id, NONE, 600).pop().unwrap();
    assert_eq!(later.rect, settled.rect);
}

#[test]
fn every_slope_kind_holds_a_falling_body_on_its_surface() {
    for (ch, tile) in [('/', Tile::SlopeUpRight), ('\\', Tile::SlopeUpLeft), ('r', Tile::SlopeUpRightLow)] {
        let map = format!("\n....\n.@..\n....\n.{ch}..\n####\n");
        let (mut world, id) = world(&map, &Preset::ledge());
        let body = run(&mut world, id, NONE, 120).pop().unwrap();
        let rect = body.rect;
        let (u0, u1) = (rect.x - 1.0, (rect.right() - 1.0).min(1.0));
        let highest = tile.slope_height(u0).unwrap().max(tile.slope_height(u1).unwrap());
        assert!((rect.bottom() - (4.0 - highest)).abs() < 1e-9, "{ch}: {rect:?}");
    }
}
