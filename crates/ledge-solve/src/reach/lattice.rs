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
//! - **launch**: a flight may begin again there: with wall jumps or wall
//!   slides, some box of the cell may be within the wall jump's reach of
//!   something that stops a sideways move (a block, a slope, seed 003's
//!   wall edge, a platform anywhere on its path); or some box touches a
//!   spring, which throws the player, or a dash crystal, which gives its
//!   dash back;
//! - **gap**: how far above something to stand on (a floor's top, a
//!   ladder, a slope, seed 003's ceiling edge or the top end of its wall
//!   edge, a platform's path, a monster to bounce off) the
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
    /// The level's tiles as the analysis passes them: blocks that give
    /// way are one-way floors.
    pub grid: &'a Grid,
    /// The level's tiles as they start: what a rising head meets (blocks
    /// that give way stop it, and corner correction nudges it past them).
    pub solids: &'a Grid,
    /// The player's box size.
    pub size: Vec2,
    pub bands: &'a [Band],
    /// Cells of the level around it the lattice covers: left and right,
    /// above, below.
    pub margin: (i64, i64, i64),
    /// How far above a box a ceiling counts as over it, cells.
    pub headroom: f64,
    /// With wall jumps or wall slides: how far off a wall the player may
    /// jump off it or slide down it, cells.
    pub wall_reach: Option<f64>,
    /// Where the platforms may be: each one's box over its whole path.
    pub sides: &'a [Rect],
    /// The cells of the springs and dash crystals.
    pub launches: &'a [Rect],
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
    /// Some box of the cell has something that stops a rising head (see
    /// `under`) within the headroom above it.
    pub under: Bits,
    /// The cell's gap is finite: something to stand on within a cell.
    pub floor: Bits,
    /// A flight may begin again in the cell: some box of it is within the
    /// wall reach of a wall, or touches a spring or a dash crystal.
    pub launch: Bits,
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

/// A lattice column's anchors, and the level's columns its boxes meet.
struct Columns {
    /// Left and right of its anchors.
    x: (f64, f64),
    /// The columns every box of it covers.
    every: (i64, i64),
    /// The columns some box of it overlaps.
    some: (i64, i64),
}

/// A lattice row's anchors, and the level's rows and lines its boxes meet.
struct Lines {
    /// Top and bottom of its anchors.
    y: (f64, f64),
    /// The rows every box of it covers.
    every: (i64, i64),
    /// The rows some box of it overlaps.
    some: (i64, i64),
    /// The rows within the headroom above its boxes.
    above: (i64, i64),
    /// The lines its boxes may stand on, a cell down at most.
    tops: (i64, i64),
    /// Every row of the level any of the above takes in.
    near: (i64, i64),
    /// Its boxes are all below an open bottom.
    below: bool,
}

/// True when the line on top of cell `(x, y)` holds a box from above: a
/// block's, one-way floor's or ladder's top, seed 003's ceiling edge, or
/// the top end of its wall edge (the engine's floor search holds a box
/// whose bottom side has a wall edge's end under it); not under a block.
fn holds(grid: &Grid, x: i64, y: i64) -> bool {
    let t = grid.tile(x, y);
    let end = grid.wall(x, y) && !grid.wall(x, y - 1);
    let holds = t.blocks() || matches!(t, Tile::OneWay | Tile::Ladder) || grid.ceiling(x, y) || end;
    holds && !grid.tile(x, y - 1).is_solid()
}

/// True when cell `(x, y)` stops a box moving sideways, or may: a block
/// or a slope as the level starts (blocks that give way included), or
/// seed 003's wall edge.
fn side(solids: &Grid, x: i64, y: i64) -> bool {
    solids.tile(x, y).blocks() || solids.wall(x, y)
}

/// The part `y` of the lines from the highest top to the lowest bottom
/// of a cell's boxes that its free boxes may take: a box that reaches into
/// the row above (or below) overlaps a block there, when the columns
/// `every` box of the cell covers have one.
fn free_rows(every: (i64, i64), y: (f64, f64), solid: &dyn Fn(i64, i64, i64) -> bool) -> (f64, f64) {
    let (above, below) = (y.0.floor() as i64, y.1.ceil() as i64 - 1);
    let top = if solid(every.0, every.1, above) { y.0.max(above as f64 + 1.0) } else { y.0 };
    let bottom = if solid(every.0, every.1, below) { y.1.min(below as f64) } else { y.1 };
    (top, bottom)
}

