//! The editor driven as a player drives it, by mouse and keys, without a
//! window: each test draws a frame first, so that the level has its place
//! on the screen.

use std::path::PathBuf;

use ledge_edit::autosave_path;
use ledge_engine::Vec2;
use ledge_render::PixmapCanvas;

use super::*;

fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ledge-editor-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// An editor on `file`, drawn once on a 960 by 540 window.
fn editor(file: &Path) -> EditScreen {
    let mut screen = EditScreen::open(file).unwrap();
    draw(&mut screen);
    screen
}

/// An editor on a new level of its own with a coin painted at (25, 8):
/// enough to play-test.
fn playable(test: &str) -> EditScreen {
    let mut screen = editor(&scratch(test).join("mine.txt"));
    type_chars(&mut screen, "o");
    click(&mut screen, (25, 8));
    screen
}

fn draw(screen: &mut EditScreen) -> PixmapCanvas {
    let mut canvas = PixmapCanvas::new(960, 540).unwrap();
    screen.draw(&mut canvas, 1.0);
    canvas
}

/// The pixel in the middle of cell `(x, y)`.
fn px(screen: &EditScreen, (x, y): (u32, u32)) -> (f32, f32) {
    screen.view.unwrap().to_px(Vec2::new(f64::from(x) + 0.5, f64::from(y) + 0.5))
}

fn frame(screen: &mut EditScreen, input: EditInput) {
    screen.input(&input);
}

/// A click as fast as a script's: down and up within one frame.
fn click(screen: &mut EditScreen, cell: (u32, u32)) {
    let mouse = px(screen, cell);
    let down_and_up = MouseButton { down: false, pressed: true };
    frame(screen, EditInput { mouse, left: down_and_up, ..EditInput::default() });
}

fn keys(screen: &mut EditScreen, keys: &[KeyPress]) {
    let mouse = screen.mouse;
    frame(screen, EditInput { mouse, keys: keys.to_vec(), ..EditInput::default() });
}

fn type_chars(screen: &mut EditScreen, text: &str) {
    let mouse = screen.mouse;
    frame(screen, EditInput { mouse, chars: text.chars().collect(), ..EditInput::default() });
}

#[test]
fn a_left_click_paints_a_wall_first_and_the_brush_typed_after() {
    let dir = scratch("click");
    let mut screen = editor(&dir.join("new.txt"));
    assert_eq!(screen.brush, Brush::Plan('#'));
    click(&mut screen, (5, 3));
    assert_eq!(screen.draft().cell(5, 3), Some('#'));
    type_chars(&mut screen, "o");
    click(&mut screen, (7, 3));
    assert_eq!(screen.draft().cell(7, 3), Some('o'));
    assert!(screen.is_dirty());
}

#[test]
fn a_drag_paints_every_cell_on_its_way_and_undoes_as_one_step() {
    let dir = scratch("drag");
    let mut screen = editor(&dir.join("new.txt"));
    let before = screen.draft().clone();
    let down = MouseButton { down: true, pressed: true };
    let held = MouseButton { down: true, pressed: false };
    let (from, to) = (px(&screen, (3, 2)), px(&screen, (9, 2)));
    frame(&mut screen, EditInput { mouse: from, left: down, ..EditInput::default() });
    frame(&mut screen, EditInput { mouse: to, left: held, ..EditInput::default() });
    frame(&mut screen, EditInput { mouse: to, ..EditInput::default() });
    assert!((3..=9).all(|x| screen.draft().cell(x, 2) == Some('#')), "{}", screen.draft().to_text());
    keys(&mut screen, &[KeyPress::ctrl(Key::Z)]);
    assert_eq!(screen.draft(), &before);
    keys(&mut screen, &[KeyPress::ctrl(Key::Y)]);
    assert_eq!(screen.draft().cell(6, 2), Some('#'));
    keys(&mut screen, &[KeyPress::ctrl(Key::Z), KeyPress { key: Key::Z, ctrl: true, shift: true }]);
    assert_eq!(screen.draft().cell(6, 2), Some('#'), "Ctrl+Shift+Z redoes");
}

#[test]
fn the_right_button_erases() {
    let dir = scratch("erase");
    let mut screen = editor(&dir.join("new.txt"));
    let mouse = px(&screen, (4, 9));
    assert_eq!(screen.draft().cell(4, 9), Some('#'));
    frame(
        &mut screen,
        EditInput { mouse, right: MouseButton { down: true, pressed: true }, ..EditInput::default() },
    );
    frame(&mut screen, EditInput { mouse, ..EditInput::default() });
    assert_eq!(screen.draft().cell(4, 9), Some('.'));
}

