//! Ladders: climb up and down, stand on top, jump off.

use super::ControllerConfig;
use crate::{Body, Input, Support, Tile};

/// The ladder's tunables, read from the flat [`ControllerConfig`]
/// ([`ControllerConfig::ladder_config`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LadderConfig {
    /// Speed up and down a ladder, cells/s ([`ControllerConfig::climb_speed`];
    /// Celeste has no ladders).
    pub climb_speed: f64,
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
        let on_top = body.contacts.ground == Some(Support::Tile(Tile::Ladder));
        let on_ladder = body.contacts.ladder;
        if !self.climbing && ((on_ladder && (input.up || input.down)) || (on_top && input.down)) {
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
            body.vel.y = input.vertical() * config.climb_speed;
        }
    }
}
