//! Swept, per-axis collision of a box against the grid.
//!
//! A move is split at every grid line the box's leading side crosses, and
//! each crossing is checked before it is made, so nothing tunnels at any
//! speed (seed 003 checks "only when a grid line is crossed"; seed 001's
//! ray-march). Contact is exact: a blocked box is placed with its side on
//! the grid line. Sides lying on a grid line do not reach into the next cell
//! ([`EPSILON`] inset, seed 003).
//!
//! Slopes hold a box by the highest point of their surface under its bottom
//! side, like a crate on a ramp: the box never overlaps a slope's solid part.
//! Walking into a slope lifts the box along it; walking down keeps it on the
//! surface by snapping (see [`find_floor`]'s `reach`).

use crate::{Grid, Rect, Support, Tile, EPSILON};

/// Distance under which two sides count as touching, in cells.
pub const CONTACT: f64 = 1e-7;

/// Columns covered by `rect`: `x0..x1`.
fn columns(rect: &Rect) -> (i64, i64) {
    let x0 = (rect.x + EPSILON).floor() as i64;
    let x1 = (rect.right() - EPSILON).ceil() as i64;
    (x0, x1.max(x0 + 1))
}

/// Rows covered by `rect`: `y0..y1`.
fn rows(rect: &Rect) -> (i64, i64) {
    let y0 = (rect.y + EPSILON).floor() as i64;
    let y1 = (rect.bottom() - EPSILON).ceil() as i64;
    (y0, y1.max(y0 + 1))
}

/// The row holding the lowest sliver of the box.
fn bottom_row(rect: &Rect) -> i64 {
    rows(rect).1 - 1
}

/// Highest point of a slope's surface over the part of `[x0, x1]` inside
/// column `col`, as a world y.
fn slope_top(tile: Tile, col: i64, row: i64, x0: f64, x1: f64) -> Option<f64> {
    let u0 = (x0 - col as f64).clamp(0.0, 1.0);
    let u1 = (x1 - col as f64).clamp(0.0, 1.0);
    let h = tile.slope_height(u0)?.max(tile.slope_height(u1)?);
    Some(row as f64 + 1.0 - h)
}

/// The highest slope surface under the box in its bottom row, if any.
fn slope_surface(grid: &Grid, rect: &Rect) -> Option<f64> {
    let (x0, x1) = columns(rect);
    let row = bottom_row(rect);
    (x0..x1)
        .filter_map(|col| slope_top(grid.tile(col, row), col, row, rect.x, rect.right()))
        .min_by(f64::total_cmp)
}

/// True when crossing the vertical line `line`, moving right (`right`) or
/// left, is blocked for a box at `rect`.
pub fn x_blocked(grid: &Grid, rect: &Rect, line: i64, right: bool) -> bool {
    let col = if right { line } else { line - 1 };
    let (y0, y1) = rows(rect);
    let bottom = rect.bottom();
    // The end of a ceiling edge in the entered column, across the box's side.
    if (y0 + 1..y1).any(|row_line| grid.ceiling(col, row_line)) {
        return true;
    }
    (y0..y1).any(|row| {
        if grid.wall(line, row) {
            return true;
        }
        let tile = grid.tile(col, row);
        if tile.is_solid() {
            return true;
        }
        let Some(entry) = tile.slope_height(if right { 0.0 } else { 1.0 }) else {
            return false;
        };
        // Above the bottom row a slope is a wall; in it, only its side is.
        row < y1 - 1 || (row as f64 + 1.0 - entry) < bottom - EPSILON
    })
}

/// The first blocking line above the box's top within `dist`, if any.
fn ceiling_within(grid: &Grid, rect: &Rect, dist: f64) -> Option<f64> {
    let (x0, x1) = columns(rect);
    let top = rect.y;
    let mut line = (top + EPSILON).ceil() as i64 - 1;
    while line as f64 >= top - dist - EPSILON {
        let hit = (x0..x1).any(|col| grid.tile(col, line - 1).blocks() || grid.ceiling(col, line))
            // The bottom end of a wall edge under the box's top side.
            || (x0 + 1..x1).any(|col_line| grid.wall(col_line, line - 1));
        if hit {
            return Some(line as f64);
        }
        line -= 1;
    }
    None
}

/// Lifts the box out of any slope its bottom dips into, if there is room
/// above. Returns false when a ceiling leaves no room.
fn lift_over_slopes(grid: &Grid, rect: &mut Rect) -> bool {
    let Some(surface) = slope_surface(grid, rect) else {
        return true;
    };
    let depth = rect.bottom() - surface;
    if depth <= EPSILON {
        return true;
    }
    if ceiling_within(grid, rect, depth).is_some() {
        return false;
    }
    rect.y = surface - rect.h;
    true
}

