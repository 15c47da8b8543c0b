//! Drawing menus and message panels through a [`Canvas`], in the built-in font.

use ledge_game::Theme;
use ledge_render::{art, draw_sprite, palette, text_px, text_width, Canvas, Color};

use crate::menu::MenuItem;

/// The dark veil over the game behind a menu.
pub const VEIL: Color = Color::rgba(0, 0, 0, 150);
/// The color of the chosen menu item.
const CHOSEN: Color = palette::COIN;
/// The color of hints and notes.
const NOTE: Color = Color::rgb(190, 210, 230);

/// Draws `text` centred on `y` (its top), at `scale` times the text size; returns the height.
pub fn centered(canvas: &mut dyn Canvas, y: f32, scale: f32, text: &str, color: Color) -> f32 {
    let (w, h) = canvas.size();
    let px = text_px(h) * scale;
    let x = ((w - text_width(text, px)) / 2.0).round();
    canvas.text(x, y.round(), px, text, color);
    px * 7.0
}

/// A menu: a title, then items, the chosen one marked, then notes below.
pub fn menu(canvas: &mut dyn Canvas, title: &str, items: &[String], chosen: usize, notes: &[String]) {
    let (w, h) = canvas.size();
    canvas.fill_rect(0.0, 0.0, w, h, VEIL);
    let line = text_px(h) * 12.0;
    let total = line * 3.0 + line * items.len() as f32;
    let y = ((h - total) / 2.0).max(line);
    centered(canvas, y, 3.0, title, palette::TEXT);
    items_and_notes(canvas, y + line * 3.0, items, chosen, notes);
}

/// The items from `y` down, a line each, the chosen one marked, then the notes.
fn items_and_notes(canvas: &mut dyn Canvas, mut y: f32, items: &[String], chosen: usize, notes: &[String]) {
    let line = text_px(canvas.size().1) * 12.0;
    for (i, item) in items.iter().enumerate() {
        let (text, color) =
            if i == chosen { (format!("> {item} <"), CHOSEN) } else { (item.clone(), palette::TEXT) };
        centered(canvas, y, 1.0, &text, color);
        y += line;
    }
    y += line * 0.5;
    for note in notes {
        centered(canvas, y, 1.0, note, NOTE);
        y += line;
    }
}

/// The title screen: the game's name drawn large, the items under it in
/// a panel, the chosen one marked, then notes.
pub fn title(canvas: &mut dyn Canvas, items: &[String], chosen: usize, notes: &[String]) {
    let (w, h) = canvas.size();
    let px = text_px(h);
    let line = px * 12.0;
    let mut y = (h * 0.12).round();
    if let Some(logo) = art().theme(Theme::Meadow).sprite("logo") {
        let scale = (px * 2.0).max(((w * 0.5) / logo.width() as f32).floor().min(px * 3.0));
        let x = ((w - logo.width() as f32 * scale) / 2.0).round();
        draw_sprite(canvas, logo, x, y, scale);
        y += logo.height() as f32 * scale + line;
    }
    let panel_h = line * (items.len() as f32 + notes.len() as f32 + 1.0);
    let panel_w = (notes.iter().map(|n| text_width(n, px)).fold(px * 120.0, f32::max) + px * 16.0).min(w);
    canvas.fill_rect(((w - panel_w) / 2.0).round(), y - line * 0.5, panel_w, panel_h, VEIL);
    items_and_notes(canvas, y, items, chosen, notes);
}

/// A menu of every item of `T`, each shown as `label` gives it, `chosen`
/// marked, then notes below.
pub fn menu_of<T: MenuItem>(
    canvas: &mut dyn Canvas,
    title: &str,
    chosen: T,
    label: impl Fn(T) -> String,
    notes: &[String],
) {
    let items: Vec<String> = T::all().into_iter().map(label).collect();
    menu(canvas, title, &items, chosen.position(), notes);
}

/// A message panel: a big title and lines under it.
pub fn panel(canvas: &mut dyn Canvas, title: &str, lines: &[String]) {
    menu(canvas, title, &[], usize::MAX, lines);
}
