//! Tiled's JSON maps (`.tmj`, `.json`), the export seed 000 loads, read
//! with serde (the `tiled` crate reads only XML).
//!
//! Every version Tiled has written is accepted: properties as an object
//! of values (before Tiled 1.2, seed 000's file) or as a list of
//! `{name, type, value}`; tile definitions as a list or as an object keyed
//! by id with `tileproperties` beside it; `type` or `class`; data as a list
//! of ids or as base64, plain or compressed with zlib or gzip; tilesets
//! embedded or in external `.tsj`/`.json` or `.tsx` files beside the map.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use serde::Deserialize;

use crate::conventions::normalize;
use crate::decode::{base64_gids, Compression};
use crate::error::{ErrorKind, FormatError, Location};
use crate::mapping::Mapping;
use crate::paths::{self, Reference, Root};
use crate::raw_map::{check_size, Props, RawMap, Thing};
use crate::speed::SpeedUnit;
use crate::tiled_map::{self, json_value, TileLayer, Tileset};
use crate::tiled_xml;

/// A map, as far as Ledge reads it.
#[derive(Deserialize)]
struct Map {
    width: u64,
    height: u64,
    tilewidth: f64,
    tileheight: f64,
    #[serde(default)]
    infinite: bool,
    #[serde(default)]
    orientation: Option<String>,
    #[serde(default)]
    layers: Vec<Layer>,
    #[serde(default)]
    tilesets: Vec<TilesetEntry>,
    #[serde(default)]
    properties: Properties,
}

/// A layer of any type; groups hold layers.
#[derive(Deserialize)]
struct Layer {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    name: String,
    width: Option<u64>,
    height: Option<u64>,
    data: Option<Data>,
    encoding: Option<String>,
    compression: Option<String>,
    #[serde(default)]
    objects: Vec<Object>,
    #[serde(default)]
    layers: Vec<Layer>,
    #[serde(default)]
    properties: Properties,
    #[serde(default)]
    offsetx: f64,
    #[serde(default)]
    offsety: f64,
}

/// Tile data: a list of global ids, or base64 text.
#[derive(Deserialize)]
#[serde(untagged)]
enum Data {
    Ids(Vec<u32>),
    Base64(String),
}

/// An object of an object layer.
#[derive(Deserialize)]
struct Object {
    id: Option<u64>,
    #[serde(default)]
    name: String,
    #[serde(rename = "type")]
    kind: Option<String>,
    class: Option<String>,
    #[serde(default)]
    x: f64,
    #[serde(default)]
    y: f64,
    #[serde(default)]
    width: f64,
    #[serde(default)]
    height: f64,
    gid: Option<u32>,
    polyline: Option<Vec<Point>>,
    polygon: Option<Vec<Point>>,
    #[serde(default)]
    properties: Properties,
}

/// A point of a polyline or polygon, relative to its object.
#[derive(Deserialize)]
struct Point {
    x: f64,
    y: f64,
}

/// Properties in either of Tiled's forms.
#[derive(Deserialize)]
#[serde(untagged)]
enum Properties {
    /// Tiled 1.2 and later: `[{name, type, value}]`.
    List(Vec<Property>),
    /// Before Tiled 1.2: `{name: value}`.
    Object(BTreeMap<String, serde_json::Value>),
}

impl Default for Properties {
    fn default() -> Properties {
        Properties::List(Vec::new())
    }
}

#[derive(Deserialize)]
struct Property {
    name: String,
    #[serde(default)]
    value: serde_json::Value,
}

impl Properties {
    /// The properties with normalized names, in Ledge's values.
    fn props(&self) -> Props {
        let pairs: Box<dyn Iterator<Item = (&String, &serde_json::Value)>> = match self {
            Properties::List(list) => Box::new(list.iter().map(|p| (&p.name, &p.value))),
            Properties::Object(map) => Box::new(map.iter()),
        };
        pairs.filter_map(|(name, value)| json_value(value).map(|v| (normalize(name), v))).collect()
    }
}

/// A tileset in a map: where its ids start, and either its content or the
/// file that holds it.
#[derive(Deserialize)]
struct TilesetEntry {
    firstgid: u32,
    source: Option<String>,
    #[serde(flatten)]
    tileset: TilesetFile,
}

/// A tileset's content (also the whole of a `.tsj` file).
#[derive(Deserialize, Default)]
struct TilesetFile {
    #[serde(default)]
    name: String,
    tilecount: Option<u32>,
    #[serde(default)]
    tiles: Option<Tiles>,
    /// Before Tiled 1.2: tile properties by id.
    #[serde(default)]
    tileproperties: BTreeMap<String, Properties>,
}

/// Tile definitions: a list (Tiled 1.2 and later) or an object by id.
#[derive(Deserialize)]
#[serde(untagged)]
enum Tiles {
    List(Vec<TileDef>),
    Object(BTreeMap<String, TileDef>),
}

