//! Moving lava: seed 002's bouncing (`=`, `|`) and dripping (`v`) blocks,
//! one cell square, in both rulesets. Touching one loses, as touching a
//! lava tile (`+`) does; the tile is the engine's hazard contact.
//!
//! Seed 002's rule, each step, and on touch:
//!
//! ```text
//! let newPos = this.pos.plus(this.speed.times(time));
//! if (!state.level.touches(newPos, this.size, "wall")) {
//!   return new Lava(newPos, this.speed, this.reset);
//! } else if (this.reset) {
//!   return new Lava(this.reset, this.speed, this.reset);
//! } else {
//!   return new Lava(this.pos, this.speed.times(-1));
//! }
//! Lava.prototype.collide = function(state) {
//!   return new State(state.level, state.actors, "lost");
//! };
//! ```
//!
//! Reading the grid at every step is most of what a level full of lava
//! costs, so a block remembers the cells it last found free
//! ([`FreeCells`]) and reads the grid again only when its box enters
//! another cell: [`Lava::update_remembering`], which agrees with
//! [`Lava::update`] bit for bit (a test below checks it).

use ledge_engine::{Cells, Grid, Rect, Vec2};

use crate::element::walls::touches_wall;

/// The whole cells (left, top, right, bottom) a block of lava's box
/// covered when the wall test last found it free. A box inside them covers
/// only cells among them, and crosses only edges inside them, so it touches
/// no wall either. Kept beside the lava, not in it: it changes no result.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct FreeCells([f64; 4]);

impl FreeCells {
    /// Nothing known yet.
    pub const NONE: FreeCells =
        FreeCells([f64::INFINITY, f64::INFINITY, f64::NEG_INFINITY, f64::NEG_INFINITY]);

    /// The cells `rect` covers, with seed 002's rounding.
    fn of(rect: &Rect) -> FreeCells {
        let Cells { x0, x1, y0, y1 } = Cells::touched(rect);
        FreeCells([x0 as f64, y0 as f64, x1 as f64, y1 as f64])
    }

    /// True when `rect` lies inside the cells.
    #[inline]
    fn hold(&self, rect: &Rect) -> bool {
        let [left, top, right, bottom] = self.0;
        (left <= rect.x) & (rect.right() <= right) & (top <= rect.y) & (rect.bottom() <= bottom)
    }
}

/// How fast moving lava goes, cells/s, by the legend's character.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LavaSpeeds {
    /// `=` bounces along its row and `|` up and down its column at this
    /// speed, cells/s.
    pub bounce: f64,
    /// `v` drips down at this speed and starts over, cells/s.
    pub drip: f64,
}

impl LavaSpeeds {
    /// Seed 002's: `new Vec(2, 0)`, `new Vec(0, 2)` and `new Vec(0, 3)`.
    pub const SEED: LavaSpeeds = LavaSpeeds { bounce: 2.0, drip: 3.0 };
}

/// A block of lava, one cell square, that kills the player on touch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lava {
    /// Its box, cells.
    pub rect: Rect,
    /// Its velocity, cells/s.
    pub speed: Vec2,
    /// Where dripping lava starts over; `None` for lava that bounces.
    pub reset: Option<Vec2>,
}

impl Lava {
    /// Lava that bounces back and forth at `speed`, from the cell at `cell`.
    pub fn bouncing(cell: Vec2, speed: Vec2) -> Lava {
        Lava { rect: Rect::new(cell.x, cell.y, 1.0, 1.0), speed, reset: None }
    }

    /// Lava that drips at `speed` and starts over at `cell` when it hits a wall.
    pub fn dripping(cell: Vec2, speed: Vec2) -> Lava {
        Lava { reset: Some(cell), ..Lava::bouncing(cell, speed) }
    }

