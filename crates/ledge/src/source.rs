//! Where a level comes from: a text plan, an editor's file (Tiled or
//! LDtk, by its extension), or the built-in pack.

use std::fmt;
use std::path::Path;

use ledge_formats::{Format, FormatError};
use ledge_game::{pack, Level, LevelError, Script};

use crate::failure::Failure;

/// A level that could not be loaded. Displays as `FILE:place: message`.
#[derive(Debug)]
pub enum LoadError {
    /// A text plan's problem.
    Plan(LevelError),
    /// An editor's file's problem.
    Editor(FormatError),
    /// A mapping file given for a level that is no editor's.
    MappingWithoutEditor {
        /// The level, as named.
        name: String,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Plan(error) => error.fmt(f),
            LoadError::Editor(error) => error.fmt(f),
            LoadError::MappingWithoutEditor { name } => write!(
                f,
                "{name}: --mapping applies to Tiled (.tmx, .tmj, .json) and LDtk (.ldtk) levels, \
                 and this is a text plan or a built-in level"
            ),
        }
    }
}

/// Loads `name`: an editor's file when its extension is `.tmx`, `.tmj`,
/// `.json` or `.ldtk` (with the mapping file at `mapping`, else the one
/// beside it, if any); a text plan when a file exists at that path; else
/// the built-in level with that name or number.
pub fn level(name: &str, mapping: Option<&Path>) -> Result<Level, LoadError> {
    let path = Path::new(name);
    if Format::of(path).is_some() {
        return ledge_formats::load(path, mapping).map_err(LoadError::Editor);
    }
    if mapping.is_some() {
        return Err(LoadError::MappingWithoutEditor { name: name.to_string() });
    }
    if !path.exists() {
        if let Some(built_in) = pack::find(name) {
            return Ok(built_in.level());
        }
    }
    Level::load(path).map_err(LoadError::Plan)
}

/// Loads an input script, naming the file in errors.
pub fn script(path: &Path) -> Result<Script, Failure> {
    Script::load(path).map_err(|e| Failure::invalid(format!("{}:{e}", path.display())))
}