/// Moves the box `dx` cells along x. Returns true when a wall stopped it,
/// in which case its side lies on the wall's line.
pub fn move_x(grid: &Grid, rect: &mut Rect, dx: f64) -> bool {
    if dx == 0.0 {
        return false;
    }
    let right = dx > 0.0;
    let target = rect.x + dx;
    let lead = if right { rect.right() } else { rect.x };
    // The grid lines the leading side crosses, nearest first.
    let (mut line, last, step) = if right {
        ((lead - EPSILON).floor() as i64 + 1, (lead + dx).ceil() as i64 - 1, 1)
    } else {
        ((lead + EPSILON).ceil() as i64 - 1, (lead + dx).floor() as i64 + 1, -1)
    };
    while (right && line <= last) || (!right && line >= last) {
        let before = rect.x;
        rect.x = if right { line as f64 - rect.w } else { line as f64 };
        if !lift_over_slopes(grid, rect) {
            rect.x = before;
            return true;
        }
        if x_blocked(grid, rect, line, right) {
            return true;
        }
        line += step;
    }
    let before = rect.x;
    rect.x = target;
    if !lift_over_slopes(grid, rect) {
        rect.x = before;
        return true;
    }
    false
}

/// The nearest floor under the box whose top lies between the box's bottom
/// and `reach` cells below it: its y and what it is.
///
/// One-way floors and ladder tops hold the box only when its bottom starts
/// above them, and not at or above `drop_line` (dropping through on purpose).
/// Ladder tops do not hold a climbing box.
pub fn find_floor(
    grid: &Grid,
    rect: &Rect,
    reach: f64,
    drop_line: Option<f64>,
    climbing: bool,
) -> Option<(f64, Support)> {
    let (x0, x1) = columns(rect);
    let center = ((rect.x + rect.w * 0.5).floor() as i64).clamp(x0, x1 - 1);
    let b0 = rect.bottom();
    let limit = b0 + reach + EPSILON;
    let mut row = bottom_row(rect);
    loop {
        // Slope surfaces inside this row.
        let slope = (x0..x1)
            .filter_map(|col| {
                let tile = grid.tile(col, row);
                slope_top(tile, col, row, rect.x, rect.right()).map(|y| (y, tile))
            })
            .filter(|&(y, _)| y >= b0 - EPSILON && y <= limit)
            .min_by(|a, b| a.0.total_cmp(&b.0));
        if let Some((y, tile)) = slope {
            return Some((y, Support::Tile(tile)));
        }
        // The line under this row.
        let line = row + 1;
        if line as f64 > limit {
            return None;
        }
        let pass_through_allowed = b0 <= line as f64 + CONTACT && drop_line.is_none_or(|d| (line as f64) > d);
        let support_at = |col: i64| -> Option<Support> {
            let tile = grid.tile(col, line);
            if tile.is_solid() {
                Some(Support::Tile(tile))
            } else if grid.ceiling(col, line) {
                Some(Support::Edge)
            } else if tile == Tile::OneWay && pass_through_allowed {
                Some(Support::Tile(tile))
            } else if tile == Tile::Ladder
                && !climbing
                && pass_through_allowed
                && grid.tile(col, line - 1) != Tile::Ladder
            {
                Some(Support::Tile(tile))
            } else {
                None
            }
        };
        // The top end of a wall edge under the box's bottom side holds it too.
        let wall_top = || (x0 + 1..x1).any(|col_line| grid.wall(col_line, line)).then_some(Support::Edge);
        let found = support_at(center).or_else(|| (x0..x1).find_map(support_at)).or_else(wall_top);
        if let Some(support) = found {
            return Some((line as f64, support));
        }
        row = line;
    }
}

/// What stopped a vertical move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum YStop {
    /// Nothing: the box moved the whole way.
    Free,
    /// The box landed on a floor (or was snapped down onto one).
    Floor(Support),
    /// The box hit a ceiling.
    Ceiling,
}

