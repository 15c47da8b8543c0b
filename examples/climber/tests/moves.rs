//! The climber's moves (the engine's, with the climber's feel) as a
//! player meets them: a slide down a wall, a jump off it, a dash, and the
//! level cleared with both, headless.

use climber::{Game, Goal, Map, Pad, Pose, FEEL, MAP, STEP};

const LEFT: Pad = Pad { left: true, right: false, up: false, down: false, jump: false, dash: false };
const RIGHT: Pad = Pad { right: true, ..NONE };
const NONE: Pad = Pad { left: false, right: false, up: false, down: false, jump: false, dash: false };

fn game() -> Game {
    Game::new(Map::parse(MAP).unwrap(), FEEL)
}

const fn jump(pad: Pad) -> Pad {
    Pad { jump: true, ..pad }
}

const fn dash(pad: Pad) -> Pad {
    Pad { dash: true, ..pad }
}

/// Plays `script` (steps, buttons) and returns the climber's lowest top and
/// its box at the end.
fn play(game: &mut Game, script: &[(u32, Pad)]) -> f64 {
    let mut highest = f64::INFINITY;
    for &(steps, pad) in script {
        for _ in 0..steps {
            game.step(pad);
            highest = highest.min(game.player().y);
        }
    }
    highest
}

/// Into the start's shaft, against its left wall, up with a jump.
const UP_THE_LEFT_WALL: [(u32, Pad); 3] = [(8, LEFT), (16, jump(LEFT)), (2, LEFT)];

/// Off the left wall and onto the ledge over the shaft's right wall.
const OFF_THE_WALL: [(u32, Pad); 2] = [(24, jump(RIGHT)), (6, RIGHT)];

#[test]
fn a_jump_alone_does_not_climb_out_of_the_shaft() {
    let mut game = game();
    let highest = play(&mut game, &[(8, LEFT), (60, jump(LEFT)), (60, RIGHT)]);
    let floor = 12.0;
    assert!(floor - (highest + game.player().h) < 3.6, "a jump rises 3.3 cells: top at {highest}");
    assert_eq!(game.player().bottom(), floor, "back on the shaft's floor");
}

#[test]
fn a_jump_off_the_wall_pushes_away_and_up_even_while_holding_toward_it() {
    let mut game = game();
    play(&mut game, &UP_THE_LEFT_WALL);
    assert!(game.player().x - 5.0 < 1e-9, "against the left wall: {:?}", game.player());
    // Jump while still holding toward the wall: the lock carries it away.
    game.step(jump(LEFT));
    let v = game.velocity();
    assert!(v.x >= FEEL.walk_speed && v.y < -18.0, "away at running speed, and up: {v:?}");
    let x = game.player().x;
    for _ in 0..8 {
        game.step(jump(LEFT));
    }
    assert!(game.player().x > x + 0.8, "still going away after 8 steps holding left: {:?}", game.player());
}

#[test]
fn a_wall_jump_climbs_onto_the_ledge_above_the_shaft() {
    let mut game = game();
    play(&mut game, &UP_THE_LEFT_WALL);
    play(&mut game, &OFF_THE_WALL);
    let rect = game.player();
    assert_eq!(rect.bottom(), 6.0, "on the ledge: {rect:?}");
    assert!(rect.x > 8.0 - rect.w);
}

#[test]
fn sliding_down_a_wall_holds_the_fall_to_its_speed() {
    let mut game = game();
    play(&mut game, &UP_THE_LEFT_WALL);
    let feel = FEEL;
    let mut slid = 0;
    for _ in 0..20 {
        game.step(LEFT);
        assert!(game.velocity().y <= feel.wall_slide_speed);
        slid += (game.controller().pose() == Pose::WallSlide) as u32;
    }
    assert!(slid >= 15, "slid {slid} of 20 steps");
    // Let go of the wall: the fall speeds up past the slide.
    for _ in 0..10 {
        game.step(NONE);
    }
    assert!(game.velocity().y > feel.wall_slide_speed + 1.0 || game.player().bottom() == 12.0);
}

#[test]
fn a_dash_flies_straight_for_its_time_once_per_jump() {
    let mut game = game();
    play(&mut game, &UP_THE_LEFT_WALL);
    play(&mut game, &OFF_THE_WALL);
    // Run along the ledge and jump.
    play(&mut game, &[(6, RIGHT), (12, jump(RIGHT))]);
    let (x, y) = (game.player().x, game.player().y);
    let feel = FEEL;
    let dash_steps = (feel.dash_time / STEP).round() as u32;
    for _ in 0..dash_steps {
        game.step(dash(jump(RIGHT)));
        assert_eq!(game.controller().pose(), Pose::Dash);
        assert_eq!(game.player().y, y, "no gravity while dashing");
    }
    let flown = game.player().x - x;
    assert!((flown - feel.dash_speed * feel.dash_time).abs() < 0.5, "{flown} cells");
    // Let go and press again in the air: no second dash before landing.
    game.step(RIGHT);
    game.step(dash(RIGHT));
    assert_ne!(game.controller().pose(), Pose::Dash);
}

#[test]
fn the_level_is_cleared_with_a_wall_jump_and_a_dash_and_not_without_the_dash() {
    let across = |with_dash: bool| {
        let press = if with_dash { dash(jump(RIGHT)) } else { jump(RIGHT) };
        [(17, RIGHT), (12, jump(RIGHT)), (10, press), (60, RIGHT)]
    };
    let mut won = game();
    play(&mut won, &UP_THE_LEFT_WALL);
    play(&mut won, &OFF_THE_WALL);
    play(&mut won, &across(true));
    assert!(matches!(won.goal(), Goal::Reached(frame) if frame < 150), "{:?}", won.goal());
    assert_eq!(won.deaths(), 0);

    let mut fell = game();
    play(&mut fell, &UP_THE_LEFT_WALL);
    play(&mut fell, &OFF_THE_WALL);
    play(&mut fell, &across(false));
    assert_eq!(fell.goal(), Goal::Ahead);
    assert_eq!(fell.deaths(), 1, "the spikes sent it back");
    assert_eq!(fell.player().bottom(), 12.0, "at the start");
}
