//! Off-screen pictures with tiny-skia: a [`Canvas`] on a pixmap, PNG
//! encoding, and atomic saving.

use std::path::Path;

use tiny_skia::{FillRule, Paint, PathBuilder, Pixmap, Transform};

use crate::image::Image;
use crate::{draw_scene, Camera, Canvas, Color, RenderError, Scene, MAX_SIDE_PX};

/// A [`Canvas`] that draws into memory.
#[derive(Clone, Debug)]
pub struct PixmapCanvas {
    pixmap: Pixmap,
}

fn paint(color: Color, anti_alias: bool) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(color.r, color.g, color.b, color.a);
    paint.anti_alias = anti_alias;
    paint
}

impl PixmapCanvas {
    /// A transparent picture of `width` by `height` pixels.
    pub fn new(width: u32, height: u32) -> Result<PixmapCanvas, RenderError> {
        let size_error = || RenderError::Size { width: f64::from(width), height: f64::from(height) };
        if width > MAX_SIDE_PX || height > MAX_SIDE_PX {
            return Err(size_error());
        }
        let pixmap = Pixmap::new(width, height).ok_or_else(size_error)?;
        Ok(PixmapCanvas { pixmap })
    }

    /// An opaque picture from RGBA bytes, row by row from the top (a window's
    /// screenshot, say); the alpha channel is ignored.
    pub fn from_rgba(width: u32, height: u32, mut rgba: Vec<u8>) -> Result<PixmapCanvas, RenderError> {
        let size_error = || RenderError::Size { width: f64::from(width), height: f64::from(height) };
        if width > MAX_SIDE_PX || height > MAX_SIDE_PX || rgba.len() != width as usize * height as usize * 4 {
            return Err(size_error());
        }
        rgba.iter_mut().skip(3).step_by(4).for_each(|a| *a = 255);
        let size = tiny_skia::IntSize::from_wh(width, height).ok_or_else(size_error)?;
        let pixmap = Pixmap::from_vec(rgba, size).ok_or_else(size_error)?;
        Ok(PixmapCanvas { pixmap })
    }

    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.pixmap.width()
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.pixmap.height()
    }

    /// The color of pixel `(x, y)`, or `None` outside the picture.
    pub fn pixel(&self, x: u32, y: u32) -> Option<Color> {
        let c = self.pixmap.pixel(x, y)?.demultiply();
        Some(Color::rgba(c.red(), c.green(), c.blue(), c.alpha()))
    }

    /// The pixels, row by row from the top, as RGBA bytes with straight alpha.
    pub fn to_rgba(&self) -> Vec<u8> {
        self.pixmap
            .pixels()
            .iter()
            .flat_map(|p| {
                let c = p.demultiply();
                [c.red(), c.green(), c.blue(), c.alpha()]
            })
            .collect()
    }

    /// The pixels, row by row from the top, as RGBA bytes with premultiplied
    /// alpha, borrowed: for an opaque picture, the colours themselves, with no
    /// copy (the Python package's pixel observations read them every step).
    pub fn data(&self) -> &[u8] {
        self.pixmap.data()
    }

    /// The pixels as [`PixmapCanvas::data`] holds them, to write.
    pub fn data_mut(&mut self) -> &mut [u8] {
        self.pixmap.data_mut()
    }

    /// The picture as a PNG file's bytes.
    pub fn encode_png(&self) -> Result<Vec<u8>, RenderError> {
        self.pixmap.encode_png().map_err(|e| RenderError::Encode(e.to_string()))
    }
}

impl Canvas for PixmapCanvas {
    fn size(&self) -> (f32, f32) {
        (self.pixmap.width() as f32, self.pixmap.height() as f32)
    }

    fn clear(&mut self, color: Color) {
        self.pixmap.fill(tiny_skia::Color::from_rgba8(color.r, color.g, color.b, color.a));
    }

    /// Copies the pixels straight in: each canvas pixel takes the image
    /// pixel under its centre, as a GPU's nearest filtering does.
    fn draw_image(&mut self, image: &Image, x: f32, y: f32, zoom: f32) {
        let (w, h) = (self.pixmap.width() as usize, self.pixmap.height() as usize);
        let source = |at: usize, origin: f32, len: u32| {
            let i = ((at as f32 + 0.5 - origin) / zoom).floor();
            (i >= 0.0 && i < len as f32).then_some(i as usize)
        };
        let columns: Vec<Option<usize>> = (0..w).map(|px| source(px, x, image.width())).collect();
        let (rgba, iw) = (image.rgba(), image.width() as usize);
        let data = self.pixmap.data_mut();
        let mut last: Option<(usize, usize)> = None;
        for py in 0..h {
            let Some(sy) = source(py, y, image.height()) else { continue };
            let row = py * w * 4..(py + 1) * w * 4;
            // A zoomed picture repeats each of its rows: copy the one just made.
            if let Some((prev_sy, prev_py)) = last.filter(|&(s, _)| s == sy) {
                data.copy_within(prev_py * w * 4..(prev_py + 1) * w * 4, row.start);
                last = Some((prev_sy, py));
                continue;
            }
            let row = &mut data[row];
            for (px, column) in columns.iter().enumerate() {
                if let Some(sx) = column {
                    let from = (sy * iw + sx) * 4;
                    row[px * 4..px * 4 + 3].copy_from_slice(&rgba[from..from + 3]);
                    row[px * 4 + 3] = 255;
                }
            }
            last = Some((sy, py));
        }
    }

