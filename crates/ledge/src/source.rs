//! Where an input script comes from. Levels open with
//! [`ledge_formats::open`], which every command shares with the window.

use std::path::Path;

use ledge_game::Script;

use crate::failure::Failure;

/// Loads an input script, naming the file in errors.
pub fn script(path: &Path) -> Result<Script, Failure> {
    Script::load(path).map_err(|e| Failure::invalid(format!("{}:{e}", path.display())))
}
