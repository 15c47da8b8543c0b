//! The wall slide: falling while holding toward a wall that touches the
//! body, it slides down at a capped speed (Celeste's wall slide).

use super::Controller;
use crate::{Body, Input};

impl Controller {
    /// Caps the fall of a body in the air, not climbing, held toward a wall
    /// it touches, at the slide's speed for the next step, and keeps the
    /// wall's side (0 when it does not slide).
    pub(super) fn wall_slide(&mut self, body: &mut Body, input: &Input) {
        let c = body.contacts;
        let wall = match (input.left && !input.right, input.right && !input.left) {
            (true, _) if c.wall_left => -1,
            (_, true) if c.wall_right => 1,
            _ => 0,
        };
        self.sliding = 0;
        if !self.config.wall_slide || wall == 0 || self.climbing || c.on_ground() || body.vel.y < 0.0 {
            return;
        }
        self.sliding = wall;
        let cap = self.config.wall_slide_speed;
        let motion = self.hold_motion(body);
        motion.max_speed.y = motion.max_speed.y.min(cap);
    }
}
