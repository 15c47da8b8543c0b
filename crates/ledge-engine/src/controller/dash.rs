//! The dash: a burst of speed in one of eight directions (or ahead, with
//! no direction held), one per landing, after a short freeze, with gravity
//! and the walk off while it flies (Celeste's dash); and a booster's hold,
//! which launches one.

use std::f64::consts::FRAC_1_SQRT_2;

use super::effects::{steps, Effects};
use super::events::Events;
use super::{ControllerConfig, ControllerEvent};
use crate::{Body, Drive, Input, PerSurface, Vec2, World};

/// The dash's tunables, read from the flat [`ControllerConfig`]
/// ([`ControllerConfig::dash_config`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DashConfig {
    /// Dashes before landing again; 0 turns the dash off
    /// ([`ControllerConfig::dashes`]; Celeste 1).
    pub dashes: u32,
    /// Speed of a dash, cells/s ([`ControllerConfig::dash_speed`]; Celeste 30).
    pub speed: f64,
    /// How long a dash flies, seconds ([`ControllerConfig::dash_time`];
    /// Celeste 0.15).
    pub time: f64,
    /// How long the body holds still when a dash starts, seconds
    /// ([`ControllerConfig::dash_freeze`]; Celeste 0.05).
    pub freeze: f64,
    /// Speed kept along the dash when it ends, cells/s
    /// ([`ControllerConfig::dash_end_speed`]; Celeste 20).
    pub end_speed: f64,
    /// The most a sideways dash is nudged up or down past a corner it
    /// clips, cells ([`ControllerConfig::corner_correction`]).
    pub corner_correction: f64,
}

impl ControllerConfig {
    /// The dash's part of this feel.
    #[inline]
    pub fn dash_config(&self) -> DashConfig {
        DashConfig {
            dashes: self.dashes,
            speed: self.dash_speed,
            time: self.dash_time,
            freeze: self.dash_freeze,
            end_speed: self.dash_end_speed,
            corner_correction: self.corner_correction,
        }
    }
}

/// The dash's state: the dashes left, the dash under way, a booster's hold.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(super) struct Dash {
    /// Dashes left before landing.
    pub(super) left: u32,
    /// Dash was held at the last update.
    pub(super) held: bool,
    /// The dash under way (-1, 0 or 1 along x and y); (0, 0) for none.
    pub(super) dir: (i8, i8),
    /// Steps left of the dash's freeze, then of its flight.
    pub(super) freeze: u32,
    pub(super) steps: u32,
    /// Steps left of being held in a booster before it launches a dash
    /// ([`Controller::boost`]).
    pub(super) boost: u32,
}

/// What the dash did at an update.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Dashed {
    /// A dash started: it ends a climb, a rise and a waiting jump press.
    pub(super) started: bool,
    /// This step is the dash's (or a booster's hold): the other moves wait.
    pub(super) busy: bool,
}

impl Dashed {
    /// No dash started, none under way.
    pub(super) const NONE: Dashed = Dashed { started: false, busy: false };
}

impl Dash {
    /// Every dash left, none under way.
    #[inline]
    pub(super) fn new(config: &DashConfig) -> Dash {
        Dash { left: config.dashes, held: false, dir: (0, 0), freeze: 0, steps: 0, boost: 0 }
    }

    /// True from a dash's start (its freeze included) to its end.
    #[inline]
    pub(super) fn is_dashing(&self) -> bool {
        self.dir != (0, 0)
    }

    /// Gives back every dash.
    #[inline]
    pub(super) fn refill(&mut self, config: &DashConfig) {
        self.left = config.dashes;
    }

