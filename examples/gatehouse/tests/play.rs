//! The gatehouse played by scripted buttons, headless, checked for what a
//! player would see: the gate lifted by the plate, gems taken, the door
//! reached; a gate that holds, one that comes down, spikes.

use gatehouse::{Cause, Game, Happened, Level, LevelError, MAP};
use ledge_engine::{Input, TextError};

const NONE: Input = Input { left: false, right: false, up: false, down: false, jump: false, dash: false };
const RIGHT: Input = Input { right: true, ..NONE };
const LEFT: Input = Input { left: true, ..NONE };
const JUMP_RIGHT: Input = Input { right: true, jump: true, ..NONE };

/// Up onto the ledge for the first gem, off it, and back onto the plate
/// to stand there until the gate is up.
const TO_THE_PLATE: &[(u32, Input)] = &[(10, RIGHT), (12, JUMP_RIGHT), (40, RIGHT), (12, LEFT), (60, NONE)];

/// Plays `script` (steps, buttons) and returns everything that happened.
fn play(game: &mut Game, script: &[(u32, Input)]) -> Vec<Happened> {
    let mut heard = Vec::new();
    for &(steps, input) in script {
        for _ in 0..steps {
            heard.extend_from_slice(game.step(input));
        }
    }
    heard
}

fn game() -> Game {
    Game::new(Level::parse(MAP).unwrap())
}

#[test]
fn waiting_on_the_plate_then_running_takes_both_gems_and_reaches_the_door() {
    let mut game = game();
    let mut heard = play(&mut game, TO_THE_PLATE);
    assert!(game.plate_held());
    assert_eq!(game.gate().y, game.level().gate.y - gatehouse::LIFT, "the gate is all the way up");
    // Run under the gate, jump the spikes (the second gem hangs over them)
    // and on to the door.
    heard.extend(play(&mut game, &[(70, RIGHT), (20, JUMP_RIGHT), (60, RIGHT)]));
    use Happened::*;
    assert_eq!(heard, [GemTaken, PlatePressed, PlateLeft, GemTaken, Won]);
    assert_eq!(game.gems_taken(), (2, 2));
    assert_eq!(game.losses(), 0);
    let won = game.won().expect("through the door");
    assert!(won < 300, "in under five seconds: {won} steps");
}

#[test]
fn running_straight_across_the_plate_lifts_the_gate_too_little_to_pass() {
    let mut game = game();
    let heard = play(&mut game, &[(200, RIGHT)]);
    assert_eq!(heard, [Happened::PlatePressed, Happened::PlateLeft]);
    assert_eq!(game.player().right(), game.level().gate.x, "held at the gate");
    assert!(game.won().is_none());
    // The gate, which rose a little as the player ran across the plate, has sunk back.
    assert_eq!(game.gate(), game.level().gate);
}

#[test]
fn waiting_under_the_gate_as_it_sinks_crushes_the_player_and_starts_over() {
    let mut game = game();
    play(&mut game, TO_THE_PLATE);
    let heard = play(&mut game, &[(50, RIGHT), (120, NONE)]);
    assert!(heard.contains(&Happened::Lost(Cause::Crushed)), "{heard:?}");
    assert_eq!(game.losses(), 1);
    assert_eq!(game.gems_taken(), (0, 2), "the gems are back");
    let start = game.level().start;
    assert_eq!(game.player().x, start.0 as f64, "back at the start");
}

#[test]
fn walking_into_the_spikes_starts_over() {
    let mut game = game();
    play(&mut game, TO_THE_PLATE);
    let heard = play(&mut game, &[(90, RIGHT)]);
    assert_eq!(heard.last(), Some(&Happened::Lost(Cause::Spikes)));
    assert_eq!(game.losses(), 1);
}

#[test]
fn a_level_that_cannot_be_played_says_why() {
    assert_eq!(Level::parse("#@|_#\n#####").unwrap_err(), LevelError::Missing('D'));
    let error = Level::parse("#@|_D\n##x##").unwrap_err();
    assert_eq!(error, LevelError::Text(TextError::Unknown { row: 2, column: 3, found: 'x' }));
    assert_eq!(error.to_string(), "row 2, column 3: 'x' is not in the legend");
}