#[test]
fn ctrl_s_saves_a_level_the_game_loads() {
    let dir = scratch("save");
    let file = dir.join("mine.txt");
    let mut screen = editor(&file);
    type_chars(&mut screen, "o");
    click(&mut screen, (20, 8));
    keys(&mut screen, &[KeyPress::ctrl(Key::S)]);
    assert!(!screen.is_dirty());
    let level = ledge_game::Level::load(&file).unwrap();
    assert_eq!(level.coins(), 1);
    assert!(level.warnings().is_empty());
}

#[test]
fn a_change_is_autosaved_within_two_seconds_and_offered_back_after_a_crash() {
    let dir = scratch("autosave");
    let file = dir.join("mine.txt");
    let mut screen = editor(&file);
    keys(&mut screen, &[KeyPress::ctrl(Key::S)]);
    click(&mut screen, (12, 4));
    for _ in 0..AUTOSAVE_STEPS {
        screen.step(Buttons::NONE);
    }
    assert!(autosave_path(&file).exists());
    drop(screen);
    let mut again = editor(&file);
    assert_eq!(again.screen_name(), "editor-recover");
    type_chars(&mut again, "y");
    assert_eq!((again.screen_name(), again.draft().cell(12, 4)), ("editor", Some('#')));
}

#[test]
fn leaving_with_changes_asks_first() {
    let dir = scratch("leave");
    let mut screen = editor(&dir.join("mine.txt"));
    click(&mut screen, (12, 4));
    keys(&mut screen, &[KeyPress::plain(Key::Escape)]);
    assert_eq!(screen.screen_name(), "editor-unsaved");
    assert!(!screen.wants_to_leave());
    keys(&mut screen, &[KeyPress::plain(Key::Escape)]);
    assert_eq!(screen.screen_name(), "editor");
    keys(&mut screen, &[KeyPress::plain(Key::Escape)]);
    type_chars(&mut screen, "s");
    assert!(screen.wants_to_leave() && !screen.is_dirty());
}

#[test]
fn a_play_test_moves_the_player_and_comes_back_to_the_level_as_it_was() {
    let mut screen = playable("play");
    let draft = screen.draft().clone();
    keys(&mut screen, &[KeyPress::plain(Key::F5)]);
    assert_eq!(screen.screen_name(), "editor-play-test");
    let start = screen.trace().unwrap();
    for _ in 0..60 {
        screen.step(Buttons::RIGHT);
    }
    draw(&mut screen);
    assert_ne!(screen.trace().unwrap(), start, "the player moved");
    keys(&mut screen, &[KeyPress::plain(Key::Escape)]);
    assert_eq!((screen.screen_name(), screen.draft()), ("editor", &draft));
}

#[test]
fn a_play_test_from_the_mouse_starts_there() {
    let mut screen = playable("play-from");
    screen.mouse = px(&screen, (10, 8));
    keys(&mut screen, &[KeyPress::plain(Key::F6)]);
    assert_eq!(screen.trace().unwrap(), "player 10 8");
    assert_eq!(screen.draft().cell(1, 8), Some('@'), "the level itself keeps its start");
}

#[test]
fn the_edges_tool_toggles_the_edge_nearest_the_click() {
    let dir = scratch("edges");
    let mut screen = editor(&dir.join("mine.txt"));
    type_chars(&mut screen, "e");
    let view = screen.view.unwrap();
    let mouse = view.to_px(Vec2::new(6.05, 4.5));
    let down = MouseButton { down: true, pressed: true };
    frame(&mut screen, EditInput { mouse, left: down, ..EditInput::default() });
    assert_eq!(screen.draft().edges("wall-edges"), [(6, 4)]);
    frame(&mut screen, EditInput { mouse, ..EditInput::default() });
    frame(&mut screen, EditInput { mouse, left: down, ..EditInput::default() });
    assert!(screen.draft().edges("wall-edges").is_empty(), "a second click takes it off");
}

