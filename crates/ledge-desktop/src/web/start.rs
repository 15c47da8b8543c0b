//! Starting the game in the page, as its URL asks.

use ledge_engine::{Preset, StableHasher};
use ledge_generate::generate_any;

use super::page;
use super::query::{self, Request};
use super::watch::PageWatch;
use crate::window::{self, LoopOptions};
use crate::{App, AppStart, Store};

/// The canvas's size before the page lays it out, in pixels.
const VIEW_PX: (f32, f32) = (1280.0, 720.0);

/// Starts the game in the page: what the URL asks for (see [`query`]),
/// else the built-in pack from the title screen. Returns at once; the
/// loader then runs the game frame by frame.
pub fn run() {
    let request = query::parse(&page::url_query()).unwrap_or_else(|e| {
        page::report(&format!("ledge: {e}"));
        Request::Pack
    });
    let mut start = AppStart {
        levels: ledge_game::pack::levels(),
        is_pack: true,
        physics: None,
        script: None,
        store: Some(Store::local_storage()),
        play_at_once: false,
        view_px: VIEW_PX,
        edit: None,
        my_level: None,
    };
    let watch = match request {
        Request::Pack => PageWatch::game(),
        Request::Level(level) => {
            start = AppStart { levels: vec![level.level()], is_pack: false, play_at_once: true, ..start };
            PageWatch::game()
        }
        Request::Replay(level) => {
            let replay = level.replay();
            start = AppStart {
                levels: vec![level.level()],
                is_pack: false,
                physics: Preset::by_name(&replay.physics),
                script: Some(replay.inputs.clone()),
                play_at_once: true,
                ..start
            };
            PageWatch::replay(level.slug, replay)
        }
        Request::Generated(options) => {
            let made = generate_any(&options);
            start = AppStart { levels: vec![made.level], is_pack: false, play_at_once: true, ..start };
            PageWatch::game()
        }
        Request::Certificate(options) => {
            let made = generate_any(&options);
            let replay = made.replay(None);
            // The level's bytes, fingerprinted, so that the page shows they
            // are the ones generated natively.
            let text = StableHasher::new().bytes(made.text.as_bytes()).finish();
            let name = format!("generated {} {}, text FNV-1a {text:016x}", options.seed, options.difficulty);
            start = AppStart {
                levels: vec![made.level],
                is_pack: false,
                physics: Preset::by_name(&replay.physics),
                script: Some(made.certificate),
                play_at_once: true,
                ..start
            };
            PageWatch::replay(&name, replay)
        }
    };
    let app = App::new(start);
    let options = LoopOptions {
        lockstep: false,
        exit_after: None,
        screenshot: None,
        trace_screens: false,
        watcher: Some(Box::new(watch)),
        frame_times: None,
    };
    let conf = macroquad::conf::Conf {
        miniquad_conf: macroquad::miniquad::conf::Conf {
            window_title: "Ledge".to_string(),
            ..Default::default()
        },
        ..Default::default()
    };
    macroquad::Window::from_config(conf, async move {
        if let Err(e) = window::main_loop(app, options).await {
            page::report(&format!("ledge: {e}"));
        }
    });
}
