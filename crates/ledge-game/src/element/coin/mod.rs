//! Coins (`o`): seed 002's wobbling coins (the `eloquent` ruleset) and
//! seed 000's treasure (the `tiny` ruleset), in the element shape:
//!
//! - **declaration**: [`DECL`] (its character, its Tiled and LDtk names,
//!   its sound);
//! - **start**: `start`, by ruleset: a random phase from the level's
//!   seed (`eloquent`), a still cell (`tiny`);
//! - **step**: `Coin::update` (`rule.rs`), run for every coin of a
//!   level in one loop;
//! - **touch**: taken; taking the last one wins a level with no exit. Which
//!   coins the player's box can touch is `cells.rs`'s index (beside its
//!   plain rule); the ruleset says in which order touches count
//!   (`play/touch.rs` applies them);
//! - **state**: `Coin::feed`, its base and its phase;
//! - **figure**: [`ART`], drawn from `coin.art`'s `spin-*` and
//!   `sparkle-*` frames.

mod cells;
mod rule;

use ledge_engine::{Rect, StateSink, Vec2};

pub(crate) use cells::CoinCells;
pub use rule::{Coin, CoinRule};

use super::plan_char::{Legend, LegendEntry, SpawnKind};
use super::{Art, Fit, Gone, Import, Look, Mechanic, Mover, Pace, ReachFact};
use crate::rng::SplitMix64;
use crate::Ruleset;

/// The legend's `o`.
pub(crate) const COIN: LegendEntry =
    LegendEntry { ch: 'o', makes: Legend::Spawn(SpawnKind::Coin), meaning: "coin" };

/// How coins are declared.
pub const DECL: Mechanic = Mechanic {
    name: "coin",
    legend: &[COIN],
    names: &["coin", "treasure", "gem"],
    tile_names: &[],
    keys: &[],
    sound: Some("coin"),
    reach: ReachFact::Goal,
    import: Some(Import { spawn: |_| Ok(SpawnKind::Coin), per_tile: true }),
};

/// How a coin is shown: spinning, glinting now and then, and sparkling
/// up as it is taken.
pub const ART: Art = Art {
    name: DECL.name,
    frames: &[&["spin-0", "spin-1", "spin-2", "spin-3", "spin-4", "spin-5"]],
    pace: Pace::Steps { steps: 6, lead: 7 },
    fit: Fit::Centered,
    glint: &["sparkle-0", "sparkle-1", "sparkle-2", "sparkle-3"],
    gone: Gone::Rises(&["sparkle-0", "sparkle-1", "sparkle-2", "sparkle-3"]),
    look: Look::Thing,
    channel: 1.0,
    editor_box: Rect::new(0.2, 0.2, 0.6, 0.6),
};

impl Ruleset {
    /// Its coins.
    pub const fn coin(self) -> CoinRule {
        match self {
            Ruleset::Eloquent => CoinRule::ELOQUENT,
            Ruleset::Tiny => CoinRule::TREASURE,
        }
    }
}

/// The coin of `ruleset` in the cell at `cell`: with `eloquent`, its phase
/// drawn from `rng` (seed 002's `Math.random() * Math.PI * 2`); with
/// `tiny`, the still treasure.
pub(crate) fn start(ruleset: Ruleset, cell: Vec2, rng: &mut SplitMix64) -> Coin {
    match ruleset {
        Ruleset::Eloquent => {
            let phase = rng.next_f64() * std::f64::consts::PI * 2.0;
            Coin::new(cell, phase, Ruleset::Eloquent.coin())
        }
        Ruleset::Tiny => Coin::new(cell, 0.0, Ruleset::Tiny.coin()),
    }
}

impl Mover for Coin {
    const DECL: &'static Mechanic = &DECL;

    fn rect(&self) -> Rect {
        Coin::rect(self)
    }

    /// Its base: its box's corner, its wobble aside.
    fn home(&self) -> Vec2 {
        self.base
    }

    fn shown(&self) -> (&'static Art, u8, bool) {
        (&ART, 0, false)
    }

    /// Its tag, its base and its phase.
    #[inline]
    fn feed(&self, h: &mut impl StateSink) {
        h.u64(1).f64(self.base.x).f64(self.base.y).f64(self.wobble);
    }

    /// Its phase (its base is fixed by its id in a level).
    fn key_words(&self, key: &mut Vec<u64>) {
        key.push(self.wobble.to_bits());
    }
}
