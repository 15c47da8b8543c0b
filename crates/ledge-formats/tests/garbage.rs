//! Random bytes, and random edits of the test maps, never make a loader
//! panic: whatever they are, they load as a level (which then plays a
//! second without panicking either) or give an error.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use proptest::prelude::*;
use proptest::sample::{select, Index};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

/// A fresh folder for one case, with `room/` in it for LDtk level files.
fn folder(test: &str) -> PathBuf {
    static CASES: AtomicU64 = AtomicU64::new(0);
    let case = CASES.fetch_add(1, Ordering::Relaxed);
    let dir =
        std::env::temp_dir().join(format!("ledge-formats-garbage-{}-{test}-{case}", std::process::id()));
    std::fs::create_dir_all(dir.join("room")).unwrap();
    dir
}

/// Loads every level of `path`; plays each for a second.
fn load_and_play(path: &Path) {
    if let Ok(levels) = ledge_formats::load_levels(path, None) {
        for level in levels {
            let mut play = ledge_game::Play::new(&level, level.preset(None));
            for frame in 0..60 {
                let buttons =
                    if frame % 20 < 10 { ledge_game::Buttons::RIGHT } else { ledge_game::Buttons::JUMP };
                play.step(buttons);
            }
        }
    }
}

/// The test maps: the file to edit, the file to load, the files beside it.
const MAPS: &[(&str, &str, &[&str])] = &[
    ("room.tmx", "room.tmx", &["room.tsx"]),
    ("room.tsx", "room.tmx", &["room.tmx"]),
    ("room-zlib.tmx", "room-zlib.tmx", &[]),
    ("room-gzip.tmx", "room-gzip.tmx", &[]),
    ("room.tmj", "room.tmj", &["room.tsj"]),
    ("room.tsj", "room.tmj", &["room.tmj"]),
    ("room-old.json", "room-old.json", &[]),
    ("platform.tmj", "platform.tmj", &[]),
    ("mapped.tmj", "mapped.tmj", &["mapped.mapping.toml"]),
    ("mapped.mapping.toml", "mapped.tmj", &["mapped.tmj"]),
    ("room.ldtk", "room.ldtk", &["room/Level_1.ldtkl"]),
    ("room/Level_1.ldtkl", "room.ldtk", &["room.ldtk"]),
];

/// Text that, dropped into a map, makes numbers and fields absurd.
const ABSURD: &[&str] = &[
    "-1",
    "0",
    "4294967295",
    "99999999999",
    "1e308",
    "NaN",
    "\"\"",
    "null",
    "[]",
    "{}",
    "\"../x\"",
    "<",
    "\"",
];

/// One edit: replace, insert or delete a byte, or insert absurd text.
#[derive(Clone, Debug)]
enum Edit {
    Replace(Index, u8),
    Insert(Index, u8),
    Delete(Index),
    Absurd(Index, &'static str),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<Index>(), any::<u8>()).prop_map(|(i, b)| Edit::Replace(i, b)),
        (any::<Index>(), any::<u8>()).prop_map(|(i, b)| Edit::Insert(i, b)),
        any::<Index>().prop_map(Edit::Delete),
        (any::<Index>(), select(ABSURD)).prop_map(|(i, t)| Edit::Absurd(i, t)),
    ]
}

fn apply(bytes: &mut Vec<u8>, edit: &Edit) {
    let at = |i: &Index, len: usize| if len == 0 { 0 } else { i.index(len) };
    match edit {
        Edit::Replace(i, b) if !bytes.is_empty() => {
            let i = at(i, bytes.len());
            bytes[i] = *b;
        }
        Edit::Insert(i, b) => bytes.insert(at(i, bytes.len() + 1), *b),
        Edit::Delete(i) if !bytes.is_empty() => {
            bytes.remove(at(i, bytes.len()));
        }
        Edit::Absurd(i, text) => {
            let i = at(i, bytes.len() + 1);
            bytes.splice(i..i, text.bytes());
        }
        _ => {}
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(
        bytes in proptest::collection::vec(any::<u8>(), 0..512),
        extension in select(&["tmx", "tmj", "json", "ldtk"][..]),
    ) {
        let dir = folder("bytes");
        let path = dir.join(format!("level.{extension}"));
        std::fs::write(&path, &bytes).unwrap();
        load_and_play(&path);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn edited_test_maps_never_panic(
        map in select(MAPS),
        edits in proptest::collection::vec(edit(), 1..12),
    ) {
        let (edited, loaded, beside) = map;
        let dir = folder("edits");
        for name in beside.iter().chain([&edited]) {
            std::fs::copy(data(name), dir.join(name)).unwrap();
        }
        let mut bytes = std::fs::read(data(edited)).unwrap();
        for edit in &edits {
            apply(&mut bytes, edit);
        }
        std::fs::write(dir.join(edited), &bytes).unwrap();
        load_and_play(&dir.join(loaded));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
