//! The level editor in the game's window: a palette of the legend and the
//! tools on the left, the level in the middle (panned with the middle
//! button or the arrows, zoomed with the wheel), the brush under the
//! mouse. A left click paints the brush (the wall `#` at first), a right
//! click erases; the edges tool toggles seed 003's walls and ceilings on
//! cells' edges; the objects tool picks a monster or platform, whose path
//! grows by Shift+click and whose line opens with Enter; Tab opens the
//! header. The tools ([`tools`]): the pencil (B), the rectangle (G), the
//! fill (F) and the selection (S: drag to select, drag it to move it,
//! Ctrl+C and Ctrl+V to copy and paste, Delete to empty); Ctrl+arrow grows
//! the level on that side and Ctrl+Shift+arrow shrinks it. Ctrl+S saves
//! (keeping a backup), Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes; an
//! autosave follows every change within two seconds. F5 play-tests from
//! the start, F6 from the cell under the mouse, and Escape comes back; F7
//! runs the solver on a thread, and a win marks the level verified, its
//! replay saved beside it; F8 measures the level's difficulty room by room
//! from a winning run (solving first when it has none). The checker's
//! problems show at their cells.
//!
//! The editing itself (the draft, undo, saving) is `ledge-edit`'s: this
//! module maps the window's input onto it ([`EditInput`]) and draws it.

mod draw;
mod form;
mod input;
mod measure;
mod plan;
mod tool;
mod tools;
mod verify;
mod view;

use std::path::Path;

use ledge_edit::{Brush, Checked, Clip, Draft, Edge, Editor, Mark, Object, Region};
use ledge_game::{Buttons, Level, Session, SessionEvent, LEGEND};
use ledge_generate::{generate_any, Difficulty, Options, Shape};

use crate::play_view::PlayView;
use crate::sound::Sfx;
use form::{Form, FormEnd};
pub use input::{EditInput, Key, KeyPress, MouseButton};
use measure::{Measure, WinningRun};
use plan::Plan;
use tool::{Drag, Tool};
use verify::Verify;
use view::{Layout, View};

/// Steps (60 a second) from a change to its autosave.
pub const AUTOSAVE_STEPS: u32 = 120;
/// Steps a message stays in the status bar.
const MESSAGE_STEPS: u32 = 300;
/// Cells the arrow keys pan by.
const PAN_CELLS: f64 = 3.0;

/// A question the editor waits on.
#[derive(Clone, Debug, PartialEq)]
enum Question {
    /// An autosave newer than the file: take it back (Y) or keep the file (N)?
    Recover(Draft),
    /// Leaving with changes: save (S), discard (D) or stay (Escape)?
    Unsaved,
    /// A Tiled or LDtk level saves as a text plan beside it: go on (Y)?
    Convert(Vec<String>),
}

/// A drag of the mouse that paints.
#[derive(Clone, Copy, Debug)]
struct Stroke {
    /// What it paints (`.` for the right button's erasing).
    brush: Brush,
    /// True for the left button, false for the right.
    left: bool,
    /// The last cell painted.
    last: Option<(u32, u32)>,
}

/// What the editor is doing.
enum Mode {
    /// Painting.
    Edit,
    /// A form is open.
    Form(Form),
    /// Waiting on an answer.
    Ask(Question),
    /// Playing the level as it stands.
    PlayTest(Box<PlayView>),
}

/// The level editor.
pub struct EditScreen {
    editor: Editor,
    /// The file's name as shown and as problems name it.
    file: String,
    brush: Brush,
    /// How a left click or drag paints the brush.
    tool: Tool,
    /// The rectangle, selection or move being dragged.
    dragging: Option<Drag>,
    /// The region selected, for copying, moving and emptying.
    selection: Option<Region>,
    /// What Ctrl+C copied.
    clipboard: Option<Clip>,
    /// The draft's verified mark, as of the draft shown.
    mark: Mark,
    mode: Mode,
    layout: Layout,
    /// Fitted at the first frame drawn.
    view: Option<View>,
    mouse: (f32, f32),
    /// The stroke under way: a drag that paints (or erases), one step of undo.
    stroke: Option<Stroke>,
    /// The middle button's last position while it drags the view.
    drag: Option<(f32, f32)>,
    selected: Option<Object>,
    /// The draft last checked and drawn, and what came of it.
    shown: Draft,
    plan: Plan,
    checked: Checked,
    verify: Verify,
    /// The difficulty measured by F8.
    measure: Measure,
    /// The draft as last written (saved, autosaved or opened), and the steps since it differs.
    written: Draft,
    unwritten_steps: u32,
    message: Option<(String, u32)>,
    /// A Tiled or LDtk level's losses, until its conversion to text is agreed.
    converting: Option<Vec<String>>,
    /// The seed of the last level generated here (Ctrl+G), 0 before any.
    generated: u64,
    leave: bool,
}

