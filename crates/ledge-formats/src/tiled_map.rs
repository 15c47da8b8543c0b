//! What both Tiled readers (TMX and JSON) produce, and the rules that turn
//! Tiled's tile layers into Ledge's tiles.
//!
//! Each cell takes the kind of the top-most layer's tile there whose kind
//! is not `empty`. A tile's kind is the first of:
//! 1. the mapping file's `[tiles]` entry for `tileset:id`, then for `id`
//!    (the tile's id in its tileset, as Tiled shows it);
//! 2. the mapping file's `[layers]` entry for the layer;
//! 3. empty, when the layer is decoration: by its `nocollide` (true) or
//!    collision property (`collides`, `collide`, `collidable`, `solid`,
//!    `collision`) set to false, or by its name (`Background`, `bg2`,
//!    `Foreground`, `Parallax`..., see [`decoration_layer`]) unless its
//!    `kind` property says otherwise;
//! 4. the tile's `kind` property;
//! 5. the tile's collision property (true: solid; false: a picture), as
//!    Phaser and other games declare it, then its `type` property;
//! 6. its tileset's collision property;
//! 7. the layer's `kind` property, then its collision property;
//! 8. the tile's type (class) by the mapping file, then by the conventions;
//! 9. the layer's name by the conventions (a layer `Lava` is lava), but a
//!    name that means walls only where the map declares collision nowhere;
//! 10. empty, when the map declares collision by a property (on a layer,
//!     or on a tile or tileset of a tile it draws outside its decoration
//!     layers): what it does not declare is a picture;
//! 11. empty, when the tile's tileset marks the kind of some of its tiles
//!     (by a type or a `kind` property) but not of this one: a tileset that
//!     marks its `Collision` tiles draws the rest as pictures;
//! 12. empty, when the map's walls are drawn as objects (a `Collision`
//!     object layer): its tile layers are then its pictures;
//! 13. solid: any tile is a wall, as seed 000 reads its map.
//!
//! Steps 9 and 13 are guesses, and `ledge check` names the layers read so.
//!
//! A layer named after an actor (`Coins`, `CoinLayer`, `portal`) whose
//! tiles nothing else explains places that actor at each of its tiles
//! instead ([`layer_actors`]). Layers the mapping file marks `ignore` are
//! left out. Whether a layer is
//! visible in the editor does not matter: collision layers are often hidden.

use std::collections::{BTreeSet, HashMap};

use ledge_engine::Tile;

use crate::conventions::{actor_kind, decoration_layer, layer_kind, normalize, tile_kind, ActorKind};
use crate::error::{ErrorKind, FormatError, Location};
use crate::mapping::{LayerRule, Mapping};
use crate::thing::{Props, Thing, Value};

/// The bits of a global tile id that flip or rotate the tile.
pub const FLIP_BITS: u32 = 0xF000_0000;

/// What a tileset says of its tiles.
#[derive(Clone, Debug, Default)]
pub struct Tileset {
    /// Its name.
    pub name: String,
    /// The type (class) and properties of the tiles that have any, by id.
    pub tiles: HashMap<u32, (String, Props)>,
    /// How many tiles it holds, when the file says.
    pub count: Option<u32>,
    /// For an image collection (a tileset of one image per tile, whose ids
    /// may have gaps), the ids of its tiles; `None` for a tileset cut from
    /// one image, whose ids run from 0 to `count`.
    pub collection: Option<BTreeSet<u32>>,
    /// The tileset's own properties (a `collides` for all its tiles).
    pub props: Props,
}

/// The name Tiled gives its built-in tilesets, which exist only inside the
/// editor (`:/automap-tiles.tsx`): they start so.
pub const BUILT_IN: &str = ":/";

/// The property names by which games declare that tiles collide.
const COLLISION_KEYS: [&str; 5] = ["collides", "collide", "collidable", "solid", "collision"];

/// What `props` declare of collision, when they do: true (walls) or false
/// (a picture), by `collides`, `collide`, `collidable`, `solid` or
/// `collision`.
pub(crate) fn collision(props: &Props) -> Option<bool> {
    COLLISION_KEYS.iter().find_map(|key| props.get(*key)).and_then(Value::flag)
}

impl Tileset {
    /// Whether it marks the kind of any of its tiles: by a type (class) or
    /// a `kind` property.
    fn marks_kinds(&self) -> bool {
        self.tiles.values().any(|(user_type, props)| !user_type.is_empty() || props.contains_key("kind"))
    }

