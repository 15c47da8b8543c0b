//! The plain look: a scene as flat rectangles in seed 002's colours, the
//! level's tiles and edges, the game's figures, then the heads-up display.
//! Quick to draw at any scale, so agents' pixel observations use it, and
//! its colours name what each pixel is.

use ledge_engine::{Grid, Tile};
use ledge_game::{FigureKind, Look, Status};

use crate::{hud, palette, Camera, Canvas, Color, Scene};

/// Thickness of a solid edge, in cells.
const EDGE_THICKNESS: f64 = 0.16;
/// Thickness of a one-way platform's plank, in cells.
const PLANK_THICKNESS: f64 = 0.25;

/// Maps world units to whole pixels for one picture.
#[derive(Clone, Copy, Debug)]
struct View {
    camera: Camera,
    /// Pixels per cell.
    scale: f64,
}

impl View {
    /// `camera` on `canvas`: its width spans the canvas's.
    fn of(camera: &Camera, canvas: &(impl Canvas + ?Sized)) -> View {
        View { camera: *camera, scale: f64::from(canvas.size().0) / camera.width.max(1e-6) }
    }

    fn x(&self, x: f64) -> f32 {
        ((x - self.camera.left) * self.scale).round() as f32
    }

    fn y(&self, y: f64) -> f32 {
        ((y - self.camera.top) * self.scale).round() as f32
    }

    /// Fills the world rectangle `x..x+w` by `y..y+h`, snapped to whole pixels
    /// so that every canvas draws the same pixels.
    fn rect(&self, canvas: &mut (impl Canvas + ?Sized), x: f64, y: f64, w: f64, h: f64, color: Color) {
        let (x0, y0, x1, y1) = (self.x(x), self.y(y), self.x(x + w), self.y(y + h));
        if x1 > x0 && y1 > y0 {
            canvas.fill_rect(x0, y0, x1 - x0, y1 - y0, color);
        }
    }
}

/// Draws `scene` in the plain look as seen through `camera` onto `canvas`,
/// filling it: the camera's width spans the canvas's width, and the
/// heads-up display (if the scene has one) is drawn over the top.
pub fn draw_plain(scene: &Scene<'_>, camera: &Camera, canvas: &mut (impl Canvas + ?Sized)) {
    let view = View::of(camera, canvas);
    canvas.clear(palette::OUTSIDE);
    let level = scene.level_size();
    view.rect(canvas, 0.0, 0.0, level.x, level.y, palette::BACKGROUND);
    draw_tiles(scene.grid, &view, canvas);
    draw_edges(scene.grid, &view, canvas);
    draw_plain_figures(scene, camera, canvas);
    if let Some(h) = &scene.hud {
        let (width_px, height_px) = canvas.size();
        hud::draw_hud(h, scene.theme, width_px, height_px, canvas);
    }
}

/// The plain palette's colour for what looks like `look`.
fn color_of(look: Look) -> Color {
    match look {
        Look::Danger => palette::LAVA,
        Look::Device => palette::PLATFORM,
        Look::Refill => palette::ICE,
        Look::Goal => palette::PLAYER_HALO,
        Look::Thing => palette::COIN,
        Look::Creature => palette::MONSTER,
        Look::Wall => palette::WALL,
    }
}

/// Draws only the figures of `scene` through `camera`, as [`draw_plain`]
/// draws them over the level: for a frontend that draws the level its own
/// way.
pub fn draw_plain_figures(scene: &Scene<'_>, camera: &Camera, canvas: &mut (impl Canvas + ?Sized)) {
    let view = View::of(camera, canvas);
    for figure in &scene.figures {
        let r = figure.rect;
        match figure.kind {
            FigureKind::Player => {
                let color = match scene.status {
                    Status::Lost(_) => palette::PLAYER_LOST,
                    Status::Playing | Status::Won => palette::PLAYER,
                };
                if scene.status == Status::Won {
                    let g = 0.2;
                    view.rect(canvas, r.x - g, r.y - g, r.w + 2.0 * g, r.h + 2.0 * g, palette::PLAYER_HALO);
                }
                view.rect(canvas, r.x, r.y, r.w, r.h, color);
                draw_eye(&view, canvas, figure.rect, figure.facing_left);
            }
            FigureKind::Mechanic(art, _) => {
                view.rect(canvas, r.x, r.y, r.w, r.h, color_of(art.look));
                if art.look == Look::Creature {
                    draw_eye(&view, canvas, figure.rect, figure.facing_left);
                }
            }
            FigureKind::Element(kind, phase) => {
                // Blocks show as the grid's walls while solid; what is
                // taken shows nothing.
                if kind.is_block() || kind.frames(phase).is_empty() {
                    continue;
                }
                let look = kind.decl().look;
                // A false wall shows as the wall it pretends to be.
                if look == Look::Wall {
                    view.rect(canvas, r.x, r.y, r.w, r.h, palette::WALL);
                    continue;
                }
                let color = color_of(look);
                view.rect(canvas, r.x + 0.2, r.y + 0.2, r.w - 0.4, r.h - 0.4, color);
            }
        }
    }
}

