//! The actors that move through a level besides the player's body: coins,
//! moving lava and monsters, each kind's rules in `element/`. The player is
//! an engine body ([`player`]).

mod cast;
pub(crate) mod player;

pub(crate) use cast::Cast;
pub use player::PlayerMoves;

use ledge_engine::Rect;

use crate::element::{Coin, Lava, Monster};

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
