//! A project laid out as games lay theirs out: `levels/` beside
//! `tilesets/` and `templates/`, the player and a monster placed from
//! object templates, in JSON and in TMX.

use std::path::{Path, PathBuf};

use ledge_engine::Vec2;
use ledge_game::{Spawn, SpawnKind};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/templated").join(name)
}

#[test]
fn templates_place_the_same_objects_in_json_and_tmx_maps() {
    let json = ledge_formats::load(&data("levels/room.tmj"), None).unwrap();
    let tmx = ledge_formats::load(&data("levels/room.tmx"), None).unwrap();
    assert_eq!(
        json.spawns,
        [
            Spawn { kind: SpawnKind::Player, at: Vec2::new(1.0, 4.0) },
            // The template's `maxdx` of 3 is overridden by the map's 5; its `left` holds.
            Spawn { kind: SpawnKind::Monster { speed: -5.0 }, at: Vec2::new(4.0, 4.0) },
            Spawn { kind: SpawnKind::Coin, at: Vec2::new(6.0, 4.0) },
        ]
    );
    assert_eq!(json.spawns, tmx.spawns);
    assert_eq!(json.grid, tmx.grid);
}

#[test]
fn a_missing_template_is_named_where_it_is_used() {
    let dir = std::env::temp_dir().join(format!("ledge-formats-templates-{}", std::process::id()));
    for folder in ["levels", "tilesets"] {
        std::fs::create_dir_all(dir.join(folder)).unwrap();
    }
    std::fs::copy(data("tilesets/room.tsx"), dir.join("tilesets/room.tsx")).unwrap();
    let dir = dir.join("levels");
    let map =
        std::fs::read_to_string(data("levels/room.tmj")).unwrap().replace("../templates/hero.tx", "hero.tx");
    std::fs::write(dir.join("room.tmj"), map).unwrap();
    let error = ledge_formats::load(&dir.join("room.tmj"), None).unwrap_err().to_string();
    let shown = error.replace(&format!("{}/", dir.display()), "");
    assert!(shown.starts_with("room.tmj: layer \"Things\", object #1: the file `hero.tx` it refers to does not exist (looked for `"), "{shown}");
}
