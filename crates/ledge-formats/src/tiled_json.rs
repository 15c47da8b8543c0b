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

use crate::chunks::{self, Bounds, Chunk};
use crate::decode::{base64_gids, Compression};
use crate::error::{ErrorKind, FormatError, Location};
use crate::json_error::json_error;
use crate::kind_of::FileKind;
use crate::mapping::Mapping;
use crate::paths::{self, Reference, Root};
use crate::raw_map::{check_size, walls_drawn_as_objects, RawMap};
use crate::speed::SpeedUnit;
use crate::thing::{Props, Thing};
use crate::tiled_json_values::{Point, Properties};
use crate::tiled_map::{self, TileLayer, Tileset};
use crate::tiled_templates::{Template, Templates};
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
    /// An infinite map's tile data.
    chunks: Option<Vec<JsonChunk>>,
    #[serde(default)]
    properties: Properties,
    #[serde(default)]
    offsetx: f64,
    #[serde(default)]
    offsety: f64,
}

/// A chunk of an infinite map's tile layer.
#[derive(Deserialize)]
struct JsonChunk {
    x: i64,
    y: i64,
    width: u64,
    height: u64,
    data: Data,
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
    name: Option<String>,
    template: Option<String>,
    #[serde(rename = "type")]
    kind: Option<String>,
    class: Option<String>,
    #[serde(default)]
    x: f64,
    #[serde(default)]
    y: f64,
    width: Option<f64>,
    height: Option<f64>,
    gid: Option<u32>,
    polyline: Option<Vec<Point>>,
    polygon: Option<Vec<Point>>,
    /// A text object's text: a label, never an actor.
    text: Option<serde_json::Value>,
    #[serde(default)]
    properties: Properties,
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
    /// The image it is cut from; none for an image collection.
    image: Option<String>,
    /// Its own properties.
    #[serde(default)]
    properties: Properties,
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
    #[serde(default)]
    infinite: bool,
}

/// Reads the Tiled JSON map at `path` (named `file` in messages).
pub(crate) fn read(path: &Path, file: &str, mapping: &Mapping) -> Result<RawMap, FormatError> {
    let folder = Root::of(path)?;
    let bytes = paths::read(path).map_err(|kind| FormatError::new(file, kind))?;
    let wrong_kind = |e| match FileKind::of_json(&bytes).filter(|k| *k != FileKind::TiledMap) {
        Some(kind) => FormatError::new(file, ErrorKind::Invalid(kind.instead_of(FileKind::TiledMap))),
        None => json_error(file, "a Tiled map", &bytes, e),
    };
    let size: Size = serde_json::from_slice(&bytes).map_err(wrong_kind)?;
    if !size.infinite {
        check_size(file, size.width, size.height)?;
    }
    let map: Map = serde_json::from_slice(&bytes).map_err(wrong_kind)?;
    let invalid = |what: String| FormatError::new(file, ErrorKind::Invalid(what));
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
    // An infinite map is read into the box of its chunks.
    let bounds = match map.infinite {
        true => {
            let mut places = Vec::new();
            chunk_places(&map.layers, &mut places);
            Some(chunks::bounds(file, places.into_iter())?)
        }
        false => None,
    };
    let (width, height) = bounds.map_or((map.width as u32, map.height as u32), |b| b.size);
    let origin = bounds
        .map_or((0.0, 0.0), |b| (b.origin.0 as f64 * map.tilewidth, b.origin.1 as f64 * map.tileheight));
    let mut tilesets = Vec::with_capacity(map.tilesets.len());
    let mut first_gids = Vec::with_capacity(map.tilesets.len());
    for entry in &map.tilesets {
        first_gids.push(entry.firstgid);
        tilesets.push(match &entry.source {
            // Built into Tiled: refused only where a tile uses it.
            Some(source) if source.starts_with(tiled_map::BUILT_IN) => {
                Tileset { name: source.clone(), ..Tileset::default() }
            }
            Some(source) => external_tileset(&folder, path, file, source)?,
            None => entry.tileset.tileset(),
        });
    }
    let mut reader = Reader {
        file,
        map: path,
        root: &folder,
        templates: Templates::default(),
        size: (width, height),
        bounds,
        first_gids,
        tilesets: &tilesets,
        tile_layers: Vec::new(),
        things: Vec::new(),
    };
    reader.layers(&map.layers, (-origin.0, -origin.1))?;
    let (tiles, layers) = tiled_map::tiles(
        file,
        (width, height),
        &tilesets,
        &reader.tile_layers,
        mapping,
        walls_drawn_as_objects(&reader.things, mapping),
    )?;
    let actors =
        tiled_map::layer_actors(&reader.tile_layers, mapping, (map.tilewidth, map.tileheight), width);
    reader.things.extend(actors);
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
        layers,
        rooms: Vec::new(),
        left_out: Vec::new(),
    })
}

