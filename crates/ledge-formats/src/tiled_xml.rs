//! Tiled's XML maps (`.tmx`, with `.tsx` tilesets and `.tx` templates),
//! read with the `tiled` crate.
//!
//! Every file goes to the crate through [`Files`], a `tiled::ResourceReader`
//! that keeps the crate inside the level's folder, caps each file's size,
//! and passes each document through [`crate::tmx_check`] first: that is
//! what lets the crate read maps from Tiled before 0.13 (seed 000's own)
//! and what keeps it from panicking on data that does not fit its layer.

use std::io::Cursor;
use std::path::{Path, PathBuf};

use tiled::{LayerType, Loader, ObjectShape, PropertyValue};

use crate::conventions::normalize;
use crate::error::{ErrorKind, FormatError, Location};
use crate::json_as_xml;
use crate::kind_of::FileKind;
use crate::mapping::Mapping;
use crate::paths::{self, Reference, Root};
use crate::raw_map::{walls_drawn_as_objects, RawMap};
use crate::speed::SpeedUnit;
use crate::thing::{Props, Thing, Value};
use crate::tiled_map::{self, TileLayer, Tileset};
use crate::tmx_check;
use crate::tmx_infinite;
use crate::tmx_templates;

/// The files the crate asks for: the map (or tileset) first, then what it
/// refers to, each checked by the rule of [`crate::paths`].
struct Files {
    folder: Root,
    /// The folder of the first file, to name the others relative to it.
    base: PathBuf,
    /// The first file's name in messages, until it is read; then the
    /// file whose references the others are.
    first: String,
    read_first: bool,
    /// Whether the first file is a map (else a tileset).
    map: bool,
    /// Where an infinite map's top-left was on its grid, cells, once read.
    origin: Option<(i64, i64)>,
}

impl Files {
    fn new(folder: Root, first: &Path, name: &str, map: bool) -> Files {
        let base = first.parent().map(Path::to_path_buf).unwrap_or_default();
        Files { folder, base, first: name.to_string(), read_first: false, map, origin: None }
    }
}

impl tiled::ResourceReader for Files {
    type Resource = Cursor<Vec<u8>>;
    type Error = FormatError;

    fn read_from(&mut self, path: &Path) -> Result<Cursor<Vec<u8>>, FormatError> {
        // A tileset built into Tiled (`:/automap-tiles.tsx`), which only the
        // editor holds: an empty one of that name, refused where a tile uses it.
        if let Some(name) = self.read_first.then(|| built_in(path)).flatten() {
            let xml = format!(
                "<tileset name=\"{name}\" tilewidth=\"1\" tileheight=\"1\" tilecount=\"0\" columns=\"0\"/>"
            );
            return Ok(Cursor::new(xml.into_bytes()));
        }
        let shown = if self.read_first {
            path.strip_prefix(&self.base).unwrap_or(path).display().to_string()
        } else {
            self.first.clone()
        };
        // A file that cannot be read is the fault of the file naming it.
        let referrer = |kind: ErrorKind| match self.read_first {
            false => FormatError::new(&shown, kind),
            true => {
                // The crate asks for tilesets and templates; a name of
                // neither kind is read as a tileset (see below).
                let what = match Reference::by_extension(path) {
                    Some(Reference::Template) => "template",
                    _ => "tileset",
                };
                FormatError::new(&self.first, kind).at(Location::Part(format!("{what} {shown:?}")))
            }
        };
        let real = match self.read_first {
            // The map itself, or a tileset a JSON map's reference led to.
            false => path.to_path_buf(),
            true => {
                let what = Reference::by_extension(path).unwrap_or(Reference::Tileset);
                self.folder.check(path, &shown, what).map_err(referrer)?
            }
        };
        if real.extension().is_some_and(|e| e == "tx") {
            if let Some(chain) = tmx_templates::template_loop(&self.folder, &real) {
                let message = format!(
                    "the templates {} use one another in a loop, which never ends; a template's object \
                     cannot use that template: remove the `template` attribute from one of them",
                    chain.iter().map(|t| format!("{t:?}")).collect::<Vec<_>>().join(" -> ")
                );
                return Err(referrer(ErrorKind::Invalid(message)));
            }
        }
        let mut bytes = paths::read(&real).map_err(referrer)?;
        let mut wanted = match self.read_first {
            true => Reference::by_extension(path).map_or(FileKind::TiledTileset, |r| match r {
                Reference::Template => FileKind::TiledTemplate,
                _ => FileKind::TiledTileset,
            }),
            false if self.map => FileKind::TiledMap,
            false => FileKind::TiledTileset,
        };
        // A JSON tileset or template that a TMX map uses, as the crate reads
        // them: by what it is, whatever its name (`.json` is either).
        let json =
            real.extension().is_some_and(|e| ["tsj", "tj", "json"].iter().any(|j| e.eq_ignore_ascii_case(j)));
        if self.read_first && json {
            (bytes, wanted) = json_as_xml::xml(&paths::tidy(path).display().to_string(), &bytes)?;
        }
        if let Some(kind) = FileKind::of_xml(&bytes).filter(|k| *k != wanted) {
            return Err(referrer(ErrorKind::Invalid(kind.instead_of(wanted))));
        }
        if !self.read_first {
            if let Some((finite, origin)) = tmx_infinite::finite(&shown, &bytes)? {
                (bytes, self.origin) = (finite, Some(origin));
            }
        }
        // Problems inside the file name it as it is found from here.
        let resolved = match self.read_first {
            true => paths::tidy(path).display().to_string(),
            false => shown,
        };
        self.read_first = true;
        Ok(Cursor::new(tmx_check::check(&resolved, &bytes)?))
    }
}

