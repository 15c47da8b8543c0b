//! The drawing interface (seed 002's display modules): whatever can fill
//! rectangles and convex polygons in pixels can show a Ledge scene.

use crate::font;
use crate::Color;

/// A surface to draw on, in pixels, with `(0, 0)` at the top-left and y down.
///
/// Implementations: [`crate::PixmapCanvas`] (off-screen, tiny-skia) here, and
/// the window in `ledge-desktop`. Text is drawn by the provided
/// [`Canvas::text`] with the built-in bitmap font, so it looks the same
/// everywhere.
pub trait Canvas {
    /// Width and height in pixels.
    fn size(&self) -> (f32, f32);

    /// Fills the whole surface with one color.
    fn clear(&mut self, color: Color);

    /// Fills an axis-aligned rectangle. Callers pass whole pixels for sharp edges.
    fn fill_rect(&mut self, x: f32, y: f32, w: f32, h: f32, color: Color);

    /// Fills a convex polygon given by its corners in order.
    fn fill_polygon(&mut self, points: &[[f32; 2]], color: Color);

    /// Draws `text` with its top-left at `(x, y)`, each font pixel `px`
    /// pixels wide, and returns the width drawn. See [`text_width`].
    fn text(&mut self, x: f32, y: f32, px: f32, text: &str, color: Color) -> f32 {
        font::draw(self, x, y, px, text, color)
    }
}

/// The width in pixels that [`Canvas::text`] takes for `text` at font pixel size `px`.
pub fn text_width(text: &str, px: f32) -> f32 {
    font::width(text, px)
}
