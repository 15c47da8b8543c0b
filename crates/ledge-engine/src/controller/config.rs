//! The player's feel, as data: every number a designer tunes, with its unit
//! and Celeste's where it has one (converted from its 8-pixel tiles). The
//! fields stay flat, as feel files name them; each move's file reads its
//! own through a view ([`ControllerConfig::jump_config`],
//! [`ControllerConfig::dash_config`]...).

use crate::{jump_from_height, OnLeave, PerSurface};

/// Tunables of the [`super::Controller`]. Load it from TOML or JSON with the
/// `serde` feature to tune the feel without recompiling; missing fields take
/// their defaults. `docs/feel.md` sets each default beside Celeste's and
/// bevy-tnua's.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(default))]
pub struct ControllerConfig {
    /// Height of a full jump, cells (measured at the body's bottom). Default 4
    /// (Celeste about 3).
    pub jump_height: f64,
    /// Time from take-off to the top of a full jump, seconds. Shorter is
    /// snappier and needs stronger gravity. Default 0.4.
    pub time_to_apex: f64,
    /// Share of the upward speed kept when jump is released early (deepnight's
    /// engine halves it). 1 gives every jump the full height. Default 0.5.
    pub release_factor: f64,
    /// After walking off a ledge, a jump still works for this long,
    /// seconds. Default 0.1 (Celeste's `JumpGraceTime` 0.1).
    pub coyote_time: f64,
    /// A jump pressed this long before landing fires on landing, seconds.
    /// Default 0.15 (Celeste 0.08).
    pub jump_buffer: f64,
    /// A rising head that clips a ceiling's corner by at most this much is
    /// nudged sideways past it, cells. 0 turns it off. Default 0.25
    /// (4 px on a 16 px tile; Celeste's `UpwardCornerCorrection` 0.5).
    pub corner_correction: f64,
    /// Jumps allowed in the air before landing again (1 for a double jump). Default 0.
    pub air_jumps: u32,
    /// Top walking speed, cells/s. Default 8 (Celeste's `MaxRun` 11.25).
    pub walk_speed: f64,
    /// Acceleration toward the held direction, cells/s², per surface.
    /// Default 60 on the ground, 12 on ice, 40 in the air (Celeste 125,
    /// × 0.65 in the air).
    pub accel: PerSurface,
    /// Deceleration with no direction held, cells/s², per surface.
    /// Default 60 on the ground, 4 on ice, 15 in the air (Celeste's
    /// `RunReduce` 50, × 0.65 in the air).
    pub decel: PerSurface,
    /// Top falling speed, cells/s. Default 30 (Celeste's `MaxFall` 20).
    pub max_fall_speed: f64,
    /// Speed up and down a ladder, cells/s. Default 5.
    pub climb_speed: f64,
    /// The highest ledge the player walks up without jumping, cells
    /// ([`crate::Motion::step_up`]): 0.5 takes half-cell steps in its
    /// stride (kept in the body's motion as an `f32`). Default 0, for none.
    pub step_up: f64,
    /// What a jump off a moving platform keeps of its velocity. Default: all of it.
    pub on_leave: OnLeave,
    /// Gravity's share near the top of a jump while jump is held (Celeste
    /// halves it), for a floatier apex that is easier to aim; 1 turns it
    /// off. Default 1 (Celeste 0.5).
    pub apex_gravity: f64,
    /// "Near the top": while the body moves up or down slower than this,
    /// cells/s. Default 2.5 (Celeste's `HalfGravThreshold` 5).
    pub apex_speed: f64,
    /// Dashes allowed before landing again (or a refill,
    /// [`super::Controller::refill_dash`]); 0 turns the dash off. Default 1
    /// (Celeste's `MaxDashes` 1).
    pub dashes: u32,
    /// Speed of a dash, cells/s. Default 30 (Celeste's 240 px/s on its
    /// 8 px tiles).
    pub dash_speed: f64,
    /// How long a dash flies, seconds (rounded to whole steps); with
    /// [`ControllerConfig::dash_speed`] it sets the dash's length. Default
    /// 0.15, for 4.5 cells (Celeste's `DashTime` 0.15).
    pub dash_time: f64,
    /// The body holds still this long when a dash starts, seconds (rounded
    /// to whole steps). Default 0.05 (Celeste's freeze 0.05).
    pub dash_freeze: f64,
    /// Speed the body keeps, along the dash's direction, when the dash
    /// ends, cells/s (the body's speed caps still apply). Default 8
    /// (Celeste's `EndDashSpeed` 20).
    pub dash_end_speed: f64,
    /// Falling while holding toward a wall touching the body slides down
    /// it at no more than [`ControllerConfig::wall_slide_speed`]. Default on
    /// (as in Celeste).
    pub wall_slide: bool,
    /// Top falling speed of a wall slide, cells/s. Default 5 (Celeste's
    /// `WallSlideStartMax` 2.5, rising to its fall's cap over 1.2 s).
    pub wall_slide_speed: f64,
    /// Jumping in the air near a wall jumps off it. Default on (as in Celeste).
    pub wall_jump: bool,
    /// A wall jump works this far off a wall at most, cells. Default
    /// 0.375 (Celeste's 3 px of its 8 px tile).
    pub wall_jump_distance: f64,
    /// Speed away from the wall a wall jump gives, cells/s (capped by the
    /// walking speed). Default 8 (Celeste's `WallJumpHSpeed` 16.25).
    pub wall_jump_speed: f64,
    /// For this long after a wall jump the body is pushed away from the
    /// wall whatever direction is held, seconds (rounded to whole steps).
    /// Default 0.16 (Celeste's `WallJumpForceTime` 0.16).
    pub wall_jump_time: f64,
}

