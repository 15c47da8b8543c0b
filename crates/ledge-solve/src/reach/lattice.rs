//! The places the player's box can be, as a lattice of small cells: cell
//! `(i, j)` stands for every box whose bottom-left corner (its *anchor*)
//! lies in a rectangle [`QX`] wide and [`QY`] high, sides included. For
//! each cell the lattice knows, from the level alone:
//! - **open**: some box of the cell may overlap no solid block. The boxes
//!   of a cell all cover a common part; when that part overlaps a solid
//!   block, none is free. Slopes, one-way floors, ladders, seed 003's thin
//!   edges and platforms never close a cell: the analysis lets the player
//!   pass them, which can only add places;
//! - **end**: every box of the cell is in lava, or below an open bottom,
//!   where a run ends;
//! - **gap**: how far above something to stand on (a floor's top, a
//!   ladder, a slope, a platform's path, a monster to bounce off) the
//!   lowest box of the cell may be, cells.

use ledge_engine::{Grid, Outside, Rect, Tile, Vec2};

use super::bits::Bits;

/// Width of a lattice cell, cells of the level.
pub(crate) const QX: f64 = 1.0 / 16.0;
/// Height of a lattice cell, cells of the level.
pub(crate) const QY: f64 = 1.0 / 32.0;

/// Something to stand on that is not a tile: the band of tops a platform's
/// path or a monster's walk covers.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Band {
    /// Left and right of what the player's box must overlap, cells.
    pub x: (f64, f64),
    /// Highest and lowest top, cells.
    pub top: (f64, f64),
}

/// What the lattice is made from.
pub(crate) struct Ground<'a> {
    pub grid: &'a Grid,
    /// The player's box size.
    pub size: Vec2,
    pub bands: &'a [Band],
    /// Cells of the level around it the lattice covers: left and right,
    /// above, below.
    pub margin: (i64, i64, i64),
    /// How far above a box a ceiling counts as over it, cells.
    pub headroom: f64,
}

/// The lattice of a level.
pub(crate) struct Lattice {
    pub cols: usize,
    pub rows: usize,
    /// Anchor of the lower corner of cell `(0, 0)`.
    origin: Vec2,
    pub size: Vec2,
    pub open: Bits,
    pub end: Bits,
    /// Some box of the cell has a block's underside within the headroom
    /// above it.
    pub under: Bits,
    gap: Vec<f64>,
}

/// Counts of one kind of tile over rectangles of cells, by prefix sums.
struct Counts {
    x0: i64,
    y0: i64,
    w: usize,
    sums: Vec<u32>,
}

impl Counts {
    fn new(x0: i64, y0: i64, x1: i64, y1: i64, kind: impl Fn(i64, i64) -> bool) -> Counts {
        let w = (x1 - x0 + 1) as usize;
        let h = (y1 - y0 + 1) as usize;
        let mut sums = vec![0u32; (w + 1) * (h + 1)];
        for y in 0..h {
            for x in 0..w {
                let hit = kind(x0 + x as i64, y0 + y as i64) as u32;
                sums[(y + 1) * (w + 1) + x + 1] =
                    hit + sums[y * (w + 1) + x + 1] + sums[(y + 1) * (w + 1) + x] - sums[y * (w + 1) + x];
            }
        }
        Counts { x0, y0, w, sums }
    }

    /// True when a cell of columns `xa..=xb` and rows `ya..=yb` is of the kind.
    fn any(&self, xa: i64, xb: i64, ya: i64, yb: i64) -> bool {
        let h = self.sums.len() / (self.w + 1) - 1;
        let cx = |x: i64| (x - self.x0).clamp(0, self.w as i64) as usize;
        let cy = |y: i64| (y - self.y0).clamp(0, h as i64) as usize;
        let (a, b, c, d) = (cx(xa), cx(xb + 1), cy(ya), cy(yb + 1));
        if a >= b || c >= d {
            return false;
        }
        let at = |x: usize, y: usize| self.sums[y * (self.w + 1) + x] as i64;
        at(b, d) - at(a, d) - at(b, c) + at(a, c) > 0
    }
}

/// The cells `floor(a)..ceil(b)` strictly inside `a..b`: those whose
/// inside an open span from `a` to `b` overlaps.
fn span(a: f64, b: f64) -> (i64, i64) {
    (a.floor() as i64, b.ceil() as i64 - 1)
}

