//! What a designer reads when a level is refused or half read: the LDtk
//! level and a place in pixels and cells, paths as found from where Ledge
//! was run, what a file of the wrong kind is, and mapping entries that
//! match nothing.

use std::path::{Path, PathBuf};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

/// A fresh folder for one test.
fn folder(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ledge-formats-messages-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The error loading `path`, with `dir/` left out.
fn error(dir: &Path, path: &Path) -> String {
    let error = ledge_formats::load(path, None).unwrap_err().to_string();
    error.replace(&format!("{}/", dir.display()), "")
}

#[test]
fn an_ldtk_entitys_problem_names_its_level_and_its_place() {
    let dir = folder("ldtk-entity");
    let project = std::fs::read_to_string(data("room.ldtk")).unwrap();
    let project = project.replacen("\"__value\": 3", "\"__value\": \"fast\"", 1);
    assert!(project.contains("\"fast\""));
    std::fs::write(dir.join("room.ldtk"), project).unwrap();
    std::fs::create_dir_all(dir.join("room")).unwrap();
    std::fs::copy(data("room/Level_1.ldtkl"), dir.join("room/Level_1.ldtkl")).unwrap();
    assert_eq!(
        error(&dir, &dir.join("room.ldtk")),
        "room.ldtk: level \"Level_0\", layer \"Entities\", object \"Enemy\" (top-left at (80, 64) pixels, cell (5, 4)): \
         `speed` is a speed in cells per second, from 0 to 1000, not Text(\"fast\")"
    );
}

#[test]
fn a_tilesets_problem_names_it_as_found_from_here() {
    let dir = folder("tileset-path");
    for sub in ["levels", "tilesets"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    let map = std::fs::read_to_string(data("room.tmj"))
        .unwrap()
        .replace("\"room.tsj\"", "\"../tilesets/room.tsj\"");
    std::fs::write(dir.join("levels/room.tmj"), map).unwrap();
    std::fs::write(dir.join("tilesets/room.tsj"), "{\"name\": \"room\",\n \"tilecount\": }").unwrap();
    assert_eq!(
        error(&dir, &dir.join("levels/room.tmj")),
        "tilesets/room.tsj:2:15: malformed JSON: expected value"
    );
}

#[test]
fn a_file_of_another_kind_says_what_it_is_and_what_to_open() {
    let dir = folder("wrong-kind");
    std::fs::copy(data("room.tsj"), dir.join("tiles.json")).unwrap();
    assert_eq!(
        error(&dir, &dir.join("tiles.json")),
        "tiles.json: this is a Tiled tileset, not a map; open the map that uses it"
    );
    std::fs::copy(data("room.tsx"), dir.join("tiles.tmx")).unwrap();
    assert_eq!(
        error(&dir, &dir.join("tiles.tmx")),
        "tiles.tmx: this is a Tiled tileset, not a map; open the map that uses it"
    );
    std::fs::copy(data("room/Level_1.ldtkl"), dir.join("level.ldtk")).unwrap();
    assert_eq!(
        error(&dir, &dir.join("level.ldtk")),
        "level.ldtk: this is one level of an LDtk project, not an LDtk project; open the project (.ldtk) it belongs to"
    );
    std::fs::write(dir.join("package.json"), "{\n  \"name\": \"my-game\",\n  \"version\": \"1.0.0\"\n}\n")
        .unwrap();
    assert_eq!(
        error(&dir, &dir.join("package.json")),
        "package.json: this is not a Tiled map: it has no `width` field at its top level"
    );
}

#[test]
fn mapping_entries_that_match_nothing_are_noted() {
    let dir = folder("unmatched");
    std::fs::copy(data("room.tmx"), dir.join("room.tmx")).unwrap();
    std::fs::copy(data("room.tsx"), dir.join("room.tsx")).unwrap();
    std::fs::write(
        dir.join("room.mapping.toml"),
        "[objects]\nChets = \"coin\"\nMob = \"monster\"\n[layers]\nGround = \"solid\"\n",
    )
    .unwrap();
    let loaded = ledge_formats::load_all(&dir.join("room.tmx"), None).unwrap();
    let notes: Vec<String> =
        loaded.notes.iter().map(|n| n.replace(&format!("{}/", dir.display()), "")).collect();
    assert_eq!(
        notes,
        ["the mapping file `room.mapping.toml`: [objects] \"Chets\" matches nothing in the level; names are compared \
          by their letters and digits, ignoring case and a plural `s`: check its spelling against the editor's"]
    );
}
