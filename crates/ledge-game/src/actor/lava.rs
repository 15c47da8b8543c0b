//! Moving lava: seed 002's bouncing (`=`, `|`) and dripping (`v`) blocks.

use ledge_engine::{Rect, Vec2};

use super::{touches_wall, Walls};

/// How many cells ahead a block of lava looks for walls at once.
const LOOK_AHEAD: i64 = 64;

/// A block of lava, one cell square, that kills the player on touch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lava {
    /// Its box, cells.
    pub rect: Rect,
    /// Its velocity, cells/s.
    pub speed: Vec2,
    /// Where dripping lava starts over; `None` for lava that bounces.
    pub reset: Option<Vec2>,
    /// A box of whole cells (left, top, right, bottom) known to hold no
    /// wall: a move whose box stays inside it needs no look at the grid.
    /// It reaches ahead along the velocity, so a block looks at the grid
    /// again only when it nears a wall, or after it turns.
    free: [f64; 4],
}

impl Lava {
    /// Lava that bounces back and forth at `speed`, from the cell at `cell`.
    pub fn bouncing(cell: Vec2, speed: Vec2) -> Lava {
        Lava { rect: Rect::new(cell.x, cell.y, 1.0, 1.0), speed, reset: None, free: [f64::INFINITY; 4] }
    }

    /// Lava that drips at `speed` and starts over at `cell` when it hits a wall.
    pub fn dripping(cell: Vec2, speed: Vec2) -> Lava {
        Lava { reset: Some(cell), ..Lava::bouncing(cell, speed) }
    }

    /// Seed 002's `Lava.update`: move by `speed * dt` unless the new box
    /// touches a wall; then dripping lava jumps back to its start and
    /// bouncing lava reverses.
    ///
    /// A box covers the cells from the `floor` of its left and top sides to
    /// the `ceil` of its right and bottom sides, so it lies within whole
    /// cells `x0..x1` exactly when `x0 <= left` and `right <= x1`: a move
    /// inside the free box costs four comparisons and gives the same answer
    /// as the wall test.
    #[inline]
    pub(crate) fn update(&mut self, walls: Walls, dt: f64) {
        let (x, y) = (self.rect.x + self.speed.x * dt, self.rect.y + self.speed.y * dt);
        let [left, top, right, bottom] = self.free;
        if left <= x && x + self.rect.w <= right && top <= y && y + self.rect.h <= bottom {
            self.rect.x = x;
            self.rect.y = y;
        } else {
            self.look(walls, x, y);
        }
    }

    /// The rest of [`Lava::update`], when the move to `(x, y)` leaves the
    /// free box: the wall test decides.
    #[cold]
    #[inline(never)]
    fn look(&mut self, walls: Walls, x: f64, y: f64) {
        let moved = Rect { x, y, ..self.rect };
        if !touches_wall(walls, &moved) {
            self.rect = moved;
            self.free = free_ahead(walls, &moved, self.speed);
        } else if let Some(start) = self.reset {
            self.rect.x = start.x;
            self.rect.y = start.y;
        } else {
            self.speed = Vec2::new(-self.speed.x, -self.speed.y);
        }
    }
}

