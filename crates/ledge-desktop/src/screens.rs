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

/// The art's outline, round a panel.
const PANEL_OUTLINE: Color = Color::rgb(29, 23, 49);
/// A panel's border, the gold of coins.
const PANEL_BORDER: Color = Color::rgb(247, 169, 40);
/// A panel's inside: the outline's navy, seen through.
const PANEL_FILL: Color = Color::rgba(43, 35, 74, 235);

/// A drawn panel over `x, y, w, h` (pixels), `px` pixels to an art pixel:
/// an outline, a gold border and a dark inside, with notched corners.
pub fn framed(canvas: &mut dyn Canvas, x: f32, y: f32, w: f32, h: f32, px: f32) {
    let (x, y, w, h) = (x.round(), y.round(), w.round(), h.round());
    canvas.fill_rect(x + px, y, w - 2.0 * px, h, PANEL_OUTLINE);
    canvas.fill_rect(x, y + px, w, h - 2.0 * px, PANEL_OUTLINE);
    canvas.fill_rect(x + 2.0 * px, y + px, w - 4.0 * px, h - 2.0 * px, PANEL_BORDER);
    canvas.fill_rect(x + px, y + 2.0 * px, w - 2.0 * px, h - 4.0 * px, PANEL_BORDER);
    canvas.fill_rect(x + 2.0 * px, y + 2.0 * px, w - 4.0 * px, h - 4.0 * px, PANEL_OUTLINE);
    canvas.fill_rect(x + 3.0 * px, y + 3.0 * px, w - 6.0 * px, h - 6.0 * px, PANEL_FILL);
}

/// A menu: a title, then items, the chosen one marked, then notes below,
/// on a drawn panel over the dimmed picture. A menu too long for the
/// picture draws its lines closer together, the text keeping its size.
pub fn menu(canvas: &mut dyn Canvas, title: &str, items: &[String], chosen: usize, notes: &[String]) {
    let (w, h) = canvas.size();
    canvas.fill_rect(0.0, 0.0, w, h, VEIL);
    let px = text_px(h);
    // The title's three lines, the items', then a half line and the notes';
    // the last line's text is 7 of its 12 pixels; the panel's frame a line and a half.
    let (n, m) = (items.len() as f32, notes.len() as f32);
    let lines = 3.0 + n + if notes.is_empty() { 0.0 } else { 0.5 + m } - 5.0 / 12.0;
    let line = (px * 12.0).min(((h - px * 2.0) / (lines + 1.5)).floor());
    let total = line * lines;
    let y = ((h - total) / 2.0).max(line).round();
    let widest = items
        .iter()
        .map(|i| text_width(&format!("> {i} <"), px))
        .chain(notes.iter().map(|n| text_width(n, px)))
        .fold(text_width(title, px * 3.0), f32::max);
    let panel_w = (widest + px * 24.0).min(w);
    framed(canvas, (w - panel_w) / 2.0, y - line * 0.75, panel_w, total + line * 1.5, px);
    centered(canvas, y, 3.0, title, palette::TEXT);
    items_and_notes(canvas, y + line * 3.0, line, items, chosen, notes);
}

/// The level's hint, on a panel under the heads-up display (in the sky,
/// where a short level's ground never is), in as many lines as the
/// picture's width needs; at the picture's foot instead when more of what
/// matters is under the top: `busy(top, bottom)` counts the things to see
/// (the player, coins, monsters, elements) between two heights in pixels.
pub fn hint(canvas: &mut dyn Canvas, text: &str, busy: &dyn Fn(f32, f32) -> usize) {
    let (w, h) = canvas.size();
    let px = text_px(h);
    let line = px * 12.0;
    // The panel's border and padding take 8 art pixels a side, and it keeps 4 from the edges.
    let lines = wrap(text, px, w - px * 24.0);
    let widest = lines.iter().map(|l| text_width(l, px)).fold(0.0, f32::max);
    let (panel_w, panel_h) = ((widest + px * 16.0).min(w), line * (0.6 + lines.len() as f32));
    let top = (line * 3.0).round();
    let foot = (h - line - panel_h).round();
    let y = if busy(foot, foot + panel_h) < busy(top, top + panel_h) { foot } else { top };
    framed(canvas, (w - panel_w) / 2.0, y, panel_w, panel_h, px);
    for (i, text) in lines.iter().enumerate() {
        centered(canvas, y + line * (0.5 + i as f32), 1.0, text, NOTE);
    }
}

