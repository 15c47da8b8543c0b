//! What both Tiled readers (TMX and JSON) produce, and the rules that turn
//! Tiled's tile layers into Ledge's tiles.
//!
//! Each cell takes the kind of the top-most layer's tile there whose kind
//! is not `empty`. A tile's kind is the first of:
//! 1. the mapping file's `[tiles]` entry for `tileset:id`, then for `id`
//!    (the tile's id in its tileset, as Tiled shows it);
//! 2. the mapping file's `[layers]` entry for the layer;
//! 3. the tile's `kind` property;
//! 4. the layer's `kind` property;
//! 5. the tile's type (class) by the mapping file, then by the conventions;
//! 6. the layer's name by the conventions (a layer `Lava` is lava);
//! 7. solid: any tile is a wall, as seed 000 reads its map.
//!
//! Layers the mapping file marks `ignore` are left out. Whether a layer is
//! visible in the editor does not matter: collision layers are often hidden.

use std::collections::HashMap;

use ledge_engine::Tile;

use crate::conventions::{normalize, tile_kind};
use crate::error::{ErrorKind, FormatError, Location};
use crate::mapping::{LayerRule, Mapping};
use crate::raw_map::{Props, Value};

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
/// layer has one entry per cell of the map).
pub fn tiles(
    file: &str,
    (width, height): (u32, u32),
    tilesets: &[Tileset],
    layers: &[TileLayer],
    mapping: &Mapping,
) -> Result<Vec<Tile>, FormatError> {
    let mut tiles = vec![Tile::Empty; width as usize * height as usize];
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
        let property = |props: &Props, cell| match props.get("kind") {
            Some(value) => {
                let text = value.text().unwrap_or_default();
                tile_kind(text).map(Some).ok_or_else(|| bad(text, cell))
            }
            None => Ok(None),
        };
        let layer_kind = property(&layer.props, None)?;
        let by_name = tile_kind(&layer.name);
        for (i, cell) in layer.cells.iter().enumerate() {
            let Some((set, id)) = *cell else { continue };
            let tileset = tilesets.get(set);
            if let Some((name, count)) =
                tileset.and_then(|t| Some((&t.name, t.count?))).filter(|&(_, c)| id >= c)
            {
                let message = format!(
                    "the tile is number {id} of tileset {name:?}, which holds {count} tiles; in Tiled, \
                     erase it, or give the tileset back the tiles it lost"
                );
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
                None => {
                    let at = Some((i as u32 % width, i as u32 / width));
                    let own = match props {
                        Some(props) => property(props, at)?,
                        None => None,
                    };
                    own.or(layer_kind)
                        .or_else(|| Some(user_type).filter(|t| !t.is_empty()).and_then(|t| mapping.tile(t)))
                        .or_else(|| tile_kind(user_type))
                        .or(by_name)
                        .unwrap_or(Tile::Solid)
                }
            };
            if let Some(tile) = tiles.get_mut(i).filter(|_| kind != Tile::Empty) {
                *tile = kind;
            }
        }
    }
    Ok(tiles)
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