/// The name of the tileset built into Tiled that `path` refers to, when it
/// does: the crate joins `:/automap-tiles.tsx` to the map's folder.
fn built_in(path: &Path) -> Option<String> {
    let text = path.to_string_lossy();
    let at = text.find(tiled_map::BUILT_IN)?;
    let name = &text[at..];
    name.chars().all(|c| c.is_alphanumeric() || ":/-_.".contains(c)).then(|| name.to_string())
}

/// The crate's error, as ours: the errors of [`Files`] come back whole.
fn crate_error(file: &str, error: tiled::Error) -> FormatError {
    match error {
        tiled::Error::ResourceLoadingError { err, path } => match err.downcast::<FormatError>() {
            Ok(ours) => *ours,
            Err(other) => FormatError::new(file, ErrorKind::Io(format!("{}: {other}", path.display()))),
        },
        other => {
            FormatError::new(file, ErrorKind::Invalid(format!("this is not a map Ledge can read: {other}")))
        }
    }
}

/// Reads the TMX map at `path` (named `file` in messages).
pub(crate) fn read(path: &Path, file: &str, mapping: &Mapping) -> Result<RawMap, FormatError> {
    let mut loader = Loader::with_reader(Files::new(Root::of(path)?, path, file, true));
    let map = loader.load_tmx_map(path).map_err(|e| crate_error(file, e))?;
    let (width, height) = (map.width, map.height);
    let tilesets: Vec<Tileset> = map.tilesets().iter().map(|t| tileset(t)).collect();
    let mut walk = Walk { size: (width, height), tile_layers: Vec::new(), things: Vec::new() };
    // An infinite map's objects move with its tiles into their box.
    let (x, y) = loader.reader().origin.unwrap_or((0, 0));
    walk.layers(map.layers(), (-(x as f64) * map.tile_width as f64, -(y as f64) * map.tile_height as f64));
    let (tiles, layers) = tiled_map::tiles(
        file,
        (width, height),
        &tilesets,
        &walk.tile_layers,
        mapping,
        walls_drawn_as_objects(&walk.things, mapping),
    )?;
    let actors = tiled_map::layer_actors(
        &walk.tile_layers,
        mapping,
        (map.tile_width as f64, map.tile_height as f64),
        width,
    );
    walk.things.extend(actors);
    Ok(RawMap {
        file: file.to_string(),
        name: path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default(),
        size: (width, height),
        cell: (map.tile_width as f64, map.tile_height as f64),
        tiles,
        things: walk.things,
        props: props(&map.properties),
        physics: ledge_engine::Preset::tiny,
        platform_speed: SpeedUnit::CellsPerSecond,
        part: Location::File,
        layers,
        rooms: Vec::new(),
        left_out: Vec::new(),
    })
}

/// Reads the TSX tileset at `path`, named `source` in messages.
pub(crate) fn external_tileset(folder: &Root, path: &Path, source: &str) -> Result<Tileset, FormatError> {
    let mut loader = Loader::with_reader(Files::new(folder.clone(), path, source, false));
    let set = loader.load_tsx_tileset(path).map_err(|e| crate_error(source, e))?;
    Ok(tileset(&set))
}

