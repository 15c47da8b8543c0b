//! The heads-up display: level name on the left; lives or deaths, a gem
//! found, keys held, coins left and time on the right, each after its icon,
//! on a dark band across the top.

use ledge_game::Theme;

use crate::art::art;
use crate::canvas::{draw_sprite, text_width};
use crate::{palette, Canvas, Hud};

/// The size of one font pixel for a picture `height_px` tall: text grows
/// with the picture, one font pixel per 240 pixels of height, at least one.
pub fn text_px(height_px: f32) -> f32 {
    (height_px / 240.0).floor().max(1.0)
}

/// The height of the heads-up display's band for a picture `height_px` tall.
pub fn hud_height(height_px: f32) -> f32 {
    text_px(height_px) * (crate::font::GLYPH_H + 4) as f32
}

/// Formats seconds as `m:ss.s`.
///
/// ```
/// assert_eq!(ledge_render::format_time(75.25), "1:15.2");
/// assert_eq!(ledge_render::format_time(-1.0), "0:00.0");
/// ```
pub fn format_time(seconds: f64) -> String {
    let tenths = (seconds.max(0.0) * 10.0).floor() as u64;
    format!("{}:{:02}.{}", tenths / 600, tenths / 10 % 60, tenths % 10)
}

/// Draws `hud` across the top of a picture, its icons in `theme`'s colours.
pub(crate) fn draw_hud(
    hud: &Hud,
    theme: Theme,
    width_px: f32,
    height_px: f32,
    canvas: &mut (impl Canvas + ?Sized),
) {
    let px = text_px(height_px);
    canvas.fill_rect(0.0, 0.0, width_px, hud_height(height_px), palette::HUD_BAND);
    canvas.text(px * 2.0, px * 2.0, px, &hud.level_name, palette::TEXT);
    let mut items = vec![("coin", hud.coins_left.to_string()), ("clock", format_time(hud.time_s))];
    if hud.keys > 0 {
        items.insert(0, ("key", hud.keys.to_string()));
    }
    if hud.gem {
        items.insert(0, ("gem", String::new()));
    }
    if let Some(lives) = hud.lives {
        items.insert(0, ("heart", lives.to_string()));
    }
    if let Some(deaths) = hud.deaths {
        items.insert(0, ("skull", deaths.to_string()));
    }
    let art = art().theme(theme);
    // Right to left: each item's text, then its icon before it.
    let mut x = width_px - px * 2.0;
    for (icon, text) in items.iter().rev() {
        x -= text_width(text, px);
        canvas.text(x, px * 2.0, px, text, palette::TEXT);
        if let Some(sprite) = art.sprite(icon) {
            x -= px * (sprite.width() as f32 + 2.0);
            draw_sprite(canvas, sprite, x, px * 1.5, px);
        }
        x -= px * 6.0;
    }
}