    /// Whether it declares its tile `id` to collide: by the tile's own
    /// property, else by the tileset's.
    fn declares_collision(&self, id: u32) -> bool {
        let own = self.tiles.get(&id).and_then(|(_, props)| collision(props));
        own.or_else(|| collision(&self.props)) == Some(true)
    }

    /// Why tile `id` is none of its tiles, when it is not.
    fn lacks(&self, id: u32) -> Option<String> {
        let name = &self.name;
        if name.starts_with(BUILT_IN) {
            return Some(format!(
                "the tile comes from {name:?}, a tileset built into Tiled that exists only inside the editor; \
                 in Tiled, erase the tile, or draw it from a tileset of the game's"
            ));
        }
        match (&self.collection, self.count) {
            (Some(ids), _) if !ids.contains(&id) => Some(format!(
                "the tile is number {id} of the image collection {name:?}, which holds no image of that \
                 number; in Tiled, erase it, or give the tileset back the image it lost"
            )),
            (None, Some(count)) if id >= count => Some(format!(
                "the tile is number {id} of tileset {name:?}, which holds {count} tiles; in Tiled, \
                 erase it, or give the tileset back the tiles it lost"
            )),
            _ => None,
        }
    }
}

/// How a tile layer was read: as walls (some of its tiles are), or as
/// decoration, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayerReading {
    /// The layer's name.
    pub layer: String,
    /// `None` when some of its tiles are walls (or other kinds that play),
    /// else why none are: `its name`, `its property `nocollide``...
    pub decoration: Option<&'static str>,
    /// For a layer read as walls by no property of the map's, the guess
    /// that made them walls: `by its name`, `any tile is a wall`.
    pub guess: Option<&'static str>,
}

/// The note that says which tile layers were read as walls and which as
/// decoration, and how to change that, when it matters: when a layer is
/// decoration, or there are several.
pub fn layers_note(readings: &[LayerReading]) -> Option<String> {
    if readings.len() < 2 && readings.iter().all(|r| r.decoration.is_none()) {
        return None;
    }
    let walls: Vec<String> = readings
        .iter()
        .filter(|r| r.decoration.is_none())
        .map(|r| match r.guess {
            Some(guess) => format!("{:?} (a guess: {guess})", r.layer),
            None => format!("{:?}", r.layer),
        })
        .collect();
    let decoration: Vec<String> =
        readings.iter().filter_map(|r| Some(format!("{:?} (by {})", r.layer, r.decoration?))).collect();
    let list = |names: Vec<String>| if names.is_empty() { "none".to_string() } else { names.join(", ") };
    Some(format!(
        "tile layers read as walls: {}; as decoration: {}; to change that, name the layer in a mapping \
         file's [layers] table (`Background = \"solid\"` makes its tiles walls, `Ground = \"ignore\"` \
         leaves it out), or give it the property `nocollide = true` in the editor",
        list(walls),
        list(decoration)
    ))
}

/// Why `layer` is decoration by its own properties or name, when it is:
/// its `nocollide` (true) or `collision` (false) property, or (`by_name`)
/// its name, unless its `kind` property names what its tiles are.
fn decoration_by_layer(layer: &TileLayer, by_name: bool) -> Option<&'static str> {
    let props = &layer.props;
    if props.get("nocollide").is_some_and(Value::truth) {
        return Some("its property `nocollide`");
    }
    if collision(props) == Some(false) {
        return Some("its property `collision = false`");
    }
    (by_name && decoration_layer(&layer.name) && !props.contains_key("kind")).then_some("its name")
}

/// Why a tile layer whose name names an actor is no walls.
const ACTOR_LAYER: &str = "its name: its tiles place the actors it names";

/// The actor each tile of `layer` places, when the layer's name names one
/// (coins, monsters, checkpoints, the game's elements: a layer `Coins` or
/// `CoinLayer` of coins drawn as tiles, a layer `portal` of exits) and
/// neither the mapping file nor the layer's properties or name say what
/// its tiles are.
/// Returns the name of the actor, the layer's without a last word `layer`.
fn actor_layer(layer: &TileLayer, mapping: &Mapping) -> Option<String> {
    let props = &layer.props;
    if mapping.layer(&layer.name).is_some()
        || props.contains_key("kind")
        || props.contains_key("nocollide")
        || collision(props).is_some()
        || layer_kind(&layer.name).is_some()
    {
        return None;
    }
    let letters = normalize(&layer.name);
    let bare = letters.trim_end_matches(|c: char| c.is_ascii_digit());
    let bare = bare.strip_suffix("layer").unwrap_or(bare);
    let kind = mapping.object(bare).or_else(|| actor_kind(bare))?;
    let per_tile = match kind {
        ActorKind::Spawns(mechanic) => mechanic.import.is_some_and(|import| import.per_tile),
        ActorKind::Checkpoint | ActorKind::Element(_) => true,
        _ => false,
    };
    per_tile.then(|| bare.to_string())
}