    /// Seed 002's `Lava.update`: moves by `speed * dt` unless the moved box
    /// touches a wall; then dripping lava jumps back to its start and
    /// bouncing lava turns round. Returns true when it moved.
    pub(crate) fn update(&mut self, grid: &Grid, dt: f64) -> bool {
        let moved =
            Rect { x: self.rect.x + self.speed.x * dt, y: self.rect.y + self.speed.y * dt, ..self.rect };
        if !touches_wall(grid, &moved) {
            self.rect = moved;
            return true;
        } else if let Some(start) = self.reset {
            (self.rect.x, self.rect.y) = (start.x, start.y);
        } else {
            self.speed = Vec2::new(-self.speed.x, -self.speed.y);
        }
        false
    }

    /// [`Lava::update`], reading the grid only when the moved box leaves
    /// the cells in `free`, which it keeps up to date.
    #[inline]
    pub(crate) fn update_remembering(&mut self, grid: &Grid, dt: f64, free: &mut FreeCells) {
        let moved =
            Rect { x: self.rect.x + self.speed.x * dt, y: self.rect.y + self.speed.y * dt, ..self.rect };
        if free.hold(&moved) {
            self.rect = moved;
        } else if self.update(grid, dt) {
            *free = FreeCells::of(&moved);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::Tile;

    const DT: f64 = 1.0 / 60.0;

    #[test]
    fn bouncing_lava_turns_at_walls_and_stays_between_them() {
        // #.....#  (7 wide, 3 high, open rows above and below)
        let mut grid = Grid::new(7, 3);
        grid.set_tile(0, 1, Tile::Solid);
        grid.set_tile(6, 1, Tile::Solid);
        let mut lava = Lava::bouncing(Vec2::new(1.0, 1.0), Vec2::new(2.0, 0.0));
        let mut turns = 0;
        for _ in 0..600 {
            let speed = lava.speed;
            lava.update(&grid, DT);
            turns += (lava.speed != speed) as u32;
            assert!(lava.rect.x >= 1.0 && lava.rect.right() <= 6.0, "{:?}", lava.rect);
        }
        // 4 cells of travel at 2 cells/s: a turn every 2 s or so.
        assert!((4..=6).contains(&turns), "{turns} turns in 10 s");
    }

    proptest::proptest! {
        #[test]
        fn remembering_free_cells_moves_lava_exactly_as_the_seed_does(
            walls in proptest::collection::vec((0u32..12, 0u32..9, 0u8..4), 0..30),
            start in (0u32..12, 0u32..9),
            speed in (-9.0f64..9.0, -9.0f64..9.0),
            kind in 0u8..3,
        ) {
            let mut grid = Grid::new(12, 9);
            for (x, y, what) in walls {
                match what {
                    0 => grid.set_tile(x, y, Tile::Solid),
                    1 => grid.set_wall(x, y, true),
                    2 => grid.set_ceiling(x, y, true),
                    _ => grid.set_tile(x, y, Tile::SlopeUpRight),
                }
            }
            let cell = Vec2::new(start.0 as f64, start.1 as f64);
            let speed = match kind {
                0 => Vec2::new(speed.0, 0.0),
                1 => Vec2::new(0.0, speed.1),
                _ => Vec2::new(speed.0, speed.1),
            };
            let start = if kind == 1 { Lava::dripping(cell, speed) } else { Lava::bouncing(cell, speed) };
            let (mut plain, mut fast, mut free) = (start, start, FreeCells::NONE);
            for _ in 0..600 {
                plain.update(&grid, DT);
                fast.update_remembering(&grid, DT, &mut free);
                proptest::prop_assert_eq!(fast, plain);
            }
        }
    }

    #[test]
    fn dripping_lava_starts_over_when_it_lands() {
        let mut grid = Grid::new(1, 5);
        grid.set_tile(0, 4, Tile::Solid);
        let mut lava = Lava::dripping(Vec2::new(0.0, 0.0), Vec2::new(0.0, 3.0));
        let mut starts = 0;
        for _ in 0..180 {
            lava.update(&grid, DT);
            starts += (lava.rect.y == 0.0) as u32;
            assert!(lava.rect.bottom() <= 4.0);
        }
        assert!(starts >= 2, "dripped {starts} times in 3 s");
    }
}
