//! Drawing the editor: the level as the game draws it, then over it the
//! solver's reach and winning run, the measured rooms, the grid, the objects' paths, the
//! problems at their cells and the brush under the mouse; around it the
//! palette and the two bars, and the measured difficulty's panel; over
//! everything a form or a question.

use ledge_edit::{Brush, Edge, Mark, Object, ObjectKind, Region};
use ledge_engine::{Tile, Vec2};
use ledge_game::{FigureKind, Legend, Look, Placed, Theme, LEGEND};
use ledge_render::{art, draw_scene, palette, text_px, text_width, Canvas, Color, Image, Scene, Stamp};

use super::form::{FieldKind, Form};
use super::measure::panel_lines;
use super::tool::Drag;
use super::verify::Verify;
use super::view::{Layout, View, PALETTE_CHARS};
use super::{EditScreen, Mode, Question};
use crate::screens;

/// The panels' background.
const PANEL: Color = Color::rgba(16, 24, 40, 235);
/// The chosen row's background, and the selection's outline.
const CHOSEN: Color = Color::rgba(241, 229, 89, 90);
/// Grid lines.
const GRID: Color = Color::rgba(0, 0, 0, 45);
/// Cells the solver reached.
const REACHED: Color = Color::rgba(90, 255, 140, 80);
/// The winning run.
const TRAIL: Color = Color::rgb(255, 236, 80);
/// A problem's cells, and its message.
pub(super) const PROBLEM: Color = Color::rgb(255, 90, 90);
/// A platform's path.
const PATH: Color = Color::rgb(255, 170, 60);
/// The darkening behind a form or a question.
const MODAL_VEIL: Color = Color::rgba(8, 12, 24, 225);
/// The measured rooms' outlines and numbers.
const ROOM: Color = Color::rgb(120, 210, 255);
/// Hints.
const HINT: Color = Color::rgb(190, 210, 230);
/// What the bottom bar's second line says: the function keys and the tools
/// first, as a narrow window cuts the line's end.
const HELP: &str = "F5 play  F6 play from mouse  F7 verify  F8 difficulty  B pencil  G rectangle  F fill  S select  \
     Tab level  Ctrl+S save  Ctrl+Z undo  Ctrl+Y redo  Ctrl+C/V copy/paste  Ctrl+arrows resize  Ctrl+G generate  Esc leave";

impl EditScreen {
    /// Draws the editor, or the play-test `alpha` of the way between two steps.
    pub fn draw(&mut self, canvas: &mut dyn Canvas, alpha: f64) {
        self.layout = Layout::of(canvas.size());
        if let Mode::PlayTest(view) = &mut self.mode {
            view.resize(canvas.size());
            view.draw(canvas, alpha, true);
            let line = "PLAY-TEST   Esc: back to the editor";
            let y = self.layout.size.1 - self.layout.line * 1.2;
            bar(canvas, &self.layout, y, &[(line, HINT)]);
            return;
        }
        self.refresh();
        let view = *self.view.get_or_insert_with(|| View::fit(&self.layout, self.shown.size()));
        let scene = Scene {
            figures: self.plan.figures.clone(),
            checkpoints: self.plan.checkpoints.clone(),
            theme: self.plan.theme,
            ground_below: false,
            ..Scene::new(&self.plan.grid)
        };
        draw_scene(&scene, &view.camera(canvas.size()), canvas);
        self.draw_overlays(canvas, &view);
        self.draw_palette(canvas);
        self.draw_difficulty(canvas);
        self.draw_bars(canvas);
        match &self.mode {
            Mode::Form(form) => draw_form(canvas, form),
            Mode::Ask(question) => draw_question(canvas, question, &self.file),
            Mode::Edit | Mode::PlayTest(_) => {}
        }
    }

