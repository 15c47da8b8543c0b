//! `ledge solve` and `ledge check --solve` as a level designer runs them.

mod common;

use common::{ledge, scratch, stderr, stdout, write};

#[test]
fn solve_prints_one_json_object_and_keeps_a_replay_that_verifies() {
    let dir = scratch("solve-json");
    let level = write(&dir, "walk.txt", b".......\n.@...o.\n#######\n");
    let replay = dir.join("walk.replay");
    let out = ledge(&["solve", &level, "--shortest", "--json", "-o", replay.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(json["verdict"], "solved");
    assert_eq!(json["shortest"], true);
    assert_eq!(json["max_frames"], 3600);
    assert!(json["frames"].as_u64().unwrap() > 0 && json["states"].as_u64().unwrap() > 1);
    assert!(json["seconds"].as_f64().is_some());
    let verified = ledge(&["replay", replay.to_str().unwrap()]);
    assert_eq!(verified.status.code(), Some(0), "{}", stderr(&verified));
    assert!(stdout(&verified).contains("won"));
}

#[test]
fn an_unreachable_coin_is_proven_unsolvable_with_exit_1_and_drawn_on_the_map() {
    let dir = scratch("solve-sealed");
    let level = write(&dir, "sealed.txt", b"#######\n#...#.#\n#...#.#\n#@..#o#\n#######\n");
    let map = dir.join("sealed.png");
    let out = ledge(&["solve", &level, "--max-frames", "40", "--map", map.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("verdict: unsolvable"), "{text}");
    assert!(text.contains("no run of up to 40 steps wins"), "{text}");
    assert!(std::fs::read(&map).unwrap().starts_with(b"\x89PNG"));
}

#[test]
fn a_spent_budget_is_unknown_and_a_bad_level_exits_2() {
    let out = ledge(&["solve", "hop", "--shortest", "--max-states", "300", "--json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stdout(&out).contains("\"verdict\":\"unknown\""), "{}", stdout(&out));
    assert!(stdout(&out).contains("\"frames\":null"));
    let dir = scratch("solve-bad");
    let level = write(&dir, "bad.txt", b"..\n.@q\n");
    let out = ledge(&["solve", &level]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("bad.txt:"), "{}", stderr(&out));
}

#[test]
fn check_solve_adds_the_verdict_to_each_summary() {
    let dir = scratch("check-solve");
    let level = write(&dir, "walk.txt", b".......\n.@...o.\n#######\n");
    let out = ledge(&["check", "--solve", &level, "first-steps"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert_eq!(text.lines().filter(|l| l.contains(", solved in ")).count(), 2, "{text}");
}