/// True when a box spanning `x` and `y` (open spans) may be within
/// `reach` of a wall beside it: a cell that stops it, or a platform.
fn beside(ground: &Ground, walls: &Counts, x: (f64, f64), y: (f64, f64), reach: f64) -> bool {
    let (xa, xb) = span(x.0 - reach, x.1 + reach);
    let (ya, yb) = span(y.0, y.1);
    walls.any(xa, xb, ya, yb)
        || ground
            .sides
            .iter()
            .any(|s| s.x < x.1 + reach && s.right() > x.0 - reach && s.y < y.1 && s.bottom() > y.0)
}

/// True when the line under cell `(x, y)` stops a rising head, as the
/// engine's ceiling search (and with it corner correction) finds it: the
/// underside of a block or a slope, seed 003's ceiling edge, or the bottom
/// end of a wall edge.
fn under(grid: &Grid, x: i64, y: i64) -> bool {
    let block = grid.tile(x, y).blocks() && !grid.tile(x, y + 1).is_solid();
    block || grid.ceiling(x, y + 1) || (grid.wall(x, y) && !grid.wall(x, y + 1))
}

/// The cells `floor(a)..ceil(b)` strictly inside `a..b`: those whose
/// inside an open span from `a` to `b` overlaps.
fn span(a: f64, b: f64) -> (i64, i64) {
    (a.floor() as i64, b.ceil() as i64 - 1)
}

impl Lattice {
    /// The columns and rows of the lattice of `ground`.
    pub fn size(ground: &Ground) -> (usize, usize) {
        let (mx, up, down) = ground.margin;
        let (w, h) = (ground.grid.width() as i64, ground.grid.height() as i64);
        let cols = ((w + 2 * mx) as f64 / QX) as usize + (ground.size.x / QX).ceil() as usize;
        let rows = ((h + up + down) as f64 / QY) as usize + (ground.size.y / QY).ceil() as usize;
        (cols, rows)
    }

