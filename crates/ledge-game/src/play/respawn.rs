//! What a game of a level with checkpoints remembers of them: the active
//! one and the death under way (`checkpoint.rs` holds their rules).

use ledge_engine::{Rect, StateSink};

use super::status::{Cause, Status};

/// A death the player comes back from at a checkpoint.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Respawn {
    /// What killed the player.
    pub cause: Cause,
    /// The step at which it comes back.
    pub at: u64,
    /// The player's box when it died: where it stays until then, cells.
    pub held: Rect,
}

/// What a game of a level with checkpoints remembers of them.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Checkpoints {
    /// The checkpoint touched last, by its index in the level's.
    pub active: Option<u32>,
    /// The death under way, if any.
    pub respawn: Option<Respawn>,
}

impl Checkpoints {
    /// Feeds the state to `sink`: the active checkpoint and the death
    /// under way, with the steps it has left before step `frame` (no
    /// count of steps), or its step when `timeless` is false.
    pub fn feed(&self, sink: &mut impl StateSink, frame: u64, timeless: bool) {
        sink.u64(self.active.map_or(u64::MAX, u64::from));
        match self.respawn {
            None => sink.u64(0),
            Some(r) => {
                let at = if timeless { r.at.saturating_sub(frame) } else { r.at };
                sink.u64(1).u64(Status::Lost(r.cause).code()).u64(at).f64(r.held.x).f64(r.held.y)
            }
        };
    }
}
