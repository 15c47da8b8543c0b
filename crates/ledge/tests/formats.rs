//! Tiled and LDtk levels on the command line: `check`, `sim` and `render`
//! read them by their extension, `--mapping` overrides the conventions, and
//! bad files exit with 2 and a message naming the file and the place.

mod common;
mod display;

use std::path::Path;

use common::{ledge, scratch, stderr, stdout, write};
use display::has_display;

/// A test map of `ledge-formats`.
fn map(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../ledge-formats/tests/data").join(name).display().to_string()
}

#[test]
fn check_reads_every_format_by_its_extension() {
    let files =
        [map("room.tmx"), map("room-zlib.tmx"), map("room.tmj"), map("room-old.json"), map("room.ldtk")];
    let args: Vec<&str> = ["check"].into_iter().chain(files.iter().map(String::as_str)).collect();
    let out = ledge(&args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    for file in &files[..4] {
        let line = format!("{file}: ok: \"The room\", 10x6 cells, 1 coins, 0 moving lava, 1 monsters, 0 platforms, physics tiny");
        assert!(text.contains(&line), "{text}");
    }
    assert!(
        text.contains(
            "\"Level_0\", 10x6 cells, 1 coins, 0 moving lava, 1 monsters, 1 platforms, physics ledge"
        ),
        "{text}"
    );
    let one = format!("{}#Level_1", map("room.ldtk"));
    let out = ledge(&["check", &one]);
    assert!(stdout(&out).contains("\"Level_1\", 10x6 cells"), "{}", stdout(&out));
}

#[test]
fn check_reports_every_level_of_a_project_and_of_a_world() {
    let project = map("room.ldtk");
    let out = ledge(&["check", &project]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains(&format!("{project}#Level_0: ok: \"Level_0\", 10x6 cells")), "{text}");
    assert!(text.contains(&format!("{project}#Level_1: ok: \"Level_1\", 10x6 cells")), "{text}");
    let world = map("templated/game.world");
    let out = ledge(&["check", &world]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert_eq!(text.lines().filter(|l| l.contains(": ok: \"room\", 8x6 cells")).count(), 2, "{text}");
    assert!(text.contains("templated/levels/room.tmx: ok:"), "{text}");
    assert!(text.contains("templated/levels/room.tmj: ok:"), "{text}");
}

#[test]
fn a_mapping_file_given_overrides_the_conventions() {
    let mapping = map("mapped.mapping.toml");
    let out = ledge(&["check", "--mapping", &mapping, &map("room.tmx")]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("2 coins, 0 moving lava, 1 monsters, 0 platforms, physics ledge"),
        "{}",
        stdout(&out)
    );
    let out = ledge(&["check", "--mapping", &mapping, "first-steps"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("first-steps: --mapping applies to Tiled"), "{}", stderr(&out));
    let bad = write(&scratch("mapping"), "bad.toml", b"[tiles]\n4 = \"goo\"\n");
    let out = ledge(&["check", "--mapping", &bad, &map("room.tmx")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("bad.toml: [tiles] \"4\": unknown tile kind `goo`"), "{}", stderr(&out));
}

#[test]
fn sim_and_render_play_a_tiled_map() {
    let dir = scratch("sim");
    let wait = write(&dir, "wait.script", b"1 -\n");
    let out = ledge(&["sim", &map("room.tmj"), "--inputs", &wait, "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).contains(r#""outcome":"lost","cause":"monster""#), "{}", stdout(&out));
    let png = dir.join("room.png");
    let out = ledge(&["render", &map("room.ldtk"), "-o", png.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(&std::fs::read(&png).unwrap()[1..4], b"PNG");
}

#[test]
fn bad_editor_files_exit_2_naming_the_file_and_the_place() {
    let dir = scratch("bad");
    let json = write(&dir, "broken.tmj", b"{\"width\": 4,\n \"height\": }");
    let xml = write(
        &dir,
        "broken.tmx",
        b"<map width=\"4\" height=\"3\" tilewidth=\"16\" tileheight=\"16\">\n<properties></map>",
    );
    let missing = dir.join("nowhere.ldtk").display().to_string();
    for (file, message) in [
        (&json, format!("{json}:2:12: malformed JSON")),
        (&xml, format!("{xml}:2:15: malformed XML: Expecting </properties> found </map>")),
        (&missing, format!("{missing}: cannot read the file: no such file")),
    ] {
        for args in [vec!["check", file], vec!["render", file, "-o", "/dev/null"]] {
            let out = ledge(&args);
            assert_eq!(out.status.code(), Some(2), "{args:?}");
            assert!(stderr(&out).contains(&message), "{args:?}: {}", stderr(&out));
            assert!(!stderr(&out).contains("panicked"));
        }
    }
    let out = ledge(&["play", &json]);
    assert_eq!(out.status.code(), Some(2), "the level is refused before a window opens");
    assert!(stderr(&out).contains(&format!("{json}:2:12:")), "{}", stderr(&out));
}

#[test]
fn play_a_tiled_map_in_a_window() {
    if !has_display() {
        return;
    }
    let dir = scratch("play-window");
    let png = dir.join("last.png");
    let out = ledge(&[
        "play",
        &map("room.tmx"),
        "--mapping",
        &map("mapped.mapping.toml"),
        "--screenshot",
        png.to_str().unwrap(),
        "--exit-after",
        "30",
        "--config-dir",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(&std::fs::read(&png).unwrap()[1..4], b"PNG");
}

/// Seed 000's level from the corpus: `check` counts its actors, and a run
/// that stomps two monsters ends where the original JavaScript's does.
#[test]
fn corpus_tiny_level_checks_and_simulates() {
    let Ok(dir) = std::env::var("LEDGE_CORPUS") else {
        eprintln!("skipped: set LEDGE_CORPUS to the corpus folder to run the corpus tests");
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join(dir);
    for file in ["tiny/level.json", "tiny/level.tmx"] {
        let path = root.join(file).display().to_string();
        let out = ledge(&["check", &path]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        assert!(stdout(&out)
            .contains("64x48 cells, 8 coins, 0 moving lava, 8 monsters, 0 platforms, physics tiny"));
        let script = map("tiny-two-stomps.script");
        let out = ledge(&["sim", &path, "--inputs", &script, "--max-frames", "2400", "--json"]);
        // The original's player stands at (1372.8000000000006, 1216) pixels after 2400 steps.
        let expected = r#""outcome":"timeout","cause":null,"frame":2400,"coins":3,"coins_total":8,"player":{"x":42.90000000000002,"y":38.0}"#;
        assert!(stdout(&out).contains(expected), "{}", stdout(&out));
    }
}

#[test]
fn check_names_the_levels_of_a_project_left_out_for_want_of_a_player() {
    let dir = scratch("left-out");
    let project = std::fs::read_to_string(map("room.ldtk")).unwrap();
    let level_1 = std::fs::read_to_string(map("room/Level_1.ldtkl")).unwrap();
    let path = write(&dir, "room.ldtk", project.as_bytes());
    std::fs::create_dir_all(dir.join("room")).unwrap();
    write(
        &dir.join("room"),
        "Level_1.ldtkl",
        level_1.replace("\"Hero\"", "\"Sign\"").replace("\"player\"", "\"sign\"").as_bytes(),
    );
    let out = ledge(&["check", &path]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains(&format!("{path}#Level_0: ok: \"Level_0\"")), "{text}");
    assert!(
        text.contains(&format!(
            "{path}: level \"Level_1\": left out, the project's other levels load: the level has no player"
        )),
        "{text}"
    );
    assert!(text.contains(&format!("`{path}#Level_1` names this level alone")), "{text}");
}