    fn draw_overlays(&self, canvas: &mut dyn Canvas, view: &View) {
        let (width, height) = self.shown.size();
        let cell = |x: u32, y: u32| {
            let (px, py) = view.to_px(Vec2::new(f64::from(x), f64::from(y)));
            (px, py, view.cell_px as f32)
        };
        if let Verify::Done(verified) = &self.verify {
            for y in 0..height {
                for x in 0..width {
                    if verified.reached.get(x, y) {
                        let (px, py, s) = cell(x, y);
                        canvas.fill_rect(px, py, s, s, REACHED);
                    }
                }
            }
            let dot = (view.cell_px as f32 * 0.12).max(2.0);
            for p in verified.trail.iter().step_by(3) {
                let (px, py) = view.to_px(*p);
                canvas.fill_rect(px - dot / 2.0, py - dot / 2.0, dot, dot, TRAIL);
            }
        }
        if let Some((measured, _, _)) = self.measure.shown(&self.shown) {
            let t = 2.0;
            for (i, room) in measured.rooms.iter().enumerate() {
                let (x0, y0) = view.to_px(Vec2::new(f64::from(room.x), f64::from(room.y)));
                let far = Vec2::new(f64::from(room.x + room.width), f64::from(room.y + room.height));
                let (x1, y1) = view.to_px(far);
                outline(canvas, x0, y0, x1 - x0, y1 - y0, t, ROOM);
                let label = format!("room {i}");
                let font = self.layout.font;
                let w = text_width(&label, font) + font * 4.0;
                canvas.fill_rect(x0 + t, y0 + t, w, font * 9.0, PANEL);
                canvas.text(x0 + t + font * 2.0, y0 + t + font * 1.5, font, &label, ROOM);
            }
        }
        if view.cell_px >= 6.0 {
            let (x0, y0) = view.to_px(Vec2::new(0.0, 0.0));
            let (x1, y1) = view.to_px(Vec2::new(f64::from(width), f64::from(height)));
            for x in 0..=width {
                canvas.fill_rect(cell(x, 0).0, y0, 1.0, y1 - y0, GRID);
            }
            for y in 0..=height {
                canvas.fill_rect(x0, cell(0, y).1, x1 - x0, 1.0, GRID);
            }
        }
        for object in self.shown.objects() {
            draw_path(
                canvas,
                view,
                &self.shown.options(&object).points(),
                object,
                self.selected == Some(object),
            );
        }
        for problem in &self.checked.problems {
            for &(x, y) in &problem.cells {
                let (px, py, s) = cell(x, y);
                outline(canvas, px, py, s, s, 3.0, PROBLEM);
            }
        }
        if let Some(object) = self.selected {
            let (px, py, s) = cell(object.cell.0, object.cell.1);
            outline(canvas, px - 2.0, py - 2.0, s + 4.0, s + 4.0, 2.0, palette::COIN);
        }
        // The selection, and the rectangle, selection or move being dragged.
        let selection = self.selection.filter(|_| !matches!(self.dragging, Some(Drag::Move { .. })));
        if let Some(region) = selection {
            region_outline(canvas, view, region, TRAIL);
        }
        if let Some(region) = self.dragging.and_then(|d| d.region(self.selection)) {
            region_outline(canvas, view, region, palette::TEXT);
        }
        if matches!(self.mode, Mode::Edit) && self.dragging.is_none() {
            self.draw_brush_under_mouse(canvas, view);
        }
    }

    fn draw_brush_under_mouse(&self, canvas: &mut dyn Canvas, view: &View) {
        let Some((x, y)) = self.hovered() else { return };
        let (px, py) = view.to_px(Vec2::new(f64::from(x), f64::from(y)));
        let s = view.cell_px as f32;
        match self.brush {
            Brush::Plan(ch) => {
                swatch(canvas, ch, px, py, s);
                outline(canvas, px, py, s, s, 1.0, palette::TEXT);
            }
            Brush::Edges => {
                let at = view.to_level(self.mouse);
                let t = (s * 0.16).max(3.0);
                match Edge::near(at.x, at.y) {
                    Some(Edge::Wall(ex, ey)) => {
                        let (ex, ey) = view.to_px(Vec2::new(f64::from(ex), f64::from(ey)));
                        canvas.fill_rect(ex - t / 2.0, ey, t, s, CHOSEN.with_alpha(200));
                    }
                    Some(Edge::Ceiling(ex, ey)) => {
                        let (ex, ey) = view.to_px(Vec2::new(f64::from(ex), f64::from(ey)));
                        canvas.fill_rect(ex, ey - t / 2.0, s, t, CHOSEN.with_alpha(200));
                    }
                    None => outline(canvas, px, py, s, s, 1.0, HINT),
                }
            }
            Brush::Objects => outline(canvas, px, py, s, s, 2.0, PATH),
        }
    }