    /// The lattice of `ground`.
    pub fn new(ground: &Ground) -> Lattice {
        let grid = ground.grid;
        let (mx, up, down) = ground.margin;
        let (w, h) = (grid.width() as i64, grid.height() as i64);
        let origin = Vec2::new(-(mx as f64) - ground.size.x, -(up as f64));
        let (cols, rows) = Lattice::size(ground);
        let (x0, x1) = (origin.x.floor() as i64 - 2, w + mx + 2);
        let (y0, y1) = (origin.y.floor() as i64 - ground.size.y.ceil() as i64 - 2, h + down + 2);
        let tile = |x: i64, y: i64| grid.tile(x, y);
        let solid = Counts::new(x0, y0, x1, y1, |x, y| tile(x, y).is_solid());
        let ceiling = Counts::new(x0, y0, x1, y1, |x, y| under(ground.solids, x, y));
        let lava = Counts::new(x0, y0, x1, y1, |x, y| tile(x, y) == Tile::Hazard);
        let climb = Counts::new(x0, y0, x1, y1, |x, y| tile(x, y) == Tile::Ladder || tile(x, y).is_slope());
        let walls = Counts::new(x0, y0, x1, y1, |x, y| side(ground.solids, x, y));
        let top = Counts::new(x0, y0, x1, y1, |x, y| holds(grid, x, y));
        // Anything at all: a cell with nothing near is open, and nothing
        // else, which settles most of a level's cells at one look.
        let busy = Counts::new(x0, y0, x1, y1, |x, y| {
            tile(x, y) != Tile::Empty || grid.ceiling(x, y) || grid.wall(x, y)
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
            floor: Bits::new(cols, rows),
            launch: Bits::new(cols, rows),
            gap: vec![f64::INFINITY; cols * rows],
        };
        let Vec2 { x: bw, y: bh } = ground.size;
        // The level's columns and rows each lattice column and row meets,
        // worked out once for each.
        let columns: Vec<Columns> = (0..cols)
            .map(|i| {
                let (xl, xh) = (lattice.x_lo(i), lattice.x_lo(i) + QX);
                // The part every box covers; the part some box overlaps.
                Columns { x: (xl, xh), every: span(xh, xl + bw), some: span(xl, xh + bw) }
            })
            .collect();
        let lines: Vec<Lines> = (0..rows)
            .map(|j| {
                let (yl, yh) = (lattice.y_lo(j), lattice.y_lo(j) + QY);
                let tops = (yl.ceil() as i64, (yh + 1.0).floor() as i64);
                let (every, some) = (span(yh - bh, yl), span(yl - bh, yh));
                let above = span(yl - bh - ground.headroom, yh - bh);
                let near = (above.0.min(some.0), some.1.max(tops.1));
                Lines {
                    y: (yl, yh),
                    every,
                    some,
                    above,
                    tops,
                    near,
                    below: open_below && yl - bh >= h as f64,
                }
            })
            .collect();
        for (j, row) in lines.iter().enumerate() {
            let (yl, yh) = row.y;
            for (i, col) in columns.iter().enumerate() {
                let (xl, xh) = col.x;
                let quiet = !busy.any(col.some.0, col.some.1, row.near.0, row.near.1);
                if !quiet && solid.any(col.every.0, col.every.1, row.every.0, row.every.1) {
                    continue;
                }
                lattice.open.set(i, j);
                if let Some(reach) = ground.wall_reach {
                    let free = free_rows(col.every, (yl - bh, yh), &|xa, xb, y| solid.any(xa, xb, y, y));
                    if free.0 < free.1 && beside(ground, &walls, (xl, xh + bw), free, reach) {
                        lattice.launch.set(i, j);
                    }
                }
                let hull = Rect::new(xl, yl - bh, QX + bw, QY + bh);
                if ground.launches.iter().any(|rect| rect.overlaps(&hull)) {
                    lattice.launch.set(i, j);
                }
                let mut gap = f64::INFINITY;
                if row.below || (!quiet && lava.any(col.every.0, col.every.1, row.every.0, row.every.1)) {
                    lattice.end.set(i, j);
                }
                if !quiet {
                    let (xa, xb) = col.some;
                    if ceiling.any(xa, xb, row.above.0, row.above.1) {
                        lattice.under.set(i, j);
                    }
                    if climb.any(xa, xb, row.some.0, row.some.1) {
                        gap = 0.0;
                    }
                    for line in row.tops.0..=row.tops.1 {
                        if top.any(xa, xb, line, line) {
                            gap = gap.min((line as f64 - yh).max(0.0));
                        }
                    }
                }
                for band in ground.bands {
                    if band.x.0 < xh + bw && band.x.1 > xl && band.top.0 <= yh + 1.0 && band.top.1 >= yl {
                        gap = gap.min((band.top.0 - yh).max(0.0));
                    }
                }
                if gap.is_finite() {
                    lattice.floor.set(i, j);
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

/// True when a box in the places `reached` of lattice `l` can touch `rect`.
pub(super) fn touches(l: &Lattice, reached: &Bits, rect: &Rect) -> bool {
    let (i0, i1) = (l.col_of(rect.x - l.size.x - 1.0), l.col_of(rect.right() + 1.0));
    let (j0, j1) = (l.row_of(rect.y - 1.0), l.row_of(rect.bottom() + l.size.y + 1.0));
    let (i0, i1) = (i0.unwrap_or(0), i1.unwrap_or(l.cols - 1));
    let (j0, j1) = (j0.unwrap_or(0), j1.unwrap_or(l.rows - 1));
    (j0..=j1).any(|j| reached.ones(j).any(|i| (i0..=i1).contains(&i) && touching(&l.hull(i, j), rect)))
}

/// Boxes that share a point, or come within one of `tiny`'s pixels.
fn touching(a: &Rect, b: &Rect) -> bool {
    const PIXEL: f64 = 1.0 / 32.0;
    a.x <= b.right() + PIXEL
        && b.x <= a.right() + PIXEL
        && a.y <= b.bottom() + PIXEL
        && b.y <= a.bottom() + PIXEL
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::Grid;
    use proptest::prelude::*;

    /// The lattice cell by cell, every question asked of every cell: the
    /// rule [`Lattice::new`] answers with spans worked out once per row
    /// and column and a look for anything near first.
    fn plain(ground: &Ground) -> Lattice {
        let template = Lattice::new(ground);
        let (grid, (cols, rows)) = (ground.grid, (template.cols, template.rows));
        let mut lattice = Lattice {
            open: Bits::new(cols, rows),
            end: Bits::new(cols, rows),
            under: Bits::new(cols, rows),
            floor: Bits::new(cols, rows),
            launch: Bits::new(cols, rows),
            gap: vec![f64::INFINITY; cols * rows],
            ..template
        };
        let h = grid.height() as f64;
        let Vec2 { x: bw, y: bh } = ground.size;
        let tile = |x: i64, y: i64| grid.tile(x, y);
        let any = |xa: i64, xb: i64, ya: i64, yb: i64, kind: &dyn Fn(i64, i64) -> bool| {
            (ya..=yb).any(|y| (xa..=xb).any(|x| kind(x, y)))
        };
        let solid = |x: i64, y: i64| tile(x, y).is_solid();
        let ceiling = |x: i64, y: i64| under(ground.solids, x, y);
        let lava = |x: i64, y: i64| tile(x, y) == Tile::Hazard;
        let climb = |x: i64, y: i64| tile(x, y) == Tile::Ladder || tile(x, y).is_slope();
        let top = |x: i64, y: i64| holds(grid, x, y);
        for j in 0..rows {
            for i in 0..cols {
                let (xl, yl) = (lattice.x_lo(i), lattice.y_lo(j));
                let (xh, yh) = (xl + QX, yl + QY);
                let (cxa, cxb) = span(xh, xl + bw);
                let (cya, cyb) = span(yh - bh, yl);
                if any(cxa, cxb, cya, cyb, &solid) {
                    continue;
                }
                lattice.open.set(i, j);
                if let Some(reach) = ground.wall_reach {
                    let (wa, wb) = span(xl - reach, xh + bw + reach);
                    let (top, bottom) =
                        free_rows((cxa, cxb), (yl - bh, yh), &|xa, xb, y| any(xa, xb, y, y, &solid));
                    let (ya, yb) = span(top, bottom);
                    let platform = ground.sides.iter().any(|s| {
                        s.x < xh + bw + reach && s.right() > xl - reach && s.y < bottom && s.bottom() > top
                    });
                    if top < bottom && (platform || any(wa, wb, ya, yb, &|x, y| side(ground.solids, x, y))) {
                        lattice.launch.set(i, j);
                    }
                }
                let hull = Rect::new(xl, yl - bh, QX + bw, QY + bh);
                if ground.launches.iter().any(|rect| rect.overlaps(&hull)) {
                    lattice.launch.set(i, j);
                }
                let below = grid.outside() == Outside::OpenBelow && yl - bh >= h;
                if any(cxa, cxb, cya, cyb, &lava) || below {
                    lattice.end.set(i, j);
                }
                let (xa, xb) = span(xl, xh + bw);
                let (ua, ub) = span(yl - bh - ground.headroom, yh - bh);
                if any(xa, xb, ua, ub, &ceiling) {
                    lattice.under.set(i, j);
                }
                let mut gap = f64::INFINITY;
                let (ra, rb) = span(yl - bh, yh);
                if any(xa, xb, ra, rb, &climb) {
                    gap = 0.0;
                }
                for line in yl.ceil() as i64..=(yh + 1.0).floor() as i64 {
                    if any(xa, xb, line, line, &top) {
                        gap = gap.min((line as f64 - yh).max(0.0));
                    }
                }
                for band in ground.bands {
                    if band.x.0 < xh + bw && band.x.1 > xl && band.top.0 <= yh + 1.0 && band.top.1 >= yl {
                        gap = gap.min((band.top.0 - yh).max(0.0));
                    }
                }
                if gap.is_finite() {
                    lattice.floor.set(i, j);
                }
                lattice.gap[j * cols + i] = gap;
            }
        }
        lattice
    }

    /// Over a box across column line 2 whose top is 0.1 below row 1, of
    /// the lattice of `grid` meeting a rising head at `solids`: whether
    /// something stops the head, and whether the box may be there.
    fn over_box(grid: &Grid, solids: &Grid) -> (bool, bool) {
        let ground = Ground {
            grid,
            solids,
            size: Vec2::new(0.8, 0.9),
            bands: &[],
            margin: (2, 2, 3),
            headroom: 0.3,
            wall_reach: None,
            sides: &[],
            launches: &[],
        };
        let lattice = Lattice::new(&ground);
        let cells = lattice.cells_of(&Rect::new(1.5, 2.1, 0.8, 0.9));
        let all = |bits: &Bits| cells.iter().all(|&(i, j)| bits.get(i, j));
        (all(&lattice.under), all(&lattice.open))
    }

    /// Corner correction (`ledge`) nudges a head past whatever the
    /// engine's ceiling search stops it at: the lattice must find each of
    /// those over a box, or the flights are not widened by the nudge.
    #[test]
    fn a_ceiling_edge_a_slopes_underside_and_a_wall_edges_end_are_ceilings_over_a_box() {
        let ceiling = |set: &dyn Fn(&mut Grid)| {
            let mut grid = Grid::new(3, 4);
            set(&mut grid);
            over_box(&grid, &grid).0
        };
        assert!(!ceiling(&|_| {}), "nothing over the box");
        assert!(ceiling(&|g| g.set_tile(1, 1, Tile::Solid)), "a block");
        assert!(ceiling(&|g| g.set_tile(1, 1, Tile::SlopeUpRight)), "a slope");
        assert!(ceiling(&|g| g.set_ceiling(1, 2, true)), "a ceiling edge");
        assert!(ceiling(&|g| g.set_wall(2, 1, true)), "a wall edge's bottom end");
    }

    /// A crumbling block or a brick is passed as a one-way floor, yet it
    /// stops a rising head while it stands, and corner correction nudges
    /// the head past its corner: a level whose only ceilings they are
    /// must have the flights widened by the nudge too.
    #[test]
    fn a_block_that_gives_way_is_a_ceiling_over_a_box_though_it_is_passed() {
        let mut grid = Grid::new(3, 4);
        grid.set_tile(1, 1, Tile::OneWay);
        let mut solids = grid.clone();
        solids.set_tile(1, 1, Tile::Solid);
        assert_eq!(over_box(&grid, &solids), (true, true), "a ceiling over a box that may pass it");
        assert_eq!(over_box(&grid, &grid), (false, true), "a one-way floor is no ceiling");
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]
        #[test]
        fn the_lattice_agrees_with_the_plain_rule_cell_by_cell(
            w in 1u32..10,
            h in 1u32..8,
            tiles in proptest::collection::vec(0usize..40, 80),
            edges in proptest::collection::vec(any::<bool>(), 80),
            outside in 0usize..3,
            size in (1u32..20, 1u32..40),
            headroom in 0.0f64..1.0,
            wall_reach in proptest::option::of(0.0f64..0.5),
            platform in proptest::option::of((-2.0f64..8.0, 0.1f64..4.0, -2.0f64..8.0, 0.1f64..2.0)),
            band in proptest::option::of((-2.0f64..8.0, 0.0f64..4.0, -2.0f64..8.0, 0.0f64..2.0)),
        ) {
            let mut grid = Grid::new(w, h);
            for (k, &t) in tiles.iter().enumerate().take((w * h) as usize) {
                let (x, y) = (k as u32 % w, k as u32 / w);
                // Mostly empty, as levels are.
                grid.set_tile(x, y, if t < Tile::ALL.len() { Tile::ALL[t] } else { Tile::Empty });
                grid.set_ceiling(x, y, edges[k] && t % 7 == 0);
                grid.set_wall(x, y, edges[k] && t % 5 == 0);
            }
            grid.set_outside([Outside::Solid, Outside::OpenBelow, Outside::Open][outside]);
            let bands: Vec<Band> =
                band.map(|(x, bw, y, bh)| Band { x: (x, x + bw), top: (y, y + bh) }).into_iter().collect();
            let sides: Vec<Rect> = platform.map(|(x, w, y, h)| Rect::new(x, y, w, h)).into_iter().collect();
            // Blocks that give way: one-way floors to pass, blocks to meet.
            let mut solids = grid.clone();
            for (k, &tile) in grid.tiles().iter().enumerate() {
                if tile == Tile::OneWay {
                    solids.set_tile(k as u32 % w, k as u32 / w, Tile::Solid);
                }
            }
            let ground = Ground {
                grid: &grid,
                solids: &solids,
                size: Vec2::new(size.0 as f64 / 20.0, size.1 as f64 / 20.0),
                bands: &bands,
                margin: (2, 2, 3),
                headroom,
                wall_reach,
                sides: &sides,
                launches: &sides,
            };
            let (fast, plain) = (Lattice::new(&ground), plain(&ground));
            prop_assert_eq!(&fast.open, &plain.open);
            prop_assert_eq!(&fast.end, &plain.end);
            prop_assert_eq!(&fast.under, &plain.under);
            prop_assert_eq!(&fast.floor, &plain.floor);
            prop_assert_eq!(&fast.launch, &plain.launch);
            prop_assert!(fast.gap.iter().zip(&plain.gap).all(|(a, b)| a.to_bits() == b.to_bits()));
        }
    }
}