    fn fill_rect(&mut self, x: f32, y: f32, w: f32, h: f32, color: Color) {
        let (width, height) = (self.pixmap.width() as f32, self.pixmap.height() as f32);
        let (x0, y0) = (x.max(0.0), y.max(0.0));
        let (x1, y1) = ((x + w).min(width), (y + h).min(height));
        // Clipped to nothing: tiny-skia would still fill a row or column
        // for a rectangle with no height or width.
        if x1 <= x0 || y1 <= y0 {
            return;
        }
        if let Some(rect) = tiny_skia::Rect::from_ltrb(x0, y0, x1, y1) {
            self.pixmap.fill_rect(rect, &paint(color, false), Transform::identity(), None);
        }
    }

    fn fill_polygon(&mut self, points: &[[f32; 2]], color: Color) {
        let mut path = PathBuilder::new();
        for (i, [x, y]) in points.iter().copied().enumerate() {
            if i == 0 {
                path.move_to(x, y);
            } else {
                path.line_to(x, y);
            }
        }
        path.close();
        if let Some(path) = path.finish() {
            self.pixmap.fill_path(&path, &paint(color, true), FillRule::Winding, Transform::identity(), None);
        }
    }
}

/// Draws `scene` through `camera` into a new picture of `width` by `height` pixels.
pub fn render_pixmap(
    scene: &Scene<'_>,
    camera: &Camera,
    width: u32,
    height: u32,
) -> Result<PixmapCanvas, RenderError> {
    let mut canvas = PixmapCanvas::new(width, height)?;
    draw_scene(scene, camera, &mut canvas);
    Ok(canvas)
}

/// A picture of the whole level at `scale` pixels per cell, as PNG bytes.
pub fn render_png(scene: &Scene<'_>, scale: f32) -> Result<Vec<u8>, RenderError> {
    render_png_with(scene, scale, |_| {})
}

/// [`render_png`], with `over` drawing on the picture (in pixels) before it
/// is encoded.
pub(crate) fn render_png_with(
    scene: &Scene<'_>,
    scale: f32,
    over: impl FnOnce(&mut dyn Canvas),
) -> Result<Vec<u8>, RenderError> {
    if !(scale.is_finite() && scale > 0.0) {
        return Err(RenderError::Scale(scale));
    }
    let level = scene.level_size();
    let (w, h) = ((level.x * f64::from(scale)).round(), (level.y * f64::from(scale)).round());
    let max = f64::from(MAX_SIDE_PX);
    if !(1.0..=max).contains(&w) || !(1.0..=max).contains(&h) {
        return Err(RenderError::Size { width: w, height: h });
    }
    let mut canvas = render_pixmap(scene, &Camera::whole(level), w as u32, h as u32)?;
    over(&mut canvas);
    canvas.encode_png()
}

/// Saves a picture of the whole level at `scale` pixels per cell to `path`
/// as a PNG. The file is written next to its final place and renamed over
/// it, so a reader never sees half a picture.
pub fn save_png(path: &Path, scene: &Scene<'_>, scale: f32) -> Result<(), RenderError> {
    let png = render_png(scene, scale)?;
    ledge_files::write_file(path, &png).map_err(|source| RenderError::Io { path: path.to_path_buf(), source })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The red pixels of a picture one pixel high.
    fn red_row(fill: impl Fn(&mut PixmapCanvas)) -> Vec<bool> {
        let mut canvas = PixmapCanvas::new(8, 1).unwrap();
        fill(&mut canvas);
        canvas.data().chunks(4).map(|p| p[0] == 255).collect()
    }

    #[test]
    fn a_rect_wholly_above_the_picture_does_not_paint_its_top_row() {
        let red = Color::rgb(255, 0, 0);
        let mut canvas = PixmapCanvas::new(8, 1).unwrap();
        canvas.fill_rect(0.0, -1.0, 8.0, 1.0, red);
        assert!(canvas.data().chunks(4).all(|p| p[0] != 255));
        assert!(red_row(|c| c.fill_rect(-2.0, 0.0, 2.0, 1.0, red)).iter().all(|&r| !r));
    }

    #[test]
    fn a_rect_partly_off_the_left_edge_is_not_drawn_a_pixel_too_wide() {
        let red = Color::rgb(255, 0, 0);
        let row = red_row(|c| c.fill_rect(-1.0, 0.0, 4.0, 1.0, red));
        assert_eq!(row, [true, true, true, false, false, false, false, false]);
        let row = red_row(|c| c.fill_rect(6.0, -2.0, 4.0, 3.0, red));
        assert_eq!(row, [false, false, false, false, false, false, true, true]);
        assert!(red_row(|c| c.fill_rect(-5.0, 0.0, 3.0, 1.0, red)).iter().all(|&r| !r));
    }
}
