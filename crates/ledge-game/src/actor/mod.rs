//! The actors that move through a level besides the player's body: coins,
//! moving lava and monsters. The player is an engine body ([`player`]).

mod cast;
mod coin;
mod coin_cells;
mod lava;
mod monster;
pub(crate) mod player;
pub(crate) mod tiny;

pub(crate) use cast::Cast;
pub use coin::Coin;
pub(crate) use coin_cells::CoinCells;
pub(crate) use lava::FreeCells;
pub use lava::Lava;
pub use monster::Monster;

use ledge_engine::{Grid, Rect};

/// An actor other than the player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Actor {
    /// A coin to collect.
    Coin(Coin),
    /// A moving block of lava.
    Lava(Lava),
    /// A walking monster.
    Monster(Monster),
}

impl Actor {
    /// Its box (top-left and size), cells.
    pub fn rect(&self) -> Rect {
        match self {
            Actor::Coin(coin) => coin.rect(),
            Actor::Lava(lava) => lava.rect,
            Actor::Monster(monster) => monster.rect,
        }
    }
}

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
pub(crate) fn ceil(x: f64) -> i64 {
    let i = x as i64;
    i + ((i as f64) < x) as i64
}

/// Seed 002's `level.touches(pos, size, "wall")` for actors: true when the
/// box covers a cell that blocks (a solid, ice or a slope) or crosses an
/// edge, with the seed's exact rounding ([`Grid::touches_exact`]). Cells
/// outside the level count as walls, whatever the level's `outside`, so
/// that no actor leaves it.
pub(crate) fn touches_wall(walls: Walls, rect: &Rect) -> bool {
    let grid = walls.grid;
    let (x0, x1) = (floor(rect.x), ceil(rect.right()));
    let (y0, y1) = (floor(rect.y), ceil(rect.bottom()));
    if x0 < 0 || y0 < 0 || x1 > grid.width() as i64 || y1 > grid.height() as i64 {
        return true;
    }
    let edge = |y| (x0 + 1..x1).any(|x| grid.wall(x, y)) || (y > y0 && (x0..x1).any(|x| grid.ceiling(x, y)));
    grid.touches_exact(rect, |tile| tile.blocks()) || (walls.edges && (y0..y1).any(edge))
}
