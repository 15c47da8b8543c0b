//! # ledge-desktop
//!
//! The desktop game: a macroquad window on a title screen, the built-in
//! level pack (or any levels) played at a fixed step and drawn interpolated
//! at the display's rate, keyboard and gamepad input, synthesized sound,
//! and progress and settings saved in the platform's config directory.
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
mod controls;
mod display;
mod effects;
mod error;
mod gamepad;
mod keys;
mod menu;
mod play_view;
mod press;
mod save;
mod screens;
mod settings_menu;
mod sound;
mod window;

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use ledge_engine::Preset;
use ledge_formats::LoadError;
use ledge_game::{Buttons, Level, Script};
use ledge_render::PixmapCanvas;

pub use app::{App, AppStart};
pub use controls::{Action, Bindings};
pub use display::check_display;
pub use error::DesktopError;
pub use press::Press;
pub use save::{LevelRecord, Progress, Settings, Store};
pub use sound::{wav, Sfx};
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
    /// Print `screen NAME` on standard output whenever the screen changes (for tests and tools).
    pub trace_screens: bool,
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
        }
    }
}

impl DesktopOptions {
    /// Plays the levels `names` name, in order, instead of the built-in
    /// pack: editor's files (with the mapping file at `mapping`, else the
    /// one beside each), text plans or built-in levels' names or numbers,
    /// each opened by [`ledge_formats::open`].
    pub fn open_levels(&mut self, names: &[&str], mapping: Option<&Path>) -> Result<(), LoadError> {
        let levels = names.iter().map(|name| ledge_formats::open(name, mapping)).collect::<Result<_, _>>()?;
        self.levels = Some(levels);
        Ok(())
    }

    fn app(&self, view_px: (f32, f32)) -> App {
        let store = match &self.config_dir {
            Some(dir) => Some(Store::at(dir)),
            None => Store::platform(),
        };
        App::new(AppStart {
            is_pack: self.levels.is_none(),
            levels: self.levels.clone().unwrap_or_else(ledge_game::pack::levels),
            physics: self.physics,
            script: self.inputs.clone(),
            store,
            play_at_once: self.levels.is_some() || self.inputs.is_some(),
            view_px,
        })
    }
}

/// Opens the window and plays until the player quits (or `exit_after`
/// frames ran). Without a display it returns [`DesktopError::NoDisplay`]
/// before trying to open a window; when the window system fails it returns
/// [`DesktopError::Window`] with its message.
pub fn run(options: DesktopOptions) -> Result<(), DesktopError> {
    check_display()?;
    if options.levels.as_ref().is_some_and(Vec::is_empty) {
        return Err(DesktopError::Window("no levels to play".into()));
    }
    audio::install_panic_hook();
    let (w, h) = options.window_size;
    let app = options.app((w as f32, h as f32));
    let loop_options = window::LoopOptions {
        lockstep: options.exit_after.is_some(),
        exit_after: options.exit_after,
        screenshot: options.screenshot.clone(),
        trace_screens: options.trace_screens,
    };
    let conf = macroquad::conf::Conf {
        miniquad_conf: macroquad::miniquad::conf::Conf {
            window_title: "Ledge".to_string(),
            window_width: w as i32,
            window_height: h as i32,
            window_resizable: true,
            ..Default::default()
        },
        ..Default::default()
    };
    let result = Rc::new(RefCell::new(Ok(())));
    let out = Rc::clone(&result);
    let opened = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        macroquad::Window::from_config(conf, async move {
            *out.borrow_mut() = window::main_loop(app, loop_options).await;
            macroquad::miniquad::window::order_quit();
        });
    }));
    if let Err(panic) = opened {
        let why = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "the window system failed".into());
        return Err(DesktopError::Window(why));
    }
    result.replace(Ok(()))
}

/// Draws, into a `width` by `height` picture, the frame that [`run`] with
/// the same options shows after `options.exit_after` frames (one fixed step
/// each), without opening a window.
pub fn render_offscreen(
    options: &DesktopOptions,
    width: u32,
    height: u32,
) -> Result<PixmapCanvas, DesktopError> {
    let mut canvas = PixmapCanvas::new(width, height)?;
    let mut app = options.app((width as f32, height as f32));
    for _ in 0..options.exit_after.unwrap_or(0) {
        app.step(Buttons::NONE);
    }
    app.draw(&mut canvas, 1.0);
    Ok(canvas)
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
    fn a_level_that_does_not_open_leaves_the_pack() {
        let mut options = DesktopOptions::default();
        let error = options.open_levels(&["hop", "no-such-level.txt"], None).unwrap_err();
        assert!(error.to_string().starts_with("no-such-level.txt: "), "{error}");
        assert!(options.levels.is_none());
    }
}
