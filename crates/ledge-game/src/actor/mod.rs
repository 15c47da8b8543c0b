//! The actors that move through a level besides the player's body: coins,
//! moving lava and monsters, each kind's rules in `element/`. The player is
//! an engine body ([`player`]).

mod cast;
pub(crate) mod player;

pub(crate) use cast::Cast;
pub use player::PlayerMoves;

use ledge_engine::{Rect, Vec2};

use crate::element::{coin, lava, monster, Coin, Lava, Mechanic, Monster, ReachFact};

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

    /// The declaration of its mechanic.
    pub fn mechanic(&self) -> &'static Mechanic {
        match self {
            Actor::Coin(_) => &coin::DECL,
            Actor::Lava(_) => &lava::DECL,
            Actor::Monster(_) => &monster::DECL,
        }
    }

    /// What the reachability analysis takes it for (its mechanic's
    /// [`Mechanic::reach`]).
    pub fn reach(&self) -> ReachFact {
        self.mechanic().reach
    }

    /// Where it rests: the top-left corner of its box as placed (a coin's
    /// base, its wobble aside), or of its box now for one that moves on.
    pub fn home(&self) -> Vec2 {
        match self {
            Actor::Coin(coin) => coin.base,
            Actor::Lava(_) | Actor::Monster(_) => {
                let rect = self.rect();
                Vec2::new(rect.x, rect.y)
            }
        }
    }
}
