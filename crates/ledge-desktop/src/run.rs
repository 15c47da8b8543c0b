//! Running the desktop game: in a window, or frame by frame into a picture.

use std::cell::RefCell;
use std::rc::Rc;

use ledge_game::Buttons;
use ledge_render::PixmapCanvas;

use crate::app::{App, AppStart};
use crate::{audio, check_display, window, DesktopError, DesktopOptions, Store};

impl DesktopOptions {
    /// The game these options start, drawn on `view_px` pixels.
    pub(crate) fn app(&self, view_px: (f32, f32)) -> App {
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
            edit: self.edit.clone(),
            my_level: crate::my_level(self.config_dir.as_deref()),
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
        watcher: None,
        frame_times: options.frame_times.clone(),
    };
    let conf = macroquad::conf::Conf {
        miniquad_conf: macroquad::miniquad::conf::Conf {
            window_title: if options.edit.is_some() { "Ledge editor" } else { "Ledge" }.to_string(),
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
