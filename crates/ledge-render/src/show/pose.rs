//! The player's pose: which frame of `player.art` a step shows, from the
//! body's contacts and velocity and how far it has run or climbed.

/// What the player is doing, as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pose {
    /// Standing: breathing, now and then a blink; the frame of four.
    Idle(u8),
    /// Running: the frame of six.
    Run(u8),
    /// Going up.
    Rise,
    /// Coming down.
    Fall,
    /// Just landed: crouched.
    Land,
    /// On a ladder: the frame of two.
    Climb(u8),
    /// Leaning into a wall.
    Push,
    /// Sliding down a wall, a hand on it.
    Slide,
    /// Dashing: stretched out along the dash, the scarf streaming behind.
    Dash,
    /// Lost.
    Hurt,
}

const IDLE: [&str; 4] = ["idle-0", "idle-1", "idle-2", "idle-3"];
const RUN: [&str; 6] = ["run-0", "run-1", "run-2", "run-3", "run-4", "run-5"];
const CLIMB: [&str; 2] = ["climb-0", "climb-1"];

impl Pose {
    /// Its frame's name in `player.art`.
    pub fn frame(self) -> &'static str {
        match self {
            Pose::Idle(i) => IDLE[usize::from(i) % IDLE.len()],
            Pose::Run(i) => RUN[usize::from(i) % RUN.len()],
            Pose::Climb(i) => CLIMB[usize::from(i) % CLIMB.len()],
            Pose::Rise => "rise",
            Pose::Fall => "fall",
            Pose::Land => "land",
            Pose::Push => "push",
            Pose::Slide => "slide",
            Pose::Dash => "dash",
            Pose::Hurt => "hurt",
        }
    }
}

/// Cells run per frame of the run cycle: a full cycle every 1.8 cells.
pub const RUN_STRIDE: f64 = 0.3;
/// Cells climbed per frame of the climb.
pub const CLIMB_STRIDE: f64 = 0.35;
/// Steps each breath of the idle lasts.
const BREATH_STEPS: u32 = 24;
/// The idle blinks once in this many steps, for `BLINK_STEPS`.
const BLINK_EVERY: u32 = 200;
const BLINK_STEPS: u32 = 8;

/// The idle frame after `steps` standing still: breathing in and out
/// (`idle-0`, `idle-1`, `idle-2`, `idle-1`), and a blink (`idle-3`).
pub fn idle(steps: u32) -> Pose {
    if steps % BLINK_EVERY >= BLINK_EVERY - BLINK_STEPS {
        return Pose::Idle(3);
    }
    Pose::Idle([0, 1, 2, 1][(steps / BREATH_STEPS % 4) as usize])
}

/// The run frame after running `phase` cells.
pub fn run(phase: f64) -> Pose {
    Pose::Run((phase / RUN_STRIDE).floor().rem_euclid(6.0) as u8)
}

/// The climb frame after climbing `phase` cells.
pub fn climb(phase: f64) -> Pose {
    Pose::Climb((phase / CLIMB_STRIDE).floor().rem_euclid(2.0) as u8)
}
