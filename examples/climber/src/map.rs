//! The level: a text map turned into the engine's grid, the player's start
//! and the goal.

use ledge_engine::{Grid, TextError, Tile, Vec2};

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
    /// The picture is no grid: empty, ragged, or with a character the
    /// legend does not know (the engine's error says where).
    Text(TextError),
    /// No `@` marks the player's start, or no `G` the goal.
    Missing(char),
}

impl std::fmt::Display for MapError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MapError::Text(err) => write!(f, "{err} (the legend: # . - ^ @ G)"),
            MapError::Missing(c) => write!(f, "the map needs one '{c}'"),
        }
    }
}

impl std::error::Error for MapError {}

impl Map {
    /// Reads a map: `#` wall, `-` one-way floor, `^` spikes, `@` the
    /// player's start, `G` the goal, `.` air. Blank lines around it and
    /// the indentation of its lines are ignored.
    pub fn parse(map: &str) -> Result<Map, MapError> {
        let (mut start, mut goal) = (None, None);
        let grid = Grid::from_text_with(map, |c, x, y| match c {
            '#' | '-' | '.' => Tile::from_char(c),
            '^' => Some(Tile::Hazard),
            '@' => {
                start = Some(Vec2::new(x as f64 + 0.5, y as f64 + 1.0));
                Some(Tile::Empty)
            }
            'G' => {
                goal = Some((x as i64, y as i64));
                Some(Tile::Empty)
            }
            _ => None,
        })
        .map_err(MapError::Text)?;
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
        let unknown = Map::parse("#@G\n#x#").unwrap_err();
        assert_eq!(unknown, MapError::Text(TextError::Unknown { row: 2, column: 2, found: 'x' }));
        assert_eq!(
            unknown.to_string(),
            "row 2, column 2: 'x' is not in the legend (the legend: # . - ^ @ G)"
        );
        assert_eq!(
            Map::parse("#@G\n##").unwrap_err(),
            MapError::Text(TextError::Ragged { row: 2, len: 2, width: 3 })
        );
        assert_eq!(Map::parse("#@#").unwrap_err(), MapError::Missing('G'));
    }
}
