//! Moving lava: seed 002's bouncing (`=`, `|`) and dripping (`v`) blocks.
//!
//! A block is left alone between the steps at which it has to look at the
//! grid: its position only grows by the same amount each step, which
//! [`repeat_add`] gives for any step in closed form, bit for bit as if it
//! had moved every step.

use ledge_engine::{Rect, Vec2};

use super::repeat::repeat_add;
use super::{touches_wall, Walls, NO_SIDES};

/// How many cells ahead a block of lava looks for walls at once.
const LOOK_AHEAD: i64 = 64;

/// How many steps ahead a block works out when its move next leaves its
/// free box, at most (a block that stays inside longer looks again then).
const STEPS_AHEAD: u64 = 1 << 20;

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
    /// It reaches both ways along the velocity, so a block looks at the
    /// grid again only when it meets a wall. Empty at first.
    free: [f64; 4],
    /// The step `rect` stands at.
    since: u64,
    /// The step at which its move leaves the free box.
    due: u64,
    /// A box (left, top, right, bottom) that holds it from `since` to the
    /// step before `due`: the free box and `rect`.
    reach: [f64; 4],
}

impl Lava {
    /// Lava that bounces back and forth at `speed`, from the cell at `cell`.
    pub fn bouncing(cell: Vec2, speed: Vec2) -> Lava {
        let rect = Rect::new(cell.x, cell.y, 1.0, 1.0);
        Lava { rect, speed, reset: None, free: NO_SIDES, since: 0, due: 1, reach: NO_SIDES }
    }

    /// Lava that drips at `speed` and starts over at `cell` when it hits a wall.
    pub fn dripping(cell: Vec2, speed: Vec2) -> Lava {
        Lava { reset: Some(cell), ..Lava::bouncing(cell, speed) }
    }

    /// The block as it stands at `step` (steps of `dt` seconds), which lies
    /// between its last update and the step it is due.
    pub(crate) fn at(&self, step: u64, dt: f64) -> Lava {
        let n = step - self.since;
        let (x, y) =
            (repeat_add(self.rect.x, self.speed.x * dt, n), repeat_add(self.rect.y, self.speed.y * dt, n));
        Lava { rect: Rect { x, y, ..self.rect }, since: step, ..*self }
    }

    /// The step at which it has to look at the grid: [`Lava::update`] it
    /// then (or earlier).
    pub(crate) fn due(&self) -> u64 {
        self.due
    }

    /// True when the block may overlap `rect` at some step from its last
    /// update to the step before it is due (always when it does).
    pub(crate) fn may_reach(&self, rect: &Rect) -> bool {
        let [left, top, right, bottom] = self.reach;
        left < rect.right() && rect.x < right && top < rect.bottom() && rect.y < bottom
    }

    /// Seed 002's `Lava.update` at step `step`, which is at most the step
    /// it is due: move by `speed * dt` unless the new box touches a wall;
    /// then dripping lava jumps back to its start and bouncing lava
    /// reverses. Then works out when it is due next.
    ///
    /// A box covers the cells from the `floor` of its left and top sides to
    /// the `ceil` of its right and bottom sides, so it lies within whole
    /// cells `x0..x1` exactly when `x0 <= left` and `right <= x1`: a move
    /// inside the free box gives the same answer as the wall test.
    pub(crate) fn update(&mut self, walls: Walls, dt: f64, step: u64) {
        *self = self.at(step - 1, dt);
        let (x, y) = (self.rect.x + self.speed.x * dt, self.rect.y + self.speed.y * dt);
        if self.inside(x, y) {
            (self.rect.x, self.rect.y) = (x, y);
        } else {
            let moved = Rect { x, y, ..self.rect };
            if !touches_wall(walls, &moved) {
                self.rect = moved;
                self.free = free_ahead(walls, &moved, self.speed);
            } else if let Some(start) = self.reset {
                (self.rect.x, self.rect.y) = (start.x, start.y);
            } else {
                self.speed = Vec2::new(-self.speed.x, -self.speed.y);
            }
        }
        self.since = step;
        self.due = step + 1 + self.moves_inside(dt);
        let ([left, top, right, bottom], r) = (self.free, &self.rect);
        self.reach = [left.min(r.x), top.min(r.y), right.max(r.right()), bottom.max(r.bottom())];
    }

