//! The game's elements in maps made with Tiled: objects named after an
//! element place it (`exit`, `goal`, `door`... for the exit), a map built
//! around an exit is won by reaching it, and a door with no key is a
//! warning, never a panic.

use ledge_game::{Buttons, ElementKind, Play, Status};

/// A Tiled map 8 cells wide, a floor, the player at the left and `objects`
/// (JSON objects, comma-separated) over it, written to a file of its own.
fn map(name: &str, objects: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ledge-formats-elements-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.tmj"));
    let text = format!(
        r#"{{
  "width": 8, "height": 4, "tilewidth": 16, "tileheight": 16,
  "layers": [
    {{"type": "tilelayer", "name": "Ground", "width": 8, "height": 4,
     "data": [0,0,0,0,0,0,0,0, 0,0,0,0,0,0,0,0, 0,0,0,0,0,0,0,0, 1,1,1,1,1,1,1,1]}},
    {{"type": "objectgroup", "name": "Things", "objects": [
      {{"type": "player", "x": 0, "y": 32, "width": 16, "height": 16}}, {objects}]}}
  ],
  "tilesets": [{{"firstgid": 1, "name": "tiles"}}]
}}"#
    );
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_map_that_ends_at_a_goal_object_is_won_by_reaching_it() {
    for name in ["Exit", "goal", "Finish", "door"] {
        let path =
            map(name, &format!(r#"{{"name": "{name}", "x": 96, "y": 32, "width": 16, "height": 16}}"#));
        let level = ledge_formats::load(&path, None).unwrap();
        assert_eq!(
            level.elements.iter().map(|e| (e.kind, e.cell)).collect::<Vec<_>>(),
            [(ElementKind::Exit, (6, 2))]
        );
        assert!(level.warnings().is_empty(), "{name}: {:?}", level.warnings());
        let mut play = Play::new(&level, level.preset(None));
        while play.status() == Status::Playing && play.frame() < 600 {
            play.step(Buttons::RIGHT);
        }
        assert_eq!(play.status(), Status::Won, "{name}");
    }
}

#[test]
fn a_locked_door_with_no_key_is_a_warning_naming_its_cell() {
    let path = map(
        "locked",
        r#"{"name": "LockedDoor", "x": 64, "y": 32, "width": 16, "height": 16},
      {"type": "coin", "x": 96, "y": 32, "width": 16, "height": 16}"#,
    );
    let level = ledge_formats::load(&path, None).unwrap();
    let warnings = level.warnings();
    assert!(
        warnings.iter().any(|w| w.starts_with("the door at cell (4, 2): this door has no key")),
        "{warnings:?}"
    );
}

#[test]
fn every_element_is_placed_by_a_tiled_object_named_after_it() {
    for decl in ledge_game::ELEMENTS {
        let name = decl.names[0];
        let path = map(
            &format!("every-{name}"),
            &format!(r#"{{"name": "{name}", "x": 64, "y": 16, "width": 16, "height": 16}}"#),
        );
        let level = ledge_formats::load(&path, None).unwrap();
        let placed: Vec<_> = level.elements.iter().map(|e| (e.kind, e.cell)).collect();
        assert_eq!(placed, [(decl.kind, (4, 1))], "{}", decl.name);
    }
}
