//! What can be wrong with an editor's level file, and where.

use std::fmt;

/// A level that could not be loaded from an editor's file: the file, the
/// place in it when there is one, and what is wrong.
///
/// Displays as `FILE:LINE:COL: message` for syntax errors, and as
/// `FILE: layer "Ground", cell (3, 4): message` or `FILE: message` for
/// problems with the content.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// The file, as the user named it (or as the level names it, for an
    /// external tileset or level file).
    pub file: String,
    /// Where in the file.
    pub place: Location,
    /// What is wrong.
    pub kind: ErrorKind,
}

impl FormatError {
    /// An error about `file` as a whole.
    pub(crate) fn new(file: impl Into<String>, kind: ErrorKind) -> FormatError {
        FormatError { file: file.into(), place: Location::File, kind }
    }

    /// The same error, at `place`.
    pub(crate) fn at(mut self, place: Location) -> FormatError {
        self.place = place;
        self
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.place {
            Location::File => write!(f, "{}: {}", self.file, self.kind),
            Location::Text { line, col } => write!(f, "{}:{line}:{col}: {}", self.file, self.kind),
            place => write!(f, "{}: {place}: {}", self.file, self.kind),
        }
    }
}

impl std::error::Error for FormatError {}

/// A location in an editor's file: where a problem is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// The file as a whole.
    File,
    /// A line and column, from 1 (JSON and XML syntax errors).
    Text {
        /// Line, from 1.
        line: usize,
        /// Column, from 1.
        col: usize,
    },
    /// A layer, and a cell of it when the problem is in one.
    Layer {
        /// The layer's name.
        layer: String,
        /// Column and row of the cell, from 0.
        cell: Option<(u32, u32)>,
    },
    /// An object (Tiled) or entity (LDtk) of a layer.
    Object {
        /// The layer's name.
        layer: String,
        /// The object's name, type or id.
        object: String,
    },
    /// Any other named part: a tileset, a level of a project, a field.
    Part(String),
    /// A place within a named part: a layer of a project's level.
    Within {
        /// The part, as [`Location::Part`] names it (`level "Level_1"`).
        part: String,
        /// The place in it.
        place: Box<Location>,
    },
}

impl Location {
    /// This place within the part `part` (a [`Location::Part`]), or the
    /// part itself when this is the file as a whole.
    pub(crate) fn within(self, part: &Location) -> Location {
        match (self, part) {
            (place, Location::Part(part)) if place != Location::File => {
                Location::Within { part: part.clone(), place: Box::new(place) }
            }
            (Location::File, part) => part.clone(),
            (place, _) => place,
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::File => write!(f, "the file"),
            Location::Text { line, col } => write!(f, "line {line}, column {col}"),
            Location::Layer { layer, cell: None } => write!(f, "layer {layer:?}"),
            Location::Layer { layer, cell: Some((x, y)) } => write!(f, "layer {layer:?}, cell ({x}, {y})"),
            Location::Object { layer, object } => write!(f, "layer {layer:?}, object {object}"),
            Location::Part(part) => write!(f, "{part}"),
            Location::Within { part, place } => write!(f, "{part}, {place}"),
        }
    }
}

