//! Coins: seed 002's wobbling coins, and seed 000's treasure (a still,
//! whole cell) when a level plays with the `tiny` preset. Taking the last
//! one wins the level.
//!
//! Seed 002's rule, each step:
//!
//! ```text
//! let wobble = this.wobble + time * wobbleSpeed;
//! let wobblePos = Math.sin(wobble) * wobbleDist;
//! return new Coin(this.basePos.plus(new Vec(0, wobblePos)), this.basePos, wobble);
//! ```
//!
//! [`Coin::update`] keeps the phase; [`Coin::rect`] works the position out
//! from it when something asks, so a coin far from the player costs one
//! addition a step.

use ledge_engine::{Rect, Vec2};

/// A coin's side, cells.
pub const COIN_SIZE: f64 = 0.6;
/// How fast the wobble's phase turns, radians per second.
pub const WOBBLE_SPEED: f64 = 8.0;
/// How far a coin wobbles up and down from its base, cells.
pub const WOBBLE_DIST: f64 = 0.07;

/// A coin, wobbling up and down around its base position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Coin {
    /// Top-left corner of the coin at the middle of its wobble, cells.
    pub base: Vec2,
    /// Phase of the wobble, radians; grows by 8 per second (seed 002's `wobbleSpeed`).
    pub wobble: f64,
    /// Seed 000's treasure: the whole cell at `base`, still.
    pub(crate) treasure: bool,
}

impl Coin {
    /// A coin placed in the cell whose top-left corner is `cell`, starting
    /// its wobble at `phase` radians (seed 002 picks it at random).
    pub fn new(cell: Vec2, phase: f64) -> Coin {
        Coin { base: Vec2::new(cell.x + 0.2, cell.y + 0.1), wobble: phase, treasure: false }
    }

    /// Seed 000's treasure: a box one cell square with its top-left at
    /// `at`, which does not move.
    pub fn treasure(at: Vec2) -> Coin {
        Coin { base: at, wobble: 0.0, treasure: true }
    }

    /// Seed 002's `Coin.update`: the phase turns by `dt * WOBBLE_SPEED`.
    /// Treasure stays still.
    #[inline]
    pub fn update(&mut self, dt: f64) {
        if !self.treasure {
            self.wobble += dt * WOBBLE_SPEED;
        }
    }

    /// The coin's box: `base + (0, sin(wobble) * WOBBLE_DIST)`, 0.6 cells
    /// square; for treasure, the cell at `base`.
    ///
    /// `sin` is libm's, the same on every platform, so runs stay
    /// bit-identical everywhere.
    pub fn rect(&self) -> Rect {
        if self.treasure {
            return Rect::new(self.base.x, self.base.y, 1.0, 1.0);
        }
        Rect::new(self.base.x, self.base.y + libm::sin(self.wobble) * WOBBLE_DIST, COIN_SIZE, COIN_SIZE)
    }

    /// The box the coin's box wobbles in (a hundredth of a cell taller
    /// each way, so that no rounding puts the box outside it); for
    /// treasure, its box.
    pub(crate) fn band(&self) -> Rect {
        const REACH: f64 = WOBBLE_DIST + 0.01;
        match self.treasure {
            true => self.rect(),
            false => Rect::new(self.base.x, self.base.y - REACH, COIN_SIZE, COIN_SIZE + 2.0 * REACH),
        }
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
        let mut coin = Coin::new(Vec2::new(3.0, 4.0), 0.0);
        let (mut low, mut high) = (f64::MAX, f64::MIN);
        for _ in 1..=120 {
            coin.update(1.0 / 60.0);
            let r = coin.rect();
            assert_eq!(r.x, 3.2);
            assert!(coin.overlaps(&r));
            low = low.min(r.y);
            high = high.max(r.y);
        }
        assert!((4.1 - 0.07..4.1 - 0.069).contains(&low), "{low}");
        assert!((4.1 + 0.069..=4.1 + 0.07).contains(&high), "{high}");
    }

    #[test]
    fn treasure_stays_put() {
        let mut treasure = Coin::treasure(Vec2::new(3.0, 4.0));
        for _ in 0..60 {
            treasure.update(1.0 / 60.0);
        }
        assert_eq!((treasure.wobble, treasure.rect()), (0.0, Rect::new(3.0, 4.0, 1.0, 1.0)));
    }
}
