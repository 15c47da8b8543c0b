//! Small maps written for these tests in the shapes real Tiled and LDtk
//! projects take, each one a shape that Ledge once refused or misread: a
//! TMX map with a JSON tileset, image collections, Tiled 1.2's wang sets,
//! the hexagonal flag, tile objects, objects off the map, decoration
//! layers, checkpoints, a project file beside the levels.

use std::path::{Path, PathBuf};

use ledge_engine::Tile;
use ledge_game::{Level, SpawnKind};

fn shapes() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/shapes")
}

fn load(name: &str) -> Level {
    ledge_formats::load(&shapes().join(name), None).unwrap_or_else(|e| panic!("{e}"))
}

fn notes(name: &str) -> Vec<String> {
    ledge_formats::load_all(&shapes().join(name), None).unwrap_or_else(|e| panic!("{e}")).notes
}

/// Every editor's file under `dir`, in name order.
fn maps(dir: &Path, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            maps(&path, found);
        } else if path.extension().is_some_and(|e| e == "tmx" || e == "tmj" || e == "ldtk") {
            found.push(path);
        }
    }
}

#[test]
fn every_shape_real_projects_use_loads_with_its_walls_and_player() {
    let mut found = Vec::new();
    maps(&shapes(), &mut found);
    assert!(found.len() >= 16, "{found:?}");
    for path in found {
        let level = ledge_formats::load(&path, None).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(level.grid.tile(0, 3), Tile::Solid, "{}: the floor's first cell", path.display());
        assert_eq!(
            level.spawns.iter().filter(|s| s.kind == SpawnKind::Player).count(),
            1,
            "{}",
            path.display()
        );
        assert!(level.coins() >= 1, "{}", path.display());
    }
}

#[test]
fn a_tmx_map_reads_a_json_tileset_as_tiled_saves_it() {
    let level = load("json-tileset.tmx");
    assert_eq!(
        (level.grid.tile(4, 1), level.grid.tile(4, 2)),
        (Tile::Ladder, Tile::Ladder),
        "the tileset's types"
    );
    assert_eq!(level.grid.tile(5, 0), Tile::Solid);
}

