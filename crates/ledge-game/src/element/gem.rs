//! Gems (`$`): optional collectibles for secrets. Taking them counts in
//! [`super::Held::gems`] and never towards the win.
//!
//! - **Touch**: the player's box overlaps the gem's cell: it is taken.
//! - **State**: `on` once taken.

use super::{Decl, Effect, Element, ElementKind, Flourish, Held, Look, Phase, Placed, Player, ReachFact, inside};

pub(super) const DECL: Decl = Decl {
    kind: ElementKind::Gem,
    name: "gem",
    ch: '$',
    meaning: "gem: an optional collectible, not needed to win",
    names: &["bonusgem", "secret", "star", "collectible", "bonus"],
    sound: Some("pickup"),
    look: Look::Thing,
    flourish: Flourish::Sparkle,
    reach: ReachFact::Passed,
};

pub(super) fn touch(placed: &Placed, phase: &mut Phase, held: &mut Held, player: &Player) -> Effect {
    if phase.on || !inside(placed, &player.rect) {
        return Effect::Quiet;
    }
    phase.on = true;
    held.gems += 1;
    Effect::Noticed
}

pub(super) fn frames(phase: Phase) -> &'static [&'static str] {
    if phase.on {
        &[]
    } else {
        &["gem-0", "gem-1", "gem-2", "gem-3"]
    }
}

/// Gems, as the game meets every element.
pub(super) struct Gem;

impl Element for Gem {
    const DECLS: &'static [Decl] = &[DECL];

    fn touch(placed: &Placed, phase: &mut Phase, held: &mut Held, player: &Player) -> Effect {
        touch(placed, phase, held, player)
    }

    fn frames(_: ElementKind, phase: Phase) -> &'static [&'static str] {
        frames(phase)
    }
}
