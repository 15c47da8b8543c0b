//! The grid world: a rectangle of tiles plus solid edges between cells.

use crate::tile::Kinds;
use crate::{Cells, Rect, Tile};

/// What lies beyond the grid's borders.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
pub enum Outside {
    /// Solid on every side: nothing can leave the map (Eloquent JavaScript's game).
    #[default]
    Solid,
    /// Solid on the left, right and top; empty below, so bodies can fall out.
    OpenBelow,
    /// Empty on every side (the tiny platformer reads outside cells as empty).
    Open,
}

const WALL: u8 = 1;
const CEILING: u8 = 2;

/// A rectangle of [`Tile`]s with optional solid edges (Talle's engine).
///
/// Cell `(x, y)` covers world coordinates `x..x+1` by `y..y+1`. Besides its
/// tile, every cell can carry a *wall* on its left edge and a *ceiling* on its
/// top edge: thin solid lines between cells. Walls exist for `x` in
/// `0..=width` and ceilings for `y` in `0..=height`, so the right and bottom
/// borders can be closed too.
///
/// ```
/// use ledge_engine::{Grid, Tile};
/// let mut grid = Grid::new(4, 3);
/// grid.set_tile(1, 2, Tile::Solid);
/// grid.set_ceiling(3, 2, true);
/// assert_eq!(grid.tile(1, 2), Tile::Solid);
/// assert_eq!(grid.tile(-1, 0), Tile::Solid); // outside is solid by default
/// assert!(grid.ceiling(3, 2));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    width: u32,
    height: u32,
    tiles: Vec<Tile>,
    /// Edge bits for `(width + 1) * (height + 1)` cells.
    edges: Vec<u8>,
    /// Some edge is set: lets the sweep skip edge lookups on plain maps.
    any_edges: bool,
    outside: Outside,
}

impl Grid {
    /// The largest width or height accepted, in cells.
    pub const MAX_SIDE: u32 = 1 << 20;

    /// An empty grid of `width` by `height` cells, solid outside.
    ///
    /// # Panics
    /// When a side is over [`Grid::MAX_SIDE`], or the cell count does not fit
    /// in memory; loaders check sizes before calling this.
    pub fn new(width: u32, height: u32) -> Grid {
        assert!(width <= Self::MAX_SIDE && height <= Self::MAX_SIDE, "grid side over Grid::MAX_SIDE");
        let cells = width as usize * height as usize;
        let edge_cells = (width as usize + 1) * (height as usize + 1);
        Grid {
            width,
            height,
            tiles: vec![Tile::Empty; cells],
            edges: vec![0; edge_cells],
            any_edges: false,
            outside: Outside::Solid,
        }
    }

    /// A grid from its tiles, row by row from the top; `None` when there are
    /// not exactly `width * height` of them or a side is over [`Grid::MAX_SIDE`].
    ///
    /// ```
    /// use ledge_engine::{Grid, Tile};
    /// let grid = Grid::from_tiles(2, 1, vec![Tile::Solid, Tile::Empty]).unwrap();
    /// assert_eq!(grid.tile(0, 0), Tile::Solid);
    /// assert!(Grid::from_tiles(2, 2, vec![Tile::Empty]).is_none());
    /// ```
    pub fn from_tiles(width: u32, height: u32, tiles: Vec<Tile>) -> Option<Grid> {
        let fits = width <= Self::MAX_SIDE && height <= Self::MAX_SIDE;
        if !fits || tiles.len() != width as usize * height as usize {
            return None;
        }
        Some(Grid {
            width,
            height,
            tiles,
            edges: vec![0; (width as usize + 1) * (height as usize + 1)],
            any_edges: false,
            outside: Outside::Solid,
        })
    }

    /// Width in cells.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Height in cells.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// What lies beyond the borders.
    pub fn outside(&self) -> Outside {
        self.outside
    }

    /// Sets what lies beyond the borders.
    pub fn set_outside(&mut self, outside: Outside) {
        self.outside = outside;
    }