impl Lattice {
    /// The lattice of `ground`.
    pub fn new(ground: &Ground) -> Lattice {
        let grid = ground.grid;
        let (mx, up, down) = ground.margin;
        let (w, h) = (grid.width() as i64, grid.height() as i64);
        let origin = Vec2::new(-(mx as f64) - ground.size.x, -(up as f64));
        let cols = ((w + 2 * mx) as f64 / QX) as usize + (ground.size.x / QX).ceil() as usize;
        let rows = ((h + up + down) as f64 / QY) as usize + (ground.size.y / QY).ceil() as usize;
        let (x0, x1) = (origin.x.floor() as i64 - 2, w + mx + 2);
        let (y0, y1) = (origin.y.floor() as i64 - ground.size.y.ceil() as i64 - 2, h + down + 2);
        let tile = |x: i64, y: i64| grid.tile(x, y);
        let solid = Counts::new(x0, y0, x1, y1, |x, y| tile(x, y).is_solid());
        let ceiling = Counts::new(x0, y0, x1, y1, |x, y| tile(x, y).is_solid() && !tile(x, y + 1).is_solid());
        let lava = Counts::new(x0, y0, x1, y1, |x, y| tile(x, y) == Tile::Hazard);
        let climb = Counts::new(x0, y0, x1, y1, |x, y| tile(x, y) == Tile::Ladder || tile(x, y).is_slope());
        // Tops that hold a box from above: blocks, one-way floors, ladder
        // tops, slopes' cells, seed 003's edges; not under a block.
        let top = Counts::new(x0, y0, x1, y1, |x, y| {
            let t = tile(x, y);
            let holds = t.blocks() || matches!(t, Tile::OneWay | Tile::Ladder) || grid.ceiling(x, y);
            holds && !tile(x, y - 1).is_solid()
        });
        let open_below = grid.outside() == Outside::OpenBelow;
        let mut lattice = Lattice {
            cols,
            rows,
            origin,
            size: ground.size,
            open: Bits::new(cols, rows),
            end: Bits::new(cols, rows),
            under: Bits::new(cols, rows),
            gap: vec![f64::INFINITY; cols * rows],
        };
        let Vec2 { x: bw, y: bh } = ground.size;
        for j in 0..rows {
            for i in 0..cols {
                let (xl, yl) = (lattice.x_lo(i), lattice.y_lo(j));
                let (xh, yh) = (xl + QX, yl + QY);
                // The part every box of the cell covers.
                let (cxa, cxb) = span(xh, xl + bw);
                let (cya, cyb) = span(yh - bh, yl);
                if solid.any(cxa, cxb, cya, cyb) {
                    continue;
                }
                lattice.open.set(i, j);
                if lava.any(cxa, cxb, cya, cyb) || (open_below && yl - bh >= h as f64) {
                    lattice.end.set(i, j);
                }
                // The columns some box of the cell overlaps.
                let (xa, xb) = span(xl, xh + bw);
                let (ua, ub) = span(yl - bh - ground.headroom, yh - bh);
                if ceiling.any(xa, xb, ua, ub) {
                    lattice.under.set(i, j);
                }
                let mut gap = f64::INFINITY;
                let (ra, rb) = span(yl - bh, yh);
                if climb.any(xa, xb, ra, rb) {
                    gap = 0.0;
                }
                for line in yl.ceil() as i64..=(yh + 1.0).floor() as i64 {
                    if top.any(xa, xb, line, line) {
                        gap = gap.min((line as f64 - yh).max(0.0));
                    }
                }
                for band in ground.bands {
                    if band.x.0 < xh + bw && band.x.1 > xl && band.top.0 <= yh + 1.0 && band.top.1 >= yl {
                        gap = gap.min((band.top.0 - yh).max(0.0));
                    }
                }
                lattice.gap[j * cols + i] = gap;
            }
        }
        lattice
    }

    /// Left of the anchors of column `i`.
    pub fn x_lo(&self, i: usize) -> f64 {
        self.origin.x + i as f64 * QX
    }

    /// Top of the anchors of row `j` (anchors are boxes' bottoms).
    pub fn y_lo(&self, j: usize) -> f64 {
        self.origin.y + j as f64 * QY
    }

    /// The column whose anchors take in `x`, if the lattice has it.
    pub fn col_of(&self, x: f64) -> Option<usize> {
        let i = ((x - self.origin.x) / QX).floor();
        (i >= 0.0 && (i as usize) < self.cols).then_some(i as usize)
    }

    /// The row whose anchors take in `y`, if the lattice has it.
    pub fn row_of(&self, y: f64) -> Option<usize> {
        let j = ((y - self.origin.y) / QY).floor();
        (j >= 0.0 && (j as usize) < self.rows).then_some(j as usize)
    }

    /// The lattice cells whose anchors take in the corner of `rect` (one,
    /// or more when it lies on their sides).
    pub fn cells_of(&self, rect: &Rect) -> Vec<(usize, usize)> {
        let near = |v: f64, origin: f64, q: f64, n: usize| -> Vec<usize> {
            let f = (v - origin) / q;
            let (lo, hi) = ((f - 1e-9).floor(), (f + 1e-9).floor());
            (lo as i64..=hi as i64).filter(|&k| k >= 0 && (k as usize) < n).map(|k| k as usize).collect()
        };
        let (is, js) =
            (near(rect.x, self.origin.x, QX, self.cols), near(rect.bottom(), self.origin.y, QY, self.rows));
        is.iter().flat_map(|&i| js.iter().map(move |&j| (i, j))).collect()
    }

    /// How far above something to stand on the lowest box of cell
    /// `(i, j)` is, cells (infinite: nothing within a cell).
    pub fn gap(&self, i: usize, j: usize) -> f64 {
        self.gap[j * self.cols + i]
    }

    /// Every box of cell `(i, j)` lies inside this rectangle.
    pub fn hull(&self, i: usize, j: usize) -> Rect {
        let (xl, yl) = (self.x_lo(i), self.y_lo(j));
        Rect::new(xl, yl - self.size.y, QX + self.size.x, QY + self.size.y)
    }
}
