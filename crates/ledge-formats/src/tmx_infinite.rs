//! Infinite TMX maps, made finite before the `tiled` crate reads them: the
//! chunks of every tile layer are decoded (with the limits of
//! [`crate::decode`]) and written back as one CSV layer the size of their
//! bounding box (see [`crate::chunks`]), and the map's size with them.
//! The crate's own reading of chunks trusts their sizes and their data.

use quick_xml::escape::escape;
use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;

use crate::chunks::{self, Cell, Chunk};
use crate::decode::{base64_gids, csv_gids, Compression};
use crate::error::{text_place, ErrorKind, FormatError, Location};

/// A start tag: where it is in the document, its name and attributes.
struct Tag {
    from: usize,
    to: usize,
    name: &'static str,
    attrs: Vec<(String, String)>,
    empty: bool,
}

impl Tag {
    fn read(
        e: &BytesStart,
        name: &'static str,
        (from, to): (usize, usize),
        empty: bool,
    ) -> Result<Tag, String> {
        let mut attrs = Vec::new();
        for attr in e.attributes() {
            let attr = attr.map_err(|e| e.to_string())?;
            let value = attr.unescape_value().map_err(|e| e.to_string())?.into_owned();
            attrs.push((String::from_utf8_lossy(attr.key.as_ref()).into_owned(), value));
        }
        Ok(Tag { from, to, name, attrs, empty })
    }

