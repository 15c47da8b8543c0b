//! Which seed's game a level plays: its [`Ruleset`], one file each, like
//! the engine's update orders. Each mechanic is an element
//! (`src/element/`), which holds its rule for each ruleset.
//!
//! | ruleset | file |
//! |---|---|
//! | seed 002's game | `eloquent.rs` |
//! | seed 000's game | `tiny.rs` |
//!
//! The rules import nothing of the game that plays them, nor of its
//! elements: `play/touch.rs` applies each ruleset's touches to a
//! [`crate::Play`].

pub(crate) mod eloquent;
pub(crate) mod tiny;

use ledge_engine::{Order, Preset};

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
}