/// Moves the box `dy` cells along y. Moving down, the box also snaps onto a
/// floor up to `snap` cells further down (to follow slopes and steps down
/// without leaving the ground).
pub fn move_y(
    grid: &Grid,
    rect: &mut Rect,
    dy: f64,
    snap: f64,
    drop_line: Option<f64>,
    climbing: bool,
) -> YStop {
    if dy > 0.0 || (dy == 0.0 && snap > 0.0) {
        let reach = dy.max(0.0).max(snap);
        if let Some((y, support)) = find_floor(grid, rect, reach, drop_line, climbing) {
            rect.y = y - rect.h;
            return YStop::Floor(support);
        }
        rect.y += dy;
        YStop::Free
    } else if dy < 0.0 {
        if let Some(line) = ceiling_within(grid, rect, -dy) {
            rect.y = line;
            return YStop::Ceiling;
        }
        rect.y += dy;
        YStop::Free
    } else {
        YStop::Free
    }
}

/// True when the box's side lies on a blocking line on that side.
pub fn touching_wall(grid: &Grid, rect: &Rect, right: bool) -> bool {
    let side = if right { rect.right() } else { rect.x };
    let line = side.round();
    (side - line).abs() <= CONTACT && x_blocked(grid, rect, line as i64, right)
}

/// True when the box's top lies under a blocking line.
pub fn touching_ceiling(grid: &Grid, rect: &Rect) -> bool {
    let line = rect.y.round();
    (rect.y - line).abs() <= CONTACT && ceiling_within(grid, rect, 0.0).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(stop, YStop::Floor(Support::Tile(Tile::Solid)));
        assert_eq!(rect.bottom(), 5.0);
    }

    #[test]
    fn a_fast_move_stops_at_a_thin_wall_edge() {
        let mut grid = Grid::new(10, 6);
        grid.set_wall(6, 2, true);
        let mut rect = Rect::new(1.0, 2.0, 0.5, 0.5);
        assert!(move_x(&grid, &mut rect, 50.0));
        assert_eq!(rect.right(), 6.0);
        // and from the other side
        let mut rect = Rect::new(8.0, 2.0, 0.5, 0.5);
        assert!(move_x(&grid, &mut rect, -50.0));
        assert_eq!(rect.x, 6.0);
    }

    #[test]
    fn a_ceiling_edge_holds_a_body_from_both_sides() {
        let mut grid = Grid::new(4, 6);
        grid.set_ceiling(1, 3, true);
        let mut rect = Rect::new(1.1, 0.0, 0.5, 1.0);
        assert!(matches!(move_y(&grid, &mut rect, 9.0, 0.0, None, false), YStop::Floor(Support::Edge)));
        assert_eq!(rect.bottom(), 3.0);
        let mut rect = Rect::new(1.1, 4.0, 0.5, 1.0);
        assert_eq!(move_y(&grid, &mut rect, -9.0, 0.0, None, false), YStop::Ceiling);
        assert_eq!(rect.y, 3.0);
    }

    #[test]
    fn one_way_floors_hold_from_above_only() {
        let mut grid = Grid::new(4, 8);
        grid.set_tile(1, 4, Tile::OneWay);
        let mut rect = Rect::new(1.0, 5.0, 1.0, 1.0);
        assert_eq!(move_y(&grid, &mut rect, -3.0, 0.0, None, false), YStop::Free);
        let mut rect = Rect::new(1.0, 1.0, 1.0, 1.0);
        assert!(matches!(move_y(&grid, &mut rect, 3.0, 0.0, None, false), YStop::Floor(_)));
        assert_eq!(rect.bottom(), 4.0);
        // dropping through on purpose
        assert_eq!(move_y(&grid, &mut rect, 0.5, 0.0, Some(4.0), false), YStop::Free);
    }

    #[test]
    fn walking_up_a_ramp_lifts_the_box_without_leaving_it_inside() {
        let mut grid = floor_grid();
        grid.set_tile(4, 4, Tile::SlopeUpRight);
        grid.set_tile(5, 4, Tile::Solid);
        let mut rect = Rect::new(2.0, 3.0, 1.0, 1.0);
        for _ in 0..40 {
            assert!(!move_x(&grid, &mut rect, 0.1));
            move_y(&grid, &mut rect, 0.0, 0.1 + EPSILON, None, false);
            let surface = slope_surface(&grid, &rect).unwrap_or(f64::INFINITY);
            assert!(rect.bottom() <= surface + 1e-9);
        }
        assert!((rect.bottom() - 4.0).abs() < 1e-9, "ends on the top of the block: {rect:?}");
    }

    #[test]
    fn the_high_side_of_a_slope_is_a_wall() {
        let mut grid = floor_grid();
        grid.set_tile(5, 4, Tile::SlopeUpLeft);
        let mut rect = Rect::new(2.0, 4.0, 1.0, 1.0);
        assert!(move_x(&grid, &mut rect, 5.0));
        assert_eq!(rect.right(), 5.0);
    }
}
