//! Small maps written for these tests in the ways public games declare
//! what their maps mean, each named after what Ledge once misread or
//! refused in such a game: collision declared by properties, objects known
//! by what they mean, a goal drawn as a `Flag` layer, LDtk IntGrid values
//! and Tiles layers, Tiled's built-in tileset, levels without a player or
//! with two.

use std::path::{Path, PathBuf};

use ledge_engine::{Tile, Vec2};
use ledge_game::{ElementKind, Level, SpawnKind};

fn games() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games")
}

fn load(name: &str) -> Level {
    ledge_formats::load(&games().join(name), None).unwrap_or_else(|e| panic!("{e}"))
}

fn notes(name: &str) -> Vec<String> {
    ledge_formats::load_all(&games().join(name), None).unwrap_or_else(|e| panic!("{e}")).notes
}

fn player(level: &Level) -> Vec2 {
    let players: Vec<Vec2> =
        level.spawns.iter().filter(|s| s.kind == SpawnKind::Player).map(|s| s.at).collect();
    assert_eq!(players.len(), 1, "{:?}", level.spawns);
    players[0]
}

/// `name` copied into a fresh folder with `edit` applied, for variants.
fn variant(name: &str, test: &str, edit: impl Fn(String) -> String) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ledge-games-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, edit(std::fs::read_to_string(games().join(name)).unwrap())).unwrap();
    path
}

#[test]
fn tiles_declared_to_collide_left_the_others_solid_and_a_text_label_wall_made_the_ground_a_picture() {
    let level = load("collides-on-tiles.tmj");
    assert_eq!(level.grid.tile(0, 1), Tile::Empty, "the layer env: tiles with no `collides`");
    assert_eq!(level.grid.tile(0, 3), Tile::Solid, "tiles with `collides = true`, despite the label `Wall`");
    assert_eq!(level.grid.tile(4, 3), Tile::Empty, "an undeclared tile beside them is a picture");
    assert_eq!(
        notes("collides-on-tiles.tmj")[0],
        "tile layers read as walls: \"World\"; as decoration: \"env\" (by its tiles: the map declares by a property \
         which tiles collide (`collides`, `solid`...), and none of these); to change that, name the layer in a mapping file's [layers] \
         table (`Background = \"solid\"` makes its tiles walls, `Ground = \"ignore\"` leaves it out), or give it \
         the property `nocollide = true` in the editor"
    );
}

#[test]
fn a_layer_declared_to_collide_left_the_service_layer_solid() {
    let level = load("collide-on-a-layer.tmx");
    assert_eq!((level.grid.tile(0, 0), level.grid.tile(0, 3)), (Tile::Empty, Tile::Solid));
}

#[test]
fn walls_guessed_from_no_declaration_are_said_to_be_guesses() {
    let path =
        variant("collide-on-a-layer.tmx", "guess", |t| t.replace("name=\"collide\"", "name=\"depth\""));
    let loaded = ledge_formats::load_all(&path, None).unwrap();
    assert_eq!(loaded.levels[0].grid.tile(0, 0), Tile::Solid, "with nothing declared, any tile is a wall");
    assert!(
        loaded.notes[0].starts_with(
            "tile layers read as walls: \"service\" (a guess: any tile is a wall), \"platforms\" (a guess: by its \
             name); as decoration: none; to change that, name the layer in a mapping file's [layers]"
        ),
        "{:?}",
        loaded.notes
    );
}

