//! What the controller's moves did at an update, for a game to play a
//! sound or an animation on: jumps and their kind, dashes, wall slides.

use crate::Side;

/// How a jump left: what let the player jump.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
pub enum JumpKind {
    /// Pressed while standing on the ground.
    Ground,
    /// Pressed just after walking off a ledge, within coyote time.
    Coyote,
    /// Pressed in the air just before landing, fired on landing (the buffer).
    Buffered,
    /// Off a wall on that side of the body.
    Wall(Side),
    /// One of the air jumps ([`super::ControllerConfig::air_jumps`]).
    Air,
    /// Off a ladder.
    Ladder,
}

/// Something a move started or ended at the last [`super::Controller::update`].
/// Landings, walls and ceilings met are the world's events
/// ([`crate::World::events`]); these are the controller's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
pub enum ControllerEvent {
    /// A jump took off (the next step moves the body up).
    Jumped(JumpKind),
    /// A dash started (its freeze first), toward `x` and `y`: each -1, 0
    /// or 1, y down.
    DashStarted {
        /// Left (-1), none (0) or right (1).
        x: i8,
        /// Up (-1), none (0) or down (1).
        y: i8,
    },
    /// The dash under way ended: the body has its own motion back.
    DashEnded,
    /// The body began sliding down the wall on that side.
    WallSlideStarted(Side),
    /// The body stopped sliding down a wall (let go, landed, jumped or dashed).
    WallSlideEnded,
}

/// The events of one update: four at most (a dash's end, a slide's end and
/// start, and a jump), kept inline so that a controller never allocates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(super) struct Events {
    list: [ControllerEvent; 4],
    len: u8,
}

impl Events {
    /// No event.
    pub(super) const NONE: Events = Events { list: [ControllerEvent::DashEnded; 4], len: 0 };

    /// Adds an event (a fifth would be dropped; no update makes one).
    pub(super) fn push(&mut self, event: ControllerEvent) {
        if let Some(free) = self.list.get_mut(self.len as usize) {
            *free = event;
            self.len += 1;
        }
    }

    /// The events in the order they happened.
    pub(super) fn as_slice(&self) -> &[ControllerEvent] {
        &self.list[..(self.len as usize).min(self.list.len())]
    }
}