#[test]
fn a_broken_json_tileset_of_a_tmx_map_is_named_with_its_line() {
    let dir = std::env::temp_dir().join(format!("ledge-shapes-tsj-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(shapes().join("json-tileset.tmx"), dir.join("map.tmx")).unwrap();
    std::fs::write(dir.join("json-tileset.tsj"), "{\n \"name\": \"blocks\",\n \"tilewidth\": \"wide\"\n}")
        .unwrap();
    let error = ledge_formats::load(&dir.join("map.tmx"), None).unwrap_err().to_string();
    let shown = error.replace(&format!("{}/", dir.display()), "");
    assert_eq!(
        shown,
        "json-tileset.tsj:3:20: this is not a Tiled tileset: invalid type: string \"wide\", expected a whole number"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_tmx_map_reads_json_templates_and_their_json_tilesets() {
    assert_eq!(load("json-templates.tmx").coins(), 2, "a coin template (.tj) and a gem template (.json)");
}

#[test]
fn an_image_collection_whose_ids_have_gaps_reads_every_id_it_holds() {
    let level = load("image-collection-gaps.tmx");
    assert_eq!(
        (level.grid.tile(0, 0), level.grid.tile(5, 0), level.grid.tile(3, 3)),
        (Tile::Solid, Tile::Solid, Tile::Solid)
    );
}

#[test]
fn an_empty_unused_image_collection_does_not_refuse_the_map() {
    assert_eq!(load("empty-image-collection.tmx").grid.tile(5, 3), Tile::Solid);
}

#[test]
fn a_tileset_with_the_wang_sets_of_tiled_1_2_to_1_4_is_read() {
    assert_eq!(load("old-wang-sets.tmx").grid.tile(5, 3), Tile::Solid);
}

#[test]
fn the_hexagonal_flag_of_a_tile_is_not_read_as_part_of_its_id() {
    let level = load("hexagonal-flag.tmx");
    assert_eq!(level.grid.tile(4, 1), Tile::Ladder, "tile 1 turned: still the ladder");
    assert_eq!(level.grid.tile(2, 3), Tile::Solid);
}

#[test]
fn tile_objects_take_their_tiles_type_and_properties_in_xml_and_json() {
    for name in ["tile-objects.tmx", "tile-objects.tmj"] {
        let level = load(name);
        assert_eq!(level.coins(), 2, "{name}: two objects of a tile typed coin");
        let monsters: Vec<f64> = level
            .spawns
            .iter()
            .filter_map(|s| match s.kind {
                SpawnKind::Monster { speed } => Some(speed),
                _ => None,
            })
            .collect();
        assert!(
            monsters.len() == 1 && monsters[0] < 0.0,
            "{name}: the tile's class Enemy, heading left: {monsters:?}"
        );
        assert!(notes(name).is_empty(), "{name}: {:?}", notes(name));
    }
}

#[test]
fn an_object_off_the_map_is_left_out_with_a_note() {
    let level = load("object-off-the-map.tmx");
    assert!(!level.spawns.iter().any(|s| matches!(s.kind, SpawnKind::Monster { .. })));
    assert_eq!(
        notes("object-off-the-map.tmx"),
        ["1 object(s) outside the level's 6x4 cells left out, the first #3 (top-left at (-200, 32) pixels, cell (-13, 2)) \
          in layer \"Things\"; move them onto the map if they are meant to play"]
    );
}

#[test]
fn background_nocollide_and_unmarked_tiles_of_a_marking_tileset_are_decoration() {
    let level = load("decoration-layers.tmx");
    let g = &level.grid;
    assert_eq!(g.tile(2, 1), Tile::Empty, "Background2 is decoration by its name");
    assert_eq!(g.tile(1, 1), Tile::Empty, "Trees by its property nocollide");
    assert_eq!(g.tile(2, 2), Tile::Empty, "bg by its property collision = false");
    assert_eq!(
        (g.tile(0, 0), g.tile(2, 3)),
        (Tile::Solid, Tile::Hazard),
        "the tiles typed Collision and Kill"
    );
    assert_eq!((g.tile(1, 0), g.tile(4, 0)), (Tile::Empty, Tile::Empty), "the tileset's unmarked tile");
    assert_eq!(g.tile(3, 0), Tile::Solid, "a layer named Rocks");
    assert_eq!(
        notes("decoration-layers.tmx"),
        ["tile layers read as walls: \"Tiles\", \"Rocks\" (a guess: by its name); as decoration: \"Background2\" (by its name), \"Trees\" \
          (by its property `nocollide`), \"bg\" (by its property `collision = false`); to change that, name the layer \
          in a mapping file's [layers] table (`Background = \"solid\"` makes its tiles walls, `Ground = \"ignore\"` \
          leaves it out), or give it the property `nocollide = true` in the editor"]
    );
}

#[test]
fn objects_with_names_of_no_actor_take_their_layers_and_a_wall_background_is_a_picture() {
    let level = load("a-layer-for-each-kind.tmx");
    assert_eq!(level.coins(), 2, "the objects of the layer Coins");
    assert!(
        level.spawns.iter().any(|s| s.kind == SpawnKind::Player),
        "the object `fall` of the layer Player"
    );
    assert_eq!(level.grid.tile(2, 1), Tile::Empty, "the layer `wall background`");
}

#[test]
fn a_spawn_layer_places_the_player_only_where_no_object_is_named_one() {
    let level = load("spawn-layer-with-an-exit.tmx");
    let players: Vec<_> = level.spawns.iter().filter(|s| s.kind == SpawnKind::Player).collect();
    assert_eq!(players.len(), 1, "`enter` is the player; `exit`, in the same layer, is not a second one");
    assert_eq!(players[0].at, ledge_engine::Vec2::new(1.0, 2.0));
}

#[test]
fn where_walls_are_drawn_as_objects_the_tile_layers_are_pictures() {
    let level = load("walls-drawn-as-objects.tmx");
    assert_eq!((level.grid.tile(2, 1), level.grid.tile(2, 3)), (Tile::Empty, Tile::Solid));
    assert!(
        notes("walls-drawn-as-objects.tmx")[0].starts_with(
            "tile layers read as walls: none; as decoration: \"forest-trees\" (by the map's walls, which are drawn as objects)"
        ),
        "{:?}",
        notes("walls-drawn-as-objects.tmx")
    );
}

#[test]
fn checkpoints_come_from_tiled_objects_and_ldtk_entities() {
    assert_eq!(load("checkpoints.tmx").checkpoints, [(2, 2), (3, 2)], "named Checkpoint, typed Flag");
    assert_eq!(load("checkpoints.ldtk").checkpoints, [(2, 2), (3, 2)], "Respawn, tagged checkpoint");
}

#[test]
fn a_project_file_beside_the_levels_reaches_the_assets_one_folder_up() {
    let level = load("project-beside-levels/levels/first.tmx");
    assert_eq!(level.grid.tile(4, 1), Tile::Ladder);
}
