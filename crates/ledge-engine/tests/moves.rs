//! The controller's dash, wall slide and wall jump, tested as a player
//! would notice them.

mod common;
use common::NONE;
use ledge_engine::{Body, BodyId, Controller, ControllerConfig, Input, Preset, World};

const RIGHT: Input = Input { right: true, ..NONE };
const LEFT: Input = Input { left: true, ..NONE };
const DASH: Input = Input { dash: true, ..NONE };
const DASH_RIGHT: Input = Input { right: true, dash: true, ..NONE };
const JUMP: Input = Input { jump: true, ..NONE };

/// A room 40 cells wide with a floor, a wall standing on it at columns
/// 20 and 21 from row 2 down, and the player on the floor at column 2.
fn room() -> String {
    let mut rows = vec![".".repeat(40); 19];
    for row in rows.iter_mut().skip(2) {
        row.replace_range(20..22, "##");
    }
    rows[18].replace_range(2..3, "@");
    rows.push("#".repeat(40));
    rows.join("\n")
}

fn setup(config: ControllerConfig) -> (World, BodyId, Controller) {
    let (mut world, id) = common::world(&room(), &Preset::ledge());
    let controller = Controller::new(config);
    let rect = world.body(id).unwrap().rect;
    *world.body_mut(id).unwrap() = controller.body(&world.config(), rect);
    (world, id, controller)
}

fn play(world: &mut World, id: BodyId, c: &mut Controller, input: Input, steps: usize) -> Vec<Body> {
    common::drive(world, id, c, input, steps)
}

/// Steps of `seconds` at the world's step.
fn steps(world: &World, seconds: f64) -> usize {
    (seconds / world.config().step).round() as usize
}

#[test]
fn the_dash_covers_its_distance_after_its_freeze_and_no_more() {
    let config = ControllerConfig::default();
    let (mut world, id, mut c) = setup(config);
    let start = play(&mut world, id, &mut c, NONE, 5).pop().unwrap().rect.x;
    let freeze = steps(&world, config.dash_freeze);
    let flight = steps(&world, config.dash_time);
    let frozen = play(&mut world, id, &mut c, DASH_RIGHT, freeze);
    assert!(frozen.iter().all(|b| b.rect.x == start), "held still through the freeze");
    let end = play(&mut world, id, &mut c, DASH_RIGHT, flight).pop().unwrap();
    assert!((end.rect.x - start - 4.5).abs() < 1e-9, "a 4.5-cell dash went {}", end.rect.x - start);
    assert!(end.contacts.on_ground(), "a level dash stays on the floor");
    // Out of the dash at walking speed, not dashing speed.
    let after = play(&mut world, id, &mut c, RIGHT, 1).pop().unwrap();
    assert!(after.rect.x - end.rect.x <= config.walk_speed * world.config().step + 1e-9);
}

#[test]
fn a_dash_with_no_direction_held_goes_the_way_the_player_faces() {
    let (mut world, id, mut c) = setup(ControllerConfig::default());
    play(&mut world, id, &mut c, RIGHT, 60);
    let x = play(&mut world, id, &mut c, LEFT, 6).pop().unwrap().rect.x;
    let after = play(&mut world, id, &mut c, DASH, 12).pop().unwrap().rect.x;
    assert!(after < x - 4.0, "dashed left: {x} to {after}");
}

#[test]
fn a_diagonal_dash_is_as_long_as_a_straight_one() {
    let (mut world, id, mut c) = setup(ControllerConfig::default());
    let start = play(&mut world, id, &mut c, NONE, 5).pop().unwrap().rect;
    let up_right = Input { up: true, right: true, dash: true, ..NONE };
    let end = play(&mut world, id, &mut c, up_right, 12).pop().unwrap().rect;
    let (dx, dy) = (end.x - start.x, start.y - end.y);
    assert!((dx - dy).abs() < 1e-9 && ((dx * dx + dy * dy).sqrt() - 4.5).abs() < 1e-9, "went ({dx}, {dy})");
}

#[test]
fn one_dash_per_landing_unless_refilled() {
    let (mut world, id, mut c) = setup(ControllerConfig::default());
    play(&mut world, id, &mut c, NONE, 5);
    play(&mut world, id, &mut c, JUMP, 10);
    let x = play(&mut world, id, &mut c, DASH_RIGHT, 12).pop().unwrap().rect.x;
    assert_eq!(c.dashes_left(), 0);
    play(&mut world, id, &mut c, NONE, 1);
    let again = play(&mut world, id, &mut c, DASH_RIGHT, 12).pop().unwrap();
    assert!(again.rect.x - x < 2.0 && !again.contacts.on_ground(), "no second dash in the air");
    c.refill_dash();
    play(&mut world, id, &mut c, NONE, 1);
    assert!(play(&mut world, id, &mut c, DASH_RIGHT, 12).pop().unwrap().rect.x - again.rect.x > 4.0);
    // Landed: the dash is back.
    play(&mut world, id, &mut c, NONE, 120);
    assert_eq!(c.dashes_left(), 1);
}

/// The player dropped from row 4, touching the wall's left side, falling.
fn against_the_wall(config: ControllerConfig, gap: f64) -> (World, BodyId, Controller) {
    let (mut world, id, c) = setup(config);
    let body = world.body_mut(id).unwrap();
    body.rect.x = 20.0 - body.rect.w - gap;
    body.rect.y = 4.0;
    (world, id, c)
}

