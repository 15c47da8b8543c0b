//! Ladders: climb up and down, stand on top, jump off.
//!
//! The grab and the climbing speed are one rule ([`LadderConfig::grabs`],
//! [`LadderConfig::climb_velocity`]), shared with the seeds' presets'
//! ladder in ledge-game (`element/ladder/rule.rs`). Letting go differs, by
//! feel: the controller stops the run-up as it grabs, lets go only off
//! the ladder (a jump lets go in its own step) and keeps the body from
//! rising past the ladder's end; the seeds' presets let go on a jump or
//! `up` on a ladder's top, keeping the body's speed. Each is pinned by its
//! replays, so the two stay apart there.

use super::ControllerConfig;
use crate::{Body, Contacts, Input, Support, Tile};

/// The ladder's tunables, read from the flat [`ControllerConfig`]
/// ([`ControllerConfig::ladder_config`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LadderConfig {
    /// Speed up and down a ladder, cells/s ([`ControllerConfig::climb_speed`];
    /// Celeste has no ladders).
    pub climb_speed: f64,
}

impl LadderConfig {
    /// True when a body `inside` a ladder or `on_top` of one grabs it with
    /// `up` and `down` held: inside with either held, or on its top with
    /// `down` ([`Contacts::ladder`], [`on_ladder_top`]).
    #[inline]
    pub fn grabs(inside: bool, on_top: bool, up: bool, down: bool) -> bool {
        (inside && (up || down)) || (down && on_top)
    }

    /// The vertical speed of a body climbing with `up` and `down` held,
    /// cells/s: up, down, or still when both or neither are held.
    #[inline]
    pub fn climb_velocity(&self, up: bool, down: bool) -> f64 {
        f64::from(i8::from(down) - i8::from(up)) * self.climb_speed
    }
}

/// True when a body with `contacts` stands on a ladder's top.
#[inline]
pub fn on_ladder_top(contacts: &Contacts) -> bool {
    contacts.ground == Some(Support::Tile(Tile::Ladder))
}

impl ControllerConfig {
    /// The ladder's part of this feel.
    #[inline]
    pub fn ladder_config(&self) -> LadderConfig {
        LadderConfig { climb_speed: self.climb_speed }
    }
}

/// The ladder's state.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(super) struct Ladder {
    /// On a ladder.
    pub(super) climbing: bool,
}

impl Ladder {
    /// Off any ladder.
    pub(super) const START: Ladder = Ladder { climbing: false };

    /// Starts climbing when up or down is pressed on a ladder (or down on a
    /// ladder's top), stops when the body leaves it, and sets the climbing
    /// speed.
    #[inline]
    pub(super) fn climb(&mut self, body: &mut Body, input: &Input, config: &LadderConfig) {
        let (on_ladder, on_top) = (body.contacts.ladder, on_ladder_top(&body.contacts));
        if !self.climbing && LadderConfig::grabs(on_ladder, on_top, input.up, input.down) {
            // Grabbing the ladder stops the run-up.
            self.climbing = true;
            body.vel.x = 0.0;
        }
        if self.climbing && !on_ladder && !on_top {
            // Off the top or the bottom: gravity takes over from here.
            self.climbing = false;
            body.vel.y = body.vel.y.max(0.0);
        }
        if self.climbing {
            body.vel.y = config.climb_velocity(input.up, input.down);
        }
    }
}
