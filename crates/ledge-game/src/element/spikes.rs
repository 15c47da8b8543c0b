//! Spikes (`A` on a floor, `V` under a ceiling, `{` and `}` on a wall):
//! deadly from the side they point to.
//!
//! - **Touch**: the player's box overlaps the spikes' base (the half of
//!   their cell against their floor, ceiling or wall) while not moving
//!   away from it: the player dies ([`crate::Cause::Spikes`]). Moving
//!   away (jumping up out of floor spikes) is safe, as in Celeste, so a
//!   player thrown past them is not killed on the way out.
//! - **State**: none.

use super::{Decl, Effect, Element, ElementKind, Facing, Flourish, Held, Look, Phase, Placed, Player, ReachFact, coming_at, pad};

/// Spikes on a floor, pointing up.
pub(super) const UP: Decl = Decl {
    kind: ElementKind::Spikes(Facing::Up),
    name: "spikes",
    ch: 'A',
    meaning: "spikes on a floor: deadly from above",
    names: &[
        "spikes", "spikesup", "thorns", "hazard", "trap", "spiketrap", "saw", "sawblade", "spikehead", "spikeball",
    ],
    sound: None,
    look: Look::Danger,
    flourish: Flourish::None,
    reach: ReachFact::Passed,
};
/// Spikes under a ceiling, pointing down.
pub(super) const DOWN: Decl = Decl {
    kind: ElementKind::Spikes(Facing::Down),
    name: "spikes",
    ch: 'V',
    meaning: "spikes under a ceiling: deadly from below",
    names: &["spikesdown", "ceilingspikes"],
    sound: None,
    look: Look::Danger,
    flourish: Flourish::None,
    reach: ReachFact::Passed,
};
/// Spikes on a wall at their right, pointing left.
pub(super) const LEFT: Decl = Decl {
    kind: ElementKind::Spikes(Facing::Left),
    name: "spikes",
    ch: '{',
    meaning: "spikes on a wall at their right: deadly from the left",
    names: &["spikesleft"],
    sound: None,
    look: Look::Danger,
    flourish: Flourish::None,
    reach: ReachFact::Passed,
};
/// Spikes on a wall at their left, pointing right.
pub(super) const RIGHT: Decl = Decl {
    kind: ElementKind::Spikes(Facing::Right),
    name: "spikes",
    ch: '}',
    meaning: "spikes on a wall at their left: deadly from the right",
    names: &["spikesright"],
    sound: None,
    look: Look::Danger,
    flourish: Flourish::None,
    reach: ReachFact::Passed,
};

pub(super) fn touch(placed: &Placed, facing: Facing, player: &Player) -> Effect {
    if pad(placed, facing).overlaps(&player.rect) && coming_at(facing, player.vel) {
        Effect::Kills
    } else {
        Effect::Quiet
    }
}

pub(super) fn frames(facing: Facing) -> &'static [&'static str] {
    match facing {
        Facing::Up => &["spikes-up"],
        Facing::Down => &["spikes-down"],
        Facing::Left => &["spikes-left"],
        Facing::Right => &["spikes-right"],
    }
}

/// Spikes, as the game meets every element.
pub(super) struct Spikes;

impl Element for Spikes {
    const DECLS: &'static [Decl] = &[UP, DOWN, LEFT, RIGHT];

    fn touch(placed: &Placed, _: &mut Phase, _: &mut Held, player: &Player) -> Effect {
        touch(placed, placed.kind.facing(), player)
    }

    fn frames(kind: ElementKind, _: Phase) -> &'static [&'static str] {
        frames(kind.facing())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::{Rect, Vec2};

    #[test]
    fn floor_spikes_kill_a_player_landing_or_walking_in_and_spare_one_leaving_upward() {
        let spikes = Placed { kind: UP.kind, cell: (4, 6) };
        let at = |rect, vel| Player { rect, vel, on_ground: false, gravity: 30.0, dash_spent: false, dash: None };
        let low = Rect::new(4.2, 5.4, 0.8, 1.5);
        assert_eq!(touch(&spikes, Facing::Up, &at(low, Vec2::new(0.0, 2.0))), Effect::Kills);
        assert_eq!(touch(&spikes, Facing::Up, &at(low, Vec2::new(3.0, 0.0))), Effect::Kills);
        assert_eq!(touch(&spikes, Facing::Up, &at(low, Vec2::new(0.0, -9.0))), Effect::Quiet);
        let high = Rect::new(4.2, 5.0, 0.8, 1.4);
        assert_eq!(
            touch(&spikes, Facing::Up, &at(high, Vec2::new(0.0, 2.0))),
            Effect::Quiet,
            "above the base"
        );
    }

    #[test]
    fn wall_spikes_kill_only_from_the_side_they_point_to() {
        let spikes = Placed { kind: LEFT.kind, cell: (4, 6) };
        let at = |x, vx| Player {
            rect: Rect::new(x, 5.8, 0.8, 1.5),
            vel: Vec2::new(vx, 0.0),
            on_ground: true,
            gravity: 30.0,
            dash_spent: false, dash: None,
        };
        assert_eq!(touch(&spikes, Facing::Left, &at(3.8, 2.0)), Effect::Kills);
        assert_eq!(touch(&spikes, Facing::Left, &at(3.6, 2.0)), Effect::Quiet, "short of the base");
        assert_eq!(touch(&spikes, Facing::Left, &at(3.8, -2.0)), Effect::Quiet, "moving away");
    }
}