#[derive(Deserialize)]
struct TileDef {
    id: Option<u32>,
    #[serde(rename = "type")]
    kind: Option<String>,
    class: Option<String>,
    #[serde(default)]
    properties: Properties,
}

/// Only the size, read first, so that an absurd size is refused before
/// any of the map's data is kept.
#[derive(Deserialize)]
struct Size {
    width: u64,
    height: u64,
}

/// A JSON error at its line and column.
pub(crate) fn json_error(file: &str, what: &str, error: serde_json::Error) -> FormatError {
    let full = error.to_string();
    let message = full.split(" at line ").next().unwrap_or(&full).to_string();
    let kind = if error.is_data() {
        ErrorKind::Invalid(format!("this is not {what}: {message}"))
    } else {
        ErrorKind::Syntax { format: "JSON", message }
    };
    let error_at = FormatError::new(file, kind);
    match error.line() {
        0 => error_at,
        line => error_at.at(Location::Text { line, col: error.column().max(1) }),
    }
}

/// Reads the Tiled JSON map at `path` (named `file` in messages).
pub(crate) fn read(path: &Path, file: &str, mapping: &Mapping) -> Result<RawMap, FormatError> {
    let folder = Root::of(path)?;
    let bytes = paths::read(path).map_err(|kind| FormatError::new(file, kind))?;
    let size: Size = serde_json::from_slice(&bytes).map_err(|e| json_error(file, "a Tiled map", e))?;
    check_size(file, size.width, size.height)?;
    let map: Map = serde_json::from_slice(&bytes).map_err(|e| json_error(file, "a Tiled map", e))?;
    let invalid = |what: String| FormatError::new(file, ErrorKind::Invalid(what));
    if map.infinite {
        return Err(FormatError::new(file, ErrorKind::Unsupported(INFINITE.into())));
    }
    if let Some(orientation) = map.orientation.as_deref().filter(|o| *o != "orthogonal") {
        return Err(FormatError::new(
            file,
            ErrorKind::Unsupported(format!(
                "{orientation} maps are not supported; Ledge plays orthogonal maps"
            )),
        ));
    }
    if !(map.tilewidth >= 1.0 && map.tileheight >= 1.0) {
        return Err(invalid(format!(
            "tiles of {}x{} pixels; tiles must be at least 1 pixel",
            map.tilewidth, map.tileheight
        )));
    }
    let (width, height) = (map.width as u32, map.height as u32);
    let mut tilesets = Vec::with_capacity(map.tilesets.len());
    let mut first_gids = Vec::with_capacity(map.tilesets.len());
    for entry in &map.tilesets {
        first_gids.push(entry.firstgid);
        tilesets.push(match &entry.source {
            Some(source) => external_tileset(&folder, path, file, source)?,
            None => entry.tileset.tileset(),
        });
    }
    let mut reader =
        Reader { file, size: (width, height), first_gids, tile_layers: Vec::new(), things: Vec::new() };
    reader.layers(&map.layers, (0.0, 0.0))?;
    let tiles = tiled_map::tiles(file, (width, height), &tilesets, &reader.tile_layers, mapping)?;
    let name = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    Ok(RawMap {
        file: file.to_string(),
        name,
        size: (width, height),
        cell: (map.tilewidth, map.tileheight),
        tiles,
        things: reader.things,
        props: map.properties.props(),
        physics: ledge_engine::Preset::tiny,
        platform_speed: SpeedUnit::CellsPerSecond,
        part: Location::File,
    })
}

/// Why infinite maps are refused.
pub(crate) const INFINITE: &str =
    "infinite maps are not supported; in Tiled, uncheck Map > Map Properties > Infinite";

impl TilesetFile {
    fn tileset(&self) -> Tileset {
        let mut tiles = HashMap::new();
        let defs: Vec<(Option<u32>, &TileDef)> = match &self.tiles {
            Some(Tiles::List(list)) => list.iter().map(|t| (t.id, t)).collect(),
            Some(Tiles::Object(map)) => map.iter().map(|(id, t)| (id.parse().ok().or(t.id), t)).collect(),
            None => Vec::new(),
        };
        for (id, def) in defs {
            if let Some(id) = id {
                let user_type = def.kind.clone().or_else(|| def.class.clone()).unwrap_or_default();
                tiles.insert(id, (user_type, def.properties.props()));
            }
        }
        for (id, props) in &self.tileproperties {
            if let Ok(id) = id.parse() {
                tiles.entry(id).or_insert_with(|| (String::new(), Props::new())).1.extend(props.props());
            }
        }
        Tileset { name: self.name.clone(), tiles, count: self.tilecount }
    }
}

/// A tileset kept in its own file: JSON (`.tsj`, `.json`) or XML (`.tsx`).
fn external_tileset(folder: &Root, map: &Path, file: &str, source: &str) -> Result<Tileset, FormatError> {
    let place = Location::Part(format!("tileset {source:?}"));
    let path = folder
        .resolve(map, source, Reference::Tileset)
        .map_err(|kind| FormatError::new(file, kind).at(place.clone()))?;
    if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("tsx")) {
        return tiled_xml::external_tileset(folder, &path, source);
    }
    let bytes = paths::read(&path).map_err(|kind| FormatError::new(source, kind))?;
    let tileset: TilesetFile =
        serde_json::from_slice(&bytes).map_err(|e| json_error(source, "a Tiled tileset", e))?;
    Ok(tileset.tileset())
}

