//! LDtk projects (`.ldtk`), with levels embedded or in separate `.ldtkl`
//! files, and with several worlds.
//!
//! Read with our own serde structs rather than a crate: `ldtk_rust` 0.6
//! targets LDtk 1.1.3, fails on current files ("unknown variant
//! `ExportOldTableOfContentData`", "missing field `tileIds`") and panics
//! (`expect`) on missing files; `ldtk2` 0.8 parses current files but
//! requires every editor-only field and rejects enum values a newer LDtk
//! adds, so a hand-written or future file fails on fields Ledge never
//! reads; `ldtk` 0.4 stops at LDtk 0.9 and is not under an open licence.
//! Ledge reads the thirty-odd fields it needs, each with a default when
//! absent, and ignores the rest.
//!
//! What becomes what:
//! - IntGrid layers are the tiles (the first one's grid is the level's
//!   cell). A value's kind is the first of: the mapping file's `[tiles]`
//!   entry for `Layer.value`, for the value's identifier, for the value;
//!   the mapping file's `[layers]` entry for the layer; the value's
//!   identifier by the conventions (`walls`, `lava`, `ladder`...); the
//!   layer's identifier by the conventions; solid.
//! - Entities layers hold the actors: an entity's identifier, then its
//!   tags, name what it is; its fields are its properties (`speed`,
//!   `direction`, `path` as a list of points...).
//! - Tiles and AutoLayer layers are pictures, except in a level where no
//!   IntGrid layer holds a value: there they are its terrain (any tile a
//!   wall, decoration layers by their names aside), and `ledge check` says so.
//! - A world laid out in space whose levels touch the player's plays whole,
//!   as one level of rooms (see [`ldtk_world`]).

use std::path::Path;

use ledge_engine::Tile;
use serde::Deserialize;

