//! Infinite Tiled maps, in JSON and TMX: their chunks (here at negative
//! cells, in CSV and in zlib-compressed base64) are read into their
//! bounding box, and the objects move with them.

use std::path::{Path, PathBuf};

use ledge_engine::{Tile, Vec2};
use ledge_game::{Spawn, SpawnKind};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

#[test]
fn an_infinite_map_plays_as_the_box_of_its_chunks() {
    for name in ["infinite.tmj", "infinite.tmx"] {
        let level = ledge_formats::load(&data(name), None).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((level.width, level.height), (8, 4), "{name}: chunks from (-4, -2) to (4, 2)");
        let row = |y| (0..8).map(|x| level.grid.tile(x, y)).collect::<Vec<_>>();
        use Tile::{Empty as E, Hazard as H, Solid as S};
        assert_eq!(row(1), [S, S, S, S, H, H, H, H], "{name}: the lava layer's name makes its tiles lava");
        assert_eq!(row(2), [E; 8], "{name}");
        assert_eq!(row(3), [E, E, E, E, S, S, S, S], "{name}");
        assert_eq!(
            level.spawns,
            [
                Spawn { kind: SpawnKind::Player, at: Vec2::new(1.0, 0.0) },
                Spawn { kind: SpawnKind::Coin, at: Vec2::new(6.0, 1.0) },
            ],
            "{name}"
        );
    }
}

#[test]
fn chunks_too_far_apart_to_play_are_refused() {
    let dir = std::env::temp_dir().join(format!("ledge-formats-infinite-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(data("infinite.tmx"))
        .unwrap()
        .replace("x=\"0\" y=\"0\"", "x=\"90000000\" y=\"0\"");
    std::fs::write(dir.join("far.tmx"), text).unwrap();
    let error = ledge_formats::load(&dir.join("far.tmx"), None).unwrap_err().to_string();
    assert!(error.ends_with("the level is 90000008x4 cells; Ledge plays levels of at most 4096 cells a side and 1000000 cells in all"), "{error}");
}