/// Adds the place and size of every chunk of the tile layers among
/// `layers` (groups included) to `places`.
fn chunk_places(layers: &[Layer], places: &mut Vec<chunks::Place>) {
    for layer in layers {
        places.extend(layer.chunks.iter().flatten().map(|c| ((c.x, c.y), (c.width, c.height))));
        chunk_places(&layer.layers, places);
    }
}

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
        // Without an image of its own, it is an image collection: its
        // tiles are the ones listed, whose ids may have gaps.
        let collection = match (&self.image, &self.tiles) {
            (None, Some(_)) => Some(tiles.keys().copied().collect()),
            _ => None,
        };
        Tileset {
            name: self.name.clone(),
            tiles,
            count: self.tilecount,
            collection,
            props: self.properties.props(),
        }
    }
}

/// A tileset kept in its own file: JSON (`.tsj`, `.json`) or XML (`.tsx`).
fn external_tileset(folder: &Root, map: &Path, file: &str, source: &str) -> Result<Tileset, FormatError> {
    let place = Location::Part(format!("tileset {source:?}"));
    let path = folder
        .resolve(map, source, Reference::Tileset)
        .map_err(|kind| FormatError::new(file, kind).at(place.clone()))?;
    // Problems inside the tileset name it as it is found from here.
    let shown = paths::tidy(&map.parent().unwrap_or(Path::new("")).join(source)).display().to_string();
    if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("tsx")) {
        return tiled_xml::external_tileset(folder, &path, &shown);
    }
    let bytes = paths::read(&path).map_err(|kind| FormatError::new(file, kind).at(place.clone()))?;
    let tileset: TilesetFile =
        serde_json::from_slice(&bytes).map_err(|e| json_error(&shown, "a Tiled tileset", &bytes, e))?;
    Ok(tileset.tileset())
}

/// Walks the layers, groups first to last (bottom to top).
struct Reader<'a> {
    file: &'a str,
    map: &'a Path,
    root: &'a Root,
    templates: Templates,
    size: (u32, u32),
    /// An infinite map's box.
    bounds: Option<Bounds>,
    first_gids: Vec<u32>,
    tilesets: &'a [Tileset],
    tile_layers: Vec<TileLayer>,
    things: Vec<Thing>,
}

