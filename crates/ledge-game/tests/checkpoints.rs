//! Checkpoints as a player meets them: a death after one brings the player
//! back there with what it took before still taken, in a game, through its
//! lives, and in a replay of it.

use ledge_game::{
    Buttons, Event, GameMode, Level, Outcome, Play, Replay, Script, Session, SessionEvent, Status, LIVES,
    RESPAWN_STEPS,
};

/// Coins before and after a checkpoint, lava after it, the last coin past the lava.
const FLAG: &str = "name: Flag\nphysics: ledge\n---\n\
                    ...................\n\
                    ...................\n\
                    ...................\n\
                    ...................\n\
                    ...................\n\
                    ...................\n\
                    ...................\n\
                    .@..o..F..o..++..o.\n\
                    ###################\n";

fn flag() -> Level {
    Level::parse("flag.txt", FLAG).unwrap()
}

/// Plays `script` on `play`, gathering every event with its frame.
fn run(play: &mut Play, script: &str) -> Vec<(u64, Event)> {
    let mut events = Vec::new();
    let script = Script::parse(script).unwrap();
    for buttons in script.cursor().take(script.frames() as usize) {
        let frame = play.frame() + 1;
        events.extend(play.step(buttons).iter().map(|&e| (frame, e)));
    }
    events
}

/// Walks right into the lava after the checkpoint, waits to come back,
/// then jumps the lava to the last coin.
const DIE_THEN_WIN: &str = "100 right\n40 -\n25 right\n20 right+jump\n40 right\n";

#[test]
fn a_death_after_a_checkpoint_comes_back_there_with_the_coins_taken_still_taken() {
    let level = flag();
    let mut play = Play::new(&level, level.preset(None));
    let events = run(&mut play, "100 right\n");
    assert!(events.iter().any(|&(_, e)| e == Event::Checkpoint { index: 0 }), "{events:?}");
    let died = events.iter().find(|(_, e)| matches!(e, Event::Lost(_))).expect("the lava kills").0;
    assert_eq!(play.status(), Status::Playing, "a death after a checkpoint does not end the level");
    assert_eq!(play.coins(), (2, 3));
    let respawn = play.respawning().expect("waiting to come back");
    assert_eq!(respawn.at, died + RESPAWN_STEPS);
    assert_eq!(play.checkpoint(), Some(0));
    assert_eq!(play.checkpoints(), &[(7, 7)]);
    // Waiting, the player stays where it died, whatever is pressed.
    let held = play.player();
    while play.frame() < respawn.at - 1 {
        assert!(play.step(Buttons::LEFT | Buttons::JUMP).is_empty());
        assert_eq!(play.player(), held);
    }
    assert_eq!(play.step(Buttons::NONE), &[Event::Respawned]);
    assert!(play.respawning().is_none());
    let at = play.player();
    assert!((7.0..8.0).contains(&at.x) && (at.bottom() - 8.0).abs() < 1e-9, "back at the flag: {at:?}");
    assert_eq!(play.coins(), (2, 3), "the coins taken before stay taken");
    assert_eq!(play.actors().count(), 1, "only the last coin is left");
}

#[test]
fn a_replay_from_the_start_comes_back_at_the_checkpoint_as_the_game_did() {
    let level = flag();
    let mut play = Play::new(&level, level.preset(None));
    let events = run(&mut play, DIE_THEN_WIN);
    assert!(events.iter().any(|&(_, e)| e == Event::Respawned));
    assert_eq!(play.status(), Status::Won, "{events:?}");
    let script = Script::parse(DIE_THEN_WIN).unwrap();
    let replay = Replay::record(&level, Some("flag.txt"), level.preset(None), &script, 10_000);
    assert_eq!((replay.outcome, replay.frames), (Outcome::Won, play.ended_at().unwrap()));
    let again = Replay::parse(&replay.to_text()).unwrap();
    let verified = again.verify(&level, level.preset(None)).unwrap();
    assert_eq!((verified.frame, verified.outcome), (replay.frames, Outcome::Won));
    assert_eq!(Some(verified.hash), replay.checks.last().map(|c| c.hash));
}

#[test]
fn in_a_classic_game_each_death_costs_a_life_and_the_last_one_ends_the_game() {
    let mut game = Session::new(vec![flag()], None).with_mode(GameMode::Classic);
    let mut lost = Vec::new();
    for _ in 0..2000 {
        match game.step(Buttons::RIGHT) {
            Some(SessionEvent::Lost { lives, .. }) => lost.push((lives, game.play().status())),
            Some(SessionEvent::GameOver) => break,
            _ => {}
        }
    }
    // Three deaths at the same lava: the first two come back at the flag,
    // the third is the level's loss.
    assert_eq!(lost.len(), LIVES as usize);
    assert_eq!(lost[0], (Some(2), Status::Playing));
    assert_eq!(lost[1], (Some(1), Status::Playing));
    assert!(matches!(lost[2], (Some(0), Status::Lost(_))));
    assert_eq!((game.lives(), game.stats()[0].deaths), (Some(LIVES), 3));
}

#[test]
fn a_winning_classic_game_with_a_death_is_won_and_keeps_its_inputs_for_a_replay() {
    let level = flag();
    let mut game = Session::new(vec![level.clone()], None).with_mode(GameMode::Classic);
    let mut events = Vec::new();
    let script = Script::parse(DIE_THEN_WIN).unwrap();
    for buttons in script.cursor().take(script.frames() as usize + 1) {
        events.extend(game.step(buttons));
    }
    assert!(matches!(events[0], SessionEvent::Lost { lives: Some(2), .. }), "{events:?}");
    assert!(matches!(events[1], SessionEvent::Won { .. }), "{events:?}");
    let replay = Replay::record(&level, None, level.preset(None), &game.attempt_inputs(), 10_000);
    assert_eq!(replay.outcome, Outcome::Won);
}

#[test]
fn before_any_checkpoint_a_loss_ends_the_level_as_before() {
    let level = Level::parse("t.txt", "physics: ledge\n---\n.........\n.@.++.F.o\n#########\n").unwrap();
    let mut play = Play::new(&level, level.preset(None));
    run(&mut play, "60 right\n");
    assert!(matches!(play.status(), Status::Lost(_)));
    assert_eq!(play.checkpoint(), None);
}
