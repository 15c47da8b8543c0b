//! The pixel observation: a 64 by 64 RGB picture of the cells around the
//! player, drawn by the renderer from the same scene as the game's window.

use ledge_game::Play;
use ledge_render::{draw_scene, Camera, PixmapCanvas, RenderError, Scene};

/// The picture's side, pixels.
pub const SIDE: usize = 64;
/// Bytes of one picture: RGB, row by row from the top.
pub const LEN: usize = SIDE * SIDE * 3;
/// The side of the view, cells: 4 pixels per cell.
pub const VIEW_CELLS: f64 = 16.0;

/// A picture to draw observations into, kept between steps.
pub struct Painter {
    canvas: PixmapCanvas,
}

impl Painter {
    /// A blank picture of [`SIDE`] by [`SIDE`] pixels.
    pub fn new() -> Result<Painter, RenderError> {
        Ok(Painter { canvas: PixmapCanvas::new(SIDE as u32, SIDE as u32)? })
    }

    /// Draws `play` centred on the player (kept inside the level) and
    /// writes it into `out` ([`LEN`] bytes).
    pub fn write(&mut self, play: &Play, out: &mut [u8]) {
        let scene = Scene::from_play(play);
        let mut camera = Camera::new(VIEW_CELLS, VIEW_CELLS);
        camera.center_on(play.player().center(), scene.level_size());
        draw_scene(&scene, &camera, &mut self.canvas);
        // Every pixel is opaque (the scene clears the canvas first), so the
        // stored colour is the colour.
        for (rgb, rgba) in out.chunks_exact_mut(3).zip(self.canvas.data().chunks_exact(4)) {
            rgb.copy_from_slice(&rgba[..3]);
        }
    }
}
