//! A run's path over its level, for designers (`ledge render --path`):
//! where the player went, on the ground or in the air, where it jumped,
//! died and ended.

use ledge_engine::{Rect, Vec2};

use crate::{render_png_with, Canvas, Color, RenderError, Scene};

/// The path where the player stands or runs.
const GROUND: Color = Color::rgb(255, 200, 40);
/// The path through the air.
const AIR: Color = Color::rgb(255, 60, 200);
/// The outline under the path, so it reads over any art.
const OUTLINE: Color = Color::rgba(20, 12, 30, 200);
/// A take-off.
const JUMP: Color = Color::rgb(255, 255, 255);
/// A death.
const DEATH: Color = Color::rgb(255, 40, 40);
/// The start.
const START: Color = Color::rgb(80, 230, 110);
/// A room's outline.
const ROOM: Color = Color::rgb(120, 220, 255);
/// A move longer than this (cells) in one step is a jump back to a flag
/// after a death: not drawn as a line.
const TELEPORT: f64 = 2.0;

/// What happened at a step of the path, as the picture marks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathMark {
    /// The player took off (a triangle).
    Jumped,
    /// The player died (a cross).
    Died,
}

/// One step of a run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PathStep {
    /// The middle of the player's box, cells.
    pub at: Vec2,
    /// True while the player stands on something.
    pub on_ground: bool,
    /// What the picture marks here, if anything.
    pub mark: Option<PathMark>,
}

/// A picture of `scene` at `scale` pixels per cell, as PNG bytes, with
/// `rooms` outlined ([`draw_rooms`]) and the run `steps` drawn over it: a
/// line, yellow on the ground and pink in the air, outlined in dark, a
/// white triangle at each take-off, a red cross at each death, a green
/// square at the start and a white one at the end. Either may be empty.
pub fn path_png(
    scene: &Scene<'_>,
    scale: f32,
    rooms: &[Rect],
    steps: &[PathStep],
) -> Result<Vec<u8>, RenderError> {
    render_png_with(scene, scale, |canvas: &mut dyn Canvas| {
        draw_rooms(canvas, scale, rooms);
        draw_path(canvas, scale, steps);
    })
}

/// Draws `steps` on `canvas` at `scale` pixels per cell (see [`path_png`]).
pub fn draw_path(canvas: &mut dyn Canvas, scale: f32, steps: &[PathStep]) {
    let px = |v: Vec2| [v.x as f32 * scale, v.y as f32 * scale];
    let width = (scale * 0.12).max(1.5);
    for (pass, extra) in [(0, width), (1, 0.0)] {
        for pair in steps.windows(2) {
            let (a, b) = (pair[0].at, pair[1].at);
            if (b.x - a.x).hypot(b.y - a.y) > TELEPORT {
                continue;
            }
            let color = match (pass, pair[1].on_ground) {
                (0, _) => OUTLINE,
                (_, true) => GROUND,
                (_, false) => AIR,
            };
            segment(canvas, px(a), px(b), width + extra, color);
        }
    }
    let mark = (scale * 0.3).max(4.0);
    for step in steps {
        let [x, y] = px(step.at);
        match step.mark {
            Some(PathMark::Jumped) => {
                let up = [[x, y - mark], [x + mark * 0.7, y + mark * 0.5], [x - mark * 0.7, y + mark * 0.5]];
                canvas.fill_polygon(&up, OUTLINE);
                let inner = up.map(|[px, py]| [x + (px - x) * 0.6, y + (py - y) * 0.6]);
                canvas.fill_polygon(&inner, JUMP);
            }
            Some(PathMark::Died) => {
                segment(canvas, [x - mark, y - mark], [x + mark, y + mark], width * 1.5, DEATH);
                segment(canvas, [x - mark, y + mark], [x + mark, y - mark], width * 1.5, DEATH);
            }
            None => {}
        }
    }
    for (step, color) in [(steps.first(), START), (steps.last(), JUMP)] {
        if let Some(step) = step {
            let [x, y] = px(step.at);
            canvas.fill_rect(x - mark * 0.6, y - mark * 0.6, mark * 1.2, mark * 1.2, OUTLINE);
            canvas.fill_rect(x - mark * 0.4, y - mark * 0.4, mark * 0.8, mark * 0.8, color);
        }
    }
}

