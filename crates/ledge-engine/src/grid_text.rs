//! A grid drawn as text: one character a cell, one line a row.

use std::fmt;

use crate::{Grid, Tile};

/// Why a text picture is no grid ([`Grid::from_text`]). Rows and columns
/// count from 1 within the picture: its first row is its first line that
/// is not blank, and a row's first column its first character after the
/// indentation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextError {
    /// The picture has no row.
    Empty,
    /// A row is longer or shorter than the first.
    Ragged {
        /// The row, from 1.
        row: usize,
        /// Its length, in characters.
        len: usize,
        /// The first row's length.
        width: usize,
    },
    /// A character the legend has no tile for.
    Unknown {
        /// The row, from 1.
        row: usize,
        /// The column, from 1.
        column: usize,
        /// The character.
        found: char,
    },
    /// The picture is wider or taller than [`Grid::MAX_SIDE`].
    TooLarge,
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextError::Empty => write!(f, "the picture has no row"),
            TextError::Ragged { row, len, width } => {
                write!(f, "row {row}: {len} characters where the first row has {width}")
            }
            TextError::Unknown { row, column, found } => {
                write!(f, "row {row}, column {column}: {found:?} is not in the legend")
            }
            TextError::TooLarge => write!(f, "the picture is over {} cells on a side", Grid::MAX_SIDE),
        }
    }
}

impl std::error::Error for TextError {}

impl Grid {
    /// A grid from a text picture, one character a cell in the legend of
    /// [`Tile::from_char`] (`.` empty, `#` solid, `~` ice, `+` hazard, `-`
    /// one-way, `H` ladder, `/` `\` 45-degree slopes, `r` `R` `l` `L`
    /// 22.5-degree halves), solid outside. Blank lines before and after
    /// the picture and the indentation of every line are left out, so a
    /// picture can sit indented in a string literal (or be written a
    /// quoted row a line with `concat!`, as here).
    ///
    /// ```
    /// use ledge_engine::{Grid, TextError, Tile};
    /// let grid = Grid::from_text(concat!(
    ///     "#......#\n",
    ///     "#..--..#\n",
    ///     "#/....\\#\n",
    ///     "########\n",
    /// ))
    /// .unwrap();
    /// assert_eq!((grid.width(), grid.height()), (8, 4));
    /// assert_eq!(grid.tile(3, 1), Tile::OneWay);
    /// assert_eq!(grid.tile(1, 2), Tile::SlopeUpRight);
    ///
    /// let bad = Grid::from_text("#..#\n#.x#").unwrap_err();
    /// assert_eq!(bad, TextError::Unknown { row: 2, column: 3, found: 'x' });
    /// assert_eq!(bad.to_string(), "row 2, column 3: 'x' is not in the legend");
    /// ```
    pub fn from_text(text: &str) -> Result<Grid, TextError> {
        Grid::from_text_with(text, |c, _, _| Tile::from_char(c))
    }

    /// [`Grid::from_text`] with the game's own legend: `legend` gets each
    /// character with its cell `(x, y)` (from 0, as the grid counts) and
    /// gives its tile, or `None` for a character it does not know. A
    /// game's markers (the player's start, a goal) are found on the way.
    ///
    /// ```
    /// use ledge_engine::{Grid, Tile};
    /// let mut start = None;
    /// let grid = Grid::from_text_with("#@.\n###", |c, x, y| match c {
    ///     '@' => {
    ///         start = Some((x, y));
    ///         Some(Tile::Empty)
    ///     }
    ///     c => Tile::from_char(c),
    /// })
    /// .unwrap();
    /// assert_eq!(start, Some((1, 0)));
    /// assert_eq!(grid.tile(1, 1), Tile::Solid);
    /// ```
    pub fn from_text_with(
        text: &str,
        mut legend: impl FnMut(char, u32, u32) -> Option<Tile>,
    ) -> Result<Grid, TextError> {
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        let first = lines.iter().position(|l| !l.is_empty()).ok_or(TextError::Empty)?;
        let last = lines.iter().rposition(|l| !l.is_empty()).unwrap_or(first);
        let rows = &lines[first..=last];
        let width = rows[0].chars().count();
        let side =
            |n: usize| u32::try_from(n).ok().filter(|&n| n <= Grid::MAX_SIDE).ok_or(TextError::TooLarge);
        let (w, h) = (side(width)?, side(rows.len())?);
        let mut tiles = Vec::with_capacity(width * rows.len());
        for (y, row) in rows.iter().enumerate() {
            let len = row.chars().count();
            if len != width {
                return Err(TextError::Ragged { row: y + 1, len, width });
            }
            for (x, found) in row.chars().enumerate() {
                let tile = legend(found, x as u32, y as u32);
                tiles.push(tile.ok_or(TextError::Unknown { row: y + 1, column: x + 1, found })?);
            }
        }
        Grid::from_tiles(w, h, tiles).ok_or(TextError::TooLarge)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tile_reads_from_its_character() {
        let grid = Grid::from_text(".#~+-H/\\rRlL").unwrap();
        let read: Vec<Tile> = grid.tiles().to_vec();
        assert_eq!(read, Tile::ALL);
    }

    #[test]
    fn a_ragged_or_empty_picture_says_what_is_wrong() {
        let err = Grid::from_text("  ###\n  #.\n").unwrap_err();
        assert_eq!(err, TextError::Ragged { row: 2, len: 2, width: 3 });
        assert_eq!(err.to_string(), "row 2: 2 characters where the first row has 3");
        assert_eq!(Grid::from_text(" \n\n  ").unwrap_err(), TextError::Empty);
        // A blank line inside the picture is a row of its own: too short.
        assert_eq!(Grid::from_text("##\n\n##").unwrap_err(), TextError::Ragged { row: 2, len: 0, width: 2 });
    }
}