    /// True when `(x, y)` is a cell of the grid.
    #[inline]
    pub fn contains(&self, x: i64, y: i64) -> bool {
        // Negative values wrap to huge unsigned ones: one compare per axis.
        (x as u64) < self.width as u64 && (y as u64) < self.height as u64
    }

    /// The tile at `(x, y)`; outside the grid, what [`Outside`] says.
    #[inline]
    pub fn tile(&self, x: i64, y: i64) -> Tile {
        if self.contains(x, y) {
            self.tiles[y as usize * self.width as usize + x as usize]
        } else {
            match self.outside {
                Outside::Solid => Tile::Solid,
                Outside::Open => Tile::Empty,
                Outside::OpenBelow if y >= self.height as i64 => Tile::Empty,
                Outside::OpenBelow => Tile::Solid,
            }
        }
    }

    /// The tiles of columns `x0..x1` in row `y`, when they all lie inside the
    /// grid: one bounds check for the run instead of one per cell.
    #[inline]
    fn row(&self, y: i64, x0: i64, x1: i64) -> Option<&[Tile]> {
        // Negative values wrap to huge unsigned ones, as in `contains`.
        if (y as u64) < self.height as u64 && (x0 as u64) <= (x1 as u64) && (x1 as u64) <= self.width as u64 {
            let start = y as usize * self.width as usize;
            self.tiles.get(start + x0 as usize..start + x1 as usize)
        } else {
            None
        }
    }

    /// The kinds of tile in columns `x0..x1` of row `y`, cells outside the
    /// grid counting as what [`Outside`] says.
    #[inline]
    pub(crate) fn kinds(&self, y: i64, x0: i64, x1: i64) -> Kinds {
        match self.row(y, x0, x1) {
            Some(tiles) => Self::kinds_of_run(tiles),
            None => self.kinds_outside(y, x0, x1),
        }
    }

    /// The kinds of tile in the block of columns `x0..x1` by rows `y0..y1`,
    /// cells outside the grid counting as what [`Outside`] says. A block
    /// inside the grid is checked against the borders once, not per row.
    #[inline]
    pub(crate) fn kinds_in(&self, x0: i64, x1: i64, y0: i64, y1: i64) -> Kinds {
        let inside = (x0 as u64) < (x1 as u64)
            && (x1 as u64) <= self.width as u64
            && (y0 as u64) < (y1 as u64)
            && (y1 as u64) <= self.height as u64;
        if !inside {
            return (y0..y1).fold(Kinds::NONE, |kinds, y| kinds.or(self.kinds(y, x0, x1)));
        }
        let (width, run) = (self.width as usize, (x1 - x0) as usize);
        let run_at = |y: i64| {
            let start = y as usize * width + x0 as usize;
            Self::kinds_of_run(&self.tiles[start..start + run])
        };
        if y1 - y0 <= 2 {
            // The first and last rows are all of a block one or two rows
            // high: reading both (one row twice) spares a branch on the height.
            run_at(y0).or(run_at(y1 - 1))
        } else {
            (y0..y1).fold(Kinds::NONE, |kinds, y| kinds.or(run_at(y)))
        }
    }

    /// The kinds of tile in rows `y0..y1` of column `x`, cells outside the
    /// grid counting as what [`Outside`] says.
    #[inline]
    pub(crate) fn column_kinds(&self, x: i64, y0: i64, y1: i64) -> Kinds {
        let inside =
            (x as u64) < self.width as u64 && (y0 as u64) < (y1 as u64) && (y1 as u64) <= self.height as u64;
        if inside && y1 - y0 <= 3 {
            let width = self.width as usize;
            let at = |y: i64| Kinds::of(self.tiles[y as usize * width + x as usize]);
            // The first, middle and last cells are all of a column one to
            // three cells high: reading them spares a branch on the height.
            at(y0).or(at((y0 + 1).min(y1 - 1))).or(at(y1 - 1))
        } else {
            (y0..y1).fold(Kinds::NONE, |kinds, y| kinds.or(Kinds::of(self.tile(x, y))))
        }
    }

