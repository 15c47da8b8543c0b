//! The `ledge` binary run as users run it: exit codes and messages.

mod common;
mod display;

use std::path::Path;
use std::process::Command;

use common::{ledge, scratch, stderr, stdout, write};
use display::has_display;

#[test]
fn check_summarises_a_good_level() {
    let dir = scratch("good");
    let file = write(&dir, "good.txt", b"name: Good\n---\n.....\n.@.o.\n#####\n");
    let out = ledge(&["check", &file]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).contains("\"Good\", 5x3 cells, 1 coins"), "{}", stdout(&out));
}

#[test]
fn check_names_file_line_and_column_of_each_problem() {
    let dir = scratch("bad");
    let unknown = write(&dir, "unknown.txt", b"....\n.@Q.\n####\n");
    let ragged = write(&dir, "ragged.txt", b"\r\n....\r\n.@o\r\n####\r\n");
    let two = write(&dir, "two.txt", b"..@.\n.@o.\n####\n");
    let out = ledge(&["check", &unknown, &ragged, &two]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains(&format!("{unknown}:2:3: unknown character 'Q'")), "{err}");
    assert!(err.contains(&format!("{ragged}:3:4: row 2 is 3 cells wide, but the first row is 4")), "{err}");
    assert!(err.contains(&format!("{two}:2:2: a second player (the first is at line 1, column 3)")), "{err}");
}

#[test]
fn check_refuses_binary_empty_and_huge_files_without_panicking() {
    let dir = scratch("garbage");
    let binary = write(&dir, "binary.txt", &[0x89, b'P', b'N', b'G', 0, 1, 2]);
    let latin1 = write(&dir, "latin1.txt", b"..\xe9.\n.@o.\n");
    let empty = write(&dir, "empty.txt", b"\n  \n");
    let huge = dir.join("huge.txt");
    std::fs::File::create(&huge).unwrap().set_len(100 << 20).unwrap(); // sparse: 100 MB on record
    let huge = huge.display().to_string();
    for (file, message) in [
        (&binary, "binary file"),
        (&latin1, "not UTF-8 text (invalid byte at offset 2)"),
        (&empty, "the level is empty"),
        (&huge, "over the 4194304-byte limit"),
    ] {
        let out = ledge(&["check", file]);
        assert_eq!(out.status.code(), Some(2), "{file}");
        assert!(stderr(&out).contains(message), "{file}: {}", stderr(&out));
        assert!(!stderr(&out).contains("panicked"));
    }
}

