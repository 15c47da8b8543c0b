//! Coins: seed 002's wobbling coins (the `eloquent` ruleset), and seed
//! 000's treasure (the `tiny` ruleset), a whole cell that does not move.
//! Taking the last one wins the level.
//!
//! Seed 002:
//!
//! ```text
//! static create(pos) {
//!   let basePos = pos.plus(new Vec(0.2, 0.1));
//!   return new Coin(basePos, basePos, Math.random() * Math.PI * 2);
//! }
//! Coin.prototype.size = new Vec(0.6, 0.6);
//!
//! const wobbleSpeed = 8, wobbleDist = 0.07;
//! Coin.prototype.update = function(time) {
//!   let wobble = this.wobble + time * wobbleSpeed;
//!   let wobblePos = Math.sin(wobble) * wobbleDist;
//!   return new Coin(this.basePos.plus(new Vec(0, wobblePos)), this.basePos, wobble);
//! };
//! ```
//!
//! [`Coin::update`] keeps the phase; [`Coin::rect`] works the position out
//! from it when something asks, so a coin far from the player costs one
//! addition a step. Which coins a touch takes is the ruleset's
//! (`rules/eloquent.rs`, `rules/tiny.rs`); taking one is `play/touch.rs`'s.

use ledge_engine::{Rect, Vec2};

/// How a level's coins sit and move: one for all the coins of a level,
/// chosen by its ruleset ([`crate::Ruleset::coin`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CoinRule {
    /// From the top-left corner of the coin's cell to its box's, cells
    /// (`eloquent`: (0.2, 0.1); `tiny`: none).
    pub inset: Vec2,
    /// The side of the coin's square box, cells (`eloquent`: 0.6; `tiny`:
    /// 1, the whole cell).
    pub size: f64,
    /// How fast the wobble's phase turns, radians per second (`eloquent`:
    /// 8; `tiny`: 0, the treasure stays still).
    pub wobble_speed: f64,
    /// How far the coin wobbles up and down from its base, cells
    /// (`eloquent`: 0.07; `tiny`: 0).
    pub wobble_dist: f64,
}

impl CoinRule {
    /// Seed 002's coins.
    pub const ELOQUENT: CoinRule =
        CoinRule { inset: Vec2::new(0.2, 0.1), size: 0.6, wobble_speed: 8.0, wobble_dist: 0.07 };

    /// Seed 000's treasure.
    pub const TREASURE: CoinRule =
        CoinRule { inset: Vec2::ZERO, size: 1.0, wobble_speed: 0.0, wobble_dist: 0.0 };
}

/// Seed 002's coins.
impl Default for CoinRule {
    fn default() -> CoinRule {
        CoinRule::ELOQUENT
    }
}

/// A coin, wobbling up and down around its base position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Coin {
    /// Top-left corner of the coin at the middle of its wobble, cells.
    pub base: Vec2,
    /// Phase of the wobble, radians; grows by [`CoinRule::wobble_speed`]
    /// per second.
    pub wobble: f64,
    /// Its size and wobble (the same for every coin of a level).
    pub rule: CoinRule,
}

impl Coin {
    /// A coin placed in the cell whose top-left corner is `cell`, starting
    /// its wobble at `phase` radians (seed 002 picks it at random).
    pub fn new(cell: Vec2, phase: f64, rule: CoinRule) -> Coin {
        Coin { base: Vec2::new(cell.x + rule.inset.x, cell.y + rule.inset.y), wobble: phase, rule }
    }

    /// Seed 002's `Coin.update`: the phase turns by `dt * wobble_speed`.
    #[inline]
    pub fn update(&mut self, dt: f64) {
        self.wobble += dt * self.rule.wobble_speed;
    }

    /// The coin's box: `base + (0, sin(wobble) * wobble_dist)`, `size`
    /// cells square; a coin that does not wobble is at `base`, with no
    /// `sin` to work out.
    ///
    /// `sin` is libm's, the same on every platform, so runs stay
    /// bit-identical everywhere.
    pub fn rect(&self) -> Rect {
        let CoinRule { size, wobble_dist, .. } = self.rule;
        if wobble_dist == 0.0 {
            return Rect::new(self.base.x, self.base.y, size, size);
        }
        Rect::new(self.base.x, self.base.y + libm::sin(self.wobble) * wobble_dist, size, size)
    }

    /// The box the coin's box wobbles in (a hundredth of a cell taller
    /// each way, so that no rounding puts the box outside it).
    pub(crate) fn band(&self) -> Rect {
        let reach = self.rule.wobble_dist + 0.01;
        let size = self.rule.size;
        Rect::new(self.base.x, self.base.y - reach, size, size + 2.0 * reach)
    }

    /// True when the coin's box overlaps `rect` (seed 002's `overlap`).
    /// The band is tested first, so that `sin` runs only for a coin next
    /// to `rect`.
    #[inline]
    pub fn overlaps(&self, rect: &Rect) -> bool {
        self.band().overlaps(rect) && self.rect().overlaps(rect)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_coin_wobbles_within_its_band() {
        let mut coin = Coin::new(Vec2::new(3.0, 4.0), 0.0, CoinRule::ELOQUENT);
        let (mut low, mut high) = (f64::MAX, f64::MIN);
        for _ in 1..=120 {
            coin.update(1.0 / 60.0);
            let r = coin.rect();
            assert_eq!(r.x, 3.2);
            assert!(coin.overlaps(&r));
            let band = coin.band();
            assert!(band.y < r.y && r.bottom() < band.bottom());
            low = low.min(r.y);
            high = high.max(r.y);
        }
        assert!((4.1 - 0.07..4.1 - 0.069).contains(&low), "{low}");
        assert!((4.1 + 0.069..=4.1 + 0.07).contains(&high), "{high}");
    }

    #[test]
    fn treasure_stays_put() {
        let mut treasure = Coin::new(Vec2::new(3.0, 4.0), 0.0, CoinRule::TREASURE);
        for _ in 0..60 {
            treasure.update(1.0 / 60.0);
        }
        assert_eq!((treasure.wobble, treasure.rect()), (0.0, Rect::new(3.0, 4.0, 1.0, 1.0)));
        assert_eq!(treasure.wobble.to_bits(), 0, "the phase hashes as it started");
    }
}
