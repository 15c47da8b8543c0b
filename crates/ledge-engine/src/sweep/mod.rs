//! Swept, per-axis collision of a box against the grid.
//!
//! A move is split at every grid line the box's leading side crosses, and
//! each crossing is checked before it is made, so nothing tunnels at any
//! speed (Talle's engine checks "only when a grid line is crossed"; deepnight's engine's
//! ray-march). Contact is exact: a blocked box is placed with its side on
//! the grid line. Sides lying on a grid line do not reach into the next cell
//! ([`EPSILON`] inset, Talle's engine).
//!
//! Slopes hold a box by the highest point of their surface under its bottom
//! side, like a crate on a ramp: the box never overlaps a slope's solid part.
//! Walking into a slope lifts the box along it; walking down keeps it on the
//! surface by snapping (see [`find_floor`]'s `reach`).
//!
//! The sweep keeps a box's cells between queries, answers from the kinds
//! of tile in a row or column when it can and keeps rare paths out of
//! line; `plain.rs` states the same rules without any of that, and a
//! property test holds the two to the same bits.

#[cfg(test)]
mod plain;
#[cfg(test)]
mod plain_agrees;

use crate::cell::{ceil_i, floor_i};
use crate::cells::cover;
use crate::tile::Kinds;
use crate::{Grid, Rect, Support, Tile, EPSILON};

/// Distance under which two sides count as touching, in cells.
pub(crate) const CONTACT: f64 = 1e-7;

/// The cells a box covers ([`crate::Cells::covered`]), kept as the box moves.
///
/// A move along one axis changes only that axis's half, so the sweep keeps
/// a box's span up to date as it goes ([`Span::set_cols`],
/// [`Span::set_rows`]) instead of working it out afresh for every query.
/// It also keeps what the bottom row holds once read: the x sweep reads it
/// (for slopes), then the floor search and the contact probe need it again,
/// and after a step along flat ground it is still the same row.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Span {
    pub x0: i64,
    pub x1: i64,
    pub y0: i64,
    pub y1: i64,
    /// The kinds of tile in the bottom row (`y1 - 1`, columns `x0..x1`),
    /// or [`Kinds::UNREAD`] when not read since the span last changed there.
    bottom: Kinds,
    /// The grid lines nearest the box's left side, right side and top
    /// (rounded on the way to the columns and rows): the only lines each of
    /// these sides can touch.
    near_left: f64,
    near_right: f64,
    near_top: f64,
}

impl Span {
    /// The span of `rect`.
    #[inline]
    pub fn of(rect: &Rect) -> Span {
        let mut span = Span::rows_of(rect);
        span.set_cols(rect);
        span
    }

    /// The rows of `rect`, its columns left for [`move_x`] to work out
    /// (they are not read before it does).
    #[inline]
    pub fn rows_of(rect: &Rect) -> Span {
        let (y0, y1, near_top, _) = cover(rect.y, rect.bottom());
        Span { x0: 0, x1: 0, y0, y1, bottom: Kinds::UNREAD, near_left: 0.0, near_right: 0.0, near_top }
    }

    /// Brings the columns up to date after the box moved along x.
    #[inline]
    pub fn set_cols(&mut self, rect: &Rect) {
        let (x0, x1, near_left, near_right) = cover(rect.x, rect.right());
        if (x0, x1) != (self.x0, self.x1) {
            (self.x0, self.x1, self.bottom) = (x0, x1, Kinds::UNREAD);
        }
        (self.near_left, self.near_right) = (near_left, near_right);
    }

    /// Brings the rows up to date after the box moved along y.
    #[inline]
    pub fn set_rows(&mut self, rect: &Rect) {
        let (y0, y1, near_top, _) = cover(rect.y, rect.bottom());
        if y1 != self.y1 {
            self.bottom = Kinds::UNREAD;
        }
        (self.y0, self.y1, self.near_top) = (y0, y1, near_top);
    }

    /// The row holding the lowest sliver of the box.
    #[inline]
    fn bottom_row(&self) -> i64 {
        self.y1 - 1
    }

    /// The kinds of tile in the bottom row, read once.
    #[inline]
    fn bottom_kinds(&mut self, grid: &Grid) -> Kinds {
        if self.bottom == Kinds::UNREAD {
            self.bottom = grid.kinds(self.bottom_row(), self.x0, self.x1);
        }
        self.bottom
    }

    /// The kinds of tile in the bottom row, reading it if not known yet.
    #[inline]
    fn bottom_kinds_now(&self, grid: &Grid) -> Kinds {
        if self.bottom == Kinds::UNREAD {
            grid.kinds(self.bottom_row(), self.x0, self.x1)
        } else {
            self.bottom
        }
    }

