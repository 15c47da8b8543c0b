//! The dash: a burst of speed in one of eight directions (or ahead, with
//! no direction held), one per landing, after a short freeze, with gravity
//! and the walk off while it flies (Celeste's dash).

use std::f64::consts::FRAC_1_SQRT_2;

use super::{steps, Controller, ControllerEvent};
use crate::{Body, Drive, Input, PerSurface, Space, Vec2};

impl Controller {
    /// Starts a dash on a press when one is left, then runs the dash under
    /// way: the body holds still through the freeze, flies at the dash's
    /// velocity for its time (nudged past a corner it clips), and leaves it
    /// at the end speed. True while this step is the dash's.
    pub(super) fn dash(&mut self, space: &Space, body: &mut Body, input: &Input, dt: f64) -> bool {
        let pressed = input.dash && !self.dash_held;
        self.dash_held = input.dash;
        if pressed && self.dashes > 0 {
            self.start_dash(input, dt);
        }
        if self.dash_dir == (0, 0) {
            return false;
        }
        if self.dash_freeze > 0 {
            self.dash_freeze -= 1;
            body.vel = Vec2::ZERO;
        } else if self.dash_steps > 0 {
            self.dash_steps -= 1;
            body.vel = self.dash_velocity(self.config.dash_speed);
            if self.dash_dir.1 == 0 {
                super::corner::correct_sideways(space, body, self.config.corner_correction, body.vel.x * dt);
            }
        } else {
            // The dash is over: out of it at the end speed, the body's own
            // motion back.
            body.vel = self.dash_velocity(self.config.dash_end_speed);
            self.dash_dir = (0, 0);
            self.events.push(ControllerEvent::DashEnded);
            return false;
        }
        let dash_speed = self.config.dash_speed;
        let motion = self.hold_motion(body);
        motion.drive = Drive::Linear { accel: PerSurface::all(0.0), friction: PerSurface::all(0.0) };
        motion.gravity_scale = 0.0;
        motion.max_speed = Vec2::new(motion.max_speed.x.max(dash_speed), motion.max_speed.y.max(dash_speed));
        true
    }

    /// A dash toward the direction held, or ahead when none is.
    fn start_dash(&mut self, input: &Input, dt: f64) {
        let held = (input.horizontal() as i8, input.vertical() as i8);
        self.dash_dir = if held == (0, 0) { (self.facing, 0) } else { held };
        self.events.push(ControllerEvent::DashStarted { x: self.dash_dir.0, y: self.dash_dir.1 });
        self.dashes -= 1;
        self.dash_freeze = steps(self.config.dash_freeze, dt);
        self.dash_steps = steps(self.config.dash_time, dt).max(1);
        (self.climbing, self.rising, self.buffer) = (false, false, 0.0);
    }

    /// The dash's direction at `speed` cells/s (a diagonal as fast as a
    /// straight dash).
    fn dash_velocity(&self, speed: f64) -> Vec2 {
        let (x, y) = self.dash_dir;
        let along = if x != 0 && y != 0 { speed * FRAC_1_SQRT_2 } else { speed };
        Vec2::new(x as f64 * along, y as f64 * along)
    }
}
