//! How a body moves: its update order, drive, jump and collision response.
//!
//! The classic tutorials disagree on all of these; Ledge offers each as configuration
//! and [`crate::Preset`] bundles the combinations that reproduce each of them.

use crate::Vec2;

/// Something a level can ask of its physics that not every update order does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Feature {
    /// Moving platforms that carry, push and crush bodies.
    Platforms,
    /// Bodies that walk back and forth on their own ([`crate::Body::patrol`]).
    Patrol,
    /// Bodies with no gravity driven along both axes (deepnight's first article's top-down
    /// games, [`crate::Motion::gravity_scale`] 0).
    TopDown,
}

impl Feature {
    /// What it is, in a sentence's words.
    pub(crate) fn describe(self) -> &'static str {
        match self {
            Feature::Platforms => "moving platforms need physics that stands bodies on them and carries them",
            Feature::Patrol => "patrolling bodies need physics with a patrol rule",
            Feature::TopDown => {
                "a top-down level needs physics that drives bodies up and down as well as sideways"
            }
        }
    }
}

/// A value per surface kind, for friction and acceleration.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PerSurface {
    /// On ordinary ground.
    pub ground: f64,
    /// On ice.
    pub ice: f64,
    /// In the air.
    pub air: f64,
}

impl PerSurface {
    /// The same value on every surface.
    pub const fn all(v: f64) -> PerSurface {
        PerSurface { ground: v, ice: v, air: v }
    }

    /// The value for `surface`.
    pub fn get(&self, surface: Surface) -> f64 {
        match surface {
            Surface::Ground => self.ground,
            Surface::Ice => self.ice,
            Surface::Air => self.air,
        }
    }
}

/// What a body is moving over, for friction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
pub enum Surface {
    /// Standing on an ordinary floor.
    Ground,
    /// Standing on ice.
    Ice,
    /// Not standing on anything.
    Air,
}

/// How horizontal input becomes horizontal velocity.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
pub enum Drive {
    /// Eloquent JavaScript's game: the horizontal speed is `speed` (cells/s) while a direction
    /// is held and zero otherwise, with no momentum.
    Direct {
        /// Walking speed, cells/s.
        speed: f64,
    },
    /// The tiny platformer and Talle's engine: accelerate toward the held direction; with no
    /// direction held, decelerate by a linear friction and stop at zero
    /// instead of overshooting (the tiny platformer's anti-jiggle clamp).
    Linear {
        /// Acceleration while a direction is held, cells/s² per surface.
        accel: PerSurface,
        /// Deceleration while no direction is held, cells/s² per surface.
        friction: PerSurface,
    },
    /// Deepnight's engine: a held direction adds `accel` to the velocity every step;
    /// every step the velocity is multiplied by the surface's factor, and
    /// speeds under `rest` are set to zero.
    Multiplicative {
        /// Velocity added per step while a direction is held, cells/s per step.
        accel: PerSurface,
        /// Horizontal factor per step, `0..=1` (1 keeps all speed; deepnight's engine
        /// uses 0.82 on ground, 0.94 on ice, 0.96 in the air).
        factor: PerSurface,
        /// Vertical factor per step (deepnight's engine's `frictY`); 1 for none.
        vertical_factor: f64,
        /// Speeds below this, in cells/s, become zero (deepnight's engine: 0.0005 cells per step).
        rest: f64,
    },
}

/// How jump input becomes vertical velocity. The player controller
/// ([`crate::Controller`]) replaces this with coyote time and buffering; these
/// are the tutorials' own rules.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
pub enum Jump {
    /// The body does not jump by itself.
    None,
    /// Eloquent JavaScript's game: when a downward move is blocked and jump is held, the
    /// vertical speed becomes `-speed` (cells/s).
    OnBlockedFall {
        /// Take-off speed, cells/s.
        speed: f64,
    },
    /// The tiny platformer: while jump is held, the body is not already jumping and is
    /// not falling, an upward acceleration of `impulse` (cells/s²) is applied
    /// for one step.
    Impulse {
        /// Upward acceleration for one step, cells/s².
        impulse: f64,
    },
    /// Deepnight's and Talle's engines: pressing jump on the ground sets the vertical speed
    /// to `-speed`; releasing it while rising multiplies the upward speed by
    /// `release_factor` (1 for a fixed height, deepnight's engine uses 0.5).
    Velocity {
        /// Take-off speed, cells/s.
        speed: f64,
        /// Factor applied to the upward speed when jump is released early.
        release_factor: f64,
    },
}

