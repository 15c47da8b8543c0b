//! Tiled maps written for these tests, in every form Tiled saves: TMX with
//! CSV, zlib and gzip data, embedded and external tilesets; JSON in the
//! current form with an external tileset and in the form of Tiled before
//! 1.2 (seed 000's); with and without a mapping file.

use std::path::{Path, PathBuf};

use ledge_engine::{Tile, Vec2};
use ledge_game::{Level, Spawn, SpawnKind};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

fn load(name: &str) -> Level {
    ledge_formats::load(&data(name), None).unwrap_or_else(|e| panic!("{e}"))
}

/// The room: walls around, lava at (4, 4), a ladder at (7, 3..5), ice at
/// (2, 5); the player, a monster walking left at 3 cells/s, a coin, and a
/// chest that means nothing without a mapping file.
fn check_room(level: &Level) {
    assert_eq!((level.name.as_str(), level.width, level.height), ("The room", 10, 6));
    assert_eq!(level.settings.author.as_deref(), Some("Ledge tests"));
    let g = &level.grid;
    assert_eq!((g.tile(0, 0), g.tile(9, 3), g.tile(5, 5)), (Tile::Solid, Tile::Solid, Tile::Solid));
    assert_eq!(g.tile(1, 1), Tile::Empty);
    assert_eq!(g.tile(4, 4), Tile::Hazard, "a tile of type lava");
    assert_eq!((g.tile(7, 3), g.tile(7, 4)), (Tile::Ladder, Tile::Ladder), "tiles of type ladder");
    assert_eq!(g.tile(2, 5), Tile::Ice, "a tile with the property kind = ice");
    assert_eq!(
        level.spawns,
        [
            Spawn { kind: SpawnKind::Player, at: Vec2::new(1.0, 4.0) },
            Spawn { kind: SpawnKind::Coin, at: Vec2::new(6.0, 4.0) },
            Spawn { kind: SpawnKind::Monster { speed: -3.0 }, at: Vec2::new(5.0, 4.0) },
        ]
    );
    assert_eq!(
        level.preset(None).kind,
        ledge_engine::PresetKind::Tiny,
        "Tiled maps play as seed 000's game by default"
    );
}

#[test]
fn tmx_with_csv_zlib_and_gzip_data_and_both_kinds_of_tileset() {
    for name in ["room.tmx", "room-zlib.tmx", "room-gzip.tmx"] {
        check_room(&load(name));
    }
}

#[test]
fn json_in_the_current_and_the_old_form() {
    check_room(&load("room.tmj"));
    check_room(&load("room-old.json"));
}

#[test]
fn every_form_gives_the_same_level() {
    let tmx = load("room.tmx");
    for name in ["room-zlib.tmx", "room-gzip.tmx", "room.tmj", "room-old.json"] {
        let other = load(name);
        assert_eq!(other.grid.tiles(), tmx.grid.tiles(), "{name}");
        assert_eq!(other.spawns, tmx.spawns, "{name}");
        assert_eq!(other.settings.seed, tmx.settings.seed, "{name}");
    }
}

#[test]
fn a_mapping_file_beside_the_level_overrides_the_conventions() {
    let level = load("mapped.tmj");
    assert_eq!(level.grid.tile(4, 4), Tile::Solid, "[tiles] 3 = solid");
    assert_eq!(level.coins(), 2, "[objects] chest = coin");
    assert_eq!(level.preset(None).kind, ledge_engine::PresetKind::Ledge);
    // The same file given for another level.
    let given = ledge_formats::load(&data("room.tmj"), Some(&data("mapped.mapping.toml"))).unwrap();
    assert_eq!(given.grid.tiles(), level.grid.tiles());
    assert_eq!(given.coins(), 2);
}

#[test]
fn a_platform_follows_the_polyline_it_refers_to() {
    let level = load("platform.tmj");
    assert_eq!(level.platforms.len(), 1);
    let platform = &level.platforms[0];
    assert_eq!(platform.rect.x, 2.0);
    assert_eq!((platform.rect.w, platform.rect.h), (2.0, 1.0));
    let ways: Vec<Vec2> = platform.path.waypoints.iter().map(|w| w.pos).collect();
    assert_eq!(ways, [Vec2::new(2.0, 2.0), Vec2::new(4.0, 2.0), Vec2::new(6.0, 2.0)]);
    assert!(platform.path.waypoints.iter().all(|w| w.speed == 1.5));
}

