//! Lists the art every world shares, so that a new sheet in `art/` is
//! drawn without a line of code: every `art/*.art` file but the worlds'
//! own (`theme-*`, `tiles-*`, `backdrop-*`), `palette.art` first, then by
//! name. Writes `$OUT_DIR/shared_art.rs`, included by `src/art/mod.rs`.

use std::path::Path;
use std::{env, fs};

/// The first words of the sheets that belong to one world.
const WORLD_SHEETS: [&str; 3] = ["theme-", "tiles-", "backdrop-"];

fn main() {
    let dir = Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("art");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = fs::read_dir(&dir)
        .expect("the art folder reads")
        .map(|entry| entry.expect("the art folder lists").file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".art") && !WORLD_SHEETS.iter().any(|w| name.starts_with(w)))
        .collect();
    names.sort_by_key(|name| (name != "palette.art", name.clone()));
    let mut out = format!(
        "/// The sheets every world shares; `palette.art` first.\nconst SHARED: [Source; {}] = [\n",
        names.len()
    );
    for name in &names {
        let path = dir.join(name);
        out.push_str(&format!("    ({name:?}, include_str!({:?})),\n", path.display().to_string()));
    }
    out.push_str("];\n");
    let target = Path::new(&env::var("OUT_DIR").expect("cargo sets it")).join("shared_art.rs");
    fs::write(target, out).expect("OUT_DIR is writable");
}
