//! # ledge-desktop
//!
//! The desktop game: a macroquad window on a title screen, the built-in
//! level pack (or any levels) played at a fixed step and drawn interpolated
//! at the display's rate, keyboard and gamepad input, synthesized sound,
//! and progress and settings saved in the platform's config directory.
//!
//! `ledge edit` opens the level editor in the same window ([`DesktopOptions::edit`]),
//! and so does the title screen.
//!
//! Levels open by name through [`ledge_formats::open`]
//! ([`DesktopOptions::open_levels`]): Tiled and LDtk files, text plans and
//! the built-in levels alike.
//!
//! The game itself ([`App`]) knows nothing of the window: it draws through
//! `ledge-render`'s [`ledge_render::Canvas`], so [`render_offscreen`] draws
//! the very frame the window would show into a picture.
//!
//! ```no_run
//! use ledge_desktop::{run, DesktopOptions};
//! if let Err(e) = run(DesktopOptions::default()) {
//!     eprintln!("ledge: {e}");
//!     std::process::exit(1);
//! }
//! ```

mod app;
mod audio;
mod console;
mod controls;
mod display;
mod editor;
mod error;
mod frame_times;
mod gamepad;
mod iris;
mod keys;
mod level_map;
mod menu;
mod music;
mod play_view;
mod press;
#[cfg(not(target_arch = "wasm32"))]
mod run;
mod save;
mod screens;
mod settings_menu;
mod sound;
mod synth;
#[cfg(any(target_arch = "wasm32", test))]
pub mod web;
mod window;

use std::path::{Path, PathBuf};

use ledge_engine::Preset;
use ledge_formats::LoadError;
use ledge_game::{Level, Script};

pub use app::{App, AppStart};
pub use controls::{Action, Bindings};
pub use display::check_display;
pub use editor::{EditInput, Key, KeyPress, MouseButton};
pub use error::DesktopError;
pub use music::{track_for_level, wav as music_wav, MusicError, Track};
pub use press::Press;
#[cfg(not(target_arch = "wasm32"))]
pub use run::{render_offscreen, run};
pub use save::{LevelRecord, Preferences, Progress, SaveError, Store};
pub use sound::{sfx_of, wav, Sfx};
pub use window::MAX_FRAME_S;

/// How to run the desktop game.
#[derive(Clone, Debug)]
pub struct DesktopOptions {
    /// Levels to play, starting at once; `None` plays the built-in pack
    /// from the title screen, with saved progress.
    pub levels: Option<Vec<Level>>,
    /// Physics for every level, instead of each level's own.
    pub physics: Option<Preset>,
    /// Play these buttons instead of the player's; the game starts at once
    /// and runs one fixed step per frame, so runs are reproducible.
    pub inputs: Option<Script>,
    /// Save the last frame as a PNG here (with `exit_after`).
    pub screenshot: Option<PathBuf>,
    /// Quit after this many frames; frames are then exactly one fixed step each.
    pub exit_after: Option<u64>,
    /// Where saves go; `None` is the platform's config directory.
    pub config_dir: Option<PathBuf>,
    /// Window size in pixels.
    pub window_size: (u32, u32),
    /// Print `screen NAME` on standard output whenever the screen changes
    /// (and, in the editor, `editor LINE` whenever [`App::editor_trace`]
    /// changes), for tests and tools.
    pub trace_screens: bool,
    /// Open the level editor on this file instead of the game (a new level
    /// when it does not exist); leaving the editor closes the window.
    pub edit: Option<PathBuf>,
    /// When the window closes, write each frame's duration here (milliseconds,
    /// one a line) and print their median and 99th percentile.
    pub frame_times: Option<PathBuf>,
}

impl Default for DesktopOptions {
    fn default() -> DesktopOptions {
        DesktopOptions {
            levels: None,
            physics: None,
            inputs: None,
            screenshot: None,
            exit_after: None,
            config_dir: None,
            window_size: (1280, 720),
            trace_screens: false,
            edit: None,
            frame_times: None,
        }
    }
}

/// The level the title screen's editor opens, and `ledge edit` with no
/// file: `levels/my-level.txt` in `config_dir`, else in the platform's
/// config folder (its folder is made when it is first saved).
#[cfg(not(target_arch = "wasm32"))]
pub fn my_level(config_dir: Option<&Path>) -> Option<PathBuf> {
    let dir = config_dir.map(Path::to_path_buf).or_else(save::platform_dir)?;
    Some(dir.join("levels").join("my-level.txt"))
}

impl DesktopOptions {
    /// Plays the levels `names` name, in order, instead of the built-in
    /// pack: editor's files (with the mapping file at `mapping`, else the
    /// one beside each), text plans or built-in levels' names or numbers,
    /// each opened by [`ledge_formats::open_all`]: an LDtk project or a
    /// Tiled world plays all its levels, in its order, as a pack.
    pub fn open_levels(&mut self, names: &[&str], mapping: Option<&Path>) -> Result<(), LoadError> {
        let mut levels = Vec::new();
        for name in names {
            levels.extend(ledge_formats::open_all(name, mapping)?.levels);
        }
        self.levels = Some(levels);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A test map of `ledge-formats`.
    fn map(name: &str) -> String {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../ledge-formats/tests/data")
            .join(name)
            .display()
            .to_string()
    }

    #[test]
    fn levels_of_any_format_open_by_name_and_play_at_once() {
        let config_dir = Some(std::env::temp_dir().join("ledge-desktop-no-saves"));
        let mut options = DesktopOptions { config_dir, ..DesktopOptions::default() };
        options.open_levels(&[&map("room.tmx"), "hop"], None).unwrap();
        let names: Vec<&str> = options.levels.iter().flatten().map(|l| l.name.as_str()).collect();
        assert_eq!(names, ["The room", "Hop"]);
        let app = options.app((640.0, 360.0));
        assert_eq!((app.screen_name(), app.level()), ("playing", Some(0)));
    }

    #[test]
    fn a_project_plays_its_levels_in_order_as_a_pack() {
        let config_dir = Some(std::env::temp_dir().join("ledge-desktop-no-saves"));
        let mut options = DesktopOptions { config_dir, ..DesktopOptions::default() };
        options.open_levels(&[&map("room.ldtk")], None).unwrap();
        let names: Vec<&str> = options.levels.iter().flatten().map(|l| l.name.as_str()).collect();
        assert_eq!(names, ["Level_0", "Level_1"]);
        let app = options.app((640.0, 360.0));
        assert_eq!((app.screen_name(), app.level()), ("playing", Some(0)));
    }

    #[test]
    fn a_level_that_does_not_open_leaves_the_pack() {
        let mut options = DesktopOptions::default();
        let error = options.open_levels(&["hop", "no-such-level.txt"], None).unwrap_err();
        assert!(error.to_string().starts_with("no-such-level.txt: "), "{error}");
        assert!(options.levels.is_none());
    }
}