/// Plays the room from the start with `buttons` held, to the end or 600 steps.
fn play_room(buttons: ledge_game::Buttons) -> ledge_game::Play {
    let level = load("room.tmx");
    let mut play = ledge_game::Play::new(&level, level.preset(None));
    while play.status() == ledge_game::Status::Playing && play.frame() < 600 {
        play.step(buttons);
    }
    play
}

#[test]
fn a_tiled_level_plays() {
    use ledge_game::{Buttons, Cause, Status};
    // Walking right, the player reaches the lava at (4, 4) before the
    // monster, which is still beyond it.
    let walking = play_room(Buttons::RIGHT);
    assert_eq!((walking.status(), walking.frame()), (Status::Lost(Cause::Lava), 23));
    // Standing still, the monster walks through the lava (only walls turn
    // it) and reaches the player.
    let waiting = play_room(Buttons::NONE);
    assert_eq!(waiting.status(), Status::Lost(Cause::Monster));
}

#[test]
fn the_mapping_file_of_the_documentation_parses() {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/levels.md");
    let docs = std::fs::read_to_string(docs).unwrap();
    let start = docs.find("```toml\n").expect("docs/levels.md shows a mapping file") + "```toml\n".len();
    let example = &docs[start..start + docs[start..].find("```").unwrap()];
    let mapping = ledge_formats::Mapping::parse(example).unwrap_or_else(|(_, e)| panic!("{e}"));
    assert_eq!(mapping.physics.map(|p| p.kind), Some(ledge_engine::PresetKind::Ledge));
    assert_eq!(mapping.tiles.len(), 4);
    assert_eq!(mapping.objects.len(), 3);
}

/// The room as a text plan: the same cells, the same actors in the same
/// order.
fn as_text_plan(level: &Level) -> String {
    let mut rows: Vec<Vec<char>> = (0..level.height)
        .map(|y| {
            (0..level.width)
                .map(|x| match level.grid.tile(x as i64, y as i64) {
                    Tile::Solid => '#',
                    Tile::Hazard => '+',
                    Tile::Ladder => 'H',
                    Tile::Ice => '~',
                    _ => '.',
                })
                .collect()
        })
        .collect();
    for spawn in &level.spawns {
        let ch = match spawn.kind {
            SpawnKind::Player => '@',
            SpawnKind::Coin => 'o',
            _ => 'M',
        };
        rows[spawn.at.y as usize][spawn.at.x as usize] = ch;
    }
    rows.iter().map(|row| row.iter().collect::<String>() + "\n").collect()
}

