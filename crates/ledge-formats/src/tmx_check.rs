//! A first pass over a TMX map, TSX tileset or TX template before the
//! `tiled` crate reads it, for five reasons:
//!
//! 1. The crate cannot read maps from Tiled before 0.13, such as seed
//!    000's own `level.tmx`: their embedded tilesets lack `tilecount`,
//!    which the crate requires (it then reports a misleading "missing
//!    attribute: source"). The pass computes the count from the tileset's
//!    image, as Tiled does, and writes it into the document.
//! 2. The crate trusts the document: a layer whose data holds fewer tiles
//!    than its cells makes `get_tile` panic, a `tilecount` of four billion
//!    allocates that many tiles, a small zlib stream can unpack into
//!    gigabytes, a margin wider than the image overflows. The pass decodes
//!    every layer's data with limits (see [`crate::decode`]) and checks
//!    every size, so that what reaches the crate is sound, and the errors
//!    name the layer or the line.
//! 3. The crate reads a layer's data up to the first comment, element or
//!    CDATA section in it; the pass reads it whole and writes it back as
//!    one run of text (see [`crate::tmx_data`]), without the flag of
//!    hexagonal maps that the crate takes for part of a tile's id.
//! 4. The crate reads only the wang sets of Tiled 1.5 and later, and
//!    refuses a tileset from Tiled 1.2 to 1.4 for its older ones. Ledge
//!    does not use wang sets (they help draw terrain in the editor): the
//!    pass leaves them out of every document.
//! 5. The crate refuses an empty image collection written by Tiled 1.10
//!    (tiles of no size) when it has to cut tiles from an image; the pass
//!    refuses only a tileset of tiles of no size that has an image of its
//!    own, and names the line.
//!
//! The pass uses the same XML parser as the crate (`quick-xml`), so a
//! document it accepts parses the same way in the crate.

use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;

use crate::error::{text_place, ErrorKind, FormatError, Location};
use crate::raw_map::check_size;
use crate::tmx_data::{Content, OpenLayer};

/// The most tiles a tileset may hold.
pub const MAX_TILESET_TILES: u64 = 1 << 20;

/// The largest tile or image side, pixels.
pub const MAX_PIXELS: u64 = 1 << 16;

/// An embedded tileset without `tilecount`, being read.
struct OpenTileset {
    /// Where ` tilecount="..."` goes: just after `<tileset`.
    insert_at: usize,
    /// Tile size, margin and spacing, pixels.
    tile: (u64, u64),
    margin: u64,
    spacing: u64,
    /// Tiles the image holds, once the image is seen.
    count: u64,
}

