//! The mapping file: a small TOML file that overrides the conventions for
//! one level (`<name>.mapping.toml` beside it) or for any level it is
//! given with (`--mapping`).
//!
//! ```toml
//! physics = "tiny"        # the preset the level plays with
//! outside = "solid"       # solid, open-below or open
//!
//! [tiles]                 # Tiled tile ids (in their tileset), tile types,
//! 4 = "lava"              # LDtk IntGrid values as `Layer.value` or by
//! "Collisions.2" = "ladder" # identifier: to a tile kind
//! grass = "solid"
//!
//! [layers]                # layers by name: all their tiles are of a kind,
//! Decoration = "ignore"   # or the layer is left out
//!
//! [objects]               # object types or names, entity identifiers:
//! Chest = "coin"          # to an actor, or `ignore`
//! ```

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use ledge_engine::{Outside, Preset, Tile};
use serde::Deserialize;

use crate::conventions::{actor_kind, normalize, tile_kind, ActorKind};
use crate::error::{text_place, ErrorKind, FormatError};
use crate::paths::{self, FileRole};

/// What a mapping file's `[layers]` table says of a layer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayerRule {
    /// Every tile of the layer is of this kind.
    Kind(Tile),
    /// The layer is left out.
    Ignore,
}

/// A mapping file, checked: every name is normalized (see
/// [`crate::conventions`]) and every value known.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Mapping {
    /// The preset to play with, overriding the level's.
    pub physics: Option<Preset>,
    /// What lies outside the level, overriding the level's.
    pub outside: Option<Outside>,
    /// Tile kinds by tile id, `tileset:id`, tile type, IntGrid value
    /// identifier or `Layer.value`.
    pub tiles: BTreeMap<String, Tile>,
    /// Layer rules by layer name.
    pub layers: BTreeMap<String, LayerRule>,
    /// Actors by object type or name, or entity identifier.
    pub objects: BTreeMap<String, ActorKind>,
    /// The entries as written: table, normalized key, key as written.
    written: Vec<(&'static str, String, String)>,
    /// The entries that something in a level was found by: table and
    /// normalized key.
    used: RefCell<BTreeSet<(&'static str, String)>>,
}

/// The file as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    physics: Option<String>,
    outside: Option<String>,
    #[serde(default)]
    tiles: BTreeMap<String, String>,
    #[serde(default)]
    layers: BTreeMap<String, String>,
    #[serde(default)]
    objects: BTreeMap<String, String>,
}

impl Mapping {
    /// The mapping file that goes with `level` by default:
    /// `<folder>/<stem>.mapping.toml`.
    pub fn beside(level: &Path) -> PathBuf {
        let stem = level.file_stem().map(|s| s.to_string_lossy()).unwrap_or_default();
        level.with_file_name(format!("{stem}.mapping.toml"))
    }

    /// Reads and checks the mapping file at `path`.
    pub fn load(path: &Path) -> Result<Mapping, FormatError> {
        let name = path.display().to_string();
        let bytes = paths::read_as(path, FileRole::Mapping).map_err(|kind| FormatError::new(&name, kind))?;
        let text = std::str::from_utf8(&bytes).map_err(|e| {
            FormatError::new(&name, ErrorKind::Invalid("the mapping file is not UTF-8 text".into()))
                .at(text_place(&bytes, e.valid_up_to()))
        })?;
        Mapping::parse(text).map_err(|(offset, kind)| {
            let error = FormatError::new(&name, kind);
            match offset {
                Some(offset) => error.at(text_place(text.as_bytes(), offset)),
                None => error,
            }
        })
    }

    /// Parses a mapping file's text; on error, the byte offset of the
    /// problem when known.
    pub fn parse(text: &str) -> Result<Mapping, (Option<usize>, ErrorKind)> {
        let raw: Raw = toml::from_str(text).map_err(|e| {
            let message = e.message().to_string();
            (e.span().map(|s| s.start), ErrorKind::Syntax { format: "TOML", message })
        })?;
        let invalid = |what: String| (None, ErrorKind::Invalid(what));
        let physics = raw
            .physics
            .map(|name| {
                Preset::by_name(&name).ok_or_else(|| {
                    invalid(format!("unknown physics `{name}`; presets are {}", Preset::NAMES.join(", ")))
                })
            })
            .transpose()?;
        let outside = raw
            .outside
            .map(|value| outside_named(&value).ok_or_else(|| invalid(outside_help(&value))))
            .transpose()?;
        let mut written = Vec::new();
        let mut tiles = BTreeMap::new();
        for (key, value) in raw.tiles {
            let tile = tile_kind(&value)
                .ok_or_else(|| invalid(format!("[tiles] {key:?}: {}", tile_help(&value))))?;
            tiles.insert(normalize(&key), tile);
            written.push(("tiles", normalize(&key), key));
        }
        let mut layers = BTreeMap::new();
        for (key, value) in raw.layers {
            let rule = if normalize(&value) == "ignore" {
                LayerRule::Ignore
            } else {
                LayerRule::Kind(
                    tile_kind(&value)
                        .ok_or_else(|| invalid(format!("[layers] {key:?}: {}", tile_help(&value))))?,
                )
            };
            layers.insert(normalize(&key), rule);
            written.push(("layers", normalize(&key), key));
        }
        let mut objects = BTreeMap::new();
        for (key, value) in raw.objects {
            let actor = actor_kind(&value).ok_or_else(|| {
                invalid(format!("[objects] {key:?}: unknown actor `{value}`; actors are player, coin, monster, lava, platform, solid, ignore"))
            })?;
            objects.insert(normalize(&key), actor);
            written.push(("objects", normalize(&key), key));
        }
        Ok(Mapping { physics, outside, tiles, layers, objects, written, used: RefCell::default() })
    }