/// Walks the layers, groups first to last (bottom to top).
struct Reader<'a> {
    file: &'a str,
    size: (u32, u32),
    first_gids: Vec<u32>,
    tile_layers: Vec<TileLayer>,
    things: Vec<Thing>,
}

impl Reader<'_> {
    fn layers(&mut self, layers: &[Layer], offset: (f64, f64)) -> Result<(), FormatError> {
        for layer in layers {
            let offset = (offset.0 + layer.offsetx, offset.1 + layer.offsety);
            match layer.kind.as_str() {
                "tilelayer" => self.tile_layer(layer)?,
                "objectgroup" => self.object_layer(layer, offset),
                "group" => self.layers(&layer.layers, offset)?,
                _ => {}
            }
        }
        Ok(())
    }

    fn tile_layer(&mut self, layer: &Layer) -> Result<(), FormatError> {
        let place = |cell| Location::Layer { layer: layer.name.clone(), cell };
        let error = |what: String| FormatError::new(self.file, ErrorKind::Invalid(what)).at(place(None));
        let (width, height) = self.size;
        if layer.width.is_some_and(|w| w != width as u64) || layer.height.is_some_and(|h| h != height as u64)
        {
            return Err(error(format!(
                "the layer is {}x{} cells, but the map is {width}x{height}",
                layer.width.unwrap_or(0),
                layer.height.unwrap_or(0)
            )));
        }
        let count = width as usize * height as usize;
        let gids = match (&layer.data, layer.encoding.as_deref()) {
            (None, _) => return Err(error(INFINITE_OR_EMPTY.into())),
            (Some(Data::Ids(ids)), None | Some("csv")) => {
                if ids.len() != count {
                    return Err(error(format!("the layer's data holds {} tiles, but the layer has {count} cells", ids.len())));
                }
                ids.clone()
            }
            (Some(Data::Base64(text)), Some("base64")) => {
                let compression = Compression::named(layer.compression.as_deref())
                    .map_err(|m| FormatError::new(self.file, ErrorKind::Unsupported(m)).at(place(None)))?;
                base64_gids(text, compression, count).map_err(error)?
            }
            (_, encoding) => {
                return Err(FormatError::new(
                    self.file,
                    ErrorKind::Unsupported(format!(
                        "unknown tile data encoding `{}` for this data; Tiled writes a list of ids (csv) or base64 text",
                        encoding.unwrap_or("none")
                    )),
                )
                .at(place(None)))
            }
        };
        let mut cells = Vec::with_capacity(count);
        for (i, gid) in gids.into_iter().enumerate() {
            let gid = gid & !tiled_map::FLIP_BITS;
            if gid == 0 {
                cells.push(None);
                continue;
            }
            let set =
                self.first_gids.iter().enumerate().filter(|(_, &first)| first <= gid).max_by_key(|(_, &f)| f);
            match set {
                Some((index, first)) => cells.push(Some((index, gid - first))),
                None => {
                    let cell = Some((i as u32 % width, i as u32 / width));
                    let message = tiled_map::no_tileset(gid, !self.first_gids.is_empty());
                    return Err(FormatError::new(self.file, ErrorKind::Invalid(message)).at(place(cell)));
                }
            }
        }
        self.tile_layers.push(TileLayer { name: layer.name.clone(), props: layer.properties.props(), cells });
        Ok(())
    }

    fn object_layer(&mut self, layer: &Layer, (dx, dy): (f64, f64)) {
        for object in &layer.objects {
            let user_type = object.kind.clone().or_else(|| object.class.clone()).unwrap_or_default();
            let label = match (object.name.is_empty(), object.id) {
                (false, _) => format!("{:?}", object.name),
                (true, Some(id)) => format!("#{id}"),
                (true, None) => format!("{user_type:?} at ({}, {})", object.x, object.y),
            };
            // Tile objects hang from their bottom-left corner.
            let top = if object.gid.is_some() { object.y - object.height } else { object.y };
            let (x, y) = (object.x + dx, object.y + dy);
            let line = object.polyline.as_ref().or(object.polygon.as_ref());
            self.things.push(Thing {
                layer: layer.name.clone(),
                label,
                names: vec![user_type, object.name.clone()],
                id: object.id,
                rect: [x, top + dy, object.width, object.height],
                points: line.map(|l| l.iter().map(|p| (x + p.x, y + p.y)).collect()).unwrap_or_default(),
                tile: object.gid.is_some(),
                props: object.properties.props(),
            });
        }
    }
}

/// Why a tile layer without data is refused.
const INFINITE_OR_EMPTY: &str =
    "the layer has no `data` (infinite maps keep `chunks` instead, which Ledge does not read)";
