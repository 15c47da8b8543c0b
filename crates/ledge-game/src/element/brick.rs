//! Bricks (`B`): a block the player breaks by hitting it from below with
//! its head, once: it stays broken.
//!
//! - **Touch**: the player in the air with its top against the brick's
//!   bottom (within [`super::REACH`]) and under it: the brick breaks (its
//!   cell empty for good).
//! - **State**: `on` while whole (solid).

use ledge_engine::Rect;

use super::{Decl, Effect, Element, ElementKind, Flourish, Held, Look, Phase, Placed, Player, REACH, ReachFact, break_once, while_unbroken};

pub(super) const DECL: Decl = Decl {
    kind: ElementKind::Brick,
    name: "brick",
    ch: 'B',
    meaning: "brick: a block the player's head breaks from below, once",
    names: &["brick", "brickblock", "smashblock", "headbreak"],
    sound: Some("crumble"),
    look: Look::Thing,
    flourish: Flourish::None,
    reach: ReachFact::GivesWay,
};

/// True when `player`'s top is against the bottom of the brick at `placed`,
/// under it.
fn headbutted(placed: &Placed, player: &Rect) -> bool {
    let bottom = f64::from(placed.cell.1) + 1.0;
    let (left, right) = (f64::from(placed.cell.0), f64::from(placed.cell.0) + 1.0);
    (player.y - bottom).abs() <= REACH && player.x < right && player.right() > left
}

/// Bricks, as the game meets every element.
pub(super) struct Brick;

impl Element for Brick {
    const DECLS: &'static [Decl] = &[DECL];

    fn is_block(_: ElementKind) -> bool {
        true
    }

    fn start(_: ElementKind) -> Phase {
        Phase { left: 0, on: true }
    }

    fn touch(placed: &Placed, phase: &mut Phase, _: &mut Held, player: &Player) -> Effect {
        break_once(phase, !player.on_ground && headbutted(placed, &player.rect), Effect::Noticed)
    }

    fn frames(_: ElementKind, phase: Phase) -> &'static [&'static str] {
        while_unbroken(phase, &["brick"])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::Vec2;

    fn player(rect: Rect, on_ground: bool) -> Player {
        Player { rect, vel: Vec2::new(0.0, 0.0), on_ground, gravity: 30.0, dash_spent: false, dash: None }
    }

    #[test]
    fn a_head_from_below_breaks_a_brick_once_and_a_player_beside_or_on_it_does_not() {
        let brick = Placed { kind: ElementKind::Brick, cell: (4, 2) };
        let mut phase = Brick::start(ElementKind::Brick);
        let mut held = Held::default();
        let beside = player(Rect::new(5.0, 2.0, 0.8, 1.5), false);
        assert_eq!(Brick::touch(&brick, &mut phase, &mut held, &beside), Effect::Quiet);
        let on_top = player(Rect::new(4.1, 0.5, 0.8, 1.5), true);
        assert_eq!(Brick::touch(&brick, &mut phase, &mut held, &on_top), Effect::Quiet);
        let under = player(Rect::new(4.1, 3.0, 0.8, 1.5), false);
        assert_eq!(Brick::touch(&brick, &mut phase, &mut held, &under), Effect::Noticed);
        assert!(!phase.on, "broken");
        assert_eq!(Brick::touch(&brick, &mut phase, &mut held, &under), Effect::Quiet, "once");
        assert!(Brick::frames(ElementKind::Brick, phase).is_empty(), "a broken brick shows nothing");
    }
}
