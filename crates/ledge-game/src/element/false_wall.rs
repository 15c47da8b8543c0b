//! False walls (`?`): a passage that looks like the wall around it, for
//! secrets. The player walks through it; the first time its box overlaps
//! the cell, the wall fades out over [`FALSE_WALL_FADE_STEPS`] and stays
//! open, so the room behind it shows.
//!
//! - **Touch**: the player's box overlaps the cell of a false wall still
//!   closed: it opens, and with it every false wall joined to it
//!   ([`Effect::Spreads`], its reveal sound): a secret room drawn in `?`
//!   around its gem opens as one.
//! - **Step**: an opening wall counts its fade down.
//! - **State**: `on` once opened; `left`, the steps of its fade still to
//!   show. It is never a block: its cell is empty from the start, so the
//!   search and the reachability analysis see a passage.
//! - **Figure**: drawn by the renderer as the world's wall, joined to the
//!   walls beside it, with a faint crack (its frame); fading, drawn fainter
//!   each step; open, nothing.
//!
//! A false wall opened stays open after a death at a checkpoint (the
//! elements keep their phases through a respawn, as a broken brick does);
//! a level started over closes it again.

use super::{Decl, Effect, Element, ElementKind, Flourish, Held, Look, Phase, Placed, Player, ReachFact, inside};

/// Steps a false wall takes to fade out once found (0.3 s).
pub const FALSE_WALL_FADE_STEPS: u16 = 18;

pub(super) const DECL: Decl = Decl {
    kind: ElementKind::FalseWall,
    name: "false wall",
    ch: '?',
    meaning: "false wall: looks like a wall, walked through, opens when first entered",
    names: &["falsewall", "fakewall", "secretwall", "secretpassage", "illusorywall"],
    sound: Some("reveal"),
    look: Look::Wall,
    flourish: Flourish::None,
    reach: ReachFact::Passed,
};

/// False walls, as the game meets every element.
pub(super) struct FalseWall;

impl Element for FalseWall {
    const DECLS: &'static [Decl] = &[DECL];

    fn step(_: &Placed, phase: &mut Phase, _: &Held, _: &ledge_engine::Rect) {
        phase.left = phase.left.saturating_sub(1);
    }

    fn touch(placed: &Placed, phase: &mut Phase, _: &mut Held, player: &Player) -> Effect {
        if phase.on || !inside(placed, &player.rect) {
            return Effect::Quiet;
        }
        *phase = Phase { left: FALSE_WALL_FADE_STEPS, on: true };
        Effect::Spreads
    }

    fn frames(_: ElementKind, phase: Phase) -> &'static [&'static str] {
        if phase.on && phase.left == 0 {
            &[]
        } else {
            &["false-wall"]
        }
    }
}

/// How much of a false wall in `phase` shows, from 1 (closed) down to 0
/// (open): the renderer's opacity.
pub fn shown(phase: Phase) -> f64 {
    if phase.on {
        f64::from(phase.left) / f64::from(FALSE_WALL_FADE_STEPS)
    } else {
        1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::{Rect, Vec2};

    fn player(rect: Rect) -> Player {
        Player { rect, vel: Vec2::new(0.0, 0.0), on_ground: true, gravity: 30.0, dash_spent: false, dash: None }
    }

    #[test]
    fn a_false_wall_opens_once_when_entered_and_fades_out_over_its_steps() {
        let wall = Placed { kind: ElementKind::FalseWall, cell: (4, 2) };
        let mut phase = FalseWall::start(ElementKind::FalseWall);
        let mut held = Held::default();
        let (here, far) = (Rect::new(4.5, 1.5, 0.8, 1.5), Rect::new(0.0, 0.0, 0.8, 1.5));
        assert_eq!(FalseWall::touch(&wall, &mut phase, &mut held, &player(far)), Effect::Quiet);
        assert_eq!(shown(phase), 1.0, "closed");
        assert_eq!(FalseWall::touch(&wall, &mut phase, &mut held, &player(here)), Effect::Spreads);
        assert_eq!(FalseWall::touch(&wall, &mut phase, &mut held, &player(here)), Effect::Quiet, "once");
        let mut last = shown(phase);
        for _ in 0..FALSE_WALL_FADE_STEPS {
            assert!(!FalseWall::frames(ElementKind::FalseWall, phase).is_empty(), "still fading");
            FalseWall::step(&wall, &mut phase, &held, &far);
            assert!(shown(phase) < last, "fainter each step");
            last = shown(phase);
        }
        assert_eq!(shown(phase), 0.0);
        assert!(FalseWall::frames(ElementKind::FalseWall, phase).is_empty(), "open, it shows nothing");
        assert!(!FalseWall::is_block(ElementKind::FalseWall), "never solid");
    }
}