impl EditScreen {
    /// Opens `path` (a new level when it does not exist); asks first when
    /// an autosave was left by an editor that did not save.
    pub fn open(path: &Path) -> Result<EditScreen, String> {
        let opened = Editor::open(path).map_err(|e| e.to_string())?;
        let editor = opened.editor;
        let draft = editor.draft().clone();
        let file = editor.path().display().to_string();
        let checked = draft.check(&file);
        let mut screen = EditScreen {
            file,
            brush: Brush::Plan('#'),
            tool: Tool::Pencil,
            dragging: None,
            selection: None,
            clipboard: None,
            mark: editor.mark(),
            mode: Mode::Edit,
            layout: Layout::of((1280.0, 720.0)),
            view: None,
            mouse: (0.0, 0.0),
            stroke: None,
            drag: None,
            selected: None,
            plan: Plan::of(&draft),
            checked,
            shown: draft.clone(),
            verify: Verify::Idle,
            measure: Measure::Idle,
            written: draft,
            unwritten_steps: 0,
            message: None,
            converting: opened.converted.then_some(opened.lost),
            generated: 0,
            leave: false,
            editor,
        };
        if let Some(autosave) = opened.autosave {
            screen.mode = Mode::Ask(Question::Recover(autosave));
        } else if !path.exists() {
            screen.say(format!("a new level: Ctrl+S saves it to {}", screen.file));
        } else if screen.converting.is_some() {
            screen.say(format!("opened as a text plan: Ctrl+S saves it to {}", screen.file));
        }
        Ok(screen)
    }

