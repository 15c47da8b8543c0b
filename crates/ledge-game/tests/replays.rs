//! Replays: kept and read back whole; the built-in pack's replays verify;
//! each kind of bad replay is told apart; a desync names its frame; a
//! replay of format 1 verifies with the moves it was recorded with.

use ledge_game::{
    pack, Buttons, Level, Mismatch, Outcome, PlayerMoves, Replay, ReplayError, Run, Script, REPLAY_VERSION,
};

fn recorded(slug: &str) -> (Level, Replay) {
    let built_in = pack::find(slug).unwrap();
    let level = built_in.level();
    let replay = Replay::record(&level, Some(slug), level.preset(None), &built_in.script(), 20_000);
    (level, replay)
}

#[test]
fn every_built_in_level_has_a_replay_that_verifies() {
    for built_in in &pack::PACK {
        let slug = built_in.slug;
        let replay = Replay::parse(built_in.replay).unwrap_or_else(|e| panic!("{slug}:{e}"));
        let level = built_in.level();
        let verified = replay.verify(&level, level.preset(None)).unwrap_or_else(|e| panic!("{slug}: {e}"));
        assert_eq!((verified.outcome, verified.frame), (Outcome::Won, replay.frames), "{slug}");
        assert!(verified.checks >= 1);
        // The replay is what recording the level's script gives today.
        let (_, again) = recorded(slug);
        assert_eq!(
            again.to_text(),
            built_in.replay,
            "{slug}: out of date: record it again with ledge sim --record"
        );
    }
}

#[test]
fn a_replay_reads_back_as_it_was_written_and_is_also_a_script() {
    let (_, replay) = recorded("stomp");
    let text = replay.to_text();
    assert_eq!(Replay::parse(&text), Ok(replay.clone()));
    let script = Script::parse(&text).unwrap();
    assert_eq!(script.frames(), replay.frames);
    assert!(text.lines().filter(|l| l.starts_with("# state ")).count() as u64 >= replay.frames / 60);
}

#[test]
fn each_kind_of_bad_replay_gets_its_own_message() {
    let (level, replay) = recorded("first-steps");
    let text = replay.to_text();
    // A flipped byte anywhere before the checksum.
    let mut flipped = text.clone().into_bytes();
    let at = text.find("\n2").unwrap() + 1; // the first input line, `24 right`
    flipped[at] = b'3';
    let flipped = String::from_utf8(flipped).unwrap();
    assert!(matches!(Replay::parse(&flipped), Err(ReplayError::Corrupt { .. })));
    // Cut short.
    let cut = &text[..text.len() / 2];
    let error = Replay::parse(cut).unwrap_err();
    assert!(matches!(error, ReplayError::Truncated { .. }), "{error}");
    assert!(error.to_string().contains("cut short"));
    // Not a replay at all.
    assert_eq!(Replay::parse("30 right\n"), Err(ReplayError::NotAReplay));
    assert_eq!(Replay::parse("{\"a\": 1}"), Err(ReplayError::NotAReplay));
    // From a newer Ledge.
    let newer = text.replacen(&format!("# ledge replay {REPLAY_VERSION}"), "# ledge replay 7", 1);
    let error = Replay::parse(&newer).unwrap_err();
    assert_eq!(error, ReplayError::Newer { version: 7 });
    assert!(error.to_string().contains("format 7") && error.to_string().contains("update Ledge"));
    // Another level.
    let other = pack::find("hop").unwrap().level();
    let error = replay.verify(&other, other.preset(None)).unwrap_err();
    assert!(matches!(error, Mismatch::OtherLevel { .. }) && !error.is_desync(), "{error}");
    // The same level played with other physics.
    let error = replay.verify(&level, ledge_engine::Preset::talle()).unwrap_err();
    assert!(matches!(error, Mismatch::OtherPhysics { .. }) && !error.is_desync(), "{error}");
    assert!(error.to_string().contains("`ledge`"));
}

#[test]
fn a_desync_names_the_first_frame_that_differs_and_what_differs() {
    let (level, mut replay) = recorded("first-steps");
    // Another hand at frames 70 to 89: the check at 60 still agrees, the
    // one at 120 does not.
    let mut buttons: Vec<Buttons> = replay.inputs.cursor().take(replay.frames as usize).collect();
    for held in &mut buttons[69..89] {
        *held = Buttons::LEFT;
    }
    replay.inputs =
        Script::from_runs(buttons.into_iter().map(|buttons| Run { frames: 1, buttons }).collect());
    let text = replay.to_text(); // a well-formed file, as another engine would write it
    let error = Replay::parse(&text).unwrap().verify(&level, level.preset(None)).unwrap_err();
    match &error {
        Mismatch::Desync { frame, differences } => {
            assert_eq!(*frame, 120);
            assert!(differences.contains("the player is at"), "{differences}");
        }
        other => panic!("not a desync: {other}"),
    }
    assert!(error.is_desync());
}

/// A replay of format 1, recorded before the `ledge` physics had its dash,
/// wall slide and wall jump: the shipped replay of `tides` then.
const TIDES_FORMAT_1: &str = include_str!("data/tides-format-1.replay");

#[test]
fn a_replay_recorded_before_the_dash_and_wall_moves_still_verifies() {
    let replay = Replay::parse(TIDES_FORMAT_1).unwrap();
    assert_eq!((replay.version, replay.moves()), (1, PlayerMoves::NONE));
    // The level as it was then, before it held the moves back (`moves: none`).
    let mut level = pack::find("tides").unwrap().level();
    level.settings.moves = PlayerMoves::ALL;
    let verified = replay.verify(&level, level.preset(None)).unwrap();
    assert_eq!((verified.outcome, verified.frame), (Outcome::Won, replay.frames));
    // Its buttons played with today's moves go another way (a jump by a
    // wall is a wall jump now): format 1 plays them without those moves.
    let today = Replay::record(&level, Some("tides"), level.preset(None), &replay.inputs, replay.frames);
    assert_eq!(today.version, REPLAY_VERSION);
    assert_ne!(today.outcome, Outcome::Won);
}
