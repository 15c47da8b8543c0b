//! Moving platforms and lifts (`>` along a row, `^` up and down), in the
//! element shape:
//!
//! - **declaration**: [`DECL`] (its characters, its Tiled and LDtk names,
//!   its header key `platform X,Y: path ... speed ... pause ...`, read in
//!   `level/objects.rs`);
//! - **start**: the platform a run of its characters makes (`rule.rs`);
//! - **step**: the engine's ([`ledge_engine::Platform`]: its path, its
//!   riders carried);
//! - **touch**: the engine's: it carries, and a platform coming down on
//!   the player crushes it (`play/mod.rs`'s step 3);
//! - **state**: in the world's state;
//! - **figure**: [`ART`], drawn with the world's tiles.

mod rule;

use ledge_engine::Rect;

pub(crate) use rule::{platform, Run};
pub use rule::{Axis, HEADROOM, PLATFORM_PAUSE, PLATFORM_SPEED};

use super::plan_char::{Legend, LegendEntry};
use super::{Art, Fit, Gone, Look, Mechanic, Pace, ReachFact};

/// The legend's `>`.
pub(crate) const ALONG_ROW: LegendEntry = LegendEntry {
    ch: '>',
    makes: Legend::Platform(Axis::Horizontal),
    meaning: "platform moving along its row",
};

/// The legend's `^`.
pub(crate) const UP_AND_DOWN: LegendEntry =
    LegendEntry { ch: '^', makes: Legend::Platform(Axis::Vertical), meaning: "platform moving up and down" };

/// How moving platforms are declared.
pub const DECL: Mechanic = Mechanic {
    name: "moving platform",
    legend: &[ALONG_ROW, UP_AND_DOWN],
    names: &["platform", "movingplatform", "lift", "elevator"],
    tile_names: &[],
    keys: &["platform"],
    sound: None,
    reach: ReachFact::Moves,
    import: None,
};

/// How a moving platform is shown: a row of platform tiles, ground
/// underfoot.
pub const ART: Art = Art {
    name: DECL.name,
    frames: &[],
    pace: Pace::Steps { steps: 1, lead: 0 },
    fit: Fit::Row,
    glint: &[],
    gone: Gone::Nothing,
    look: Look::Device,
    channel: 4.0,
    editor_box: Rect::new(0.0, 0.0, 1.0, 1.0),
};
