//! A newcomer's question has one answer: each rule docs/architecture.md
//! names, of the engine or of the game, is a file that exists; every file
//! of the engine and every file of the game's `src/rules/` is named there.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The files the section of docs/architecture.md under `heading` names,
/// as paths from the repository's root.
fn named_files(root: &Path, heading: &str) -> BTreeSet<String> {
    let text = std::fs::read_to_string(root.join("docs/architecture.md")).expect("docs/architecture.md");
    let start = text.find(heading).unwrap_or_else(|| panic!("no section {heading}"));
    let section = &text[start + heading.len()..];
    let section = &section[..section.find("\n## ").unwrap_or(section.len())];
    let cells = section.lines().filter(|line| line.starts_with('|')).flat_map(|line| line.split('|'));
    let paths = cells.filter_map(|cell| cell.trim().strip_prefix('`')?.strip_suffix('`'));
    paths.filter(|path| path.ends_with(".rs")).map(str::to_string).collect()
}

/// The repository's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.rs` file under `dir`, sorted.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("a source entry").path();
        if path.is_dir() {
            files.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

#[test]
fn every_rule_of_the_engine_is_in_the_file_the_architecture_names() {
    let root = root();
    let named = named_files(&root, "## Where is the rule for X (the engine)");
    assert!(named.len() > 30, "the table names {} files", named.len());
    for path in &named {
        assert!(root.join(path).is_file(), "docs/architecture.md names {path}, which is not there");
    }
    for file in sources(&root.join("crates/ledge-engine/src")) {
        let path = file.strip_prefix(&root).expect("under the root").to_string_lossy().replace('\\', "/");
        assert!(named.contains(&path), "{path} is not named in docs/architecture.md");
    }
}

#[test]
fn every_rule_of_the_game_is_in_the_file_the_architecture_names() {
    let root = root();
    let named = named_files(&root, "## Where is the rule for X (the game)");
    for path in &named {
        assert!(root.join(path).is_file(), "docs/architecture.md names {path}, which is not there");
    }
    let rules = std::fs::read_dir(root.join("crates/ledge-game/src/rules")).expect("src/rules");
    for entry in rules {
        let name = entry.expect("a file of src/rules").file_name().to_string_lossy().into_owned();
        let path = format!("crates/ledge-game/src/rules/{name}");
        assert!(named.contains(&path), "{path} is not named in docs/architecture.md");
    }
}
