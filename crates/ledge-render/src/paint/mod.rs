//! Painting a scene in the game's art at the art's own resolution
//! ([`CELL_PX`] pixels a cell): the world's sky and parallax backdrop,
//! the tiles joined to their neighbours, the world's life (butterflies,
//! drips, sparks), then everything that moves, posed and animated by the
//! scene's [`crate::Show`], then the specks.

mod ambient;
mod backdrop;
mod deep;
mod figures;
mod tiles;

use ledge_engine::Grid;

pub use backdrop::paint_backdrop;

use crate::art::{art, ThemeArt, CELL_PX};
use crate::image::{Image, Stamp};
use crate::Scene;

/// The part of the level painted, in art pixels from the level's top-left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArtView {
    /// The left side.
    pub left: i32,
    /// The top side.
    pub top: i32,
    /// Width in art pixels.
    pub width: u32,
    /// Height in art pixels.
    pub height: u32,
}

/// Paints `scene` as `view` sees it, in the scene's world's art.
pub fn paint_scene(scene: &Scene<'_>, view: ArtView) -> Image {
    let art = art().theme(scene.theme);
    let sky = art.sky()[0];
    let mut painter =
        Painter { art, image: Image::new(view.width, view.height, sky), view, time: scene.time };
    let level = (scene.grid.width() * CELL_PX, scene.grid.height() * CELL_PX);
    backdrop::paint_layers(&mut painter, level, 0.0);
    painter.tiles(scene.grid, scene.ground_below, &tiles::false_walls(scene));
    painter.edges(scene.grid);
    painter.ambient(scene.grid, scene.theme);
    painter.checkpoints(scene);
    painter.fades(scene);
    painter.tracks(scene);
    painter.figures(scene);
    painter.particles(scene);
    painter.image
}

/// Paints onto one image through one view.
pub(crate) struct Painter<'a> {
    art: &'a ThemeArt,
    image: Image,
    view: ArtView,
    /// Steps since the level started: the clock of every loop of frames.
    time: u64,
}

impl Painter<'_> {
    /// The top-left of cell `(x, y)` on the image.
    fn cell_px(&self, x: i64, y: i64) -> (i32, i32) {
        let cell = i64::from(CELL_PX);
        ((x * cell) as i32 - self.view.left, (y * cell) as i32 - self.view.top)
    }

    /// A point in cells on the image, rounded to whole art pixels.
    fn point_px(&self, x: f64, y: f64) -> (i32, i32) {
        let cell = f64::from(CELL_PX);
        ((x * cell).round() as i32 - self.view.left, (y * cell).round() as i32 - self.view.top)
    }

    /// The cells in view, clamped to the grid: `x0..x1` by `y0..y1`.
    fn cells_in_view(&self, grid: &Grid) -> (i64, i64, i64, i64) {
        let cell = i64::from(CELL_PX);
        let (left, top) = (i64::from(self.view.left), i64::from(self.view.top));
        let clamp = |v: i64, max: u32| v.clamp(0, i64::from(max));
        (
            clamp(left.div_euclid(cell), grid.width()),
            clamp((left + i64::from(self.view.width) + cell - 1).div_euclid(cell), grid.width()),
            clamp(top.div_euclid(cell), grid.height()),
            clamp((top + i64::from(self.view.height) + cell - 1).div_euclid(cell), grid.height()),
        )
    }

    /// The frame `name` at its own size with its top-left at `(x, y)`.
    fn sprite_at(&mut self, name: &str, x: i32, y: i32) {
        if let Some(sprite) = self.art.sprite(name) {
            self.image.paint(sprite, Stamp::at(sprite, x, y));
        }
    }

    /// The frame `name` centred across the line `x`, from `y` down.
    fn sprite_centered_x(&mut self, name: &str, x: i32, y: i32) {
        if let Some(sprite) = self.art.sprite(name) {
            self.image.paint(sprite, Stamp::at(sprite, x - sprite.width() as i32 / 2, y));
        }
    }

    /// The frame `name` centred across the line `y`, from `x` right.
    fn sprite_centered_y(&mut self, name: &str, x: i32, y: i32) {
        if let Some(sprite) = self.art.sprite(name) {
            self.image.paint(sprite, Stamp::at(sprite, x, y - sprite.height() as i32 / 2));
        }
    }
}