/// What the tiles of layers named after an actor place (see
/// [`actor_layer`]): one object per tile, a cell of `cell` pixels, named
/// as its layer, for a map `width` cells wide.
pub(crate) fn layer_actors(
    layers: &[TileLayer],
    mapping: &Mapping,
    cell: (f64, f64),
    width: u32,
) -> Vec<Thing> {
    let mut things = Vec::new();
    for layer in layers {
        let Some(name) = actor_layer(layer, mapping) else { continue };
        for (i, _) in layer.cells.iter().enumerate().filter(|(_, c)| c.is_some()) {
            let (x, y) = (i as u32 % width, i as u32 / width);
            things.push(Thing {
                layer: layer.name.clone(),
                label: format!("the tile at cell ({x}, {y})"),
                names: vec![name.clone()],
                id: None,
                rect: [x as f64 * cell.0, y as f64 * cell.1, cell.0, cell.1],
                points: Vec::new(),
                tile: false,
                props: Props::new(),
            });
        }
    }
    things
}

/// The message for global tile id `gid` that no tileset of a map holds
/// (`any`: whether the map has tilesets at all).
pub fn no_tileset(gid: u32, any: bool) -> String {
    match any {
        true => format!("tile id {gid} belongs to none of the map's tilesets"),
        false => format!(
            "tile id {gid} is used, but the map has no tileset; in Tiled, add the tileset its tiles come \
             from (Map > Add External Tileset), or erase the tiles"
        ),
    }
}

/// A tile layer: its name, properties, and per cell the tile there as
/// (tileset index, id in the tileset), `None` where empty.
#[derive(Clone, Debug, Default)]
pub struct TileLayer {
    /// Its name.
    pub name: String,
    /// Its properties.
    pub props: Props,
    /// One entry per cell of the map, row by row.
    pub cells: Vec<Option<(usize, u32)>>,
}

