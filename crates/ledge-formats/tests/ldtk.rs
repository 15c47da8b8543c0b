//! An LDtk project written for these tests: two worlds, one level
//! embedded and one in its own `.ldtkl` file, IntGrid values named and
//! unnamed, entities by identifier and by tag, fields as properties.

use std::path::{Path, PathBuf};

use ledge_engine::{Tile, Vec2};
use ledge_game::{Spawn, SpawnKind};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

#[test]
fn every_level_of_every_world_loads_in_order() {
    let levels = ledge_formats::load_levels(&data("room.ldtk"), None).unwrap();
    let names: Vec<&str> = levels.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names, ["Level_0", "Level_1"]);
}

#[test]
fn intgrid_values_by_identifier_then_layer_name() {
    let level = ledge_formats::load(&data("room.ldtk"), None).unwrap();
    let g = &level.grid;
    assert_eq!(g.tile(0, 0), Tile::Solid, "walls");
    assert_eq!(g.tile(4, 4), Tile::Hazard, "lava");
    assert_eq!(g.tile(7, 3), Tile::Ladder, "Ladder");
    assert_eq!(g.tile(2, 5), Tile::Solid, "no identifier: the layer `Collisions` is solid");
    assert_eq!(g.tile(1, 1), Tile::Empty);
}

#[test]
fn entities_by_identifier_and_tag_with_their_fields() {
    let level = ledge_formats::load(&data("room.ldtk"), None).unwrap();
    assert_eq!(
        level.preset(None).kind,
        ledge_engine::PresetKind::Ledge,
        "LDtk levels play with Ledge's physics by default"
    );
    assert_eq!(level.settings.hint.as_deref(), Some("Mind the lava"), "a level field");
    assert_eq!(
        level.spawns,
        [
            Spawn { kind: SpawnKind::Player, at: Vec2::new(1.0, 4.0) },
            // 8x8 pixels with its pivot in the middle: bottom middle at (104, 84).
            Spawn { kind: SpawnKind::Coin, at: Vec2::new(6.0, 4.25) },
            Spawn { kind: SpawnKind::Monster { speed: -3.0 }, at: Vec2::new(5.0, 4.0) },
        ]
    );
    let lift = &level.platforms[0];
    assert_eq!((lift.rect.x, lift.rect.y, lift.rect.w, lift.rect.h), (2.0, 2.0, 2.0, 1.0), "tagged platform");
    let ways: Vec<Vec2> = lift.path.waypoints.iter().map(|w| w.pos).collect();
    assert_eq!(ways, [Vec2::new(2.0, 2.0), Vec2::new(5.0, 2.0)], "an Array<Point> path");
}

#[test]
fn a_level_in_its_own_file_named_after_a_hash() {
    let level =
        ledge_formats::load(Path::new(&format!("{}#Level_1", data("room.ldtk").display())), None).unwrap();
    assert_eq!(level.name, "Level_1");
    assert_eq!(level.preset(None).kind, ledge_engine::PresetKind::Tiny, "the level's `physics` field");
    assert_eq!(level.spawns[0], Spawn { kind: SpawnKind::Player, at: Vec2::new(1.0, 4.0) }, "tagged player");
    assert_eq!(level.coins(), 1);
    let missing =
        ledge_formats::load(Path::new(&format!("{}#Nope", data("room.ldtk").display())), None).unwrap_err();
    assert!(
        missing.to_string().ends_with("the project has no level `Nope`; its levels are Level_0, Level_1"),
        "{missing}"
    );
}

/// Issue 17: an LDtk platform's `speed` of 48 pixels per second was read
/// as 48 cells per second. A monster's `speed` stays in cells per second.
#[test]
fn ldtk_platform_speed_was_read_as_cells_per_second() {
    let level = ledge_formats::load(&data("room.ldtk"), None).unwrap();
    let speeds: Vec<f64> = level.platforms[0].path.waypoints.iter().map(|w| w.speed).collect();
    assert_eq!(speeds, [3.0, 3.0], "48 pixels/s on a 16-pixel grid");
    assert!(level.spawns.iter().any(|s| s.kind == SpawnKind::Monster { speed: -3.0 }), "cells/s");
}

#[test]
fn every_element_is_placed_by_an_ldtk_entity_named_after_it() {
    let text = std::fs::read_to_string(data("room.ldtk")).unwrap();
    let dir = std::env::temp_dir().join(format!("ledge-formats-ldtk-elements-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for decl in ledge_game::ELEMENTS {
        let mut project: serde_json::Value = serde_json::from_str(&text).unwrap();
        // The first world's first level alone (the other is in a file of its own).
        let mut world = project["worlds"][0].clone();
        world["levels"] = serde_json::json!([world["levels"][0].clone()]);
        project["worlds"] = serde_json::json!([world]);
        let level = &mut project["worlds"][0]["levels"][0];
        let layers = level["layerInstances"].as_array_mut().unwrap();
        let entities = layers.iter_mut().find(|l| l["__type"] == "Entities").unwrap();
        let list = entities["entityInstances"].as_array_mut().unwrap();
        list.retain(|e| e["__identifier"] == "PlayerStart");
        let mut element = list[0].clone();
        element["__identifier"] = decl.names[0].into();
        element["px"] = serde_json::json!([72, 48]);
        element["__pivot"] = serde_json::json!([0.5, 1]);
        list.push(element);
        let path = dir.join(format!("{}.ldtk", decl.names[0]));
        std::fs::write(&path, project.to_string()).unwrap();
        let level = ledge_formats::load(&path, None).unwrap();
        let placed: Vec<_> = level.elements.iter().map(|e| (e.kind, e.cell)).collect();
        assert_eq!(placed, [(decl.kind, (4, 2))], "{}", decl.name);
    }
}
