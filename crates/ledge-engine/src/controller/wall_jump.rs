//! The wall jump: a jump in the air within a little way of a wall pushes
//! away from it and up, and keeps pushing away for a short time even while
//! the player holds toward the wall (Celeste's wall jump and its forced
//! move). The jump up is the jump's own ([`super::jump`]).

use super::effects::steps;
use super::ControllerConfig;
use crate::{Body, Input, Space};

/// The wall jump's tunables, read from the flat [`ControllerConfig`]
/// ([`ControllerConfig::wall_jump_config`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WallJumpConfig {
    /// The wall jump is on ([`ControllerConfig::wall_jump`]; on in Celeste).
    pub on: bool,
    /// How far off a wall a wall jump still works, cells
    /// ([`ControllerConfig::wall_jump_distance`]; Celeste 0.375).
    pub distance: f64,
    /// Speed away from the wall, cells/s
    /// ([`ControllerConfig::wall_jump_speed`]; Celeste 16.25).
    pub speed: f64,
    /// How long the body is pushed away from the wall, seconds
    /// ([`ControllerConfig::wall_jump_time`]; Celeste 0.16).
    pub time: f64,
}

impl ControllerConfig {
    /// The wall jump's part of this feel.
    #[inline]
    pub fn wall_jump_config(&self) -> WallJumpConfig {
        WallJumpConfig {
            on: self.wall_jump,
            distance: self.wall_jump_distance,
            speed: self.wall_jump_speed,
            time: self.wall_jump_time,
        }
    }
}

/// The wall jump's state: its push away from the wall.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(super) struct WallJump {
    /// Steps left of the push away from the wall.
    pub(super) push: u32,
    /// The side pushed toward: -1 left, 1 right.
    pub(super) push_dir: i8,
}

impl WallJump {
    /// No push.
    pub(super) const START: WallJump = WallJump { push: 0, push_dir: 0 };

    /// The side of the nearest wall within the wall jump's distance of the
    /// body: -1 on its left, 1 on its right, 0 for none (the side held
    /// toward first).
    #[inline]
    pub(super) fn wall_near(space: &Space, body: &Body, input: &Input, config: &WallJumpConfig) -> i8 {
        let near = |side: f64| {
            let mut probe = body.rect;
            space.move_x(&mut probe, side * config.distance).is_some()
        };
        let sides: [i8; 2] = if input.right && !input.left { [1, -1] } else { [-1, 1] };
        sides.into_iter().find(|&side| near(side as f64)).unwrap_or(0)
    }

    /// Pushes off the wall on side `wall` (the jump up is the jump's): the
    /// wall jump's speed away from it, and the push away started. The side
    /// away from the wall, which the player now faces.
    #[inline]
    pub(super) fn push_off(&mut self, body: &mut Body, wall: i8, config: &WallJumpConfig, dt: f64) -> i8 {
        let away = -wall;
        body.vel.x = away as f64 * config.speed;
        (self.push, self.push_dir) = (steps(config.time, dt), away);
        away
    }

    /// While a wall jump's push lasts, the body's input holds away from
    /// the wall, whatever the player holds.
    #[inline]
    pub(super) fn push_away(&mut self, input: &mut Input) {
        if self.push > 0 {
            self.push -= 1;
            (input.left, input.right) = (self.push_dir < 0, self.push_dir > 0);
        }
    }
}
