//! Walking: the body's drive and speed caps, which the engine's step
//! applies (per-surface acceleration and deceleration up to the walking
//! speed), set up once for the controller's body; and the way the player
//! faces, which the last direction held sets.

use super::ControllerConfig;
use crate::{Input, OnLeave, PerSurface, Side};

/// The walk's tunables, read from the flat [`ControllerConfig`]
/// ([`ControllerConfig::walk_config`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WalkConfig {
    /// Top walking speed, cells/s ([`ControllerConfig::walk_speed`]; Celeste 11.25).
    pub walk_speed: f64,
    /// Acceleration toward the held direction, cells/s², per surface
    /// ([`ControllerConfig::accel`]; Celeste 125, × 0.65 in the air).
    pub accel: PerSurface,
    /// Deceleration with no direction held, cells/s², per surface
    /// ([`ControllerConfig::decel`]; Celeste 50, × 0.65 in the air).
    pub decel: PerSurface,
    /// Top falling speed, cells/s ([`ControllerConfig::max_fall_speed`]; Celeste 20).
    pub max_fall_speed: f64,
    /// The highest ledge walked up without a jump, cells
    /// ([`ControllerConfig::step_up`]).
    pub step_up: f64,
    /// What a jump or a walk off a moving platform keeps of its velocity
    /// ([`ControllerConfig::on_leave`]).
    pub on_leave: OnLeave,
}

impl ControllerConfig {
    /// The walk's part of this feel.
    #[inline]
    pub fn walk_config(&self) -> WalkConfig {
        WalkConfig {
            walk_speed: self.walk_speed,
            accel: self.accel,
            decel: self.decel,
            max_fall_speed: self.max_fall_speed,
            step_up: self.step_up,
            on_leave: self.on_leave,
        }
    }
}

/// The walk's state: the way the player faces.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(super) struct Walk {
    /// -1 facing left, 1 facing right: where a dash with no direction goes.
    pub(super) facing: i8,
}

impl Walk {
    /// Facing right, as a player starts.
    pub(super) const START: Walk = Walk { facing: 1 };

    /// Turns to the direction held, if one is.
    #[inline]
    pub(super) fn face(&mut self, input: &Input) {
        if input.horizontal() != 0.0 {
            self.facing = input.horizontal() as i8;
        }
    }

    /// The side faced.
    #[inline]
    pub(super) fn side(&self) -> Side {
        if self.facing < 0 {
            Side::Left
        } else {
            Side::Right
        }
    }
}
