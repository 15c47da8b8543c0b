//! Ladders (`H`, Ledge's own: no seed has them), in the element shape:
//!
//! - **declaration**: [`DECL`] (its character, the tile names that make
//!   one, its sound);
//! - **step**: with the seeds' presets the game's `Ladder::climb`
//!   (`rule.rs`), with the `ledge` physics the engine's controller
//!   (`ledge_engine::ControllerConfig::climb_speed`). The two differ (the
//!   controller's climb has its own grab and jump rules), so both stay;
//! - **touch**: the engine's contact (`Contacts::ladder`, a ladder's top a
//!   floor);
//! - **state**: the body's `climbing`, in the world's state;
//! - **figure**: a tile, drawn from the world's tiles (`ladder`,
//!   `ladder-top`).

mod rule;

use ledge_engine::Tile;

pub use rule::Ladder;

use super::plan_char::{Legend, LegendEntry};
use super::{Mechanic, ReachFact};

/// The legend's `H`.
pub(crate) const LADDER: LegendEntry =
    LegendEntry { ch: 'H', makes: Legend::Tile(Tile::Ladder), meaning: "ladder" };

/// How ladders are declared.
pub const DECL: Mechanic = Mechanic {
    name: "ladder",
    legend: &[LADDER],
    names: &[],
    tile_names: &["ladder"],
    keys: &[],
    sound: Some("climb"),
    reach: ReachFact::Passed,
    import: None,
};