/// What is wrong, with what to do about it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The file could not be read.
    #[error("cannot read the file: {0}")]
    Io(String),
    /// The file is over its limit ([`crate::MAX_FILE_BYTES`],
    /// [`crate::MAX_MAPPING_BYTES`]).
    #[error("the file is {size} bytes, over the {limit}-byte limit for {what}; is it the right file?")]
    TooBig {
        /// Its size, bytes.
        size: u64,
        /// The limit, bytes.
        limit: u64,
        /// What the file should be: `a level file`, `a mapping file`.
        what: &'static str,
    },
    /// No regular file (a device such as `/dev/zero`, a pipe) that goes on
    /// past the limit.
    #[error(
        "this is no regular file but a device or a pipe, and it goes on past {limit} bytes, the limit \
         for {what}; give {what}"
    )]
    NotAFile {
        /// The limit, bytes.
        limit: u64,
        /// What the file should be: `a level file`, `a mapping file`.
        what: &'static str,
    },
    /// The extension names no format Ledge reads.
    #[error("unknown level format `{extension}`: Ledge reads .txt plans, Tiled .tmx, .tmj and .json maps and .world files, and LDtk .ldtk projects")]
    UnknownFormat {
        /// The extension, or an empty string.
        extension: String,
    },
    /// Not well-formed JSON, XML or TOML.
    #[error("malformed {format}: {message}")]
    Syntax {
        /// `JSON`, `XML` or `TOML`.
        format: &'static str,
        /// The parser's message.
        message: String,
    },
    /// Well-formed, but not what the format says: a missing or wrongly
    /// typed field, data of the wrong length, a value out of range.
    #[error("{0}")]
    Invalid(String),
    /// Something the format allows that Ledge does not read.
    #[error("{0}")]
    Unsupported(String),
    /// A file the level refers to (a tileset, a level of a project) is not there.
    #[error("the file `{path}` it refers to does not exist (looked for `{resolved}`)")]
    Missing {
        /// The path, as the level gives it.
        path: String,
        /// Where it leads, from the folder Ledge was run in.
        resolved: Box<str>,
    },
    /// A file the level refers to is named but cannot be read: a symbolic
    /// link in a loop or to nothing.
    #[error("the file `{path}` it refers to cannot be read: {why}")]
    Unreadable {
        /// The path, as the level gives it.
        path: String,
        /// Why, and what to do.
        why: String,
    },
    /// A file the level refers to lies outside the project's root (see
    /// `docs/levels.md`, "Files a level refers to").
    #[error("{0}")]
    OutsideRoot(Box<Outside>),
    /// A file the level refers to lies in a hidden folder or is hidden.
    #[error(
        "the file `{path}` it refers to, `{resolved}`, is hidden or in a hidden folder, which a level does \
         not read; move it to a folder whose name does not start with `.`"
    )]
    Hidden {
        /// The path, as the level gives it.
        path: String,
        /// Where it leads, symbolic links followed.
        resolved: Box<str>,
    },
    /// A file the level refers to as one kind of file is named as another.
    #[error("the file `{path}` it refers to should be {what}, and is not named as one; point it at one")]
    WrongKind {
        /// The path, as the level gives it.
        path: String,
        /// What the level takes it for: `a tileset (.tsx, .tsj, .json)`.
        what: &'static str,
    },
    /// The level is bigger than Ledge plays.
    #[error("the level is {width}x{height} cells; Ledge plays levels of at most {max_side} cells a side and {max_cells} cells in all")]
    TooLarge {
        /// Width, cells.
        width: u64,
        /// Height, cells.
        height: u64,
        /// [`ledge_game::MAX_SIDE`].
        max_side: usize,
        /// [`ledge_game::MAX_CELLS`].
        max_cells: usize,
    },
    /// The level places no player (a level of a project left out for it).
    #[error("the level has no player: {0}")]
    NoPlayer(String),
    /// A level of a project that was left out while the others load.
    #[error("left out, the project's other levels load: {why}; `{chosen}` names this level alone")]
    LeftOut {
        /// Why it was left out.
        why: Box<ErrorKind>,
        /// The project and the level, as `FILE#Level` to give to a command.
        chosen: String,
    },
    /// The level places more than one player.
    #[error(
        "a second player: {why} (the first is {first}); a level has exactly one: rename or retype \
         one of them, or map its name to another actor in a mapping file ([objects])"
    )]
    SecondPlayer {
        /// Where the first one is.
        first: String,
        /// Why this one counts as a player: the name it has and who reads
        /// it so (the conventions or the mapping file).
        why: Box<str>,
    },
}

/// A file a level refers to that lies outside its project.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the file `{path}` it refers to, `{resolved}`, lies outside the level's project `{root}`; a level \
     reads files inside its project only (the highest of the folder above the level's, the nearest \
     folder up holding a .tiled-project or an .ldtk project, and the nearest holding .git): move the \
     file into the project"
)]
pub struct Outside {
    /// The path, as the level gives it.
    pub path: String,
    /// Where it leads, symbolic links followed.
    pub resolved: String,
    /// The project's root.
    pub root: String,
}

/// Where `offset` (bytes from the start) lies in `text`: line and column
/// (in characters), from 1.
pub(crate) fn text_place(text: &[u8], offset: usize) -> Location {
    let before = &text[..offset.min(text.len())];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let col = String::from_utf8_lossy(&before[start..]).chars().count() + 1;
    Location::Text { line, col }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_display_as_designers_read_them() {
        let e = FormatError::new("a.tmx", ErrorKind::Invalid("bad".into()));
        assert_eq!(e.to_string(), "a.tmx: bad");
        let cell = Location::Layer { layer: "Ground".into(), cell: Some((3, 4)) };
        assert_eq!(e.clone().at(cell).to_string(), "a.tmx: layer \"Ground\", cell (3, 4): bad");
        assert_eq!(e.at(Location::Text { line: 2, col: 7 }).to_string(), "a.tmx:2:7: bad");
    }

    #[test]
    fn text_places_count_lines_and_characters() {
        assert_eq!(text_place("ab\ncd\u{e9}f".as_bytes(), 7), Location::Text { line: 2, col: 4 });
        assert_eq!(text_place(b"", 5), Location::Text { line: 1, col: 1 });
    }
}
