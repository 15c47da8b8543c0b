//! An LDtk world laid out in space, played whole: `world.ldtk` holds four
//! levels on a 16-pixel grid in a `Free` world. `Start` (10x5 cells, the
//! player) at (0, 0), `East` (10x5, a coin and the exit) beside it at
//! (160, 0), `Cellar` (10x4, a player of its own) under it at (0, 80), and
//! `Island` (4x3, its own player) apart at (480, 0). No level lies under
//! `East`: those cells are walls.

use std::path::{Path, PathBuf};

use ledge_engine::{Tile, Vec2};
use ledge_game::{room_at, Buttons, Play, Room, SpawnKind, Status};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

fn room(x: u32, y: u32, width: u32, height: u32) -> Room {
    Room { x, y, width, height }
}

/// A copy of `world.ldtk` in a folder of its own, with `edit` made to its
/// levels (by identifier).
fn edited(name: &str, edit: impl Fn(&str, &mut serde_json::Value)) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ledge-formats-world-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(data("world.ldtk")).unwrap();
    let mut project: serde_json::Value = serde_json::from_str(&text).unwrap();
    for level in project["levels"].as_array_mut().unwrap() {
        let id = level["identifier"].as_str().unwrap().to_string();
        edit(&id, level);
    }
    let path = dir.join("world.ldtk");
    std::fs::write(&path, project.to_string()).unwrap();
    path
}

/// A copy of `world.ldtk` with levels moved across the world: each named
/// to its `worldX`.
fn moved(name: &str, moves: &[(&str, i64)]) -> PathBuf {
    edited(name, |id, level| {
        if let Some(&(_, x)) = moves.iter().find(|(moved, _)| *moved == id) {
            level["worldX"] = x.into();
        }
    })
}

#[test]
fn touching_levels_load_as_one_level_with_a_room_each() {
    let loaded = ledge_formats::load_all(&data("world.ldtk"), None).unwrap();
    let file = data("world.ldtk").display().to_string();
    assert_eq!(loaded.names, [file.clone(), format!("{file}#Island")], "the world, then the level apart");
    let world = &loaded.levels[0];
    assert_eq!((world.name.as_str(), world.width, world.height), ("Start", 20, 9));
    assert_eq!(world.settings.rooms, [room(0, 0, 10, 5), room(10, 0, 10, 5), room(0, 5, 10, 4)]);
    let g = &world.grid;
    assert_eq!(g.tile(1, 1), Tile::Empty, "Start's inside");
    assert_eq!(g.tile(10, 2), Tile::Empty, "East's open left side, beside Start's open right side");
    assert_eq!(g.tile(15, 7), Tile::Solid, "no level lies under East");
    assert_eq!(g.tile(5, 7), Tile::Empty, "Cellar's inside");
    assert_eq!(loaded.levels[1].name, "Island", "a level apart stays a level of its own");
}

#[test]
fn the_player_starts_in_the_first_players_room_and_the_others_are_left_out() {
    let world = ledge_formats::load(&data("world.ldtk"), None).unwrap();
    let players: Vec<Vec2> =
        world.spawns.iter().filter(|s| s.kind == SpawnKind::Player).map(|s| s.at).collect();
    assert_eq!(players, [Vec2::new(1.0, 3.0)], "Start's player; Cellar's is left out");
    assert_eq!(room_at(&world.settings.rooms, Vec2::new(1.5, 3.5)), Some(0));
    let loaded = ledge_formats::load_all(&data("world.ldtk"), None).unwrap();
    let file = data("world.ldtk").display().to_string();
    assert_eq!(
        loaded.notes,
        [format!(
            "{file}: level \"Cellar\": its player is left out: the world plays from the player of level \"Start\", \
             the first in the project's order; `{file}#Cellar` plays that level alone"
        )]
    );
    let coin = world.spawns.iter().find(|s| s.kind == SpawnKind::Coin).unwrap();
    assert_eq!(coin.at, Vec2::new(13.0, 3.0), "East's coin, moved by East's place in the world");
}

