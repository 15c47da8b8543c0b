//! The climber's controller: the engine's [`Controller`] (its walk, jump,
//! wall slide, wall jump and dash) with the climber's own feel, a quick
//! and high-gravity one, and the pose the climber is drawn in.

use ledge_engine::{BodyId, Controller, ControllerConfig, Input, PerSurface, Side, World};

/// The buttons held during one step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pad {
    /// Run or aim left.
    pub left: bool,
    /// Run or aim right.
    pub right: bool,
    /// Aim a dash up.
    pub up: bool,
    /// Aim a dash down.
    pub down: bool,
    /// Jump, off the ground or off a wall.
    pub jump: bool,
    /// Dash.
    pub dash: bool,
}

impl Pad {
    /// The engine's input for these buttons.
    fn input(self) -> Input {
        let Pad { left, right, up, down, jump, dash } = self;
        Input { left, right, up, down, jump, dash }
    }
}

/// The climber's feel: runs at 9 cells/s, jumps 3 1/3 cells in 1/3 s
/// (gravity 60 cells/s², take-off at 20 cells/s), falls at 20 cells/s at
/// most, slides down walls at 4, dashes at 24 cells/s for 0.15 s with no
/// freeze, and keeps the engine's defaults for the rest.
pub const FEEL: ControllerConfig = ControllerConfig {
    walk_speed: 9.0,
    accel: PerSurface { ground: 90.0, ice: 90.0, air: 55.0 },
    decel: PerSurface { ground: 90.0, ice: 90.0, air: 55.0 },
    jump_height: 10.0 / 3.0,
    time_to_apex: 1.0 / 3.0,
    release_factor: 0.45,
    max_fall_speed: 20.0,
    wall_slide_speed: 4.0,
    wall_jump_speed: 10.0,
    dash_speed: 24.0,
    dash_time: 0.15,
    dash_freeze: 0.0,
    dash_end_speed: 9.0,
    ..ControllerConfig::DEFAULT
};

/// What the climber is doing, for drawing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pose {
    /// On the ground.
    Ground,
    /// In the air.
    Air,
    /// Sliding down a wall.
    WallSlide,
    /// Dashing.
    Dash,
}

/// The controller's state between steps.
#[derive(Clone, Debug, PartialEq)]
pub struct Climber {
    controller: Controller,
    pose: Pose,
}

impl Climber {
    /// A controller at rest, facing right.
    pub fn new(config: ControllerConfig) -> Climber {
        Climber { controller: Controller::new(config), pose: Pose::Ground }
    }

    /// The engine's controller that moves the climber.
    pub fn controller(&self) -> &Controller {
        &self.controller
    }

    /// -1 facing left, 1 facing right.
    pub fn facing(&self) -> f64 {
        match self.controller.facing() {
            Side::Left => -1.0,
            Side::Right => 1.0,
        }
    }

    /// What the climber is doing.
    pub fn pose(&self) -> Pose {
        self.pose
    }

    /// Reads the body's contacts after the last step and sets its velocity
    /// for the next one with the engine's controller, and the pose to draw.
    pub fn update(&mut self, world: &mut World, id: BodyId, pad: Pad) {
        self.controller.update(world, id, pad.input());
        let Some(body) = world.body(id) else { return };
        self.pose = if self.controller.is_dashing() {
            Pose::Dash
        } else if body.contacts.on_ground() {
            Pose::Ground
        } else if self.controller.is_wall_sliding() {
            Pose::WallSlide
        } else {
            Pose::Air
        };
    }
}
