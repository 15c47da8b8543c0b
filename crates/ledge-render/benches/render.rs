//! Drawing speed in the game's art: a window's frame (1280x720, two
//! screen pixels an art pixel: the game's view of 40 by 22.5 cells) and a whole-level picture as `ledge render`
//! makes it (32 pixels a cell, with and without its PNG encoding), each of
//! the largest built-in level after a second of play. Run with
//! `cargo bench -p ledge-render --bench render`.

use divan::{black_box, Bencher};
use ledge_game::{pack, Buttons, Level, Play};
use ledge_render::{draw_scene, render_png, Camera, PixmapCanvas, Scene, Show};

fn main() {
    divan::main();
}

/// The built-in level with the most cells.
fn largest() -> Level {
    let level = pack::levels().into_iter().max_by_key(|l| l.width * l.height);
    level.expect("the pack has levels")
}

/// A play and its show a second in, running right.
fn a_second_in(level: &Level) -> (Play, Show) {
    let mut play = Play::new(level, level.preset(None));
    let mut show = Show::new();
    for _ in 0..60 {
        let before = Scene::from_play(&play).figures;
        play.step(Buttons::RIGHT);
        show.step(&play, &before);
    }
    (play, show)
}

#[divan::bench]
fn window_frame_1280x720(bencher: Bencher) {
    let level = largest();
    let (play, show) = a_second_in(&level);
    let mut canvas = PixmapCanvas::new(1280, 720).unwrap();
    let mut camera = Camera::new(1280.0 / 32.0, 720.0 / 32.0);
    bencher.bench_local(|| {
        let scene = Scene { theme: level.settings.theme, show: Some(&show), ..Scene::from_play(&play) };
        camera.center_on(play.player().center(), scene.level_size());
        draw_scene(black_box(&scene), &camera, &mut canvas);
    });
}

#[divan::bench]
fn whole_level_at_32_px_a_cell(bencher: Bencher) {
    let level = largest();
    let (play, show) = a_second_in(&level);
    let (w, h) = (level.width * 32, level.height * 32);
    let mut canvas = PixmapCanvas::new(w, h).unwrap();
    bencher.bench_local(|| {
        let scene = Scene { theme: level.settings.theme, show: Some(&show), ..Scene::from_play(&play) };
        draw_scene(black_box(&scene), &Camera::whole(scene.level_size()), &mut canvas);
    });
}

#[divan::bench]
fn whole_level_png_at_32_px_a_cell(bencher: Bencher) {
    let level = largest();
    let (play, show) = a_second_in(&level);
    bencher.bench_local(|| {
        let scene = Scene { theme: level.settings.theme, show: Some(&show), ..Scene::from_play(&play) };
        black_box(render_png(&scene, 32.0).unwrap());
    });
}