    /// Notes that `table`'s entry for `key` matched something.
    fn found<T: Copy>(&self, table: &'static str, key: String, value: Option<&T>) -> Option<T> {
        let value = value.copied()?;
        let mut used = self.used.borrow_mut();
        if !used.contains(&(table, key.clone())) {
            used.insert((table, key));
        }
        Some(value)
    }

    /// The `[tiles]` entry for `key` (a tile id, `tileset:id`, a tile type,
    /// an IntGrid value's identifier or `Layer.value`).
    pub(crate) fn tile(&self, key: &str) -> Option<Tile> {
        let key = normalize(key);
        let value = self.tiles.get(&key);
        self.found("tiles", key, value)
    }

    /// The `[layers]` entry for the layer `name`.
    pub(crate) fn layer(&self, name: &str) -> Option<LayerRule> {
        let key = normalize(name);
        let value = self.layers.get(&key);
        self.found("layers", key, value)
    }

    /// The `[objects]` entry for `name` (an object's type or name, an
    /// entity's identifier or tag).
    pub(crate) fn object(&self, name: &str) -> Option<ActorKind> {
        let key = normalize(name);
        let value = self.objects.get(&key);
        self.found("objects", key, value)
    }

    /// The entries that nothing in the levels read with this mapping was
    /// found by, as `[objects] "Chets"`, in the file's order of tables.
    pub fn unmatched(&self) -> Vec<String> {
        let used = self.used.borrow();
        let unused = self.written.iter().filter(|(table, key, _)| !used.contains(&(*table, key.clone())));
        unused.map(|(table, _, written)| format!("[{table}] {written:?}")).collect()
    }
}

/// The [`Outside`] a level property or mapping value names.
pub(crate) fn outside_named(value: &str) -> Option<Outside> {
    match normalize(value).as_str() {
        "solid" => Some(Outside::Solid),
        "openbelow" => Some(Outside::OpenBelow),
        "open" => Some(Outside::Open),
        _ => None,
    }
}

/// The message for an unknown `outside` value.
pub(crate) fn outside_help(value: &str) -> String {
    format!("`outside` is `solid`, `open-below` or `open`, not `{value}`")
}

fn tile_help(value: &str) -> String {
    format!(
        "unknown tile kind `{value}`; kinds are empty, solid, ice, hazard (lava), oneway (platform), ladder, \
         slope-up-right, slope-up-left and their -low and -high halves"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_documented_example_parses() {
        let text = "physics = \"tiny\"\noutside = \"open-below\"\n[tiles]\n4 = \"lava\"\n\"Collisions.2\" = \"ladder\"\n\
                    [layers]\nDecoration = \"ignore\"\n[objects]\nChest = \"coin\"\n";
        let m = Mapping::parse(text).unwrap();
        assert_eq!(m.physics.map(|p| p.kind), Some(ledge_engine::PresetKind::Tiny));
        assert_eq!(m.outside, Some(Outside::OpenBelow));
        assert_eq!(m.tiles["4"], Tile::Hazard);
        assert_eq!(m.tiles["collisions2"], Tile::Ladder);
        assert_eq!(m.layers["decoration"], LayerRule::Ignore);
        assert_eq!(m.objects["chest"], ActorKind::Spawns(&ledge_game::element::coin::DECL));
    }

    #[test]
    fn mistakes_are_named() {
        let (at, kind) = Mapping::parse("[tiles]\n4 = \"goo\"\n").unwrap_err();
        assert_eq!(at, None);
        assert!(kind.to_string().starts_with("[tiles] \"4\": unknown tile kind `goo`"), "{kind}");
        let (at, kind) = Mapping::parse("phyiscs = \"tiny\"\n").unwrap_err();
        assert_eq!(at, Some(0));
        assert!(kind.to_string().contains("unknown field `phyiscs`"), "{kind}");
        assert!(Mapping::parse("physics = \"moon\"").unwrap_err().1.to_string().contains("presets are"));
    }
}
