//! Where a level comes from: a file, or the built-in pack.

use std::path::Path;

use ledge_game::{pack, Level, LevelError, Script};

use crate::failure::Failure;

/// Loads `name`: a level file when one exists at that path, else the
/// built-in level with that name or number.
pub fn level(name: &str) -> Result<Level, LevelError> {
    let path = Path::new(name);
    if !path.exists() {
        if let Some(built_in) = pack::find(name) {
            return Ok(built_in.level());
        }
    }
    Level::load(path)
}

/// Loads an input script, naming the file in errors.
pub fn script(path: &Path) -> Result<Script, Failure> {
    Script::load(path).map_err(|e| Failure::invalid(format!("{}:{e}", path.display())))
}
