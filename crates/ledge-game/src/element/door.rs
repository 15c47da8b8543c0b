//! Doors (`D`): a block a key opens. A level with a door and no key is
//! refused when it is read.
//!
//! - **Touch**: the player against the door (within [`super::REACH`]),
//!   holding a key: the key is used and the door opens for good (its cell
//!   empty).
//! - **State**: `on` while shut (solid).

use super::{Decl, Effect, Element, ElementKind, Flourish, Held, Lock, Look, Phase, Placed, Player, ReachFact};

pub(super) const DECL: Decl = Decl {
    kind: ElementKind::Door,
    name: "door",
    ch: 'D',
    meaning: "door: a block that a key opens",
    names: &["lockeddoor", "lock", "locked", "keydoor", "gate"],
    sound: Some("clunk"),
    look: Look::Thing,
    flourish: Flourish::None,
    reach: ReachFact::Shut(Lock::Key),
};

pub(super) fn touch(phase: &mut Phase, held: &mut Held) -> Effect {
    if !phase.on || held.keys == 0 {
        return Effect::Quiet;
    }
    held.keys -= 1;
    phase.on = false;
    Effect::Noticed
}

pub(super) fn frames(phase: Phase) -> &'static [&'static str] {
    if phase.on {
        &["door-shut"]
    } else {
        &["door-open"]
    }
}

/// Doors, as the game meets every element.
pub(super) struct Door;

impl Element for Door {
    const DECLS: &'static [Decl] = &[DECL];

    fn is_block(_: ElementKind) -> bool {
        true
    }

    fn start(_: ElementKind) -> Phase {
        Phase { left: 0, on: true }
    }

    fn touch(_: &Placed, phase: &mut Phase, held: &mut Held, _: &Player) -> Effect {
        touch(phase, held)
    }

    fn frames(_: ElementKind, phase: Phase) -> &'static [&'static str] {
        frames(phase)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_door_opens_with_a_key_and_uses_it_up() {
        let mut door = Phase { left: 0, on: true };
        let mut held = Held::default();
        assert_eq!(touch(&mut door, &mut held), Effect::Quiet, "no key");
        held.keys = 1;
        assert_eq!(touch(&mut door, &mut held), Effect::Noticed);
        assert_eq!((door.on, held.keys), (false, 0));
        held.keys = 1;
        assert_eq!(touch(&mut door, &mut held), Effect::Quiet, "open already");
        assert_eq!(held.keys, 1);
    }
}
