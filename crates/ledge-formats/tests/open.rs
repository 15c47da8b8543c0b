//! [`ledge_formats::open`]: one name, whichever source it names (a built-in
//! level, a text plan, an editor's file), and errors that name the file.

use std::path::{Path, PathBuf};

use ledge_formats::{open, LoadError};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

fn name(path: &Path) -> String {
    path.display().to_string()
}

#[test]
fn a_built_in_level_opens_by_its_name_or_number() {
    let level = open("hop", None).unwrap();
    assert_eq!(level.name, ledge_game::pack::find("hop").unwrap().level().name);
    assert_eq!(open("2", None).unwrap().name, level.name);
}

#[test]
fn a_text_plan_opens_from_its_file() {
    let level = open(&name(&data("room.txt")), None).unwrap();
    assert_eq!(
        (level.name.as_str(), level.width, level.height, level.coins()),
        ("The room as text", 10, 6, 1)
    );
}

#[test]
fn a_tiled_map_opens_by_its_extension() {
    let level = open(&name(&data("room.tmx")), None).unwrap();
    let loaded = ledge_formats::load(&data("room.tmx"), None).unwrap();
    assert_eq!((level.name.as_str(), level.width, level.height), ("The room", 10, 6));
    assert_eq!(level.spawns, loaded.spawns);
    assert_eq!(level.preset(None).kind, ledge_engine::PresetKind::Tiny);
}

#[test]
fn a_mapping_for_a_text_plan_or_a_built_in_level_is_refused() {
    let mapping = data("mapped.mapping.toml");
    for level in [name(&data("room.txt")), "first-steps".to_string()] {
        let error = open(&level, Some(&mapping)).unwrap_err();
        assert!(matches!(&error, LoadError::MappingWithoutEditor { name } if *name == level), "{error:?}");
        assert_eq!(
            error.to_string(),
            format!(
                "{level}: --mapping applies to Tiled (.tmx, .tmj, .json, .world) and LDtk (.ldtk) levels, \
                 and this is a text plan or a built-in level"
            )
        );
    }
}

#[test]
fn a_missing_file_is_an_error_that_names_it() {
    let plan = name(&data("no-such-level.txt"));
    let error = open(&plan, None).unwrap_err();
    assert!(matches!(error, LoadError::Plan(_)), "{error:?}");
    assert!(error.to_string().starts_with(&format!("{plan}: cannot read the level: ")), "{error}");

    let map = name(&data("no-such-map.tmx"));
    let error = open(&map, None).unwrap_err();
    assert!(matches!(error, LoadError::Editor(_)), "{error:?}");
    assert_eq!(error.to_string(), format!("{map}: cannot read the file: no such file"));
}

#[test]
fn a_level_file_tileset_or_template_given_as_the_level_was_read_as_a_plan() {
    let error = |path: &Path| ledge_formats::open(&name(path), None).unwrap_err().to_string();
    let project = name(&data("room.ldtk"));
    assert_eq!(
        error(&data("room/Level_1.ldtkl")),
        format!(
            "{}: this is part of an LDtk project (one level's layers), not a level; give its project, \
             `{project}` (`{project}#LEVEL` names one of its levels)",
            name(&data("room/Level_1.ldtkl"))
        )
    );
    assert_eq!(
        error(&data("room.tsx")),
        format!(
            "{}: this is a Tiled tileset, not a level; give a map that uses it (.tmx, .tmj, .json)",
            name(&data("room.tsx"))
        )
    );
}

/// A scratch folder of its own for one test.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ledge-formats-open-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The built-in level `hop`'s winning run recorded on the text plan at
/// `plan`, named in the replay as `source`.
fn hop_replay(plan: &Path, source: Option<&str>) -> ledge_game::Replay {
    let hop = ledge_game::pack::find("hop").unwrap();
    std::fs::write(plan, hop.plan).unwrap();
    let level = open(&name(plan), None).unwrap();
    ledge_game::Replay::record(&level, source, level.preset(None), &hop.script(), 10_000)
}

#[test]
fn a_replay_moved_with_its_level_finds_the_level_beside_it() {
    let (recorded, moved) = (scratch("recorded"), scratch("moved"));
    let replay = hop_replay(&recorded.join("hop.txt"), Some("hop.txt"));
    std::fs::rename(recorded.join("hop.txt"), moved.join("hop.txt")).unwrap();
    std::fs::write(moved.join("hop.replay"), replay.to_text()).unwrap();
    let (read, level) = ledge_formats::open_replay(&moved.join("hop.replay"), None, None).unwrap();
    let verified = read.verify(&level, level.preset(None)).unwrap();
    assert_eq!((verified.outcome, verified.frame), (replay.outcome, replay.frames));
    std::fs::remove_dir_all(recorded).unwrap();
    std::fs::remove_dir_all(moved).unwrap();
}

#[test]
fn a_replay_that_does_not_name_its_level_asks_for_it() {
    let dir = scratch("no-source");
    let replay = hop_replay(&dir.join("hop.txt"), None);
    let path = dir.join("hop.replay");
    std::fs::write(&path, replay.to_text()).unwrap();
    let error = ledge_formats::open_replay(&path, None, None).unwrap_err().to_string();
    assert!(error.starts_with(&format!("{}: ", name(&path))), "{error}");
    assert!(
        error.contains("does not say how to open its level `Hop`") && error.contains("--level"),
        "{error}"
    );
    let (read, level) = ledge_formats::open_replay(&path, Some(&name(&dir.join("hop.txt"))), None).unwrap();
    assert!(read.verify(&level, level.preset(None)).is_ok());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_replay_that_does_not_read_names_its_file_and_line() {
    let dir = scratch("bad-replay");
    let path = dir.join("bad.replay");
    std::fs::write(&path, "# not a replay\n").unwrap();
    let error = ledge_formats::open_replay(&path, None, None).unwrap_err().to_string();
    assert_eq!(
        error,
        format!("{}:1: not a Ledge replay: its first line must be `# ledge replay N`", name(&path))
    );
    std::fs::remove_dir_all(dir).unwrap();
}
