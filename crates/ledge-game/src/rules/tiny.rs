//! The `tiny` ruleset: seed 000's game (Jake Gordon's tiny platformer and
//! the game he built on it), for levels that play with the `tiny` preset.
//! Seed 000 starts with "no baddies, no treasure to collect"; its game
//! adds both:
//! - treasure is a whole still cell ([`crate::CoinRule::TREASURE`]);
//! - monsters are engine bodies with their own top speed that patrol their
//!   floor (`element/monster/`), and the player starts as they do, on the
//!   ground;
//! - touches count with the game's inclusive pixel overlap ([`overlap`]);
//! - a stomp needs the player falling with its top more than half a cell
//!   above the monster's, and does not bounce ([`crate::Stomp::TINY`]);
//! - monsters and lava are touched before the treasure.
//!
//! Step 4 of [`crate::Play::step`], in the game's order (`play/touch.rs`):
//! 1. the monsters (by the game's overlap) and the lava (by seed 002's)
//!    the player touches, in plan order;
//! 2. each in turn: a stomped monster dies and its body leaves the world;
//!    any other touch loses, and nothing more happens;
//! 3. the treasure the player touches is taken; taking the last wins.

use ledge_engine::{Body, Rect, Support, Tile};

/// One of the game's pixels, cells: its 32-pixel tile is Ledge's cell.
pub const PIXEL: f64 = 1.0 / 32.0;

/// The game's `overlap()`: boxes touch when they share a pixel, edges
/// included (`x1 + w1 - 1 < x2` and the like are false), so two cells side
/// by side at exactly one cell apart do not touch, but 31/32 of a cell do.
/// Computed in the game's order, so that (cells being 32 pixels, a power of
/// two) the result is the game's bit for bit.
pub fn overlap(a: &Rect, b: &Rect) -> bool {
    !((a.x + a.w) - PIXEL < b.x
        || (b.x + b.w) - PIXEL < a.x
        || (a.y + a.h) - PIXEL < b.y
        || (b.y + b.h) - PIXEL < a.y)
}

/// Makes a body start as the game's entities do: their `falling` flag is
/// unset at first, so the first step counts as on the ground (full
/// acceleration, and a jump is possible).
pub(crate) fn start_grounded(body: &mut Body) {
    body.contacts.ground = Some(Support::Tile(Tile::Solid));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_31_pixels_apart_overlap_and_32_do_not() {
        let a = Rect::new(3.0, 15.0, 1.0, 1.0);
        assert!(overlap(&a, &Rect { x: 3.0 + 31.0 * PIXEL, ..a }));
        assert!(overlap(&a, &Rect { y: 15.0 - 31.0 * PIXEL, ..a }));
        assert!(!overlap(&a, &Rect { x: 4.0, ..a }));
        assert!(!overlap(&a, &Rect { x: 3.0 + 31.5 * PIXEL, ..a }));
    }

    fn play(plan: &str, steps: u64, buttons: crate::Buttons) -> crate::Play {
        let level = crate::Level::parse("t.txt", &format!("physics: tiny\n---\n{plan}")).unwrap();
        let mut play = crate::Play::new(&level, level.preset(None));
        while play.frame() < steps && play.status() == crate::Status::Playing {
            play.step(buttons);
        }
        play
    }

    #[test]
    fn a_stomped_monster_dies_and_the_player_does_not_bounce() {
        let play = play("#####\n#.@.#\n#...#\n#...#\n#.M.#\n#..o#\n#####", 40, crate::Buttons::NONE);
        assert_eq!(play.status(), crate::Status::Playing);
        assert!(!play.actors().any(|a| matches!(a, crate::Actor::Monster(_))), "not stomped");
        assert!(play.body().vel.y >= 0.0, "bounced");
    }

    #[test]
    fn walking_into_a_monster_loses_and_treasure_is_a_whole_cell() {
        let play = play("#########\n#.......#\n#@o..M.o#\n#########", 200, crate::Buttons::RIGHT);
        assert_eq!(play.status(), crate::Status::Lost(crate::Cause::Monster));
        assert_eq!(play.coins(), (1, 2));
        let play = self::play("#####\n#@o.#\n#####", 30, crate::Buttons::NONE);
        assert_eq!(play.status(), crate::Status::Playing, "a treasure in the next cell is a cell away");
        let play = self::play("#####\n#@o.#\n#####", 30, crate::Buttons::RIGHT);
        assert_eq!(play.status(), crate::Status::Won);
    }
}
