//! Jumping: coyote time, buffering, air jumps and variable height.

use super::Controller;
use crate::{Body, Input};

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

    /// Fires a buffered jump when the body may jump; cuts a rise whose jump
    /// was let go.
    pub(super) fn jump(&mut self, body: &mut Body, input: &Input) {
        if self.buffer > 0.0 {
            let from_ground = body.contacts.on_ground() || self.coyote > 0.0 || self.climbing;
            if from_ground || self.air_jumps > 0 {
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
}
