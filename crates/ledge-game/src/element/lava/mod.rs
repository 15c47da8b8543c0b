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
//! - **figure**: [`ART`], drawn from `lava.art`, bouncing or dripping.

mod rule;

use ledge_engine::{Rect, StateSink, Tile, Vec2};

pub(crate) use rule::FreeCells;
pub use rule::{Lava, LavaSpeeds};

use super::plan_char::{Legend, LegendEntry, SpawnKind};
use super::{Art, Fit, Gone, Import, Look, Mechanic, Mover, Object, Pace, ReachFact};

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
    reach: ReachFact::Passed,
    import: Some(Import { spawn: import, per_tile: false }),
};

/// A block of moving lava from an editor's object: at its speed (or the
/// default) the way it heads, dripping when its `drip` is set.
fn import(object: &Object<'_>) -> Result<SpawnKind, String> {
    let speed = (object.speed)(object.default_speed)?;
    let velocity = Vec2::new(object.heading.x * speed, object.heading.y * speed);
    Ok(if (object.flag)("drip") {
        SpawnKind::DrippingLava { speed: velocity }
    } else {
        SpawnKind::BouncingLava { speed: velocity }
    })
}

/// How a block of moving lava is shown: a ball of lava (state 0) or a drip
/// (state 1, lava that goes back to its start), churning.
pub const ART: Art = Art {
    name: DECL.name,
    frames: &[&["ball-0", "ball-1", "ball-2", "ball-3"], &["drip-0", "drip-1", "drip-2", "drip-3"]],
    pace: Pace::Steps { steps: 5, lead: 5 },
    fit: Fit::Fitted,
    glint: &[],
    gone: Gone::Nothing,
    look: Look::Danger,
    channel: 2.0,
    editor_box: Rect::new(0.0, 0.0, 1.0, 1.0),
};

impl Mover for Lava {
    const DECL: &'static Mechanic = &DECL;

    fn rect(&self) -> Rect {
        self.rect
    }

    /// Bouncing (0), or dripping (1) when it goes back to its start.
    fn shown(&self) -> (&'static Art, u8, bool) {
        (&ART, u8::from(self.reset.is_some()), false)
    }

    /// Its tag, its box's corner and its speed.
    #[inline]
    fn feed(&self, h: &mut impl StateSink) {
        h.u64(2).f64(self.rect.x).f64(self.rect.y).f64(self.speed.x).f64(self.speed.y);
    }

    /// Its box's corner and its speed.
    fn key_words(&self, key: &mut Vec<u64>) {
        let words = [self.rect.x, self.rect.y, self.speed.x, self.speed.y].map(f64::to_bits);
        key.extend_from_slice(&words);
    }
}
