//! What makes a level that loads play otherwise than drawn: warnings for
//! `ledge check`, whatever the level was drawn in. Each says what the game
//! then does, found by starting the level as `play` and `sim` do.

use crate::actor::player;
use crate::Play;
use crate::{Level, SpawnKind};

impl Level {
    /// What the level, though valid, does otherwise than drawn, each with
    /// what to do: no coin and no exit (the level can never be won); a door
    /// with no key, a switch with no block or a block with no switch; a player that
    /// starts inside a wall with no free place near enough to move it to (a
    /// map whose tiles are all read as walls, such as an editor's map with
    /// no `kind` on its tiles), which cannot move; a player drawn in a wall
    /// cell and moved out of it, to the place named (a player whose box
    /// merely pokes into a wall beside its cell is moved without a word).
    /// Empty for a level that plays as drawn, with its own physics.
    ///
    /// ```
    /// use ledge_game::Level;
    /// let level = Level::parse("walled.txt", "#@#\n###\n").unwrap();
    /// assert!(level.warnings()[0].starts_with("the level has no coin"));
    /// assert!(Level::parse("fine.txt", "...\n.@o\n###\n").unwrap().warnings().is_empty());
    /// ```
    pub fn warnings(&self) -> Vec<String> {
        let mut warnings = Vec::new();
        if self.coins() == 0 && !self.has_exit() {
            warnings.push(
                "the level has no coin, so it can never be won (taking the last coin wins); add one \
                 (`o` in a plan, an object or entity named or typed `coin` in an editor, or map one in a \
                 mapping file: [objects] Chest = \"coin\"), or an exit that wins when reached (`G` in a \
                 plan, an object named `exit` or `goal`)"
                    .to_string(),
            );
        }
        // A text plan refuses these; an editor's map is read as it is.
        if let Some((i, misuse)) = crate::element::misuse(&self.elements) {
            let (x, y) = self.elements[i].cell;
            warnings.push(format!("the {} at cell ({x}, {y}): {misuse}", self.elements[i].kind.decl().name));
        }
        // The game plays with the last player of the plan.
        let Some(spawn) = self.spawns.iter().rev().find(|s| s.kind == SpawnKind::Player) else {
            return warnings;
        };
        let preset = self.preset(None);
        let drawn = player::spawn_rect(spawn.at, &preset);
        let play = Play::new(self, preset);
        let body = play.body();
        let (x, y) = ((spawn.at.x + 0.5).floor() as i64, (spawn.at.y + 0.5).floor() as i64);
        if body.is_wedged() {
            warnings.push(format!(
                "the player, at cell ({x}, {y}), starts inside a wall with no free place within 4 cells to \
                 move it to, and cannot move; clear that cell or move the player. In an editor's map every \
                 tile is a wall unless it says otherwise: give the tiles that are floor or scenery a `kind` \
                 (`empty`, `decoration`) or map their layer in a mapping file ([layers] Ground = \"ignore\"), \
                 see docs/levels.md"
            ));
        } else if self.grid.tile(x, y).is_solid() && body.rect != drawn {
            let r = body.rect;
            let feet = ((r.x + r.w / 2.0).floor() as i64, (r.bottom() - 0.5).floor() as i64);
            warnings.push(format!(
                "the player starts inside a wall, at cell ({x}, {y}), and the game moves it out to the nearest \
                 free place, its feet in cell ({}, {}); clear the wall or move the player there",
                feet.0, feet.1
            ));
        }
        warnings
    }
}

#[cfg(test)]
mod tests {
    use ledge_engine::{Preset, Tile};

    use super::*;
    use crate::{Buttons, Status};

    /// `plan` with its player's cell made a wall, played with `physics`.
    fn walled(plan: &str, physics: &str) -> Level {
        let mut level = Level::parse("walled.txt", plan).unwrap();
        level.settings.physics = Preset::by_name(physics);
        let at = level.spawns.iter().find(|s| s.kind == SpawnKind::Player).unwrap().at;
        level.grid.set_tile((at.x + 0.5) as u32, (at.y + 0.5) as u32, Tile::Solid);
        level
    }

