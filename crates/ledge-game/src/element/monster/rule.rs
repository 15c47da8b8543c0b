//! Monsters (seed 002's exercise, seed 000's monsters): they walk back and
//! forth, turn at walls and at ledges, die when stomped (`stomp.rs`)
//! and kill otherwise.
//!
//! With the `eloquent` ruleset a monster is an actor of its own, which
//! walks the floor it starts on ([`Monster::walk`]). Seed 002's exercise:
//!
//! ```text
//! Monsters move only horizontally. You can make them move in the direction
//! of the player, bounce back and forth like horizontal lava, or have any
//! other movement pattern you want. The class doesn't have to handle
//! falling, but it should make sure the monster doesn't walk through walls.
//!
//! static create(pos) {
//!   return new Monster(pos.plus(new Vec(0, -1)));
//! }
//! Monster.prototype.size = new Vec(1.2, 2);
//! ```
//!
//! With the `tiny` ruleset a monster is an engine body ([`tiny_body`]),
//! moved by the world as seed 000's game moves its monsters: it falls,
//! speeds up and slows down, and patrols its floor; the actor follows it
//! ([`Monster::follow`]).

use ledge_engine::{Body, Grid, Preset, Rect, Vec2};

use crate::element::walls::touches_wall;
use crate::rules::tiny::start_grounded;

/// A monster's tunables.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MonsterRule {
    /// Its size with the `eloquent` ruleset, cells. With `tiny` a monster
    /// is a cell square.
    pub size: Vec2,
    /// Its walking speed, cells/s (its top speed with `tiny`).
    pub speed: f64,
}

impl MonsterRule {
    /// Seed 002's exercise: 1.2 by 2 cells, walking at 2 cells/s.
    pub const SEED: MonsterRule = MonsterRule { size: Vec2::new(1.2, 2.0), speed: 2.0 };
}

/// A walking monster.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Monster {
    /// Its box, cells.
    pub rect: Rect,
    /// Walking speed, cells/s; positive walks right. With the `tiny`
    /// ruleset, its body's velocity along x.
    pub speed: f64,
}

impl Monster {
    /// A monster placed in the cell at `cell`, standing on that cell's
    /// bottom (it reaches one cell up and a little into the next column),
    /// walking at `speed` cells/s.
    pub fn new(cell: Vec2, speed: f64) -> Monster {
        let size = MonsterRule::SEED.size;
        Monster { rect: Rect::new(cell.x, cell.y - 1.0, size.x, size.y), speed }
    }

    /// The monster an engine body is (the `tiny` ruleset): its box and its
    /// velocity along x.
    pub(crate) fn of_body(body: &Body) -> Monster {
        Monster { rect: body.rect, speed: body.vel.x }
    }

    /// The `eloquent` walk: moves by `speed * dt` unless that would touch
    /// a wall or step off the floor; then turns around instead. It never
    /// falls. Seed 002's own turn, on the grid and before the move; the
    /// engine's patrolling bodies turn after theirs (`order/mod.rs`, and
    /// seed 000's in `order/tiny.rs`), each pinned by its seed's fidelity
    /// tests, so the rules stay apart.
    pub(crate) fn walk(&mut self, grid: &Grid, dt: f64) {
        let moved = Rect { x: self.rect.x + self.speed * dt, ..self.rect };
        if touches_wall(grid, &moved) || !floor_ahead(grid, &moved, self.speed > 0.0) {
            self.speed = -self.speed;
        } else {
            self.rect = moved;
        }
    }

    /// The `tiny` monster, moved by the world: takes its body's box and
    /// speed, while the body is there.
    pub(crate) fn follow(&mut self, body: Option<&Body>) {
        if let Some(body) = body {
            *self = Monster::of_body(body);
        }
    }
}

/// `x.floor()` as an integer, with a conversion instead of a call to the
/// C library's `floor` (which the baseline x86-64 target does not inline).
/// Exact for every position a level can hold.
#[inline]
fn floor(x: f64) -> i64 {
    let i = x as i64;
    i - ((i as f64) > x) as i64
}

/// True when something to stand on lies under the leading bottom corner.
fn floor_ahead(grid: &Grid, rect: &Rect, right: bool) -> bool {
    const INSET: f64 = 1e-9;
    let x = if right { rect.right() - INSET } else { rect.x + INSET };
    let (col, row) = (floor(x), floor(rect.bottom() + INSET));
    if !grid.contains(col, row) {
        return true; // the level's border is a floor
    }
    let tile = grid.tile(col, row);
    tile.blocks() || matches!(tile, ledge_engine::Tile::OneWay | ledge_engine::Tile::Ladder)
}

/// A `tiny` monster's body: one cell at `at`, moving as
/// [`Preset::tiny_entity`] with `|speed|` as its top speed (the game's
/// `maxdx`), patrolling in the direction of `speed`'s sign (none when it
/// is zero).
pub(crate) fn tiny_body(at: Vec2, speed: f64) -> Body {
    let mut body = Body::new(Rect::new(at.x, at.y, 1.0, 1.0), Preset::tiny_entity(speed.abs()).motion);
    body.patrol = true;
    body.input.left = speed < 0.0;
    body.input.right = speed > 0.0;
    start_grounded(&mut body);
    body
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::Tile;

    #[test]
    fn a_monster_paces_its_ledge_without_falling_off() {
        // A 5-cell ledge in the middle of an empty 11-wide room.
        let mut grid = Grid::new(11, 4);
        for x in 3..8 {
            grid.set_tile(x, 3, Tile::Solid);
        }
        let mut monster = Monster::new(Vec2::new(4.0, 2.0), 2.0);
        let (mut min, mut max) = (f64::MAX, f64::MIN);
        for _ in 0..600 {
            monster.walk(&grid, 1.0 / 60.0);
            min = min.min(monster.rect.x);
            max = max.max(monster.rect.right());
        }
        assert!(min >= 3.0 && max <= 8.0, "walked {min}..{max}");
        assert!(min < 3.1 && max > 7.9, "did not use the whole ledge: {min}..{max}");
    }

    #[test]
    fn a_monster_turns_at_a_wall() {
        let mut grid = Grid::new(6, 3);
        for x in 0..6 {
            grid.set_tile(x, 2, Tile::Solid);
        }
        grid.set_tile(4, 1, Tile::Solid);
        grid.set_tile(4, 0, Tile::Solid);
        let mut monster = Monster::new(Vec2::new(1.0, 1.0), 2.0);
        for _ in 0..120 {
            monster.walk(&grid, 1.0 / 60.0);
            assert!(monster.rect.right() <= 4.0);
        }
        assert!(monster.speed < 0.0, "still walking into the wall");
    }
}