/// Outlines each of `rooms` (a level's rooms, cells) on `canvas` at
/// `scale` pixels per cell, so a designer sees where the camera's rooms
/// lie (`ledge render --rooms`).
pub fn draw_rooms(canvas: &mut dyn Canvas, scale: f32, rooms: &[Rect]) {
    let width = (scale * 0.12).max(1.5);
    for room in rooms {
        let (x0, y0) = (room.x as f32 * scale, room.y as f32 * scale);
        let (x1, y1) = (x0 + room.w as f32 * scale, y0 + room.h as f32 * scale);
        // Inside the room's own cells, so two rooms side by side show two lines.
        let inset = width * 1.5;
        let (x0, y0, x1, y1) = (x0 + inset, y0 + inset, x1 - inset, y1 - inset);
        for (a, b) in [([x0, y0], [x1, y0]), ([x1, y0], [x1, y1]), ([x1, y1], [x0, y1]), ([x0, y1], [x0, y0])]
        {
            segment(canvas, a, b, width, ROOM);
        }
    }
}

/// A straight stroke `width` pixels wide from `a` to `b`.
fn segment(canvas: &mut dyn Canvas, a: [f32; 2], b: [f32; 2], width: f32, color: Color) {
    let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
    let length = dx.hypot(dy);
    let half = width / 2.0;
    // Across the stroke; along it too, so each piece overlaps the next.
    let (nx, ny, ax, ay) = if length > 0.0 {
        (-dy / length * half, dx / length * half, dx / length * half, dy / length * half)
    } else {
        (half, 0.0, 0.0, half)
    };
    let quad = [
        [a[0] - ax + nx, a[1] - ay + ny],
        [b[0] + ax + nx, b[1] + ay + ny],
        [b[0] + ax - nx, b[1] + ay - ny],
        [a[0] - ax - nx, a[1] - ay - ny],
    ];
    canvas.fill_polygon(&quad, color);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PixmapCanvas;

    fn step(x: f64, y: f64, on_ground: bool) -> PathStep {
        PathStep { at: Vec2::new(x, y), on_ground, mark: None }
    }

    fn pixel(canvas: &PixmapCanvas, x: u32, y: u32) -> Color {
        canvas.pixel(x, y).unwrap()
    }

    #[test]
    fn the_path_is_yellow_on_the_ground_and_pink_in_the_air() {
        let mut canvas = PixmapCanvas::new(140, 60).unwrap();
        let steps =
            [step(0.5, 1.0, true), step(2.5, 1.0, true), step(4.5, 1.0, false), step(6.5, 1.0, false)];
        draw_path(&mut canvas, 20.0, &steps);
        assert_eq!(pixel(&canvas, 30, 19), GROUND);
        assert_eq!(pixel(&canvas, 110, 19), AIR);
        assert_ne!(pixel(&canvas, 30, 50), GROUND, "nothing far off the line");
    }

    #[test]
    fn two_rooms_side_by_side_are_outlined_each_inside_its_own_cells() {
        let mut canvas = PixmapCanvas::new(80, 40).unwrap();
        let rooms = [Rect::new(0.0, 0.0, 4.0, 4.0), Rect::new(4.0, 0.0, 4.0, 4.0)];
        draw_rooms(&mut canvas, 10.0, &rooms);
        let blue = |x| pixel(&canvas, x, 20) == ROOM;
        assert!(blue(37) && blue(42), "the first room's right side and the second's left");
        assert!(!blue(40) && !blue(20), "the line between them and the middles are clear");
    }

    #[test]
    fn a_return_to_a_flag_is_not_drawn_as_a_line() {
        let mut canvas = PixmapCanvas::new(400, 60).unwrap();
        let steps = [
            step(0.5, 1.0, true),
            step(1.0, 1.0, true),
            step(15.0, 1.0, true),
            step(16.0, 1.0, true),
            step(17.0, 1.0, true),
        ];
        draw_path(&mut canvas, 20.0, &steps);
        assert_eq!(pixel(&canvas, 320, 19), GROUND);
        assert_ne!(pixel(&canvas, 150, 19), GROUND);
    }
}
