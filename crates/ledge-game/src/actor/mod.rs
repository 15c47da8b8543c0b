//! The actors that move through a level besides the player's body: coins,
//! moving lava and monsters. The player is an engine body ([`player`]).

mod coin;
mod lava;
mod monster;
pub(crate) mod player;

pub use coin::Coin;
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

    /// Moves the actor by one step of `dt` seconds.
    pub(crate) fn update(&mut self, grid: &Grid, dt: f64) {
        match self {
            Actor::Coin(coin) => coin.update(dt),
            Actor::Lava(lava) => lava.update(grid, dt),
            Actor::Monster(monster) => monster.update(grid, dt),
        }
    }
}

/// Seed 002's `level.touches(pos, size, "wall")` for actors: true when the
/// box covers a cell that blocks (a solid, ice or a slope), with the seed's
/// exact rounding (`floor` of the top-left, `ceil` of the bottom-right).
/// Cells outside the level count as walls, whatever the level's `outside`,
/// so that no actor leaves it.
pub(crate) fn touches_wall(grid: &Grid, rect: &Rect) -> bool {
    let (x0, x1) = (rect.x.floor() as i64, rect.right().ceil() as i64);
    let (y0, y1) = (rect.y.floor() as i64, rect.bottom().ceil() as i64);
    (y0..y1).any(|y| {
        (x0..x1).any(|x| !grid.contains(x, y) || grid.tile(x, y).blocks() || (x > x0 && grid.wall(x, y)))
            || (y > y0 && (x0..x1).any(|x| grid.ceiling(x, y)))
    })
}
