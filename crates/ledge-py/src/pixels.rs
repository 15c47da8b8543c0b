//! The pixel observation: a 64 by 64 RGB picture of the cells around the
//! player, drawn by the renderer from the same scene as the game's window.
//!
//! The view moves by whole pixels (a quarter of a cell), so that every cell
//! covers the same 4 by 4 pixels wherever it shows. The plain rule draws
//! the whole scene ([`Painter::write_plain`]); the fast one stamps each
//! visible cell's 4 by 4 pixels, drawn once per kind of tile, then draws
//! the figures over them as the scene does ([`Painter::write`]). A property
//! test shows that the two agree byte for byte; levels with seed 003's
//! edges (drawn across cells' borders) take the plain rule.

use ledge_engine::{Grid, Tile};
use ledge_game::Play;
use ledge_render::{draw_plain, draw_plain_figures, Camera, PixmapCanvas, RenderError, Scene};

/// The picture's side, pixels.
pub const SIDE: usize = 64;
/// Bytes of one picture: RGB, row by row from the top.
pub const LEN: usize = SIDE * SIDE * 3;
/// The side of the view, cells: 4 pixels per cell.
pub const VIEW_CELLS: f64 = 16.0;
/// Pixels per cell.
const CELL: usize = SIDE / VIEW_CELLS as usize;
/// Bytes of one cell's stamp: RGBA.
const STAMP: usize = CELL * CELL * 4;

/// A picture to draw observations into, kept between steps, with a stamp
/// of each kind of tile.
pub struct Painter {
    canvas: PixmapCanvas,
    /// Per [`Tile::ALL`], its cell as the scene draws it; then the outside.
    stamps: Vec<[u8; STAMP]>,
}

impl Painter {
    /// A blank picture of [`SIDE`] by [`SIDE`] pixels.
    pub fn new() -> Result<Painter, RenderError> {
        let mut stamps = Vec::with_capacity(Tile::ALL.len() + 1);
        for tile in Tile::ALL.into_iter().map(Some).chain([None]) {
            // One cell drawn by the scene: a tile inside a level, or the outside.
            let mut grid = Grid::new(1, 1);
            let mut camera = Camera::new(1.0, 1.0);
            match tile {
                Some(tile) => grid.set_tile(0, 0, tile),
                None => camera.left = -2.0,
            }
            let mut cell = PixmapCanvas::new(CELL as u32, CELL as u32)?;
            draw_plain(&Scene::new(&grid), &camera, &mut cell);
            stamps.push(cell.data().try_into().expect("a cell's pixels"));
        }
        Ok(Painter { canvas: PixmapCanvas::new(SIDE as u32, SIDE as u32)?, stamps })
    }

    /// The view of `play`: centred on the player, kept inside the level,
    /// moved to whole pixels.
    fn camera(play: &Play, scene: &Scene<'_>) -> Camera {
        let mut camera = Camera::new(VIEW_CELLS, VIEW_CELLS);
        camera.center_on(play.player().center(), scene.level_size());
        camera.left = (camera.left * CELL as f64).round() / CELL as f64;
        camera.top = (camera.top * CELL as f64).round() / CELL as f64;
        camera
    }

    /// Draws `play` centred on the player (kept inside the level) and
    /// writes it into `out` ([`LEN`] bytes).
    pub fn write(&mut self, play: &Play, out: &mut [u8]) {
        let scene = Scene::from_play(play);
        let camera = Painter::camera(play, &scene);
        if play.grid().has_edges() {
            draw_plain(&scene, &camera, &mut self.canvas);
        } else {
            self.stamp_cells(play.grid(), &camera);
            draw_plain_figures(&scene, &camera, &mut self.canvas);
        }
        self.copy_rgb(out);
    }

    /// The plain rule: the whole scene drawn through the same view.
    #[cfg(test)]
    fn write_plain(&mut self, play: &Play, out: &mut [u8]) {
        let scene = Scene::from_play(play);
        draw_plain(&scene, &Painter::camera(play, &scene), &mut self.canvas);
        self.copy_rgb(out);
    }

