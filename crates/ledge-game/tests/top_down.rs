//! Top-down levels (seed 004: "a platformer is a top-down engine with
//! gravity"): `gravity: off` in the header.

use ledge_engine::PresetKind;
use ledge_game::{Buttons, Level, Play};

fn room(physics: &str) -> Result<Level, ledge_game::LevelError> {
    let mut plan = vec!["#".repeat(17)];
    for row in 1..12 {
        let inside = match row {
            6 => "........@.......",
            11 => "..............o.",
            _ => "................",
        };
        plan.push(format!("#{}#", &inside[..15]));
    }
    plan.push("#".repeat(17));
    Level::parse("room.txt", &format!("physics: {physics}\ngravity: off\n---\n{}\n", plan.join("\n")))
}

#[test]
fn in_a_top_down_level_the_player_walks_in_four_directions_and_never_falls() {
    for kind in PresetKind::ALL {
        let Ok(level) = room(kind.name()) else { continue };
        let mut play = Play::new(&level, level.preset(None));
        let start = play.player();
        for _ in 0..30 {
            play.step(Buttons::NONE);
        }
        assert_eq!(play.player().y, start.y, "{}: it does not fall", kind.name());
        // Each button and the way it moves the player: (dx, dy) signs.
        for (buttons, way) in [
            (Buttons::DOWN, (0.0, 1.0)),
            (Buttons::UP, (0.0, -1.0)),
            (Buttons::RIGHT, (1.0, 0.0)),
            (Buttons::LEFT, (-1.0, 0.0)),
        ] {
            for _ in 0..60 {
                play.step(Buttons::NONE);
            }
            let before = play.player();
            for _ in 0..20 {
                play.step(buttons);
            }
            let after = play.player();
            let (dx, dy) = (after.x - before.x, after.y - before.y);
            assert!(dx * way.0 + dy * way.1 > 0.5, "{}: {buttons} moves it by {dx}, {dy}", kind.name());
        }
    }
}

#[test]
fn a_top_down_level_with_physics_that_cannot_is_refused_with_what_to_use() {
    for kind in [PresetKind::Eloquent, PresetKind::Tiny] {
        let message = room(kind.name()).unwrap_err().to_string();
        assert!(message.starts_with("room.txt:2:10: a top-down level needs physics"), "{message}");
        assert!(message.contains("use `ledge`, `deepnight` or `talle`"), "{message}");
    }
    for kind in [PresetKind::Ledge, PresetKind::Deepnight, PresetKind::Talle] {
        assert!(room(kind.name()).is_ok(), "{}", kind.name());
    }
}
