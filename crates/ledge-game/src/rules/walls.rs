//! What the actors bump into: seed 002's `touches`, asked for `"wall"`.
//! The game's one home for it (lava turns or starts over on it, a monster
//! of the `eloquent` ruleset turns round on it).
//!
//! ```text
//! Level.prototype.touches = function(pos, size, type) {
//!   let xStart = Math.floor(pos.x);
//!   let xEnd = Math.ceil(pos.x + size.x);
//!   let yStart = Math.floor(pos.y);
//!   let yEnd = Math.ceil(pos.y + size.y);
//!   for (let y = yStart; y < yEnd; y++) {
//!     for (let x = xStart; x < xEnd; x++) {
//!       let isOutside = x < 0 || x >= this.width ||
//!                       y < 0 || y >= this.height;
//!       let here = isOutside ? "wall" : this.rows[y][x];
//!       if (here == type) return true;
//!     }
//!   }
//!   return false;
//! };
//! ```

use ledge_engine::{Grid, Rect};

/// The walls actors bump into: the grid, and whether it has any edges
/// (looked up once per level, so that plain plans skip edge checks).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Walls<'a> {
    pub grid: &'a Grid,
    pub edges: bool,
}

#[cfg(test)]
impl Walls<'_> {
    /// The walls of `grid` (looks at every edge once).
    pub fn of(grid: &Grid) -> Walls<'_> {
        Walls { grid, edges: grid.has_edges() }
    }
}

/// `x.floor()` as an integer, with a conversion instead of a call to the
/// C library's `floor` (which the baseline x86-64 target does not inline).
/// Exact for every position a level can hold.
#[inline]
pub(crate) fn floor(x: f64) -> i64 {
    let i = x as i64;
    i - ((i as f64) > x) as i64
}

/// `x.ceil()` as an integer; see [`floor`].
#[inline]
fn ceil(x: f64) -> i64 {
    let i = x as i64;
    i + ((i as f64) < x) as i64
}

/// The cells seed 002's `touches` looks at for a box: columns `x0..x1` and
/// rows `y0..y1`, from the `floor` of its left and top sides to the `ceil`
/// of its right and bottom sides. The game's one answer to "which cells
/// does a box cover" (the lava's free cells and the coin index ask it too).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cells {
    pub x0: i64,
    pub x1: i64,
    pub y0: i64,
    pub y1: i64,
}

impl Cells {
    /// The cells `rect` covers.
    #[inline]
    pub fn of(rect: &Rect) -> Cells {
        Cells { x0: floor(rect.x), x1: ceil(rect.right()), y0: floor(rect.y), y1: ceil(rect.bottom()) }
    }
}

/// Seed 002's `level.touches(pos, size, "wall")` for actors: true when the
/// box covers a cell that blocks (a solid, ice or a slope) or crosses an
/// edge, with the seed's exact rounding ([`Grid::touches_exact`]). Cells
/// outside the level count as walls, whatever the level's `outside`, so
/// that no actor leaves it.
pub(crate) fn touches_wall(walls: Walls, rect: &Rect) -> bool {
    let grid = walls.grid;
    let Cells { x0, x1, y0, y1 } = Cells::of(rect);
    if x0 < 0 || y0 < 0 || x1 > grid.width() as i64 || y1 > grid.height() as i64 {
        return true;
    }
    let edge = |y| (x0 + 1..x1).any(|x| grid.wall(x, y)) || (y > y0 && (x0..x1).any(|x| grid.ceiling(x, y)));
    grid.touches_exact(rect, |tile| tile.blocks()) || (walls.edges && (y0..y1).any(edge))
}