    /// The kinds of tile in a run of cells.
    #[inline]
    fn kinds_of_run(tiles: &[Tile]) -> Kinds {
        match tiles.len() {
            // The first and last cells are all of a run one or two cells
            // wide (most bodies): reading both (one cell twice) spares a
            // branch on the width.
            1 | 2 => Kinds::of(tiles[0]).or(Kinds::of(tiles[tiles.len() - 1])),
            _ => Self::kinds_of(tiles),
        }
    }

    /// The kinds of tile in a longer run.
    #[inline(never)]
    fn kinds_of(tiles: &[Tile]) -> Kinds {
        tiles.iter().fold(Kinds::NONE, |kinds, &tile| kinds.or(Kinds::of(tile)))
    }

    /// [`Grid::kinds`] for a run reaching beyond the borders (rare: kept out
    /// of line).
    #[cold]
    #[inline(never)]
    fn kinds_outside(&self, y: i64, x0: i64, x1: i64) -> Kinds {
        (x0..x1).fold(Kinds::NONE, |kinds, x| kinds.or(Kinds::of(self.tile(x, y))))
    }

    /// Sets the tile at `(x, y)`. Cells outside the grid are ignored.
    pub fn set_tile(&mut self, x: u32, y: u32, tile: Tile) {
        if x < self.width && y < self.height {
            self.tiles[y as usize * self.width as usize + x as usize] = tile;
        }
    }