/// The map's tiles from its `layers` (bottom first) over `tilesets`, as
/// the rules above say, for a map of `width` by `height` cells (every
/// layer has one entry per cell of the map); and how each layer the
/// mapping file does not leave out was read.
///
/// A layer's name makes it decoration only when the map has walls
/// elsewhere: another tile layer, or objects that are walls
/// (`walls_drawn_as_objects`). Seed 000's one layer, `background`, is all
/// its walls.
pub fn tiles(
    file: &str,
    (width, height): (u32, u32),
    tilesets: &[Tileset],
    layers: &[TileLayer],
    mapping: &Mapping,
    walls_drawn_as_objects: bool,
) -> Result<(Vec<Tile>, Vec<LayerReading>), FormatError> {
    let mut tiles = vec![Tile::Empty; width as usize * height as usize];
    let mut readings = Vec::with_capacity(layers.len());
    let marks: Vec<bool> = tilesets.iter().map(Tileset::marks_kinds).collect();
    let kept = |layer: &&TileLayer| mapping.layer(&layer.name).is_none();
    let walls_elsewhere =
        walls_drawn_as_objects || layers.iter().filter(kept).any(|l| decoration_by_layer(l, true).is_none());
    // Declarations count where the map uses them, outside its decoration:
    // a tileset shared by several maps may declare tiles this one draws
    // only in its background, or not at all, and an empty layer may
    // declare what it would hold.
    let playing = || layers.iter().filter(|l| decoration_by_layer(l, walls_elsewhere).is_none());
    let declared = playing()
        .any(|l| collision(&l.props) == Some(true) && l.cells.iter().any(Option::is_some))
        || playing()
            .flat_map(|l| &l.cells)
            .flatten()
            .any(|&(set, id)| tilesets.get(set).is_some_and(|t| t.declares_collision(id)));
    for layer in layers {
        let layer_name = normalize(&layer.name);
        let bad = |kind: &str, cell: Option<(u32, u32)>| {
            let message = format!("unknown tile kind `{kind}`; see the kinds in docs/levels.md (solid, ice, hazard, oneway, ladder, empty, slopes)");
            FormatError::new(file, ErrorKind::Invalid(message))
                .at(Location::Layer { layer: layer.name.clone(), cell })
        };
        let mapped_layer = match mapping.layer(&layer_name) {
            Some(LayerRule::Ignore) => continue,
            Some(LayerRule::Kind(tile)) => Some(tile),
            None => None,
        };
        let decoration = decoration_by_layer(layer, walls_elsewhere)
            .filter(|_| mapped_layer.is_none())
            .or_else(|| actor_layer(layer, mapping).map(|_| ACTOR_LAYER));
        let property = |props: &Props, cell| match props.get("kind") {
            Some(value) => {
                let text = value.text().unwrap_or_default();
                tile_kind(text).map(Some).ok_or_else(|| bad(text, cell))
            }
            None => Ok(None),
        };
        let layer_kind = property(&layer.props, None)?
            .or_else(|| (collision(&layer.props) == Some(true)).then_some(Tile::Solid));
        // A name that means walls is a guess the map's own declarations overrule.
        let by_name =
            crate::conventions::layer_kind(&layer.name).filter(|&k| !(declared && k == Tile::Solid));
        let (mut drawn, mut playing, mut guess) = (false, false, None);
        for (i, cell) in layer.cells.iter().enumerate() {
            let Some((set, id)) = *cell else { continue };
            drawn = true;
            let tileset = tilesets.get(set);
            if let Some(message) = tileset.and_then(|t| t.lacks(id)) {
                let at = Some((i as u32 % width, i as u32 / width));
                return Err(FormatError::new(file, ErrorKind::Invalid(message))
                    .at(Location::Layer { layer: layer.name.clone(), cell: at }));
            }
            let (user_type, props) = match tileset.and_then(|t| t.tiles.get(&id)) {
                Some((user_type, props)) => (user_type.as_str(), Some(props)),
                None => ("", None),
            };
            let from_mapping = tileset
                .and_then(|t| mapping.tile(&format!("{}:{id}", t.name)))
                .or_else(|| mapping.tile(&id.to_string()));
            let kind = match from_mapping.or(mapped_layer) {
                Some(kind) => kind,
                None if decoration.is_some() => Tile::Empty,
                None => {
                    let at = Some((i as u32 % width, i as u32 / width));
                    let own = match props {
                        Some(props) => property(props, at)?
                            .or_else(|| collision(props).map(|c| if c { Tile::Solid } else { Tile::Empty }))
                            .or_else(|| props.get("type").and_then(Value::text).and_then(tile_kind)),
                        None => None,
                    };
                    let by_tileset = tileset.and_then(|t| collision(&t.props)).map(|c| {
                        if c {
                            Tile::Solid
                        } else {
                            Tile::Empty
                        }
                    });
                    let unmarked =
                        marks.get(set).copied().unwrap_or(false) || walls_drawn_as_objects || declared;
                    let known = own
                        .or(by_tileset)
                        .or(layer_kind)
                        .or_else(|| Some(user_type).filter(|t| !t.is_empty()).and_then(|t| mapping.tile(t)))
                        .or_else(|| tile_kind(user_type));
                    match (known, by_name) {
                        (Some(kind), _) => kind,
                        (None, Some(kind)) => {
                            guess = guess.or(Some("by its name"));
                            kind
                        }
                        (None, None) if unmarked => Tile::Empty,
                        (None, None) => {
                            guess = Some("any tile is a wall");
                            Tile::Solid
                        }
                    }
                }
            };
            if let Some(tile) = tiles.get_mut(i).filter(|_| kind != Tile::Empty) {
                *tile = kind;
                playing = true;
            }
        }
        let decoration = match (decoration, playing || !drawn) {
            (Some(why), _) => Some(why),
            (None, true) => None,
            (None, false) if walls_drawn_as_objects => Some("the map's walls, which are drawn as objects"),
            (None, false) if declared => {
                Some("its tiles: the map declares by a property which tiles collide (`collides`, `solid`...), and none of these")
            }
            (None, false) => Some("its tiles: their tileset marks the kind of other tiles only"),
        };
        if drawn {
            readings.push(LayerReading { layer: layer.name.clone(), decoration, guess });
        }
    }
    Ok((tiles, readings))
}

/// A property value from Tiled's JSON: booleans, numbers and strings;
/// anything else (objects, classes) is left out.
pub fn json_value(value: &serde_json::Value) -> Option<Value> {
    match value {
        serde_json::Value::Bool(b) => Some(Value::Bool(*b)),
        serde_json::Value::Number(n) => n.as_f64().map(Value::Number),
        serde_json::Value::String(s) => Some(Value::Text(s.clone())),
        _ => None,
    }
}
