//! Tiled worlds (`.world`): a list of maps, each a level, played in the
//! order the world lists them.

use std::path::Path;

use serde::Deserialize;

use crate::error::{ErrorKind, FormatError, Location};
use crate::json_error::json_error;
use crate::kind_of::FileKind;
use crate::mapping::Mapping;
use crate::paths::{self, Reference, Root};
use crate::raw_map::RawMap;
use crate::{tiled_json, tiled_xml};

/// The most maps a world may list: a pack of levels, not a city. Each map
/// may be a level of a million cells, so a world of a million maps (a few
/// megabytes of JSON) would otherwise ask for terabytes.
pub const MAX_WORLD_MAPS: usize = 1000;

/// A world, as far as Ledge reads it.
#[derive(Deserialize)]
struct World {
    #[serde(default)]
    maps: Vec<WorldMap>,
    #[serde(default)]
    patterns: Vec<serde_json::Value>,
}

#[derive(Deserialize)]
struct WorldMap {
    #[serde(rename = "fileName")]
    file_name: String,
}

/// The maps of the world at `path` (named `file` in messages), in its
/// order, each read by the rule of [`crate::paths`] and named as it is
/// found from here.
pub(crate) fn read(path: &Path, file: &str, mapping: &Mapping) -> Result<Vec<RawMap>, FormatError> {
    let root = Root::of(path)?;
    let bytes = paths::read(path).map_err(|kind| FormatError::new(file, kind))?;
    let world: World = serde_json::from_slice(&bytes).map_err(|e| {
        match FileKind::of_json(&bytes).filter(|k| *k != FileKind::TiledWorld) {
            Some(kind) => FormatError::new(file, ErrorKind::Invalid(kind.instead_of(FileKind::TiledWorld))),
            None => json_error(file, "a Tiled world", &bytes, e),
        }
    })?;
    if world.maps.is_empty() {
        let message = match world.patterns.is_empty() {
            true => "the world lists no maps; in Tiled, add maps to it (World > Add a Map)",
            false => {
                "the world finds its maps by a pattern, which Ledge does not read; list its maps instead"
            }
        };
        return Err(FormatError::new(file, ErrorKind::Unsupported(message.into())));
    }
    if world.maps.len() > MAX_WORLD_MAPS {
        let message = format!(
            "the world lists {} maps; Ledge plays worlds of at most {MAX_WORLD_MAPS}: split it into several",
            world.maps.len()
        );
        return Err(FormatError::new(file, ErrorKind::Unsupported(message)));
    }
    let mut raw_maps = Vec::with_capacity(world.maps.len());
    for map in &world.maps {
        let place = Location::Part(format!("map {:?}", map.file_name));
        let real = root
            .resolve(path, &map.file_name, Reference::Map)
            .map_err(|kind| FormatError::new(file, kind).at(place.clone()))?;
        let shown =
            paths::tidy(&path.parent().unwrap_or(Path::new("")).join(&map.file_name)).display().to_string();
        let xml = real.extension().is_some_and(|e| e.eq_ignore_ascii_case("tmx"));
        let given = path.parent().unwrap_or(Path::new("")).join(&map.file_name);
        raw_maps.push(match xml {
            true => tiled_xml::read(&given, &shown, mapping)?,
            false => tiled_json::read(&given, &shown, mapping)?,
        });
    }
    Ok(raw_maps)
}