use crate::conventions::{decoration_layer, layer_kind, normalize, tile_kind};
use crate::error::{ErrorKind, FormatError, Location};
use crate::json_error::json_error;
use crate::kind_of::FileKind;
use crate::ldtk_version;
use crate::ldtk_world::{self, Placement};
use crate::mapping::{LayerRule, Mapping};
use crate::paths::{self, Reference, Root};
use crate::raw_map::{check_size, RawMap};
use crate::speed::SpeedUnit;
use crate::thing::{Props, Thing, Value};
use crate::tiled_map::LayerReading;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Project {
    #[serde(default)]
    levels: Vec<Level>,
    #[serde(default)]
    worlds: Vec<World>,
    #[serde(default)]
    defs: Defs,
    default_grid_size: Option<u32>,
    world_layout: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct World {
    #[serde(default)]
    levels: Vec<Level>,
    world_layout: Option<String>,
}

#[derive(Deserialize, Default)]
struct Defs {
    #[serde(default)]
    layers: Vec<LayerDef>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct LayerDef {
    uid: i64,
    #[serde(default)]
    int_grid_values: Vec<IntGridValue>,
}

#[derive(Deserialize)]
struct IntGridValue {
    value: i64,
    identifier: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Level {
    #[serde(default)]
    identifier: String,
    #[serde(default)]
    px_wid: i64,
    #[serde(default)]
    px_hei: i64,
    #[serde(default)]
    world_x: i64,
    #[serde(default)]
    world_y: i64,
    #[serde(default)]
    world_depth: i64,
    layer_instances: Option<Vec<LayerInstance>>,
    external_rel_path: Option<String>,
    #[serde(default)]
    field_instances: Vec<Field>,
}

#[derive(Deserialize)]
struct LayerInstance {
    #[serde(rename = "__identifier", default)]
    identifier: String,
    #[serde(rename = "__type", default)]
    kind: String,
    #[serde(rename = "__cWid", default)]
    c_wid: u64,
    #[serde(rename = "__cHei", default)]
    c_hei: u64,
    #[serde(rename = "__gridSize", default)]
    grid_size: u32,
    #[serde(rename = "__pxTotalOffsetX", default)]
    offset_x: f64,
    #[serde(rename = "__pxTotalOffsetY", default)]
    offset_y: f64,
    #[serde(rename = "layerDefUid")]
    def_uid: Option<i64>,
    #[serde(rename = "intGridCsv", default)]
    int_grid: Vec<i64>,
    #[serde(rename = "entityInstances", default)]
    entities: Vec<Entity>,
    #[serde(rename = "gridTiles", default)]
    grid_tiles: Vec<PlacedTile>,
    #[serde(rename = "autoLayerTiles", default)]
    auto_tiles: Vec<PlacedTile>,
}

/// A tile drawn in a Tiles or AutoLayer layer: where, in the layer's pixels.
#[derive(Deserialize)]
struct PlacedTile {
    px: [f64; 2],
}

#[derive(Deserialize)]
struct Entity {
    #[serde(rename = "__identifier", default)]
    identifier: String,
    #[serde(rename = "__tags", default)]
    tags: Vec<String>,
    px: [f64; 2],
    #[serde(rename = "__pivot", default)]
    pivot: [f64; 2],
    #[serde(default)]
    width: f64,
    #[serde(default)]
    height: f64,
    #[serde(rename = "fieldInstances", default)]
    fields: Vec<Field>,
}

#[derive(Deserialize)]
struct Field {
    #[serde(rename = "__identifier")]
    identifier: String,
    #[serde(rename = "__value", default)]
    value: serde_json::Value,
}

/// Reads every level of the LDtk project at `path` (named `file` in
/// messages), in world order, the levels joined to the player's in a world
/// laid out in space first, as one level (see [`ldtk_world`]); with `only`,
/// just the level of that name.
pub(crate) fn read(
    path: &Path,
    file: &str,
    only: Option<&str>,
    mapping: &Mapping,
) -> Result<Vec<RawMap>, FormatError> {
    let folder = Root::of(path)?;
    let bytes = paths::read(path).map_err(|kind| FormatError::new(file, kind))?;
    let project: Project =
        serde_json::from_slice(&bytes).map_err(|e| ldtk_version::project_error(file, &bytes, e))?;
    // Each level with its world's number and layout.
    let levels: Vec<(&Level, usize, Option<&str>)> = if project.worlds.is_empty() {
        project.levels.iter().map(|l| (l, 0, project.world_layout.as_deref())).collect()
    } else {
        let worlds = project.worlds.iter().enumerate();
        worlds.flat_map(|(i, w)| w.levels.iter().map(move |l| (l, i, w.world_layout.as_deref()))).collect()
    };
    let chosen: Vec<(&Level, usize, Option<&str>)> =
        levels.iter().copied().filter(|(l, ..)| only.is_none_or(|name| l.identifier == name)).collect();
    if chosen.is_empty() {
        let names: Vec<&str> = levels.iter().map(|(l, ..)| l.identifier.as_str()).collect();
        let message = match only {
            Some(name) => format!("the project has no level `{name}`; its levels are {}", names.join(", ")),
            None => match FileKind::of_json(&bytes).filter(|k| *k != FileKind::LdtkProject) {
                Some(kind) => kind.instead_of(FileKind::LdtkProject),
                None => "the project has no levels".to_string(),
            },
        };
        return Err(FormatError::new(file, ErrorKind::Invalid(message)));
    }
    let mut raw_maps = Vec::with_capacity(chosen.len());
    let mut places = Vec::with_capacity(chosen.len());
    for (level, world, layout) in chosen {
        let place = Location::Part(format!("level {:?}", level.identifier));
        let external;
        let content = match (&level.layer_instances, &level.external_rel_path) {
            (Some(_), _) => level,
            (None, Some(rel)) => {
                let real = folder
                    .resolve(path, rel, Reference::LevelFile)
                    .map_err(|kind| FormatError::new(file, kind).at(place.clone()))?;
                let shown =
                    paths::tidy(&path.parent().unwrap_or(Path::new("")).join(rel)).display().to_string();
                let bytes =
                    paths::read(&real).map_err(|kind| FormatError::new(file, kind).at(place.clone()))?;
                external = serde_json::from_slice::<Level>(&bytes)
                    .map_err(|e| json_error(&shown, "an LDtk level", &bytes, e))?;
                &external
            }
            (None, None) => {
                let message = "the level has no layers and names no level file".to_string();
                return Err(FormatError::new(file, ErrorKind::Invalid(message)).at(place));
            }
        };
        let in_level = |mut e: FormatError| {
            if e.file == file {
                e.place = e.place.within(&place);
            }
            e
        };
        let mut raw_map = raw_map(file, &project, level, content, mapping).map_err(in_level)?;
        raw_map.part = place;
        raw_maps.push(raw_map);
        places.push(Placement {
            world,
            laid_out: matches!(layout, Some("Free" | "GridVania")),
            depth: level.world_depth.max(content.world_depth),
            rect: [
                level.world_x,
                level.world_y,
                level.px_wid.max(content.px_wid),
                level.px_hei.max(content.px_hei),
            ]
            .map(i128::from),
        });
    }
    match only {
        Some(_) => Ok(raw_maps),
        None => ldtk_world::join(file, &places, raw_maps, mapping),
    }
}

/// The raw map of `level`, whose layers and fields `content` holds (the
/// level itself, or its `.ldtkl` file).
fn raw_map(
    file: &str,
    project: &Project,
    level: &Level,
    content: &Level,
    mapping: &Mapping,
) -> Result<RawMap, FormatError> {
    let layers = content.layer_instances.as_deref().unwrap_or_default();
    let terrain = terrain_layers(layers, mapping);
    let first_grid = layers
        .iter()
        .find(|l| l.kind == "IntGrid" && !ignored(mapping, l))
        .or_else(|| terrain.first().map(|(layer, _)| *layer));
    let grid = first_grid.map(|l| l.grid_size).or(project.default_grid_size).filter(|&g| g > 0).unwrap_or(16);
    let grid_by = first_grid.map_or("the project's default grid", |l| l.identifier.as_str());
    let (px_wid, px_hei) = (level.px_wid.max(content.px_wid), level.px_hei.max(content.px_hei));
    let (width, height) = (div_ceil(px_wid, grid), div_ceil(px_hei, grid));
    check_size(file, width, height)?;
    let (width, height) = (width as u32, height as u32);
    let mut props = fields(&content.field_instances, grid as f64);
    props.extend(fields(&level.field_instances, grid as f64));
    let mut tiles = tiles(file, &project.defs, layers, (width, height), (grid, grid_by), mapping)?;
    let mut readings = Vec::new();
    if !terrain.is_empty() {
        (tiles, readings) = terrain_tiles(&terrain, (width, height), grid, mapping);
    }
    Ok(RawMap {
        file: file.to_string(),
        name: level.identifier.clone(),
        size: (width, height),
        cell: (grid as f64, grid as f64),
        tiles,
        things: things(layers),
        props,
        physics: ledge_engine::Preset::ledge,
        platform_speed: SpeedUnit::PixelsPerSecond(grid as f64),
        part: Location::File,
        layers: readings,
        rooms: Vec::new(),
        left_out: Vec::new(),
    })
}

/// The Tiles and AutoLayer layers that draw a level's terrain, top layer
/// first, each with why it is decoration when it is: only where no IntGrid
/// layer holds a value (a level drawn in tiles alone), and only those with
/// tiles that the mapping file does not leave out.
fn terrain_layers<'a>(
    layers: &'a [LayerInstance],
    mapping: &Mapping,
) -> Vec<(&'a LayerInstance, Option<&'static str>)> {
    let grid_held = layers
        .iter()
        .any(|l| l.kind == "IntGrid" && !ignored(mapping, l) && l.int_grid.iter().any(|&v| v != 0));
    if grid_held {
        return Vec::new();
    }
    let drawn = |l: &&LayerInstance| {
        matches!(l.kind.as_str(), "Tiles" | "AutoLayer")
            && !ignored(mapping, l)
            && l.grid_size > 0
            && !(l.grid_tiles.is_empty() && l.auto_tiles.is_empty())
    };
    let layers: Vec<&LayerInstance> = layers.iter().filter(drawn).collect();
    let walls_elsewhere = layers.iter().any(|l| !decoration_layer(&l.identifier));
    layers
        .into_iter()
        .map(|l| {
            let named =
                mapping.layer(&l.identifier).is_none() && walls_elsewhere && decoration_layer(&l.identifier);
            (l, named.then_some("its name"))
        })
        .collect()
}

/// The tiles of a level drawn in Tiles layers alone (see
/// [`terrain_layers`]): a cell takes the kind of the top-most layer's tile
/// there, by the mapping file's `[layers]`, the layer's name (`Spikes`),
/// else solid; and how each layer was read.
fn terrain_tiles(
    terrain: &[(&LayerInstance, Option<&'static str>)],
    (width, height): (u32, u32),
    grid: u32,
    mapping: &Mapping,
) -> (Vec<Tile>, Vec<LayerReading>) {
    let mut tiles = vec![Tile::Empty; width as usize * height as usize];
    let mut readings = Vec::with_capacity(terrain.len());
    for &(layer, decoration) in terrain.iter().rev() {
        let (kind, guess) = match mapping.layer(&layer.identifier) {
            Some(LayerRule::Kind(tile)) => (tile, None),
            _ => match layer_kind(&layer.identifier) {
                Some(tile) => (tile, Some("by its name")),
                None => (Tile::Solid, Some("any tile is a wall")),
            },
        };
        readings.push(LayerReading { layer: layer.identifier.clone(), decoration, guess });
        if decoration.is_some() || kind == Tile::Empty {
            continue;
        }
        for tile in layer.grid_tiles.iter().chain(&layer.auto_tiles) {
            let cell = |px: f64, offset: f64| ((px + offset) / grid as f64).floor();
            let (x, y) = (cell(tile.px[0], layer.offset_x), cell(tile.px[1], layer.offset_y));
            if x >= 0.0 && y >= 0.0 && x < width as f64 && y < height as f64 {
                tiles[y as usize * width as usize + x as usize] = kind;
            }
        }
    }
    readings.reverse();
    (tiles, readings)
}

/// The tiles of the IntGrid layers, bottom layer first, each cell of the
/// kind of the top-most value there whose kind is not empty.
fn tiles(
    file: &str,
    defs: &Defs,
    layers: &[LayerInstance],
    (width, height): (u32, u32),
    (grid, grid_by): (u32, &str),
    mapping: &Mapping,
) -> Result<Vec<Tile>, FormatError> {
    let cells = width as usize * height as usize;
    let mut tiles = vec![Tile::Empty; cells];
    for layer in layers.iter().rev().filter(|l| l.kind == "IntGrid" && !ignored(mapping, l)) {
        let place = |cell| Location::Layer { layer: layer.identifier.clone(), cell };
        let refuse = |kind: ErrorKind, cell| FormatError::new(file, kind).at(place(cell));
        if layer.grid_size != grid || layer.c_wid != width as u64 || layer.c_hei != height as u64 {
            let message = format!(
                "the layer's grid is {}x{} cells of {} pixels, but the level's, set by its first IntGrid layer \
                 {grid_by:?}, is {width}x{height} of {grid}; Ledge needs every IntGrid layer on one grid: put \
                 the layers on one grid in LDtk, or leave one out in a mapping file's [layers] table \
                 (`{} = \"ignore\"`)",
                layer.c_wid, layer.c_hei, layer.grid_size, layer.identifier
            );
            return Err(refuse(ErrorKind::Unsupported(message), None));
        }
        if layer.offset_x != 0.0 || layer.offset_y != 0.0 {
            let message =
                "IntGrid layers with an offset are not supported; set the layer's offset to 0".to_string();
            return Err(refuse(ErrorKind::Unsupported(message), None));
        }
        if layer.int_grid.len() != cells {
            let message = format!(
                "the layer's intGridCsv holds {} values, but the layer has {cells} cells",
                layer.int_grid.len()
            );
            return Err(refuse(ErrorKind::Invalid(message), None));
        }
        let rule = match mapping.layer(&layer.identifier) {
            Some(LayerRule::Kind(tile)) => Some(tile),
            Some(LayerRule::Ignore) | None => None,
        };
        let def = defs.layers.iter().find(|d| Some(d.uid) == layer.def_uid);
        let kind_of = |value: i64| {
            let named = def.and_then(|d| d.int_grid_values.iter().find(|v| v.value == value));
            let name = named.and_then(|v| v.identifier.as_deref()).unwrap_or_default();
            let mapped = |key: &str| mapping.tile(key);
            mapped(&format!("{}.{value}", layer.identifier))
                .or_else(|| mapped(name).filter(|_| !name.is_empty()))
                .or_else(|| mapped(&value.to_string()))
                .or(rule)
                .or_else(|| tile_kind(name))
                .or_else(|| layer_kind(&layer.identifier))
                .unwrap_or(Tile::Solid)
        };
        let mut known: Vec<(i64, Tile)> = Vec::new();
        for (i, &value) in layer.int_grid.iter().enumerate() {
            if value == 0 {
                continue;
            }
            if value < 0 {
                let cell = Some((i as u32 % width, i as u32 / width));
                return Err(refuse(
                    ErrorKind::Invalid(format!("IntGrid value {value}; values are 1 or more")),
                    cell,
                ));
            }
            let kind = match known.iter().find(|(v, _)| *v == value) {
                Some(&(_, kind)) => kind,
                None => {
                    let kind = kind_of(value);
                    known.push((value, kind));
                    kind
                }
            };
            if kind != Tile::Empty {
                tiles[i] = kind;
            }
        }
    }
    Ok(tiles)
}

/// Whether the mapping file leaves `layer` out: then none of its checks
/// apply either.
fn ignored(mapping: &Mapping, layer: &LayerInstance) -> bool {
    mapping.layer(&layer.identifier) == Some(LayerRule::Ignore)
}

fn div_ceil(px: i64, grid: u32) -> u64 {
    (px.max(0) as u64).div_ceil(grid as u64)
}

/// Every entity of every Entities layer, bottom layer first.
fn things(layers: &[LayerInstance]) -> Vec<Thing> {
    let mut things = Vec::new();
    for layer in layers.iter().rev().filter(|l| l.kind == "Entities") {
        for entity in &layer.entities {
            let left = entity.px[0] - entity.pivot[0] * entity.width + layer.offset_x;
            let top = entity.px[1] - entity.pivot[1] * entity.height + layer.offset_y;
            let mut names = vec![entity.identifier.clone()];
            names.extend(entity.tags.iter().cloned());
            things.push(Thing {
                layer: layer.identifier.clone(),
                label: format!("{:?}", entity.identifier),
                names,
                id: None,
                rect: [left, top, entity.width, entity.height],
                points: Vec::new(),
                tile: false,
                props: fields(&entity.fields, layer.grid_size as f64),
            });
        }
    }
    things
}

/// Fields as properties: numbers, booleans, text (strings, enums,
/// colours), and points (cells of a grid of `grid` pixels, to pixels).
fn fields(fields: &[Field], grid: f64) -> Props {
    let point = |v: &serde_json::Value| Some((v.get("cx")?.as_f64()? * grid, v.get("cy")?.as_f64()? * grid));
    fields
        .iter()
        .filter_map(|f| {
            let value = match &f.value {
                serde_json::Value::Bool(b) => Value::Bool(*b),
                serde_json::Value::Number(n) => Value::Number(n.as_f64()?),
                serde_json::Value::String(s) => Value::Text(s.clone()),
                serde_json::Value::Object(_) => Value::Points(vec![point(&f.value)?]),
                serde_json::Value::Array(items) => {
                    Value::Points(items.iter().map(point).collect::<Option<_>>()?)
                }
                serde_json::Value::Null => return None,
            };
            Some((normalize(&f.identifier), value))
        })
        .collect()
}
