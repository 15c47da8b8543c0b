//! Where a level's coins lie, cell by cell, so that a step tests only the
//! coins next to the player against its box instead of every coin.
//!
//! A coin never leaves the band it wobbles in, so the cells that band
//! covers are known when the level starts. Two boxes that overlap share a
//! point, and so a cell each of them covers: the coins whose cells the
//! player's box covers are the only ones it can touch.

use ledge_engine::Rect;

use super::{ceil, floor, Coin};

/// The cells the coins' bands cover, as `(row, column, coin id)`, sorted.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct CoinCells {
    cells: Vec<(i64, i64, u32)>,
}

impl CoinCells {
    /// The cells of `coins`, each with its id.
    pub fn new(coins: impl IntoIterator<Item = (u32, Coin)>) -> CoinCells {
        let mut cells = Vec::new();
        for (id, coin) in coins {
            let band = coin.band();
            let (x0, x1) = (floor(band.x), ceil(band.right()));
            for y in floor(band.y)..ceil(band.bottom()) {
                cells.extend((x0..x1).map(|x| (y, x, id)));
            }
        }
        cells.sort_unstable();
        CoinCells { cells }
    }

    /// Calls `near` with the id of every coin whose band shares a cell
    /// with `rect` (a coin may come more than once), row by row.
    #[inline]
    pub fn near(&self, rect: &Rect, mut near: impl FnMut(u32)) {
        let (x0, x1) = (floor(rect.x), ceil(rect.right()));
        let (y0, y1) = (floor(rect.y), ceil(rect.bottom()));
        // The rows hold few coins: one search for the first cell, then a walk.
        let start = self.cells.partition_point(|&(row, col, _)| (row, col) < (y0, x0));
        for &(_, col, id) in self.cells[start..].iter().take_while(|&&(row, _, _)| row < y1) {
            if (x0..x1).contains(&col) {
                near(id);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::Vec2;

    #[test]
    fn a_box_finds_the_coins_it_may_touch_and_only_those() {
        let coins = [(3, Coin::new(Vec2::new(2.0, 1.0), 0.0)), (5, Coin::new(Vec2::new(7.5, 4.5), 1.0))];
        let cells = CoinCells::new(coins);
        let near = |rect: Rect| {
            let mut ids = Vec::new();
            cells.near(&rect, |id| ids.push(id));
            ids.dedup();
            ids
        };
        assert_eq!(near(Rect::new(1.5, 0.5, 0.8, 1.5)), [3]);
        assert_eq!(near(Rect::new(3.0, 0.0, 0.8, 1.5)), Vec::<u32>::new(), "the next column");
        // A coin drawn across cells (an editor's object) is in all of them.
        assert_eq!(near(Rect::new(8.2, 5.2, 0.5, 0.5)), [5]);
        assert_eq!(near(Rect::new(0.0, 0.0, 10.0, 10.0)), [3, 5]);
    }
}