#[test]
fn a_platforms_path_grows_by_shift_click_and_its_line_opens_with_enter() {
    let dir = scratch("path");
    let mut screen = editor(&dir.join("mine.txt"));
    type_chars(&mut screen, ">");
    click(&mut screen, (4, 6));
    click(&mut screen, (5, 6));
    type_chars(&mut screen, "p");
    let shifted = |screen: &EditScreen, cell| EditInput {
        mouse: px(screen, cell),
        left: MouseButton { down: true, pressed: true },
        shift: true,
        ..EditInput::default()
    };
    for cell in [(12, 6), (12, 3)] {
        let input = shifted(&screen, cell);
        frame(&mut screen, input);
    }
    assert_eq!(screen.draft().get("platform 4,6"), Some("path 12,6 12,3"));
    keys(&mut screen, &[KeyPress::plain(Key::Enter)]);
    assert_eq!(screen.screen_name(), "editor-form");
    keys(&mut screen, &[KeyPress::plain(Key::Down)]);
    type_chars(&mut screen, "4");
    keys(&mut screen, &[KeyPress::plain(Key::Enter)]);
    assert_eq!(screen.draft().get("platform 4,6"), Some("path 12,6 12,3; speed 4"));
    keys(&mut screen, &[KeyPress::plain(Key::Backspace)]);
    assert_eq!(screen.draft().get("platform 4,6"), Some("path 12,6; speed 4"));
}

#[test]
fn the_checkers_problems_are_marked_at_their_cells() {
    let dir = scratch("problems");
    let mut screen = editor(&dir.join("mine.txt"));
    screen.editor.edit(|d| d.paint(8, 8, '@'));
    let canvas = draw(&mut screen);
    assert_eq!(screen.checked.problems[0].cells, [(1, 8), (8, 8)]);
    let (x, y) = screen.view.unwrap().to_px(Vec2::new(8.0, 8.0));
    assert_eq!(canvas.pixel(x as u32 + 1, y as u32 + 1), Some(super::draw::PROBLEM));
}

#[test]
fn the_palette_chooses_the_brush() {
    let dir = scratch("palette");
    let mut screen = editor(&dir.join("mine.txt"));
    let layout = screen.layout;
    let row = Brush::palette().iter().position(|b| *b == Brush::Plan('H')).unwrap();
    let mouse = (layout.font * 10.0, layout.top_h + layout.line * (0.5 + row as f32) + 2.0);
    frame(
        &mut screen,
        EditInput { mouse, left: MouseButton { down: true, pressed: true }, ..EditInput::default() },
    );
    assert_eq!(screen.brush, Brush::Plan('H'));
}

#[test]
fn a_tiled_level_saves_as_a_text_plan_beside_it_once_the_designer_agrees() {
    let dir = scratch("tiled");
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../ledge-formats/tests/data");
    for name in ["room.tmx", "room.tsx"] {
        std::fs::copy(data.join(name), dir.join(name)).unwrap();
    }
    let mut screen = editor(&dir.join("room.tmx"));
    click(&mut screen, (2, 1));
    keys(&mut screen, &[KeyPress::ctrl(Key::S)]);
    assert_eq!(screen.screen_name(), "editor-convert");
    type_chars(&mut screen, "n");
    assert!(!dir.join("room.txt").exists());
    keys(&mut screen, &[KeyPress::ctrl(Key::S)]);
    type_chars(&mut screen, "y");
    let level = ledge_game::Level::load(&dir.join("room.txt")).unwrap();
    assert_eq!(level.name, "The room");
    assert_eq!(std::fs::read(dir.join("room.tmx")).unwrap(), std::fs::read(data.join("room.tmx")).unwrap());
    keys(&mut screen, &[KeyPress::ctrl(Key::S)]);
    assert_eq!(screen.screen_name(), "editor", "asked once");
}

#[test]
fn a_click_that_goes_down_and_up_within_one_frame_paints() {
    let dir = scratch("quick-click");
    let mut screen = editor(&dir.join("new.txt"));
    let mouse = px(&screen, (9, 2));
    frame(
        &mut screen,
        EditInput { mouse, left: MouseButton { down: false, pressed: true }, ..EditInput::default() },
    );
    assert_eq!(screen.draft().cell(9, 2), Some('#'));
    assert!(screen.stroke.is_none(), "the stroke ended with the click");
}

/// A left drag from cell `from` to cell `to`, over three frames.
fn drag(screen: &mut EditScreen, from: (u32, u32), to: (u32, u32)) {
    let (a, b) = (px(screen, from), px(screen, to));
    frame(
        screen,
        EditInput { mouse: a, left: MouseButton { down: true, pressed: true }, ..EditInput::default() },
    );
    frame(
        screen,
        EditInput { mouse: b, left: MouseButton { down: true, pressed: false }, ..EditInput::default() },
    );
    frame(screen, EditInput { mouse: b, ..EditInput::default() });
}

