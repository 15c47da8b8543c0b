//! Crumbling blocks (`%`): a block that gives way shortly after the player
//! stands on it, and comes back.
//!
//! - **Touch**: the player standing on it (on the ground, its feet on the
//!   block's top, across it) sets it shaking for [`CRUMBLE_SHAKE_STEPS`].
//! - **Step**: a shaking block counts down, then is gone (its cell empty)
//!   for [`CRUMBLE_BACK_STEPS`]; then it comes back as soon as the player
//!   is not in its cell.
//! - **State**: `on` while solid; `left`, the steps of the shake (while
//!   solid) or of the absence (while gone).

use ledge_engine::Rect;

use super::{Decl, Effect, Element, ElementKind, Flourish, Held, Look, Phase, Placed, Player, ReachFact, inside, stood_on};

/// Steps a crumbling block shakes, stood on, before it gives way (0.5 s).
pub const CRUMBLE_SHAKE_STEPS: u16 = 30;
/// Steps a crumbling block stays gone (2 s).
pub const CRUMBLE_BACK_STEPS: u16 = 120;

pub(super) const DECL: Decl = Decl {
    kind: ElementKind::Crumble,
    name: "crumbling block",
    ch: '%',
    meaning: "crumbling block: gives way shortly after it is stood on, comes back",
    names: &["crumble", "crumbling", "crumblingblock", "crumbleblock", "fallingblock", "breakable"],
    sound: Some("crumble"),
    look: Look::Thing,
    flourish: Flourish::None,
    reach: ReachFact::GivesWay,
};

pub(super) fn touch(placed: &Placed, phase: &mut Phase, player: &Player) -> Effect {
    if phase.on && phase.left == 0 && player.on_ground && stood_on(placed, &player.rect) {
        phase.left = CRUMBLE_SHAKE_STEPS;
        return Effect::Noticed;
    }
    Effect::Quiet
}

pub(super) fn step(placed: &Placed, phase: &mut Phase, player: &Rect) {
    if phase.on {
        if phase.left > 0 {
            phase.left -= 1;
            if phase.left == 0 {
                *phase = Phase { left: CRUMBLE_BACK_STEPS, on: false };
            }
        }
    } else if phase.left > 0 {
        phase.left -= 1;
    } else if !inside(placed, player) {
        phase.on = true;
    }
}

pub(super) fn frames(phase: Phase) -> &'static [&'static str] {
    match (phase.on, phase.left) {
        (true, 0) => &["crumble"],
        (true, _) => &["crumble-shake-0", "crumble-shake-1"],
        (false, _) => &["crumble-gone"],
    }
}

/// Crumbling blocks, as the game meets every element.
pub(super) struct Crumble;

impl Element for Crumble {
    const DECLS: &'static [Decl] = &[DECL];

    fn is_block(_: ElementKind) -> bool {
        true
    }

    fn start(_: ElementKind) -> Phase {
        Phase { left: 0, on: true }
    }

    fn step(placed: &Placed, phase: &mut Phase, _: &Held, player: &Rect) {
        step(placed, phase, player);
    }

    fn touch(placed: &Placed, phase: &mut Phase, _: &mut Held, player: &Player) -> Effect {
        touch(placed, phase, player)
    }

    fn frames(_: ElementKind, phase: Phase) -> &'static [&'static str] {
        frames(phase)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::Vec2;

    #[test]
    fn a_crumbling_block_gives_way_half_a_second_after_it_is_stood_on_and_comes_back_when_the_cell_is_clear()
    {
        let block = Placed { kind: DECL.kind, cell: (2, 4) };
        let mut phase = block.start();
        let standing = Player {
            rect: Rect::new(2.5, 2.5, 0.8, 1.5),
            vel: Vec2::ZERO,
            on_ground: true,
            gravity: 30.0,
            dash_spent: false, dash: None,
        };
        assert_eq!(touch(&block, &mut phase, &standing), Effect::Noticed);
        let far = Rect::new(9.0, 0.0, 0.8, 1.5);
        for _ in 1..CRUMBLE_SHAKE_STEPS {
            step(&block, &mut phase, &far);
            assert!(phase.on);
        }
        step(&block, &mut phase, &far);
        assert!(!phase.on, "gone after the shake");
        let in_it = Rect::new(2.1, 3.0, 0.8, 1.5);
        for _ in 0..CRUMBLE_BACK_STEPS + 10 {
            step(&block, &mut phase, &in_it);
        }
        assert!(!phase.on, "waits for the player to leave its cell");
        step(&block, &mut phase, &far);
        assert_eq!(phase, block.start());
    }
}
