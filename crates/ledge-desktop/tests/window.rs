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
use ledge_render::{palette, Color, PixmapCanvas};

const SIZE: (u32, u32) = (640, 360);
/// The player's hoodie (`c` in `palette.art`): only the player wears it.
const HOODIE: Color = Color::rgb(0x38, 0xc6, 0xb4);

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
            "--edit" => options.edit = args.next().map(PathBuf::from),
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
    // The menu's words are white, under the name drawn large in gold.
    let count = |color: Color| {
        (0..SIZE.0)
            .flat_map(|x| (0..SIZE.1).map(move |y| (x, y)))
            .filter(|&(x, y)| picture.pixel(x, y) == Some(color))
            .count()
    };
    let white = count(palette::TEXT);
    assert!(white > 300, "no menu text ({white} white pixels)");
    let logo = ledge_render::art().theme(ledge_game::Theme::Meadow).sprite("logo").expect("the title's name");
    let gold = logo.pixel(logo.width() / 4, logo.height() / 3);
    assert!(count(gold) > 200, "no title drawn large ({} pixels of {gold:?})", count(gold));
}

fn a_script_moves_the_player_as_off_screen() {
    let start = screenshot_matches_offscreen("play-start", &["first-steps", "--script", "--exit-after", "1"]);
    let later =
        screenshot_matches_offscreen("play-later", &["first-steps", "--script", "--exit-after", "90"]);
    let player = |p: &PixmapCanvas| {
        (0..SIZE.0)
            .flat_map(|x| (0..SIZE.1).map(move |y| (x, y)))
            .find(|&(x, y)| p.pixel(x, y) == Some(HOODIE))
    };
    let (a, b) = (player(&start).expect("a player at the start"), player(&later).expect("a player later"));
    assert!(a != b, "the player did not move: {a:?}");
}

/// The lines a game prints, as they come.
type Lines = std::sync::mpsc::Receiver<String>;

/// Reads the game's standard output on a thread of its own, so that a
/// game that stops printing fails the test instead of hanging it.
fn lines_of(child: &mut std::process::Child) -> Lines {
    let out = BufReader::new(child.stdout.take().unwrap());
    let (send, lines) = std::sync::mpsc::channel();
    std::thread::spawn(move || out.lines().map_while(Result::ok).try_for_each(|line| send.send(line)));
    lines
}

/// Waits for the game to print `screen NAME`.
fn wait_for(lines: &mut Lines, name: &str) {
    wait_line(lines, &format!("screen {name}"), |line| line == format!("screen {name}"));
}

/// Waits up to 20 s for the game to print a line that `wanted` accepts, and returns it.
fn wait_line(lines: &mut Lines, what: &str, wanted: impl Fn(&str) -> bool) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) if wanted(&line) => return line,
            Ok(_) => {}
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => panic!("no `{what}` in time"),
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => panic!("the game ended before `{what}`"),
        }
    }
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
    let mut lines = lines_of(&mut child);
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
    // Up from Resume wraps to the last item, Quit: to the map, then the title.
    for k in ["Up", "Return"] {
        key(k);
    }
    wait_for(&mut lines, "level-select");
    key("Escape");
    wait_for(&mut lines, "title");
    key("Escape");
    let status = child.wait().unwrap();
    assert!(status.success(), "the game quit with {status}");
    std::fs::remove_dir_all(&dir).unwrap();
    println!("ok: keys start a level, pause, resume, quit to the map, the title and quit");
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
    the_editor_paints_saves_play_tests_and_asks_before_leaving();
    the_editors_rectangle_fill_and_paste_undo_and_save();
}

/// A game that is killed when the test fails, so that it does not outlive it.
struct Killed(std::process::Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
    }
}

