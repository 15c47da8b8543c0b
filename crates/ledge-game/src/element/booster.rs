//! Boosters (`0`): a bubble that catches the player, pulls it to its
//! middle (as far as the walls let it), holds it there for
//! [`BOOSTER_HOLD_STEPS`], then launches it in a dash the way held
//! (Celeste's green booster). It comes back [`BOOSTER_BACK_STEPS`] after.
//!
//! - **Touch**: the player's box overlaps the bubble's cell while it is
//!   there: the bubble is taken and the player pulled to its middle, as
//!   far as the walls let it ([`Effect::Boost`]); the controller holds it,
//!   gives its dash back and launches it
//!   ([`ledge_engine::Controller::boost`]). A player without the dash
//!   passes through.
//! - **Step**: a taken bubble counts down to its return.
//! - **State**: `left`, the steps until it is back (0: it is there).

use ledge_engine::Rect;

use super::{inside, Decl, Effect, Element, ElementKind, Flourish, Held, Launch, Look, Phase, Placed, Player, ReachFact};

/// Steps a booster holds the player before it launches (0.25 s, as
/// Celeste's).
pub const BOOSTER_HOLD_STEPS: u32 = 15;
/// Steps a booster stays gone once it has caught the player (1 s).
pub const BOOSTER_BACK_STEPS: u16 = 60;

pub(super) const DECL: Decl = Decl {
    kind: ElementKind::Booster,
    name: "booster",
    ch: '0',
    meaning: "booster: catches the player, then launches a dash the way held",
    names: &["booster", "bubble", "greenbooster", "dashbubble"],
    sound: Some("boost"),
    look: Look::Refill,
    flourish: Flourish::None,
    reach: ReachFact::Launches(Launch::Refill),
};

/// Boosters, as the game meets every element.
pub(super) struct Booster;

impl Element for Booster {
    const DECLS: &'static [Decl] = &[DECL];

    fn step(_: &Placed, phase: &mut Phase, _: &Held, _: &Rect) {
        phase.left = phase.left.saturating_sub(1);
    }

    fn touch(placed: &Placed, phase: &mut Phase, _: &mut Held, player: &Player) -> Effect {
        if phase.left > 0 || !inside(placed, &player.rect) {
            return Effect::Quiet;
        }
        phase.left = BOOSTER_BACK_STEPS;
        let middle = placed.rect().center();
        Effect::Boost { x: middle.x, y: middle.y }
    }

    fn frames(_: ElementKind, phase: Phase) -> &'static [&'static str] {
        // Whole while it is there and while it holds the player.
        if phase.left == 0 || u32::from(BOOSTER_BACK_STEPS - phase.left) < BOOSTER_HOLD_STEPS {
            &["booster-0", "booster-1", "booster-2", "booster-1"]
        } else {
            &["booster-used"]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::Vec2;

    #[test]
    fn a_booster_catches_the_player_at_its_middle_once_then_comes_back() {
        let bubble = Placed { kind: DECL.kind, cell: (4, 3) };
        let mut phase = bubble.start();
        let player = Player {
            rect: Rect::new(4.5, 2.0, 0.8, 1.5),
            vel: Vec2::new(5.0, 2.0),
            on_ground: false,
            gravity: 30.0,
            dash_spent: true,
            dash: None,
        };
        let mut held = Held::default();
        assert_eq!(Booster::touch(&bubble, &mut phase, &mut held, &player), Effect::Boost { x: 4.5, y: 3.5 });
        assert_eq!(Booster::touch(&bubble, &mut phase, &mut held, &player), Effect::Quiet, "taken");
        (0..BOOSTER_BACK_STEPS).for_each(|_| Booster::step(&bubble, &mut phase, &held, &player.rect));
        assert_ne!(Booster::touch(&bubble, &mut phase, &mut held, &player), Effect::Quiet, "back");
    }
}
