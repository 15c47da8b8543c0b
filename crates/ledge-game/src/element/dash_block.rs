//! Dash blocks (`X`): a block that breaks when the player dashes into it,
//! and stays broken (Celeste's dash block).
//!
//! - **Touch**: the player, in a dash, is against the block the way it
//!   dashes (its box, moved a hair along the dash, overlaps the block's
//!   cell): the block breaks, and so does every dash block joined to it
//!   side by side ([`Effect::Spreads`]). Walking, jumping or dashing past
//!   along it does nothing.
//! - **State**: `on` while solid.

use ledge_engine::Rect;

use super::{Decl, Effect, Element, ElementKind, Flourish, Held, Look, Phase, Placed, Player, REACH, ReachFact, break_once, while_unbroken};

pub(super) const DECL: Decl = Decl {
    kind: ElementKind::DashBlock,
    name: "dash block",
    ch: 'X',
    meaning: "dash block: breaks when dashed into",
    names: &["dashblock", "breakblock", "dashbreak", "dashbreakable", "cracked"],
    sound: Some("break"),
    look: Look::Thing,
    flourish: Flourish::None,
    reach: ReachFact::DashBreaks,
};

/// True when `player` dashes into the block at `placed`.
fn dashed_into(placed: &Placed, player: &Player) -> bool {
    let Some((x, y)) = player.dash else { return false };
    let r = player.rect;
    let (dx, dy) = (2.0 * REACH * f64::from(x), 2.0 * REACH * f64::from(y));
    Rect::new(r.x + dx, r.y + dy, r.w, r.h).overlaps(&placed.rect())
}

/// Dash blocks, as the game meets every element.
pub(super) struct DashBlock;

impl Element for DashBlock {
    const DECLS: &'static [Decl] = &[DECL];

    fn is_block(_: ElementKind) -> bool {
        true
    }

    fn start(_: ElementKind) -> Phase {
        Phase { left: 0, on: true }
    }

    fn touch(placed: &Placed, phase: &mut Phase, _: &mut Held, player: &Player) -> Effect {
        break_once(phase, dashed_into(placed, player), Effect::Spreads)
    }

    fn frames(_: ElementKind, phase: Phase) -> &'static [&'static str] {
        while_unbroken(phase, &["dash-block"])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::Vec2;

    fn player(rect: Rect, dash: Option<(i8, i8)>) -> Player {
        Player { rect, vel: Vec2::ZERO, on_ground: false, gravity: 30.0, dash_spent: dash.is_some(), dash }
    }

    #[test]
    fn a_dash_block_breaks_when_dashed_into_and_not_when_walked_against_or_stood_on() {
        let block = Placed { kind: DECL.kind, cell: (5, 5) };
        let beside = Rect::new(4.2, 4.5, 0.8, 1.5);
        let mut phase = block.start();
        let walking = player(beside, None);
        assert_eq!(DashBlock::touch(&block, &mut phase, &mut Held::default(), &walking), Effect::Quiet);
        let away = player(beside, Some((-1, 0)));
        assert_eq!(DashBlock::touch(&block, &mut phase, &mut Held::default(), &away), Effect::Quiet);
        let on_top = player(Rect::new(5.1, 3.5, 0.8, 1.5), Some((1, 0)));
        assert_eq!(DashBlock::touch(&block, &mut phase, &mut Held::default(), &on_top), Effect::Quiet);
        assert!(phase.on && block.start() == phase);
        let into = player(beside, Some((1, -1)));
        assert_eq!(DashBlock::touch(&block, &mut phase, &mut Held::default(), &into), Effect::Spreads);
        assert!(!phase.on);
        assert!(DashBlock::frames(DECL.kind, phase).is_empty(), "a broken block shows nothing");
    }
}
