//! The wall jump: a jump in the air within a little way of a wall pushes
//! away from it and up, and keeps pushing away for a short time even while
//! the player holds toward the wall (Celeste's wall jump and its forced
//! move).

use super::{steps, Controller, ControllerEvent, JumpKind};
use crate::{Body, Input, Side, Space};

impl Controller {
    /// The side of the nearest wall within the wall jump's distance of the
    /// body: -1 on its left, 1 on its right, 0 for none (the side held
    /// toward first).
    pub(super) fn wall_near(&self, space: &Space, body: &Body, input: &Input) -> i8 {
        let reach = self.config.wall_jump_distance;
        let near = |side: f64| {
            let mut probe = body.rect;
            space.move_x(&mut probe, side * reach).is_some()
        };
        let sides: [i8; 2] = if input.right && !input.left { [1, -1] } else { [-1, 1] };
        sides.into_iter().find(|&side| near(side as f64)).unwrap_or(0)
    }

    /// Jumps off the wall on side `wall`: the full jump's speed up, the
    /// wall jump's away from it, and the push away started.
    pub(super) fn wall_jump(&mut self, body: &mut Body, wall: i8, dt: f64) {
        let away = -wall;
        let side = if wall < 0 { Side::Left } else { Side::Right };
        self.events.push(ControllerEvent::Jumped(JumpKind::Wall(side)));
        body.vel.y = -self.jump_speed();
        body.vel.x = away as f64 * self.config.wall_jump_speed;
        body.state.took_off = true;
        (self.buffer, self.coyote, self.rising, self.facing) = (0.0, 0.0, true, away);
        (self.wall_push, self.push_dir) = (steps(self.config.wall_jump_time, dt), away);
    }

    /// While a wall jump's push lasts, the body's input holds away from
    /// the wall, whatever the player holds.
    pub(super) fn push_away(&mut self, input: &mut Input) {
        if self.wall_push > 0 {
            self.wall_push -= 1;
            (input.left, input.right) = (self.push_dir < 0, self.push_dir > 0);
        }
    }
}