impl Default for ControllerConfig {
    fn default() -> Self {
        ControllerConfig::DEFAULT
    }
}

impl ControllerConfig {
    /// Ledge's own feel, the defaults each field gives (also
    /// [`ControllerConfig::default`], usable in constants).
    pub const DEFAULT: ControllerConfig = ControllerConfig {
        jump_height: 4.0,
        time_to_apex: 0.4,
        release_factor: 0.5,
        coyote_time: 0.1,
        jump_buffer: 0.15,
        corner_correction: 0.25,
        air_jumps: 0,
        walk_speed: 8.0,
        accel: PerSurface { ground: 60.0, ice: 12.0, air: 40.0 },
        decel: PerSurface { ground: 60.0, ice: 4.0, air: 15.0 },
        max_fall_speed: 30.0,
        climb_speed: 5.0,
        step_up: 0.0,
        on_leave: OnLeave::AddVelocity,
        apex_gravity: 1.0,
        apex_speed: 2.5,
        dashes: 1,
        dash_speed: 30.0,
        dash_time: 0.15,
        dash_freeze: 0.05,
        dash_end_speed: 8.0,
        wall_slide: true,
        wall_slide_speed: 5.0,
        wall_jump: true,
        wall_jump_distance: 0.375,
        wall_jump_speed: 8.0,
        wall_jump_time: 0.16,
    };

    /// This feel without the dash.
    pub const fn without_dash(self) -> ControllerConfig {
        ControllerConfig { dashes: 0, ..self }
    }

    /// This feel without the wall slide and the wall jump.
    pub const fn without_wall_moves(self) -> ControllerConfig {
        ControllerConfig { wall_slide: false, wall_jump: false, ..self }
    }

    /// This feel without the dash, the wall slide and the wall jump: the
    /// moves of the `ledge` physics in replay format 1, which replays
    /// recorded then play with.
    pub const fn without_dash_and_wall_moves(self) -> ControllerConfig {
        self.without_dash().without_wall_moves()
    }

    /// True when any of the dash, the wall slide or the wall jump is on.
    pub fn has_dash_or_wall_moves(&self) -> bool {
        self.dashes > 0 || self.wall_slide || self.wall_jump
    }

    /// Gravity and take-off speed for the wanted jump (Talle's engine's appendix:
    /// `g = 2h / t²`, `v = sqrt(2hg)`), cells/s² and cells/s.
    pub fn jump(&self) -> (f64, f64) {
        jump_from_height(self.jump_height, self.time_to_apex)
    }
}
