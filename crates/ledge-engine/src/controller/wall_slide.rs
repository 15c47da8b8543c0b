//! The wall slide: falling while holding toward a wall that touches the
//! body, it slides down at a capped speed (Celeste's wall slide).

use super::Controller;
use crate::{Body, Input};

impl Controller {
    /// Caps the fall of a body in the air, not climbing, held toward a wall
    /// it touches, at the slide's speed for the next step.
    pub(super) fn wall_slide(&mut self, body: &mut Body, input: &Input) {
        let c = body.contacts;
        let toward =
            (input.left && !input.right && c.wall_left) || (input.right && !input.left && c.wall_right);
        if !self.config.wall_slide || !toward || self.climbing || c.on_ground() || body.vel.y < 0.0 {
            return;
        }
        let cap = self.config.wall_slide_speed;
        let motion = self.hold_motion(body);
        motion.max_speed.y = motion.max_speed.y.min(cap);
    }
}
