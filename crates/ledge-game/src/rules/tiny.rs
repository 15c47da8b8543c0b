//! The `tiny` ruleset: seed 000's game (Jake Gordon's tiny platformer and
//! the game he built on it), for levels that play with the `tiny` preset.
//! Seed 000 starts with "no baddies, no treasure to collect"; its game
//! adds both:
//! - treasure is a whole still cell ([`super::CoinRule::TREASURE`]);
//! - monsters are engine bodies with their own top speed that patrol their
//!   floor (`rules/monster.rs`), and the player starts as they do, on the
//!   ground;
//! - touches count with the game's inclusive pixel overlap ([`overlap`]);
//! - a stomp needs the player falling with its top more than half a cell
//!   above the monster's, and does not bounce ([`Stomp::TINY`]);
//! - monsters and lava are touched before the treasure.
//!
//! Step 4 of [`crate::Play::step`], in the game's order (`play/touch.rs`):
//! 1. the monsters (by the game's overlap) and the lava (by seed 002's)
//!    the player touches, in plan order;
//! 2. each in turn: a stomped monster dies and its body leaves the world;
//!    any other touch loses, and nothing more happens;
//! 3. the treasure the player touches is taken; taking the last wins.

use ledge_engine::{Body, BodyId, Rect, Support, Tile, Vec2, World};

use super::{monster, Coin, Monster, Ruleset};

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

/// The treasure in the cell at `cell`.
pub(crate) fn coin(cell: Vec2) -> Coin {
    Coin::new(cell, 0.0, Ruleset::Tiny.coin())
}

/// The monster in the cell at `cell`, patrolling at up to `speed` cells/s:
/// its body joins `world`, and `bodies` keeps it by the monster's figure
/// id `id`.
pub(crate) fn monster(
    id: u32,
    cell: Vec2,
    speed: f64,
    world: &mut World,
    bodies: &mut Vec<(u32, BodyId)>,
) -> Monster {
    let body = monster::tiny_body(cell, speed);
    let monster = Monster::of_body(&body);
    bodies.push((id, world.add_body(body)));
    monster
}

/// Step 1 for the monsters, which the world moved: each takes its body's
/// box and speed.
pub(crate) fn follow(monsters: &mut [(u32, Monster)], bodies: &[(u32, BodyId)], world: &World) {
    // Both ascend by figure id, and every monster left has its body listed.
    let mut bodies = bodies.iter();
    for (id, monster) in monsters {
        let body = bodies.find(|&&(of, _)| of == *id).map(|&(_, body)| body);
        monster.follow(body.and_then(|body| world.body(body)));
    }
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