    /// The kinds of tile in all the cells the box covers.
    #[inline]
    pub fn kinds(&self, grid: &Grid) -> Kinds {
        grid.kinds_in(self.x0, self.x1, self.y0, self.bottom_row()).or(self.bottom_kinds_now(grid))
    }
}

/// Highest point of a slope's surface over the part of `[x0, x1]` inside
/// column `col`, as a world y; `None` when `tile` is not a slope.
#[inline]
fn slope_top(tile: Tile, col: i64, row: i64, x0: f64, x1: f64) -> Option<f64> {
    if !tile.is_slope() {
        return None;
    }
    let u0 = (x0 - col as f64).clamp(0.0, 1.0);
    let u1 = (x1 - col as f64).clamp(0.0, 1.0);
    let h = tile.slope_height(u0)?.max(tile.slope_height(u1)?);
    Some(row as f64 + 1.0 - h)
}

/// The highest slope surface under the box in its bottom row, if any.
fn slope_surface(grid: &Grid, rect: &Rect, span: &Span) -> Option<f64> {
    let row = span.bottom_row();
    let mut best: Option<f64> = None;
    for col in span.x0..span.x1 {
        if let Some(y) = slope_top(grid.tile(col, row), col, row, rect.x, rect.right()) {
            best = Some(best.map_or(y, |b| b.min(y)));
        }
    }
    best
}

/// True when crossing the vertical line `line`, moving right (`right`) or
/// left, is blocked for a box at `rect` covering `span`. (Marked cold, as the
/// other checks below that most steps skip: the compiler then keeps the
/// step's common path free of the register saving these calls need.)
#[cold]
#[inline(never)]
fn x_blocked(grid: &Grid, rect: &Rect, span: &Span, line: i64, right: bool) -> bool {
    if !grid.has_edges() {
        // What the entered column holds, in one pass: open cells let the
        // box through and a full block stops it; only slopes need a closer
        // look.
        let kinds = grid.column_kinds(if right { line } else { line - 1 }, span.y0, span.y1);
        if !kinds.any(Kinds::BLOCKS) {
            return false;
        }
        if kinds.any(Kinds::SOLIDS) {
            return true;
        }
    }
    x_blocked_by_cell(grid, rect, span, line, right)
}

/// [`x_blocked`] cell by cell.
fn x_blocked_by_cell(grid: &Grid, rect: &Rect, span: &Span, line: i64, right: bool) -> bool {
    let col = if right { line } else { line - 1 };
    let (y0, y1) = (span.y0, span.y1);
    let bottom = rect.bottom();
    let edges = grid.has_edges();
    // The end of a ceiling edge in the entered column, across the box's side.
    if edges && (y0 + 1..y1).any(|row_line| grid.ceiling(col, row_line)) {
        return true;
    }
    (y0..y1).any(|row| {
        if edges && grid.wall(line, row) {
            return true;
        }
        let tile = grid.tile(col, row);
        if tile.is_solid() {
            return true;
        }
        if !tile.is_slope() {
            return false;
        }
        let entry = tile.slope_height(if right { 0.0 } else { 1.0 }).unwrap_or(1.0);
        // Above the bottom row a slope is a wall; in it, only its side is.
        row < y1 - 1 || (row as f64 + 1.0 - entry) < bottom - EPSILON
    })
}

/// The first blocking line above the box's top within `dist`, if any.
#[cold]
#[inline(never)]
fn ceiling_within(grid: &Grid, rect: &Rect, span: &Span, dist: f64) -> Option<f64> {
    let (x0, x1) = (span.x0, span.x1);
    let top = rect.y;
    let edges = grid.has_edges();
    let mut line = ceil_i(top + EPSILON) - 1;
    while line as f64 >= top - dist - EPSILON {
        let hit = grid.kinds(line - 1, x0, x1).any(Kinds::BLOCKS)
            || (edges
                && ((x0..x1).any(|col| grid.ceiling(col, line))
                    // The bottom end of a wall edge under the box's top side.
                    || (x0 + 1..x1).any(|col_line| grid.wall(col_line, line - 1))));
        if hit {
            return Some(line as f64);
        }
        line -= 1;
    }
    None
}

/// Lifts the box out of any slope its bottom dips into, if there is room
/// above, keeping `span` the box's span. Returns false when a ceiling
/// leaves no room.
#[inline(always)]
fn lift_over_slopes(grid: &Grid, rect: &mut Rect, span: &mut Span) -> bool {
    // Most bottom rows hold no slope at all: one pass over the row says so.
    !span.bottom_kinds(grid).any(Kinds::SLOPES) || lift_onto_slope(grid, rect, span)
}

