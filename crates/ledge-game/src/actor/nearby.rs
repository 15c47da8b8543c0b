//! The coins and lava that may touch the player, worked out once for an
//! area around it and kept while its box stays inside: the player leaves
//! the area every few dozen steps, so most steps look at no actor that
//! cannot reach it.

use ledge_engine::Rect;

use super::cast::CoinCells;
use super::{ceil, floor, Lava, NO_SIDES};

/// How far the area reaches beyond the cells the player's box covers when
/// it is worked out, cells: wider areas are left less often but hold more
/// actors to look at on every step.
const MARGIN: i64 = 1;

/// An area of whole cells: its left, top, right and bottom sides.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Area([f64; 4]);

impl Area {
    /// The area nothing lies in.
    const NONE: Area = Area(NO_SIDES);

    /// The cells `rect` covers, as seed 002 rounds them, and [`MARGIN`]
    /// more on every side.
    fn around(rect: &Rect) -> Area {
        let (x0, x1) = (floor(rect.x) - MARGIN, ceil(rect.right()) + MARGIN);
        let (y0, y1) = (floor(rect.y) - MARGIN, ceil(rect.bottom()) + MARGIN);
        Area([x0 as f64, y0 as f64, x1 as f64, y1 as f64])
    }

    /// The area as a box.
    fn rect(&self) -> Rect {
        let [left, top, right, bottom] = self.0;
        Rect::new(left, top, right - left, bottom - top)
    }

    /// True when every cell `rect` covers lies in the area: the four
    /// sides are compared without a branch between them, as the player's
    /// box is known only at the end of its step.
    #[inline]
    fn holds(&self, rect: &Rect) -> bool {
        let [left, top, right, bottom] = self.0;
        (left <= rect.x) & (rect.right() <= right) & (top <= rect.y) & (rect.bottom() <= bottom)
    }
}

/// The actors that may touch a box inside an area, by their index in their
/// kind's array, ascending; worked out again whenever what they depend on
/// changes. The area is [`Area::NONE`] until first worked out.
#[derive(Clone, Debug)]
pub(crate) struct Nearby {
    area: Area,
    /// Coins whose wobble band shares a cell with the area.
    coins: Vec<usize>,
    /// Lava whose reach ([`Lava::may_reach`]) overlaps the area.
    lava: Vec<usize>,
}

impl Default for Nearby {
    fn default() -> Nearby {
        Nearby { area: Area::NONE, coins: Vec::new(), lava: Vec::new() }
    }
}

impl Nearby {
    /// True when `player`'s box is inside the area the lists were worked
    /// out for.
    #[inline]
    pub fn holds(&self, player: &Rect) -> bool {
        self.area.holds(player)
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
        self.coins.extend(coins.near(&area.rect()));
        self.coins.sort_unstable();
        self.coins.dedup();
        self.area = area;
        self.reach(lava);
    }

    /// Works the lava list out again, after lava moved its reach.
    pub fn reach(&mut self, lava: &[Lava]) {
        if self.area == Area::NONE {
            return;
        }
        let area = self.area.rect();
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
