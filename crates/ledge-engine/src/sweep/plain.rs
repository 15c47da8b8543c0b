//! The sweep's rules stated plainly: the reference the sweep is tested
//! against, bit for bit.
//!
//! The sweep ([`super`]) keeps a box's cells between queries ([`Span`]),
//! reads what a row or column holds in one pass and answers from the kinds
//! of tile there when it can, and splits its rarely taken paths out of
//! line. None of that may change an answer. Here every query works out the
//! box's cells afresh from the rectangle, with the standard library's
//! rounding, and looks at the cells one by one.

use super::{line_floor_by_cell, slope_floor, slope_surface, x_blocked_by_cell, Span, CONTACT};
use crate::tile::Kinds;
use crate::{Contacts, Footing, Grid, Hit, Rect, Support, Tile, EPSILON};

/// The cells `rect` covers, with the [`EPSILON`] inset, and the grid lines
/// nearest its sides.
fn span(rect: &Rect) -> Span {
    let (x0, x1) = ((rect.x + EPSILON).floor() as i64, (rect.right() - EPSILON).ceil() as i64);
    let (y0, y1) = ((rect.y + EPSILON).floor() as i64, (rect.bottom() - EPSILON).ceil() as i64);
    Span {
        x0,
        x1: x1.max(x0 + 1),
        y0,
        y1: y1.max(y0 + 1),
        bottom: Kinds::UNREAD,
        near_left: (rect.x + EPSILON).round(),
        near_right: (rect.right() - EPSILON).round(),
        near_top: (rect.y + EPSILON).round(),
    }
}

/// Moves the box `dx` along x, line by line, lifting it over slopes;
/// true when a wall stopped it.
pub(crate) fn move_x(grid: &Grid, rect: &mut Rect, dx: f64) -> bool {
    if dx == 0.0 {
        return false;
    }
    let right = dx > 0.0;
    let target = rect.x + dx;
    let lead = if right { rect.right() } else { rect.x };
    let end = lead + dx;
    let mut line =
        if right { (lead - EPSILON).floor() as i64 + 1 } else { (lead + EPSILON).ceil() as i64 - 1 };
    while if right { (line as f64) < end } else { (line as f64) > end } {
        let x = if right { line as f64 - rect.w } else { line as f64 };
        if !step_to(grid, rect, x) || x_blocked_by_cell(grid, rect, &span(rect), line, right) {
            return true;
        }
        line += if right { 1 } else { -1 };
    }
    !step_to(grid, rect, target)
}

/// Places the box's left side at `x` and lifts it out of any slope its
/// bottom dips into; when a ceiling leaves no room, puts it back.
fn step_to(grid: &Grid, rect: &mut Rect, x: f64) -> bool {
    let before = rect.x;
    rect.x = x;
    let Some(surface) = slope_surface(grid, rect, &span(rect)) else { return true };
    let depth = rect.bottom() - surface;
    if depth <= EPSILON {
        return true;
    }
    if ceiling_within(grid, rect, depth).is_some() {
        rect.x = before;
        return false;
    }
    rect.y = surface - rect.h;
    true
}

/// The first line above the box's top, within `dist`, with a block over
/// it, a ceiling edge along it or the end of a wall edge under it.
pub(crate) fn ceiling_within(grid: &Grid, rect: &Rect, dist: f64) -> Option<f64> {
    let s = span(rect);
    let top = rect.y;
    let mut line = (top + EPSILON).ceil() as i64 - 1;
    while line as f64 >= top - dist - EPSILON {
        let block = (s.x0..s.x1).any(|col| grid.tile(col, line - 1).blocks());
        let edge = (s.x0..s.x1).any(|col| grid.ceiling(col, line))
            || (s.x0 + 1..s.x1).any(|col_line| grid.wall(col_line, line - 1));
        if block || edge {
            return Some(line as f64);
        }
        line -= 1;
    }
    None
}

/// The nearest floor under the box within `reach`, row by row: a slope's
/// surface in the row, else what holds the box on the line under it.
pub(crate) fn find_floor(grid: &Grid, rect: &Rect, reach: f64, footing: Footing) -> Option<(f64, Support)> {
    let s = span(rect);
    let b0 = rect.bottom();
    let limit = b0 + reach + EPSILON;
    let mut row = s.y1 - 1;
    loop {
        if let Some((y, tile)) = slope_floor(grid, rect, &s, row, b0, limit) {
            return Some((y, Support::Tile(tile)));
        }
        let line = row + 1;
        if line as f64 > limit {
            return None;
        }
        let from_above = b0 <= line as f64 + CONTACT && footing.drop_line.is_none_or(|d| (line as f64) > d);
        if let Some(support) = line_floor_by_cell(grid, rect, &s, line, from_above, footing.climbing) {
            return Some((line as f64, support));
        }
        row = line;
    }
}

/// Moves the box `dy` along y: down onto the nearest floor within reach
/// (the move, or the snap), up to the nearest ceiling.
pub(crate) fn move_y(grid: &Grid, rect: &mut Rect, dy: f64, footing: Footing) -> Option<Hit> {
    if dy > 0.0 || (dy == 0.0 && footing.snap > 0.0) {
        match find_floor(grid, rect, dy.max(0.0).max(footing.snap), footing) {
            Some((y, support)) => {
                rect.y = y - rect.h;
                Some(Hit::Floor(support))
            }
            None => {
                rect.y += dy;
                None
            }
        }
    } else if dy < 0.0 {
        match ceiling_within(grid, rect, -dy) {
            Some(line) => {
                rect.y = line;
                Some(Hit::Ceiling)
            }
            None => {
                rect.y += dy;
                None
            }
        }
    } else {
        None
    }
}

/// The contacts of a box at `rect`, each read off the cells around it.
pub(crate) fn contacts(grid: &Grid, rect: &Rect, footing: Footing) -> Contacts {
    let s = span(rect);
    let ground = find_floor(grid, rect, CONTACT, footing)
        .filter(|(y, _)| (y - rect.bottom()).abs() <= CONTACT)
        .map(|(_, support)| support);
    let wall = |side: f64, line: f64, right: bool| {
        (side - line).abs() <= CONTACT && x_blocked_by_cell(grid, rect, &s, line as i64, right)
    };
    let cells = || (s.y0..s.y1).flat_map(|y| (s.x0..s.x1).map(move |x| (x, y)));
    Contacts {
        ground,
        wall_left: wall(rect.x, s.near_left, false),
        wall_right: wall(rect.right(), s.near_right, true),
        ceiling: (rect.y - s.near_top).abs() <= CONTACT && ceiling_within(grid, rect, 0.0).is_some(),
        hazard: cells().any(|(x, y)| grid.tile(x, y) == Tile::Hazard),
        ladder: cells().any(|(x, y)| grid.tile(x, y) == Tile::Ladder),
    }
}
