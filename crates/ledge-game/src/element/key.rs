//! Keys (`k`): taken, a key opens one door (`door.rs`).
//!
//! - **Touch**: the player's box overlaps the key's cell: it is taken
//!   and counts in [`super::Held::keys`].
//! - **State**: `on` once taken.

use super::{Decl, Effect, Element, ElementKind, Flourish, Held, Lock, Look, Phase, Placed, Player, ReachFact, inside};

pub(super) const DECL: Decl = Decl {
    kind: ElementKind::Key,
    name: "key",
    ch: 'k',
    meaning: "key: opens one door",
    names: &["key"],
    sound: Some("pickup"),
    look: Look::Thing,
    flourish: Flourish::Sparkle,
    reach: ReachFact::Opens(Lock::Key),
};

pub(super) fn touch(placed: &Placed, phase: &mut Phase, held: &mut Held, player: &Player) -> Effect {
    if phase.on || !inside(placed, &player.rect) {
        return Effect::Quiet;
    }
    phase.on = true;
    held.keys += 1;
    Effect::Noticed
}

pub(super) fn frames(phase: Phase) -> &'static [&'static str] {
    if phase.on {
        &[]
    } else {
        &["key-0", "key-1", "key-2", "key-1"]
    }
}

/// Keys, as the game meets every element.
pub(super) struct Key;

impl Element for Key {
    const DECLS: &'static [Decl] = &[DECL];

    fn touch(placed: &Placed, phase: &mut Phase, held: &mut Held, player: &Player) -> Effect {
        touch(placed, phase, held, player)
    }

    fn frames(_: ElementKind, phase: Phase) -> &'static [&'static str] {
        frames(phase)
    }
}
