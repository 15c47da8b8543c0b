//! The run a level is built around: legs the pilot flies one after another,
//! in the level's cells (y down).

/// One leg of the planned run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Leg {
    /// Run until the body's middle passes `to`.
    Walk {
        /// Where the middle should get to, cells.
        to: f64,
    },
    /// Run to `takeoff`, jump there, and land standing on the floor at
    /// height `floor` with the body's middle between `land.0` and `land.1`.
    Hop {
        /// Where the body's middle is when the jump is pressed, cells.
        takeoff: f64,
        /// The landing's span for the body's middle, cells.
        land: (f64, f64),
        /// The top of the floor landed on, cells.
        floor: f64,
    },
    /// As a hop, over a gap wider than any jump: jump at `takeoff`, dash
    /// ahead at the top of the jump, and land as a hop does.
    DashHop {
        /// Where the body's middle is when the jump is pressed, cells.
        takeoff: f64,
        /// The landing's span for the body's middle, cells.
        land: (f64, f64),
        /// The top of the floor landed on, cells.
        floor: f64,
    },
    /// Walk to the ladder whose middle is at `x` and climb it until standing
    /// on its top at height `top`.
    Climb {
        /// The ladder's middle, cells.
        x: f64,
        /// The ladder's top, cells.
        top: f64,
    },
    /// Run off the floor's edge toward `to` and fall until standing on
    /// the floor at height `floor` (a descent's hole).
    Drop {
        /// Where the body's middle heads, cells.
        to: f64,
        /// The top of the floor landed on, cells.
        floor: f64,
    },
}
