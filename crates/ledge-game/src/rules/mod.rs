//! The game's rules: which seed's game a level plays (its [`Ruleset`],
//! one file each, like the engine's update orders) and one file per
//! mechanic, each quoting its seed, with its tunables in one struct.
//!
//! | mechanic | file | tunables |
//! |---|---|---|
//! | seed 002's game | `eloquent.rs` | |
//! | seed 000's game | `tiny.rs` | |
//! | coins and treasure | `coin.rs`, `coin_cells.rs` (where they lie) | [`CoinRule`] |
//! | moving lava | `lava.rs` | |
//! | monsters | `monster.rs` | |
//! | the stomp | `stomp.rs` | [`Stomp`] |
//! | ladders | `ladder.rs` | [`Ladder`] |
//! | what actors bump into (seed 002's `touches`) | `walls.rs` | |
//!
//! The rules import nothing of the game that plays them: `play/touch.rs`
//! applies each ruleset's touches to a [`crate::Play`].

mod coin;
mod coin_cells;
pub(crate) mod eloquent;
mod ladder;
mod lava;
mod monster;
mod stomp;
pub(crate) mod tiny;
mod walls;

use ledge_engine::{Order, Preset};

pub use coin::{Coin, CoinRule};
pub(crate) use coin_cells::CoinCells;
pub use ladder::Ladder;
pub(crate) use lava::FreeCells;
pub use lava::{Lava, LavaSpeeds};
pub use monster::{Monster, MonsterRule};
pub use stomp::{Stomp, StompTest};

/// Which seed's game a level plays: its coins, its monsters, its stomp and
/// the order its touches count in. Chosen once, from the preset a level
/// plays with ([`Ruleset::of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ruleset {
    /// Seed 002's game (`eloquent.rs`): wobbling coins, moving lava,
    /// monsters that walk their floor and are stomped with a bounce, every
    /// touch in plan order.
    Eloquent,
    /// Seed 000's game (`tiny.rs`): treasure cells, monsters that are
    /// engine bodies patrolling their floor, a stomp without a bounce,
    /// monsters and lava touched before the treasure.
    Tiny,
}

impl Ruleset {
    /// The ruleset of a level played with `preset`: `tiny` with seed 000's
    /// update order, `eloquent` with every other.
    pub fn of(preset: &Preset) -> Ruleset {
        match preset.motion.order {
            Order::Tiny => Ruleset::Tiny,
            _ => Ruleset::Eloquent,
        }
    }

    /// Its coins.
    pub const fn coin(self) -> CoinRule {
        match self {
            Ruleset::Eloquent => CoinRule::ELOQUENT,
            Ruleset::Tiny => CoinRule::TREASURE,
        }
    }

    /// Its stomp.
    pub const fn stomp(self) -> Stomp {
        match self {
            Ruleset::Eloquent => Stomp::ELOQUENT,
            Ruleset::Tiny => Stomp::TINY,
        }
    }
}