impl Reader<'_> {
    fn layers(&mut self, layers: &[Layer], offset: (f64, f64)) -> Result<(), FormatError> {
        for layer in layers {
            let offset = (offset.0 + layer.offsetx, offset.1 + layer.offsety);
            match layer.kind.as_str() {
                "tilelayer" => self.tile_layer(layer)?,
                "objectgroup" => self.object_layer(layer, offset)?,
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
        let count = width as usize * height as usize;
        let gids = match (self.bounds, &layer.chunks) {
            (Some(bounds), Some(json_chunks)) => {
                let mut read = Vec::with_capacity(json_chunks.len());
                for chunk in json_chunks {
                    // Within the box, which is a level's size: the product fits.
                    let cells = (chunk.width * chunk.height) as usize;
                    let gids = self.data(layer, Some(&chunk.data), cells)?;
                    read.push(Chunk { at: (chunk.x, chunk.y), size: (chunk.width, chunk.height), gids });
                }
                chunks::compose(&read, bounds)
            }
            (Some(_), None) => vec![0; count],
            (None, _) => {
                if layer.width.is_some_and(|w| w != width as u64)
                    || layer.height.is_some_and(|h| h != height as u64)
                {
                    return Err(error(format!(
                        "the layer is {}x{} cells, but the map is {width}x{height}",
                        layer.width.unwrap_or(0),
                        layer.height.unwrap_or(0)
                    )));
                }
                self.data(layer, layer.data.as_ref(), count)?
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

    /// The objects of `layer`, each written over the template it uses.
    fn object_layer(&mut self, layer: &Layer, (dx, dy): (f64, f64)) -> Result<(), FormatError> {
        for object in layer.objects.iter().filter(|o| o.text.is_none()) {
            let template = match &object.template {
                Some(reference) => {
                    let place = Location::Object { layer: layer.name.clone(), object: label(object, "") };
                    let found = self.templates.get(self.root, self.map, self.file, reference);
                    found.map_err(|e| if e.place == Location::File { e.at(place) } else { e })?.clone()
                }
                None => Template::default(),
            };
            // A tile object takes its tile's type and properties where it
            // has none of its own, as in Tiled.
            let tile_def = object.gid.and_then(|gid| self.tile_def(gid));
            let user_type = (object.kind.clone().or_else(|| object.class.clone()))
                .filter(|t| !t.is_empty())
                .or(template.kind)
                .or_else(|| tile_def.map(|(t, _)| t.clone()))
                .unwrap_or_default();
            let name = object.name.clone().or(template.name).unwrap_or_default();
            let (width, height) = (
                object.width.or(template.size.0).unwrap_or(0.0),
                object.height.or(template.size.1).unwrap_or(0.0),
            );
            let tile = object.gid.is_some() || template.tile;
            // Tile objects hang from their bottom-left corner.
            let top = if tile { object.y - height } else { object.y };
            let (x, y) = (object.x + dx, object.y + dy);
            let line = object.polyline.as_ref().or(object.polygon.as_ref());
            let points = match line {
                Some(line) => line.iter().map(|p| (x + p.x, y + p.y)).collect(),
                None => template.points.unwrap_or_default().iter().map(|p| (x + p.0, y + p.1)).collect(),
            };
            let mut props = tile_def.map(|(_, props)| props.clone()).unwrap_or_default();
            props.extend(template.props);
            props.extend(object.properties.props());
            self.things.push(Thing {
                layer: layer.name.clone(),
                label: label(object, &user_type),
                names: vec![user_type, name],
                id: object.id,
                rect: [x, top + dy, width, height],
                points,
                tile,
                props,
            });
        }
        Ok(())
    }
}

impl<'a> Reader<'a> {
    /// The type and properties of the tile of global id `gid`, when its
    /// tileset gives it any.
    fn tile_def(&self, gid: u32) -> Option<&'a (String, Props)> {
        let gid = gid & !tiled_map::FLIP_BITS;
        let (index, first) =
            self.first_gids.iter().enumerate().filter(|(_, &first)| first <= gid).max_by_key(|(_, &f)| f)?;
        self.tilesets.get(index)?.tiles.get(&(gid - first))
    }
}

/// How messages name `object` (of type `user_type`): by its name, else its
/// id, else its type and place.
fn label(object: &Object, user_type: &str) -> String {
    match (object.name.as_deref().filter(|n| !n.is_empty()), object.id) {
        (Some(name), _) => format!("{name:?}"),
        (None, Some(id)) => format!("#{id}"),
        (None, None) => format!("{user_type:?} at ({}, {})", object.x, object.y),
    }
}

impl Reader<'_> {
    /// The `count` global tile ids of `data` (a layer's or a chunk's), in
    /// the encoding and compression of `layer`.
    fn data(&self, layer: &Layer, data: Option<&Data>, count: usize) -> Result<Vec<u32>, FormatError> {
        let place = || Location::Layer { layer: layer.name.clone(), cell: None };
        let error = |what: String| FormatError::new(self.file, ErrorKind::Invalid(what)).at(place());
        match (data, layer.encoding.as_deref()) {
            (None, _) => Err(error(NO_DATA.into())),
            (Some(Data::Ids(ids)), None | Some("csv")) => {
                if ids.len() != count {
                    return Err(error(format!(
                        "the layer's data holds {} tiles, but the layer has {count} cells",
                        ids.len()
                    )));
                }
                Ok(ids.clone())
            }
            (Some(Data::Base64(text)), Some("base64")) => {
                let compression = Compression::named(layer.compression.as_deref())
                    .map_err(|m| FormatError::new(self.file, ErrorKind::Unsupported(m)).at(place()))?;
                base64_gids(text, compression, count).map_err(error)
            }
            (_, encoding) => Err(FormatError::new(
                self.file,
                ErrorKind::Unsupported(format!(
                    "unknown tile data encoding `{}` for this data; Tiled writes a list of ids (csv) or base64 text",
                    encoding.unwrap_or("none")
                )),
            )
            .at(place())),
        }
    }
}

/// Why a tile layer without data is refused.
const NO_DATA: &str =
    "the layer has no `data`: a tile layer of a map that is not infinite keeps its tiles there";
