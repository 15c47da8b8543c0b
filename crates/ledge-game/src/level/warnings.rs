//! What makes a level that loads unplayable: warnings for `ledge check`,
//! whatever the level was drawn in.

use super::{Level, SpawnKind};

impl Level {
    /// Why the level, though valid, cannot be played through, each with
    /// what to do: a player that starts inside a wall (a map whose tiles
    /// are all read as walls, such as a top-down one), no coin (the level
    /// can never be won). Empty for a playable level.
    ///
    /// ```
    /// use ledge_game::Level;
    /// let level = Level::parse("walled.txt", "#@#\n###\n").unwrap();
    /// assert!(level.warnings()[0].starts_with("the level has no coin"));
    /// assert!(Level::parse("fine.txt", ".@o\n###\n").unwrap().warnings().is_empty());
    /// ```
    pub fn warnings(&self) -> Vec<String> {
        let mut warnings = Vec::new();
        if self.coins() == 0 {
            warnings.push(
                "the level has no coin, so it can never be won (taking the last coin wins); add one \
                 (`o` in a plan, an object or entity named or typed `coin` in an editor, or map one in a \
                 mapping file: [objects] Chest = \"coin\")"
                    .to_string(),
            );
        }
        let players = self.spawns.iter().filter(|s| s.kind == SpawnKind::Player);
        for player in players {
            let (x, y) = ((player.at.x + 0.5).floor() as i64, (player.at.y + 0.5).floor() as i64);
            if self.grid.tile(x, y).is_solid() {
                warnings.push(format!(
                    "the player starts inside a wall, at cell ({x}, {y}), and cannot move; clear that cell or \
                     move the player. In an editor's map every tile is a wall unless it says otherwise: \
                     give the tiles that are floor or scenery a `kind` (`empty`, `decoration`) or map \
                     their layer in a mapping file ([layers] Ground = \"ignore\"), see docs/levels.md"
                ));
            }
        }
        warnings
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_inside_a_wall_was_checked_ok() {
        let level = Level::parse("boxed.txt", "o..\n.@.\n###\n").unwrap();
        assert!(level.warnings().is_empty());
        let mut walled = level.clone();
        walled.grid.set_tile(1, 1, ledge_engine::Tile::Solid);
        assert_eq!(walled.warnings().len(), 1);
        assert!(walled.warnings()[0].starts_with("the player starts inside a wall, at cell (1, 1)"));
    }

    #[test]
    fn a_level_with_no_coin_was_checked_ok() {
        let level = Level::parse("coinless.txt", "...\n.@.\n###\n").unwrap();
        assert_eq!(level.warnings().len(), 1);
        assert!(level.warnings()[0].contains("it can never be won"));
    }
}
