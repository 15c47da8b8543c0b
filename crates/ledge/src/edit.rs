//! `ledge edit`: the level editor in the game's window.

use ledge_desktop::DesktopOptions;

use crate::cli::EditArgs;
use crate::failure::Failure;

/// Opens the editor on the file (or on `my-level.txt` in the config
/// folder's `levels`). A file that cannot be edited (not a level, not
/// readable) fails with its message (exit code 2); without a display this
/// fails with a clear message (exit code 1).
pub fn run(args: &EditArgs) -> Result<(), Failure> {
    let file = match &args.file {
        Some(file) => file.clone(),
        None => ledge_desktop::my_level(args.window.config_dir.as_deref())
            .ok_or_else(|| Failure::other("no config folder on this system: give a FILE to edit"))?,
    };
    // A file that cannot be edited is refused before any window opens.
    ledge_edit::Editor::open(&file).map_err(Failure::invalid)?;
    let options = DesktopOptions { edit: Some(file), ..args.window.options() };
    ledge_desktop::run(options).map_err(Failure::other)
}
