//! What an editor's file places, before the conventions say what it is:
//! an object (Tiled) or entity (LDtk), its properties and their values.

use std::collections::BTreeMap;

use crate::conventions::normalize;

/// A property value of a map, layer, object or entity.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A boolean.
    Bool(bool),
    /// A number.
    Number(f64),
    /// Text (also colours, enums, file names).
    Text(String),
    /// Points, editor pixels (an LDtk `Array<Point>` field).
    Points(Vec<(f64, f64)>),
}

impl Value {
    /// The value as a number: numbers, and text that reads as one (old
    /// Tiled files write every property as text).
    pub fn number(&self) -> Option<f64> {
        match self {
            Value::Number(n) => Some(*n),
            Value::Text(t) => t.trim().parse().ok(),
            Value::Bool(_) | Value::Points(_) => None,
        }
    }

    /// The value as a truth: `true`, and text `true`, `yes` or `1`.
    pub fn truth(&self) -> bool {
        match self {
            Value::Bool(b) => *b,
            Value::Number(n) => *n != 0.0,
            Value::Text(t) => matches!(normalize(t).as_str(), "true" | "yes" | "1"),
            Value::Points(_) => false,
        }
    }

    /// The value as a yes or no, when it says one: a boolean, a number
    /// (0 is no), or text `true`, `yes`, `1`, `false`, `no`, `0`.
    pub fn flag(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            Value::Number(n) => Some(*n != 0.0),
            Value::Text(t) => match normalize(t).as_str() {
                "true" | "yes" | "1" => Some(true),
                "false" | "no" | "0" => Some(false),
                _ => None,
            },
            Value::Points(_) => None,
        }
    }

    /// The value as text.
    pub fn text(&self) -> Option<&str> {
        match self {
            Value::Text(t) => Some(t),
            _ => None,
        }
    }
}

/// Properties by normalized name (see [`normalize`]).
pub type Props = BTreeMap<String, Value>;

/// An object (Tiled) or entity (LDtk).
#[derive(Clone, Debug, PartialEq)]
pub struct Thing {
    /// Where it is, for messages: its layer and a label.
    pub layer: String,
    /// Its name, type or id, for messages.
    pub label: String,
    /// The names that may say what it is, most telling first: its type or
    /// class, then its name (Tiled); its identifier, then its tags (LDtk).
    pub names: Vec<String>,
    /// Its id, for references from other objects' properties.
    pub id: Option<u64>,
    /// Its box, editor pixels: left, top, width, height.
    pub rect: [f64; 4],
    /// The points of a polyline or polygon, editor pixels.
    pub points: Vec<(f64, f64)>,
    /// Whether it is a tile object (a picture of a tile, in Tiled).
    pub tile: bool,
    /// Its properties or fields.
    pub props: Props,
}

impl Thing {
    /// The name it is known by: its first name that is not empty.
    pub(crate) fn known_as(&self) -> Option<&str> {
        self.names.iter().map(String::as_str).find(|n| !n.is_empty())
    }

    /// Its label with what tells it from others of the same name in the
    /// editor: its id (Tiled), and where its box's top-left is, in pixels
    /// and in cells of `cell` pixels.
    pub fn whereabouts(&self, (cw, ch): (f64, f64)) -> String {
        let [x, y, ..] = self.rect;
        let (cx, cy) = (short((x / cw).floor()), short((y / ch).floor()));
        let at = format!("top-left at ({}, {}) pixels, cell ({cx}, {cy})", short(x), short(y));
        match self.id {
            Some(id) if !self.label.starts_with('#') => format!("{} (id {id}, {at})", self.label),
            _ => format!("{} ({at})", self.label),
        }
    }
}

/// `value` as a message shows it: as written, or in scientific notation
/// when it is huge.
fn short(value: f64) -> String {
    match value.abs() < 1e9 || !value.is_finite() {
        true => format!("{value}"),
        false => format!("{value:e}"),
    }
}
