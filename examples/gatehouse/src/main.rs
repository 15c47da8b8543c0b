//! The gatehouse in a macroquad window: the keyboard becomes the engine's
//! `Input`, the game steps at a fixed 60 Hz whatever the frame rate, and
//! everything is drawn with plain shapes.
//!
//! Arrows or WASD move; Z, Space or Up jump; X dashes; R starts over; Esc
//! quits. `gatehouse --exit-after N` quits by itself after N frames (for
//! tests).

use gatehouse::{Game, Happened, Level, MAP};
use ledge_engine::{FixedStep, Input, Rect, Tile};
use macroquad::prelude::*;

/// Steps a second.
const STEP: f64 = 1.0 / 60.0;

fn conf() -> Conf {
    Conf {
        window_title: "Gatehouse: a game on ledge-engine".to_string(),
        window_width: 30 * 28,
        window_height: 9 * 28 + 40,
        ..Conf::default()
    }
}

fn input() -> Input {
    let down = |keys: &[KeyCode]| keys.iter().any(|&k| is_key_down(k));
    Input {
        left: down(&[KeyCode::Left, KeyCode::A]),
        right: down(&[KeyCode::Right, KeyCode::D]),
        up: down(&[KeyCode::W]),
        down: down(&[KeyCode::Down, KeyCode::S]),
        jump: down(&[KeyCode::Z, KeyCode::Space, KeyCode::Up]),
        dash: down(&[KeyCode::X, KeyCode::LeftShift, KeyCode::RightShift]),
    }
}

fn draw(game: &Game, flash: f32) {
    let grid = &game.level().grid;
    let scale = (screen_width() / grid.width() as f32).min((screen_height() - 40.0) / grid.height() as f32);
    let (ox, oy) = ((screen_width() - scale * grid.width() as f32) * 0.5, 40.0);
    let at = |x: f64, y: f64| (ox + x as f32 * scale, oy + y as f32 * scale);
    let fill = |r: Rect, color: Color| {
        let (x, y) = at(r.x, r.y);
        draw_rectangle(x, y, r.w as f32 * scale, r.h as f32 * scale, color);
    };
    clear_background(Color::from_rgba(30, 24, 34, 255));
    // The gate first, cut at the level's top: the rock over it hides
    // what rises into the ceiling.
    let gate = game.gate();
    fill(
        Rect { y: gate.y.max(0.0), h: gate.bottom() - gate.y.max(0.0), ..gate },
        Color::from_rgba(120, 96, 70, 255),
    );
    for k in 1..gate.h as i64 + 1 {
        let seam = Rect::new(gate.x, gate.y + k as f64 - 0.1, gate.w, 0.1);
        if seam.y >= 0.0 {
            fill(seam, Color::from_rgba(80, 60, 44, 255));
        }
    }
    for y in 0..grid.height() as i64 {
        for x in 0..grid.width() as i64 {
            let cell = Rect::new(x as f64, y as f64, 1.0, 1.0);
            match grid.tile(x, y) {
                Tile::Solid => {
                    fill(cell, Color::from_rgba(92, 80, 100, 255));
                    fill(Rect { h: 0.15, ..cell }, Color::from_rgba(130, 116, 140, 255));
                }
                Tile::Hazard => {
                    let (px, py) = at(cell.x, cell.y);
                    for k in 0..2 {
                        let x0 = px + scale * 0.5 * k as f32;
                        let tip = vec2(x0 + scale * 0.25, py + scale * 0.35);
                        draw_triangle(vec2(x0, py + scale), tip, vec2(x0 + scale * 0.5, py + scale), RED);
                    }
                }
                _ => {}
            }
        }
    }
    let plate = game.level().plate;
    let pressed = if game.plate_held() { 0.6 } else { 0.0 };
    fill(Rect { y: plate.y + plate.h * pressed, h: plate.h * (1.0 - pressed), ..plate }, ORANGE);
    fill(game.level().door, Color::from_rgba(60, 160, 110, 255));
    for gem in game.gems() {
        let (x, y) = at(gem.x + gem.w * 0.5, gem.y + gem.h * 0.5);
        draw_poly(x, y, 4, gem.w as f32 * scale * 0.6, 0.0, SKYBLUE);
    }
    let player = game.player();
    fill(player, Color::from_rgba(250, 240, 220, 255));
    let eye = if game.controller().facing() == ledge_engine::Side::Left { 0.15 } else { 0.65 };
    fill(Rect::new(player.x + player.w * eye, player.y + 0.25, 0.12, 0.2), BLACK);
    if flash > 0.0 {
        draw_rectangle(0.0, 0.0, screen_width(), screen_height(), Color::new(1.0, 0.2, 0.2, flash * 0.4));
    }
    let (taken, gems) = game.gems_taken();
    let text = match game.won() {
        None => format!("stand on the plate, then run    gems {taken}/{gems}    lost {}", game.losses()),
        Some(frame) => {
            format!("through in {:.2} s with {taken}/{gems} gems! R to play again", frame as f64 * STEP)
        }
    };
    draw_text(&text, 12.0, 26.0, 24.0, WHITE);
}

fn main() {
    // `--exit-after N` quits after N frames (for tests).
    let args: Vec<String> = std::env::args().skip(1).collect();
    let frames = match args.as_slice() {
        [] => None,
        [flag, n] if flag == "--exit-after" && n.parse::<u64>().is_ok() => n.parse().ok(),
        _ => {
            eprintln!("gatehouse: usage: gatehouse [--exit-after N]");
            std::process::exit(2);
        }
    };
    // Built in the workspace, macroquad has sound (cargo unifies features),
    // and with no sound device its audio thread panics opening one: that
    // panic becomes one line, every other goes to the usual hook.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| match info.location() {
        Some(at) if at.file().contains("quad-snd") => {
            eprintln!("gatehouse: no sound device; playing without sound")
        }
        _ => hook(info),
    }));
    macroquad::Window::from_config(conf(), play(frames));
}

/// The game loop: `frames` frames, or until Esc; R starts over.
async fn play(frames: Option<u64>) {
    let level = Level::parse(MAP).unwrap_or_else(|error| {
        eprintln!("gatehouse: the level does not read: {error}");
        std::process::exit(2);
    });
    let mut game = Game::new(level.clone());
    let mut clock = FixedStep::new(STEP, 0.25);
    let mut flash = 0.0f32;
    for frame in 0.. {
        if is_key_pressed(KeyCode::Escape) || frames.is_some_and(|n| frame >= n) {
            break;
        }
        if is_key_pressed(KeyCode::R) {
            game = Game::new(level.clone());
        }
        let buttons = input();
        for _ in 0..clock.advance(get_frame_time() as f64) {
            let lost = game.step(buttons).iter().any(|h| matches!(h, Happened::Lost(_)));
            flash = if lost { 1.0 } else { flash };
        }
        flash = (flash - get_frame_time() * 3.0).max(0.0);
        draw(&game, flash);
        next_frame().await;
    }
}
