//! The level, drawn as text: the engine's tiles, and the game's own marks
//! for where things start.

use std::fmt;

use ledge_engine::{Grid, Rect, TextError, Tile};

/// The level. `#` rock, `+` spikes, `@` the start, `*` a gem, `_` the
/// plate (two cells), `|` the gate (one column, up to the ceiling), `D` the
/// door's lower cell.
pub const MAP: &str = "
##############################
#...............|............#
#...............|............#
#...............|....*.......#
#.....*.........|............#
#....###........|............#
#...............|............#
#.@.....__......|...++....D..#
##############################
";

/// A level read from its text.
#[derive(Clone, Debug)]
pub struct Level {
    /// The rock and spikes.
    pub grid: Grid,
    /// The cell the player starts in.
    pub start: (u32, u32),
    /// The gems' cells.
    pub gems: Vec<(u32, u32)>,
    /// The plate's box.
    pub plate: Rect,
    /// The gate's box, shut.
    pub gate: Rect,
    /// The door's box.
    pub door: Rect,
}

/// Why a text is no level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelError {
    /// The picture is no grid (a character not in the legend, a short row).
    Text(TextError),
    /// A mark every level needs is not in it: `@`, `_`, `|` or `D`.
    Missing(char),
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LevelError::Text(error) => error.fmt(f),
            LevelError::Missing(mark) => write!(f, "the level has no {mark:?}"),
        }
    }
}

impl std::error::Error for LevelError {}

impl Level {
    /// Reads a level; an unknown character is an error naming its row and
    /// column, a level without a start, plate, gate or door one naming the
    /// mark.
    pub fn parse(text: &str) -> Result<Level, LevelError> {
        let (mut start, mut door, mut gems, mut plate, mut gate) =
            (None, None, Vec::new(), Vec::new(), Vec::new());
        let grid = Grid::from_text_with(text, |c, x, y| {
            match c {
                '@' => start = Some((x, y)),
                '*' => gems.push((x, y)),
                '_' => plate.push((x, y)),
                '|' => gate.push((x, y)),
                'D' => door = Some((x, y)),
                c => return Tile::from_char(c),
            }
            Some(Tile::Empty)
        })
        .map_err(LevelError::Text)?;
        let start = start.ok_or(LevelError::Missing('@'))?;
        let door = door.ok_or(LevelError::Missing('D'))?;
        Ok(Level {
            grid,
            start,
            gems,
            plate: bounds(&plate, 0.75).ok_or(LevelError::Missing('_'))?,
            gate: bounds(&gate, 0.0).ok_or(LevelError::Missing('|'))?,
            door: Rect::new(door.0 as f64, door.1 as f64 - 1.0, 1.0, 2.0),
        })
    }
}

/// The box around `cells`, less `inset` off its top (a plate is a thin
/// slab on the floor); `None` for no cells.
fn bounds(cells: &[(u32, u32)], inset: f64) -> Option<Rect> {
    let x0 = cells.iter().map(|c| c.0).min()? as f64;
    let y0 = cells.iter().map(|c| c.1).min()? as f64;
    let x1 = cells.iter().map(|c| c.0 + 1).max()? as f64;
    let y1 = cells.iter().map(|c| c.1 + 1).max()? as f64;
    Some(Rect::new(x0, y0 + inset, x1 - x0, y1 - y0 - inset))
}
