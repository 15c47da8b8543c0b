//! Tiled object templates as JSON maps use them: an object with a
//! `template` takes the template's object (`.tj` in JSON, `.tx` in XML),
//! with what the map's object says written over it. (TMX maps have them
//! read by the `tiled` crate.)

use std::collections::BTreeMap;
use std::path::Path;

use quick_xml::events::Event;
use quick_xml::Reader;
use serde::Deserialize;

use crate::conventions::normalize;
use crate::error::{text_place, ErrorKind, FormatError};
use crate::json_error::json_error;
use crate::paths::{self, Reference, Root};
use crate::thing::{Props, Value};
use crate::tiled_map::json_value;

/// What a template's object gives the objects that use it.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Template {
    /// Its name.
    pub name: Option<String>,
    /// Its type (class).
    pub kind: Option<String>,
    /// Its size, pixels.
    pub size: (Option<f64>, Option<f64>),
    /// Whether it is a tile object.
    pub tile: bool,
    /// The points of its polygon or polyline, relative to it.
    pub points: Option<Vec<(f64, f64)>>,
    /// Its properties, names normalized.
    pub props: Props,
}

/// The templates a map's objects use, each read once.
#[derive(Default)]
pub(crate) struct Templates {
    read: BTreeMap<String, Template>,
}

impl Templates {
    /// The template `reference` names, from the map at `map` (named `file`
    /// in messages), read by the rule of [`crate::paths`]. A problem with
    /// the reference is the map's, about the file as a whole: the caller
    /// places it at the object.
    pub fn get(
        &mut self,
        root: &Root,
        map: &Path,
        file: &str,
        reference: &str,
    ) -> Result<&Template, FormatError> {
        if !self.read.contains_key(reference) {
            let path = root
                .resolve(map, reference, Reference::Template)
                .map_err(|kind| FormatError::new(file, kind))?;
            let shown =
                paths::tidy(&map.parent().unwrap_or(Path::new("")).join(reference)).display().to_string();
            let bytes = paths::read(&path).map_err(|kind| FormatError::new(&shown, kind))?;
            let xml = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("tx"));
            let template = if xml { from_xml(&shown, &bytes)? } else { from_json(&shown, &bytes)? };
            self.read.insert(reference.to_string(), template);
        }
        Ok(&self.read[reference])
    }
}

/// A `.tj` file.
#[derive(Deserialize)]
struct JsonTemplate {
    object: JsonObject,
}

#[derive(Deserialize)]
struct JsonObject {
    name: Option<String>,
    #[serde(rename = "type")]
    kind: Option<String>,
    class: Option<String>,
    width: Option<f64>,
    height: Option<f64>,
    gid: Option<u32>,
    polygon: Option<Vec<JsonPoint>>,
    polyline: Option<Vec<JsonPoint>>,
    #[serde(default)]
    properties: Vec<JsonProperty>,
}

#[derive(Deserialize)]
struct JsonPoint {
    x: f64,
    y: f64,
}

#[derive(Deserialize)]
struct JsonProperty {
    name: String,
    #[serde(default)]
    value: serde_json::Value,
}

fn from_json(file: &str, bytes: &[u8]) -> Result<Template, FormatError> {
    let template: JsonTemplate =
        serde_json::from_slice(bytes).map_err(|e| json_error(file, "a Tiled object template", bytes, e))?;
    let o = template.object;
    let points = o.polygon.or(o.polyline).map(|p| p.iter().map(|p| (p.x, p.y)).collect());
    let props =
        o.properties.iter().filter_map(|p| json_value(&p.value).map(|v| (normalize(&p.name), v))).collect();
    Ok(Template {
        name: o.name,
        kind: o.kind.or(o.class),
        size: (o.width, o.height),
        tile: o.gid.is_some(),
        points,
        props,
    })
}

/// A `.tx` file: the attributes of its `<object>`, its `<property>`s and
/// its `<polygon>` or `<polyline>`.
fn from_xml(file: &str, bytes: &[u8]) -> Result<Template, FormatError> {
    let mut reader = Reader::from_reader(bytes);
    let mut buf = Vec::new();
    let mut template = Template::default();
    let mut in_object = false;
    loop {
        let at = reader.buffer_position();
        let event = reader.read_event_into(&mut buf).map_err(|e| {
            FormatError::new(file, ErrorKind::Syntax { format: "XML", message: e.to_string() })
                .at(text_place(bytes, reader.buffer_position()))
        })?;
        let invalid =
            |message: String| FormatError::new(file, ErrorKind::Invalid(message)).at(text_place(bytes, at));
        match event {
            Event::Start(ref e) | Event::Empty(ref e) => {
                let mut attrs = BTreeMap::new();
                for attr in e.attributes() {
                    let attr = attr.map_err(|e| invalid(e.to_string()))?;
                    let value = attr.unescape_value().map_err(|e| invalid(e.to_string()))?;
                    attrs.insert(String::from_utf8_lossy(attr.key.as_ref()).into_owned(), value.into_owned());
                }
                let number = |key: &str| attrs.get(key).and_then(|v| v.trim().parse::<f64>().ok());
                match e.name().as_ref() {
                    b"object" => {
                        in_object = true;
                        template.name = attrs.get("name").cloned();
                        template.kind = attrs.get("type").or(attrs.get("class")).cloned();
                        template.size = (number("width"), number("height"));
                        template.tile = attrs.contains_key("gid");
                    }
                    b"property" if in_object => {
                        if let (Some(name), Some(value)) = (attrs.get("name"), attrs.get("value")) {
                            let value = match attrs.get("type").map(String::as_str) {
                                Some("bool") => Value::Bool(value == "true"),
                                Some("int" | "float") => {
                                    value.parse().map(Value::Number).unwrap_or(Value::Text(value.clone()))
                                }
                                _ => Value::Text(value.clone()),
                            };
                            template.props.insert(normalize(name), value);
                        }
                    }
                    b"polygon" | b"polyline" if in_object => {
                        let text = attrs.get("points").map(String::as_str).unwrap_or_default();
                        let points = text.split_whitespace().map(|pair| {
                            let (x, y) = pair.split_once(',')?;
                            Some((x.trim().parse().ok()?, y.trim().parse().ok()?))
                        });
                        let points: Option<Vec<(f64, f64)>> = points.collect();
                        template.points = Some(points.ok_or_else(|| {
                            invalid(format!("the points {text:?} are not `x,y` pairs separated by spaces"))
                        })?);
                    }
                    _ => {}
                }
            }
            Event::End(ref e) if e.name().as_ref() == b"object" => in_object = false,
            Event::Eof => break,
            _ => {}
        }
        buf.clear();
    }
    Ok(template)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_forms_of_a_template_read_alike() {
        let xml = br#"<?xml version="1.0"?><template><tileset firstgid="1" source="t.tsx"/>
            <object name="Hero" type="player" width="16" height="24"><properties>
            <property name="Speed" type="float" value="3"/><property name="drip" type="bool" value="true"/>
            </properties></object></template>"#;
        let json = br#"{"type": "template", "object": {"name": "Hero", "type": "player", "width": 16,
            "height": 24, "properties": [{"name": "Speed", "type": "float", "value": 3},
            {"name": "drip", "type": "bool", "value": true}]}}"#;
        let (from_xml, from_json) = (from_xml("a.tx", xml).unwrap(), from_json("a.tj", json).unwrap());
        assert_eq!(from_xml, from_json);
        assert_eq!(from_xml.kind.as_deref(), Some("player"));
        assert_eq!(from_xml.props["speed"], Value::Number(3.0));
    }
}
