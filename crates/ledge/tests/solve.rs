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
    assert!(text.contains("proof: the coin at 5,3 is out of reach by any run"), "{text}");
    assert!(std::fs::read(&map).unwrap().starts_with(b"\x89PNG"));
    let json = stdout(&ledge(&["solve", &level, "--json"]));
    assert!(json.contains("\"proof_kind\":\"reachability\""), "{json}");
    // Searching only, the same level is proven within the bound by the runs.
    let json = stdout(&ledge(&["solve", &level, "--search-only", "--max-frames", "40", "--json"]));
    assert!(
        json.contains("\"proof_kind\":\"search\"") && json.contains("\"verdict\":\"unsolvable\""),
        "{json}"
    );
}

#[test]
fn a_coin_too_far_for_the_bound_is_proven_out_of_reach_within_it_by_the_search() {
    let dir = scratch("solve-far");
    let level = write(&dir, "far.txt", b"############\n#@........o#\n############\n");
    let out = ledge(&["solve", &level, "--max-frames", "20", "--json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let json = stdout(&out);
    assert!(
        json.contains("\"verdict\":\"unsolvable\"") && json.contains("\"proof_kind\":\"search\""),
        "{json}"
    );
    assert!(json.contains("no run of up to 20 steps wins"), "{json}");
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

#[test]
fn a_pit_only_a_dash_crosses_is_proven_unwinnable_without_the_dash() {
    let dir = scratch("solve-without-moves");
    let air = format!("#{}#\n", ".".repeat(23));
    let plan = format!(
        "physics: ledge\n---\n{}{}#.@...{}....o...#\n######{}#########\n",
        "#".repeat(25) + "\n",
        air.repeat(6),
        ".".repeat(10),
        "+".repeat(10)
    );
    let level = write(&dir, "pit.txt", plan.as_bytes());
    let out = ledge(&["solve", &level, "--without", "dash", "--without", "wall-jump", "--json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let report: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(
        (report["verdict"].as_str(), report["proof_kind"].as_str()),
        (Some("unsolvable"), Some("reachability"))
    );
    let out = ledge(&["solve", &level, "--json"]);
    assert_eq!(out.status.code(), Some(0), "with the dash it is won: {}", stdout(&out));
    // With the wall moves and no dash the analysis runs (the walls are
    // climbed, and it proves nothing), and the search, which plays without
    // the dash, finds no win.
    let out = ledge(&["solve", &level, "--without", "dash", "--json", "--max-states", "20000"]);
    let report: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!((out.status.code(), report["verdict"].as_str()), (Some(1), Some("unknown")), "{report}");
    assert!(report["not_analysed"].is_null(), "{report}");
    // A level a jump wins is won without the dash.
    let out = ledge(&["solve", "hop", "--without", "dash", "--without", "wall-jump", "--json"]);
    let report: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!((out.status.code(), report["verdict"].as_str()), (Some(0), Some("solved")));
}

#[test]
fn a_ledge_only_a_spring_reaches_is_proven_to_need_the_spring() {
    let dir = scratch("solve-without-spring");
    let plan = "physics: ledge\nmoves: none\n---\n##########\n#........#\n#......o.#\n#......###\n#........#\n#........#\n#........#\n#@..T....#\n##########\n";
    let level = write(&dir, "spring.txt", plan.as_bytes());
    let out = ledge(&["solve", &level, "--json"]);
    assert_eq!(out.status.code(), Some(0), "the spring throws the player up to it: {}", stdout(&out));
    let out = ledge(&["solve", &level, "--without", "spring", "--json"]);
    let report: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(
        (out.status.code(), report["verdict"].as_str(), report["proof_kind"].as_str()),
        (Some(1), Some("unsolvable"), Some("reachability")),
        "{report}"
    );
    let out = ledge(&["solve", &level, "--without", "springs"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--without springs: no move or element has that name"), "{}", stderr(&out));
}

#[test]
fn a_block_in_the_first_row_of_an_open_level_is_answered_at_once() {
    let dir = scratch("solve-open-hang");
    let level = write(&dir, "open.txt", b"physics: ledge\noutside: open\nmoves: none\n---\n#.o\n.@.\n");
    let out = ledge(&["solve", &level, "--json", "--max-states", "1"]);
    let report: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(report["verdict"].as_str(), Some("unknown"), "{report}");
    assert!(report["not_analysed"].is_null(), "the analysis ended, and proved nothing: {report}");
}

#[test]
fn the_proof_by_reachability_stops_at_its_work_budget_and_the_search_decides() {
    let dir = scratch("solve-max-work");
    // The coin is seven cells above the floor, the jump four.
    let plan =
        b"physics: eloquent\n---\n#####\n#.o.#\n#...#\n#...#\n#...#\n#...#\n#...#\n#...#\n#.@.#\n#####\n";
    let level = write(&dir, "sealed.txt", plan);
    let out = ledge(&["solve", &level, "--json", "--max-states", "20000"]);
    let report: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(report["proof_kind"].as_str(), Some("reachability"), "{report}");
    let out = ledge(&["solve", &level, "--max-work", "1000", "--max-frames", "60"]);
    let text = stdout(&out);
    assert!(text.contains("verdict: unsolvable"), "{text}");
    assert!(text.contains("proof: no run of up to"), "the search's own proof: {text}");
    assert!(
        text.contains("reachability: not analysed: the analysis stopped at its budget of 1000 units of work (--max-work); the search decides alone"),
        "{text}"
    );
    let walk = write(&dir, "walk.txt", b"physics: eloquent\n---\n.......\n.@...o.\n#######\n");
    let out = ledge(&["check", "--solve", "--max-work", "1000", &walk]);
    let text = stdout(&out);
    assert!(text.contains(", solved in "), "{text}");
    assert!(
        text.contains(
            " (the analysis stopped at its budget of 1000 units of work; the search decides alone)"
        ),
        "{text}"
    );
}

#[test]
fn first_steps_par_is_proven_the_shortest_win_with_its_bound_and_gap() {
    let out = ledge(&["solve", "first-steps", "--shortest", "--threads", "1"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("won in 180 steps, the fewest"), "{text}");
    assert!(
        text.contains("shortest: proven; every win takes at least 179 steps by the bound, 1 more than it"),
        "{text}"
    );
    let json: serde_json::Value =
        serde_json::from_str(stdout(&ledge(&["solve", "first-steps", "--shortest", "--json"])).trim())
            .unwrap();
    assert_eq!(
        (json["shortest"].as_bool(), json["bound"].as_u64(), json["gap"].as_u64()),
        (Some(true), Some(179), Some(1))
    );
}
