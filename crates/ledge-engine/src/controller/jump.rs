//! Jumping: coyote time, buffering, air jumps, variable height and the
//! apex's gravity (the jump off a wall is in [`super::wall_jump`]).

use super::{Controller, ControllerEvent, JumpKind};
use crate::{Body, Input, WorldConfig};

impl Controller {
    /// Restarts coyote time on the ground and the buffer on a press; runs
    /// both down otherwise.
    pub(super) fn tick_timers(&mut self, body: &Body, input: &Input, dt: f64) {
        if body.contacts.on_ground() && !self.rising {
            self.coyote = self.config.coyote_time;
            self.air_jumps = self.config.air_jumps;
        } else {
            self.coyote = (self.coyote - dt).max(0.0);
        }
        let pressed = input.jump && !self.jump_held;
        self.jump_held = input.jump;
        if pressed {
            self.buffer = self.config.jump_buffer;
        } else {
            self.buffer = (self.buffer - dt).max(0.0);
        }
    }

    /// The body was thrown up by something other than a jump (a stomp's
    /// bounce): it has left the ground, so coyote time ends there, and no
    /// ground jump can follow the throw.
    pub fn thrown_up(&mut self) {
        self.coyote = 0.0;
    }

    /// Fires a buffered jump when the body may jump: off the ground, off
    /// the wall on side `wall` (-1 left, 1 right, 0 none) or in the air;
    /// cuts a rise whose jump was let go. `pressed`: jump was pressed at
    /// this update (a jump that fires on an earlier press was buffered).
    pub(super) fn jump(&mut self, body: &mut Body, input: &Input, pressed: bool, wall: i8, dt: f64) {
        if self.buffer > 0.0 {
            let on_ground = body.contacts.on_ground();
            let from_ground = on_ground || self.coyote > 0.0 || self.climbing;
            if !from_ground && wall != 0 {
                self.wall_jump(body, wall, dt);
                return;
            }
            if from_ground || self.air_jumps > 0 {
                let kind = match () {
                    _ if self.climbing => JumpKind::Ladder,
                    _ if on_ground && pressed => JumpKind::Ground,
                    _ if on_ground => JumpKind::Buffered,
                    _ if from_ground => JumpKind::Coyote,
                    _ => JumpKind::Air,
                };
                self.events.push(ControllerEvent::Jumped(kind));
                if !from_ground {
                    self.air_jumps -= 1;
                }
                body.vel.y = -self.jump_speed();
                body.state.took_off = true;
                self.buffer = 0.0;
                self.coyote = 0.0;
                self.climbing = false;
                self.rising = true;
                return;
            }
        }
        if self.rising && (body.vel.y >= 0.0 || !input.jump) {
            if body.vel.y < 0.0 {
                body.vel.y *= self.config.release_factor;
            }
            self.rising = false;
        }
    }

    /// Near the top of a jump with jump held, gravity takes its apex
    /// share; left alone when the share is 1, so bodies keep whatever
    /// scale they were given.
    pub(super) fn apex(&self, world: &WorldConfig, body: &mut Body, input: &Input) {
        if self.config.apex_gravity == 1.0 {
            return;
        }
        let near_apex = input.jump
            && !self.climbing
            && !body.contacts.on_ground()
            && body.vel.y.abs() < self.config.apex_speed;
        let share = if near_apex { self.config.apex_gravity } else { 1.0 };
        body.motion.gravity_scale = self.motion(world).gravity_scale * share;
    }
}
