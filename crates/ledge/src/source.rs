//! Where an input script comes from. Levels open with
//! [`ledge_formats::open`], which every command shares with the window.

use std::path::Path;

use ledge_game::{Script, ScriptError};

use crate::failure::Failure;

/// Loads an input script, naming the file in errors.
pub fn script(path: &Path) -> Result<Script, Failure> {
    Script::load(path).map_err(|e| {
        // A line's error starts with its place (`3:1: ...`), the file's with its message.
        let gap = if matches!(e, ScriptError::File(_)) { " " } else { "" };
        Failure::invalid(format!("{}:{gap}{e}", path.display()))
    })
}
