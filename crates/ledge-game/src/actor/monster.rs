//! Monsters (seed 002's exercise, seed 000's monsters): they walk back and
//! forth, turn at walls and at ledges, die when stomped and kill otherwise.

use ledge_engine::{BodyId, Grid, Rect, Vec2, World};

use super::{floor, touches_wall, Walls};

/// A monster's size, cells (seed 002's exercise: 1.2 by 2).
pub const MONSTER_SIZE: Vec2 = Vec2::new(1.2, 2.0);

/// A walking monster. It does not fall: it walks on the floor it starts on.
/// With the `tiny` preset it is an engine body instead (seed 000's
/// monsters, in `actor/tiny.rs`): it falls, speeds up and slows down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Monster {
    /// Its box, cells.
    pub rect: Rect,
    /// Walking speed, cells/s; positive walks right. For a monster with a
    /// body, its velocity along x.
    pub speed: f64,
    /// The engine body that moves it, when it has one.
    pub(crate) body: Option<BodyId>,
}

impl Monster {
    /// A monster placed in the cell at `cell`, standing on that cell's
    /// bottom (it reaches one cell up and a little into the next column),
    /// walking at `speed` cells/s.
    pub fn new(cell: Vec2, speed: f64) -> Monster {
        Monster { rect: Rect::new(cell.x, cell.y - 1.0, MONSTER_SIZE.x, MONSTER_SIZE.y), speed, body: None }
    }

    /// A monster moved by the engine body `body`, whose box is `rect`.
    pub(crate) fn with_body(body: BodyId, rect: Rect) -> Monster {
        Monster { rect, speed: 0.0, body: Some(body) }
    }

    /// Walks by `speed * dt` unless that would touch a wall or step off
    /// the floor; then turns around instead. A monster with a body was
    /// moved by the world: it takes its box and speed from there.
    pub(crate) fn update(&mut self, walls: Walls, world: &World, dt: f64) {
        if let Some(id) = self.body {
            if let Some(body) = world.body(id) {
                self.rect = body.rect;
                self.speed = body.vel.x;
            }
            return;
        }
        let moved = Rect { x: self.rect.x + self.speed * dt, ..self.rect };
        if touches_wall(walls, &moved) || !floor_ahead(walls.grid, &moved, self.speed > 0.0) {
            self.speed = -self.speed;
        } else {
            self.rect = moved;
        }
    }
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
        let world = World::new(grid.clone(), ledge_engine::Preset::eloquent().world());
        let mut monster = Monster::new(Vec2::new(4.0, 2.0), 2.0);
        let (mut min, mut max) = (f64::MAX, f64::MIN);
        for _ in 0..600 {
            monster.update(Walls::of(&grid), &world, 1.0 / 60.0);
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
        let world = World::new(grid.clone(), ledge_engine::Preset::eloquent().world());
        let mut monster = Monster::new(Vec2::new(1.0, 1.0), 2.0);
        for _ in 0..120 {
            monster.update(Walls::of(&grid), &world, 1.0 / 60.0);
            assert!(monster.rect.right() <= 4.0);
        }
        assert!(monster.speed < 0.0, "still walking into the wall");
    }
}
