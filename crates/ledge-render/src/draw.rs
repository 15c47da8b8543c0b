//! Drawing a scene onto any [`Canvas`] in the game's art: painted at the
//! art's own resolution ([`paint_scene`]), scaled up onto the canvas by
//! nearest pixels, then the heads-up display over it.

use crate::art::CELL_PX;
use crate::paint::{paint_scene, ArtView};
use crate::{hud, plain, Camera, Canvas, Scene};

/// The most art pixels painted for one picture; a view larger than this
/// (a huge level drawn whole) is drawn in the plain look instead.
const MAX_ART_PIXELS: f64 = 4096.0 * 4096.0;

/// Draws `scene` as seen through `camera` onto `canvas`, filling it: the
/// camera's width spans the canvas's width, and the heads-up display (if
/// the scene has one) is drawn over the top. At a whole number of canvas
/// pixels per art pixel (16, 32, 48... per cell) every art pixel is a
/// square of canvas pixels.
pub fn draw_scene(scene: &Scene<'_>, camera: &Camera, canvas: &mut (impl Canvas + ?Sized)) {
    let (w, h) = canvas.size();
    let zoom = f64::from(w) / (camera.width.max(1e-6) * f64::from(CELL_PX));
    let (art_w, art_h) = ((f64::from(w) / zoom).ceil(), (f64::from(h) / zoom).ceil());
    if !(zoom.is_finite() && zoom > 0.0) || art_w * art_h > MAX_ART_PIXELS {
        plain::draw_plain(scene, camera, canvas);
        return;
    }
    let (dx, dy) = scene.show.map_or((0, 0), |show| show.shake(scene.shake));
    let cell = f64::from(CELL_PX);
    let view = ArtView {
        left: (camera.left * cell).round() as i32 + dx,
        top: (camera.top * cell).round() as i32 + dy,
        width: art_w as u32,
        height: art_h as u32,
    };
    canvas.draw_image(&paint_scene(scene, view), 0.0, 0.0, zoom as f32);
    if let Some(h) = &scene.hud {
        let (width_px, height_px) = canvas.size();
        hud::draw_hud(h, scene.theme, width_px, height_px, canvas);
    }
}
