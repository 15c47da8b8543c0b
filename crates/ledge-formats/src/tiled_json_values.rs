//! The values Tiled's JSON files share (maps, tilesets and templates):
//! properties in either of Tiled's forms, and the points of a polyline.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::conventions::normalize;
use crate::thing::Props;
use crate::tiled_map::json_value;

/// A point of a polyline or polygon, relative to its object.
#[derive(Deserialize)]
pub(crate) struct Point {
    pub x: f64,
    pub y: f64,
}

/// Properties in either of Tiled's forms.
#[derive(Deserialize)]
#[serde(untagged)]
pub(crate) enum Properties {
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
pub(crate) struct Property {
    name: String,
    #[serde(default)]
    value: serde_json::Value,
}

impl Properties {
    /// The properties with normalized names, in Ledge's values.
    pub(crate) fn props(&self) -> Props {
        let pairs: Box<dyn Iterator<Item = (&String, &serde_json::Value)>> = match self {
            Properties::List(list) => Box::new(list.iter().map(|p| (&p.name, &p.value))),
            Properties::Object(map) => Box::new(map.iter()),
        };
        pairs.filter_map(|(name, value)| json_value(value).map(|v| (normalize(name), v))).collect()
    }
}
