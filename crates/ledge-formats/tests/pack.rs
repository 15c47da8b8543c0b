//! A project plays as a pack: every level of an LDtk project, in world
//! order, and every map of a Tiled world, in its order, each named so that
//! it can be opened alone.

use std::path::{Path, PathBuf};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

#[test]
fn every_level_of_an_ldtk_project_opens_in_order() {
    let project = data("room.ldtk").display().to_string();
    let opened = ledge_formats::open_all(&project, None).unwrap();
    let names: Vec<&str> = opened.levels.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names, ["Level_0", "Level_1"]);
    assert_eq!(opened.names, [format!("{project}#Level_0"), format!("{project}#Level_1")]);
    let alone = ledge_formats::open(&opened.names[1], None).unwrap();
    assert_eq!(alone.name, "Level_1");
}

#[test]
fn every_map_of_a_tiled_world_opens_in_its_order() {
    let world = data("templated/game.world");
    let opened = ledge_formats::open_all(&world.display().to_string(), None).unwrap();
    assert_eq!(opened.levels.len(), 2);
    let folder = world.parent().unwrap().display().to_string();
    assert_eq!(opened.names, [format!("{folder}/levels/room.tmx"), format!("{folder}/levels/room.tmj")]);
    assert_eq!(opened.levels[0].spawns, opened.levels[1].spawns, "the same room, saved twice");
    // `open` plays the first.
    let first = ledge_formats::open(&world.display().to_string(), None).unwrap();
    assert_eq!(first.spawns, opened.levels[0].spawns);
}

#[test]
fn a_world_of_a_million_maps_is_refused_before_any_is_read() {
    let dir = std::env::temp_dir().join(format!("ledge-formats-pack-huge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let maps = vec![r#"{"fileName": "a.tmx"}"#; 1_000_000].join(",");
    std::fs::write(dir.join("w.world"), format!(r#"{{"maps": [{maps}]}}"#)).unwrap();
    let error = ledge_formats::open_all(&dir.join("w.world").display().to_string(), None).unwrap_err();
    assert!(
        error.to_string().ends_with(
            "the world lists 1000000 maps; Ledge plays worlds of at most 1000: split it into several"
        ),
        "{error}"
    );
}

#[test]
fn a_worlds_map_outside_its_project_is_refused() {
    let dir = std::env::temp_dir().join(format!("ledge-formats-pack-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("game/worlds")).unwrap();
    std::fs::write(
        dir.join("game/worlds/w.world"),
        r#"{"maps": [{"fileName": "../../../x.tmx"}], "type": "world"}"#,
    )
    .unwrap();
    let error =
        ledge_formats::open_all(&dir.join("game/worlds/w.world").display().to_string(), None).unwrap_err();
    assert!(
        error.to_string().contains("map \"../../../x.tmx\": the file `../../../x.tmx` it refers to, `"),
        "{error}"
    );
    assert!(error.to_string().contains("lies outside the level's project"), "{error}");
}
