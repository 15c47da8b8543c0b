//! Springs (`T` on a floor, `(` and `)` on a wall): landing on one throws
//! the player up, higher than its own jump; running into one on a wall
//! throws it away from the wall and a little up.
//!
//! - **Touch**: the player's box overlaps the spring's pad (the half of
//!   its cell against its floor or wall) while not already moving away
//!   from it: its speed across the pad becomes the throw's, worked out from
//!   the gravity on its body so that it rises [`SPRING_HEIGHT`] cells (an
//!   upward spring), or flies off at [`SPRING_SIDE_SPEED`] rising
//!   [`SIDE_LIFT`] cells (a sideways one). With seed 002's physics, whose
//!   player's walking speed is set anew each step, a sideways throw
//!   lasts one step; the `ledge` controller lets it carry.
//! - **State**: none; the same touch always throws the same way.

use super::{Decl, Effect, Element, ElementKind, Facing, Flourish, Held, Launch, Look, Phase, Placed, Player, ReachFact, coming_at, pad};

/// How high an upward spring throws the player, cells (the `ledge`
/// player's own jump is 4).
pub const SPRING_HEIGHT: f64 = 6.0;
/// How fast a spring on a wall throws the player away from it, cells/s.
pub const SPRING_SIDE_SPEED: f64 = 14.0;
/// How high a spring on a wall lifts the player as it throws it, cells.
pub const SIDE_LIFT: f64 = 2.0;

/// A spring on a floor.
pub(super) const UP: Decl = Decl {
    kind: ElementKind::Spring(Facing::Up),
    name: "spring",
    ch: 'T',
    meaning: "spring: throws the player up",
    names: &["spring", "trampoline", "bouncer", "jumppad", "springup"],
    sound: Some("spring"),
    look: Look::Device,
    flourish: Flourish::Squash,
    reach: ReachFact::Launches(Launch::Throw(Facing::Up)),
};
/// A spring on a wall at its right, throwing left.
pub(super) const LEFT: Decl = Decl {
    kind: ElementKind::Spring(Facing::Left),
    name: "spring",
    ch: '(',
    meaning: "spring on a wall at its right: throws the player left",
    names: &["springleft"],
    sound: Some("spring"),
    look: Look::Device,
    flourish: Flourish::Squash,
    reach: ReachFact::Launches(Launch::Throw(Facing::Left)),
};
/// A spring on a wall at its left, throwing right.
pub(super) const RIGHT: Decl = Decl {
    kind: ElementKind::Spring(Facing::Right),
    name: "spring",
    ch: ')',
    meaning: "spring on a wall at its left: throws the player right",
    names: &["springright"],
    sound: Some("spring"),
    look: Look::Device,
    flourish: Flourish::Squash,
    reach: ReachFact::Launches(Launch::Throw(Facing::Right)),
};

/// The speed, cells/s, that rises `height` cells under `gravity`.
/// The upward speed, cells/s, an up spring throws a player under
/// `gravity` (cells/s²) at: enough to rise [`SPRING_HEIGHT`] cells.
pub fn spring_throw_speed(gravity: f64) -> f64 {
    -rising(gravity, SPRING_HEIGHT)
}

fn rising(gravity: f64, height: f64) -> f64 {
    -(2.0 * gravity * height).sqrt()
}

pub(super) fn touch(placed: &Placed, facing: Facing, player: &Player) -> Effect {
    if !pad(placed, facing).overlaps(&player.rect) || !coming_at(facing, player.vel) {
        return Effect::Quiet;
    }
    match facing {
        Facing::Up => Effect::Thrown { x: None, y: Some(rising(player.gravity, SPRING_HEIGHT)) },
        Facing::Down => Effect::Thrown { x: None, y: Some(SPRING_SIDE_SPEED) },
        Facing::Left | Facing::Right => Effect::Thrown {
            x: Some(facing.unit().x * SPRING_SIDE_SPEED),
            y: Some(rising(player.gravity, SIDE_LIFT)),
        },
    }
}

pub(super) fn frames(facing: Facing, _: Phase) -> &'static [&'static str] {
    match facing {
        Facing::Left => &["spring-left-0", "spring-left-1"],
        Facing::Right => &["spring-right-0", "spring-right-1"],
        _ => &["spring-up-0", "spring-up-1"],
    }
}

/// Springs, as the game meets every element.
pub(super) struct Spring;

impl Element for Spring {
    const DECLS: &'static [Decl] = &[UP, LEFT, RIGHT];

    fn touch(placed: &Placed, _: &mut Phase, _: &mut Held, player: &Player) -> Effect {
        touch(placed, placed.kind.facing(), player)
    }

    fn frames(kind: ElementKind, phase: Phase) -> &'static [&'static str] {
        frames(kind.facing(), phase)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::{Rect, Vec2};

    fn player(rect: Rect, vel: Vec2) -> Player {
        Player { rect, vel, on_ground: false, gravity: 30.0, dash_spent: false, dash: None }
    }

    #[test]
    fn a_spring_throws_a_falling_player_six_cells_high_and_not_a_rising_one() {
        let spring = Placed { kind: UP.kind, cell: (3, 5) };
        let falling = player(Rect::new(3.1, 4.2, 0.8, 1.5), Vec2::new(0.0, 4.0));
        let Effect::Thrown { x: None, y: Some(vy) } = touch(&spring, Facing::Up, &falling) else { panic!() };
        assert!((vy * vy / (2.0 * 30.0) - SPRING_HEIGHT).abs() < 1e-9, "{vy}");
        let rising = player(falling.rect, Vec2::new(0.0, -4.0));
        assert_eq!(touch(&spring, Facing::Up, &rising), Effect::Quiet);
        let above = player(Rect::new(3.1, 3.0, 0.8, 1.5), Vec2::new(0.0, 4.0));
        assert_eq!(touch(&spring, Facing::Up, &above), Effect::Quiet, "above its pad");
    }

    #[test]
    fn a_spring_on_a_wall_throws_away_from_the_wall() {
        let spring = Placed { kind: RIGHT.kind, cell: (1, 5) };
        let into = player(Rect::new(1.3, 4.0, 0.8, 1.5), Vec2::new(-3.0, 0.0));
        let Effect::Thrown { x: Some(vx), y: Some(vy) } = touch(&spring, Facing::Right, &into) else {
            panic!()
        };
        assert_eq!(vx, SPRING_SIDE_SPEED);
        assert!(vy < 0.0);
    }
}