/// [`lift_over_slopes`] once the bottom row is known to hold a slope (kept
/// out of line: the sweep's common case stays small).
#[cold]
#[inline(never)]
fn lift_onto_slope(grid: &Grid, rect: &mut Rect, span: &mut Span) -> bool {
    let Some(surface) = slope_surface(grid, rect, span) else {
        return true;
    };
    let depth = rect.bottom() - surface;
    if depth <= EPSILON {
        return true;
    }
    if ceiling_within(grid, rect, span, depth).is_some() {
        return false;
    }
    rect.y = surface - rect.h;
    span.set_rows(rect);
    true
}

/// Places the box's left side at `x` and lifts it over slopes, keeping
/// `span` its span. When a ceiling leaves no room to lift, puts both back
/// and returns false.
#[inline(always)]
fn step_to(grid: &Grid, rect: &mut Rect, span: &mut Span, x: f64) -> bool {
    let before = rect.x;
    rect.x = x;
    span.set_cols(rect);
    if lift_over_slopes(grid, rect, span) {
        return true;
    }
    // A failed lift leaves the rows as they were.
    rect.x = before;
    span.set_cols(rect);
    false
}

/// Moves the box `dx` cells along x. Returns true when a wall stopped it,
/// in which case its side lies on the wall's line. `span` holds the box's
/// rows on entry (its columns are not read: see [`Span::rows_of`]) and the
/// box's whole span on return.
#[inline(always)]
pub(crate) fn move_x(grid: &Grid, rect: &mut Rect, dx: f64, span: &mut Span) -> bool {
    if dx == 0.0 {
        span.set_cols(rect);
        return false;
    }
    let right = dx > 0.0;
    let target = rect.x + dx;
    let lead = if right { rect.right() } else { rect.x };
    let end = lead + dx;
    // The grid lines the leading side crosses, nearest first: a whole line
    // is crossed when it lies strictly between the side and where it ends.
    let line = if right { floor_i(lead - EPSILON) + 1 } else { ceil_i(lead + EPSILON) - 1 };
    if if right { (line as f64) < end } else { (line as f64) > end } {
        return move_x_across(grid, rect, span, line, right, end, target);
    }
    !step_to(grid, rect, span, target)
}

/// [`move_x`] for a move that crosses grid line `line` (and perhaps more,
/// up to `end` for the leading side), to `target` for the left side. Most
/// moves cross none: kept out of line, the common path saves no registers
/// for the checks of each crossing.
#[cold]
#[inline(never)]
fn move_x_across(
    grid: &Grid,
    rect: &mut Rect,
    span: &mut Span,
    line: i64,
    right: bool,
    end: f64,
    target: f64,
) -> bool {
    let mut line = line;
    let step = if right { 1 } else { -1 };
    while if right { (line as f64) < end } else { (line as f64) > end } {
        let x = if right { line as f64 - rect.w } else { line as f64 };
        if !step_to(grid, rect, span, x) || x_blocked(grid, rect, span, line, right) {
            return true;
        }
        line += step;
    }
    !step_to(grid, rect, span, target)
}

/// The nearest floor under the box whose top lies between the box's bottom
/// and `reach` cells below it: its y and what it is. `span` is the box's span.
///
/// One-way floors and ladder tops hold the box only when its bottom starts
/// above them, and not at or above `drop_line` (dropping through on purpose).
/// Ladder tops do not hold a climbing box.
#[inline(always)]
pub(crate) fn find_floor(
    grid: &Grid,
    rect: &Rect,
    span: &Span,
    reach: f64,
    drop_line: Option<f64>,
    climbing: bool,
) -> Option<(f64, Support)> {
    let b0 = rect.bottom();
    let limit = b0 + reach + EPSILON;
    let mut row = span.bottom_row();
    // What the row being searched holds: each line's row is the next one's.
    let mut kinds = span.bottom_kinds_now(grid);
    loop {
        // Slope surfaces inside this row (most rows hold none).
        if kinds.any(Kinds::SLOPES) {
            if let Some((y, tile)) = slope_floor(grid, rect, span, row, b0, limit) {
                return Some((y, Support::Tile(tile)));
            }
        }
        // The line under this row.
        let line = row + 1;
        if line as f64 > limit {
            return None;
        }
        kinds = grid.kinds(line, span.x0, span.x1);
        let from_above = b0 <= line as f64 + CONTACT && drop_line.is_none_or(|d| (line as f64) > d);
        if let Some(support) = line_floor(grid, rect, span, line, kinds, from_above, climbing) {
            return Some((line as f64, support));
        }
        row = line;
    }
}