    /// True when a box at `(x, y)` lies inside the free box.
    fn inside(&self, x: f64, y: f64) -> bool {
        let [left, top, right, bottom] = self.free;
        left <= x && x + self.rect.w <= right && top <= y && y + self.rect.h <= bottom
    }

    /// How many of its next moves stay inside the free box (up to
    /// [`STEPS_AHEAD`]): they all do up to some step and none after, as
    /// each side only ever moves one way. The distance to the box's sides
    /// over the move per step gives a guess, off by little as rounding
    /// drifts little; the exact answer lies a few probes from it, found by
    /// searching outwards in doubling strides, then by halving.
    fn moves_inside(&self, dt: f64) -> u64 {
        let (dx, dy) = (self.speed.x * dt, self.speed.y * dt);
        let inside = |n: u64| {
            n == 0
                || (n <= STEPS_AHEAD
                    && self.inside(repeat_add(self.rect.x, dx, n), repeat_add(self.rect.y, dy, n)))
        };
        let [left, top, right, bottom] = self.free;
        let to_side = |d: f64, from: f64, low: f64, high: f64| match d {
            d if d > 0.0 => (high - from) / d,
            d if d < 0.0 => (from - low) / -d,
            _ => f64::INFINITY,
        };
        let to_x = to_side(dx, self.rect.x, left, right - self.rect.w);
        let to_y = to_side(dy, self.rect.y, top, bottom - self.rect.h);
        // Saturating: an empty box gives 0, an endless one `u64::MAX`.
        let guess = (to_x.min(to_y) as u64).clamp(1, STEPS_AHEAD);
        // `stays` is inside (0 always is), `leaves` is not (nor is any
        // count past the limit).
        let (mut stays, mut leaves);
        let mut stride = 1;
        if inside(guess) {
            (stays, leaves) = (guess, guess + 1);
            while inside(leaves) {
                stays = leaves;
                leaves = (stays + stride).min(STEPS_AHEAD + 1);
                stride *= 2;
            }
        } else {
            (stays, leaves) = (guess - 1, guess);
            while !inside(stays) {
                leaves = stays;
                stays = stays.saturating_sub(stride);
                stride *= 2;
            }
        }
        while leaves - stays > 1 {
            let mid = stays + (leaves - stays) / 2;
            if inside(mid) {
                stays = mid;
            } else {
                leaves = mid;
            }
        }
        stays
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

    const DT: f64 = 1.0 / 60.0;

    /// Where `lava` stands after each of `steps` steps, updated only when
    /// it is due (as a level does), or at every step.
    fn run(mut lava: Lava, walls: Walls, steps: u64, every_step: bool) -> Vec<Lava> {
        (1..=steps)
            .map(|step| {
                if every_step || lava.due() <= step {
                    lava.update(walls, DT, step);
                }
                lava.at(step, DT)
            })
            .collect()
    }

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
        let lava = Lava::bouncing(Vec2::new(1.0, 1.0), Vec2::new(2.0, 0.0));
        let path = run(lava, Walls::of(&grid), 600, false);
        let turns = path.windows(2).filter(|w| w[0].speed.x != w[1].speed.x).count();
        for lava in &path {
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
            Lava::bouncing(Vec2::new(7.0, 3.0), Vec2::ZERO),
            Lava::bouncing(Vec2::new(6.0, 1.0), Vec2::new(-0.013, 0.0)),
            Lava::dripping(Vec2::new(7.0, 0.0), Vec2::new(0.0, 55.0)),
        ];
        for start in starts {
            let mut slow = start;
            let (lazy, eager) = (run(start, walls, 1200, false), run(start, walls, 1200, true));
            for (fast, every) in lazy.iter().zip(&eager) {
                let moved = Rect {
                    x: slow.rect.x + slow.speed.x * DT,
                    y: slow.rect.y + slow.speed.y * DT,
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
                assert_eq!((every.rect, every.speed), (slow.rect, slow.speed));
            }
        }
    }

    #[test]
    fn dripping_lava_starts_over_when_it_lands() {
        let mut grid = Grid::new(1, 5);
        grid.set_tile(0, 4, Tile::Solid);
        let lava = Lava::dripping(Vec2::new(0.0, 0.0), Vec2::new(0.0, 3.0));
        let mut starts = 0;
        for lava in run(lava, Walls::of(&grid), 180, false) {
            starts += (lava.rect.y == 0.0) as u32;
            assert!(lava.rect.bottom() <= 4.0);
        }
        assert!(starts >= 2, "dripped {starts} times in 3 s");
    }
}