    fn draw_palette(&self, canvas: &mut dyn Canvas) {
        let l = &self.layout;
        let (_, h) = l.size;
        canvas.fill_rect(0.0, l.top_h, l.palette_w, h - l.top_h - l.bottom_h, PANEL);
        for (i, brush) in Brush::palette().into_iter().enumerate() {
            let y = l.top_h + l.line * (0.5 + i as f32);
            if brush == self.brush {
                canvas.fill_rect(0.0, y - l.font, l.palette_w, l.line, CHOSEN);
            }
            let s = l.line - l.font * 3.0;
            let x = l.font * 3.0;
            match brush {
                Brush::Plan(ch) => swatch(canvas, ch, x, y - l.font * 0.5, s),
                Brush::Edges => {
                    canvas.fill_rect(x, y - l.font * 0.5, s, s, palette::BACKGROUND);
                    canvas.fill_rect(x, y - l.font * 0.5, s * 0.2, s, palette::WALL);
                    canvas.fill_rect(x, y - l.font * 0.5, s, s * 0.2, palette::WALL);
                }
                Brush::Objects => outline(canvas, x, y - l.font * 0.5, s, s, 2.0, PATH),
            }
            let key = match brush {
                Brush::Plan(ch) => ch,
                Brush::Edges => 'E',
                Brush::Objects => 'P',
            };
            let text = clip(&format!("{key} {}", brush.label()), PALETTE_CHARS - 2);
            canvas.text(x + s + l.font * 3.0, y, l.font, &text, palette::TEXT);
        }
    }

    /// The measured difficulty's panel at the level area's top right: the
    /// level's figures and each room's.
    fn draw_difficulty(&self, canvas: &mut dyn Canvas) {
        let Some((measured, figures, stale)) = self.measure.shown(&self.shown) else { return };
        let l = &self.layout;
        let lines = panel_lines(measured, figures, stale);
        let (ax, ay, aw, ah) = l.area();
        let rows = (((ah / l.line) as usize).saturating_sub(1)).max(1);
        let shown = &lines[..lines.len().min(rows)];
        let widest = shown.iter().map(|line| text_width(line, l.font)).fold(0.0, f32::max);
        let (w, h) = (widest + l.font * 6.0, l.line * (shown.len() as f32 + 0.4));
        let (x, y) = ((ax + aw - w - l.font * 2.0).max(ax), ay + l.font * 2.0);
        canvas.fill_rect(x, y, w, h, PANEL);
        for (i, line) in shown.iter().enumerate() {
            let color = if i == 0 { ROOM } else { palette::TEXT };
            canvas.text(x + l.font * 3.0, y + l.font * 2.0 + l.line * i as f32, l.font, line, color);
        }
    }

    fn draw_bars(&self, canvas: &mut dyn Canvas) {
        let l = &self.layout;
        let dirty = if self.editor.is_dirty() { " *" } else { "" };
        let cell = self.hovered().map_or(String::new(), |(x, y)| format!("   cell {x},{y}"));
        let mark = match self.mark {
            Mark::Verified { .. } => "verified",
            Mark::Unverified | Mark::Broken(_) => "unverified",
        };
        let (tool, brush) = (self.tool.label(), self.brush.label());
        let title = format!("EDITOR  {}{dirty}  {mark}   {tool}: {brush}{cell}", self.file);
        canvas.fill_rect(0.0, 0.0, l.size.0, l.top_h, PANEL);
        canvas.text(l.font * 3.0, (l.top_h - l.font * 7.0) / 2.0, l.font, &clip_to(&title, l), palette::TEXT);
        let status = self.status();
        bar(canvas, l, l.size.1 - l.bottom_h, &[(&status.0, status.1), (HELP, HINT)]);
    }

    /// The status line: the latest message, else the first problem, else
    /// the solver's word, else a summary.
    pub(super) fn status(&self) -> (String, Color) {
        if let Some((message, _)) = &self.message {
            return (message.clone(), palette::TEXT);
        }
        if let Some(problem) = self.checked.problems.first() {
            let more = self.checked.problems.len() - 1;
            let more = if more > 0 { format!(" (and {more} more)") } else { String::new() };
            return (format!("{}{more}", problem.message), PROBLEM);
        }
        if let Some(status) = self.measure.status(&self.shown, self.verify.status(&self.shown)) {
            return (status, if self.measure.failed_to_measure() { PROBLEM } else { palette::COIN });
        }
        if let Some(status) = self.verify.status(&self.shown) {
            return (status, palette::COIN);
        }
        if let Mark::Broken(_) = self.mark {
            return (self.mark.describe(), PROBLEM);
        }
        let Some(level) = &self.checked.level else { return (String::new(), palette::TEXT) };
        let coins = level.coins();
        (
            format!(
                "ready to play: {} by {} cells, {coins} coins, physics {}; F7 verifies it can be won",
                level.width,
                level.height,
                level.preset(None).name()
            ),
            HINT,
        )
    }
}