    /// The player after `steps` steps of `buttons`, from the level's start.
    fn play(level: &Level, steps: u32, buttons: Buttons) -> Play {
        let mut play = Play::new(level, level.preset(None));
        for _ in 0..steps {
            play.step(buttons);
        }
        play
    }

    const PRESETS: [&str; 5] = ["ledge", "eloquent", "tiny", "deepnight", "talle"];

    #[test]
    fn a_level_without_a_coin_is_never_won_as_its_warning_says() {
        let level = Level::parse("coinless.txt", "......\n.@....\n######\n").unwrap();
        let warnings = level.warnings();
        assert_eq!(warnings.len(), 1);
        assert!(warnings[0].contains("it can never be won"));
        // Walking the whole floor both ways, jumping, for a minute.
        for buttons in [Buttons::RIGHT | Buttons::JUMP, Buttons::LEFT | Buttons::JUMP, Buttons::NONE] {
            assert_eq!(play(&level, 3600, buttons).status(), Status::Playing);
        }
    }

    /// Issue 26: `check` said "cannot move" for a player that `sim` moved
    /// out of the wall and played.
    #[test]
    fn a_player_moved_out_of_a_wall_starts_where_its_warning_says_and_plays() {
        for physics in PRESETS {
            let level = walled("......\n......\n......\n.@...o\n######\n", physics);
            let warnings = level.warnings();
            assert_eq!(warnings.len(), 1, "{physics}: {warnings:?}");
            let warning = &warnings[0];
            assert!(
                warning.starts_with("the player starts inside a wall, at cell (1, 3), and the game moves it")
            );
            let start = play(&level, 0, Buttons::NONE).player();
            let feet = format!(
                "its feet in cell ({}, {})",
                (start.x + start.w / 2.0).floor(),
                (start.bottom() - 0.5).floor()
            );
            assert!(warning.contains(&feet), "{physics}: {warning} / {start:?}");
            // It plays: it walks away from the wall.
            let right = start.x + start.w / 2.0 > 1.5;
            let walked = play(&level, 30, if right { Buttons::RIGHT } else { Buttons::LEFT }).player();
            assert!(
                (walked.x > start.x) == right && walked.x != start.x,
                "{physics}: {start:?} to {walked:?}"
            );
        }
    }

    /// Issue 26: a `tiny` player wedged in a wall fell through every solid
    /// below and out of the level (570 cells down after 600 steps).
    #[test]
    fn a_wedged_player_cannot_move_as_its_warning_says_in_every_preset() {
        for physics in PRESETS {
            let mut level = walled("o..\n.@.\n###\n", physics);
            for (x, y) in [(0, 0), (1, 0), (2, 0), (0, 1), (2, 1)] {
                level.grid.set_tile(x, y, Tile::Solid);
            }
            let warnings = level.warnings();
            assert_eq!(warnings.len(), 1, "{physics}: {warnings:?}");
            assert!(
                warnings[0]
                    .contains("at cell (1, 1), starts inside a wall with no free place within 4 cells"),
                "{}",
                warnings[0]
            );
            assert!(warnings[0].contains("cannot move"));
            let start = play(&level, 0, Buttons::NONE).player();
            for buttons in [Buttons::NONE, Buttons::LEFT | Buttons::JUMP, Buttons::RIGHT | Buttons::UP] {
                let after = play(&level, 600, buttons);
                assert_eq!(after.player(), start, "{physics}, {buttons:?}");
                assert_eq!(after.status(), Status::Playing);
            }
        }
    }

    #[test]
    fn a_level_that_plays_as_drawn_has_no_warning_in_any_preset() {
        for physics in PRESETS {
            let mut level = Level::parse("fine.txt", "o..\n.@.\n###\n").unwrap();
            level.settings.physics = Preset::by_name(physics);
            assert_eq!(level.warnings(), Vec::<String>::new(), "{physics}");
        }
    }
}