/// Keys pressed with the mouse over cell `at`.
fn keys_at(screen: &mut EditScreen, at: (u32, u32), keys: &[KeyPress]) {
    let mouse = px(screen, at);
    frame(screen, EditInput { mouse, keys: keys.to_vec(), ..EditInput::default() });
}

fn cells(screen: &EditScreen, region: Region) -> Vec<char> {
    region.cells().map(|(x, y)| screen.draft().cell(x, y).unwrap_or('?')).collect()
}

#[test]
fn a_rectangle_a_fill_a_paste_and_a_move_each_undo_as_one_step() {
    let dir = scratch("tools");
    let mut screen = editor(&dir.join("new.txt"));
    let block = Region::spanning((3, 2), (6, 4));
    let start = screen.draft().clone();
    // The rectangle: walls from corner to corner.
    type_chars(&mut screen, "g");
    drag(&mut screen, (6, 4), (3, 2));
    assert!(cells(&screen, block).iter().all(|&c| c == '#'), "{}", screen.draft().to_text());
    let walled = screen.draft().clone();
    // The fill: lava floods the block, and only the block.
    type_chars(&mut screen, "f+");
    click(&mut screen, (4, 3));
    assert!(cells(&screen, block).iter().all(|&c| c == '+'));
    assert_eq!(screen.draft().cell(7, 3), Some('.'));
    let flooded = screen.draft().clone();
    // Select, copy, paste at the mouse.
    type_chars(&mut screen, "s");
    drag(&mut screen, (3, 2), (6, 4));
    assert_eq!(screen.selection, Some(block));
    keys_at(&mut screen, (12, 1), &[KeyPress::ctrl(Key::C)]);
    keys_at(&mut screen, (12, 1), &[KeyPress::ctrl(Key::V)]);
    let pasted_at = Region { x: 12, y: 1, ..block };
    assert!(cells(&screen, pasted_at).iter().all(|&c| c == '+'));
    let pasted = screen.draft().clone();
    // A drag inside the selection moves it.
    drag(&mut screen, (13, 2), (20, 2));
    assert!(cells(&screen, Region { x: 19, ..pasted_at }).iter().all(|&c| c == '+'));
    assert!(cells(&screen, pasted_at).iter().all(|&c| c == '.'), "left empty behind");
    assert_eq!(screen.selection, Some(Region { x: 19, ..pasted_at }));
    // Each undoes as one step.
    for expected in [&pasted, &flooded, &walled, &start] {
        keys(&mut screen, &[KeyPress::ctrl(Key::Z)]);
        assert_eq!(screen.draft(), expected);
    }
}

#[test]
fn ctrl_arrows_grow_and_shrink_the_level_on_every_side() {
    let dir = scratch("resize");
    let mut screen = editor(&dir.join("new.txt"));
    let before = screen.draft().clone();
    assert_eq!(before.size(), (30, 10));
    keys(&mut screen, &[KeyPress::ctrl(Key::Left), KeyPress::ctrl(Key::Up)]);
    assert_eq!(screen.draft().size(), (31, 11));
    assert_eq!(screen.draft().cell(2, 9), Some('@'), "the player moved with the level");
    let shrink = |key| KeyPress { key, ctrl: true, shift: true };
    keys(&mut screen, &[shrink(Key::Right), shrink(Key::Down)]);
    assert_eq!(screen.draft().size(), (30, 10));
    assert_eq!(screen.draft().cell(0, 9), Some('.'), "the floor's row went at the bottom");
    for _ in 0..4 {
        keys(&mut screen, &[KeyPress::ctrl(Key::Z)]);
    }
    assert_eq!(screen.draft(), &before);
}