/// The order in which a body's velocity, position and collisions are
/// updated in one step. Each tutorial has its own, and the differences show in
/// jump heights and contact timing, so Ledge keeps all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
pub enum Order {
    /// Ledge: drive and gravity update the velocity, then the body sweeps
    /// along x and then y with exact contact, slopes and one-way platforms.
    Ledge,
    /// Eloquent JavaScript's game: x moves unless the new box would touch a wall (then the
    /// move is cancelled), then gravity, then y likewise.
    Eloquent,
    /// The tiny platformer: positions move by the old velocity, velocities integrate
    /// afterwards, then the 1-to-4-cell check resolves y and then x. Bodies
    /// must be at most one cell in size.
    Tiny,
    /// Deepnight's engine: gravity, x move and collision, y move and collision,
    /// then friction.
    Deepnight,
    /// Talle's engine: x move and collision; lose the ground when nothing is
    /// under the body; friction on the ground; gravity in the air; y move
    /// and collision. Nodes that are not moving are not checked.
    Talle,
    /// None: the world does not move the body by itself (no velocity, no
    /// gravity, no drive); moving platforms still carry and push it. A
    /// game's own controller moves it with [`crate::World::move_body`] or
    /// [`crate::Space`] before each step.
    Kinematic,
}

impl Order {
    /// True when bodies stepped in this order can use `feature`: Eloquent
    /// JavaScript's game's and the tiny platformer's orders know only the
    /// grid (no platforms), and Eloquent JavaScript's has no patrol rule (the tiny platformer's has its own); a kinematic body
    /// goes where its game moves it.
    pub fn can(self, feature: Feature) -> bool {
        match feature {
            Feature::Platforms => !matches!(self, Order::Eloquent | Order::Tiny),
            Feature::Patrol => !matches!(self, Order::Eloquent | Order::Kinematic),
            Feature::TopDown => !matches!(self, Order::Eloquent | Order::Tiny),
        }
    }
}

/// Everything about how one body moves, apart from its size and the world's gravity.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Motion {
    /// Update order and collision response.
    pub order: Order,
    /// Horizontal input to velocity.
    pub drive: Drive,
    /// Jump input to velocity.
    pub jump: Jump,
    /// Speed caps per axis, cells/s (the body's speed is clamped to
    /// `-max..=max`; the cap on y applies to falling and rising).
    pub max_speed: Vec2,
    /// Multiplier on the world's gravity: 0 for a top-down game (deepnight's first article),
    /// 1 for ordinary bodies.
    pub gravity_scale: f64,
    /// The highest ledge the body walks up without jumping, cells: walking
    /// on the ground into a wall whose top is at most this far above its
    /// feet, it steps up onto it and walks on, where no ceiling is in the
    /// way (half a cell climbs the high side of a 22.5-degree ramp's low
    /// half, or a crate half a cell tall). 0, every preset's, for none. For
    /// bodies of Ledge's and deepnight's orders, and bodies the game moves
    /// with [`crate::World::move_body`]. (An `f32`, so that it takes
    /// the motion's spare bytes and a body stays as small as it was.)
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_zero"))]
    pub step_up: f32,
}

/// True for a length of zero (a field left out of files when it is).
#[cfg(feature = "serde")]
fn is_zero(v: &f32) -> bool {
    *v == 0.0
}

impl Motion {
    /// The motion of a body the world does not move by itself
    /// ([`Order::Kinematic`]): the game moves it with
    /// [`crate::World::move_body`] (and no step-up, until it sets
    /// [`Motion::step_up`]); see [`crate::Body::kinematic`].
    pub const KINEMATIC: Motion = Motion {
        order: Order::Kinematic,
        drive: Drive::Direct { speed: 0.0 },
        jump: Jump::None,
        max_speed: Vec2::new(f64::INFINITY, f64::INFINITY),
        gravity_scale: 1.0,
        step_up: 0.0,
    };

    /// True for a top-down body (deepnight's first article): no gravity, and its input
    /// drives it along both axes.
    pub fn top_down(&self) -> bool {
        self.gravity_scale == 0.0
    }
}
