//! What an editor's file looks like, for a file of one kind given where
//! another was wanted: a Tiled tileset, template, world or project given
//! as a map; an LDtk level file given as a project; a Tiled map given as
//! an LDtk project. The message then says what the file is and which file
//! to give, instead of a field it lacks at its last line.

use quick_xml::events::Event;
use quick_xml::Reader;
use serde_json::Value;

/// What kind of editor's file a document is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FileKind {
    /// A Tiled map (`.tmx`, `.tmj`).
    TiledMap,
    /// A Tiled tileset (`.tsx`, `.tsj`).
    TiledTileset,
    /// A Tiled object template (`.tx`, `.tj`).
    TiledTemplate,
    /// A Tiled world (`.world`).
    TiledWorld,
    /// A Tiled project (`.tiled-project`).
    TiledProject,
    /// An LDtk project (`.ldtk`).
    LdtkProject,
    /// One level of an LDtk project (`.ldtkl`).
    LdtkLevel,
}

impl FileKind {
    /// The file's kind, when its JSON says.
    pub fn of_json(bytes: &[u8]) -> Option<FileKind> {
        let value: Value = serde_json::from_slice(bytes).ok()?;
        let object = value.as_object()?;
        let has = |key: &str| object.contains_key(key);
        let typed = object.get("type").and_then(Value::as_str);
        Some(match typed {
            Some("map") => FileKind::TiledMap,
            Some("tileset") => FileKind::TiledTileset,
            Some("template") => FileKind::TiledTemplate,
            Some("world") => FileKind::TiledWorld,
            _ if has("layerInstances") && has("pxWid") => FileKind::LdtkLevel,
            _ if has("__header__") || (has("defs") && (has("levels") || has("worlds"))) => {
                FileKind::LdtkProject
            }
            _ if has("maps") && (has("onlyShowAdjacentMaps") || typed.is_none()) && !has("layers") => {
                FileKind::TiledWorld
            }
            _ if has("propertyTypes") || (has("folders") && !has("layers")) => FileKind::TiledProject,
            _ if has("tilewidth") && has("layers") => FileKind::TiledMap,
            _ if has("tilecount") || (has("tilewidth") && has("image")) => FileKind::TiledTileset,
            _ if has("object") && !has("layers") => FileKind::TiledTemplate,
            _ => return None,
        })
    }

    /// The file's kind, by its XML's root element.
    pub fn of_xml(bytes: &[u8]) -> Option<FileKind> {
        let mut reader = Reader::from_reader(bytes);
        let mut buf = Vec::new();
        loop {
            match reader.read_event_into(&mut buf).ok()? {
                Event::Start(e) | Event::Empty(e) => {
                    return match e.name().as_ref() {
                        b"map" => Some(FileKind::TiledMap),
                        b"tileset" => Some(FileKind::TiledTileset),
                        b"template" => Some(FileKind::TiledTemplate),
                        _ => None,
                    };
                }
                Event::Eof => return None,
                _ => {}
            }
            buf.clear();
        }
    }

    /// What it is, and which file to give instead of it where `wanted` is
    /// wanted: `this is a Tiled tileset, not a map; open the map that uses it`.
    pub fn instead_of(self, wanted: FileKind) -> String {
        let (what, give) = match self {
            FileKind::TiledMap => ("a Tiled map", "give it a .tmx, .tmj or .json name, as Tiled saves maps"),
            FileKind::TiledTileset => ("a Tiled tileset", "open the map that uses it"),
            FileKind::TiledTemplate => ("a Tiled object template", "open a map that uses it"),
            FileKind::TiledWorld => {
                ("a Tiled world", "play it as a world (`.world`), or open one of its maps")
            }
            FileKind::TiledProject => ("a Tiled project file", "open one of its maps"),
            FileKind::LdtkProject => ("an LDtk project", "give it an .ldtk name, as LDtk saves projects"),
            FileKind::LdtkLevel => ("one level of an LDtk project", "open the project (.ldtk) it belongs to"),
        };
        let not = match wanted {
            FileKind::LdtkProject => "an LDtk project",
            FileKind::TiledTileset => "a tileset",
            FileKind::TiledTemplate => "a template",
            _ => "a map",
        };
        format!("this is {what}, not {not}; {give}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_say_what_they_are() {
        assert_eq!(
            FileKind::of_json(br#"{"type": "tileset", "tilecount": 4}"#),
            Some(FileKind::TiledTileset)
        );
        assert_eq!(FileKind::of_json(br#"{"tilecount": 4, "tilewidth": 16}"#), Some(FileKind::TiledTileset));
        assert_eq!(FileKind::of_json(br#"{"maps": [], "type": "world"}"#), Some(FileKind::TiledWorld));
        assert_eq!(FileKind::of_json(br#"{"layerInstances": [], "pxWid": 16}"#), Some(FileKind::LdtkLevel));
        assert_eq!(FileKind::of_json(br#"{"name": "my-game", "version": "1.0.0"}"#), None);
        assert_eq!(
            FileKind::of_xml(b"<?xml version=\"1.0\"?>\n<tileset name=\"t\"/>"),
            Some(FileKind::TiledTileset)
        );
        assert_eq!(
            FileKind::TiledTileset.instead_of(FileKind::TiledMap),
            "this is a Tiled tileset, not a map; open the map that uses it"
        );
    }
}