    /// All tiles, row by row from the top.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    fn edge_index(&self, x: i64, y: i64) -> Option<usize> {
        (x >= 0 && y >= 0 && x <= self.width as i64 && y <= self.height as i64)
            .then(|| y as usize * (self.width as usize + 1) + x as usize)
    }

    fn edge(&self, x: i64, y: i64, bit: u8) -> bool {
        self.edge_index(x, y).is_some_and(|i| self.edges[i] & bit != 0)
    }

    fn set_edge(&mut self, x: u32, y: u32, bit: u8, on: bool) {
        if let Some(i) = self.edge_index(x as i64, y as i64) {
            if on {
                self.edges[i] |= bit;
                self.any_edges = true;
            } else {
                self.edges[i] &= !bit;
                self.any_edges = self.edges.iter().any(|&e| e != 0);
            }
        }
    }

    /// True when cell `(x, y)` has a solid wall on its left edge (the line `x`).
    #[inline]
    pub fn wall(&self, x: i64, y: i64) -> bool {
        y < self.height as i64 && self.edge(x, y, WALL)
    }

    /// True when cell `(x, y)` has a solid ceiling on its top edge (the line `y`).
    #[inline]
    pub fn ceiling(&self, x: i64, y: i64) -> bool {
        x < self.width as i64 && self.edge(x, y, CEILING)
    }

    /// Puts or removes a wall on the left edge of cell `(x, y)`; `x` may equal
    /// the width to close the right border.
    pub fn set_wall(&mut self, x: u32, y: u32, on: bool) {
        if y < self.height {
            self.set_edge(x, y, WALL, on);
        }
    }

    /// Puts or removes a ceiling on the top edge of cell `(x, y)`; `y` may equal
    /// the height to close the bottom border.
    pub fn set_ceiling(&mut self, x: u32, y: u32, on: bool) {
        if x < self.width {
            self.set_edge(x, y, CEILING, on);
        }
    }

    /// The edge bits of every cell, `(width + 1) * (height + 1)` of them.
    #[cfg(feature = "serde")]
    pub(crate) fn edges(&self) -> &[u8] {
        &self.edges
    }

    /// Sets every edge bit at once, after checking their count and bits.
    #[cfg(feature = "serde")]
    pub(crate) fn set_edges(&mut self, edges: Vec<u8>) -> Result<(), String> {
        let cells = (self.width as usize + 1) * (self.height as usize + 1);
        if edges.len() != cells {
            return Err(format!("{} edge cells where the grid has {cells}", edges.len()));
        }
        if let Some(bad) = edges.iter().position(|&e| e & !(WALL | CEILING) != 0) {
            return Err(format!("edge cell {bad} holds {}, not a wall or a ceiling bit", edges[bad]));
        }
        self.any_edges = edges.iter().any(|&e| e != 0);
        self.edges = edges;
        Ok(())
    }

    /// False when no edge is set (lets callers skip edge work on plain maps).
    #[inline]
    pub fn has_edges(&self) -> bool {
        self.any_edges
    }

    /// Eloquent JavaScript's game's `touches` exactly: true when any cell the rectangle
    /// covers by its rounding ([`Cells::touched`]) matches `pred`.
    /// Cells outside the grid count as what [`Outside`] says.
    #[inline]
    pub fn touches_exact(&self, rect: &Rect, pred: impl Fn(Tile) -> bool) -> bool {
        Cells::touched(rect).iter().any(|(x, y)| pred(self.tile(x, y)))
    }

    /// True when the rectangle covers ([`Cells::covered`]) any cell whose
    /// tile matches `pred`; cells outside the grid count as what
    /// [`Outside`] says.
    pub fn touches(&self, rect: &Rect, pred: impl Fn(Tile) -> bool) -> bool {
        Cells::covered(rect).iter().any(|(x, y)| pred(self.tile(x, y)))
    }

    /// Eloquent JavaScript's game's `touches` for walls, with its rounding
    /// ([`Cells::touched`]): a blocking tile in a cell the rectangle covers,
    /// or an edge (Talle's engine) strictly inside it; and, with `above_line`, a
    /// one-way floor in a row at or below that line (a box falling onto a
    /// floor it was above).
    #[inline]
    pub fn touches_wall_exact(&self, rect: &Rect, above_line: Option<f64>) -> bool {
        let Cells { x0, x1, y0, y1 } = Cells::touched(rect);
        let edges = self.has_edges();
        for y in y0..y1 {
            for x in x0..x1 {
                let tile = self.tile(x, y);
                if tile.blocks() {
                    return true;
                }
                if tile == Tile::OneWay && above_line.is_some_and(|bottom| bottom <= y as f64) {
                    return true;
                }
                let wall_inside = x > x0 && self.wall(x, y);
                let ceiling_inside = y > y0 && self.ceiling(x, y);
                if edges && (wall_inside || ceiling_inside) {
                    return true;
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outside_follows_the_policy() {
        let mut grid = Grid::new(2, 2);
        assert_eq!(grid.tile(0, -1), Tile::Solid);
        grid.set_outside(Outside::OpenBelow);
        assert_eq!(grid.tile(0, 2), Tile::Empty);
        assert_eq!(grid.tile(-1, 0), Tile::Solid);
        grid.set_outside(Outside::Open);
        assert_eq!(grid.tile(-1, 0), Tile::Empty);
    }

    #[test]
    fn edges_can_close_the_right_and_bottom_borders() {
        let mut grid = Grid::new(2, 2);
        grid.set_wall(2, 1, true);
        grid.set_ceiling(1, 2, true);
        assert!(grid.wall(2, 1) && grid.ceiling(1, 2));
        assert!(!grid.wall(2, 0) && !grid.ceiling(0, 2));
        grid.set_wall(2, 1, false);
        assert!(!grid.wall(2, 1));
    }

    #[test]
    fn a_side_on_a_grid_line_does_not_touch_the_next_cell() {
        let mut grid = Grid::new(3, 1);
        grid.set_tile(2, 0, Tile::Hazard);
        assert!(!grid.touches(&Rect::new(1.0, 0.0, 1.0, 1.0), |t| t == Tile::Hazard));
        assert!(grid.touches(&Rect::new(1.01, 0.0, 1.0, 1.0), |t| t == Tile::Hazard));
    }
}
