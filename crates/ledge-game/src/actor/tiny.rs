//! Seed 000's rules (Jake Gordon's tiny platformer), used when a level plays
//! with the `tiny` preset: monsters are engine bodies with their own top
//! speed that patrol their floor, treasure is a whole still cell, touches
//! count with the game's inclusive pixel overlap, and a stomp needs the
//! player falling with its top more than half a cell above the monster's.

use ledge_engine::{Body, Preset, Rect, Support, Tile, Vec2};

/// One of the game's pixels, cells: its 32-pixel tile is Ledge's cell.
pub const PIXEL: f64 = 1.0 / 32.0;

/// How far the player's top must be above a falling-on monster's top for
/// the touch to be a stomp, cells (the game's `TILE/2`; strictly more).
pub const STOMP_DEPTH: f64 = 0.5;

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

/// The game's stomp test, on a monster the player `overlap`s after both
/// moved: the player is falling and its top is more than
/// [`STOMP_DEPTH`] above the monster's. Anything else kills the player.
pub fn stomps(player: &Body, monster: &Rect) -> bool {
    player.vel.y > 0.0 && monster.y - player.rect.y > STOMP_DEPTH
}

/// Makes a body start as the game's entities do: their `falling` flag is
/// unset at first, so the first step counts as on the ground (full
/// acceleration, and a jump is possible).
pub(crate) fn start_grounded(body: &mut Body) {
    body.contacts.ground = Some(Support::Tile(Tile::Solid));
}

/// A monster's body: one cell at `at`, moving as [`Preset::tiny_entity`]
/// with `|speed|` as its top speed (the game's `maxdx`), patrolling in the
/// direction of `speed`'s sign (none when it is zero).
pub(crate) fn monster_body(at: Vec2, speed: f64) -> Body {
    let mut body = Body::new(Rect::new(at.x, at.y, 1.0, 1.0), Preset::tiny_entity(speed.abs()).motion);
    body.patrol = true;
    body.input.left = speed < 0.0;
    body.input.right = speed > 0.0;
    start_grounded(&mut body);
    body
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

    #[test]
    fn a_stomp_needs_a_fall_from_more_than_half_a_cell_above() {
        let mut player = Body::new(Rect::new(0.0, 0.0, 1.0, 1.0), Preset::tiny().motion);
        let monster = Rect::new(0.0, 0.75, 1.0, 1.0);
        player.vel.y = 1.0;
        assert!(stomps(&player, &monster));
        assert!(!stomps(&player, &Rect { y: 0.5, ..monster }));
        player.vel.y = 0.0;
        assert!(!stomps(&player, &monster), "a landed player cannot stomp");
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