/// The highest slope surface in `row`, under the box, between its bottom
/// `b0` and `limit` (out of line: few rows hold slopes).
#[cold]
#[inline(never)]
fn slope_floor(grid: &Grid, rect: &Rect, span: &Span, row: i64, b0: f64, limit: f64) -> Option<(f64, Tile)> {
    let mut slope: Option<(f64, Tile)> = None;
    for col in span.x0..span.x1 {
        let tile = grid.tile(col, row);
        if let Some(y) = slope_top(tile, col, row, rect.x, rect.right()) {
            if y >= b0 - EPSILON && y <= limit && slope.is_none_or(|(best, _)| y < best) {
                slope = Some((y, tile));
            }
        }
    }
    slope
}

/// What holds the box on grid line `line` under its span, if anything
/// (`kinds`: what the row under the line holds; `from_above`: the box's
/// bottom starts above the line, for one-way floors). Of several cells,
/// the one under the box's middle names the surface.
#[inline(always)]
fn line_floor(
    grid: &Grid,
    rect: &Rect,
    span: &Span,
    line: i64,
    kinds: Kinds,
    from_above: bool,
    climbing: bool,
) -> Option<Support> {
    if !grid.has_edges() {
        // Without edges, one-way floors or ladders, only full blocks hold
        // the box: when they are all of one kind, that kind is the answer.
        if !kinds.any(Kinds::OPEN_TOPS) {
            match (kinds.has(Tile::Solid), kinds.has(Tile::Ice)) {
                (false, false) => return None,
                (true, false) => return Some(Support::Tile(Tile::Solid)),
                (false, true) => return Some(Support::Tile(Tile::Ice)),
                (true, true) => {}
            }
        }
    }
    line_floor_by_cell(grid, rect, span, line, from_above, climbing)
}

/// [`line_floor`] cell by cell.
#[cold]
#[inline(never)]
fn line_floor_by_cell(
    grid: &Grid,
    rect: &Rect,
    span: &Span,
    line: i64,
    from_above: bool,
    climbing: bool,
) -> Option<Support> {
    let (x0, x1) = (span.x0, span.x1);
    let edges = grid.has_edges();
    let support_at = |col: i64| -> Option<Support> {
        let tile = grid.tile(col, line);
        let open_top = match tile {
            Tile::OneWay => from_above,
            Tile::Ladder => !climbing && from_above && grid.tile(col, line - 1) != Tile::Ladder,
            _ => false,
        };
        if tile.is_solid() || open_top {
            Some(Support::Tile(tile))
        } else if edges && grid.ceiling(col, line) {
            Some(Support::Edge)
        } else {
            None
        }
    };
    // Prefer what is under the box's middle, for the surface it reports.
    let center = floor_i(rect.x + rect.w * 0.5).clamp(x0, x1 - 1);
    let mut found = None;
    for col in x0..x1 {
        if let Some(support) = support_at(col) {
            found = Some(support);
            if col == center {
                break;
            }
        }
    }
    // The top end of a wall edge under the box's bottom side holds it too.
    if found.is_none() && edges && (x0 + 1..x1).any(|col_line| grid.wall(col_line, line)) {
        found = Some(Support::Edge);
    }
    found
}

/// Moves the box `rise` cells up, keeping `span` its span. Returns true
/// when a ceiling stopped it, in which case its top lies on the ceiling's
/// line. (Moving down is [`crate::space::Space::move_y`]'s job: it weighs
/// the grid's floors against the platforms'.)
#[inline]
pub(crate) fn move_up(grid: &Grid, rect: &mut Rect, span: &mut Span, rise: f64) -> bool {
    let hit = ceiling_within(grid, rect, span, rise);
    match hit {
        Some(line) => rect.y = line,
        None => rect.y -= rise,
    }
    span.set_rows(rect);
    hit.is_some()
}

/// True when the box's side lies on a blocking line on that side.
#[inline]
pub(crate) fn touching_wall(grid: &Grid, rect: &Rect, span: &Span, right: bool) -> bool {
    // The nearest line: the only one the side can lie on.
    let (side, line) = if right { (rect.right(), span.near_right) } else { (rect.x, span.near_left) };
    (side - line).abs() <= CONTACT && x_blocked(grid, rect, span, line as i64, right)
}

