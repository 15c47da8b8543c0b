//! Painting the level's tiles and seed 003's edges in the world's art,
//! each wall, ice block, plank and lava pool joined to its neighbours
//! ([`crate::autotile`]).

use ledge_engine::{Grid, Tile};

use super::Painter;
use crate::art::CELL_PX;
use crate::autotile::{self, QUARTERS};

/// Steps each frame of lava shows. A surface's frame `k` continues into
/// the body's frame `k % 2` below it, so both change together.
const LAVA_STEPS: u64 = 8;

/// A wall's five pieces, in [`autotile::Piece`]'s order.
const WALL: [&str; 5] = ["wall-solo", "wall-vert", "wall-horiz", "wall-corners", "wall-inner"];
/// The inside of a wall's drawings, one chosen by each cell's place
/// ([`inner_variant`]) so that a wide wall shows no grid.
const WALL_INNER: [&str; 3] = ["wall-inner", "wall-inner-2", "wall-inner-3"];

/// Which of [`WALL_INNER`] cell `(x, y)` shows: a fixed scramble of its
/// place, the same in every picture.
fn inner_variant(x: i64, y: i64) -> usize {
    let h = (x.wrapping_mul(0x9e37_79b9) ^ y.wrapping_mul(0x85eb_ca6b)).wrapping_mul(0xc2b2_ae35);
    ((h >> 16).rem_euclid(WALL_INNER.len() as i64)) as usize
}
/// Ice's five pieces.
const ICE: [&str; 5] = ["ice-solo", "ice-vert", "ice-horiz", "ice-corners", "ice-inner"];

/// The slope's frame in `tiles-THEME.art`.
fn slope_frame(tile: Tile) -> Option<&'static str> {
    Some(match tile {
        Tile::SlopeUpRight => "slope-up",
        Tile::SlopeUpLeft => "slope-down",
        Tile::SlopeUpRightLow => "slope-r",
        Tile::SlopeUpRightHigh => "slope-R",
        Tile::SlopeUpLeftHigh => "slope-L",
        Tile::SlopeUpLeftLow => "slope-l",
        _ => return None,
    })
}

/// The tile at `(x, y)`, where below the level's bottom the bottom row's
/// walls, ice and lava go on down (elsewhere outside, the grid's own rule).
fn ground(grid: &Grid, x: i64, y: i64) -> Tile {
    let bottom = i64::from(grid.height()) - 1;
    if y <= bottom || !(0..i64::from(grid.width())).contains(&x) {
        return grid.tile(x, y);
    }
    match grid.tile(x, bottom) {
        tile @ (Tile::Solid | Tile::Ice | Tile::Hazard) => tile,
        _ => Tile::Empty,
    }
}

/// Whether `tile` joins a wall: walls and slopes do.
fn walls_join(tile: Tile) -> bool {
    tile == Tile::Solid || slope_frame(tile).is_some()
}

impl Painter<'_> {
    /// Paints every tile in view, and below the level's bottom (when the
    /// view reaches past it and `ground_below` asks for it) its bottom
    /// row's ground going on down.
    pub(super) fn tiles(&mut self, grid: &Grid, ground_below: bool) {
        let (x0, x1, y0, y1) = self.cells_in_view(grid);
        let cell = i64::from(CELL_PX);
        let below = (i64::from(self.view.top) + i64::from(self.view.height) + cell - 1).div_euclid(cell);
        let last = if ground_below { below.max(y1) } else { y1 };
        for y in y0..last.max(y0) {
            for x in x0..x1 {
                self.tile(grid, x, y);
            }
        }
    }

    fn tile(&mut self, grid: &Grid, x: i64, y: i64) {
        let at = |dx: i32, dy: i32| ground(grid, x + i64::from(dx), y + i64::from(dy));
        let (px, py) = self.cell_px(x, y);
        let time = self.time;
        match ground(grid, x, y) {
            Tile::Empty => {}
            // Lava lies in its basin: the wall under it shows no top edge.
            Tile::Solid => {
                let mut pieces = WALL;
                let inner = WALL_INNER[inner_variant(x, y)];
                if self.art.sprite(inner).is_some() {
                    pieces[4] = inner;
                }
                self.joined(&pieces, px, py, |dx, dy| {
                    walls_join(at(dx, dy)) || (dy < 0 && at(dx, dy) == Tile::Hazard)
                })
            }
            Tile::Ice => self.joined(&ICE, px, py, |dx, dy| at(dx, dy) == Tile::Ice),
            Tile::Hazard => {
                let wave = (time / LAVA_STEPS).wrapping_add(x as u64) % 4;
                let name = if at(0, -1) == Tile::Hazard {
                    ["lava-0", "lava-1"][(wave % 2) as usize]
                } else {
                    ["lava-top-0", "lava-top-1", "lava-top-2", "lava-top-3"][wave as usize]
                };
                self.sprite_at(name, px, py);
            }
            Tile::OneWay => {
                self.sprite_at(autotile::plank(at(-1, 0) == Tile::OneWay, at(1, 0) == Tile::OneWay), px, py);
            }
            Tile::Ladder => {
                self.sprite_at(if at(0, -1) == Tile::Ladder { "ladder" } else { "ladder-top" }, px, py);
            }
            slope => {
                if let Some(name) = slope_frame(slope) {
                    self.sprite_at(name, px, py);
                }
            }
        }
    }

    /// A wall-like tile in four quarters, each from the piece its
    /// neighbours choose (`same(dx, dy)`).
    fn joined(&mut self, pieces: &[&str; 5], px: i32, py: i32, same: impl Fn(i32, i32) -> bool) {
        let half = CELL_PX / 2;
        for (piece, (dx, dy)) in autotile::quarters(same).into_iter().zip(QUARTERS) {
            let Some(sprite) = self.art.sprite(pieces[piece as usize]) else { continue };
            let (qx, qy) = (u32::from(dx > 0) * half, u32::from(dy > 0) * half);
            self.image.paint_part(sprite, (qx, qy, half, half), px + qx as i32, py + qy as i32);
        }
    }

    /// Seed 003's edges: thin walls on cells' left sides and ceilings on their tops.
    pub(super) fn edges(&mut self, grid: &Grid) {
        if !grid.has_edges() {
            return;
        }
        let (x0, x1, y0, y1) = self.cells_in_view(grid);
        for y in y0..=y1 {
            for x in x0..=x1 {
                let (px, py) = self.cell_px(x, y);
                if grid.wall(x, y) {
                    self.sprite_centered_x("edge-wall", px, py);
                }
                if grid.ceiling(x, y) {
                    self.sprite_centered_y("edge-ceiling", px, py);
                }
            }
        }
    }
}