/// Waits up to ten seconds for `done`.
fn poll_until(what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !done() {
        assert!(Instant::now() < deadline, "no {what} in time");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The numbers after `word` in a traced line such as `editor grid 310 190 32`.
fn numbers(line: &str, word: &str) -> Vec<f64> {
    line.strip_prefix(word).unwrap_or("").split_whitespace().filter_map(|n| n.parse().ok()).collect()
}

fn the_editor_paints_saves_play_tests_and_asks_before_leaving() {
    if Command::new("xdotool").arg("version").output().is_err() {
        println!("skipped: the editor (xdotool is not installed)");
        return;
    }
    let dir = temp_dir("editor");
    let file = dir.join("mine.txt");
    let mut child = Killed(
        game(&[
            "--edit",
            &file.display().to_string(),
            "--trace-screens",
            "--config-dir",
            &dir.display().to_string(),
        ])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap(),
    );
    let mut lines = lines_of(&mut child.0);
    wait_for(&mut lines, "editor");
    let grid =
        numbers(&wait_line(&mut lines, "editor grid", |l| l.starts_with("editor grid")), "editor grid");
    let cell = |x: u32, y: u32| {
        let px = |origin: f64, i: u32| (origin + grid[2] * (f64::from(i) + 0.5)).round().to_string();
        [px(grid[0], x), px(grid[1], y)]
    };
    std::thread::sleep(Duration::from_millis(300));
    xdotool(&["search", "--sync", "--name", "^Ledge editor$", "windowfocus", "--sync"]);
    let pause = || std::thread::sleep(Duration::from_millis(150));
    let click = |x: u32, y: u32| {
        let [px, py] = cell(x, y);
        xdotool(&["mousemove", &px, &py, "click", "1"]);
        pause();
    };
    // A chord holds its modifier down across frames: pressed and released
    // within one slow frame, Ctrl+S would reach the editor as a plain S.
    let key = |k: &str| {
        match k.split_once('+') {
            Some((modifier, key)) => {
                xdotool(&["keydown", modifier]);
                pause();
                xdotool(&["key", "--delay", "60", key]);
                pause();
                xdotool(&["keyup", modifier]);
            }
            None => xdotool(&["key", "--delay", "60", k]),
        }
        pause();
    };
    let brush = |ch: &str| {
        xdotool(&["type", "--delay", "60", ch]);
        pause();
    };
    // Walls by a drag (the wall is the brush at first), a player, a coin.
    let [x0, y0] = cell(4, 6);
    let [x1, y1] = cell(9, 6);
    xdotool(&["mousemove", &x0, &y0, "mousedown", "1"]);
    pause();
    xdotool(&["mousemove", &x1, &y1]);
    pause();
    xdotool(&["mouseup", "1"]);
    pause();
    brush("@");
    click(6, 5);
    brush("o");
    click(20, 8);
    // A wall too many, undone; the coin undone and redone.
    brush("#");
    click(12, 3);
    key("ctrl+z");
    key("ctrl+z");
    key("ctrl+y");
    let autosave = dir.join("mine.txt.autosave");
    poll_until("an autosave within a few seconds of a change", || autosave.exists());
    key("ctrl+s");
    poll_until("the level saved", || file.exists());
    let level = ledge_game::Level::load(&file).expect("the saved level loads");
    assert!(level.warnings().is_empty(), "{:?}", level.warnings());
    assert_eq!(level.coins(), 1);
    assert!((4..=9).all(|x| level.grid.tile(x, 6) == ledge_engine::Tile::Solid));
    assert_eq!(level.grid.tile(12, 3), ledge_engine::Tile::Empty, "the undone wall");
    let player = level.spawns.iter().find(|s| s.kind == ledge_game::SpawnKind::Player).unwrap();
    assert_eq!((player.at.x.round(), player.at.y.ceil()), (6.0, 5.0), "{:?}", player.at);
    assert!(!autosave.exists(), "saving clears the autosave");
    // Play-test: the player walks right; Escape comes back.
    key("F5");
    wait_for(&mut lines, "editor-play-test");
    let start =
        numbers(&wait_line(&mut lines, "editor player", |l| l.starts_with("editor player")), "editor player");
    xdotool(&["keydown", "Right"]);
    std::thread::sleep(Duration::from_millis(800));
    xdotool(&["keyup", "Right"]);
    let moved = wait_line(&mut lines, "the player to move right", |l| {
        numbers(l, "editor player").first().is_some_and(|&x| x > start[0] + 2.0)
    });
    key("Escape");
    wait_for(&mut lines, "editor");
    // Leaving with a change asks first; D leaves without saving it.
    click(15, 2);
    key("Escape");
    wait_for(&mut lines, "editor-unsaved");
    brush("d");
    let status = child.0.wait().unwrap();
    assert!(status.success(), "the editor quit with {status}");
    assert_eq!(ledge_game::Level::load(&file).unwrap().grid.tile(15, 2), ledge_engine::Tile::Empty);
    std::fs::remove_dir_all(&dir).unwrap();
    println!("ok: the editor paints, undoes, redoes, autosaves, saves, play-tests ({moved}) and asks before leaving");
}

/// Waits up to ten seconds for `file` to hold a level that `holds`
/// accepts (a save reaches the disk a frame or two after its keys).
fn saved(file: &Path, what: &str, holds: impl Fn(&ledge_game::Level) -> bool) -> ledge_game::Level {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if let Ok(level) = ledge_game::Level::load(file) {
            if holds(&level) {
                return level;
            }
        }
        assert!(Instant::now() < deadline, "no save with {what} in time");
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn the_editors_rectangle_fill_and_paste_undo_and_save() {
    use ledge_engine::Tile;
    if Command::new("xdotool").arg("version").output().is_err() {
        println!("skipped: the editor's tools (xdotool is not installed)");
        return;
    }
    let dir = temp_dir("editor-tools");
    let file = dir.join("tools.txt");
    let mut child = Killed(
        game(&[
            "--edit",
            &file.display().to_string(),
            "--trace-screens",
            "--config-dir",
            &dir.display().to_string(),
        ])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap(),
    );
    let mut lines = lines_of(&mut child.0);
    wait_for(&mut lines, "editor");
    let grid =
        numbers(&wait_line(&mut lines, "editor grid", |l| l.starts_with("editor grid")), "editor grid");
    let cell = |x: u32, y: u32| {
        let px = |origin: f64, i: u32| (origin + grid[2] * (f64::from(i) + 0.5)).round().to_string();
        [px(grid[0], x), px(grid[1], y)]
    };
    std::thread::sleep(Duration::from_millis(300));
    xdotool(&["search", "--sync", "--name", "^Ledge editor$", "windowfocus", "--sync"]);
    let pause = || std::thread::sleep(Duration::from_millis(150));
    let to = |x: u32, y: u32| {
        let [px, py] = cell(x, y);
        xdotool(&["mousemove", &px, &py]);
        pause();
    };
    let drag = |from: (u32, u32), until: (u32, u32)| {
        to(from.0, from.1);
        xdotool(&["mousedown", "1"]);
        pause();
        to(until.0, until.1);
        xdotool(&["mouseup", "1"]);
        pause();
    };
    // Ctrl held across frames (see the test above).
    let ctrl = |k: &str| {
        xdotool(&["keydown", "ctrl"]);
        pause();
        xdotool(&["key", "--delay", "60", k]);
        pause();
        xdotool(&["keyup", "ctrl"]);
        pause();
    };
    let typed = |text: &str| {
        xdotool(&["type", "--delay", "60", text]);
        pause();
    };
    let block = |x0: i64, y0: i64| (x0..x0 + 4).flat_map(move |x| (y0..y0 + 3).map(move |y| (x, y)));
    let all =
        |level: &ledge_game::Level, x0, y0, tile| block(x0, y0).all(|(x, y)| level.grid.tile(x, y) == tile);
    // A rectangle of walls, dragged from corner to corner; undone; redone.
    typed("g");
    drag((3, 2), (6, 4));
    ctrl("s");
    saved(&file, "the rectangle", |l| all(l, 3, 2, Tile::Solid));
    ctrl("z");
    ctrl("s");
    saved(&file, "the rectangle undone", |l| all(l, 3, 2, Tile::Empty));
    ctrl("y");
    // Lava fills the block, and only the block; undone; redone.
    typed("f+");
    to(4, 3);
    xdotool(&["click", "1"]);
    pause();
    ctrl("s");
    saved(&file, "the fill", |l| all(l, 3, 2, Tile::Hazard) && l.grid.tile(7, 3) == Tile::Empty);
    ctrl("z");
    ctrl("s");
    saved(&file, "the fill undone", |l| all(l, 3, 2, Tile::Solid));
    ctrl("y");
    // The block selected, copied and pasted at the mouse; undone; redone.
    typed("s");
    drag((3, 2), (6, 4));
    to(12, 1);
    ctrl("c");
    ctrl("v");
    ctrl("s");
    saved(&file, "the paste", |l| all(l, 12, 1, Tile::Hazard) && all(l, 3, 2, Tile::Hazard));
    ctrl("z");
    ctrl("s");
    saved(&file, "the paste undone", |l| all(l, 12, 1, Tile::Empty) && all(l, 3, 2, Tile::Hazard));
    ctrl("y");
    // A coin with the pencil, saved, and the level loads as drawn.
    typed("bo");
    to(20, 8);
    xdotool(&["click", "1"]);
    pause();
    ctrl("s");
    let level = saved(&file, "the coin", |l| l.coins() == 1);
    assert!(all(&level, 3, 2, Tile::Hazard) && all(&level, 12, 1, Tile::Hazard));
    assert!(level.warnings().is_empty(), "{:?}", level.warnings());
    xdotool(&["key", "--delay", "60", "Escape"]);
    let status = child.0.wait().unwrap();
    assert!(status.success(), "the editor quit with {status}");
    std::fs::remove_dir_all(&dir).unwrap();
    println!("ok: the editor's rectangle, fill and paste, each undone and redone, saved and loaded");
}
