//! The exit (`G`, a goal): reaching it wins the level, for levels built around a
//! goal rather than coins. In a level with an exit, coins are for the
//! score: taking the last one does not win.
//!
//! - **Touch**: the player's box overlaps the exit's cell: the level is won.
//! - **State**: none.

use super::{Decl, Effect, Element, ElementKind, Flourish, Held, Look, Phase, Placed, Player, ReachFact, inside};

pub(super) const DECL: Decl = Decl {
    kind: ElementKind::Exit,
    name: "exit",
    ch: 'G',
    meaning: "exit: reaching it wins the level",
    names: &["exit", "goal", "finish", "door", "levelexit", "levelend", "flagpole", "portal", "end", "levelgoal"],
    sound: None,
    look: Look::Goal,
    flourish: Flourish::None,
    reach: ReachFact::Goal,
};

pub(super) const FRAMES: &[&str] = &["exit-0", "exit-1", "exit-2", "exit-3"];

pub(super) fn touch(placed: &Placed, player: &Player) -> Effect {
    if inside(placed, &player.rect) {
        Effect::Wins
    } else {
        Effect::Quiet
    }
}

/// The exit, as the game meets every element.
pub(super) struct Exit;

impl Element for Exit {
    const DECLS: &'static [Decl] = &[DECL];

    fn touch(placed: &Placed, _: &mut Phase, _: &mut Held, player: &Player) -> Effect {
        touch(placed, player)
    }

    fn frames(_: ElementKind, _: Phase) -> &'static [&'static str] {
        FRAMES
    }
}
