//! Dash crystals (`*`): touched by a player who has used its dash, a
//! crystal gives it back and is gone for [`CRYSTAL_BACK_STEPS`].
//!
//! - **Touch**: the player's box overlaps the crystal's cell, the crystal
//!   is there and the player's dash is spent: the dash comes back
//!   ([`Effect::Refill`]). A player with its dash passes through it.
//! - **Step**: a taken crystal counts down to its return.
//! - **State**: `left`, the steps until it is back (0: it is there).

use ledge_engine::Rect;

use super::{Decl, Effect, Element, ElementKind, Flourish, Held, Launch, Look, Phase, Placed, Player, ReachFact, inside};

/// Steps a crystal stays gone once taken (2.5 s).
pub const CRYSTAL_BACK_STEPS: u16 = 150;

pub(super) const DECL: Decl = Decl {
    kind: ElementKind::Crystal,
    name: "dash crystal",
    ch: '*',
    meaning: "dash crystal: gives the dash back, comes back",
    names: &["crystal", "dashcrystal", "refill", "dashrefill"],
    sound: Some("pickup"),
    look: Look::Refill,
    flourish: Flourish::Sparkle,
    reach: ReachFact::Launches(Launch::Refill),
};

pub(super) fn touch(placed: &Placed, phase: &mut Phase, player: &Player) -> Effect {
    if phase.left == 0 && player.dash_spent && inside(placed, &player.rect) {
        phase.left = CRYSTAL_BACK_STEPS;
        return Effect::Refill;
    }
    Effect::Quiet
}

pub(super) fn step(phase: &mut Phase) {
    phase.left = phase.left.saturating_sub(1);
}

pub(super) fn frames(phase: Phase) -> &'static [&'static str] {
    if phase.left == 0 {
        &["crystal-0", "crystal-1", "crystal-2", "crystal-3"]
    } else {
        &["crystal-used"]
    }
}

/// Dash crystals, as the game meets every element.
pub(super) struct Crystal;

impl Element for Crystal {
    const DECLS: &'static [Decl] = &[DECL];

    fn step(_: &Placed, phase: &mut Phase, _: &Held, _: &Rect) {
        step(phase);
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
    use ledge_engine::{Rect, Vec2};

    #[test]
    fn a_crystal_refills_only_a_spent_dash_and_comes_back() {
        let crystal = Placed { kind: DECL.kind, cell: (2, 2) };
        let mut phase = crystal.start();
        let mut player = Player {
            rect: Rect::new(2.2, 1.8, 0.8, 1.5),
            vel: Vec2::ZERO,
            on_ground: false,
            gravity: 30.0,
            dash_spent: false, dash: None,
        };
        assert_eq!(touch(&crystal, &mut phase, &player), Effect::Quiet, "the dash is there");
        player.dash_spent = true;
        assert_eq!(touch(&crystal, &mut phase, &player), Effect::Refill);
        assert_eq!(touch(&crystal, &mut phase, &player), Effect::Quiet, "gone");
        (0..CRYSTAL_BACK_STEPS).for_each(|_| step(&mut phase));
        assert_eq!(touch(&crystal, &mut phase, &player), Effect::Refill, "back");
    }
}
