//! Jumping: coyote time, buffering, air jumps, variable height and the
//! apex's gravity. A jump in the air beside a wall is a wall jump: the jump
//! up is this move's, the push away from the wall [`super::wall_jump`]'s.

use super::{ControllerConfig, ControllerEvent, Events, JumpKind};
use crate::{jump_from_height, Body, Input, Side};

/// The jump's tunables, read from the flat [`ControllerConfig`]
/// ([`ControllerConfig::jump_config`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JumpConfig {
    /// Height of a full jump, cells ([`ControllerConfig::jump_height`];
    /// Celeste about 3).
    pub height: f64,
    /// Time from take-off to the top of a full jump, seconds
    /// ([`ControllerConfig::time_to_apex`]).
    pub time_to_apex: f64,
    /// Share of the upward speed kept when jump is released early
    /// ([`ControllerConfig::release_factor`]).
    pub release_factor: f64,
    /// How long after leaving the ground a jump still works, seconds
    /// ([`ControllerConfig::coyote_time`]; Celeste 0.1).
    pub coyote_time: f64,
    /// How long a press waits to fire, seconds
    /// ([`ControllerConfig::jump_buffer`]; Celeste 0.08).
    pub buffer: f64,
    /// Jumps in the air before landing again ([`ControllerConfig::air_jumps`]).
    pub air_jumps: u32,
    /// Gravity's share near the top of a held jump
    /// ([`ControllerConfig::apex_gravity`]; Celeste 0.5).
    pub apex_gravity: f64,
    /// "Near the top": slower than this up or down, cells/s
    /// ([`ControllerConfig::apex_speed`]; Celeste 5).
    pub apex_speed: f64,
}

impl ControllerConfig {
    /// The jump's part of this feel.
    #[inline]
    pub fn jump_config(&self) -> JumpConfig {
        JumpConfig {
            height: self.jump_height,
            time_to_apex: self.time_to_apex,
            release_factor: self.release_factor,
            coyote_time: self.coyote_time,
            buffer: self.jump_buffer,
            air_jumps: self.air_jumps,
            apex_gravity: self.apex_gravity,
            apex_speed: self.apex_speed,
        }
    }
}

impl JumpConfig {
    /// Take-off speed of a full jump, cells/s (as [`ControllerConfig::jump`]).
    pub fn speed(&self) -> f64 {
        jump_from_height(self.height, self.time_to_apex).1
    }
}

/// The jump's state: its timers, the air jumps left, the rise.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(super) struct Jump {
    /// Seconds left to jump after leaving the ground.
    pub(super) coyote: f64,
    /// Seconds left for a jump press to fire.
    pub(super) buffer: f64,
    /// Air jumps left before landing.
    pub(super) air_jumps: u32,
    /// Rising from a jump, jump still held.
    pub(super) rising: bool,
    /// Jump was held at the last update.
    pub(super) held: bool,
}

impl Jump {
    /// On no ground, nothing pressed, every air jump left.
    #[inline]
    pub(super) fn new(config: &JumpConfig) -> Jump {
        Jump { coyote: 0.0, buffer: 0.0, air_jumps: config.air_jumps, rising: false, held: false }
    }

    /// Restarts coyote time (and the air jumps) on the ground and the
    /// buffer on a press; runs both down otherwise. True when jump was
    /// pressed at this update.
    #[inline]
    pub(super) fn tick(&mut self, body: &Body, input: &Input, config: &JumpConfig, dt: f64) -> bool {
        if body.contacts.on_ground() && !self.rising {
            self.coyote = config.coyote_time;
            self.air_jumps = config.air_jumps;
        } else {
            self.coyote = (self.coyote - dt).max(0.0);
        }
        let pressed = input.jump && !self.held;
        self.held = input.jump;
        if pressed {
            self.buffer = config.buffer;
        } else {
            self.buffer = (self.buffer - dt).max(0.0);
        }
        pressed
    }

    /// True while a press waits to fire.
    #[inline]
    pub(super) fn is_buffered(&self) -> bool {
        self.buffer > 0.0
    }

    /// True when only a wall or an air jump could fire: off the ground,
    /// past coyote time, not `climbing`.
    #[inline]
    pub(super) fn airborne(&self, body: &Body, climbing: bool) -> bool {
        !body.contacts.on_ground() && self.coyote <= 0.0 && !climbing
    }

    /// Fires a buffered jump when the body may jump: off the ground (or a
    /// ladder, `climbing`), off the wall on side `wall` (-1 left, 1 right,
    /// 0 none) or in the air; cuts a rise whose jump was let go. The kind
    /// of jump that took off, if one did. `pressed`: jump was pressed at
    /// this update (a jump that fires on an earlier press was buffered).
    #[inline]
    pub(super) fn take_off(
        &mut self,
        body: &mut Body,
        input: &Input,
        config: &JumpConfig,
        (pressed, climbing, wall): (bool, bool, i8),
        events: &mut Events,
    ) -> Option<JumpKind> {
        if self.buffer > 0.0 {
            let on_ground = body.contacts.on_ground();
            let from_ground = on_ground || self.coyote > 0.0 || climbing;
            let kind = match () {
                _ if !from_ground && wall != 0 => {
                    JumpKind::Wall(if wall < 0 { Side::Left } else { Side::Right })
                }
                _ if climbing => JumpKind::Ladder,
                _ if on_ground && pressed => JumpKind::Ground,
                _ if on_ground => JumpKind::Buffered,
                _ if from_ground => JumpKind::Coyote,
                _ if self.air_jumps > 0 => JumpKind::Air,
                _ => return self.cut(body, input, config),
            };
            events.push(ControllerEvent::Jumped(kind));
            if kind == JumpKind::Air {
                self.air_jumps -= 1;
            }
            body.vel.y = -config.speed();
            body.state.took_off = true;
            (self.buffer, self.coyote, self.rising) = (0.0, 0.0, true);
            return Some(kind);
        }
        self.cut(body, input, config)
    }

    /// Cuts a rise whose jump was let go (to the release factor's share of
    /// its speed) and ends the rise at its top.
    fn cut(&mut self, body: &mut Body, input: &Input, config: &JumpConfig) -> Option<JumpKind> {
        if self.rising && (body.vel.y >= 0.0 || !input.jump) {
            if body.vel.y < 0.0 {
                body.vel.y *= config.release_factor;
            }
            self.rising = false;
        }
        None
    }

    /// Near the top of a jump with jump held, gravity takes its apex
    /// share of `gravity_scale` (the body's own, asked only when needed);
    /// left alone when the share is 1, so bodies keep whatever scale they
    /// were given.
    #[inline]
    pub(super) fn apex(
        &self,
        body: &mut Body,
        input: &Input,
        config: &JumpConfig,
        climbing: bool,
        gravity_scale: impl FnOnce() -> f64,
    ) {
        if config.apex_gravity == 1.0 {
            return;
        }
        let near_apex =
            input.jump && !climbing && !body.contacts.on_ground() && body.vel.y.abs() < config.apex_speed;
        let share = if near_apex { config.apex_gravity } else { 1.0 };
        body.motion.gravity_scale = gravity_scale() * share;
    }
}