/// The cells `rect` covers (found free of walls), grown cell by cell both
/// ways along each axis `speed` moves on (so that a block that turns round
/// finds its way back free too), for as long as they stay free, up to
/// [`LOOK_AHEAD`] cells each way: left, top, right and bottom, in cells.
///
/// Each step of growth looks only at the new row or column of cells and
/// the one it joins (the edge between them is inside the grown box): the
/// rest is known free.
fn free_ahead(walls: Walls, rect: &Rect, speed: Vec2) -> [f64; 4] {
    let cells = |b: [i64; 4]| Rect::new(b[0] as f64, b[1] as f64, (b[2] - b[0]) as f64, (b[3] - b[1]) as f64);
    let (x0, y0) = (super::floor(rect.x), super::floor(rect.y));
    let (x1, y1) = (super::ceil(rect.right()), super::ceil(rect.bottom()));
    let mut free = [x0, y0, x1, y1];
    let (across, down) = (speed.x != 0.0, speed.y != 0.0);
    for (moving, side, step) in [(across, 0, -1), (down, 1, -1), (across, 2, 1), (down, 3, 1)] {
        for _ in 0..LOOK_AHEAD * moving as i64 {
            let mut strip = free;
            strip[side] += step;
            // The side across from the one that grows, one cell from it.
            let far = (side + 2) % 4;
            strip[far] = strip[side] - 2 * step;
            if touches_wall(walls, &cells(strip)) {
                break;
            }
            free[side] += step;
        }
    }
    free.map(|c| c as f64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::{Grid, Tile};

    fn corridor() -> Grid {
        // #.....#  (7 wide, 3 high, open rows above and below)
        let mut grid = Grid::new(7, 3);
        grid.set_tile(0, 1, Tile::Solid);
        grid.set_tile(6, 1, Tile::Solid);
        grid
    }

    #[test]
    fn bouncing_lava_turns_at_walls_and_stays_between_them() {
        let grid = corridor();
        let mut lava = Lava::bouncing(Vec2::new(1.0, 1.0), Vec2::new(2.0, 0.0));
        let mut turns = 0;
        for _ in 0..600 {
            let before = lava.speed.x;
            lava.update(Walls::of(&grid), 1.0 / 60.0);
            turns += (lava.speed.x != before) as u32;
            assert!(lava.rect.x >= 1.0 && lava.rect.right() <= 6.0, "{:?}", lava.rect);
        }
        // 4 cells of travel at 2 cells/s: a turn every 2 s or so.
        assert!((4..=6).contains(&turns), "{turns} turns in 10 s");
    }

    #[test]
    fn lava_moves_exactly_as_if_it_looked_for_walls_every_step() {
        // Seed 002's rule, with no shortcut: the reference for the free box.
        let mut grid = Grid::new(9, 6);
        for (x, y) in [(0, 2), (8, 2), (3, 5), (6, 0), (2, 1)] {
            grid.set_tile(x, y, Tile::Solid);
        }
        grid.set_wall(5, 4, true);
        let walls = Walls::of(&grid);
        let starts = [
            Lava::bouncing(Vec2::new(1.0, 2.0), Vec2::new(2.0, 0.0)),
            Lava::bouncing(Vec2::new(4.0, 1.0), Vec2::new(0.0, 2.0)),
            Lava::bouncing(Vec2::new(3.0, 4.0), Vec2::new(3.0, 0.0)),
            Lava::dripping(Vec2::new(3.0, 0.0), Vec2::new(0.0, 3.0)),
            Lava::bouncing(Vec2::new(1.0, 3.0), Vec2::new(1.5, -0.7)),
        ];
        for start in starts {
            let (mut fast, mut slow) = (start, start);
            for _ in 0..1200 {
                fast.update(walls, 1.0 / 60.0);
                let moved = Rect {
                    x: slow.rect.x + slow.speed.x / 60.0,
                    y: slow.rect.y + slow.speed.y / 60.0,
                    ..slow.rect
                };
                if !touches_wall(walls, &moved) {
                    slow.rect = moved;
                } else if let Some(at) = slow.reset {
                    (slow.rect.x, slow.rect.y) = (at.x, at.y);
                } else {
                    slow.speed = Vec2::new(-slow.speed.x, -slow.speed.y);
                }
                assert_eq!((fast.rect, fast.speed), (slow.rect, slow.speed));
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
            lava.update(Walls::of(&grid), 1.0 / 60.0);
            starts += (lava.rect.y == 0.0) as u32;
            assert!(lava.rect.bottom() <= 4.0);
        }
        assert!(starts >= 2, "dripped {starts} times in 3 s");
    }
}
