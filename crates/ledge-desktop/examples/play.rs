//! Plays Ledge in a window: the built-in pack, or the level files given.
//!
//! ```text
//! cargo run -p ledge-desktop --example play -- [LEVEL.txt...] [--inputs SCRIPT]
//!     [--screenshot OUT.png --exit-after N] [--config-dir DIR] [--trace-screens]
//! ```

use std::path::PathBuf;

use ledge_desktop::{run, DesktopOptions};
use ledge_game::{Level, Script};

fn options() -> Result<DesktopOptions, String> {
    let mut options = DesktopOptions::default();
    let mut levels = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--inputs" => options.inputs = Some(Script::load(value()?.as_ref()).map_err(|e| e.to_string())?),
            "--screenshot" => options.screenshot = Some(PathBuf::from(value()?)),
            "--exit-after" => {
                options.exit_after = Some(value()?.parse().map_err(|e| format!("--exit-after: {e}"))?)
            }
            "--config-dir" => options.config_dir = Some(PathBuf::from(value()?)),
            "--trace-screens" => options.trace_screens = true,
            file => levels.push(Level::load(file.as_ref()).map_err(|e| e.to_string())?),
        }
    }
    if !levels.is_empty() {
        options.levels = Some(levels);
    }
    Ok(options)
}

fn main() {
    let options = match options() {
        Ok(options) => options,
        Err(e) => {
            eprintln!("play: {e}");
            std::process::exit(2);
        }
    };
    if let Err(e) = run(options) {
        eprintln!("play: {e}");
        std::process::exit(1);
    }
}
