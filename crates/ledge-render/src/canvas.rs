//! The drawing interface (seed 002's display modules): whatever can fill
//! rectangles and convex polygons in pixels can show a Ledge scene.

use crate::font;
use crate::image::{Image, Sprite};
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
        font::rectangles(x, y, px, text, |left, top, w, h| self.fill_rect(left, top, w, h, color));
        font::width(text, px)
    }

    /// Draws `image` with its top-left at `(x, y)`, each of its pixels a
    /// square `zoom` pixels on a side; at a zoom that is not whole, each
    /// canvas pixel takes the image pixel under its centre. This provided
    /// version fills a rectangle per run of one colour; a canvas with
    /// textures does better.
    fn draw_image(&mut self, image: &Image, x: f32, y: f32, zoom: f32) {
        for row in 0..image.height() {
            let mut start = 0;
            while start < image.width() {
                let color = image.pixel(start, row).unwrap_or(Color::rgb(0, 0, 0));
                let mut end = start + 1;
                while end < image.width() && image.pixel(end, row) == Some(color) {
                    end += 1;
                }
                let edge = |i: u32| (x + i as f32 * zoom).round();
                let (top, bottom) = ((y + row as f32 * zoom).round(), (y + (row + 1) as f32 * zoom).round());
                self.fill_rect(edge(start), top, edge(end) - edge(start), bottom - top, color);
                start = end;
            }
        }
    }
}

/// Draws the opaque pixels of `sprite` with its top-left at `(x, y)`
/// (rounded to whole pixels), each a square `px` pixels on a side: an
/// icon, the title's name.
pub fn draw_sprite(canvas: &mut (impl Canvas + ?Sized), sprite: &Sprite, x: f32, y: f32, px: f32) {
    let (x, y) = (x.round(), y.round());
    for row in 0..sprite.height() {
        let mut start = 0;
        while start < sprite.width() {
            let color = sprite.pixel(start, row);
            let mut end = start + 1;
            while end < sprite.width() && sprite.pixel(end, row) == color {
                end += 1;
            }
            if color.a != 0 {
                let w = (end - start) as f32 * px;
                canvas.fill_rect(x + start as f32 * px, y + row as f32 * px, w, px, color);
            }
            start = end;
        }
    }
}

/// The width in pixels that [`Canvas::text`] takes for `text` at font pixel size `px`.
pub fn text_width(text: &str, px: f32) -> f32 {
    font::width(text, px)
}
