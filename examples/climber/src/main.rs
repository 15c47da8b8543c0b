//! The climber in a macroquad window: the keyboard becomes a [`Pad`], the
//! game steps at a fixed 60 Hz whatever the frame rate, and the level is
//! drawn with plain shapes, the climber squashed as it lands and stretched
//! as it dashes.
//!
//! Arrows or WASD move; Z, Space or Up jump (off walls too); X or Shift
//! dashes toward the held direction; R restarts; Esc quits.
//! `climber --exit-after N` quits by itself after N frames (for tests).

use climber::{Game, Goal, Map, Pad, Pose, FEEL, MAP, STEP};
use ledge_engine::{FixedStep, Tile};
use macroquad::prelude::*;

fn conf() -> Conf {
    Conf {
        window_title: "Climber: a game on ledge-engine".to_string(),
        window_width: 30 * 28,
        window_height: 13 * 28 + 40,
        ..Conf::default()
    }
}

fn pad() -> Pad {
    let down = |keys: &[KeyCode]| keys.iter().any(|&k| is_key_down(k));
    Pad {
        left: down(&[KeyCode::Left, KeyCode::A]),
        right: down(&[KeyCode::Right, KeyCode::D]),
        up: down(&[KeyCode::Up, KeyCode::W]),
        down: down(&[KeyCode::Down, KeyCode::S]),
        jump: down(&[KeyCode::Z, KeyCode::Space, KeyCode::Up]),
        dash: down(&[KeyCode::X, KeyCode::LeftShift, KeyCode::RightShift]),
    }
}

fn draw(game: &Game) {
    let grid = &game.map().grid;
    let scale = (screen_width() / grid.width() as f32).min(screen_height() / grid.height() as f32);
    let (ox, oy) = (
        (screen_width() - scale * grid.width() as f32) * 0.5,
        (screen_height() - scale * grid.height() as f32) * 0.5,
    );
    let at = |x: f64, y: f64| (ox + x as f32 * scale, oy + y as f32 * scale);
    clear_background(Color::from_rgba(24, 26, 44, 255));
    for y in 0..grid.height() as i64 {
        for x in 0..grid.width() as i64 {
            let (px, py) = at(x as f64, y as f64);
            match grid.tile(x, y) {
                Tile::Solid => {
                    draw_rectangle(px, py, scale, scale, Color::from_rgba(74, 84, 120, 255));
                    draw_rectangle(px, py, scale, scale * 0.15, Color::from_rgba(110, 124, 170, 255));
                }
                Tile::OneWay => {
                    draw_rectangle(px, py, scale, scale * 0.2, Color::from_rgba(170, 130, 80, 255))
                }
                Tile::Hazard => {
                    let c = Color::from_rgba(230, 80, 90, 255);
                    for k in 0..2 {
                        let x0 = px + scale * 0.5 * k as f32;
                        draw_triangle(
                            vec2(x0, py + scale),
                            vec2(x0 + scale * 0.25, py + scale * 0.35),
                            vec2(x0 + scale * 0.5, py + scale),
                            c,
                        );
                    }
                }
                _ => {}
            }
        }
    }
    let (gx, gy) = at(game.map().goal.0 as f64, game.map().goal.1 as f64);
    draw_rectangle(gx + scale * 0.2, gy, scale * 0.08, scale, WHITE);
    draw_triangle(
        vec2(gx + scale * 0.28, gy),
        vec2(gx + scale * 0.9, gy + scale * 0.2),
        vec2(gx + scale * 0.28, gy + scale * 0.4),
        GOLD,
    );
    // The climber, stretched along its motion.
    let rect = game.player();
    let v = game.velocity();
    let stretch = (v.y.abs() / 40.0).min(0.25) as f32 - (v.x.abs() / 80.0).min(0.2) as f32;
    let (w, h) = (rect.w as f32 * scale * (1.0 - stretch * 0.5), rect.h as f32 * scale * (1.0 + stretch));
    let (px, py) = at(rect.x + rect.w * 0.5, rect.bottom());
    let body = match game.controller().pose() {
        Pose::Dash => Color::from_rgba(120, 220, 255, 255),
        Pose::WallSlide => Color::from_rgba(255, 190, 120, 255),
        _ => Color::from_rgba(250, 240, 220, 255),
    };
    draw_rectangle(px - w * 0.5, py - h, w, h, body);
    let eye = px + game.controller().facing() as f32 * w * 0.22;
    draw_rectangle(eye - scale * 0.06, py - h * 0.8, scale * 0.12, scale * 0.18, BLACK);
    let text = match game.goal() {
        Goal::Ahead => format!("jump off walls, dash with X    falls {}", game.deaths()),
        Goal::Reached(frame) => format!("made it in {:.2} s! R to climb again", frame as f64 * STEP),
    };
    draw_text(&text, 12.0, 22.0, 24.0, WHITE);
}

/// The climber makes no sound, but built in the workspace beside Ledge's
/// game its macroquad has the `audio` feature (cargo unifies features), and
/// without a sound device macroquad's audio thread panics as it opens the
/// device. That panic becomes one line; every other goes to the usual hook.
fn quiet_missing_sound_device() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if info.location().is_some_and(|at| at.file().contains("quad-snd")) {
            eprintln!("climber: no sound device; playing without sound");
        } else {
            previous(info);
        }
    }));
}

/// The frames to play before quitting, from `--exit-after N`; `None` plays
/// until Esc. A bad argument ends the program with its message.
fn exit_after() -> Option<u64> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [] => None,
        [flag, n] if flag == "--exit-after" => match n.parse() {
            Ok(n) => Some(n),
            Err(_) => usage(&format!("--exit-after takes a number of frames, not `{n}`")),
        },
        _ => usage("unknown arguments"),
    }
}

/// Says how to run the climber and exits with code 2.
fn usage(problem: &str) -> ! {
    eprintln!("climber: {problem}; usage: climber [--exit-after N]");
    std::process::exit(2);
}

fn main() {
    let frames = exit_after();
    quiet_missing_sound_device();
    macroquad::Window::from_config(conf(), play(frames));
}

/// The game loop: `frames` frames, or until Esc.
async fn play(frames: Option<u64>) {
    let level = match Map::parse(MAP) {
        Ok(level) => level,
        Err(error) => {
            eprintln!("climber: the level does not read: {error}");
            std::process::exit(2);
        }
    };
    let mut game = Game::new(level.clone(), FEEL);
    let mut clock = FixedStep::new(STEP, 0.25);
    let mut frame = 0;
    loop {
        if is_key_pressed(KeyCode::Escape) || frames.is_some_and(|n| frame >= n) {
            break;
        }
        frame += 1;
        if is_key_pressed(KeyCode::R) {
            game = Game::new(level.clone(), FEEL);
        }
        let pad = pad();
        for _ in 0..clock.advance(get_frame_time() as f64) {
            game.step(pad);
        }
        draw(&game);
        next_frame().await;
    }
}