/// A small white square near the top of a box, on the side it faces.
fn draw_eye(view: &View, canvas: &mut (impl Canvas + ?Sized), r: ledge_engine::Rect, facing_left: bool) {
    let size = (r.w * 0.2).min(0.2);
    let x = if facing_left { r.x + r.w * 0.15 } else { r.right() - r.w * 0.15 - size };
    view.rect(canvas, x, r.y + size, size, size, palette::WALL);
}

/// The visible cells, clamped to the grid.
fn visible_cells(grid: &Grid, camera: &Camera) -> (u32, u32, u32, u32) {
    let clamp = |v: f64, max: u32| v.clamp(0.0, f64::from(max)) as u32;
    (
        clamp(camera.left.floor(), grid.width()),
        clamp((camera.left + camera.width).ceil(), grid.width()),
        clamp(camera.top.floor(), grid.height()),
        clamp((camera.top + camera.height).ceil(), grid.height()),
    )
}

fn draw_tiles(grid: &Grid, view: &View, canvas: &mut (impl Canvas + ?Sized)) {
    let (x0, x1, y0, y1) = visible_cells(grid, &view.camera);
    for y in y0..y1 {
        for x in x0..x1 {
            let tile = grid.tile(i64::from(x), i64::from(y));
            let (fx, fy) = (f64::from(x), f64::from(y));
            match tile {
                Tile::Empty => {}
                Tile::Solid => view.rect(canvas, fx, fy, 1.0, 1.0, palette::WALL),
                Tile::Ice => view.rect(canvas, fx, fy, 1.0, 1.0, palette::ICE),
                Tile::Hazard => view.rect(canvas, fx, fy, 1.0, 1.0, palette::LAVA),
                Tile::OneWay => view.rect(canvas, fx, fy, 1.0, PLANK_THICKNESS, palette::ONE_WAY),
                Tile::Ladder => {
                    for rail in [0.15, 0.73] {
                        view.rect(canvas, fx + rail, fy, 0.12, 1.0, palette::LADDER);
                    }
                    for rung in [0.2, 0.7] {
                        view.rect(canvas, fx + 0.15, fy + rung, 0.7, 0.1, palette::LADDER);
                    }
                }
                slope => draw_slope(slope, fx, fy, view, canvas),
            }
        }
    }
}

/// A slope is the solid part of its cell below `Tile::slope_height`: a
/// triangle or a trapezoid.
fn draw_slope(tile: Tile, x: f64, y: f64, view: &View, canvas: &mut (impl Canvas + ?Sized)) {
    let (Some(left), Some(right)) = (tile.slope_height(0.0), tile.slope_height(1.0)) else { return };
    let bottom = y + 1.0;
    let mut points = vec![[view.x(x), view.y(bottom)], [view.x(x + 1.0), view.y(bottom)]];
    if right > 0.0 {
        points.push([view.x(x + 1.0), view.y(bottom - right)]);
    }
    if left > 0.0 {
        points.push([view.x(x), view.y(bottom - left)]);
    }
    canvas.fill_polygon(&points, palette::WALL);
}

fn draw_edges(grid: &Grid, view: &View, canvas: &mut (impl Canvas + ?Sized)) {
    if !grid.has_edges() {
        return;
    }
    let (x0, x1, y0, y1) = visible_cells(grid, &view.camera);
    let t = EDGE_THICKNESS.max(2.0 / view.scale);
    // Lines x0..=x1 and y0..=y1, so the right and bottom borders show too.
    for y in y0..=y1 {
        for x in x0..=x1 {
            let (fx, fy) = (f64::from(x), f64::from(y));
            if grid.wall(i64::from(x), i64::from(y)) {
                view.rect(canvas, fx - t * 0.5, fy, t, 1.0, palette::WALL);
            }
            if grid.ceiling(i64::from(x), i64::from(y)) {
                view.rect(canvas, fx, fy - t * 0.5, 1.0, t, palette::WALL);
            }
        }
    }
}
