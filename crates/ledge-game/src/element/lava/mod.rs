//! Lava, in the element shape: still lava (`+`, a hazard tile the engine
//! reports as a contact) and seed 002's moving blocks, bouncing (`=` along
//! its row, `|` up and down) and dripping (`v`), the same in both
//! rulesets:
//!
//! - **declaration**: [`DECL`] (its characters, its Tiled and LDtk names,
//!   the tile names that make still lava);
//! - **step**: `Lava::update_remembering` (`rule.rs`, beside its plain
//!   rule `Lava::update`);
//! - **touch**: the player loses (`play/touch.rs`, in the ruleset's order;
//!   still lava in `play/mod.rs`'s step 3);
//! - **state**: `Lava::feed`, its box and its speed;
//! - **figure**: `FigureKind::Lava`, drawn from `lava.art`.

mod rule;

use ledge_engine::{StateSink, Tile, Vec2};

pub(crate) use rule::FreeCells;
pub use rule::{Lava, LavaSpeeds};

use super::plan_char::{Legend, LegendEntry, SpawnKind};
use super::Mechanic;

/// The legend's `+`: a lava tile.
pub(crate) const STILL: LegendEntry =
    LegendEntry { ch: '+', makes: Legend::Tile(Tile::Hazard), meaning: "lava" };

/// The legend's `=`.
pub(crate) const ALONG_ROW: LegendEntry = LegendEntry {
    ch: '=',
    makes: Legend::Spawn(SpawnKind::BouncingLava { speed: Vec2::new(LavaSpeeds::SEED.bounce, 0.0) }),
    meaning: "lava bouncing horizontally",
};

/// The legend's `|`.
pub(crate) const UP_AND_DOWN: LegendEntry = LegendEntry {
    ch: '|',
    makes: Legend::Spawn(SpawnKind::BouncingLava { speed: Vec2::new(0.0, LavaSpeeds::SEED.bounce) }),
    meaning: "lava bouncing vertically",
};

/// The legend's `v`.
pub(crate) const DRIPPING: LegendEntry = LegendEntry {
    ch: 'v',
    makes: Legend::Spawn(SpawnKind::DrippingLava { speed: Vec2::new(0.0, LavaSpeeds::SEED.drip) }),
    meaning: "dripping lava",
};

/// How lava is declared. Touching it sounds as the death.
pub const DECL: Mechanic = Mechanic {
    name: "lava",
    legend: &[STILL, ALONG_ROW, UP_AND_DOWN, DRIPPING],
    names: &["lava"],
    tile_names: &["hazard", "lava", "spike", "fire", "acid", "kill", "deadly", "death", "damage"],
    keys: &[],
    sound: None,
};

impl Lava {
    /// Feeds its tag and exact state to `h`: its box's corner and its speed.
    #[inline]
    pub(crate) fn feed(&self, h: &mut impl StateSink) {
        h.u64(2).f64(self.rect.x).f64(self.rect.y).f64(self.speed.x).f64(self.speed.y);
    }
}
