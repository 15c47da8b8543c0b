//! A Tiled tileset or object template saved as JSON (`.tsj`, `.tj`,
//! `.json`) that a TMX map uses, as the TSX or TX document the `tiled`
//! crate reads: Tiled lets a TMX map use JSON tilesets and templates, and
//! the crate reads only XML.
//!
//! Only what Ledge reads is kept: a tileset's name and tile size, its
//! count, columns and image (for a tileset cut from one image), and each
//! tile's id, type (class) and properties; a template's tileset and its
//! object's name, type, tile, size, points and properties. Images of an
//! image collection's tiles are left out: Ledge draws nothing from them.

use std::fmt::Write as _;

use quick_xml::escape::escape;
use serde::Deserialize;

use crate::error::{ErrorKind, FormatError};
use crate::json_error::json_error;
use crate::kind_of::FileKind;
use crate::thing::Value;
use crate::tiled_json_values::{Point, Properties};

/// A JSON tileset, as far as Ledge reads it.
#[derive(Deserialize)]
struct Tileset {
    #[serde(default)]
    name: String,
    #[serde(default)]
    tilewidth: u32,
    #[serde(default)]
    tileheight: u32,
    tilecount: Option<u32>,
    columns: Option<u32>,
    #[serde(default)]
    margin: u32,
    #[serde(default)]
    spacing: u32,
    image: Option<String>,
    imagewidth: Option<u32>,
    imageheight: Option<u32>,
    #[serde(default)]
    tiles: Vec<Tile>,
    #[serde(default)]
    properties: Properties,
}

#[derive(Deserialize)]
struct Tile {
    id: u32,
    #[serde(rename = "type")]
    kind: Option<String>,
    class: Option<String>,
    #[serde(default)]
    properties: Properties,
}

/// A template: its tileset, when its object is a tile, and its object.
#[derive(Deserialize)]
struct Template {
    tileset: Option<TemplateTileset>,
    object: Object,
}

#[derive(Deserialize)]
struct TemplateTileset {
    firstgid: u32,
    source: String,
}

#[derive(Deserialize)]
struct Object {
    #[serde(default)]
    name: String,
    #[serde(rename = "type")]
    kind: Option<String>,
    class: Option<String>,
    gid: Option<u32>,
    width: Option<f64>,
    height: Option<f64>,
    polygon: Option<Vec<Point>>,
    polyline: Option<Vec<Point>>,
    #[serde(default)]
    properties: Properties,
}

/// The XML document for the JSON tileset or template `bytes` (named
/// `file` in messages, which name its line and column), and which of the
/// two it is.
pub(crate) fn xml(file: &str, bytes: &[u8]) -> Result<(Vec<u8>, FileKind), FormatError> {
    match FileKind::of_json(bytes) {
        Some(FileKind::TiledTemplate) => Ok((tx(file, bytes)?, FileKind::TiledTemplate)),
        Some(kind) if kind != FileKind::TiledTileset => {
            Err(FormatError::new(file, ErrorKind::Invalid(kind.instead_of(FileKind::TiledTileset))))
        }
        _ => Ok((tsx(file, bytes)?, FileKind::TiledTileset)),
    }
}

/// The TX document for the JSON template `bytes`.
fn tx(file: &str, bytes: &[u8]) -> Result<Vec<u8>, FormatError> {
    let template: Template =
        serde_json::from_slice(bytes).map_err(|e| json_error(file, "a Tiled object template", bytes, e))?;
    let mut xml = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<template>\n");
    if let Some(set) = &template.tileset {
        let _ = writeln!(xml, " <tileset firstgid=\"{}\" source=\"{}\"/>", set.firstgid, escape(&set.source));
    }
    let object = &template.object;
    let user_type = object.kind.as_deref().or(object.class.as_deref()).unwrap_or_default();
    let _ = write!(xml, " <object name=\"{}\" type=\"{}\"", escape(&object.name), escape(user_type));
    if let Some(gid) = object.gid {
        let _ = write!(xml, " gid=\"{gid}\"");
    }
    for (key, value) in [("width", object.width), ("height", object.height)] {
        if let Some(value) = value {
            let _ = write!(xml, " {key}=\"{value}\"");
        }
    }
    xml.push_str(">\n");
    properties(&mut xml, &object.properties);
    for (element, points) in [("polygon", &object.polygon), ("polyline", &object.polyline)] {
        if let Some(points) = points {
            let points: Vec<String> = points.iter().map(|p| format!("{},{}", p.x, p.y)).collect();
            let _ = writeln!(xml, "  <{element} points=\"{}\"/>", points.join(" "));
        }
    }
    xml.push_str(" </object>\n</template>\n");
    Ok(xml.into_bytes())
}

/// The TSX document for the JSON tileset `bytes`.
fn tsx(file: &str, bytes: &[u8]) -> Result<Vec<u8>, FormatError> {
    let set: Tileset =
        serde_json::from_slice(bytes).map_err(|e| json_error(file, "a Tiled tileset", bytes, e))?;
    let mut xml = String::with_capacity(256 + 64 * set.tiles.len());
    xml.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tileset");
    let _ = write!(
        xml,
        " name=\"{}\" tilewidth=\"{}\" tileheight=\"{}\" margin=\"{}\" spacing=\"{}\"",
        escape(&set.name),
        set.tilewidth,
        set.tileheight,
        set.margin,
        set.spacing
    );
    for (key, value) in [("tilecount", set.tilecount), ("columns", set.columns)] {
        if let Some(value) = value {
            let _ = write!(xml, " {key}=\"{value}\"");
        }
    }
    xml.push_str(">\n");
    if let Some(image) = &set.image {
        // Tiled writes the image's size; without it, the columns' width.
        let columns = set.columns.unwrap_or(1);
        let w = set.imagewidth.unwrap_or(columns.saturating_mul(set.tilewidth));
        let h = set.imageheight.unwrap_or(set.tileheight);
        let _ = writeln!(xml, " <image source=\"{}\" width=\"{w}\" height=\"{h}\"/>", escape(image));
    }
    properties(&mut xml, &set.properties);
    for tile in &set.tiles {
        let user_type = tile.kind.as_deref().or(tile.class.as_deref()).unwrap_or_default();
        let _ = writeln!(xml, " <tile id=\"{}\" type=\"{}\">", tile.id, escape(user_type));
        properties(&mut xml, &tile.properties);
        xml.push_str(" </tile>\n");
    }
    xml.push_str("</tileset>\n");
    Ok(xml.into_bytes())
}

/// Writes `properties` as a TSX `<properties>` element.
fn properties(xml: &mut String, properties: &Properties) {
    let props = properties.props();
    if props.is_empty() {
        return;
    }
    xml.push_str("  <properties>\n");
    for (name, value) in props {
        let (kind, text) = match value {
            Value::Bool(b) => ("bool", b.to_string()),
            Value::Number(n) => ("float", n.to_string()),
            Value::Text(t) => ("string", t),
            Value::Points(_) => continue,
        };
        let _ = writeln!(
            xml,
            "   <property name=\"{}\" type=\"{kind}\" value=\"{}\"/>",
            escape(&name),
            escape(&text)
        );
    }
    xml.push_str("  </properties>\n");
}
