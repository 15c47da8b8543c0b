//! What the fuzz targets share: editor levels are read from files (with
//! the tilesets, templates and level files they refer to), so an input is
//! written to a file in a folder of this process, beside the repository's
//! own test tilesets and LDtk level files, and read from there.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The folder of this process's inputs, with the test data's tilesets
/// (`room.tsx`, `room.tsj`) and LDtk level files (`room/Level_1.ldtkl`)
/// copied in once.
fn folder() -> &'static Path {
    static FOLDER: OnceLock<PathBuf> = OnceLock::new();
    FOLDER.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("ledge-fuzz-{}", std::process::id()));
        let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../crates/ledge-formats/tests/data");
        std::fs::create_dir_all(dir.join("room")).expect("a scratch folder");
        for name in ["room.tsx", "room.tsj", "room/Level_1.ldtkl"] {
            std::fs::copy(data.join(name), dir.join(name)).expect("the test data is there");
        }
        dir
    })
}

/// Writes `data` to a file called `name` in this process's folder and
/// calls `read` with its path.
pub fn with_file(name: &str, data: &[u8], read: impl FnOnce(&Path)) {
    let path = folder().join(name);
    std::fs::write(&path, data).expect("a scratch file");
    read(&path);
}