/// `text` in lines no wider than `room` pixels at `px` pixels to a font
/// pixel, broken between words (a word wider than `room` alone on its line).
pub fn wrap(text: &str, px: f32, room: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(last) if text_width(&format!("{last} {word}"), px) <= room => {
                last.push(' ');
                last.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// The items from `y` down, `line` pixels apart, the chosen one marked, then the notes.
fn items_and_notes(
    canvas: &mut dyn Canvas,
    mut y: f32,
    line: f32,
    items: &[String],
    chosen: usize,
    notes: &[String],
) {
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
    framed(canvas, (w - panel_w) / 2.0, y - line * 0.75, panel_w, panel_h + line * 0.5, px);
    items_and_notes(canvas, y, line, items, chosen, notes);
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

/// The colours of the confetti: the coins' gold, white, the hoodie's teal, the scarf's red.
const CONFETTI: [Color; 4] =
    [Color::rgb(255, 227, 92), Color::rgb(255, 248, 236), Color::rgb(56, 198, 180), Color::rgb(232, 55, 74)];

/// A level's small celebration: confetti falling over the whole picture,
/// `t` steps after it began; each speck's place is a fixed function of
/// its number and `t` (no randomness at run time).
pub fn confetti(canvas: &mut dyn Canvas, t: u64) {
    let (w, h) = canvas.size();
    let px = text_px(h) * 3.0;
    for i in 0..80u64 {
        let seed = (i + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let x0 = ((seed >> 20) % w.max(1.0) as u64) as f32;
        let speed = 2.0 + ((seed >> 8) % 3) as f32;
        let start = ((seed >> 40) % h.max(1.0) as u64) as f32;
        let y = (start + t as f32 * speed) % (h + px * 4.0) - px * 2.0;
        let sway = ((t as f32 * 0.1 + i as f32).sin() * px * 2.0).round();
        let flip = (t / 6 + i) % 2 == 0;
        let (cw, ch) = if flip { (px, px * 0.5) } else { (px * 0.5, px) };
        let color = CONFETTI[(i % 4) as usize];
        canvas.fill_rect((x0 + sway).round(), y.round(), cw, ch, color);
    }
}

#[cfg(test)]
mod tests {
    use ledge_render::{Image, PixmapCanvas};

    use super::*;

    /// A canvas that keeps where each text was drawn and how wide it was.
    struct Texts {
        size: (f32, f32),
        drawn: Vec<(f32, f32, f32, String)>,
    }

    impl Canvas for Texts {
        fn size(&self) -> (f32, f32) {
            self.size
        }
        fn clear(&mut self, _: Color) {}
        fn fill_rect(&mut self, _: f32, _: f32, _: f32, _: f32, _: Color) {}
        fn fill_polygon(&mut self, _: &[[f32; 2]], _: Color) {}
        fn text(&mut self, x: f32, y: f32, px: f32, text: &str, _: Color) -> f32 {
            let width = text_width(text, px);
            self.drawn.push((x, y, width, text.to_string()));
            width
        }
        fn draw_image(&mut self, _: &Image, _: f32, _: f32, _: f32) {}
    }

    #[test]
    fn the_hint_moves_to_the_foot_of_the_screen_when_the_play_is_under_its_top_place() {
        let y = |busy_above_the_middle: bool| {
            let mut canvas = Texts { size: (640.0, 360.0), drawn: Vec::new() };
            hint(&mut canvas, "Jump.", &|top, _| usize::from((top < 180.0) == busy_above_the_middle));
            canvas.drawn[0].1
        };
        assert!(y(true) > 180.0, "the coins and monsters are up top: the hint goes to the foot");
        assert!(y(false) < 180.0, "the play is below: the hint stays under the heads-up display");
    }

    #[test]
    fn every_hint_of_the_pack_fits_the_screen_at_1280_by_720_and_640_by_360() {
        for size in [(1280.0, 720.0), (640.0, 360.0)] {
            for level in ledge_game::pack::PACK.iter().map(|p| p.level()) {
                let Some(text) = level.settings.hint.as_deref() else { continue };
                let mut canvas = Texts { size, drawn: Vec::new() };
                hint(&mut canvas, text, &|_, _| 0);
                for (x, _, width, line) in &canvas.drawn {
                    assert!(
                        *x >= 0.0 && x + width <= size.0,
                        "{}: `{line}` runs off a {size:?} screen",
                        level.name
                    );
                }
                let lines: Vec<&str> = canvas.drawn.iter().map(|(_, _, _, line)| line.as_str()).collect();
                assert_eq!(lines.join(" "), text, "{}: every word shows, in order", level.name);
            }
        }
    }

    #[test]
    fn every_settings_item_shows_on_the_screen_down_to_640_by_360() {
        use crate::menu::MenuItem;
        let settings = crate::save::Preferences::default();
        let items = crate::settings_menu::SettingsItem::all();
        for size in [(1280.0, 720.0), (640.0, 480.0), (640.0, 360.0)] {
            let mut canvas = Texts { size, drawn: Vec::new() };
            let label = |item: crate::settings_menu::SettingsItem| item.label(&settings, false);
            menu_of(&mut canvas, "SETTINGS", items[0], label, &[]);
            let px = text_px(size.1);
            assert_eq!(canvas.drawn.len(), items.len() + 1, "{size:?}");
            for (_, y, _, text) in &canvas.drawn {
                assert!(*y >= 0.0 && y + px * 7.0 <= size.1, "{size:?}: `{text}` at {y} is off the screen");
            }
        }
    }

    fn confetti_at(t: u64) -> Vec<u8> {
        let mut canvas = PixmapCanvas::new(320, 180).unwrap();
        confetti(&mut canvas, t);
        canvas.to_rgba()
    }

    #[test]
    fn the_confetti_falls_the_same_way_every_time() {
        assert_eq!(confetti_at(30), confetti_at(30));
        assert_ne!(confetti_at(30), confetti_at(31));
        let specks = confetti_at(0).chunks(4).filter(|p| p[3] > 0).count();
        assert!(specks > 100, "{specks} pixels of confetti");
    }
}