/// The bar of `lines` at `y`, across the window.
fn bar(canvas: &mut dyn Canvas, l: &Layout, y: f32, lines: &[(&str, Color)]) {
    canvas.fill_rect(0.0, y, l.size.0, l.line * (lines.len() as f32 + 0.2), PANEL);
    for (i, (text, color)) in lines.iter().enumerate() {
        canvas.text(l.font * 3.0, y + l.font * 2.0 + l.line * i as f32, l.font, &clip_to(text, l), *color);
    }
}

/// `text` cut to what the window's width holds.
fn clip_to(text: &str, l: &Layout) -> String {
    clip(text, ((l.size.0 / (l.font * 6.0)) as usize).saturating_sub(6))
}

/// `text` cut to `chars` characters, with `...` when cut.
fn clip(text: &str, chars: usize) -> String {
    if text.chars().count() <= chars {
        return text.to_string();
    }
    let kept: String = text.chars().take(chars.saturating_sub(3)).collect();
    format!("{kept}...")
}

/// The outline of a region of cells.
fn region_outline(canvas: &mut dyn Canvas, view: &View, region: Region, color: Color) {
    let (x0, y0) = view.to_px(Vec2::new(f64::from(region.x), f64::from(region.y)));
    let (x1, y1) = view.to_px(Vec2::new(f64::from(region.x + region.w), f64::from(region.y + region.h)));
    outline(canvas, x0 - 1.0, y0 - 1.0, x1 - x0 + 2.0, y1 - y0 + 2.0, 2.0, color);
}

/// A rectangle's outline, `t` pixels thick.
fn outline(canvas: &mut dyn Canvas, x: f32, y: f32, w: f32, h: f32, t: f32, color: Color) {
    canvas.fill_rect(x, y, w, t, color);
    canvas.fill_rect(x, y + h - t, w, t, color);
    canvas.fill_rect(x, y, t, h, color);
    canvas.fill_rect(x + w - t, y, t, h, color);
}

/// A platform's path: a line from where it is drawn through each point
/// (and back to the start when it loops), brighter when `selected`.
fn draw_path(canvas: &mut dyn Canvas, view: &View, points: &[(u32, u32)], object: Object, selected: bool) {
    if object.kind != ObjectKind::Platform || points.is_empty() {
        return;
    }
    let color = if selected { PATH } else { PATH.with_alpha(140) };
    let middle = |(x, y): (u32, u32)| view.to_px(Vec2::new(f64::from(x) + 0.5, f64::from(y) + 0.5));
    let mut from = middle(object.cell);
    let t = 3.0;
    for &point in points {
        let to = middle(point);
        let steps = ((to.0 - from.0).abs().max((to.1 - from.1).abs()) / t).max(1.0) as usize;
        for i in 0..=steps {
            let k = i as f32 / steps as f32;
            canvas.fill_rect(
                from.0 + (to.0 - from.0) * k - t / 2.0,
                from.1 + (to.1 - from.1) * k - t / 2.0,
                t,
                t,
                color,
            );
        }
        canvas.fill_rect(to.0 - t * 2.0, to.1 - t * 2.0, t * 4.0, t * 4.0, color);
        from = to;
    }
}

/// A legend character's look in a square `s` pixels wide at `(x, y)`: the
/// tile or actor in the game's art, on the sky, drawn as one picture.
fn swatch(canvas: &mut dyn Canvas, ch: char, x: f32, y: f32, s: f32) {
    let art = art().theme(Theme::Meadow);
    let sky = art.sky().last().copied().unwrap_or(palette::BACKGROUND);
    let sprite =
        LEGEND.iter().find(|e| e.ch == ch).and_then(|e| swatch_frame(e.makes)).and_then(|n| art.sprite(n));
    let side = sprite.map_or(1, |sprite| sprite.width().max(sprite.height()));
    let mut image = Image::new(side, side, sky);
    // A false wall is a wall to the eye: its crack is drawn over one.
    let false_wall = LEGEND
        .iter()
        .any(|e| e.ch == ch && matches!(e.makes, Legend::Element(kind) if kind.decl().look == Look::Wall));
    if let Some(wall) = art.sprite("wall-solo").filter(|_| false_wall) {
        image.paint(wall, Stamp::at(wall, 0, 0));
    }
    if let Some(sprite) = sprite {
        let (w, h) = (sprite.width() as i32, sprite.height() as i32);
        image.paint(sprite, Stamp::at(sprite, (side as i32 - w) / 2, side as i32 - h));
    }
    canvas.draw_image(&image, x, y, s / side as f32);
}

