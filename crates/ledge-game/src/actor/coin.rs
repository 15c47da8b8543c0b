//! Coins: seed 002's wobbling coins, and seed 000's treasure (a still,
//! whole cell) when a level plays with the `tiny` preset. Taking the last
//! one wins the level.

use ledge_engine::{Rect, Vec2};

use super::repeat::repeat_add;

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
    treasure: bool,
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

    /// The band the coin's box wobbles in; `None` for treasure, which
    /// stays still.
    pub(crate) fn band(&self) -> Option<Rect> {
        let band =
            Rect::new(self.base.x, self.base.y - WOBBLE_DIST, COIN_SIZE, COIN_SIZE + 2.0 * WOBBLE_DIST);
        (!self.treasure).then_some(band)
    }

    /// True when `rect` might overlap the coin: it overlaps the band the
    /// coin wobbles in. Cheap, so [`Coin::rect`]'s `sin` runs only for coins
    /// near the player.
    pub(crate) fn near(&self, rect: &Rect) -> bool {
        self.band().is_none_or(|band| band.overlaps(rect))
    }

    /// The coin after `steps` steps of `dt` seconds of seed 002's
    /// `Coin.update` (the phase advances by `dt * WOBBLE_SPEED` each step;
    /// the position follows from it in [`Coin::rect`]), worked out in
    /// closed form, bit for bit as the steps would leave it. Treasure does
    /// not change.
    pub(crate) fn after(&self, steps: u64, dt: f64) -> Coin {
        if self.treasure {
            return *self;
        }
        Coin { wobble: repeat_add(self.wobble, dt * WOBBLE_SPEED, steps), ..*self }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_coin_wobbles_within_its_band() {
        let start = Coin::new(Vec2::new(3.0, 4.0), 0.0);
        let (mut low, mut high) = (f64::MAX, f64::MIN);
        let mut wobble = start.wobble;
        for step in 1..=120 {
            let coin = start.after(step, 1.0 / 60.0);
            wobble += 1.0 / 60.0 * WOBBLE_SPEED;
            assert_eq!(coin.wobble, wobble);
            let r = coin.rect();
            assert_eq!(r.x, 3.2);
            assert!(coin.near(&r));
            low = low.min(r.y);
            high = high.max(r.y);
        }
        assert!((4.1 - 0.07..4.1 - 0.069).contains(&low), "{low}");
        assert!((4.1 + 0.069..=4.1 + 0.07).contains(&high), "{high}");
    }

    #[test]
    fn treasure_stays_put() {
        let treasure = Coin::treasure(Vec2::new(3.0, 4.0)).after(60, 1.0 / 60.0);
        assert_eq!((treasure.wobble, treasure.rect()), (0.0, Rect::new(3.0, 4.0, 1.0, 1.0)));
    }
}