#[test]
fn walking_right_crosses_from_the_first_room_into_the_next_and_reaches_the_exit() {
    let world = ledge_formats::load(&data("world.ldtk"), None).unwrap();
    let mut play = Play::new(&world, world.preset(None));
    let mut rooms = vec![0];
    while play.status() == Status::Playing && play.frame() < 600 {
        play.step(Buttons::RIGHT);
        let body = play.player();
        let middle = Vec2::new(body.x + body.w / 2.0, body.y + body.h / 2.0);
        let now = room_at(&world.settings.rooms, middle).unwrap();
        if rooms.last() != Some(&now) {
            rooms.push(now);
        }
    }
    assert_eq!(rooms, [0, 1], "from Start into East");
    assert_eq!(play.status(), Status::Won, "at frame {}", play.frame());
    assert_eq!(play.coins().0, 1, "East's coin on the way");
}

#[test]
fn a_level_of_the_world_named_alone_loads_alone() {
    let east = PathBuf::from(format!("{}#East", data("world.ldtk").display()));
    let loaded = ledge_formats::load_all(&east, None).unwrap();
    assert_eq!(loaded.levels.len(), 1);
    let level = &loaded.levels[0];
    assert_eq!((level.name.as_str(), level.width, level.height), ("East", 10, 5));
    assert!(level.settings.rooms.is_empty());
    assert!(loaded.notes.iter().any(|n| n.contains("no player object")), "{:?}", loaded.notes);
}

#[test]
fn overlapping_levels_are_refused_naming_both() {
    let path = moved("overlap", &[("East", 144)]);
    let error = ledge_formats::load_all(&path, None).unwrap_err().to_string();
    assert_eq!(
        error,
        format!(
            "{}: level \"East\": levels \"Start\" and \"East\" overlap in the world: \"Start\" covers the pixels \
             (0, 0) to (160, 80) and \"East\" (144, 0) to (304, 80); the levels of a world played whole lie side \
             by side: move one in LDtk's world view, or play one alone (`{}#Start`)",
            path.display(),
            path.display()
        )
    );
    let alone = PathBuf::from(format!("{}#East", path.display()));
    assert!(ledge_formats::load(&alone, None).is_ok(), "a level named alone still loads");
}

#[test]
fn a_level_of_another_grid_or_off_the_grid_is_refused_naming_it() {
    let path = moved("off-grid", &[("Cellar", 8)]);
    let error = ledge_formats::load_all(&path, None).unwrap_err().to_string();
    assert!(
        error.starts_with(&format!("{}: level \"Cellar\": the level lies at (8, 80) pixels", path.display())),
        "{error}"
    );
    let path = edited("grid", |id, level| {
        if id == "East" {
            for layer in level["layerInstances"].as_array_mut().unwrap() {
                let csv: Vec<i64> = (0..20 * 10).map(|i| i64::from(i / 20 == 9)).collect();
                layer["__gridSize"] = 8.into();
                (layer["__cWid"], layer["__cHei"]) = (20.into(), 10.into());
                if layer["__type"] == "IntGrid" {
                    layer["intGridCsv"] = csv.into();
                }
            }
        }
    });
    let error = ledge_formats::load_all(&path, None).unwrap_err().to_string();
    assert!(
        error.starts_with(&format!(
            "{}: level \"East\": the level is on a grid of 8 pixels, but level \"Start\", where the player starts, \
             is on one of 16",
            path.display()
        )),
        "{error}"
    );
}

#[test]
fn a_world_laid_out_in_a_line_keeps_its_levels_apart() {
    let text = std::fs::read_to_string(data("world.ldtk")).unwrap();
    let dir = std::env::temp_dir().join(format!("ledge-formats-world-{}-linear", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("world.ldtk");
    std::fs::write(&path, text.replace("\"worldLayout\": \"Free\"", "\"worldLayout\": \"LinearHorizontal\""))
        .unwrap();
    let loaded = ledge_formats::load_all(&path, None).unwrap();
    let names: Vec<&str> = loaded.levels.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names, ["Start", "Cellar", "Island"], "each level with a player, alone");
    assert_eq!(loaded.left_out.len(), 1, "East, with no player, as before: {:?}", loaded.left_out);
}

#[test]
fn levels_at_the_far_end_of_the_world_join_without_overflowing() {
    // East's right side lies past the largest 64-bit number.
    let far: i64 = i64::MAX - 255;
    let path = moved("far", &[("Start", far), ("East", far + 160)]);
    let loaded = ledge_formats::load_all(&path, None).unwrap();
    let world = &loaded.levels[0];
    assert_eq!((world.width, world.height), (20, 5));
    assert_eq!(world.settings.rooms, [room(0, 0, 10, 5), room(10, 0, 10, 5)]);
}
