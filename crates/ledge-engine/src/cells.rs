//! Which cells a box covers. The engine rounds a box's sides to cells in
//! two ways, each written here once:
//! - [`Cells::covered`], with a tiny inset ([`EPSILON`]), so that a side
//!   lying on a grid line does not reach into the next cell: what the sweep,
//!   the contacts and the overlap tests of every order but Eloquent JavaScript's game's read;
//! - [`Cells::touched`], Eloquent JavaScript's game's `touches` exactly:
//!
//! ```text
//! touches(pos, size, type) {
//!   let xStart = Math.floor(pos.x);
//!   let xEnd = Math.ceil(pos.x + size.x);
//!   let yStart = Math.floor(pos.y);
//!   let yEnd = Math.ceil(pos.y + size.y);
//! ```

use crate::cell::{ceil_i, ceil_near, floor_i, floor_near};
use crate::{Rect, EPSILON};

/// A block of cells: columns `x0..x1` and rows `y0..y1`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cells {
    /// The first column.
    pub x0: i64,
    /// One past the last column.
    pub x1: i64,
    /// The first row.
    pub y0: i64,
    /// One past the last row.
    pub y1: i64,
}

impl Cells {
    /// The cells `rect` covers, with the inset: a side on a grid line stops
    /// short of the next cell, and a box covers at least one cell each way.
    ///
    /// ```
    /// use ledge_engine::{Cells, Rect};
    /// let cells = Cells::covered(&Rect::new(1.0, 2.0, 1.0, 1.5));
    /// assert_eq!(cells, Cells { x0: 1, x1: 2, y0: 2, y1: 4 });
    /// ```
    #[inline]
    pub fn covered(rect: &Rect) -> Cells {
        let (x0, x1, _, _) = cover(rect.x, rect.right());
        let (y0, y1, _, _) = cover(rect.y, rect.bottom());
        Cells { x0, x1, y0, y1 }
    }

    /// The cells `rect` covers as Eloquent JavaScript's game's `touches` rounds: from the
    /// `floor` of its left and top sides to the `ceil` of its right and
    /// bottom sides, no inset (a right side exactly on a grid line stops
    /// short of the next cell, since the `ceil` of a whole number is itself).
    ///
    /// ```
    /// use ledge_engine::{Cells, Rect};
    /// let cells = Cells::touched(&Rect::new(1.0 + 1e-12, 2.0, 1.0, 1.0));
    /// assert_eq!(cells, Cells { x0: 1, x1: 3, y0: 2, y1: 3 });
    /// ```
    #[inline]
    pub fn touched(rect: &Rect) -> Cells {
        Cells {
            x0: floor_i(rect.x),
            x1: ceil_i(rect.right()),
            y0: floor_i(rect.y),
            y1: ceil_i(rect.bottom()),
        }
    }

    /// Every cell, row by row, as `(x, y)`.
    pub fn iter(self) -> impl Iterator<Item = (i64, i64)> {
        (self.y0..self.y1).flat_map(move |y| (self.x0..self.x1).map(move |x| (x, y)))
    }
}

/// Along one axis, the cells `a0..a1` that the range from `lo` to `hi`
/// covers with the inset, and the grid lines nearest its ends (moved by the
/// inset: near a line, an end rounds to that line either way).
#[inline]
pub(crate) fn cover(lo: f64, hi: f64) -> (i64, i64, f64, f64) {
    let (a0, near_lo) = floor_near(lo + EPSILON);
    let (a1, near_hi) = ceil_near(hi - EPSILON);
    (a0, a1.max(a0 + 1), near_lo, near_hi)
}