/// Checks `bytes` (a TMX, TSX or TX document named `file`) and returns it
/// with `tilecount` added to the embedded tilesets that lack it.
pub fn check(file: &str, bytes: &[u8]) -> Result<Vec<u8>, FormatError> {
    let mut reader = Reader::from_reader(bytes);
    let mut buf = Vec::new();
    // What to write over the document: from, to, the new text.
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    let mut tileset: Option<OpenTileset> = None;
    let mut layer: Option<OpenLayer> = None;
    let mut map_size = None;
    let mut first_gids = Vec::new();
    // A tileset whose tiles have no size (where it starts), which can only
    // be an image collection, and whether a `<tile>` of it is open.
    let mut sizeless: Option<usize> = None;
    let mut in_tile = false;
    // Where `<wangsets>` starts: the pass leaves them out (see `check`).
    let mut wang_sets: Option<usize> = None;
    loop {
        let start = reader.buffer_position();
        let at = |offset: usize| text_place(bytes, offset);
        let event = reader.read_event_into(&mut buf).map_err(|e| {
            FormatError::new(file, ErrorKind::Syntax { format: "XML", message: e.to_string() })
                .at(at(reader.buffer_position()))
        })?;
        let invalid = |message: String| FormatError::new(file, ErrorKind::Invalid(message)).at(at(start));
        match event {
            Event::Start(ref e) | Event::Empty(ref e) if layer.as_ref().is_some_and(OpenLayer::in_data) => {
                if matches!(e.name().as_ref(), b"tile" | b"chunk") {
                    let open = layer.as_ref().map(|l| l.name.clone()).unwrap_or_default();
                    let message =
                        "tiles as XML elements are not supported; in Tiled, choose Map > Map Properties > \
                                   Tile Layer Format: CSV or Base64";
                    return Err(FormatError::new(file, ErrorKind::Unsupported(message.into()))
                        .at(Location::Layer { layer: open, cell: None }));
                }
                if let Some(open) = layer.as_mut() {
                    open.read(file, Content::Start { empty: matches!(event, Event::Empty(_)) }, start)?;
                }
            }
            Event::Start(ref e) | Event::Empty(ref e) => {
                let attrs = Attrs::of(e).map_err(invalid)?;
                match e.name().as_ref() {
                    b"map" => {
                        if let Some(o) = attrs.get("orientation").filter(|o| *o != "orthogonal") {
                            let message = format!("{o} maps are not supported; Ledge plays orthogonal maps");
                            return Err(FormatError::new(file, ErrorKind::Unsupported(message)).at(at(start)));
                        }
                        let (w, h) = (
                            attrs.number("width", u64::MAX).map_err(invalid)?,
                            attrs.number("height", u64::MAX).map_err(invalid)?,
                        );
                        check_size(file, w, h).map_err(|e| e.at(at(start)))?;
                        let tile = (
                            attrs.number("tilewidth", MAX_PIXELS).map_err(invalid)?,
                            attrs.number("tileheight", MAX_PIXELS).map_err(invalid)?,
                        );
                        if tile.0 == 0 || tile.1 == 0 {
                            let message = format!(
                                "tiles of {}x{} pixels; tiles must be at least 1 pixel",
                                tile.0, tile.1
                            );
                            return Err(invalid(message));
                        }
                        map_size = Some((w, h));
                    }
                    b"tileset" if map_size.is_some() && attrs.get("firstgid").is_none() => {
                        return Err(invalid(
                            "the tileset has no `firstgid`, the number its tiles start from in the map; \
                             add firstgid=\"1\" to the map's first tileset (each next one starts past the \
                             last tile of the one before), or open the map in Tiled and save it again"
                                .into(),
                        ));
                    }
                    b"tileset" if attrs.get("firstgid").is_some() && attrs.get("source").is_some() => {
                        first_gids.push(attrs.number("firstgid", u32::MAX as u64).map_err(invalid)? as u32);
                    }
                    b"tileset" if attrs.get("source").is_none() => {
                        if attrs.get("firstgid").is_some() {
                            first_gids
                                .push(attrs.number("firstgid", u32::MAX as u64).map_err(invalid)? as u32);
                        }
                        let tile = (
                            attrs.number("tilewidth", MAX_PIXELS).map_err(invalid)?,
                            attrs.number("tileheight", MAX_PIXELS).map_err(invalid)?,
                        );
                        // An image collection (Tiled 1.10 writes an empty one
                        // with tiles of no size) needs none: each tile has
                        // its own image.
                        if (tile.0 == 0 || tile.1 == 0) && matches!(event, Event::Start(_)) {
                            sizeless = Some(start);
                        }
                        attrs.optional("columns", MAX_TILESET_TILES).map_err(invalid)?;
                        let (margin, spacing) = (
                            attrs.optional("margin", MAX_PIXELS).map_err(invalid)?,
                            attrs.optional("spacing", MAX_PIXELS).map_err(invalid)?,
                        );
                        let missing =
                            attrs.optional("tilecount", MAX_TILESET_TILES).map_err(invalid)?.is_none();
                        if missing && matches!(event, Event::Start(_)) {
                            let insert_at = start + "<tileset".len();
                            let (margin, spacing) = (margin.unwrap_or(0), spacing.unwrap_or(0));
                            tileset = Some(OpenTileset { insert_at, tile, margin, spacing, count: 0 });
                        } else if missing {
                            let insert_at = start + "<tileset".len();
                            edits.push((insert_at, insert_at, tilecount(0)));
                        }
                    }
                    b"tile" => in_tile = matches!(event, Event::Start(_)),
                    b"wangsets" if matches!(event, Event::Start(_)) => wang_sets = Some(start),
                    b"wangsets" => edits.push((start, reader.buffer_position(), String::new())),
                    b"image" => {
                        if let Some(at_tileset) = sizeless.filter(|_| !in_tile) {
                            let message = "the tileset's tiles have no size, and it cuts them from one \
                                           image; in Tiled, set the tileset's tile width and height";
                            return Err(
                                FormatError::new(file, ErrorKind::Invalid(message.into())).at(at(at_tileset))
                            );
                        }
                        let (w, h) = (
                            attrs.optional("width", MAX_PIXELS).map_err(invalid)?,
                            attrs.optional("height", MAX_PIXELS).map_err(invalid)?,
                        );
                        if let Some(missing) =
                            ["source", "width", "height"].iter().find(|a| attrs.get(a).is_none())
                        {
                            return Err(invalid(image_without(missing, attrs.get("source"))));
                        }
                        if let (Some(open), Some(w), Some(h)) = (tileset.as_mut(), w, h) {
                            if open.margin * 2 > w.min(h) {
                                return Err(invalid(format!(
                                    "a margin of {} pixels is wider than the image",
                                    open.margin
                                )));
                            }
                            let fit = |side: u64, tile: u64| {
                                (side - 2 * open.margin + open.spacing) / (tile + open.spacing)
                            };
                            open.count = fit(w, open.tile.0) * fit(h, open.tile.1);
                        }
                    }
                    b"layer" => {
                        let (w, h) = (
                            attrs.number("width", u64::MAX).map_err(invalid)?,
                            attrs.number("height", u64::MAX).map_err(invalid)?,
                        );
                        let name = attrs.get("name").unwrap_or_default().to_string();
                        let cells = w.saturating_mul(h);
                        if map_size.is_some_and(|size| size != (w, h)) || cells > ledge_game::MAX_CELLS as u64
                        {
                            let message = format!("the layer is {w}x{h} cells, which is not the map's size");
                            return Err(FormatError::new(file, ErrorKind::Invalid(message))
                                .at(Location::Layer { layer: name, cell: None }));
                        }
                        let side = |n: u64| n.min(u32::MAX as u64) as u32;
                        layer = Some(OpenLayer::new(name, (side(w), side(h)), first_gids.clone()));
                    }
                    b"data" => {
                        if let Some(open) = layer.as_mut() {
                            let from = reader.buffer_position();
                            open.start_data(attrs.get("encoding"), attrs.get("compression"), (start, from));
                            if matches!(event, Event::Empty(_)) {
                                open.finish(file)?;
                            }
                        }
                    }
                    _ => {}
                }
            }
            Event::Text(_) | Event::CData(_) | Event::End(_)
                if layer.as_ref().is_some_and(OpenLayer::in_data) =>
            {
                let text = match &event {
                    Event::Text(t) => t.unescape().map_err(|e| invalid(e.to_string()))?.into_owned(),
                    Event::CData(t) => String::from_utf8_lossy(t).into_owned(),
                    _ => String::new(),
                };
                let content = match event {
                    Event::End(_) => Content::End,
                    _ => Content::Text(&text),
                };
                if let Some(whole) =
                    layer.as_mut().map(|open| open.read(file, content, start)).transpose()?.flatten()
                {
                    edits.push((whole.from, whole.to, whole.text));
                }
            }
            Event::End(ref e) => match e.name().as_ref() {
                b"tileset" => {
                    if let Some(open) = tileset.take() {
                        edits.push((open.insert_at, open.insert_at, tilecount(open.count)));
                    }
                    sizeless = None;
                }
                b"tile" => in_tile = false,
                b"wangsets" => {
                    if let Some(from) = wang_sets.take() {
                        edits.push((from, reader.buffer_position(), String::new()));
                    }
                }
                b"layer" => layer = None,
                _ => {}
            },
            Event::Eof => break,
            _ => {}
        }
        buf.clear();
    }
    // A tileset's count is written at its end, after the edits inside it.
    edits.sort_by_key(|&(at, ..)| at);
    let mut out = Vec::with_capacity(bytes.len() + edits.len() * 24);
    let mut from = 0;
    for (at, to, text) in edits {
        out.extend_from_slice(&bytes[from..at]);
        out.extend_from_slice(text.as_bytes());
        from = to;
    }
    out.extend_from_slice(&bytes[from..]);
    Ok(out)
}

