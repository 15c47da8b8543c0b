//! What a character of a text plan makes: a tile, an actor, a platform's
//! part, a checkpoint or an element (the legend itself is `legend.rs`).

use ledge_engine::{Tile, Vec2};

use super::kind::ElementKind;
use super::platform::Axis;

/// What a plan character makes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Legend {
    /// A tile of the grid.
    Tile(Tile),
    /// An actor, on an empty tile.
    Spawn(SpawnKind),
    /// Part of a moving platform: a run of the same character along a row
    /// is one platform.
    Platform(Axis),
    /// A checkpoint, on an empty tile: touched, it is where the player
    /// comes back after losing a life.
    Checkpoint,
    /// One of the elements of `src/element/`, on an empty tile (a block's
    /// tile is the game's to set as it plays).
    Element(ElementKind),
}

/// Where an actor starts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spawn {
    /// What starts there.
    pub kind: SpawnKind,
    /// Top-left corner of the cell it was placed in, cells.
    pub at: Vec2,
}

/// The kinds of actors a level can place.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SpawnKind {
    /// The player (`@`).
    Player,
    /// A coin (`o`).
    Coin,
    /// A block of lava that moves at `speed` (cells/s) and bounces back off
    /// walls (`=` and `|`).
    BouncingLava {
        /// Velocity, cells/s.
        speed: Vec2,
    },
    /// A block of lava that moves at `speed` (cells/s) and jumps back to
    /// its start when it hits a wall (`v`).
    DrippingLava {
        /// Velocity, cells/s.
        speed: Vec2,
    },
    /// A monster walking at `speed` cells/s, to the right when positive (`M`).
    Monster {
        /// Walking speed, cells/s; the sign gives the first direction.
        speed: f64,
    },
}

/// One row of the legend table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LegendEntry {
    /// The character in a plan.
    pub ch: char,
    /// What it makes.
    pub makes: Legend,
    /// What it means, for people.
    pub meaning: &'static str,
}