    /// The editor's part of the screen's name: `editor`, `editor-play-test`,
    /// `editor-form`, `editor-recover`, `editor-unsaved` or `editor-convert`.
    pub fn screen_name(&self) -> &'static str {
        match &self.mode {
            Mode::Edit => "editor",
            Mode::Form(_) => "editor-form",
            Mode::Ask(Question::Recover(_)) => "editor-recover",
            Mode::Ask(Question::Unsaved) => "editor-unsaved",
            Mode::Ask(Question::Convert(_)) => "editor-convert",
            Mode::PlayTest(_) => "editor-play-test",
        }
    }

    /// A line for tools and tests: `grid LEFT TOP CELL` (the level's
    /// top-left pixel and a cell's size) while editing, `player X Y` (its
    /// cell) while play-testing.
    pub fn trace(&self) -> Option<String> {
        match &self.mode {
            Mode::PlayTest(view) => view.session().map(|s| {
                let middle = s.play().player().center();
                format!("player {} {}", middle.x.floor(), middle.y.floor())
            }),
            _ => self.view.map(|v| format!("grid {} {} {}", v.origin.0, v.origin.1, v.cell_px)),
        }
    }

    /// True once the editor is done: the level saved or its changes let go.
    pub fn wants_to_leave(&self) -> bool {
        self.leave
    }

    /// Leaves, or asks first when there are unsaved changes (Escape, or
    /// the window's close button).
    pub fn request_leave(&mut self) {
        if self.editor.is_dirty() {
            self.mode = Mode::Ask(Question::Unsaved);
        } else {
            self.leave = true;
        }
    }

    /// The level as it stands.
    pub fn draft(&self) -> &Draft {
        self.editor.draft()
    }

    /// True when the level has changes not saved to its file.
    pub fn is_dirty(&self) -> bool {
        self.editor.is_dirty()
    }

    /// Sounds of the play-test to play now. Taken once.
    pub fn take_sounds(&mut self) -> Vec<Sfx> {
        match &mut self.mode {
            Mode::PlayTest(view) => view.take_sounds(),
            _ => Vec::new(),
        }
    }

    fn say(&mut self, message: impl Into<String>) {
        self.message = Some((message.into(), MESSAGE_STEPS));
    }

    /// One fixed step: the play-test plays `held`; the autosave's clock,
    /// the messages' and the solver's outcome move on.
    pub fn step(&mut self, held: Buttons) {
        self.verify.poll();
        self.mark_if_won();
        self.measure.poll();
        self.measure_once_solved();
        if let Some((_, steps)) = &mut self.message {
            *steps = steps.saturating_sub(1);
            if *steps == 0 {
                self.message = None;
            }
        }
        if self.editor.draft() == &self.written {
            self.unwritten_steps = 0;
        } else {
            self.unwritten_steps += 1;
            if self.unwritten_steps >= AUTOSAVE_STEPS {
                self.autosave();
            }
        }
        if let Mode::PlayTest(view) = &mut self.mode {
            if let Some(SessionEvent::Victory) = view.step(held) {
                let steps = view.session().map_or(0, |s| s.stats()[0].best.unwrap_or(0));
                self.mode = Mode::Edit;
                self.say(format!("play-test won in {} steps", steps));
            }
        }
    }

    /// A solver's win on the level as it stands marks it verified.
    fn mark_if_won(&mut self) {
        let Verify::Done(verified) = &mut self.verify else { return };
        if verified.draft != *self.editor.draft() {
            return;
        }
        let Some(replay) = verified.replay.take() else { return };
        match self.editor.mark_verified(replay) {
            Ok(()) => self.say("verified: the solver won it; Ctrl+S saves the mark and its replay"),
            Err(e) => self.say(format!("could not mark the level verified: {e}")),
        }
    }

    fn autosave(&mut self) {
        self.unwritten_steps = 0;
        self.written = self.editor.draft().clone();
        if let Err(e) = self.editor.autosave() {
            self.say(format!("could not autosave beside {}: {e}", self.file));
        }
    }

    /// Acts on one frame's input.
    pub fn input(&mut self, input: &EditInput) {
        self.mouse = input.mouse;
        match &mut self.mode {
            Mode::Edit => self.edit_input(input),
            Mode::Form(form) => {
                let mut end = FormEnd::Open;
                for press in &input.keys {
                    end = form.key(*press);
                    if end != FormEnd::Open {
                        break;
                    }
                }
                if end == FormEnd::Open {
                    for &ch in &input.chars {
                        form.type_char(ch);
                    }
                    return;
                }
                let form = form.clone();
                self.mode = Mode::Edit;
                if end == FormEnd::Apply && !self.editor.edit(|draft| form.apply(draft)) {
                    self.say("nothing changed");
                }
            }
            Mode::Ask(_) => self.answer(input),
            Mode::PlayTest(_) => {
                if input.keys.iter().any(|k| k.key == Key::Escape) {
                    self.mode = Mode::Edit;
                    self.say("back from the play-test");
                }
            }
        }
    }

    fn answer(&mut self, input: &EditInput) {
        let Mode::Ask(question) = &self.mode else { return };
        let escape = input.keys.iter().any(|k| k.key == Key::Escape);
        let answer = input.chars.iter().map(|c| c.to_ascii_lowercase()).find(|c| "ynsd".contains(*c));
        match (question.clone(), answer, escape) {
            (Question::Recover(autosave), Some('y'), _) => {
                self.editor.recover(autosave);
                self.mode = Mode::Edit;
                self.say("the autosave is back (Ctrl+Z undoes it)");
            }
            (Question::Recover(_), Some('n'), _) | (Question::Recover(_), _, true) => {
                self.mode = Mode::Edit;
                self.say("kept the file; the autosave is replaced at the next change");
            }
            (Question::Unsaved, Some('s'), _) => {
                self.mode = Mode::Edit;
                if self.save() && self.converting.is_none() {
                    self.leave = true;
                }
            }
            (Question::Unsaved, Some('d'), _) => {
                let _ = std::fs::remove_file(ledge_edit::autosave_path(self.editor.path()));
                self.leave = true;
            }
            (Question::Convert(_), Some('y'), _) => {
                self.converting = None;
                self.mode = Mode::Edit;
                self.save();
            }
            (Question::Unsaved | Question::Convert(_), _, true) | (Question::Convert(_), Some('n'), _) => {
                self.mode = Mode::Edit;
            }
            _ => {}
        }
    }

    /// Saves (asking first when a Tiled or LDtk level becomes a text plan);
    /// true when it saved.
    fn save(&mut self) -> bool {
        if let Some(lost) = &self.converting {
            self.mode = Mode::Ask(Question::Convert(lost.clone()));
            return false;
        }
        match self.editor.save() {
            Ok(()) => {
                self.written = self.editor.draft().clone();
                self.say(format!("saved {}", self.file));
                true
            }
            Err(e) => {
                self.say(format!("could not save {}: {e}; the level is still here, try again", self.file));
                false
            }
        }
    }

    fn edit_input(&mut self, input: &EditInput) {
        for press in &input.keys {
            self.edit_key(*press);
            if !matches!(self.mode, Mode::Edit) || self.leave {
                return;
            }
        }
        for &ch in &input.chars {
            if let Some(entry) = LEGEND.iter().find(|e| e.ch == ch) {
                self.brush = Brush::Plan(entry.ch);
            } else if ch.eq_ignore_ascii_case(&'e') {
                self.brush = Brush::Edges;
            } else if ch.eq_ignore_ascii_case(&'p') {
                self.brush = Brush::Objects;
            } else if let Some(tool) = Tool::of_char(ch) {
                self.tool = tool;
                if tool != Tool::Select {
                    self.selection = None;
                }
            }
        }
        self.mouse_input(input);
    }

    fn edit_key(&mut self, press: KeyPress) {
        if self.tool_key(press) {
            return;
        }
        let area_middle = {
            let (x, y, w, h) = self.layout.area();
            (x + w / 2.0, y + h / 2.0)
        };
        match (press.key, press.ctrl) {
            (Key::S, true) => {
                self.save();
            }
            (Key::Z, true) if press.shift => self.redo(),
            (Key::Z, true) => self.undo(),
            (Key::Y, true) => self.redo(),
            (Key::G, true) => self.start_from_generated(),
            (Key::Zero, true) => self.view = Some(View::fit(&self.layout, self.draft().size())),
            (Key::Plus, true) => self.zoom(1.0, area_middle),
            (Key::Minus, true) => self.zoom(-1.0, area_middle),
            (Key::Tab, _) => self.mode = Mode::Form(Form::header(self.draft())),
            (Key::Enter, _) => match self.selected {
                Some(object) => self.mode = Mode::Form(Form::object(self.draft(), object)),
                None => self.say("pick a monster or platform first (the objects tool, P)"),
            },
            (Key::Backspace | Key::Delete, _) => {
                if let Some(object) = self.selected {
                    self.editor.edit(|d| d.remove_path_point(&object));
                }
            }
            (Key::Up | Key::Down | Key::Left | Key::Right, _) => {
                if let Some(view) = &mut self.view {
                    let d = PAN_CELLS * view.cell_px;
                    let (dx, dy) = match press.key {
                        Key::Up => (0.0, d),
                        Key::Down => (0.0, -d),
                        Key::Left => (d, 0.0),
                        _ => (-d, 0.0),
                    };
                    view.pan(dx, dy);
                }
            }
            (Key::F5, _) => self.play_test(false),
            (Key::F6, _) => self.play_test(true),
            (Key::F7, _) => self.start_verify(),
            (Key::F8, _) => self.start_measure(),
            (Key::Escape, _) if self.selection.is_some() => self.selection = None,
            (Key::Escape, _) => self.request_leave(),
            _ => {}
        }
    }

    /// Puts the next seed's generated level (normal difficulty) in place
    /// of the draft, marked verified by its certificate: a start to edit
    /// from. One step of undo.
    fn start_from_generated(&mut self) {
        self.generated += 1;
        let shape = Shape::of_run(0, self.generated);
        let options = Options { seed: self.generated, difficulty: Difficulty::Normal, theme: None, shape };
        let made = generate_any(&options);
        let replay = made.replay(Some(&self.file));
        match self.editor.replace_verified(Draft::from_text(&made.text), replay) {
            Ok(()) => {
                self.selected = None;
                self.selection = None;
                self.view = Some(View::fit(&self.layout, self.draft().size()));
                self.say(format!(
                    "generated level, seed {}: verified by its winning run; Ctrl+G another, Ctrl+Z undoes",
                    self.generated
                ));
            }
            Err(e) => self.say(format!("the generated level did not take: {e}")),
        }
    }

    fn undo(&mut self) {
        if !self.editor.undo() {
            self.say("nothing to undo");
        }
    }

    fn redo(&mut self) {
        if !self.editor.redo() {
            self.say("nothing to redo");
        }
    }

    fn zoom(&mut self, steps: f64, at: (f32, f32)) {
        if let Some(view) = &mut self.view {
            view.zoom(steps, at);
        }
    }

    /// The cell under the mouse, if it is over the level.
    fn hovered(&self) -> Option<(u32, u32)> {
        let view = self.view?;
        self.layout.in_area(self.mouse).then(|| view.cell(self.mouse, self.draft().size())).flatten()
    }

    fn mouse_input(&mut self, input: &EditInput) {
        if input.wheel != 0.0 && self.layout.in_area(input.mouse) {
            self.zoom(f64::from(input.wheel.signum()), input.mouse);
        }
        // The middle button drags the view.
        if input.middle.down {
            if let (Some((x, y)), Some(view)) = (self.drag, &mut self.view) {
                view.pan(f64::from(input.mouse.0 - x), f64::from(input.mouse.1 - y));
            }
            self.drag = Some(input.mouse);
        } else {
            self.drag = None;
        }
        if input.left.pressed {
            let palette = Brush::palette();
            if let Some(row) = self.layout.palette_row(input.mouse, palette.len()) {
                self.brush = palette[row];
            } else if self.layout.in_area(input.mouse) && !(self.tool != Tool::Pencil && self.tool_press()) {
                self.click(input.shift);
            }
        } else if input.right.pressed && self.layout.in_area(input.mouse) {
            self.begin_stroke(Brush::Plan('.'), false);
        }
        let held = self.stroke.is_some_and(|s| if s.left { input.left.down } else { input.right.down });
        if held {
            self.paint_stroke();
        } else if self.stroke.take().is_some() {
            self.editor.end_stroke();
        }
        self.tool_drag(input);
    }

    /// A left click on the level, with the brush.
    fn click(&mut self, shift: bool) {
        let Some(view) = self.view else { return };
        match self.brush {
            Brush::Plan(_) => self.begin_stroke(self.brush, true),
            Brush::Edges => {
                let at = view.to_level(self.mouse);
                match Edge::near(at.x, at.y) {
                    Some(edge) => {
                        self.editor.edit(|d| edge.toggle(d));
                    }
                    None => self.say("click nearer a cell's left or top edge"),
                }
            }
            Brush::Objects => {
                let Some((x, y)) = self.hovered() else { return };
                match (shift, self.selected) {
                    (true, Some(object)) => {
                        if !self.editor.edit(|d| d.add_path_point(&object, x, y)) {
                            self.say("only a platform has a path");
                        }
                    }
                    _ => {
                        self.selected = self.draft().object_at(x, y);
                        if self.selected.is_none() {
                            self.say("no monster or platform there");
                        }
                    }
                }
            }
        }
    }

    /// Starts a stroke with the cell under the mouse: a click that goes
    /// down and up within one frame paints too.
    fn begin_stroke(&mut self, brush: Brush, left: bool) {
        self.editor.begin_stroke();
        self.stroke = Some(Stroke { brush, left, last: None });
        self.paint_stroke();
    }

    /// Paints the stroke's brush on every cell from its last cell to the
    /// one under the mouse, so that a fast drag leaves no gaps.
    fn paint_stroke(&mut self) {
        let (Some(Stroke { brush, left, last }), Some(cell)) = (self.stroke, self.hovered()) else { return };
        if last == Some(cell) {
            return;
        }
        let from = last.unwrap_or(cell);
        let (dx, dy) = (i64::from(cell.0) - i64::from(from.0), i64::from(cell.1) - i64::from(from.1));
        let n = dx.abs().max(dy.abs()).max(1);
        for i in 1..=n {
            let x = (i64::from(from.0) as f64 + (dx * i) as f64 / n as f64).round() as u32;
            let y = (i64::from(from.1) as f64 + (dy * i) as f64 / n as f64).round() as u32;
            self.editor.edit(|d| brush.paint(d, x, y));
        }
        if last.is_none() {
            self.editor.edit(|d| brush.paint(d, cell.0, cell.1));
        }
        if let Brush::Plan('M' | '>' | '^') = brush {
            self.selected = self.draft().object_at(cell.0, cell.1);
        }
        self.stroke = Some(Stroke { brush, left, last: Some(cell) });
    }

    fn play_test(&mut self, from_cursor: bool) {
        let mut draft = self.draft().clone();
        if from_cursor {
            let Some((x, y)) = self.hovered() else {
                self.say("point at the cell to start from, then press F6");
                return;
            };
            if !matches!(draft.cell(x, y), Some('.' | '@')) {
                self.say("the player starts on an empty cell: point at one");
                return;
            }
            draft.place_player(x, y);
        }
        match draft.level(&self.file) {
            Ok(level) => {
                let mut view = PlayView::new();
                view.start(Session::new(vec![level], None));
                self.mode = Mode::PlayTest(Box::new(view));
            }
            Err(e) => self.say(format!("cannot play yet: {}", e.kind)),
        }
    }

    fn start_verify(&mut self) {
        if self.verify.is_running() {
            self.say("the solver is still at work");
            return;
        }
        match self.draft().level(&self.file) {
            Ok(level) => self.verify = Verify::start(self.draft().clone(), level),
            Err(e) => self.say(format!("cannot verify yet: {}", e.kind)),
        }
    }

    /// Measures the level as it stands from a winning run: its replay when
    /// that wins it, else the solver's win, the solver run first as F7 runs
    /// it when there is none yet.
    fn start_measure(&mut self) {
        if self.measure.is_busy() {
            self.say("the measure is still at work");
            return;
        }
        if self.verify.is_running() {
            self.say("the solver is still at work: F8 measures once it is done");
            return;
        }
        let level = match self.draft().level(&self.file) {
            Ok(level) => level,
            Err(e) => {
                self.say(format!("cannot measure yet: {}", e.kind));
                return;
            }
        };
        let draft = self.draft().clone();
        if let Some(run) = self.winning_run(&level, false) {
            self.measure = Measure::start(draft, level, run);
            return;
        }
        let solved_already = matches!(&self.verify, Verify::Done(v) if verify::same_level(&v.draft, &draft));
        self.measure = Measure::Solving(draft);
        if !solved_already {
            self.start_verify();
        }
        self.measure_once_solved();
    }

    /// A run that wins `level` as it stands: the level's replay (marked
    /// verified, or beside its file), or the solver's win not yet taken as
    /// the mark. `solved` names it the solver's win, F8 having run it.
    fn winning_run(&self, level: &Level, solved: bool) -> Option<WinningRun> {
        let from = match (solved, &self.mark) {
            (true, _) => "the solver's win",
            (false, Mark::Verified { .. }) => "its verified replay",
            (false, _) => "the replay beside the file",
        };
        let kept = self.editor.replay().and_then(|replay| WinningRun::of_replay(replay, level, from));
        kept.or_else(|| match &self.verify {
            Verify::Done(v) if verify::same_level(&v.draft, self.draft()) => {
                v.replay.as_ref().and_then(|replay| WinningRun::of_replay(replay, level, "the solver's win"))
            }
            _ => None,
        })
    }

    /// Once the solver F8 waits on is done: measures from its win, or says
    /// why the level cannot be measured.
    fn measure_once_solved(&mut self) {
        let Measure::Solving(draft) = &self.measure else { return };
        if self.verify.is_running() {
            return;
        }
        let draft = draft.clone();
        if !verify::same_level(&draft, self.draft()) {
            let why = "the level changed while the solver ran: F8 measures it as it stands".to_string();
            self.measure = Measure::failed(draft, why);
            return;
        }
        let draft = self.draft().clone();
        let level = match draft.level(&self.file) {
            Ok(level) => level,
            Err(e) => {
                self.measure = Measure::failed(draft, format!("the level does not load: {}", e.kind));
                return;
            }
        };
        if let Some(run) = self.winning_run(&level, true) {
            self.measure = Measure::start(draft, level, run);
            return;
        }
        let why = match self.verify.status(&draft) {
            Some(verdict) => format!("the solver found no win: {verdict}"),
            None => "the solver stopped without a verdict".to_string(),
        };
        self.measure = Measure::failed(draft, why);
    }

    /// Checks and plans the draft again when it changed; forgets a
    /// selected object that is gone.
    fn refresh(&mut self) {
        if *self.editor.draft() == self.shown {
            return;
        }
        self.shown = self.editor.draft().clone();
        self.plan = Plan::of(&self.shown);
        self.checked = self.shown.check(&self.file);
        self.mark = self.editor.mark();
        if let Some(object) = self.selected {
            if self.shown.object_at(object.cell.0, object.cell.1) != Some(object) {
                self.selected = None;
            }
        }
    }
}

#[cfg(test)]
mod tests;
