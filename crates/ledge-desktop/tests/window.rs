//! End-to-end tests of the window, under a real display (Xvfb in CI):
//! the title screen, scripted play compared with the off-screen renderer,
//! and keys through xdotool (start, pause, quit). Skipped, with a message,
//! when there is no display.
//!
//! The test re-runs its own executable as the game (with `LEDGE_E2E_GAME`
//! set), so each scenario is a fresh process with its own window.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ledge_desktop::{check_display, render_offscreen, run, DesktopOptions};
use ledge_game::pack;
use ledge_render::{palette, PixmapCanvas};

const SIZE: (u32, u32) = (640, 360);

/// The game's options from this test's arguments: `[PACK-LEVEL [--script]] [--exit-after N]
/// [--screenshot PNG] [--config-dir DIR] [--trace-screens]`; `--script` plays the level's winning script.
fn options(args: &[String]) -> DesktopOptions {
    let mut options = DesktopOptions { window_size: SIZE, ..DesktopOptions::default() };
    let mut level: Option<&pack::PackLevel> = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--exit-after" => options.exit_after = args.next().and_then(|n| n.parse().ok()),
            "--screenshot" => options.screenshot = args.next().map(PathBuf::from),
            "--config-dir" => options.config_dir = args.next().map(PathBuf::from),
            "--trace-screens" => options.trace_screens = true,
            "--script" => options.inputs = level.map(pack::PackLevel::script),
            name => {
                level = pack::find(name);
                options.levels = level.map(|l| vec![l.level()]);
            }
        }
    }
    options
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ledge-e2e-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn game(args: &[&str]) -> Command {
    let mut command = Command::new(std::env::current_exe().unwrap());
    command.env("LEDGE_E2E_GAME", "1").args(args);
    command
}

fn load(path: &Path) -> PixmapCanvas {
    let png = tiny_skia::Pixmap::decode_png(&std::fs::read(path).unwrap()).unwrap();
    PixmapCanvas::from_rgba(png.width(), png.height(), png.data().to_vec()).unwrap()
}

/// Plays `args` in the window until `exit_after`, then checks the screenshot
/// against the off-screen renderer's picture of the same frame.
fn screenshot_matches_offscreen(name: &str, args: &[&str]) -> PixmapCanvas {
    let dir = temp_dir(name);
    let shot = dir.join("shot.png");
    let mut all: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    all.extend([
        "--screenshot".into(),
        shot.display().to_string(),
        "--config-dir".into(),
        dir.display().to_string(),
    ]);
    let status = game(&all.iter().map(String::as_str).collect::<Vec<_>>()).status().unwrap();
    assert!(status.success(), "{name}: the game exited with {status}");
    let window = load(&shot);
    assert_eq!((window.width(), window.height()), SIZE, "{name}: window size");
    let offscreen = render_offscreen(&options(&all), SIZE.0, SIZE.1).unwrap();
    let (a, b) = (window.to_rgba(), offscreen.to_rgba());
    let differing = a
        .chunks(4)
        .zip(b.chunks(4))
        .filter(|(p, q)| p.iter().zip(*q).any(|(x, y)| x.abs_diff(*y) > 8))
        .count();
    let total = (SIZE.0 * SIZE.1) as usize;
    assert!(
        differing * 200 < total,
        "{name}: {differing} of {total} pixels differ from the off-screen picture"
    );
    std::fs::remove_dir_all(&dir).unwrap();
    println!("ok: {name} ({differing} of {total} pixels differ)");
    offscreen
}

fn starts_on_the_title_screen() {
    let picture = screenshot_matches_offscreen("title", &["--exit-after", "20"]);
    // The title's letters are white on the veiled level.
    let white = (0..SIZE.0)
        .flat_map(|x| (0..SIZE.1).map(move |y| (x, y)))
        .filter(|&(x, y)| picture.pixel(x, y) == Some(palette::TEXT))
        .count();
    assert!(white > 500, "no title text ({white} white pixels)");
}

fn a_script_moves_the_player_as_off_screen() {
    let start = screenshot_matches_offscreen("play-start", &["first-steps", "--script", "--exit-after", "1"]);
    let later =
        screenshot_matches_offscreen("play-later", &["first-steps", "--script", "--exit-after", "90"]);
    let player = |p: &PixmapCanvas| {
        (0..SIZE.0)
            .flat_map(|x| (0..SIZE.1).map(move |y| (x, y)))
            .find(|&(x, y)| p.pixel(x, y) == Some(palette::PLAYER))
    };
    let (a, b) = (player(&start).expect("a player at the start"), player(&later).expect("a player later"));
    assert!(a != b, "the player did not move: {a:?}");
}

/// Waits for the game to print `screen NAME`.
fn wait_for(lines: &mut impl Iterator<Item = String>, name: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    for line in lines.by_ref() {
        if line == format!("screen {name}") {
            return;
        }
        assert!(Instant::now() < deadline, "no `screen {name}` in time");
    }
    panic!("the game ended before `screen {name}`");
}

fn xdotool(args: &[&str]) {
    let status = Command::new("xdotool").args(args).status().unwrap();
    assert!(status.success(), "xdotool {args:?}: {status}");
}

fn keys_start_pause_and_quit() {
    if Command::new("xdotool").arg("version").output().is_err() {
        println!("skipped: keys (xdotool is not installed)");
        return;
    }
    let dir = temp_dir("keys");
    let mut child = game(&["--trace-screens", "--config-dir", &dir.display().to_string()])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines().map_while(Result::ok);
    wait_for(&mut lines, "title");
    std::thread::sleep(Duration::from_millis(300));
    xdotool(&["search", "--sync", "--name", "^Ledge$", "windowfocus", "--sync"]);
    let key = |k: &str| {
        xdotool(&["key", "--delay", "60", k]);
        std::thread::sleep(Duration::from_millis(150));
    };
    key("Return");
    wait_for(&mut lines, "playing");
    key("Escape");
    wait_for(&mut lines, "paused");
    key("p");
    wait_for(&mut lines, "playing");
    key("Escape");
    wait_for(&mut lines, "paused");
    for k in ["Down", "Down", "Down", "Return"] {
        key(k);
    }
    wait_for(&mut lines, "title");
    key("Escape");
    let status = child.wait().unwrap();
    assert!(status.success(), "the game quit with {status}");
    std::fs::remove_dir_all(&dir).unwrap();
    println!("ok: keys start a level, pause, resume, quit to the title and quit");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if std::env::var_os("LEDGE_E2E_GAME").is_some() {
        if let Err(e) = run(options(&args)) {
            eprintln!("ledge: {e}");
            std::process::exit(1);
        }
        return;
    }
    if let Err(e) = check_display() {
        println!("skipped: window tests ({e})");
        return;
    }
    starts_on_the_title_screen();
    a_script_moves_the_player_as_off_screen();
    keys_start_pause_and_quit();
}