    /// Starts a dash on a press when one is left, then runs the dash under
    /// way: the body holds still through the freeze, flies at the dash's
    /// velocity for its time (nudged past a corner it clips), and leaves it
    /// at the end speed. `facing`: -1 or 1, where a dash with no direction
    /// held goes.
    #[inline]
    pub(super) fn run(
        &mut self,
        world: &World,
        body: &mut Body,
        input: &Input,
        facing: i8,
        config: &DashConfig,
        effects: &mut Effects,
    ) -> Dashed {
        let dt = world.config().step;
        let pressed = input.dash && !self.held;
        self.held = input.dash;
        let started = pressed && self.left > 0;
        if started {
            self.start(input, facing, config, &mut effects.events, dt);
        }
        if self.dir == (0, 0) {
            return Dashed { started, busy: false };
        }
        if self.freeze > 0 {
            self.freeze -= 1;
            body.vel = Vec2::ZERO;
        } else if self.steps > 0 {
            self.steps -= 1;
            body.vel = self.velocity(config.speed);
            if self.dir.1 == 0 {
                super::corner::correct_sideways(
                    &world.space(),
                    body,
                    config.corner_correction,
                    body.vel.x * dt,
                );
            }
        } else {
            // The dash is over: out of it at the end speed, the body's own
            // motion back.
            body.vel = self.velocity(config.end_speed);
            self.dir = (0, 0);
            effects.events.push(ControllerEvent::DashEnded);
            return Dashed { started, busy: false };
        }
        let motion = effects.hold_motion(body);
        motion.drive = Drive::Linear { accel: PerSurface::all(0.0), friction: PerSurface::all(0.0) };
        motion.gravity_scale = 0.0;
        motion.max_speed =
            Vec2::new(motion.max_speed.x.max(config.speed), motion.max_speed.y.max(config.speed));
        Dashed { started, busy: true }
    }

    /// Starts a booster's hold of `hold` updates with every dash given
    /// back, ending a dash under way.
    #[inline]
    pub(super) fn boost(&mut self, hold: u32, config: &DashConfig, events: &mut Events) {
        if self.dir != (0, 0) {
            self.dir = (0, 0);
            events.push(ControllerEvent::DashEnded);
        }
        self.boost = hold.max(1);
        self.left = config.dashes;
    }

    /// Runs a booster's hold: the body stays still with gravity off, and
    /// at the hold's last update a dash starts the way held, with no
    /// freeze, for [`Dash::run`] to fly.
    #[inline(never)]
    pub(super) fn boosted(
        &mut self,
        body: &mut Body,
        input: &Input,
        facing: i8,
        config: &DashConfig,
        effects: &mut Effects,
        dt: f64,
    ) -> Dashed {
        if self.boost == 0 {
            return Dashed::NONE;
        }
        self.boost -= 1;
        self.held = input.dash;
        body.vel = Vec2::ZERO;
        if self.boost == 0 {
            self.left = self.left.max(1);
            self.start(input, facing, config, &mut effects.events, dt);
            self.freeze = 0;
            return Dashed { started: true, busy: false };
        }
        let motion = effects.hold_motion(body);
        motion.drive = Drive::Linear { accel: PerSurface::all(0.0), friction: PerSurface::all(0.0) };
        motion.gravity_scale = 0.0;
        Dashed { started: false, busy: true }
    }

    /// A dash toward the direction held, or `facing` when none is.
    #[inline(never)]
    fn start(&mut self, input: &Input, facing: i8, config: &DashConfig, events: &mut Events, dt: f64) {
        let held = (input.horizontal() as i8, input.vertical() as i8);
        self.dir = if held == (0, 0) { (facing, 0) } else { held };
        events.push(ControllerEvent::DashStarted { x: self.dir.0, y: self.dir.1 });
        self.left -= 1;
        self.freeze = steps(config.freeze, dt);
        self.steps = steps(config.time, dt).max(1);
    }

    /// The dash's direction at `speed` cells/s (a diagonal as fast as a
    /// straight dash).
    fn velocity(&self, speed: f64) -> Vec2 {
        let (x, y) = self.dir;
        let along = if x != 0 && y != 0 { speed * FRAC_1_SQRT_2 } else { speed };
        Vec2::new(x as f64 * along, y as f64 * along)
    }
}
