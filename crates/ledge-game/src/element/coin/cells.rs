//! Where a level's coins lie, cell by cell, so that a step tests only the
//! coins next to the player against its box instead of every coin.
//!
//! A coin never leaves the band it wobbles in, so the cells that band
//! covers are known when the level starts. Two boxes that overlap share a
//! point, and so a cell each of them covers: the coins whose cells the
//! player's box covers are the only ones it can touch. The coins are not
//! engine bodies, so the world's overlap query cannot be asked; testing
//! every coin instead costs 17% to 49% more instructions a step on seed
//! 002's five levels (`ledge bench`, callgrind).
//!
//! The plain rule is seed 002's: every coin whose box overlaps the
//! player's (`touched`, below); a property test checks that the index
//! finds exactly those coins.

use ledge_engine::{Cells, Rect};

use super::Coin;

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
            let Cells { x0, x1, y0, y1 } = Cells::touched(&coin.band());
            for y in y0..y1 {
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
        let Cells { x0, x1, y0, y1 } = Cells::touched(rect);
        // The rows hold few coins: one search for the first cell, then a walk.
        let start = self.cells.partition_point(|&(row, col, _)| (row, col) < (y0, x0));
        for &(_, col, id) in self.cells[start..].iter().take_while(|&&(row, _, _)| row < y1) {
            if (x0..x1).contains(&col) {
                near(id);
            }
        }
    }
}

/// The plain rule the index speeds up: the ids of the `coins` whose box
/// overlaps `rect`, in the order given.
#[cfg(test)]
fn touched(coins: &[(u32, Coin)], rect: &Rect) -> Vec<u32> {
    coins.iter().filter(|(_, coin)| coin.rect().overlaps(rect)).map(|&(id, _)| id).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CoinRule;
    use ledge_engine::Vec2;

    #[test]
    fn a_box_finds_the_coins_it_may_touch_and_only_those() {
        let coins = [
            (3, Coin::new(Vec2::new(2.0, 1.0), 0.0, CoinRule::ELOQUENT)),
            (5, Coin::new(Vec2::new(7.5, 4.5), 1.0, CoinRule::ELOQUENT)),
        ];
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

    proptest::proptest! {
        #[test]
        fn the_index_finds_the_coins_a_box_touches_as_the_plain_rule_does(
            cells in proptest::collection::vec((0u32..12, 0u32..9, 0.0f64..7.0), 0..20),
            treasure in proptest::bool::ANY,
            player in (-1.0f64..13.0, -1.0f64..10.0, 0.1f64..2.5, 0.1f64..2.5),
            steps in 0u32..200,
        ) {
            let rule = if treasure { CoinRule::TREASURE } else { CoinRule::ELOQUENT };
            let mut coins: Vec<(u32, Coin)> = (0..)
                .zip(cells)
                .map(|(id, (x, y, phase))| (id, Coin::new(Vec2::new(x.into(), y.into()), phase, rule)))
                .collect();
            let index = CoinCells::new(coins.iter().copied());
            for (_, coin) in &mut coins {
                (0..steps).for_each(|_| coin.update(1.0 / 60.0));
            }
            let rect = Rect::new(player.0, player.1, player.2, player.3);
            let mut found = Vec::new();
            index.near(&rect, |id| {
                let coin = coins[id as usize].1;
                if coin.overlaps(&rect) {
                    found.push(id);
                }
            });
            found.sort_unstable();
            found.dedup();
            proptest::prop_assert_eq!(found, touched(&coins, &rect));
        }
    }
}
