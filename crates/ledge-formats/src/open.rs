//! Opening a level by the name a player or a designer gives it: an editor's
//! file (Tiled or LDtk, by its extension), a text plan, or a level of the
//! built-in pack.

use std::path::Path;

use ledge_game::{pack, Level, LevelError};

use crate::part_file::part_of_a_level;
use crate::{Format, FormatError};

/// A level that could not be opened. Displays as `FILE:place: message`.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// A text plan's problem.
    #[error(transparent)]
    Plan(LevelError),
    /// An editor's file's problem.
    #[error(transparent)]
    Editor(FormatError),
    /// A file that is part of a level (an LDtk level file, a Tiled tileset
    /// or template) given as the level.
    #[error("{name}: this is {what}, not a level; {instead}")]
    PartOfALevel {
        /// The file, as named.
        name: String,
        /// What it is.
        what: &'static str,
        /// Which file to give instead.
        instead: String,
    },
    /// A mapping file given for a level that is no editor's.
    #[error(
        "{name}: --mapping applies to Tiled (.tmx, .tmj, .json, .world) and LDtk (.ldtk) levels, \
         and this is a text plan or a built-in level"
    )]
    MappingWithoutEditor {
        /// The level, as named.
        name: String,
    },
}

/// Opens the level `name` names: an editor's file when its extension is
/// `.tmx`, `.tmj`, `.json`, `.ldtk` or `.world` (read by [`crate::load`]:
/// a project's first playable level; [`open_all`] opens them all; with the
/// mapping file at `mapping`, else the one beside it, if any); a text plan
/// when a file exists at that path; else the built-in level with that name
/// or number.
///
/// ```
/// let level = ledge_formats::open("first-steps", None).unwrap();
/// assert_eq!(level.name, "First Steps");
/// assert_eq!(ledge_formats::open("1", None).unwrap().name, level.name);
///
/// let error = ledge_formats::open("no-such-level.txt", None).unwrap_err();
/// assert!(error.to_string().starts_with("no-such-level.txt: "));
/// ```
pub fn open(name: &str, mapping: Option<&Path>) -> Result<Level, LoadError> {
    open_noting(name, mapping).map(|imported| imported.level)
}

/// A level opened by [`open_noting`], with what was left out of its file.
#[derive(Clone, Debug)]
pub struct Imported {
    /// The level.
    pub level: Level,
    /// The levels of its project left out, each with why (see
    /// [`crate::Loaded::left_out`]); empty for anything but a project.
    pub left_out: Vec<FormatError>,
    /// What its file leaves out that may have been meant to play (see
    /// [`crate::Loaded::notes`]); empty for a text plan.
    pub notes: Vec<String>,
}

/// Every level `name` names, in order, as a pack plays them: each level of
/// an LDtk project (in world order) or of a Tiled world (in its order), else
/// the one level [`open`] opens; with what was left out.
#[derive(Clone, Debug)]
pub struct Opened {
    /// The levels, at least one.
    pub levels: Vec<Level>,
    /// How to name each level alone, in the same order (`FILE#Level`, a
    /// world's map's file, or `name` itself), for replays and messages.
    pub names: Vec<String>,
    /// The levels of its project left out, each with why.
    pub left_out: Vec<FormatError>,
    /// What its files leave out that may have been meant to play.
    pub notes: Vec<String>,
}

/// Opens every level `name` names (see [`Opened`]): what `ledge check` reports
/// and `ledge play` plays for a project.
///
/// ```
/// let opened = ledge_formats::open_all("hop", None).unwrap();
/// assert_eq!((opened.levels.len(), opened.names[0].as_str()), (1, "hop"));
/// ```
pub fn open_all(name: &str, mapping: Option<&Path>) -> Result<Opened, LoadError> {
    let path = Path::new(name);
    if Format::of(path).is_some() {
        let crate::Loaded { levels, names, left_out, notes } =
            crate::load_all(path, mapping).map_err(LoadError::Editor)?;
        return Ok(Opened { levels, names, left_out, notes });
    }
    let level = open(name, mapping)?;
    Ok(Opened { levels: vec![level], names: vec![name.to_string()], left_out: Vec::new(), notes: Vec::new() })
}

/// Opens the level `name` names, as [`open`] does, and says which levels
/// of its project were left out and what its file leaves out, for
/// `ledge check` to tell.
pub fn open_noting(name: &str, mapping: Option<&Path>) -> Result<Imported, LoadError> {
    let path = Path::new(name);
    let alone = |level| Imported { level, left_out: Vec::new(), notes: Vec::new() };
    if Format::of(path).is_some() {
        let crate::Loaded { levels, left_out, notes, .. } =
            crate::load_all(path, mapping).map_err(LoadError::Editor)?;
        let level = levels.into_iter().next().ok_or_else(|| LoadError::Editor(crate::no_level(name)))?;
        return Ok(Imported { level, left_out, notes });
    }
    if let Some((what, instead)) = part_of_a_level(path).filter(|_| path.is_file()) {
        return Err(LoadError::PartOfALevel { name: name.to_string(), what, instead });
    }
    if mapping.is_some() {
        return Err(LoadError::MappingWithoutEditor { name: name.to_string() });
    }
    if !path.exists() {
        if let Some(built_in) = pack::find(name) {
            return Ok(alone(built_in.level()));
        }
    }
    Level::load(path).map(alone).map_err(LoadError::Plan)
}
