//! What the actors bump into: seed 002's `touches`, asked for `"wall"`
//! (lava turns or starts over on it, a monster of the `eloquent` ruleset
//! turns round on it). The rule is the engine's
//! ([`Grid::touches_wall_exact`], with the seed's rounding,
//! [`ledge_engine::Cells::touched`]); the game adds only that no actor leaves
//! the level.
//!
//! ```text
//! Level.prototype.touches = function(pos, size, type) {
//!   let xStart = Math.floor(pos.x);
//!   let xEnd = Math.ceil(pos.x + size.x);
//!   let yStart = Math.floor(pos.y);
//!   let yEnd = Math.ceil(pos.y + size.y);
//!   for (let y = yStart; y < yEnd; y++) {
//!     for (let x = xStart; x < xEnd; x++) {
//!       let isOutside = x < 0 || x >= this.width ||
//!                       y < 0 || y >= this.height;
//!       let here = isOutside ? "wall" : this.rows[y][x];
//!       if (here == type) return true;
//!     }
//!   }
//!   return false;
//! };
//! ```

use ledge_engine::{Cells, Grid, Rect};

/// Seed 002's `level.touches(pos, size, "wall")` for actors: true when the
/// box covers a cell that blocks (a solid, ice or a slope) or crosses an
/// edge ([`Grid::touches_wall_exact`]). Cells outside the level count as
/// walls, whatever the level's `outside`, so that no actor leaves it.
#[inline]
pub(crate) fn touches_wall(grid: &Grid, rect: &Rect) -> bool {
    let Cells { x0, x1, y0, y1 } = Cells::touched(rect);
    let outside = x0 < 0 || y0 < 0 || x1 > grid.width() as i64 || y1 > grid.height() as i64;
    outside || grid.touches_wall_exact(rect, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::Tile;

    /// Seed 002's loop as written, with seed 003's edges strictly inside
    /// the box counting as walls too.
    fn as_the_seed_writes_it(grid: &Grid, rect: &Rect) -> bool {
        let (x0, x1) = (rect.x.floor() as i64, rect.right().ceil() as i64);
        let (y0, y1) = (rect.y.floor() as i64, rect.bottom().ceil() as i64);
        for y in y0..y1 {
            for x in x0..x1 {
                let outside = x < 0 || x >= grid.width() as i64 || y < 0 || y >= grid.height() as i64;
                if outside || grid.tile(x, y).blocks() {
                    return true;
                }
                if (x > x0 && grid.wall(x, y)) || (y > y0 && grid.ceiling(x, y)) {
                    return true;
                }
            }
        }
        false
    }

    proptest::proptest! {
        #[test]
        fn an_actor_touches_a_wall_as_seed_002_says(
            walls in proptest::collection::vec((0u32..8, 0u32..6, 0u8..4), 0..12),
            rect in (-1.5f64..9.0, -1.5f64..7.0, 0.05f64..2.5, 0.05f64..2.5),
            snap in 0u8..3,
        ) {
            let mut grid = Grid::new(8, 6);
            for (x, y, what) in walls {
                match what {
                    0 => grid.set_tile(x, y, Tile::Solid),
                    1 => grid.set_wall(x, y, true),
                    2 => grid.set_ceiling(x, y, true),
                    _ => grid.set_tile(x, y, Tile::OneWay),
                }
            }
            // Sides on grid lines, where the rounding matters, as often as not.
            let (x, y) = match snap {
                0 => (rect.0, rect.1),
                1 => (rect.0.round(), rect.1),
                _ => (rect.0, rect.1.round()),
            };
            let rect = Rect::new(x, y, rect.2, rect.3);
            proptest::prop_assert_eq!(touches_wall(&grid, &rect), as_the_seed_writes_it(&grid, &rect));
        }
    }
}
