//! Seed 003's appendix as a picture: each preset's jumps from standing and
//! from full speed, tapped and held, drawn step by step over a grid of
//! cells, with each jump's apex, airtime and distance written beside it.

use ledge_engine::{Hold, JumpArc, Start, Vec2};

use crate::{palette, Canvas, Color, PixmapCanvas, RenderError};

/// One preset's jumps, as [`ledge_engine::jump_arc`] measures them.
#[derive(Clone, Debug)]
pub struct JumpPanel {
    /// The preset's name.
    pub name: String,
    /// The player's size, cells.
    pub player: Vec2,
    /// Its jumps.
    pub arcs: Vec<JumpArc>,
}

/// Pixels per cell.
const CELL: f32 = 24.0;
/// Font pixel size of the labels.
const FONT: f32 = 2.0;
/// Height of a line of labels, pixels.
const LINE: f32 = 20.0;
/// Space around everything, pixels.
const MARGIN: f32 = 16.0;
/// The grid lines.
const GRID: Color = Color::rgba(255, 255, 255, 60);

/// The color of a jump's dots and label.
fn color(arc: &JumpArc) -> Color {
    match (arc.start, arc.hold) {
        (Start::Standing, Hold::Tapped) => Color::rgb(255, 255, 255),
        (Start::Standing, Hold::Held) => palette::COIN,
        (Start::FullSpeed, Hold::Tapped) => Color::rgb(120, 255, 160),
        (Start::FullSpeed, Hold::Held) => palette::LAVA,
    }
}

/// A jump's label: `standing, held: apex 4.000 cells, 47 steps, 0.000 cells`.
pub fn arc_label(arc: &JumpArc) -> String {
    let start = match arc.start {
        Start::Standing => "standing",
        Start::FullSpeed => "full speed",
    };
    let hold = match arc.hold {
        Hold::Tapped => "tapped",
        Hold::Held => "held",
    };
    format!(
        "{start}, {hold}: apex {:.3} cells, airtime {} steps, distance {:.3} cells",
        arc.apex, arc.airtime_steps, arc.distance
    )
}

/// The grid a panel needs: whole cells to the right and up.
fn cells(panel: &JumpPanel) -> (f32, f32) {
    let reach = panel
        .arcs
        .iter()
        .flat_map(|a| &a.path)
        .fold(Vec2::ZERO, |m, p| Vec2::new(m.x.max(p.x), m.y.max(p.y)));
    ((reach.x + panel.player.x).ceil() as f32 + 2.0, (reach.y + panel.player.y).ceil() as f32 + 1.0)
}

/// The panel's height in pixels.
fn panel_height(panel: &JumpPanel) -> f32 {
    LINE + cells(panel).1 * CELL + LINE * panel.arcs.len() as f32 + MARGIN
}

/// The picture's size in pixels for `panels`, stacked.
pub fn jump_plot_size(panels: &[JumpPanel]) -> (u32, u32) {
    let label = panels
        .iter()
        .flat_map(|p| &p.arcs)
        .map(|a| crate::text_width(&arc_label(a), FONT))
        .fold(0.0, f32::max);
    let grid = panels.iter().map(|p| cells(p).0 * CELL).fold(0.0, f32::max);
    let width = grid.max(label) + 2.0 * MARGIN;
    let height = panels.iter().map(panel_height).sum::<f32>() + MARGIN;
    (width.ceil() as u32, height.ceil() as u32)
}

/// Draws the panels one under the other.
pub fn draw_jump_plot(canvas: &mut dyn Canvas, panels: &[JumpPanel]) {
    canvas.clear(palette::OUTSIDE);
    let mut top = MARGIN;
    for panel in panels {
        draw_panel(canvas, panel, top);
        top += panel_height(panel);
    }
}

fn draw_panel(canvas: &mut dyn Canvas, panel: &JumpPanel, top: f32) {
    canvas.text(MARGIN, top, FONT, &panel.name, palette::TEXT);
    let (cols, rows) = cells(panel);
    let (left, grid_top) = (MARGIN, top + LINE);
    let floor = grid_top + rows * CELL;
    canvas.fill_rect(left, grid_top, cols * CELL, rows * CELL, palette::BACKGROUND);
    for col in 0..=cols as u32 {
        canvas.fill_rect(left + col as f32 * CELL, grid_top, 1.0, rows * CELL, GRID);
    }
    for row in 0..=rows as u32 {
        canvas.fill_rect(left, grid_top + row as f32 * CELL, cols * CELL, 1.0, GRID);
    }
    canvas.fill_rect(left, floor, cols * CELL, 3.0, palette::WALL);
    // Where the player stands before it jumps.
    let (w, h) = (panel.player.x as f32 * CELL, panel.player.y as f32 * CELL);
    let start_x = left + CELL;
    canvas.fill_rect(start_x, floor - h, w, h, palette::PLAYER.with_alpha(120));
    for arc in &panel.arcs {
        let color = color(arc);
        for point in &arc.path {
            let x = start_x + (point.x as f32) * CELL + w / 2.0;
            let y = floor - point.y as f32 * CELL;
            canvas.fill_rect(x - 2.0, y - 2.0, 4.0, 4.0, color);
        }
    }
    for (i, arc) in panel.arcs.iter().enumerate() {
        canvas.text(MARGIN, floor + 8.0 + i as f32 * LINE, FONT, &arc_label(arc), color(arc));
    }
}

/// The panels as a PNG.
pub fn jump_plot_png(panels: &[JumpPanel]) -> Result<Vec<u8>, RenderError> {
    let (width, height) = jump_plot_size(panels);
    let mut canvas = PixmapCanvas::new(width, height)?;
    draw_jump_plot(&mut canvas, panels);
    canvas.encode_png()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::{jump_arc, Preset};

    fn panel(preset: &Preset) -> JumpPanel {
        let arcs = [Start::Standing, Start::FullSpeed]
            .into_iter()
            .flat_map(|start| [Hold::Tapped, Hold::Held].map(|hold| jump_arc(preset, start, hold)))
            .collect();
        JumpPanel { name: preset.name().to_string(), player: preset.player_size, arcs }
    }

    #[test]
    fn the_plot_is_as_wide_as_the_longest_jump_and_draws_every_step() {
        let panels = [panel(&Preset::eloquent()), panel(&Preset::talle())];
        let (width, height) = jump_plot_size(&panels);
        // Eloquent's running jump covers 7.9 cells: at least 10 cells of grid.
        assert!(width as f32 >= 10.0 * CELL, "{width}");
        assert!(height as f32 > (panel_height(&panels[0]) + panel_height(&panels[1])), "{height}");
        let png = jump_plot_png(&panels).unwrap();
        assert_eq!(&png[1..4], b"PNG");
    }
}