/// The frame of the art that stands for what a legend character makes.
fn swatch_frame(makes: Legend) -> Option<&'static str> {
    Some(match makes {
        Legend::Tile(Tile::Empty) => return None,
        Legend::Tile(Tile::Solid) => "wall-solo",
        Legend::Tile(Tile::Ice) => "ice-solo",
        Legend::Tile(Tile::Hazard) => "lava-top-0",
        Legend::Tile(Tile::OneWay) => "plank-single",
        Legend::Tile(Tile::Ladder) => "ladder-top",
        Legend::Tile(Tile::SlopeUpRight) => "slope-up",
        Legend::Tile(Tile::SlopeUpLeft) => "slope-down",
        Legend::Tile(Tile::SlopeUpRightLow) => "slope-r",
        Legend::Tile(Tile::SlopeUpRightHigh) => "slope-R",
        Legend::Tile(Tile::SlopeUpLeftHigh) => "slope-L",
        Legend::Tile(Tile::SlopeUpLeftLow) => "slope-l",
        Legend::Spawn(spawn) => match spawn.figure() {
            FigureKind::Mechanic(art, state) => art.still(state)?,
            _ => "idle-0",
        },
        Legend::Platform(_) => "platform-single",
        Legend::Checkpoint => "checkpoint-on-0",
        Legend::Element(kind) => kind.frames(Placed { kind, cell: (0, 0) }.start()).first()?,
    })
}

/// A form: its title, its fields (the chosen one marked, a caret after
/// text), and how to use it.
fn draw_form(canvas: &mut dyn Canvas, form: &Form) {
    let mut lines = Vec::new();
    for (i, field) in form.fields.iter().enumerate() {
        let value = match (&field.kind, i == form.chosen) {
            (FieldKind::Text, true) => format!("{}_", field.value),
            (FieldKind::Choice(_), true) => format!("< {} >", field.value),
            _ => field.value.clone(),
        };
        let mark = if i == form.chosen { "> " } else { "  " };
        lines.push(format!("{mark}{}: {value}", field.name));
    }
    lines.push(String::new());
    lines.push("Up/Down choose - Left/Right change - type to edit".to_string());
    lines.push("Enter applies - Esc cancels".to_string());
    modal(canvas, &form.title(), &lines);
}

fn draw_question(canvas: &mut dyn Canvas, question: &Question, file: &str) {
    let (title, lines) = match question {
        Question::Recover(_) => (
            "RECOVER?",
            vec![
                format!("An autosave of {file} is newer than the file:"),
                "the editor closed without saving.".to_string(),
                "Y: take the autosave back    N: keep the file".to_string(),
            ],
        ),
        Question::Unsaved => (
            "UNSAVED CHANGES",
            vec![
                format!("{file} has changes that are not saved."),
                "S: save and leave    D: discard them and leave    Esc: stay".to_string(),
            ],
        ),
        Question::Convert(lost) => {
            let mut lines = vec![
                "This level was opened from a Tiled or LDtk file.".to_string(),
                format!("It saves as a text plan: {file}"),
                "(the file it was opened from is left as it is).".to_string(),
            ];
            lines.extend(lost.iter().map(|l| format!("lost: {l}")));
            lines.push("Y: save as text    N: not now".to_string());
            ("SAVE AS TEXT?", lines)
        }
    };
    modal(canvas, title, &lines);
}

/// A panel over the darkened editor: the title centred, the lines left
/// aligned in a block in the middle, each cut to what the window holds.
fn modal(canvas: &mut dyn Canvas, title: &str, lines: &[String]) {
    let (w, h) = canvas.size();
    canvas.fill_rect(0.0, 0.0, w, h, MODAL_VEIL);
    let px = text_px(h);
    let chars = ((w / (px * 6.0)) as usize).saturating_sub(4);
    let lines: Vec<String> = lines.iter().map(|l| clip(l, chars)).collect();
    let line = px * 12.0;
    let widest = lines.iter().map(|l| text_width(l, px)).fold(0.0, f32::max);
    let mut y = ((h - line * (lines.len() as f32 + 2.5)) / 2.0).max(line * 0.5).round();
    y += screens::centered(canvas, y, 2.0, title, palette::TEXT) + line;
    let x = ((w - widest) / 2.0).round();
    for text in &lines {
        canvas.text(x, y, px, text, palette::TEXT);
        y += line;
    }
}
