//! Pushing a body out of the solids it was put in: a level, an editor or a
//! game may place a body where a wall is, and it would stay stuck there
//! (every move out of a solid is a move into it). The world moves it to
//! the nearest place where it overlaps no solid:
//! 1. is it stuck: does its box overlap a solid or ice block, a solid edge
//!    inside the box, or a solid platform (slopes do not count: standing
//!    on one puts the box partly inside its cell);
//! 2. the places to try: the box moved so that a side lies on a grid line
//!    within [`REACH`] cells, along x, along y, or both;
//! 3. the nearest of them that is free, the least moved first (upward
//!    first among equals, then leftward);
//! 4. when none is, the body is wedged ([`crate::Body::is_wedged`]): it
//!    stays where it is, in every update order, until the solid goes.

use crate::{BodyId, Rect, World};

/// How far a body is looked for a free place, cells.
const REACH: i64 = 4;

impl World {
    /// Moves the body `id` to the nearest place where it overlaps no solid,
    /// when it is inside one. Returns true when it moved. [`World::add_body`]
    /// does it for every body it adds; a game that moves a body by hand
    /// calls it after.
    ///
    /// ```
    /// use ledge_engine::{Body, Grid, Preset, Rect, Tile, World};
    /// let mut grid = Grid::new(6, 6);
    /// for x in 0..6 {
    ///     grid.set_tile(x, 4, Tile::Solid);
    ///     grid.set_tile(x, 5, Tile::Solid);
    /// }
    /// let preset = Preset::ledge();
    /// let mut world = World::new(grid, preset.world());
    /// // Placed with its feet half a cell into the floor.
    /// let id = world.add_body(Body::new(Rect::new(2.0, 3.0, 0.8, 1.5), preset.motion));
    /// assert_eq!(world.body(id).unwrap().rect.bottom(), 4.0);
    /// ```
    pub fn push_out(&mut self, id: BodyId) -> bool {
        let Some(rect) = self.body(id).map(|b| b.rect) else { return false };
        // 1.
        let stuck = |r: &Rect| self.space().overlaps_solid(r, false);
        if !stuck(&rect) {
            if let Some(body) = self.body_mut(id) {
                body.state.wedged = false;
            }
            return false;
        }
        // 2.
        let moves = |from: f64, size: f64| {
            let mut moves = vec![0.0];
            for line in from.floor() as i64 - REACH..=(from + size).ceil() as i64 + REACH {
                moves.push(line as f64 - from);
                moves.push(line as f64 - (from + size));
            }
            moves
        };
        let (xs, ys) = (moves(rect.x, rect.w), moves(rect.y, rect.h));
        let mut tries: Vec<(f64, f64)> =
            xs.iter().flat_map(|&dx| ys.iter().map(move |&dy| (dx, dy))).collect();
        // 3.
        tries.sort_by(|a, b| {
            let cost = |&(dx, dy): &(f64, f64)| dx * dx + dy * dy;
            cost(a).total_cmp(&cost(b)).then(a.1.total_cmp(&b.1)).then(a.0.total_cmp(&b.0))
        });
        let free = tries
            .into_iter()
            .map(|(dx, dy)| Rect { x: rect.x + dx, y: rect.y + dy, ..rect })
            .find(|r| !stuck(r));
        let Some(body) = self.body_mut(id) else { return false };
        // 4.
        body.state.wedged = free.is_none();
        match free {
            Some(free) => {
                body.rect = free;
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Body, Grid, Input, Preset, Rect, Tile, World};

    /// Issue 26: a `tiny` body wedged in a wall fell through every solid
    /// below it and out of the level (570 cells down after 600 steps).
    #[test]
    fn a_wedged_body_is_held_still_in_every_preset() {
        for name in Preset::NAMES {
            let preset = Preset::by_name(name).unwrap();
            let mut grid = Grid::new(3, 3);
            for (x, y) in (0..3).flat_map(|x| (0..3).map(move |y| (x, y))) {
                grid.set_tile(x, y, Tile::Solid);
            }
            let mut world = World::new(grid, preset.world());
            let start = Rect::new(1.0, 1.0, 1.0, 1.0);
            let id = world.add_body(Body::new(start, preset.motion));
            assert!(world.body(id).unwrap().is_wedged(), "{name}");
            for input in [Input::default(), Input { left: true, jump: true, ..Input::default() }] {
                world.body_mut(id).unwrap().input = input;
                for _ in 0..600 {
                    world.step();
                }
                assert_eq!(world.body(id).unwrap().rect, start, "{name}");
            }
            // Once the wall goes, it falls onto the floor below.
            world.grid_mut().set_tile(1, 1, Tile::Empty);
            world.body_mut(id).unwrap().input = Input::default();
            for _ in 0..60 {
                world.step();
            }
            let body = world.body(id).unwrap();
            assert!(!body.is_wedged(), "{name}");
            assert_eq!(body.rect.bottom(), 2.0, "{name}");
        }
    }

    #[test]
    fn a_body_pushed_out_is_not_wedged() {
        let preset = Preset::tiny();
        let mut grid = Grid::new(3, 3);
        grid.set_tile(1, 1, Tile::Solid);
        let mut world = World::new(grid, preset.world());
        let id = world.add_body(Body::new(Rect::new(1.0, 1.0, 1.0, 1.0), preset.motion));
        let body = world.body(id).unwrap();
        assert!(!body.is_wedged());
        assert_eq!(body.rect, Rect::new(1.0, 0.0, 1.0, 1.0));
    }
}
