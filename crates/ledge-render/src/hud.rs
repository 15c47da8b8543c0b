//! The heads-up display: level name on the left; lives, coins left and time
//! on the right, on a dark band across the top.

use crate::{canvas::text_width, palette, Canvas, Hud};

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

pub(crate) fn draw_hud(hud: &Hud, width_px: f32, height_px: f32, canvas: &mut (impl Canvas + ?Sized)) {
    let px = text_px(height_px);
    canvas.fill_rect(0.0, 0.0, width_px, hud_height(height_px), palette::HUD_BAND);
    let mut right = format!("COINS {}   TIME {}", hud.coins_left, format_time(hud.time_s));
    if let Some(lives) = hud.lives {
        right = format!("LIVES {lives}   {right}");
    }
    canvas.text(px * 2.0, px * 2.0, px, &hud.level_name, palette::TEXT);
    let x = width_px - px * 2.0 - text_width(&right, px);
    canvas.text(x, px * 2.0, px, &right, palette::TEXT);
}