/// True when the box's top lies under a blocking line.
#[inline]
pub(crate) fn touching_ceiling(grid: &Grid, rect: &Rect, span: &Span) -> bool {
    (rect.y - span.near_top).abs() <= CONTACT && ceiling_within(grid, rect, span, 0.0).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::space::Space;
    use crate::{Footing, Hit};

    fn slide(grid: &Grid, rect: &mut Rect, dx: f64) -> bool {
        let mut span = Span::of(rect);
        move_x(grid, rect, dx, &mut span)
    }

    fn move_y(
        grid: &Grid,
        rect: &mut Rect,
        dy: f64,
        snap: f64,
        drop: Option<f64>,
        climbing: bool,
    ) -> Option<Hit> {
        Space { grid, solids: &[] }.move_y(rect, dy, Footing { snap, drop_line: drop, climbing })
    }

    fn floor_grid() -> Grid {
        let mut grid = Grid::new(10, 6);
        for x in 0..10 {
            grid.set_tile(x, 5, Tile::Solid);
        }
        grid
    }

    #[test]
    fn a_fast_fall_stops_exactly_on_the_floor() {
        let grid = floor_grid();
        let mut rect = Rect::new(2.0, 0.0, 0.8, 1.5);
        let stop = move_y(&grid, &mut rect, 100.0, 0.0, None, false);
        assert_eq!(stop, Some(Hit::Floor(Support::Tile(Tile::Solid))));
        assert_eq!(rect.bottom(), 5.0);
    }

    #[test]
    fn a_fast_move_stops_at_a_thin_wall_edge() {
        let mut grid = Grid::new(10, 6);
        grid.set_wall(6, 2, true);
        let mut rect = Rect::new(1.0, 2.0, 0.5, 0.5);
        assert!(slide(&grid, &mut rect, 50.0));
        assert_eq!(rect.right(), 6.0);
        // and from the other side
        let mut rect = Rect::new(8.0, 2.0, 0.5, 0.5);
        assert!(slide(&grid, &mut rect, -50.0));
        assert_eq!(rect.x, 6.0);
    }

    #[test]
    fn a_ceiling_edge_holds_a_body_from_both_sides() {
        let mut grid = Grid::new(4, 6);
        grid.set_ceiling(1, 3, true);
        let mut rect = Rect::new(1.1, 0.0, 0.5, 1.0);
        assert!(matches!(move_y(&grid, &mut rect, 9.0, 0.0, None, false), Some(Hit::Floor(Support::Edge))));
        assert_eq!(rect.bottom(), 3.0);
        let mut rect = Rect::new(1.1, 4.0, 0.5, 1.0);
        assert_eq!(move_y(&grid, &mut rect, -9.0, 0.0, None, false), Some(Hit::Ceiling));
        assert_eq!(rect.y, 3.0);
    }

    #[test]
    fn one_way_floors_hold_from_above_only() {
        let mut grid = Grid::new(4, 8);
        grid.set_tile(1, 4, Tile::OneWay);
        let mut rect = Rect::new(1.0, 5.0, 1.0, 1.0);
        assert_eq!(move_y(&grid, &mut rect, -3.0, 0.0, None, false), None);
        let mut rect = Rect::new(1.0, 1.0, 1.0, 1.0);
        assert!(matches!(move_y(&grid, &mut rect, 3.0, 0.0, None, false), Some(Hit::Floor(_))));
        assert_eq!(rect.bottom(), 4.0);
        // dropping through on purpose
        assert_eq!(move_y(&grid, &mut rect, 0.5, 0.0, Some(4.0), false), None);
    }

    #[test]
    fn walking_up_a_ramp_lifts_the_box_without_leaving_it_inside() {
        let mut grid = floor_grid();
        grid.set_tile(4, 4, Tile::SlopeUpRight);
        grid.set_tile(5, 4, Tile::Solid);
        let mut rect = Rect::new(2.0, 3.0, 1.0, 1.0);
        for _ in 0..40 {
            assert!(!slide(&grid, &mut rect, 0.1));
            move_y(&grid, &mut rect, 0.0, 0.1 + EPSILON, None, false);
            let surface = slope_surface(&grid, &rect, &Span::of(&rect)).unwrap_or(f64::INFINITY);
            assert!(rect.bottom() <= surface + 1e-9);
        }
        assert!((rect.bottom() - 4.0).abs() < 1e-9, "ends on the top of the block: {rect:?}");
    }

    #[test]
    fn the_high_side_of_a_slope_is_a_wall() {
        let mut grid = floor_grid();
        grid.set_tile(5, 4, Tile::SlopeUpLeft);
        let mut rect = Rect::new(2.0, 4.0, 1.0, 1.0);
        assert!(slide(&grid, &mut rect, 5.0));
        assert_eq!(rect.right(), 5.0);
    }
}