/// Why an `<image>` (of `source`, when it names one) without the attribute
/// `missing` is refused: the crate needs its source and size.
fn image_without(missing: &str, source: Option<&str>) -> String {
    let image = source.map_or("<image>".to_string(), |s| format!("<image> {s:?}"));
    format!(
        "the {image} has no `{missing}`; Tiled writes an image's file and its size in pixels: add \
         `source`, `width` and `height` to it, or open the file in Tiled and save it again"
    )
}

/// The attribute the pass adds to a tileset that lacks it.
fn tilecount(count: u64) -> String {
    format!(" tilecount=\"{count}\"")
}

/// An element's attributes, unescaped.
struct Attrs(Vec<(String, String)>);

impl Attrs {
    fn of(e: &BytesStart) -> Result<Attrs, String> {
        let mut pairs = Vec::new();
        for attr in e.attributes() {
            let attr = attr.map_err(|e| e.to_string())?;
            let value = attr.unescape_value().map_err(|e| e.to_string())?;
            pairs.push((String::from_utf8_lossy(attr.key.as_ref()).into_owned(), value.into_owned()));
        }
        Ok(Attrs(pairs))
    }

    fn get(&self, key: &str) -> Option<&str> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// A whole number from 0 to `max`, when present.
    fn optional(&self, key: &str, max: u64) -> Result<Option<u64>, String> {
        match self.get(key) {
            None => Ok(None),
            Some(v) => match v.trim().parse::<u64>() {
                Ok(n) if n <= max => Ok(Some(n)),
                _ => Err(format!("`{key}` is a whole number from 0 to {max}, not {v:?}")),
            },
        }
    }

    /// A whole number from 0 to `max`, which must be present.
    fn number(&self, key: &str, max: u64) -> Result<u64, String> {
        self.optional(key, max)?.ok_or_else(|| format!("`{key}` is missing"))
    }
}