    fn get(&self, key: &str) -> Option<&str> {
        self.attrs.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// The tag written again with `changes` made to its attributes.
    fn written(&self, changes: &[(&str, String)]) -> String {
        let mut text = format!("<{}", self.name);
        for (key, value) in &self.attrs {
            let value = changes.iter().find(|(k, _)| k == key).map_or(value.as_str(), |(_, v)| v.as_str());
            text.push_str(&format!(" {key}=\"{}\"", escape(value)));
        }
        for (key, value) in changes.iter().filter(|(k, _)| self.get(k).is_none()) {
            text.push_str(&format!(" {key}=\"{}\"", escape(value.as_str())));
        }
        text.push_str(if self.empty { "/>" } else { ">" });
        text
    }
}

/// A tile layer of the map, as read.
struct Layer {
    tag: Tag,
    /// Where its `<data>` element lies, whole.
    data: Option<(usize, usize)>,
    chunks: Vec<Chunk>,
}

/// The document `bytes` (the TMX map `file`) made finite, and the cell its
/// top-left was on the infinite grid; `None` when the map is not infinite.
pub(crate) fn finite(file: &str, bytes: &[u8]) -> Result<Option<(Vec<u8>, Cell)>, FormatError> {
    let mut reader = Reader::from_reader(bytes);
    let mut buf = Vec::new();
    let (mut map, mut layers) = (None, Vec::<Layer>::new());
    let mut data: Option<(usize, Option<String>, Compression)> = None;
    let mut chunk: Option<(Tag, String)> = None;
    loop {
        let from = reader.buffer_position();
        let event = reader.read_event_into(&mut buf).map_err(|e| {
            FormatError::new(file, ErrorKind::Syntax { format: "XML", message: e.to_string() })
                .at(text_place(bytes, reader.buffer_position()))
        })?;
        let to = reader.buffer_position();
        let invalid =
            |message: String| FormatError::new(file, ErrorKind::Invalid(message)).at(text_place(bytes, from));
        let layer_place = |layers: &[Layer]| Location::Layer {
            layer: layers.last().and_then(|l| l.tag.get("name")).unwrap_or_default().to_string(),
            cell: None,
        };
        match event {
            Event::Start(ref e) | Event::Empty(ref e) => {
                let empty = matches!(event, Event::Empty(_));
                match e.name().as_ref() {
                    b"map" => {
                        let tag = Tag::read(e, "map", (from, to), empty).map_err(invalid)?;
                        if tag.get("infinite") != Some("1") {
                            return Ok(None);
                        }
                        map = Some(tag);
                    }
                    b"layer" => {
                        let tag = Tag::read(e, "layer", (from, to), empty).map_err(invalid)?;
                        layers.push(Layer { tag, data: None, chunks: Vec::new() });
                    }
                    b"data" if !layers.is_empty() => {
                        let tag = Tag::read(e, "data", (from, to), empty).map_err(invalid)?;
                        let compression = Compression::named(tag.get("compression")).map_err(|m| {
                            FormatError::new(file, ErrorKind::Unsupported(m)).at(layer_place(&layers))
                        })?;
                        if empty {
                            layers.last_mut().into_iter().for_each(|l| l.data = Some((from, to)));
                        } else {
                            data = Some((from, tag.get("encoding").map(str::to_string), compression));
                        }
                    }
                    b"chunk" if data.is_some() => {
                        chunk =
                            Some((Tag::read(e, "chunk", (from, to), empty).map_err(invalid)?, String::new()));
                    }
                    b"tile" if data.is_some() => {
                        let message = "tiles as XML elements are not supported; in Tiled, choose Map > Map \
                                       Properties > Tile Layer Format: CSV or Base64";
                        return Err(FormatError::new(file, ErrorKind::Unsupported(message.into()))
                            .at(layer_place(&layers)));
                    }
                    _ => {}
                }
            }
            Event::Text(ref t) if chunk.is_some() => {
                let text = t.unescape().map_err(|e| invalid(e.to_string()))?;
                chunk.iter_mut().for_each(|(_, all)| all.push_str(&text));
            }
            Event::CData(ref t) if chunk.is_some() => {
                let text = String::from_utf8_lossy(t).into_owned();
                chunk.iter_mut().for_each(|(_, all)| all.push_str(&text));
            }
            Event::End(ref e) => match e.name().as_ref() {
                b"chunk" => {
                    let (Some((tag, text)), Some((_, encoding, compression))) = (chunk.take(), data.as_ref())
                    else {
                        continue;
                    };
                    let read =
                        read_chunk(&tag, &text, encoding.as_deref(), *compression).map_err(|message| {
                            FormatError::new(file, ErrorKind::Invalid(message)).at(layer_place(&layers))
                        })?;
                    if let Some(layer) = layers.last_mut() {
                        layer.chunks.push(read);
                    }
                }
                b"data" => {
                    if let Some((start, _, _)) = data.take() {
                        layers.last_mut().into_iter().for_each(|l| l.data = Some((start, to)));
                    }
                }
                _ => {}
            },
            Event::Eof => break,
            _ => {}
        }
        buf.clear();
    }
    let Some(map) = map else { return Ok(None) };
    let bounds = chunks::bounds(file, layers.iter().flat_map(|l| l.chunks.iter().map(|c| (c.at, c.size))))?;
    let (width, height) = (bounds.size.0.to_string(), bounds.size.1.to_string());
    let size = [("width", width.clone()), ("height", height.clone())];
    let mut edits = vec![(
        map.from,
        map.to,
        map.written(&[("width", width), ("height", height), ("infinite", "0".into())]),
    )];
    for layer in &layers {
        edits.push((layer.tag.from, layer.tag.to, layer.tag.written(&size)));
        if let Some((from, to)) = layer.data {
            let gids = chunks::compose(&layer.chunks, bounds);
            let rows: Vec<String> = gids
                .chunks(bounds.size.0 as usize)
                .map(|row| row.iter().map(u32::to_string).collect::<Vec<_>>().join(","))
                .collect();
            edits.push((from, to, format!("<data encoding=\"csv\">\n{}\n</data>", rows.join(",\n"))));
        }
    }
    edits.sort_by_key(|e| e.0);
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    for (from, to, text) in edits {
        out.extend_from_slice(&bytes[at..from]);
        out.extend_from_slice(text.as_bytes());
        at = to;
    }
    out.extend_from_slice(&bytes[at..]);
    Ok(Some((out, bounds.origin)))
}

/// The chunk of `tag` with its data `text`, decoded, at most a level's
/// cells.
fn read_chunk(
    tag: &Tag,
    text: &str,
    encoding: Option<&str>,
    compression: Compression,
) -> Result<Chunk, String> {
    let number = |key: &str| -> Result<i64, String> {
        let value = tag.get(key).ok_or_else(|| format!("a chunk without `{key}`"))?;
        value.trim().parse().map_err(|_| format!("a chunk's `{key}` is a whole number, not {value:?}"))
    };
    let (x, y, w, h) = (number("x")?, number("y")?, number("width")?, number("height")?);
    let side = ledge_game::MAX_SIDE as i64;
    if !(0..=side).contains(&w) || !(0..=side).contains(&h) || w * h > ledge_game::MAX_CELLS as i64 {
        return Err(format!("a chunk of {w}x{h} cells; Tiled writes chunks of 16x16"));
    }
    let count = (w * h) as usize;
    let gids = match encoding {
        Some("csv") => csv_gids(text, count)?,
        Some("base64") => base64_gids(text, compression, count)?,
        other => {
            return Err(format!(
                "unknown tile data encoding `{}`; Tiled writes csv or base64",
                other.unwrap_or("none")
            ))
        }
    };
    Ok(Chunk { at: (x, y), size: (w as u64, h as u64), gids })
}
