//! The first, quick pass: the room the player starts in. A box that
//! overlaps no block moves less than a cell a step, and each update order
//! moves it along x and y in turn (or, `tiny`, snaps it within the cells
//! it spans), so the cells it covers stay connected through cells without
//! a block; the room is every such cell that touches the start's, corner
//! to corner. A coin whose cell and neighbours lie outside it is walled in,
//! whatever the player's physics, and that takes one pass over the grid.

use ledge_engine::{Cells, Grid, Outside, Rect};

use crate::Reached;

/// The cells of `grid` connected to those `starts` cover (and to a
/// checkpoint's return box once its flag is in), when the level is closed
/// on every side but its bottom. `None` when it is open at its sides or a
/// start covers a block.
pub(crate) fn room(grid: &Grid, starts: &[Rect], flags: &[((u32, u32), Rect)]) -> Option<Reached> {
    if grid.outside() == Outside::Open {
        return None;
    }
    let (w, h) = (grid.width(), grid.height());
    let mut room = Reached::new(w, h);
    let mut todo = Vec::new();
    let enter = |rect: &Rect, room: &mut Reached, todo: &mut Vec<(u32, u32)>| -> bool {
        let Cells { x0, x1, y0, y1 } = Cells::covered(rect);
        for y in y0.max(0)..y1.min(h as i64) {
            for x in x0.max(0)..x1.min(w as i64) {
                if grid.tile(x, y).is_solid() {
                    return false;
                }
                if !room.get(x as u32, y as u32) {
                    room.mark(x as u32, y as u32);
                    todo.push((x as u32, y as u32));
                }
            }
        }
        true
    };
    for start in starts {
        if !enter(start, &mut room, &mut todo) {
            return None;
        }
    }
    let mut flags_in = vec![false; flags.len()];
    loop {
        while let Some((x, y)) = todo.pop() {
            for (dx, dy) in [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)] {
                let (nx, ny) = (x as i64 + dx, y as i64 + dy);
                if grid.contains(nx, ny) && !grid.tile(nx, ny).is_solid() && !room.get(nx as u32, ny as u32) {
                    room.mark(nx as u32, ny as u32);
                    todo.push((nx as u32, ny as u32));
                }
            }
        }
        // A flag touched brings the player back in its return box.
        let mut any = false;
        for (k, ((x, y), back)) in flags.iter().enumerate() {
            if !flags_in[k] && room.get(*x, *y) {
                flags_in[k] = true;
                any |= enter(back, &mut room, &mut todo);
            }
        }
        if !any {
            return Some(room);
        }
    }
}
