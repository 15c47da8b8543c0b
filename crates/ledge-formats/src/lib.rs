#![doc = include_str!("../README.md")]
//!
//! ## Where to start
//! [`open`] opens a level by the name a player gives: an editor's file, a
//! text plan or a built-in level's name, as every command and the window do;
//! [`load`] reads an editor's file. The conventions are in [`conventions`],
//! the overrides in a [`Mapping`], and bad files get a [`FormatError`]: sizes
//! are checked before anything of that size is allocated, and the files a
//! level refers to must lie inside its project (see `docs/levels.md`,
//! "Files a level refers to").

mod chunks;
pub mod conventions;
mod decode;
mod error;
mod json_as_xml;
mod json_error;
mod kind_of;
mod ldtk;
mod ldtk_version;
mod ldtk_world;
mod mapping;
mod object_tiles;
mod open;
mod part_file;
mod paths;
mod raw_map;
mod replay_level;
mod speed;
mod thing;
mod tiled_json;
mod tiled_json_values;
mod tiled_map;
mod tiled_templates;
mod tiled_xml;
mod tmx_check;
mod tmx_data;
mod tmx_infinite;
mod tmx_templates;
mod world;

use std::path::{Path, PathBuf};

use ledge_game::Level;

pub use conventions::ActorKind;
pub use error::{ErrorKind, FormatError, Location, Outside};
pub use mapping::{LayerRule, Mapping};
pub use open::{open, open_all, open_noting, Imported, LoadError, Opened};
pub use paths::{MAX_FILE_BYTES, MAX_MAPPING_BYTES};
pub use raw_map::DEFAULT_SPEED;
pub use replay_level::{open_replay, ReplayLoadError};
pub use speed::MAX_SPEED;
pub use tmx_check::{MAX_PIXELS, MAX_TILESET_TILES};
pub use world::MAX_WORLD_MAPS;

/// The editor formats Ledge reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Tiled's XML map (`.tmx`).
    TiledXml,
    /// Tiled's JSON map (`.tmj`, `.json`).
    TiledJson,
    /// An LDtk project (`.ldtk`).
    Ldtk,
    /// A Tiled world (`.world`): a list of maps.
    TiledWorld,
}

impl Format {
    /// The format of `path`, by its extension (any case); `None` for files
    /// that are no editor's (text plans among them).
    pub fn of(path: &Path) -> Option<Format> {
        let (file, _) = split_level(path);
        let extension = file.extension()?.to_string_lossy().to_ascii_lowercase();
        match extension.as_str() {
            "tmx" => Some(Format::TiledXml),
            "tmj" | "json" => Some(Format::TiledJson),
            "ldtk" => Some(Format::Ldtk),
            "world" => Some(Format::TiledWorld),
            _ => None,
        }
    }
}

/// Loads the level at `path`, an editor's file (see [`Format`]), with the
/// mapping file at `mapping`, else the one beside the level
/// (`<name>.mapping.toml`, see [`Mapping::beside`]) when there is one, else
/// the conventions alone.
///
/// An LDtk project holds several levels: this loads the first that can be
/// played (in world order; see [`load_all`]), or the one named after a `#`
/// (`project.ldtk#Level_2`). The levels that touch the player's in a world
/// laid out in space come first, as one level of rooms (see
/// docs/levels.md, "LDtk worlds").
pub fn load(path: &Path, mapping: Option<&Path>) -> Result<Level, FormatError> {
    let levels = load_levels(path, mapping)?;
    levels.into_iter().next().ok_or_else(|| no_level(&path.display().to_string()))
}

/// The error for a file that holds no level, which [`load_all`] never
/// returns without one.
fn no_level(file: &str) -> FormatError {
    FormatError::new(file, ErrorKind::Invalid("the file holds no level".into()))
}

/// Loads every level of the file at `path` that can be played, as
/// [`load_all`] does, leaving out what it says of the others.
pub fn load_levels(path: &Path, mapping: Option<&Path>) -> Result<Vec<Level>, FormatError> {
    load_all(path, mapping).map(|loaded| loaded.levels)
}

/// The levels of an editor's file, and what was left out of it.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// The levels, in world order: at least one.
    pub levels: Vec<Level>,
    /// How to name each level alone, in the same order: `FILE#Level` for a
    /// project's level, a world's map's file, else the file as named (an
    /// LDtk world played whole, too).
    pub names: Vec<String>,
    /// The levels of a project left out, each with why (displayed as
    /// `FILE: level "Top": left out: ...`), in world order.
    pub left_out: Vec<FormatError>,
    /// What the levels leave out that may have been meant to play (tile
    /// objects that place nothing: a floor drawn as objects; entries of the
    /// mapping file that match nothing), each with what to do; a project's
    /// name their level (`level "Top": ...`).
    pub notes: Vec<String>,
}