#[test]
fn holding_toward_a_wall_slides_down_it_at_the_slide_speed() {
    let config = ControllerConfig::default();
    let fall = |input| {
        let (mut world, id, mut c) = against_the_wall(config, 0.0);
        play(&mut world, id, &mut c, input, 40).iter().map(|b| b.vel.y).fold(0.0, f64::max)
    };
    assert!((fall(RIGHT) - config.wall_slide_speed).abs() < 1e-9, "slid at {}", fall(RIGHT));
    assert!(fall(NONE) > config.wall_slide_speed * 2.0, "fell at {}", fall(NONE));
}

#[test]
fn the_controller_says_it_slides_while_it_holds_the_fall_and_not_once_it_lets_go_or_lands() {
    let (mut world, id, mut c) = against_the_wall(ControllerConfig::default(), 0.0);
    assert!(!c.is_wall_sliding());
    // Holding toward the wall: sliding from the first update that touches it.
    let sliding: Vec<bool> = (0..5)
        .map(|_| {
            c.update(&mut world, id, RIGHT);
            world.step();
            c.is_wall_sliding()
        })
        .collect();
    assert!(sliding[1..].iter().all(|&s| s), "{sliding:?}");
    assert_eq!(c.wall_sliding(), Some(ledge_engine::Side::Right));
    // Let go: no longer sliding, though still touching the wall.
    c.update(&mut world, id, NONE);
    assert!(!c.is_wall_sliding() && world.body(id).unwrap().contacts.wall_right);
    // Down to the floor holding toward the wall: standing is no slide.
    play(&mut world, id, &mut c, RIGHT, 240);
    assert!(world.body(id).unwrap().contacts.on_ground());
    assert!(!c.is_wall_sliding());
    // With the slide off, never.
    let (mut world, id, mut c) = against_the_wall(ControllerConfig::default().without_wall_moves(), 0.0);
    for _ in 0..40 {
        c.update(&mut world, id, RIGHT);
        world.step();
        assert!(!c.is_wall_sliding());
    }
}

#[test]
fn a_wall_jump_works_within_its_distance_of_a_wall_and_not_beyond() {
    let config = ControllerConfig::default();
    let jump_at = |gap: f64| {
        let (mut world, id, mut c) = against_the_wall(config, gap);
        play(&mut world, id, &mut c, NONE, 1);
        play(&mut world, id, &mut c, JUMP, 1).pop().unwrap().vel
    };
    for gap in [0.0, 0.2, config.wall_jump_distance - 0.05] {
        let v = jump_at(gap);
        assert!(v.y < -10.0 && v.x < 0.0, "{gap} cells off the wall: {v:?}");
    }
    let v = jump_at(config.wall_jump_distance + 0.05);
    assert!(v.y > 0.0 && v.x == 0.0, "too far off the wall, still falling: {v:?}");
    let off = ControllerConfig { wall_jump: false, ..config };
    let (mut world, id, mut c) = against_the_wall(off, 0.0);
    play(&mut world, id, &mut c, NONE, 1);
    assert!(play(&mut world, id, &mut c, JUMP, 1).pop().unwrap().vel.y > 0.0, "turned off");
}

#[test]
fn the_wall_jump_pushes_away_while_the_player_holds_toward_the_wall() {
    let config = ControllerConfig::default();
    let (mut world, id, mut c) = against_the_wall(config, 0.0);
    let x = play(&mut world, id, &mut c, RIGHT, 4).pop().unwrap().rect.x;
    let held = Input { right: true, jump: true, ..NONE };
    let push = steps(&world, config.wall_jump_time);
    let bodies = play(&mut world, id, &mut c, held, push);
    assert!(bodies.windows(2).all(|w| w[1].rect.x < w[0].rect.x), "moving away all along");
    let away = x - bodies.last().unwrap().rect.x;
    assert!(away > config.wall_jump_speed * config.wall_jump_time * 0.9, "pushed {away} cells away");
    // Then the held direction counts again: back toward the wall.
    let back = play(&mut world, id, &mut c, held, 30).pop().unwrap().rect.x;
    assert!(back > bodies.last().unwrap().rect.x);
}

#[test]
fn without_the_new_moves_the_controller_is_as_before() {
    let config = ControllerConfig::default().without_dash_and_wall_moves();
    let (mut world, id, mut c) = against_the_wall(config, 0.0);
    let bodies = play(&mut world, id, &mut c, DASH_RIGHT, 30);
    assert!(bodies.iter().all(|b| b.vel.x.abs() <= config.walk_speed), "no dash");
    assert!(bodies.iter().any(|b| b.vel.y > config.wall_slide_speed * 2.0), "no slide");
}

#[test]
fn a_dash_that_clips_a_ledges_corner_goes_over_it() {
    // In the air left of the wall's top, the feet 0.2 cell below it.
    let dash_over = |corner_correction: f64| {
        let (mut world, id, mut c) =
            setup(ControllerConfig { corner_correction, ..ControllerConfig::default() });
        let body = world.body_mut(id).unwrap();
        body.rect.x = 18.0;
        body.rect.y = 2.2 - body.rect.h;
        play(&mut world, id, &mut c, DASH_RIGHT, 12).pop().unwrap().rect
    };
    let over = dash_over(0.25);
    assert!(over.x > 22.0 && over.bottom() <= 2.0, "went over the wall: {over:?}");
    let stopped = dash_over(0.0);
    assert!(stopped.right() <= 20.0, "without corner correction the wall stops it: {stopped:?}");
}