/// Presses F7 and steps the editor until the solver is done, as the
/// window would while drawing on.
fn verify(screen: &mut EditScreen) {
    keys(screen, &[KeyPress::plain(Key::F7)]);
    for _ in 0..2000 {
        screen.step(Buttons::NONE);
        if !screen.verify.is_running() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    screen.step(Buttons::NONE);
}

#[test]
fn a_solvers_win_marks_the_level_verified_and_saves_its_replay_beside_it() {
    let dir = scratch("mark");
    let file = dir.join("mine.txt");
    let mut screen = editor(&file);
    type_chars(&mut screen, "o");
    click(&mut screen, (6, 8));
    assert_eq!(screen.mark, Mark::Unverified);
    verify(&mut screen);
    draw(&mut screen);
    assert!(matches!(screen.mark, Mark::Verified { .. }), "{:?}", screen.mark);
    keys(&mut screen, &[KeyPress::ctrl(Key::S)]);
    assert!(ledge_edit::replay_path(&file).exists());
    let mut again = editor(&file);
    assert!(matches!(again.mark, Mark::Verified { .. }), "{:?}", again.mark);
    // An edit takes the mark away.
    click(&mut again, (10, 3));
    draw(&mut again);
    assert_eq!(again.mark, Mark::Unverified);
}

#[test]
fn ctrl_g_starts_over_from_a_generated_level_already_verified_and_ctrl_z_brings_back_the_old() {
    let dir = scratch("generate");
    let file = dir.join("mine.txt");
    let mut screen = editor(&file);
    type_chars(&mut screen, "o");
    click(&mut screen, (6, 8));
    let mine = screen.draft().clone();
    keys(&mut screen, &[KeyPress::ctrl(Key::G)]);
    draw(&mut screen);
    let first = screen.draft().clone();
    assert!(first.size().1 > mine.size().1, "a generated level climbs floors: {:?}", first.size());
    assert!(matches!(screen.mark, Mark::Verified { .. }), "its certificate verifies it: {:?}", screen.mark);
    keys(&mut screen, &[KeyPress::ctrl(Key::G)]);
    assert_ne!(screen.draft(), &first, "each press gives another seed's level");
    keys(&mut screen, &[KeyPress::ctrl(Key::Z)]);
    assert_eq!(screen.draft(), &first);
    keys(&mut screen, &[KeyPress::ctrl(Key::Z)]);
    assert_eq!(screen.draft(), &mine, "one undo step per generated level");
    keys(&mut screen, &[KeyPress::ctrl(Key::G)]);
    keys(&mut screen, &[KeyPress::ctrl(Key::S)]);
    assert!(ledge_edit::replay_path(&file).exists(), "the certificate is saved beside the level");
    let again = editor(&file);
    assert!(matches!(again.mark, Mark::Verified { .. }), "{:?}", again.mark);
}

/// The pixels of cell `(x, y)` as last drawn.
fn cell_pixels(
    screen: &EditScreen,
    canvas: &PixmapCanvas,
    (x, y): (u32, u32),
) -> Vec<Option<ledge_render::Color>> {
    let s = screen.view.unwrap().cell_px as u32;
    let (px, py) = screen.view.unwrap().to_px(Vec2::new(f64::from(x), f64::from(y)));
    let (px, py) = (px as u32, py as u32);
    (py..py + s).flat_map(|y| (px..px + s).map(move |x| (x, y))).map(|(x, y)| canvas.pixel(x, y)).collect()
}

#[test]
fn the_art_is_tiled_again_around_each_cell_painted() {
    let dir = scratch("autotile");
    let mut screen = editor(&dir.join("new.txt"));
    // Drawn with the mouse away from the level, so that no brush shows.
    let drawn = |screen: &mut EditScreen| {
        screen.mouse = (0.0, 0.0);
        let canvas = draw(screen);
        cell_pixels(screen, &canvas, (10, 3))
    };
    click(&mut screen, (10, 3));
    let lone = drawn(&mut screen);
    // A wall beside it: the first wall's piece joins it.
    click(&mut screen, (11, 3));
    assert!(drawn(&mut screen) != lone, "the same piece beside a wall as alone");
    // Undone, it is a lone block again.
    keys(&mut screen, &[KeyPress::ctrl(Key::Z)]);
    assert!(drawn(&mut screen) == lone, "not the lone block's piece again");
}

/// Steps the editor until F8's measure is done (the solver first, when it
/// runs), as the window would while drawing on.
fn until_measured(screen: &mut EditScreen) {
    for _ in 0..20_000 {
        screen.step(Buttons::NONE);
        if !screen.measure.is_busy() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    draw(screen);
}

/// The status bar's line, drawn, once its message has gone.
fn status_line(screen: &mut EditScreen) -> String {
    draw(screen);
    screen.message = None;
    screen.status().0
}

#[test]
fn f8_solves_a_level_with_no_winning_run_first_then_shows_its_difficulty() {
    let dir = scratch("measure-solve");
    let mut screen = editor(&dir.join("mine.txt"));
    type_chars(&mut screen, "o");
    click(&mut screen, (6, 8));
    keys(&mut screen, &[KeyPress::plain(Key::F8)]);
    assert!(screen.verify.is_running(), "no run to measure from: the solver runs as F7 runs it");
    assert!(
        status_line(&mut screen).starts_with("measuring: a winning run first; verifying"),
        "{:?}",
        status_line(&mut screen)
    );
    until_measured(&mut screen);
    assert!(matches!(screen.mark, Mark::Verified { .. }), "the solver's win marks it: {:?}", screen.mark);
    let line = status_line(&mut screen);
    let (measured, figures, stale) = screen.measure.shown(screen.draft()).unwrap_or_else(|| panic!("{line}"));
    assert!(!stale);
    assert_eq!(figures.rooms.len(), 1, "a level without rooms is one room");
    assert!(figures.steps > 0 && figures.clear_rate > 0.0, "{figures:?}");
    assert_eq!(measured.from, "the solver's win");
    let status = status_line(&mut screen);
    assert!(status.starts_with("difficulty: ") && status.ends_with("from the solver's win"), "{status}");
    // An edit leaves the figures up, marked as of before it.
    click(&mut screen, (12, 2));
    draw(&mut screen);
    assert!(
        status_line(&mut screen).ends_with("(before the last edits: F8 measures again)"),
        "{:?}",
        status_line(&mut screen)
    );
}

#[test]
fn f8_measures_a_pack_level_room_by_room_from_its_replay_without_solving() {
    let dir = scratch("measure-pack");
    let levels = Path::new(env!("CARGO_MANIFEST_DIR")).join("../ledge-game/levels");
    for ext in ["txt", "replay"] {
        let name = format!("25-crumbling-bridge.{ext}");
        std::fs::copy(levels.join(&name), dir.join(&name)).unwrap();
    }
    let mut screen = editor(&dir.join("25-crumbling-bridge.txt"));
    keys(&mut screen, &[KeyPress::plain(Key::F8)]);
    assert!(matches!(screen.verify, Verify::Idle), "its replay wins it: no solver");
    until_measured(&mut screen);
    let (measured, figures, _) = screen.measure.shown(screen.draft()).expect("figures");
    assert_eq!(measured.rooms.len(), 2, "its rooms, to outline and number");
    let rooms: Vec<usize> = figures.rooms.iter().map(|r| r.room).collect();
    assert_eq!(rooms, vec![0, 1], "each room's figures, in the order the run enters them");
    let steps: u32 = figures.rooms.iter().map(|r| r.steps).sum();
    assert_eq!(steps, figures.steps);
    let lines = super::measure::panel_lines(measured, figures, false);
    assert!(lines.iter().any(|l| l.starts_with("room 1")), "{lines:?}");
    assert_eq!(lines.last().unwrap(), "from the replay beside the file");
}

#[test]
fn f8_on_a_level_no_run_can_win_says_why_instead_of_figures() {
    let dir = scratch("measure-sealed");
    let file = dir.join("sealed.txt");
    let mut draft = Draft::new("sealed", 9, 4);
    for (x, y) in [(5, 0), (5, 1), (5, 2), (5, 3), (6, 1), (7, 1)] {
        draft.paint(x, y, '#');
    }
    draft.paint(7, 2, 'o');
    // `eloquent` physics: the analysis proves the coin out of reach.
    std::fs::write(&file, draft.to_text().replace("physics: ledge", "physics: eloquent")).unwrap();
    let mut screen = editor(&file);
    keys(&mut screen, &[KeyPress::plain(Key::F8)]);
    until_measured(&mut screen);
    assert!(screen.measure.shown(screen.draft()).is_none());
    let status = status_line(&mut screen);
    assert!(
        status.starts_with(
            "cannot measure: the solver found no win: unsolvable: the coin at 7,2 is out of reach by any run"
        ),
        "{status}"
    );
}

#[test]
fn the_solvers_verdict_is_not_called_out_of_date_by_the_mark_its_own_win_set() {
    let dir = scratch("verdict-after-mark");
    let mut screen = editor(&dir.join("mine.txt"));
    type_chars(&mut screen, "o");
    click(&mut screen, (6, 8));
    verify(&mut screen);
    let line = status_line(&mut screen);
    assert!(matches!(screen.mark, Mark::Verified { .. }), "{:?}", screen.mark);
    assert!(line.starts_with("solved") && !line.contains("before the last edits"), "{line}");
}