/// Loads every level of the file at `path` (one for Tiled maps; each level
/// of an LDtk project, or the one named after a `#`), as [`load`] does.
///
/// A level of a project with no player is left out when another level of
/// the project has one, and said so in [`Loaded::left_out`]: projects hold
/// rooms the player walks into; so is a level of a project with two
/// players. A map, a level named after a `#`, or a project none of whose
/// levels has a player, is played with the player at a default place and a
/// note (the game places its player in code; see docs/levels.md). Any other
/// problem refuses the file.
pub fn load_all(path: &Path, mapping: Option<&Path>) -> Result<Loaded, FormatError> {
    let name = path.display().to_string();
    let (file_path, level) = split_level(path);
    let file = file_path.display().to_string();
    let format = Format::of(path).ok_or_else(|| {
        let extension = file_path.extension().map(|e| e.to_string_lossy().into_owned()).unwrap_or_default();
        FormatError::new(&name, ErrorKind::UnknownFormat { extension })
    })?;
    if !file_path.is_file() {
        return Err(FormatError::new(&file, ErrorKind::Io(paths::why_not_a_file(&file_path, &file))));
    }
    let mapping_path =
        mapping.map(Path::to_path_buf).or_else(|| Some(Mapping::beside(&file_path)).filter(|p| p.is_file()));
    let mapping = match &mapping_path {
        Some(path) => Mapping::load(path)?,
        None => Mapping::default(),
    };
    let raw_maps = match format {
        Format::TiledXml => vec![tiled_xml::read(&file_path, &file, &mapping)?],
        Format::TiledJson => vec![tiled_json::read(&file_path, &file, &mapping)?],
        Format::Ldtk => ldtk::read(&file_path, &file, level.as_deref(), &mapping)?,
        Format::TiledWorld => world::read(&file_path, &file, &mapping)?,
    };
    let several = raw_maps.len() > 1;
    // A level with no player object is played from a default place, unless
    // it is a room of a project whose other levels have one.
    let default_player = !raw_maps.iter().any(|raw_map| raw_map.has_player(&mapping));
    let (mut levels, mut no_player, mut notes) = (Vec::with_capacity(raw_maps.len()), Vec::new(), Vec::new());
    let mut names = Vec::with_capacity(raw_maps.len());
    for raw_map in raw_maps {
        // A project's level by `FILE#Level`; a world's map by its own file.
        let (chosen, prefix) = match &raw_map.part {
            Location::File if several => (raw_map.file.clone(), raw_map.file.clone()),
            Location::File => (name.clone(), String::new()),
            part => (format!("{file}#{}", raw_map.name), part.to_string()),
        };
        let level_notes = raw_map.notes(&mapping).into_iter().map(|note| match several {
            true => format!("{prefix}: {note}"),
            false => note,
        });
        let level_notes: Vec<String> = level_notes.collect();
        match raw_map.finish(&mapping, default_player) {
            Ok(level) => {
                levels.push(level);
                names.push(chosen);
                notes.extend(level_notes);
            }
            Err(error)
                if several
                    && matches!(error.kind, ErrorKind::NoPlayer(_) | ErrorKind::SecondPlayer { .. }) =>
            {
                no_player.push((error, chosen))
            }
            Err(error) => return Err(error),
        }
    }
    if let Some(path) = &mapping_path {
        notes.extend(mapping.unmatched().into_iter().map(|entry| {
            format!(
                "the mapping file `{}`: {entry} matches nothing in the {}; names are compared by their \
                 letters and digits, ignoring case and a plural `s`: check its spelling against the editor's",
                path.display(),
                if several { "project's levels" } else { "level" }
            )
        }));
    }
    let mut no_player = no_player.into_iter();
    if levels.is_empty() {
        // No level has a player: the first one's problem refuses the file.
        return Err(no_player.next().map_or_else(|| no_level(&file), |(error, _)| error));
    }
    let left_out = no_player
        .map(|(error, chosen)| FormatError {
            kind: ErrorKind::LeftOut { why: Box::new(error.kind), chosen },
            ..error
        })
        .collect();
    Ok(Loaded { levels, names, left_out, notes })
}

/// `path` without a `#level` suffix, and the suffix, when the path as given
/// does not exist but the part before the last `#` does.
fn split_level(path: &Path) -> (PathBuf, Option<String>) {
    let text = path.to_string_lossy();
    match text.rsplit_once('#') {
        Some((file, level)) if !path.exists() && Path::new(file).exists() => {
            (PathBuf::from(file), Some(level.to_string()))
        }
        _ => (path.to_path_buf(), None),
    }
}