    /// Fills the picture with each visible cell's stamp.
    fn stamp_cells(&mut self, grid: &Grid, camera: &Camera) {
        // The view's top-left pixel, in pixels from the level's top-left
        // corner: whole numbers, as the camera moves by whole pixels.
        let (left, top) = ((camera.left * CELL as f64) as i64, (camera.top * CELL as f64) as i64);
        let pixels = self.canvas.data_mut();
        let outside = Tile::ALL.len();
        for cell_y in top.div_euclid(CELL as i64)..=(top + SIDE as i64 - 1).div_euclid(CELL as i64) {
            for cell_x in left.div_euclid(CELL as i64)..=(left + SIDE as i64 - 1).div_euclid(CELL as i64) {
                // `Tile::ALL` lists the tiles in declaration order.
                let kind =
                    if grid.contains(cell_x, cell_y) { grid.tile(cell_x, cell_y) as usize } else { outside };
                let stamp = &self.stamps[kind];
                // The cell's pixels that fall inside the picture.
                let x0 = cell_x * CELL as i64 - left;
                let (from, to) = (x0.max(0), (x0 + CELL as i64).min(SIDE as i64));
                for row in 0..CELL as i64 {
                    let y = cell_y * CELL as i64 - top + row;
                    if !(0..SIDE as i64).contains(&y) {
                        continue;
                    }
                    let src = (row as usize * CELL + (from - x0) as usize) * 4;
                    let dst = (y as usize * SIDE + from as usize) * 4;
                    let len = (to - from) as usize * 4;
                    pixels[dst..dst + len].copy_from_slice(&stamp[src..src + len]);
                }
            }
        }
    }

    /// Every pixel is opaque (a cell's stamp or the scene covers it), so the
    /// stored colour is the colour. Four pixels at a time, which the
    /// compiler turns into a few shuffles.
    fn copy_rgb(&self, out: &mut [u8]) {
        for (rgb, rgba) in out.chunks_exact_mut(12).zip(self.canvas.data().chunks_exact(16)) {
            for (to, from) in rgb.chunks_exact_mut(3).zip(rgba.chunks_exact(4)) {
                to.copy_from_slice(&from[..3]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use ledge_game::{pack, Buttons, Level};
    use ledge_render::palette;
    use proptest::prelude::*;

    use super::*;

    fn pictures(play: &Play) -> (Vec<u8>, Vec<u8>) {
        let mut painter = Painter::new().unwrap();
        let (mut fast, mut plain) = (vec![0; LEN], vec![0; LEN]);
        painter.write(play, &mut fast);
        painter.write_plain(play, &mut plain);
        (fast, plain)
    }

    #[test]
    fn a_level_narrower_than_the_view_shows_the_outside_around_it() {
        let level = Level::parse("small.txt", "....\n.@o.\n####\n").unwrap();
        let play = Play::new(&level, level.preset(None));
        let (fast, plain) = pictures(&play);
        assert_eq!(fast, plain);
        assert_eq!(fast[..3], [palette::OUTSIDE.r, palette::OUTSIDE.g, palette::OUTSIDE.b]);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Stamping cells and drawing the figures over them gives the very
        /// bytes the whole scene gives, on every built-in level (slopes,
        /// ladders, ice, one-way floors, lava, monsters, platforms) as the
        /// player runs about.
        #[test]
        fn stamped_cells_agree_with_the_whole_scene_byte_for_byte(
            level in 0..pack::PACK.len(),
            presses in proptest::collection::vec((0u8..32, 1u32..40), 1..20),
        ) {
            let level = pack::PACK[level].level();
            let mut play = Play::new(&level, level.preset(None));
            for (bits, hold) in presses {
                for _ in 0..hold {
                    play.step(Buttons::from_bits(bits));
                }
                let (fast, plain) = pictures(&play);
                prop_assert!(fast == plain, "the pictures differ at step {}", play.frame());
            }
        }
    }
}
