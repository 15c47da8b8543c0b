//! A player controller whose feel is configuration: jump height and time,
//! variable height, coyote time, jump buffering, corner correction, air
//! jumps, ladders, and per-surface acceleration.
//!
//! It drives one body of a [`World`]: call [`Controller::update`] with the
//! buttons held before each [`World::step`].
//!
//! ```
//! use ledge_engine::{Controller, ControllerConfig, Grid, Input, Preset, Rect, Tile, World};
//! let mut grid = Grid::new(12, 10);
//! for x in 0..12 {
//!     grid.set_tile(x, 9, Tile::Solid);
//! }
//! let mut world = World::new(grid, Preset::ledge().world());
//! let mut player = Controller::new(ControllerConfig { jump_height: 3.0, ..ControllerConfig::default() });
//! let id = world.add_body(player.body(&world.config(), Rect::new(2.0, 7.5, 0.8, 1.5)));
//! let mut highest = f64::INFINITY;
//! for step in 0..90 {
//!     player.update(&mut world, id, Input { jump: step >= 10, ..Input::default() });
//!     world.step();
//!     highest = highest.min(world.body(id).unwrap().rect.y);
//! }
//! assert!((7.5 - highest - 3.0).abs() < 0.03); // a 3-cell jump, as configured
//! ```

mod config;
mod corner;
mod jump;
mod ladder;

pub use config::ControllerConfig;

use crate::{Body, BodyId, Drive, Input, Jump, Motion, Order, Rect, StateSink, Vec2, World, WorldConfig};

/// Drives a body with the feel of a [`ControllerConfig`].
#[derive(Clone, Debug, PartialEq)]
pub struct Controller {
    config: ControllerConfig,
    /// Seconds left to jump after leaving the ground.
    coyote: f64,
    /// Seconds left for a jump press to fire.
    buffer: f64,
    /// Air jumps left before landing.
    air_jumps: u32,
    /// Rising from a jump, jump still held.
    rising: bool,
    /// On a ladder.
    climbing: bool,
    /// Jump was held at the last update.
    jump_held: bool,
}

impl Controller {
    /// A controller at rest.
    pub fn new(config: ControllerConfig) -> Controller {
        Controller {
            config,
            coyote: 0.0,
            buffer: 0.0,
            air_jumps: config.air_jumps,
            rising: false,
            climbing: false,
            jump_held: false,
        }
    }

    /// The configuration.
    pub fn config(&self) -> &ControllerConfig {
        &self.config
    }

    /// True while the body is on a ladder.
    pub fn is_climbing(&self) -> bool {
        self.climbing
    }

    /// The motion a controlled body needs in a world with `world`'s
    /// gravity: Ledge's order, the configured drive, and a gravity scale
    /// that gives the configured jump.
    pub fn motion(&self, world: &WorldConfig) -> Motion {
        let (gravity, _) = self.config.jump();
        Motion {
            order: Order::Ledge,
            drive: Drive::Linear { accel: self.config.accel, friction: self.config.decel },
            jump: Jump::None,
            max_speed: Vec2::new(self.config.walk_speed, self.config.max_fall_speed.max(self.jump_speed())),
            gravity_scale: if world.gravity == 0.0 { 0.0 } else { gravity / world.gravity },
        }
    }

    /// A body at `rect` set up for this controller.
    pub fn body(&self, world: &WorldConfig, rect: Rect) -> Body {
        let mut body = Body::new(rect, self.motion(world));
        body.on_leave = self.config.on_leave;
        body
    }

    fn jump_speed(&self) -> f64 {
        self.config.jump().1
    }

    /// Reads the body's contacts after the last step and sets its velocity
    /// and buttons for the next one:
    /// 1. timers: coyote time restarts on the ground, a press starts the buffer;
    /// 2. ladders: start or stop climbing;
    /// 3. jump: a buffered press fires from the ground, within coyote time,
    ///    from a ladder, or as an air jump; releasing early cuts the rise;
    /// 4. a rising head that would clip a ceiling corner is nudged past it;
    /// 5. near the top of a jump with jump held, gravity takes its apex share.
    pub fn update(&mut self, world: &mut World, id: BodyId, input: Input) {
        let dt = world.config().step;
        let Some(body) = world.body(id).copied() else { return };
        let mut body = body;
        // 1.
        self.tick_timers(&body, &input, dt);
        // 2.
        self.climb(&mut body, &input);
        // 3.
        self.jump(&mut body, &input);
        // 4.
        if body.vel.y < 0.0 && !self.climbing {
            corner::correct(world, &mut body, self.config.corner_correction, &input);
        }
        // 5. (Left alone when off, so bodies keep whatever scale they were given.)
        if self.config.apex_gravity != 1.0 {
            let near_apex = input.jump
                && !self.climbing
                && !body.contacts.on_ground()
                && body.vel.y.abs() < self.config.apex_speed;
            let share = if near_apex { self.config.apex_gravity } else { 1.0 };
            body.motion.gravity_scale = self.motion(&world.config()).gravity_scale * share;
        }
        body.input = input;
        body.climbing = self.climbing;
        if let Some(target) = world.body_mut(id) {
            *target = body;
        }
    }

    /// Feeds the controller's exact state to a hasher (for replays) or a
    /// key (for a search).
    pub fn hash_into(&self, h: &mut impl StateSink) {
        h.f64(self.coyote).f64(self.buffer).u64(self.air_jumps as u64);
        h.u64(self.rising as u64 | (self.climbing as u64) << 1 | (self.jump_held as u64) << 2);
    }
}
