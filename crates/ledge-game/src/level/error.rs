//! What can be wrong with a level file, and where.

use std::fmt;

use super::place::Place;

/// A level that could not be loaded: the file, the place when there is one,
/// and what is wrong. Displays as `FILE:LINE:COL: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelError {
    /// The file, as the user named it.
    pub file: String,
    /// Where in the file, when the problem has a place.
    pub place: Option<Place>,
    /// What is wrong.
    pub kind: LevelErrorKind,
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.place {
            Some(Place { line, col }) => write!(f, "{}:{line}:{col}: {}", self.file, self.kind),
            None => write!(f, "{}: {}", self.file, self.kind),
        }
    }
}

impl std::error::Error for LevelError {}

/// What is wrong with a level, with what to do about it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LevelErrorKind {
    /// The file could not be read.
    #[error("cannot read the level: {0}")]
    Io(String),
    /// The file is over [`super::MAX_BYTES`].
    #[error("the file is {size} bytes, over the {limit}-byte limit for a level; is it the right file?")]
    TooBig {
        /// Its size, bytes.
        size: u64,
        /// The limit, bytes.
        limit: u64,
    },
    /// No regular file (a device such as `/dev/zero`, a pipe) that goes on
    /// past [`super::MAX_BYTES`].
    #[error(
        "this is no regular file but a device or a pipe, and it goes on past {limit} bytes, the limit \
         for a level; give a level file"
    )]
    NotAFile {
        /// The limit, bytes.
        limit: u64,
    },
    /// A NUL byte: not a text file.
    #[error("this is a binary file, not a text level (NUL byte at offset {offset})")]
    Binary {
        /// Byte offset from the start of the file.
        offset: usize,
    },
    /// Bytes that are not UTF-8.
    #[error("the file is not UTF-8 text (invalid byte at offset {offset}); save it as UTF-8")]
    InvalidUtf8 {
        /// Byte offset from the start of the file.
        offset: usize,
    },
    /// No plan at all.
    #[error("the level is empty: draw a plan of rows of equal width, with one player `@` and at least one coin `o`")]
    Empty,
    /// A character that is not in the legend.
    #[error("unknown character {ch:?} in the plan; the legend is: {legend}")]
    UnknownChar {
        /// The character.
        ch: char,
        /// The legend, for reference.
        legend: String,
    },
    /// Elements that cannot work as drawn: a door with no key, a switch
    /// with no block, a block with no switch.
    #[error("{0}")]
    Elements(crate::element::Misuse),
    /// A moving platform with no empty cell to move into.
    #[error("this moving platform has no room to move: `>` travels along its row and `^` up and down its columns, between the nearest cells that are not empty; leave empty cells beside it")]
    StuckPlatform,
    /// Something in the level that its physics cannot do (moving
    /// platforms with seed 002's or seed 000's physics).
    #[error("{0} (the header's `physics`)")]
    Unsupported(ledge_engine::Unsupported),
    /// A `platforms` value that is not known.
    #[error("`platforms` is `solid` (the default: they carry, push and crush) or `one-way` (jump up through them), not `{value}`")]
    UnknownPlatforms {
        /// The value given.
        value: String,
    },
    /// A row whose width differs from the first row's.
    #[error(
        "row {row} is {len} cells wide, but the first row is {first}; every row must be as wide as the first"
    )]
    Ragged {
        /// Row of the plan, from 1.
        row: usize,
        /// Its width, cells.
        len: usize,
        /// The first row's width, cells.
        first: usize,
    },
    /// The plan has no `@`.
    #[error("the level has no player: put one `@` where the player starts")]
    NoPlayer,
    /// A second `@`.
    #[error("a second player (the first is at line {}, column {}); a level has exactly one `@`", first.line, first.col)]
    SecondPlayer {
        /// Where the first one is.
        first: Place,
    },
    /// A side over [`super::MAX_SIDE`] cells.
    #[error("the plan is more than {limit} cells {side}; split it into several levels")]
    TooLarge {
        /// `wide` or `high`.
        side: &'static str,
        /// The limit, cells.
        limit: usize,
    },
    /// More than [`super::MAX_CELLS`] cells.
    #[error("the plan has more than {limit} cells; split it into several levels")]
    TooManyCells {
        /// The limit, cells.
        limit: usize,
    },
    /// A header line that is not `key: value`.
    #[error("expected a header line `key: value` (or `---` to end the header)")]
    HeaderLine,
    /// A header key that is not known.
    #[error(
        "unknown header key `{key}`; keys are {keys}, and `platform x,y` or `monster x,y` for one object"
    )]
    UnknownKey {
        /// The key.
        key: String,
        /// The keys there are: `name, physics, ...`.
        keys: String,
    },
    /// A `verified` mark that is not one.
    #[error("`verified: {value}` is not a mark: the editor writes 16 hexadecimal digits there when the solver wins the level; remove the line, and verify the level again in the editor (F7)")]
    BadMark {
        /// What was given.
        value: String,
    },
    /// A room of the header's `rooms` that is not one, or does not fit.
    #[error(transparent)]
    Room(#[from] super::RoomError),
    /// The same key twice.
    #[error("`{key}` is given twice in the header")]
    DuplicateKey {
        /// The key.
        key: String,
    },
    /// A `physics` value that names no preset.
    #[error("unknown physics preset `{name}`; presets are {presets}")]
    UnknownPreset {
        /// The value given.
        name: String,
        /// The known names.
        presets: String,
    },
    /// An `outside` value that is not known.
    #[error(
        "`outside` is `solid` (the default), `open-below` (falling out loses the level) or `open`, not `{value}`"
    )]
    UnknownOutside {
        /// The value given.
        value: String,
    },
    /// A header line about one platform or monster that cannot be read or
    /// names nothing.
    #[error("{message}")]
    ObjectLine {
        /// What is wrong, and what is expected.
        message: String,
    },
    /// A `gravity` value that is not known.
    #[error("`gravity` is `on` (the default) or `off` (a top-down level: the player walks in four directions), not `{value}`")]
    UnknownGravity {
        /// The value given.
        value: String,
    },
    /// An item of `wall-edges` or `ceiling-edges` that is not a cell.
    #[error("expected a cell as `x,y` (column and row from 0, the plan's top-left cell is `0,0`), not `{item}`; separate cells with spaces")]
    EdgeCell {
        /// The item given.
        item: String,
    },
    /// An edge's cell outside the plan.
    #[error("the cell {x},{y} is outside the plan, which is {width} cells wide and {height} high (cells count from 0,0)")]
    EdgeOutside {
        /// Column, from 0.
        x: usize,
        /// Row, from 0.
        y: usize,
        /// The plan's width, cells.
        width: u32,
        /// The plan's height, cells.
        height: u32,
    },
    /// A `moves` value that names no set of moves.
    #[error("unknown moves `{value}`; the player's moves are one of {names}")]
    UnknownMoves {
        /// The value given.
        value: String,
        /// The known names.
        names: String,
    },
    /// A `theme` value that names no theme.
    #[error("unknown theme `{value}`; themes are {themes}")]
    UnknownTheme {
        /// The value given.
        value: String,
        /// The known names.
        themes: String,
    },
    /// A header without its closing `---`.
    #[error("the header has no end: put a line `---` between the header and the plan")]
    UnclosedHeader,
}
