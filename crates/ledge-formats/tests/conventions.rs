//! Names and shapes that real games give their objects, read with no
//! mapping file: player spawns, collision rectangles and polygons, still
//! platforms; and `ignore` in a mapping file, which leaves a layer out whole.

use std::path::PathBuf;

use ledge_engine::{Tile, Vec2};
use ledge_game::{Spawn, SpawnKind};

/// A fresh folder for one test.
fn folder(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ledge-formats-conventions-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A Tiled JSON map of 6x4 cells of 16 pixels with no tiles, and `objects`
/// (JSON objects) in an object layer called `layer`.
fn map(layer: &str, objects: &str) -> String {
    format!(
        r#"{{"width": 6, "height": 4, "tilewidth": 16, "tileheight": 16,
        "layers": [
          {{"type": "tilelayer", "name": "Ground", "width": 6, "height": 4, "data": [{}]}},
          {{"type": "objectgroup", "name": "{layer}", "objects": [{objects}]}}
        ], "tilesets": [{{"firstgid": 1, "name": "tiles"}}]}}"#,
        vec!["0"; 24].join(",")
    )
}

fn load(test: &str, text: &str) -> Result<ledge_game::Level, String> {
    let path = folder(test).join("level.tmj");
    std::fs::write(&path, text).unwrap();
    ledge_formats::load(&path, None).map_err(|e| e.to_string())
}

const COIN: &str = r#"{"type": "coin", "x": 64, "y": 16, "width": 16, "height": 16}"#;

#[test]
fn common_names_of_a_player_spawn_place_the_player() {
    for (i, spawn) in ["SpawnPoint", "PlayerSpawn", "spawn", "start", "player_spawn"].iter().enumerate() {
        let objects =
            format!(r#"{{"type": "{spawn}", "x": 16, "y": 32, "width": 16, "height": 16}}, {COIN}"#);
        let level = load(&format!("spawn-{i}"), &map("Objects", &objects)).unwrap();
        assert_eq!(level.spawns[0], Spawn { kind: SpawnKind::Player, at: Vec2::new(1.0, 2.0) }, "{spawn}");
        let named = format!(r#"{{"name": "{spawn}", "x": 16, "y": 32, "width": 16, "height": 16}}, {COIN}"#);
        assert!(load(&format!("spawn-named-{i}"), &map("Objects", &named)).is_ok(), "{spawn}");
    }
}

#[test]
fn collision_rectangles_and_polygons_are_walls() {
    let objects = format!(
        r#"{{"type": "player", "x": 0, "y": 32, "width": 16, "height": 16}}, {COIN},
        {{"type": "Collision", "x": 0, "y": 48, "width": 96, "height": 16}},
        {{"name": "Boundaries", "x": 80, "y": 0, "width": 16, "height": 48}},
        {{"type": "solid", "x": 36, "y": 48, "polygon": [{{"x": 0, "y": 0}}, {{"x": 32, "y": -32}}, {{"x": 32, "y": 0}}]}}"#
    );
    let level = load("collision", &map("Objects", &objects)).unwrap();
    let row = |y| (0..6).map(|x| level.grid.tile(x, y)).collect::<Vec<_>>();
    use Tile::{Empty as E, Solid as S};
    assert_eq!(row(3), [S, S, S, S, S, S], "the floor rectangle");
    assert_eq!(row(2), [E, E, E, S, E, S], "the ramp's lower half and the boundary");
    assert_eq!(row(0), [E, E, E, E, E, S], "the boundary");
}

#[test]
fn unnamed_rectangles_in_a_collision_layer_are_walls() {
    let walls = r#"{"id": 7, "x": 0, "y": 48, "width": 96, "height": 16}"#;
    let level = load("collision-layer", &map("Collisions", walls).replace(
        r#""objects": [{"id""#,
        &format!(r#""objects": [{{"type": "player", "x": 0, "y": 32, "width": 16, "height": 16}}, {COIN}, {{"id""#),
    ))
    .unwrap();
    assert_eq!(level.grid.tile(3, 3), Tile::Solid);
}

#[test]
fn a_platform_with_no_path_stands_still_as_one_way_tiles() {
    let objects = format!(
        r#"{{"type": "player", "x": 0, "y": 32, "width": 16, "height": 16}}, {COIN},
        {{"type": "Platform", "x": 32, "y": 32, "width": 32, "height": 8}},
        {{"type": "Platform", "x": 0, "y": 0, "width": 16, "height": 16, "properties": [{{"name": "oneway", "type": "bool", "value": false}}]}}"#
    );
    let level = load("still-platform", &map("Objects", &objects)).unwrap();
    assert!(level.platforms.is_empty(), "nothing moves");
    assert_eq!((level.grid.tile(2, 2), level.grid.tile(3, 2)), (Tile::OneWay, Tile::OneWay));
    assert_eq!(level.grid.tile(0, 0), Tile::Solid, "`oneway = false` makes a block");
}

#[test]
fn an_ignored_object_layer_places_nothing() {
    let dir = folder("ignore-objects");
    let objects = format!(r#"{{"type": "player", "x": 0, "y": 32, "width": 16, "height": 16}}, {COIN}"#);
    let text = map("Objects", &objects).replace(
        r#""layers": ["#,
        r#""layers": [{"type": "objectgroup", "name": "Other game", "objects": [{"type": "player", "x": 32, "y": 32, "width": 16, "height": 16}]},"#,
    );
    std::fs::write(dir.join("level.tmj"), text).unwrap();
    std::fs::write(dir.join("level.mapping.toml"), "[layers]\n\"Other game\" = \"ignore\"\n").unwrap();
    let level = ledge_formats::load(&dir.join("level.tmj"), None).unwrap();
    assert_eq!(level.spawns.iter().filter(|s| s.kind == SpawnKind::Player).count(), 1);
}

#[test]
fn an_ignored_ldtk_layer_is_not_held_to_the_levels_grid() {
    let dir = folder("ignore-ldtk");
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let project = std::fs::read_to_string(data.join("room.ldtk")).unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&project).unwrap();
    // Level_0 gets a second IntGrid layer on an 8-pixel grid: decoration.
    let level = &mut json["worlds"][0]["levels"][0];
    let layers = level["layerInstances"].as_array_mut().unwrap();
    let mut fine = layers.iter().find(|l| l["__type"] == "IntGrid").unwrap().clone();
    let cells = fine["__cWid"].as_u64().unwrap() * 2 * fine["__cHei"].as_u64().unwrap() * 2;
    fine["__identifier"] = "Grass".into();
    fine["__gridSize"] = 8.into();
    fine["__cWid"] = (fine["__cWid"].as_u64().unwrap() * 2).into();
    fine["__cHei"] = (fine["__cHei"].as_u64().unwrap() * 2).into();
    fine["intGridCsv"] = vec![0; cells as usize].into();
    layers.insert(0, fine);
    std::fs::write(dir.join("room.ldtk"), json.to_string()).unwrap();
    std::fs::create_dir_all(dir.join("room")).unwrap();
    std::fs::copy(data.join("room/Level_1.ldtkl"), dir.join("room/Level_1.ldtkl")).unwrap();
    let refused = ledge_formats::load(&dir.join("room.ldtk"), None).unwrap_err().to_string();
    assert!(refused.contains("Ledge needs every IntGrid layer on one grid"), "{refused}");
    std::fs::write(dir.join("room.mapping.toml"), "[layers]\nGrass = \"ignore\"\n").unwrap();
    let level = ledge_formats::load(&dir.join("room.ldtk"), None).unwrap();
    assert_eq!((level.width, level.grid.tile(0, 0)), (10, Tile::Solid));
}
