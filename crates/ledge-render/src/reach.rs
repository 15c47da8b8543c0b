//! The designer's map of a search: the level, the cells the player's box
//! reached shaded, and a run drawn over it.

use ledge_engine::Vec2;

use crate::{render_png_with, Canvas, Color, RenderError, Scene};

/// The shade over a reached cell.
const REACHED: Color = Color::rgba(255, 236, 110, 110);
/// The run's trail.
const TRAIL: Color = Color::rgb(255, 60, 200);

/// A picture of the whole level at `scale` pixels per cell, as PNG bytes,
/// with every cell for which `reached(x, y)` is true shaded and `trail`
/// (the player's middle at each step of a run, cells) drawn as a line of
/// dots.
pub fn reach_map_png(
    scene: &Scene<'_>,
    scale: f32,
    reached: impl Fn(u32, u32) -> bool,
    trail: &[Vec2],
) -> Result<Vec<u8>, RenderError> {
    let (width, height) = (scene.grid.width(), scene.grid.height());
    render_png_with(scene, scale, |canvas: &mut dyn Canvas| {
        for y in 0..height {
            for x in 0..width {
                if reached(x, y) {
                    canvas.fill_rect(x as f32 * scale, y as f32 * scale, scale, scale, REACHED);
                }
            }
        }
        let dot = (scale * 0.2).max(2.0);
        for point in trail {
            let (x, y) = (point.x as f32 * scale, point.y as f32 * scale);
            canvas.fill_rect(x - dot / 2.0, y - dot / 2.0, dot, dot, TRAIL);
        }
    })
}