#[test]
fn sim_reports_a_win_as_json() {
    let dir = scratch("sim");
    let level = write(&dir, "walk.txt", b"......\n.@..o.\n######\n");
    let script = write(&dir, "walk.script", b"# walk to the coin\n60 right\n");
    let out = ledge(&["sim", &level, "--inputs", &script, "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let json = stdout(&out);
    assert_eq!(json.lines().count(), 1);
    for field in
        ["\"outcome\":\"won\"", "\"cause\":null", "\"coins\":1", "\"coins_total\":1", "\"player\":{\"x\":"]
    {
        assert!(json.contains(field), "{field} missing from {json}");
    }
}

#[test]
fn sim_times_out_at_max_frames_and_reports_a_loss_with_its_cause() {
    let dir = scratch("outcomes");
    let level = write(&dir, "lava.txt", b"......\n.@+.o.\n######\n");
    let idle = write(&dir, "idle.script", b"1 -\n");
    let out = ledge(&["sim", &level, "--inputs", &idle, "--max-frames", "50", "--json"]);
    assert!(stdout(&out).contains("\"outcome\":\"timeout\",\"cause\":null,\"frame\":50"), "{}", stdout(&out));
    let right = write(&dir, "right.script", b"100 right\n");
    let out = ledge(&["sim", &level, "--inputs", &right, "--json"]);
    assert!(stdout(&out).contains("\"outcome\":\"lost\",\"cause\":\"lava\""), "{}", stdout(&out));
}

#[test]
fn sim_names_the_line_of_a_bad_script() {
    let dir = scratch("script");
    let script = write(&dir, "bad.script", b"10 right\n5 jummp\n");
    let out = ledge(&["sim", "first-steps", "--inputs", &script]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains(&format!("{script}:2:3: unknown button `jummp`")), "{}", stderr(&out));
}

#[test]
fn usage_errors_exit_with_2() {
    assert_eq!(ledge(&["sim"]).status.code(), Some(2));
    assert_eq!(ledge(&["sim", "first-steps", "--inputs", "x", "--physics", "moon"]).status.code(), Some(2));
    assert_eq!(ledge(&["frobnicate"]).status.code(), Some(2));
}

#[test]
fn built_in_levels_are_listed_and_win_with_their_scripts() {
    let out = ledge(&["levels"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).contains("first-steps"));
    assert!(stdout(&out).lines().count() >= 13);
    let dir = scratch("pack");
    let script = write(&dir, "hop.script", ledge_game::pack::find("hop").unwrap().script.as_bytes());
    let out = ledge(&["sim", "2", "--inputs", &script, "--json"]);
    assert!(stdout(&out).contains("\"outcome\":\"won\""), "{}", stdout(&out));
}

#[test]
fn render_writes_a_png() {
    let dir = scratch("render");
    let png = dir.join("first.png");
    let out = ledge(&["render", "first-steps", "-o", png.to_str().unwrap(), "--scale", "4"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(&std::fs::read(&png).unwrap()[1..4], b"PNG");
}

#[test]
fn play_without_a_display_says_so_and_exits_1() {
    for args in [&[][..], &["play"][..], &["play", "hop"][..]] {
        let out = Command::new(env!("CARGO_BIN_EXE_ledge"))
            .args(args)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .output()
            .expect("the binary runs");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(stderr(&out).contains("no display"), "{}", stderr(&out));
        assert!(!stderr(&out).contains("panicked"), "{}", stderr(&out));
    }
}

#[test]
fn play_with_an_unreachable_display_fails_cleanly() {
    let out = Command::new(env!("CARGO_BIN_EXE_ledge"))
        .args(["play", "--config-dir"])
        .arg(scratch("unreachable-display"))
        .env("DISPLAY", ":4242")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("cannot open the game window"), "{}", stderr(&out));
}

#[test]
fn play_rejects_a_bad_level_before_opening_a_window() {
    let dir = scratch("play-bad");
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "..@..\n..Q..\n").unwrap();
    let out = ledge(&["play", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains(":2:3:"), "{}", stderr(&out));
}

#[test]
fn play_a_level_in_a_window_with_a_script_and_save_the_last_frame() {
    if !has_display() {
        return;
    }
    let dir = scratch("play-window");
    let png = dir.join("last.png");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../ledge-game/levels/01-first-steps.script");
    let out = ledge(&[
        "play",
        "first-steps",
        "--inputs",
        script,
        "--screenshot",
        png.to_str().unwrap(),
        "--exit-after",
        "90",
        "--config-dir",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(&std::fs::read(&png).unwrap()[1..4], b"PNG");
}

#[test]
fn edit_refuses_a_file_that_is_no_level_before_opening_a_window() {
    let dir = scratch("edit-binary");
    let file = write(&dir, "picture.txt", b"\x89PNG\r\n\x1a\n\0\0");
    let out = ledge(&["edit", &file]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains(&format!("{file}: this is a binary file")), "{}", stderr(&out));
}

#[test]
fn edit_opens_the_editor_on_a_new_level_and_leaves_the_file_unwritten() {
    if !has_display() {
        return;
    }
    let dir = scratch("edit-window");
    let png = dir.join("editor.png");
    let level = dir.join("new.txt");
    let args = ["edit", level.to_str().unwrap(), "--screenshot", png.to_str().unwrap(), "--exit-after", "5"];
    let out = ledge(&[&args[..], &["--config-dir", dir.to_str().unwrap()]].concat());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(&std::fs::read(&png).unwrap()[1..4], b"PNG");
    assert!(!level.exists(), "nothing is written before Ctrl+S");
}

/// The five plans of Eloquent JavaScript, from `LEDGE_CORPUS`.
fn corpus_plans() -> Option<Vec<String>> {
    let Ok(dir) = std::env::var("LEDGE_CORPUS") else {
        eprintln!("skipped: set LEDGE_CORPUS to the corpus folder to run the corpus tests");
        return None;
    };
    let json = std::fs::read_to_string(Path::new(&dir).join("eloquent/levels.json")).unwrap();
    Some(serde_json::from_str(&json).unwrap())
}

#[test]
fn corpus_plans_check_and_simulate() {
    let Some(plans) = corpus_plans() else { return };
    let dir = scratch("corpus");
    let files: Vec<String> = plans
        .iter()
        .enumerate()
        .map(|(i, p)| write(&dir, &format!("level{}.txt", i + 1), p.as_bytes()))
        .collect();
    let mut args = vec!["check"];
    args.extend(files.iter().map(String::as_str));
    let out = ledge(&args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).contains("80x24 cells, 7 coins"), "{}", stdout(&out));
    // Outcomes measured on the original JavaScript of seed 002 (the book's
    // code, stepped at 1/60 s with the same keys held): same frame, same position.
    let right_up = write(&dir, "right-up.script", b"600 right+up\n");
    let right = write(&dir, "right.script", b"600 right\n");
    for (file, script, expected) in [
        (
            &files[0],
            &right_up,
            r#""outcome":"lost","cause":"lava","frame":472,"coins":1,"coins_total":7,"player":{"x":55.866666666666845,"y":17.774999999999995}"#,
        ),
        (
            &files[2],
            &right,
            r#""outcome":"lost","cause":"lava","frame":39,"coins":0,"coins_total":13,"player":{"x":9.549999999999995,"y":21.608333333333334}"#,
        ),
        (
            &files[4],
            &right_up,
            r#""outcome":"lost","cause":"lava","frame":55,"coins":0,"coins_total":15,"player":{"x":11.183333333333335,"y":28.69166666666667}"#,
        ),
    ] {
        let out = ledge(&["sim", file, "--inputs", script, "--json"]);
        assert!(stdout(&out).contains(expected), "{file}: {}", stdout(&out));
    }
}

#[test]
fn bench_runs_a_level_and_reports_its_rate() {
    let out = ledge(&["bench", "first-steps", "--steps", "5000", "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let report: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(report["steps"], 5000);
    assert!(report["attempts"].as_u64().unwrap() >= 2, "the level is won and started again");
    assert!(report["steps_per_second"].as_f64().unwrap() > 0.0);
    let bad = ledge(&["bench", "first-steps", "--steps", "0"]);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn jump_prints_each_jump_and_draws_them() {
    let dir = scratch("jump");
    let out_png = dir.join("jumps.png");
    let out = ledge(&["jump", "--physics", "eloquent", "-o", &out_png.display().to_string()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let said = stdout(&out);
    assert_eq!(said.lines().count(), 4, "{said}");
    assert!(said.contains("eloquent: standing, held: apex 4.675 cells, airtime 68 steps"), "{said}");
    assert!(
        said.contains("eloquent: full speed, held: apex 4.675 cells, airtime 68 steps, distance 7.933 cells")
    );
    let png = std::fs::read(&out_png).unwrap();
    assert_eq!(&png[1..4], b"PNG");
}

/// Issue 17: `ledge check` said "ok" for levels that cannot be played.
#[test]
fn check_said_ok_for_levels_that_cannot_be_played() {
    let dir = scratch("unplayable");
    let coinless = write(&dir, "coinless.txt", b"...\n.@.\n###\n");
    // A top-down map read as walls: the player stands on a tile, and the
    // floor is tile objects, which place nothing.
    let map = br#"{"width": 3, "height": 2, "tilewidth": 16, "tileheight": 16,
      "layers": [
        {"type": "tilelayer", "name": "Grass", "width": 3, "height": 2, "data": [1,1,1, 0,0,0]},
        {"type": "objectgroup", "name": "Floor", "objects": [
          {"id": 1, "gid": 1, "x": 0, "y": 32, "width": 16, "height": 16},
          {"id": 2, "gid": 1, "x": 16, "y": 32, "width": 16, "height": 16}]},
        {"type": "objectgroup", "name": "Things", "objects": [
          {"id": 3, "type": "player", "x": 0, "y": 0, "width": 16, "height": 16},
          {"id": 4, "type": "coin", "x": 32, "y": 16, "width": 16, "height": 16}]}],
      "tilesets": [{"firstgid": 1, "name": "tiles", "tilecount": 1}]}"#;
    let top_down = write(&dir, "top-down.tmj", map);
    let out = ledge(&["check", &coinless, &top_down]);
    assert_eq!(out.status.code(), Some(0), "warnings leave the exit code as it is");
    let lines: Vec<String> = stdout(&out).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 5, "{lines:#?}");
    assert!(lines[0].starts_with(&format!("{coinless}: ok: ")));
    assert!(
        lines[1].starts_with(&format!("{coinless}: warning: the level has no coin, so it can never be won"))
    );
    assert!(lines[2].starts_with(&format!("{top_down}: ok: ")));
    assert!(lines[3].starts_with(&format!(
        "{top_down}: warning: tile objects left out (2 in layer \"Floor\"): objects place actors only"
    )));
    assert!(lines[4].starts_with(&format!(
        "{top_down}: warning: the player starts inside a wall, at cell (0, 0), and the game moves it out to the \
         nearest free place, its feet in cell (0, 1)"
    )));
}
