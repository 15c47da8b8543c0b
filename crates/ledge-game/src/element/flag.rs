//! Flags (`F`, checkpoints), in the element shape:
//!
//! - **declaration**: [`DECL`] (its character, its Tiled and LDtk names,
//!   its sound);
//! - **touch**: the last flag the player touched is where it comes back
//!   after a death (`play/checkpoint.rs`, which holds the death and the
//!   return, and [`crate::Session`], which counts deaths);
//! - **state**: the active flag and the death under way, in the game's
//!   state;
//! - **figure**: a flag, drawn from the `checkpoint-*` frames of the art.

use super::plan_char::{Legend, LegendEntry};
use super::{Mechanic, ReachFact};

/// The legend's `F`.
pub(crate) const FLAG: LegendEntry =
    LegendEntry { ch: 'F', makes: Legend::Checkpoint, meaning: "checkpoint" };

/// How flags are declared.
pub const DECL: Mechanic = Mechanic {
    name: "flag",
    legend: &[FLAG],
    names: &["checkpoint", "flag", "respawn"],
    tile_names: &[],
    keys: &[],
    sound: Some("checkpoint"),
    reach: ReachFact::Passed,
    import: None,
};
