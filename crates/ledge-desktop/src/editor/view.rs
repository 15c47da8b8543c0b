//! Where things are on the editor's screen: the palette on the left, a bar
//! on top and one below, the level in between, panned and zoomed.

use ledge_engine::Vec2;
use ledge_render::{text_px, Camera};

/// The smallest and largest cell, pixels.
const CELL_PX: (f64, f64) = (4.0, 96.0);
/// How much one wheel turn or Ctrl+= zooms.
const ZOOM_STEP: f64 = 1.25;

/// The screen's parts for a window `w` by `h` pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// The window's size.
    pub size: (f32, f32),
    /// The font's pixel size.
    pub font: f32,
    /// One line of text, pixels.
    pub line: f32,
    /// The palette's width, pixels.
    pub palette_w: f32,
    /// The top bar's height.
    pub top_h: f32,
    /// The bottom bar's height (two lines).
    pub bottom_h: f32,
}

/// Characters a palette row holds.
pub const PALETTE_CHARS: usize = 24;

impl Layout {
    /// The layout of a window `w` by `h` pixels.
    pub fn of((w, h): (f32, f32)) -> Layout {
        let font = (text_px(h) - 1.0).max(1.0);
        let line = font * 10.0;
        Layout {
            size: (w, h),
            font,
            line,
            palette_w: font * 6.0 * PALETTE_CHARS as f32 + font * 6.0,
            top_h: line * 1.2,
            bottom_h: line * 2.2,
        }
    }

    /// The level's area: left, top, width, height.
    pub fn area(&self) -> (f32, f32, f32, f32) {
        let (w, h) = self.size;
        (self.palette_w, self.top_h, (w - self.palette_w).max(1.0), (h - self.top_h - self.bottom_h).max(1.0))
    }

    /// True when the point is over the level's area.
    pub fn in_area(&self, (x, y): (f32, f32)) -> bool {
        let (ax, ay, aw, ah) = self.area();
        x >= ax && y >= ay && x < ax + aw && y < ay + ah
    }

    /// The palette row under the point, if any.
    pub fn palette_row(&self, (x, y): (f32, f32), rows: usize) -> Option<usize> {
        if x >= self.palette_w || y < self.top_h {
            return None;
        }
        let row = ((y - self.top_h - self.line * 0.5) / self.line).floor();
        (row >= 0.0 && (row as usize) < rows).then_some(row as usize)
    }
}

/// How the level shows: its top-left corner's pixel and a cell's size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    /// The pixel of the level's top-left corner.
    pub origin: (f64, f64),
    /// A cell's side, pixels.
    pub cell_px: f64,
}

impl View {
    /// The level of `size` cells, whole in the layout's area, centred.
    pub fn fit(layout: &Layout, size: (u32, u32)) -> View {
        let (ax, ay, aw, ah) = layout.area();
        let (cw, ch) = (f64::from(size.0.max(1)), f64::from(size.1.max(1)));
        let cell_px = (f64::from(aw) / cw).min(f64::from(ah) / ch).floor().clamp(CELL_PX.0, CELL_PX.1);
        let origin = (
            (f64::from(ax) + (f64::from(aw) - cw * cell_px) / 2.0).round(),
            (f64::from(ay) + (f64::from(ah) - ch * cell_px) / 2.0).round(),
        );
        View { origin, cell_px }
    }

    /// The point of the level (cells) under a pixel.
    pub fn to_level(self, (x, y): (f32, f32)) -> Vec2 {
        Vec2::new(
            (f64::from(x) - self.origin.0) / self.cell_px,
            (f64::from(y) - self.origin.1) / self.cell_px,
        )
    }

    /// The pixel of a point of the level.
    pub fn to_px(self, p: Vec2) -> (f32, f32) {
        ((self.origin.0 + p.x * self.cell_px) as f32, (self.origin.1 + p.y * self.cell_px) as f32)
    }

    /// The cell under a pixel, when it is in a level of `size` cells.
    pub fn cell(&self, px: (f32, f32), size: (u32, u32)) -> Option<(u32, u32)> {
        let p = self.to_level(px);
        let (x, y) = (p.x.floor(), p.y.floor());
        (x >= 0.0 && y >= 0.0 && x < f64::from(size.0) && y < f64::from(size.1))
            .then_some((x as u32, y as u32))
    }

    /// Moves the level by `(dx, dy)` pixels.
    pub fn pan(&mut self, dx: f64, dy: f64) {
        self.origin = (self.origin.0 + dx, self.origin.1 + dy);
    }

    /// Zooms by `steps` (in, positive) keeping the level's point under `at` in place.
    pub fn zoom(&mut self, steps: f64, at: (f32, f32)) {
        let cell_px = (self.cell_px * ZOOM_STEP.powf(steps)).clamp(CELL_PX.0, CELL_PX.1).round();
        let (ax, ay) = (f64::from(at.0), f64::from(at.1));
        let k = cell_px / self.cell_px;
        self.origin = ((ax - (ax - self.origin.0) * k).round(), (ay - (ay - self.origin.1) * k).round());
        self.cell_px = cell_px;
    }

    /// The camera that draws the level this way on a window `w` by `h` pixels.
    pub fn camera(&self, (w, h): (f32, f32)) -> Camera {
        let mut camera = Camera::new(f64::from(w) / self.cell_px, f64::from(h) / self.cell_px);
        camera.left = -self.origin.0 / self.cell_px;
        camera.top = -self.origin.1 / self.cell_px;
        camera
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fitted_level_lies_whole_in_the_area() {
        let layout = Layout::of((1280.0, 720.0));
        let view = View::fit(&layout, (30, 10));
        let (ax, ay, aw, ah) = layout.area();
        let (x0, y0) = view.to_px(Vec2::new(0.0, 0.0));
        let (x1, y1) = view.to_px(Vec2::new(30.0, 10.0));
        assert!(x0 >= ax && y0 >= ay && x1 <= ax + aw && y1 <= ay + ah, "{view:?}");
        assert_eq!(view.cell(((x0 + x1) / 2.0, (y0 + y1) / 2.0), (30, 10)), Some((15, 5)));
    }

    #[test]
    fn zooming_keeps_the_point_under_the_mouse() {
        let mut view = View { origin: (100.0, 50.0), cell_px: 20.0 };
        let at = (310.0, 170.0);
        let before = view.to_level(at);
        view.zoom(1.0, at);
        let after = view.to_level(at);
        assert!((before.x - after.x).abs() < 0.05 && (before.y - after.y).abs() < 0.05);
        assert_eq!(view.cell_px, 25.0);
    }
}