#[test]
fn a_tiled_level_and_the_same_text_plan_seed_their_coins_alike() {
    // The room's objects in plan order (left to right, top to bottom), as a
    // text plan lists its actors.
    let dir = std::env::temp_dir().join(format!("ledge-formats-seed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(data("room.tsj"), dir.join("room.tsj")).unwrap();
    let mut map: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(data("room.tmj")).unwrap()).unwrap();
    let objects = map["layers"][1]["objects"].as_array_mut().unwrap();
    objects.sort_by(|a, b| {
        (a["y"].as_f64(), a["x"].as_f64()).partial_cmp(&(b["y"].as_f64(), b["x"].as_f64())).unwrap()
    });
    std::fs::write(dir.join("room.tmj"), map.to_string()).unwrap();
    let tiled = ledge_formats::load(&dir.join("room.tmj"), None).unwrap_or_else(|e| panic!("{e}"));
    let text = Level::parse("room.txt", &as_text_plan(&tiled)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        text.spawns.iter().map(|s| s.at).collect::<Vec<_>>(),
        tiled.spawns.iter().map(|s| s.at).collect::<Vec<_>>()
    );
    assert_eq!(tiled.settings.seed, text.settings.seed);
    // So their coins wobble alike when both play with wobbling coins.
    let coins = |level: &Level| {
        let play = ledge_game::Play::new(level, ledge_engine::Preset::ledge());
        play.figures().filter(|f| f.kind == ledge_game::FigureKind::COIN).map(|f| f.rect).collect::<Vec<_>>()
    };
    assert_eq!(coins(&tiled), coins(&text));
    std::fs::remove_dir_all(&dir).ok();
}

/// Issue 17: a floor drawn as tile objects in an object layer was left out
/// without a word, and the player fell out of the level.
#[test]
fn a_floor_of_tile_objects_was_left_out_without_a_word() {
    let dir = std::env::temp_dir().join(format!("ledge-formats-tile-objects-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let map = std::fs::read_to_string(data("room.tmj")).unwrap().replace(
        "\"objects\": [",
        "\"objects\": [{\"id\": 9, \"gid\": 1, \"x\": 0, \"y\": 96, \"width\": 16, \"height\": 16},",
    );
    std::fs::write(dir.join("room.tmj"), map).unwrap();
    std::fs::copy(data("room.tsj"), dir.join("room.tsj")).unwrap();
    let loaded = ledge_formats::load_all(&dir.join("room.tmj"), None).unwrap();
    assert_eq!(loaded.notes.len(), 1, "{:?}", loaded.notes);
    assert!(
        loaded.notes[0].starts_with("tile objects left out (1 in layer \"Things\")"),
        "{}",
        loaded.notes[0]
    );
    assert!(ledge_formats::load_all(&data("room.tmj"), None).unwrap().notes.is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The room with more map properties, written beside its tileset.
fn room_with(properties: &[(&str, &str)]) -> Result<Level, ledge_formats::FormatError> {
    let dir =
        std::env::temp_dir().join(format!("ledge-tiled-props-{}-{}", std::process::id(), properties.len()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(data("room.tsj"), dir.join("room.tsj")).unwrap();
    let text = std::fs::read_to_string(data("room.tmj")).unwrap();
    let mut map: serde_json::Value = serde_json::from_str(&text).unwrap();
    let list = map["properties"].as_array_mut().unwrap();
    for (name, value) in properties {
        list.push(serde_json::json!({"name": name, "type": "string", "value": value}));
    }
    std::fs::write(dir.join("room.tmj"), map.to_string()).unwrap();
    ledge_formats::load(&dir.join("room.tmj"), None)
}

#[test]
fn map_properties_give_edges_and_a_top_down_level_as_a_text_header_does() {
    let properties =
        [("wall-edges", "3,1 3,2"), ("ceiling-edges", "2,3"), ("gravity", "off"), ("physics", "deepnight")];
    let level = room_with(&properties).unwrap_or_else(|e| panic!("{e}"));
    assert!(level.grid.wall(3, 1) && level.grid.wall(3, 2) && level.grid.ceiling(2, 3));
    assert!(level.settings.top_down);
    let error = room_with(&[("wall-edges", "3,1 12,2")]).unwrap_err().to_string();
    assert!(error.contains("`wall-edges` names the cell 12,2, outside its 10x6 cells"), "{error}");
    let error = room_with(&[("gravity", "off")]).unwrap_err().to_string();
    assert!(error.contains("a top-down level needs physics"), "{error}");
}

#[test]
fn a_platforms_pause_and_loop_properties_give_its_waits_and_its_way_back() {
    use ledge_engine::PathMode;
    let dir = std::env::temp_dir().join(format!("ledge-tiled-pause-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(data("room.tsj"), dir.join("room.tsj")).unwrap();
    let text = std::fs::read_to_string(data("platform.tmj")).unwrap();
    let with = |pause: serde_json::Value, looped: bool| {
        let mut map: serde_json::Value = serde_json::from_str(&text).unwrap();
        for layer in map["layers"].as_array_mut().unwrap() {
            for object in layer.get_mut("objects").and_then(|o| o.as_array_mut()).into_iter().flatten() {
                if object["type"] == "platform" {
                    let properties = object["properties"].as_array_mut().unwrap();
                    properties.push(serde_json::json!({"name": "pause", "type": "float", "value": pause}));
                    properties.push(serde_json::json!({"name": "loop", "type": "bool", "value": looped}));
                }
            }
        }
        std::fs::write(dir.join("platform.tmj"), map.to_string()).unwrap();
        ledge_formats::load(&dir.join("platform.tmj"), None)
    };
    let level = with(serde_json::json!(0.5), false).unwrap_or_else(|e| panic!("{e}"));
    let path = &level.platforms[0].path;
    assert!(path.waypoints.iter().all(|w| w.pause == 0.5));
    assert_eq!(path.mode, PathMode::PingPong);
    let error = with(serde_json::json!(-1), true).unwrap_err().to_string();
    assert!(error.contains("`pause` is seconds to wait at each point"), "{error}");
    assert_eq!(load("platform.tmj").platforms[0].path.mode, PathMode::Loop, "round its points by default");
}
