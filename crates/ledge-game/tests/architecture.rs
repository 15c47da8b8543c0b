//! A newcomer's question has one answer: each of the game's rules named
//! in docs/architecture.md is a file that exists, and every file of
//! `src/rules/` is named there.

use std::collections::BTreeSet;
use std::path::Path;

const SECTION: &str = "## Where is the rule for X (the game)";

/// The files the game's section of docs/architecture.md names, as paths
/// from the repository's root.
fn named_files(root: &Path) -> BTreeSet<String> {
    let text = std::fs::read_to_string(root.join("docs/architecture.md")).expect("docs/architecture.md");
    let start = text.find(SECTION).expect("the game's section");
    let section = &text[start + SECTION.len()..];
    let section = &section[..section.find("\n## ").unwrap_or(section.len())];
    let cells = section.lines().filter(|line| line.starts_with('|')).flat_map(|line| line.split('|'));
    let paths = cells.filter_map(|cell| cell.trim().strip_prefix('`')?.strip_suffix('`'));
    paths.filter(|path| path.starts_with("crates/")).map(str::to_string).collect()
}

#[test]
fn every_rule_of_the_game_is_in_the_file_the_architecture_names() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let named = named_files(&root);
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
