//! Switches (`!`) and switch blocks (`1` solid at the start, `2` solid
//! after one switch): touching a switch swaps which set of blocks is
//! solid. A level with switches and no switch block, or with blocks and
//! no switch, is refused when it is read.
//!
//! - **Touch**: the player's box coming into a switch's cell (it was not
//!   there the step before) swaps the sets ([`super::Held::swapped`]).
//! - **Step**: a switch forgets the player once it has left its cell; a
//!   block of the solid set becomes solid as soon as the player is not in
//!   its cell (so no one is ever shut inside a block), and a block of the
//!   other set is empty.
//! - **State**: a switch's `on`, the player in it; a block's `on`, solid.

use ledge_engine::Rect;

use super::{Decl, Effect, Element, ElementKind, Flourish, Held, Lock, Look, Phase, Placed, Player, ReachFact, inside};

pub(super) const SWITCH: Decl = Decl {
    kind: ElementKind::Switch,
    name: "switch",
    ch: '!',
    meaning: "switch: swaps which switch blocks are solid",
    names: &["switch", "lever", "toggle", "button"],
    sound: Some("clunk"),
    look: Look::Device,
    flourish: Flourish::None,
    reach: ReachFact::Opens(Lock::Switch),
};
pub(super) const FIRST: Decl = Decl {
    kind: ElementKind::SwitchBlock { first: true },
    name: "switch block",
    ch: '1',
    meaning: "switch block, solid at the start",
    names: &["switchblock", "switchblocka", "switchblock1", "onblock"],
    sound: None,
    look: Look::Thing,
    flourish: Flourish::None,
    reach: ReachFact::Shut(Lock::Switch),
};
pub(super) const SECOND: Decl = Decl {
    kind: ElementKind::SwitchBlock { first: false },
    name: "switch block",
    ch: '2',
    meaning: "switch block, solid after a switch",
    names: &["switchblockb", "switchblock2", "offblock"],
    sound: None,
    look: Look::Thing,
    flourish: Flourish::None,
    reach: ReachFact::Shut(Lock::Switch),
};

pub(super) fn touch(placed: &Placed, phase: &mut Phase, held: &mut Held, player: &Player) -> Effect {
    if phase.on || !inside(placed, &player.rect) {
        return Effect::Quiet;
    }
    phase.on = true;
    held.swapped = !held.swapped;
    Effect::Noticed
}

pub(super) fn step(placed: &Placed, phase: &mut Phase, player: &Rect) {
    if phase.on && !inside(placed, player) {
        phase.on = false;
    }
}

pub(super) fn step_block(placed: &Placed, first: bool, phase: &mut Phase, held: &Held, player: &Rect) {
    let solid = first != held.swapped;
    if !solid {
        phase.on = false;
    } else if !phase.on && !inside(placed, player) {
        phase.on = true;
    }
}

pub(super) fn frames(kind: ElementKind, phase: Phase) -> &'static [&'static str] {
    match (kind, phase.on) {
        (ElementKind::Switch, false) => &["switch-up"],
        (ElementKind::Switch, true) => &["switch-down"],
        (ElementKind::SwitchBlock { first: true }, true) => &["switch-block-a"],
        (ElementKind::SwitchBlock { first: true }, false) => &["switch-block-a-off"],
        (_, true) => &["switch-block-b"],
        (_, false) => &["switch-block-b-off"],
    }
}

/// Switches and their blocks, as the game meets every element.
pub(super) struct Switch;

impl Element for Switch {
    const DECLS: &'static [Decl] = &[SWITCH, FIRST, SECOND];
    /// Its blocks do; a switch itself never fills its cell.
    fn is_block(kind: ElementKind) -> bool {
        kind != ElementKind::Switch
    }

    fn start(kind: ElementKind) -> Phase {
        match kind {
            ElementKind::SwitchBlock { first } => Phase { left: 0, on: first },
            _ => Phase::default(),
        }
    }

    fn step(placed: &Placed, phase: &mut Phase, held: &Held, player: &Rect) {
        match placed.kind {
            ElementKind::SwitchBlock { first } => step_block(placed, first, phase, held, player),
            _ => step(placed, phase, player),
        }
    }

    fn touch(placed: &Placed, phase: &mut Phase, held: &mut Held, player: &Player) -> Effect {
        match placed.kind {
            ElementKind::Switch => touch(placed, phase, held, player),
            _ => Effect::Quiet,
        }
    }

    fn frames(kind: ElementKind, phase: Phase) -> &'static [&'static str] {
        frames(kind, phase)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::Vec2;

    #[test]
    fn a_switch_swaps_the_blocks_once_per_visit_and_no_block_shuts_on_the_player() {
        let switch = Placed { kind: SWITCH.kind, cell: (1, 1) };
        let block = Placed { kind: SECOND.kind, cell: (5, 1) };
        let (mut s, mut b, mut held) = (switch.start(), block.start(), Held::default());
        let on_switch = Rect::new(1.1, 0.4, 0.8, 1.5);
        let player =
            Player { rect: on_switch, vel: Vec2::ZERO, on_ground: true, gravity: 30.0, dash_spent: false, dash: None };
        assert_eq!(touch(&switch, &mut s, &mut held, &player), Effect::Noticed);
        step(&switch, &mut s, &on_switch);
        assert_eq!(touch(&switch, &mut s, &mut held, &player), Effect::Quiet, "still on it");
        assert!(held.swapped);
        let in_block = Rect::new(5.1, 0.4, 0.8, 1.5);
        step_block(&block, false, &mut b, &held, &in_block);
        assert!(!b.on, "waits for the player to leave");
        step_block(&block, false, &mut b, &held, &on_switch);
        assert!(b.on);
        step(&switch, &mut s, &in_block);
        assert_eq!(touch(&switch, &mut s, &mut held, &player), Effect::Noticed, "a second visit");
        step_block(&block, false, &mut b, &held, &on_switch);
        assert!(!b.on && !held.swapped);
    }
}
