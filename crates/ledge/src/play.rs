//! `ledge play` (and `ledge` with no command): the desktop game.

use ledge_desktop::DesktopOptions;
use ledge_engine::Preset;

use crate::cli::{self, PlayArgs};
use crate::failure::Failure;
use crate::source;

/// Opens the window on the built-in pack, or on one level when a file is
/// given. Without a display this fails with a clear message (exit code 1).
pub fn run(args: &PlayArgs) -> Result<(), Failure> {
    let mut options = DesktopOptions { physics: cli::preset(&args.physics), ..args.window.options() };
    if let Some(path) = &args.replay {
        let (replay, level) = ledge_formats::open_replay(path, args.file.as_deref(), args.mapping.as_deref())
            .map_err(Failure::invalid)?;
        options.levels = Some(vec![level]);
        options.physics = options.physics.or(Preset::by_name(&replay.physics));
        options.inputs = Some(replay.inputs);
    } else if let Some(file) = &args.file {
        options.open_levels(&[file], args.mapping.as_deref()).map_err(Failure::invalid)?;
    }
    if let Some(path) = &args.inputs {
        options.inputs = Some(source::script(path)?);
    }
    ledge_desktop::run(options).map_err(Failure::other)
}