/// What a tileset says of its tiles: those with a type or properties.
fn tileset(set: &tiled::Tileset) -> Tileset {
    let tiles = set
        .tiles()
        .filter(|(_, t)| !t.user_type.is_empty() || !t.properties.is_empty())
        .map(|(id, t)| (id, (t.user_type.clone(), props(&t.properties))))
        .collect();
    // A count of 0 is one the first pass could not compute: unknown.
    let count = Some(set.tilecount).filter(|&c| c > 0);
    // A tileset without an image of its own is an image collection.
    let collection = set.image.is_none().then(|| set.tiles().map(|(id, _)| id).collect());
    Tileset { name: set.name.clone(), tiles, count, collection, props: props(&set.properties) }
}

/// The crate's properties, with normalized names.
fn props(properties: &tiled::Properties) -> Props {
    let mut props: Vec<(String, Value)> = properties
        .iter()
        .filter_map(|(name, value)| {
            let value = match value {
                PropertyValue::BoolValue(b) => Value::Bool(*b),
                PropertyValue::FloatValue(f) => Value::Number(*f as f64),
                PropertyValue::IntValue(i) => Value::Number(*i as f64),
                PropertyValue::StringValue(s) | PropertyValue::FileValue(s) => Value::Text(s.clone()),
                PropertyValue::ObjectValue(id) => Value::Number(*id as f64),
                _ => return None,
            };
            Some((normalize(name), value))
        })
        .collect();
    // The crate keeps properties in a hash map: sort for a fixed order.
    props.sort_by(|a, b| a.0.cmp(&b.0));
    props.into_iter().collect()
}

/// Walks the layers, bottom to top, groups included.
struct Walk {
    size: (u32, u32),
    tile_layers: Vec<TileLayer>,
    things: Vec<Thing>,
}

impl Walk {
    fn layers<'map>(&mut self, layers: impl Iterator<Item = tiled::Layer<'map>>, offset: (f64, f64)) {
        for layer in layers {
            let offset = (offset.0 + layer.offset_x as f64, offset.1 + layer.offset_y as f64);
            let name = layer.name.clone();
            let layer_props = props(&layer.properties);
            match layer.layer_type() {
                LayerType::Tiles(tiles) => {
                    let (width, height) = self.size;
                    // `tmx_check` made sure the data fills the layer.
                    let cells = (0..height as i32)
                        .flat_map(|y| (0..width as i32).map(move |x| (x, y)))
                        .map(|(x, y)| tiles.get_tile(x, y).map(|t| (t.tileset_index(), t.id())))
                        .collect();
                    self.tile_layers.push(TileLayer { name, props: layer_props, cells });
                }
                LayerType::Objects(objects) => {
                    // A text object is a label in the editor, never an actor.
                    for object in objects.objects().filter(|o| !matches!(o.shape, ObjectShape::Text { .. })) {
                        let (w, h) = match object.shape {
                            ObjectShape::Rect { width, height }
                            | ObjectShape::Ellipse { width, height }
                            | ObjectShape::Capsule { width, height } => (width as f64, height as f64),
                            _ => (0.0, 0.0),
                        };
                        let (x, y) = (object.x as f64 + offset.0, object.y as f64 + offset.1);
                        // Tile objects hang from their bottom-left corner.
                        let top = if object.tile_data().is_some() { y - h } else { y };
                        let label = match (object.name.is_empty(), object.id()) {
                            (false, _) => format!("{:?}", object.name),
                            (true, 0) => format!("{:?} at ({}, {})", object.user_type, object.x, object.y),
                            (true, id) => format!("#{id}"),
                        };
                        let points = match &object.shape {
                            ObjectShape::Polyline { points } | ObjectShape::Polygon { points } => {
                                points.iter().map(|&(px, py)| (x + px as f64, y + py as f64)).collect()
                            }
                            _ => Vec::new(),
                        };
                        // A tile object takes its tile's type and properties
                        // where it has none of its own, as in Tiled.
                        let tile = object.get_tile().and_then(|t| t.get_tile());
                        let user_type = match (object.user_type.is_empty(), &tile) {
                            (true, Some(tile)) => tile.user_type.clone(),
                            _ => object.user_type.clone(),
                        };
                        let mut object_props = tile.map(|t| props(&t.properties)).unwrap_or_default();
                        object_props.extend(props(&object.properties));
                        self.things.push(Thing {
                            layer: name.clone(),
                            label,
                            names: vec![user_type, object.name.clone()],
                            id: Some(object.id() as u64).filter(|&id| id != 0),
                            rect: [x, top, w, h],
                            points,
                            tile: object.tile_data().is_some(),
                            props: object_props,
                        });
                    }
                }
                LayerType::Group(group) => self.layers(group.layers(), offset),
                LayerType::Image(_) => {}
            }
        }
    }
}
