//! The level: a text map turned into the engine's grid, the player's start
//! and the goal.

use ledge_engine::{Grid, Tile, Vec2};

/// The level the game opens: a shaft to climb by wall jumps, a gap over
/// spikes too wide to jump without a dash, and the goal on the far ledge.
pub const MAP: &str = "
##############################
#............................#
#............................#
#............................#
#.....................G......#
#...................#####....#
#...#...######...............#
#...#...#....................#
#...#...#....................#
#...#...#....................#
#...#...#....................#
#...#.@.#^^^^^^^^^^^^^^^^^^^^#
##############################
";

/// A level read from a text map.
#[derive(Clone, Debug)]
pub struct Map {
    /// The tiles.
    pub grid: Grid,
    /// Where the player's feet start: the middle of the bottom of its cell.
    pub start: Vec2,
    /// The goal's cell.
    pub goal: (i64, i64),
}

/// A map the game cannot play.
#[derive(Debug, PartialEq, Eq)]
pub enum MapError {
    /// The map has no rows.
    Empty,
    /// A row is longer or shorter than the first (its line, from 1).
    Ragged(usize),
    /// A character the legend does not know, at line and column (from 1).
    Unknown(char, usize, usize),
    /// No `@` marks the player's start, or no `G` the goal.
    Missing(char),
}

impl std::fmt::Display for MapError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MapError::Empty => write!(f, "the map has no rows"),
            MapError::Ragged(line) => write!(f, "line {line}: every row must be as long as the first"),
            MapError::Unknown(c, line, col) => {
                write!(f, "line {line}, column {col}: '{c}' is not in the legend (# . - ^ @ G)")
            }
            MapError::Missing(c) => write!(f, "the map needs one '{c}'"),
        }
    }
}

impl std::error::Error for MapError {}

impl Map {
    /// Reads a map: `#` wall, `-` one-way floor, `^` spikes, `@` the
    /// player's start, `G` the goal, `.` air. Blank lines around it are
    /// ignored.
    pub fn parse(map: &str) -> Result<Map, MapError> {
        let rows: Vec<&str> = map.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
        let width = rows.first().ok_or(MapError::Empty)?.chars().count();
        let mut grid = Grid::new(width as u32, rows.len() as u32);
        let (mut start, mut goal) = (None, None);
        for (y, row) in rows.iter().enumerate() {
            if row.chars().count() != width {
                return Err(MapError::Ragged(y + 1));
            }
            for (x, c) in row.chars().enumerate() {
                let tile = match c {
                    '#' => Tile::Solid,
                    '-' => Tile::OneWay,
                    '^' => Tile::Hazard,
                    '.' => Tile::Empty,
                    '@' => {
                        start = Some(Vec2::new(x as f64 + 0.5, y as f64 + 1.0));
                        Tile::Empty
                    }
                    'G' => {
                        goal = Some((x as i64, y as i64));
                        Tile::Empty
                    }
                    _ => return Err(MapError::Unknown(c, y + 1, x + 1)),
                };
                grid.set_tile(x as u32, y as u32, tile);
            }
        }
        Ok(Map {
            grid,
            start: start.ok_or(MapError::Missing('@'))?,
            goal: goal.ok_or(MapError::Missing('G'))?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_level_reads() {
        let level = Map::parse(MAP).unwrap();
        assert_eq!((level.grid.width(), level.grid.height()), (30, 13));
        assert_eq!(level.grid.tile(10, 11), Tile::Hazard);
        assert_eq!((level.start.x, level.start.y, level.goal), (6.5, 12.0, (22, 4)));
    }

    #[test]
    fn a_bad_map_says_where() {
        assert_eq!(Map::parse("#@G\n#x#").unwrap_err(), MapError::Unknown('x', 2, 2));
        assert_eq!(Map::parse("#@G\n##").unwrap_err(), MapError::Ragged(2));
        assert_eq!(Map::parse("#@#").unwrap_err(), MapError::Missing('G'));
    }
}
