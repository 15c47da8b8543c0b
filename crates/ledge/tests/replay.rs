//! `ledge sim --record` and `ledge replay` as users run them: a recorded run
//! verifies; a desync exits 1 naming its frame; a bad file exits 2 naming
//! the file and the line.

mod common;

use common::{ledge, scratch, stderr, stdout, write};

/// Records the built-in level `hop` with its own winning script.
fn record(dir: &std::path::Path) -> String {
    let script = write(dir, "hop.script", ledge_game::pack::find("hop").unwrap().script.as_bytes());
    let out_path = dir.join("hop.replay").display().to_string();
    let out = ledge(&["sim", "hop", "--inputs", &script, "--record", &out_path]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    out_path
}

#[test]
fn a_recorded_run_verifies_with_a_one_line_summary() {
    let dir = scratch("replay-ok");
    let replay = record(&dir);
    let out = ledge(&["replay", &replay]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let said = stdout(&out);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(said.contains("verified: won at frame 267") && said.contains("state hash"), "{said}");
    // The same file is the built-in level's own replay.
    let text = std::fs::read_to_string(&replay).unwrap();
    assert_eq!(text, ledge_game::pack::find("hop").unwrap().replay);
    // A replay is also a script.
    let out = ledge(&["sim", "hop", "--inputs", &replay]);
    assert!(stdout(&out).contains("outcome: won at frame 267"), "{}", stdout(&out));
}

#[test]
fn a_desync_exits_1_and_names_the_frame() {
    let dir = scratch("replay-desync");
    let replay = record(&dir);
    // A desync comes from an engine that plays the same inputs otherwise:
    // a check's hash is changed, and the file written again whole.
    let text = std::fs::read_to_string(&replay).unwrap();
    let mut parsed = ledge_game::Replay::parse(&text).unwrap();
    parsed.checks[1].hash ^= 1;
    let desync = write(&dir, "desync.replay", parsed.to_text().as_bytes());
    let out = ledge(&["replay", &desync]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let frame = parsed.checks[1].frame;
    assert!(stderr(&out).contains(&format!("desync at frame {frame}")), "{}", stderr(&out));
}

#[test]
fn bad_replays_exit_2_naming_the_file_and_line() {
    let dir = scratch("replay-bad");
    let replay = record(&dir);
    let text = std::fs::read_to_string(&replay).unwrap();
    let cut = write(&dir, "cut.replay", &text.as_bytes()[..text.len() / 2]);
    let newer = write(
        &dir,
        "newer.replay",
        text.replacen(&format!("replay {}", ledge_game::REPLAY_VERSION), "replay 9", 1).as_bytes(),
    );
    let foreign = write(&dir, "foreign.replay", b"PK\x03\x04 not a replay");
    for (file, message) in [
        (&cut, "the file ends here, before its `# checksum` line"),
        (&newer, ":1: written in replay format 9 by a newer Ledge"),
        (&foreign, ":1: not a Ledge replay"),
    ] {
        let out = ledge(&["replay", file]);
        assert_eq!(out.status.code(), Some(2), "{file}: {}", stderr(&out));
        assert!(stderr(&out).contains(file.as_str()) && stderr(&out).contains(message), "{}", stderr(&out));
    }
    let out = ledge(&["replay", &replay, "--level", "first-steps"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("recorded on the level `Hop`"), "{}", stderr(&out));
    let out = ledge(&["replay", &replay, "--physics", "talle"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("recorded with the `ledge` physics"), "{}", stderr(&out));
}

#[test]
fn watching_a_replay_that_does_not_read_exits_2_before_any_window() {
    let dir = scratch("replay-watch-bad");
    let foreign = write(&dir, "foreign.replay", b"PK\x03\x04 not a replay");
    let out = ledge(&["play", "--replay", &foreign]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains(&format!("{foreign}:1: not a Ledge replay")), "{}", stderr(&out));
    let missing = dir.join("missing.replay").display().to_string();
    let out = ledge(&["play", "--replay", &missing]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains(&format!("{missing}:1: cannot read the replay")), "{}", stderr(&out));
}
