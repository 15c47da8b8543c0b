//! The designer's tools on the command line: `--trace` of `ledge sim` and
//! `ledge replay` (the run step by step as CSV) and `ledge render --path`
//! (a replay's run drawn over its level).

mod common;

use common::{ledge, scratch, stderr, stdout, write};

/// Writes the built-in level `hop`'s winning script into `dir`.
fn hop_script(dir: &std::path::Path) -> String {
    write(dir, "hop.script", ledge_game::pack::find("hop").unwrap().script.as_bytes())
}

/// The rows of a trace, split into fields, without its header.
fn rows(csv: &str) -> Vec<Vec<String>> {
    csv.lines().skip(1).map(|line| line.split(',').map(str::to_string).collect()).collect()
}

#[test]
fn a_trace_has_a_row_a_step_with_the_buttons_and_what_happened() {
    let dir = scratch("trace-sim");
    let trace = dir.join("hop.csv");
    let out = ledge(&["sim", "hop", "--inputs", &hop_script(&dir), "--trace", trace.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let csv = std::fs::read_to_string(&trace).unwrap();
    assert_eq!(csv.lines().next(), Some("frame,x,y,vx,vy,on_ground,buttons,events"));
    let rows = rows(&csv);
    // Frame 0, the start, then one row for each of the 267 steps to the win.
    assert_eq!(rows.len(), 268);
    assert!(rows.iter().enumerate().all(|(i, row)| row.len() == 8 && row[0] == i.to_string()));
    let events: Vec<&str> = rows.iter().flat_map(|row| row[7].split(';')).filter(|e| !e.is_empty()).collect();
    assert_eq!(events.iter().filter(|e| **e == "coin").count(), 5, "hop has five coins: {events:?}");
    assert!(events.contains(&"jumped") && events.contains(&"landed"), "{events:?}");
    let last = rows.last().unwrap();
    assert!(last[7].split(';').any(|e| e == "won"), "{last:?}");
    // The last row is where the sim's report says the player ended.
    let said = stdout(&out);
    assert!(said.contains(&format!("player: x {} y {}", last[1], last[2])), "{said} vs {last:?}");
    // A step with the jump button held says so.
    assert!(rows.iter().any(|row| row[6] == "right+jump"));
}

#[test]
fn replaying_traces_the_same_run_as_the_sim_that_recorded_it() {
    let dir = scratch("trace-replay");
    let (sim_csv, replay_csv, replay) = (dir.join("sim.csv"), dir.join("replay.csv"), dir.join("hop.replay"));
    let script = hop_script(&dir);
    let out = ledge(&[
        "sim",
        "hop",
        "--inputs",
        &script,
        "--record",
        replay.to_str().unwrap(),
        "--trace",
        sim_csv.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let out = ledge(&["replay", replay.to_str().unwrap(), "--trace", replay_csv.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&sim_csv).unwrap(), std::fs::read_to_string(&replay_csv).unwrap());
}

/// The pixels of a PNG of exactly `color`.
fn count(png: &std::path::Path, color: [u8; 3]) -> usize {
    let pixmap = tiny_skia::Pixmap::load_png(png).unwrap();
    pixmap.pixels().iter().filter(|p| [p.red(), p.green(), p.blue()] == color && p.alpha() == 255).count()
}

#[test]
fn render_path_draws_the_run_over_the_level() {
    let dir = scratch("render-path");
    let replay = dir.join("hop.replay").display().to_string();
    std::fs::write(&replay, ledge_game::pack::find("hop").unwrap().replay).unwrap();
    let (plain, drawn) = (dir.join("plain.png"), dir.join("path.png"));
    let out = ledge(&["render", "hop", "-o", plain.to_str().unwrap(), "--scale", "16"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let out = ledge(&["render", "hop", "--path", &replay, "-o", drawn.to_str().unwrap(), "--scale", "16"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // The pink of the path through the air: none on the level, a long line with the run.
    let pink = [255, 60, 200];
    assert_eq!(count(&plain, pink), 0);
    assert!(count(&drawn, pink) > 300, "{} pink pixels", count(&drawn, pink));
}

#[test]
fn render_path_refuses_a_replay_of_another_level() {
    let dir = scratch("render-path-other");
    let replay = write(&dir, "hop.replay", ledge_game::pack::find("hop").unwrap().replay.as_bytes());
    let png = dir.join("out.png");
    let out = ledge(&["render", "first-steps", "--path", &replay, "-o", png.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("hop.replay") && stderr(&out).contains("Hop"), "{}", stderr(&out));
    assert!(!png.exists(), "no picture is written");
}

#[test]
fn render_rooms_outlines_the_rooms_the_camera_frames() {
    let dir = scratch("render-rooms");
    let (plain, outlined) = (dir.join("plain.png"), dir.join("rooms.png"));
    for (png, extra) in [(&plain, None), (&outlined, Some("--rooms"))] {
        let mut args = vec!["render", "tower", "-o", png.to_str().unwrap(), "--scale", "8"];
        args.extend(extra);
        let out = ledge(&args);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    }
    let blue = [120, 220, 255];
    assert_eq!(count(&plain, blue), 0);
    // Three rooms of 40 cells across at 8 pixels a cell: six sides at least 300 pixels long.
    assert!(count(&outlined, blue) > 6 * 300, "{} outline pixels", count(&outlined, blue));
}