#[test]
fn spike_saw_money_apple_check_point0_platform1_and_a_player_named_mario_were_lost() {
    let level = load("objects-by-meaning.tmj");
    assert_eq!(player(&level), Vec2::new(5.0, 2.0), "the player named and typed `mario`");
    assert_eq!(level.checkpoints, [(1, 2)], "`Check Point0`");
    let spikes = ElementKind::named("spikes").unwrap();
    assert!(
        level.elements.iter().any(|e| e.kind == spikes && e.cell == (2, 2)),
        "`Spike`: {:?}",
        level.elements
    );
    assert!(
        level.elements.iter().any(|e| e.kind == spikes && e.cell == (4, 0)),
        "`saw`: {:?}",
        level.elements
    );
    assert_eq!(level.coins(), 2, "`Money`, `apple`");
    assert_eq!((level.grid.tile(0, 1), level.grid.tile(1, 1)), (Tile::OneWay, Tile::OneWay), "`Platform1`");
}

#[test]
fn a_player_named_knight_pos_or_marked_player_yes_was_refused() {
    for (test, edit) in [
        ("knight", "\"name\": \"knightPos\", \"type\": \"\""),
        (
            "marked",
            "\"name\": \"hero_sprite_1\", \"type\": \"\", \"properties\": [{\"name\": \"player\", \"type\": \"string\", \"value\": \"yes\"}]",
        ),
    ] {
        let path =
            variant("objects-by-meaning.tmj", test, |t| t.replace("\"name\": \"mario\", \"type\": \"mario\"", edit));
        let level = ledge_formats::load(&path, None).unwrap_or_else(|e| panic!("{test}: {e}"));
        assert_eq!(player(&level), Vec2::new(5.0, 2.0), "{test}");
    }
}

#[test]
fn a_flag_layer_was_read_as_a_checkpoint_where_it_is_the_goal() {
    let level = load("flag-layer.tmx");
    assert!(level.checkpoints.is_empty());
    assert!(
        level.elements.iter().any(|e| e.kind == ElementKind::Exit && e.cell == (5, 2)),
        "{:?}",
        level.elements
    );
    let with_exit = variant("flag-layer.tmx", "exit", |t| {
        t.replace("</map>", " <objectgroup id=\"4\" name=\"Things\">\n  <object id=\"3\" name=\"exit\" x=\"48\" y=\"32\" width=\"16\" height=\"16\"/>\n </objectgroup>\n</map>")
    });
    let level = ledge_formats::load(&with_exit, None).unwrap();
    assert_eq!(level.checkpoints, [(5, 2)], "where the level has an exit, the flag is a checkpoint");
}

#[test]
fn tileds_built_in_automap_tileset_was_a_missing_file_though_no_tile_used_it() {
    for name in ["automap-tiles-unused.tmx", "automap-tiles-unused.tmj"] {
        assert_eq!(load(name).grid.tile(0, 3), Tile::Solid, "{name}");
    }
    let used = variant("automap-tiles-unused.tmx", "used", |t| {
        t.replace("<data encoding=\"csv\">\n0,0", "<data encoding=\"csv\">\n3,0")
    });
    let error = ledge_formats::load(&used, None).unwrap_err().to_string();
    assert!(
        error.ends_with(
            "layer \"Ground\", cell (0, 0): the tile comes from \":/automap-tiles.tsx\", a tileset built into Tiled \
             that exists only inside the editor; in Tiled, erase the tile, or draw it from a tileset of the game's"
        ),
        "{error}"
    );
}

#[test]
fn a_level_with_no_player_object_was_refused_instead_of_played_from_the_first_ground() {
    let loaded =
        ledge_formats::load_all(&games().join("no-player.tmx"), None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        player(&loaded.levels[0]),
        Vec2::new(1.0, 2.0),
        "the first empty cell over ground from the left"
    );
    assert_eq!(
        loaded.notes,
        ["the level has no player object, so the player starts at cell (1, 2), on the first ground from the left; \
          it holds `coin`; add an object or entity named or typed `player` where the player starts, or map one in \
          a mapping file ([objects] YourName = \"player\")"]
    );
}

