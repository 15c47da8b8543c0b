//! Moving lava: seed 002's bouncing (`=`, `|`) and dripping (`v`) blocks.

use ledge_engine::{Rect, Vec2};

use super::{ceil, floor, touches_wall, Walls};

/// A block of lava, one cell square, that kills the player on touch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lava {
    /// Its box, cells.
    pub rect: Rect,
    /// Its velocity, cells/s.
    pub speed: Vec2,
    /// Where dripping lava starts over; `None` for lava that bounces.
    pub reset: Option<Vec2>,
    /// The cells (columns `x0..x1`, rows `y0..y1`) last found free of walls:
    /// a move that stays within them needs no look at the grid.
    free: Option<[i64; 4]>,
}

impl Lava {
    /// Lava that bounces back and forth at `speed`, from the cell at `cell`.
    pub fn bouncing(cell: Vec2, speed: Vec2) -> Lava {
        Lava { rect: Rect::new(cell.x, cell.y, 1.0, 1.0), speed, reset: None, free: None }
    }

    /// Lava that drips at `speed` and starts over at `cell` when it hits a wall.
    pub fn dripping(cell: Vec2, speed: Vec2) -> Lava {
        Lava { reset: Some(cell), ..Lava::bouncing(cell, speed) }
    }

    /// Seed 002's `Lava.update`: move by `speed * dt` unless the new box
    /// touches a wall; then dripping lava jumps back to its start and
    /// bouncing lava reverses.
    pub(crate) fn update(&mut self, walls: Walls, dt: f64) {
        let moved =
            Rect { x: self.rect.x + self.speed.x * dt, y: self.rect.y + self.speed.y * dt, ..self.rect };
        let cells = [floor(moved.x), ceil(moved.right()), floor(moved.y), ceil(moved.bottom())];
        if self.free == Some(cells) {
            self.rect = moved;
        } else if !touches_wall(walls, &moved) {
            self.rect = moved;
            self.free = Some(cells);
        } else if let Some(start) = self.reset {
            self.rect.x = start.x;
            self.rect.y = start.y;
        } else {
            self.speed = Vec2::new(-self.speed.x, -self.speed.y);
        }
    }
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
