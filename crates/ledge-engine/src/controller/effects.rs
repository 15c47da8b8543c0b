//! What the moves leave at an update (their events, the body's own motion
//! while a move changes it), and the steps a time lasts.

use super::events::Events;
use crate::{Body, Motion};

/// What the moves leave at an update: their events, and the body's own
/// motion while a move changes it for one step.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(super) struct Effects {
    /// What the moves did at the last update.
    pub(super) events: Events,
    /// The body's own motion, while a move changes it for one step.
    pub(super) held_motion: Option<Motion>,
}

impl Effects {
    /// The body's motion, its own kept to be given back at the next
    /// update, for a move to change for one step.
    pub(super) fn hold_motion<'a>(&mut self, body: &'a mut Body) -> &'a mut Motion {
        self.held_motion.get_or_insert(body.motion);
        &mut body.motion
    }
}

/// Whole steps of `dt` seconds in `seconds` (rounded; none for a negative
/// or NaN time).
pub(super) fn steps(seconds: f64, dt: f64) -> u32 {
    (seconds / dt).round() as u32
}
