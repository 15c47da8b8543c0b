//! What orders a guided search: how far the player is from the nearest
//! coin still in the level, walking through the cells a body can pass.
//! It only orders the search; no verdict depends on it.

use std::collections::VecDeque;

use ledge_engine::{Grid, Tile};
use ledge_game::{Actor, Play, ReachFact};

/// A distance too far to count: a coin the player's cell has no passage
/// to (it may still be reached by a jump or a platform).
const FAR: u16 = u16::MAX;

/// Per coin cell, the passage distance from every cell of the level.
#[derive(Clone, Debug)]
pub struct Guide {
    width: usize,
    height: usize,
    /// The cells that hold a coin at the start, in reading order, each with
    /// its distances (`width * height`, reading order).
    coins: Vec<((i64, i64), Vec<u16>)>,
}

impl Guide {
    /// The distances to every coin of `play`'s level, as it starts.
    pub fn new(play: &Play) -> Guide {
        let grid = play.grid();
        let (width, height) = (grid.width() as usize, grid.height() as usize);
        let mut coins: Vec<_> = play.actors().filter_map(coin_cell).collect();
        coins.sort_unstable();
        coins.dedup();
        let coins = coins.into_iter().map(|cell| (cell, distances(grid, cell))).collect();
        Guide { width, height, coins }
    }

    /// Cells from the player's middle to the nearest coin left in `play`:
    /// 4-neighbour steps through cells that are neither solid nor lava.
    /// 0 when no coin is left.
    pub fn distance(&self, play: &Play) -> u32 {
        let middle = play.player().center();
        let x = (middle.x.floor() as i64).clamp(0, self.width as i64 - 1) as usize;
        let y = (middle.y.floor() as i64).clamp(0, self.height as i64 - 1) as usize;
        let at = y * self.width + x;
        let mut nearest = None;
        for cell in play.actors().filter_map(coin_cell) {
            if let Ok(i) = self.coins.binary_search_by(|(c, _)| c.cmp(&cell)) {
                let d = self.coins[i].1[at] as u32;
                nearest = Some(nearest.map_or(d, |n: u32| n.min(d)));
            }
        }
        nearest.unwrap_or(0)
    }
}

/// The cell a coin lies in (row first, for reading order).
fn coin_cell(actor: Actor) -> Option<(i64, i64)> {
    let home = actor.home();
    (actor.reach() == ReachFact::Goal).then(|| ((home.y + 0.3).floor() as i64, (home.x + 0.3).floor() as i64))
}

/// Breadth-first distances from `(row, column)` through passable cells.
fn distances(grid: &Grid, (row, column): (i64, i64)) -> Vec<u16> {
    let (width, height) = (grid.width() as i64, grid.height() as i64);
    let mut dist = vec![FAR; (width * height) as usize];
    let passable = |x: i64, y: i64| {
        let tile = grid.tile(x, y);
        grid.contains(x, y) && !tile.is_solid() && tile != Tile::Hazard
    };
    if !grid.contains(column, row) {
        return dist;
    }
    let mut queue = VecDeque::from([(column, row)]);
    dist[(row * width + column) as usize] = 0;
    while let Some((x, y)) = queue.pop_front() {
        let next = dist[(y * width + x) as usize].saturating_add(1);
        for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] {
            if passable(nx, ny) && dist[(ny * width + nx) as usize] == FAR {
                dist[(ny * width + nx) as usize] = next;
                queue.push_back((nx, ny));
            }
        }
    }
    dist
}
