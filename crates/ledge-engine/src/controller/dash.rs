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

    /// Holds the body still for `hold` updates, as a booster does, with
    /// every dash given back; then a dash starts toward the direction held
    /// at that update (ahead when none is), using one of them. A dash under
    /// way ends first. A controller without the dash is not held.
    ///
    /// ```
    /// use ledge_engine::{Controller, ControllerConfig, ControllerEvent, Grid, Input, Preset, Rect, World};
    /// let room = format!("{}############", "............\n".repeat(9));
    /// let mut world = World::new(Grid::from_text(&room).unwrap(), Preset::ledge().world());
    /// let mut player = Controller::new(ControllerConfig::default());
    /// let id = world.add_body(player.body(&world.config(), Rect::new(2.0, 3.0, 0.8, 1.5)));
    /// player.boost(10);
    /// let up_right = Input { up: true, right: true, ..Input::default() };
    /// let mut started = None;
    /// for step in 0..12 {
    ///     player.update(&mut world, id, up_right);
    ///     if player.events().contains(&ControllerEvent::DashStarted { x: 1, y: -1 }) {
    ///         started = Some(step);
    ///     }
    ///     world.step();
    /// }
    /// assert_eq!(started, Some(9)); // held for 10 updates, launched at the last
    /// assert_eq!(player.dashes_left(), 0); // the launch used the dash given back
    /// ```
    pub fn boost(&mut self, hold: u32) {
        if self.config.dashes == 0 {
            return;
        }
        if self.dash_dir != (0, 0) {
            self.dash_dir = (0, 0);
            self.events.push(ControllerEvent::DashEnded);
        }
        self.boost = hold.max(1);
        self.dashes = self.config.dashes;
        (self.climbing, self.rising, self.buffer, self.wall_push) = (false, false, 0.0, 0);
    }

    /// True while a booster holds the body ([`Controller::boost`]).
    pub fn is_boosting(&self) -> bool {
        self.boost > 0
    }

    /// Runs a booster's hold: the body stays still with gravity off, and
    /// at the hold's last update a dash starts the way held, with no
    /// freeze, for [`Controller::dash`] to fly. True while this step is
    /// the hold's.
    pub(super) fn boosted(&mut self, body: &mut Body, input: &Input, dt: f64) -> bool {
        if self.boost == 0 {
            return false;
        }
        self.boost -= 1;
        self.dash_held = input.dash;
        body.vel = Vec2::ZERO;
        if self.boost == 0 {
            self.dashes = self.dashes.max(1);
            self.start_dash(input, dt);
            self.dash_freeze = 0;
            return false;
        }
        let motion = self.hold_motion(body);
        motion.drive = Drive::Linear { accel: PerSurface::all(0.0), friction: PerSurface::all(0.0) };
        motion.gravity_scale = 0.0;
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
