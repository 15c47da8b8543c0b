//! The coins and lava that may touch the player, worked out once for an
//! area around it and kept while its box stays inside: the player leaves
//! the area every few dozen steps, so most steps look at no actor that
//! cannot reach it.

use ledge_engine::Rect;

use super::cast::CoinCells;
use super::{ceil, floor, Lava};

/// How far the area reaches beyond the cells the player's box covers when
/// it is worked out, cells: wider areas are left less often but hold more
/// actors to look at on every step.
const MARGIN: i64 = 1;

/// An area of whole cells.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Area(Rect);

impl Area {
    /// The cells `rect` covers, as seed 002 rounds them, and [`MARGIN`]
    /// more on every side.
    fn around(rect: &Rect) -> Area {
        let (x0, x1) = (floor(rect.x) - MARGIN, ceil(rect.right()) + MARGIN);
        let (y0, y1) = (floor(rect.y) - MARGIN, ceil(rect.bottom()) + MARGIN);
        Area(Rect::new(x0 as f64, y0 as f64, (x1 - x0) as f64, (y1 - y0) as f64))
    }

    /// True when every cell `rect` covers lies in the area.
    fn holds(&self, rect: &Rect) -> bool {
        let a = &self.0;
        a.x <= rect.x && rect.right() <= a.right() && a.y <= rect.y && rect.bottom() <= a.bottom()
    }
}

/// The actors that may touch a box inside an area, by their index in their
/// kind's array, ascending; `None` until worked out, and again whenever
/// what they depend on changes.
#[derive(Clone, Debug, Default)]
pub(crate) struct Nearby {
    area: Option<Area>,
    /// Coins whose wobble band shares a cell with the area.
    coins: Vec<usize>,
    /// Lava whose reach ([`Lava::may_reach`]) overlaps the area.
    lava: Vec<usize>,
}

impl Nearby {
    /// True when `player`'s box is inside the area the lists were worked
    /// out for.
    #[inline]
    pub fn holds(&self, player: &Rect) -> bool {
        self.area.is_some_and(|area| area.holds(player))
    }

    /// True when no coin or lava may touch a box inside the area.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.coins.is_empty() && self.lava.is_empty()
    }

    /// Works the lists out again for a new area around `player`, whose box
    /// left the last one.
    #[inline(never)]
    pub fn follow(&mut self, player: &Rect, coins: &CoinCells, lava: &[Lava]) {
        let area = Area::around(player);
        self.coins.clear();
        self.coins.extend(coins.near(&area.0));
        self.coins.sort_unstable();
        self.coins.dedup();
        self.area = Some(area);
        self.reach(lava);
    }

    /// Works the lava list out again, after lava moved its reach.
    pub fn reach(&mut self, lava: &[Lava]) {
        let Some(Area(area)) = self.area else { return };
        self.lava.clear();
        self.lava.extend((0..lava.len()).filter(|&i| lava[i].may_reach(&area)));
    }

    /// The coins that may touch the box.
    pub fn coins(&self) -> &[usize] {
        &self.coins
    }

    /// The lava that may touch the box.
    pub fn lava(&self) -> &[usize] {
        &self.lava
    }
}