#[test]
fn ldtk_water_and_slopes_were_walls_end_and_lifts_were_lost_and_tiles_layers_ignored() {
    let loaded = ledge_formats::load_all(&games().join("rooms.ldtk"), None).unwrap_or_else(|e| panic!("{e}"));
    let names: Vec<&str> = loaded.levels.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names, ["Water_and_slopes", "Drawn_in_tiles"], "the level with two players is left out");
    let left_out = loaded.left_out[0].to_string();
    assert!(
        left_out.contains("level \"Two_players\", layer \"Entities\", object \"Player\"")
            && left_out.contains("left out, the project's other levels load: a second player"),
        "{left_out}"
    );
    let water = &loaded.levels[0];
    let row: Vec<Tile> = (0..6).map(|x| water.grid.tile(x, 3)).collect();
    assert_eq!(
        row,
        [Tile::Solid, Tile::Solid, Tile::Hazard, Tile::Hazard, Tile::Solid, Tile::Solid],
        "`Water`"
    );
    assert_eq!((water.grid.tile(1, 2), water.grid.tile(4, 2)), (Tile::SlopeUpLeft, Tile::SlopeUpRight));
    assert!(water.elements.iter().any(|e| e.kind == ElementKind::Exit && e.cell == (5, 2)), "`End`");
    assert_eq!(water.platforms.len(), 1, "the `Lift` with its `arrival` point moves");
    let drawn = &loaded.levels[1];
    assert_eq!(
        (drawn.grid.tile(0, 3), drawn.grid.tile(0, 0)),
        (Tile::Solid, Tile::Empty),
        "Terrain; Background"
    );
    assert!(
        loaded.notes.iter().any(|n| n.contains(
            "tile layers read as walls: \"Terrain\" (a guess: by its name); \
             as decoration: \"Background\" (by its name)"
        )),
        "{:?}",
        loaded.notes
    );
}

#[test]
fn a_stray_start_off_the_map_or_the_same_start_drawn_twice_was_a_second_player() {
    let path = variant("flag-layer.tmx", "strays", |t| {
        t.replace(
            "<object id=\"1\" x=\"16\" y=\"32\" width=\"16\" height=\"16\"/>",
            "<object id=\"5\" x=\"640\" y=\"1280\"/>\n  <object id=\"1\" x=\"16\" y=\"32\" width=\"16\" height=\"16\"/>\n  \
             <object id=\"6\" x=\"16\" y=\"32\" width=\"16\" height=\"16\"/>",
        )
    });
    let loaded = ledge_formats::load_all(&path, None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(player(&loaded.levels[0]), Vec2::new(1.0, 2.0));
    assert!(
        loaded
            .notes
            .iter()
            .any(|n| n.starts_with("1 object(s) outside the level's 6x4 cells left out, the first #5")),
        "{:?}",
        loaded.notes
    );
}

#[test]
fn collides_on_tiles_never_drawn_or_on_an_empty_layer_made_the_ground_a_picture_and_noncolidable_and_morelava_were_walls(
) {
    let level = load("undrawn-collides-noncolidable-morelava.tmx");
    assert_eq!(
        level.grid.tile(0, 3),
        Tile::Solid,
        "the map draws no tile declared to collide; its layer declared so is empty"
    );
    assert_eq!(level.grid.tile(0, 0), Tile::Empty, "a layer named noncolidable");
    assert_eq!(level.grid.tile(2, 2), Tile::Hazard, "a layer named morelava");
}

#[test]
fn coins_and_a_portal_drawn_as_tiles_in_layers_of_their_own_were_read_as_walls() {
    let level = load("coins-and-portal-drawn-as-tiles.tmx");
    assert_eq!(level.coins(), 2, "the layer CoinLayer");
    assert!(
        level.elements.iter().any(|e| e.kind == ElementKind::Exit && e.cell == (5, 2)),
        "the layer portal"
    );
    assert_eq!((level.grid.tile(2, 2), level.grid.tile(5, 2)), (Tile::Empty, Tile::Empty));
    assert_eq!(level.grid.tile(0, 3), Tile::OneWay, "the layer platforms");
}
