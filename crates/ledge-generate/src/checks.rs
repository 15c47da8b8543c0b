//! What makes a level degenerate, checked on every level before it is
//! given out: one won too soon, or one lost by doing nothing (Procgen's
//! Jumper spawns the player on its goal or an enemy in about 7% of its
//! levels).
//!
//! A won level's run is rarely shorter than [`MIN_STEPS`] by construction
//! as well: its goal is at the far end of its top floor, every floor above
//! the first is entered through the far end of the one below, and even the
//! one floor of the `first` tier is at least 30 cells wide, about 3 s at
//! the top speed of 8 cells/s.

use ledge_game::{Buttons, Level, Play, Script, Status};

/// The fewest steps a certificate may take (2 s at 60 steps a second).
pub const MIN_STEPS: u64 = 120;

/// Steps of standing still that must not lose the level (2 s).
pub const IDLE_STEPS: u64 = 120;

/// Why a level is degenerate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Degenerate {
    /// Its winning run takes fewer than [`MIN_STEPS`] steps.
    QuickWin {
        /// The run's steps.
        steps: u64,
    },
    /// Holding nothing, the player loses within [`IDLE_STEPS`] (it starts
    /// touching a hazard, or one comes to it).
    LostStandingStill {
        /// The step it is lost at.
        step: u64,
    },
}

/// Why `level`, won by `certificate`, is degenerate, if it is.
pub fn degenerate(level: &Level, certificate: &Script) -> Option<Degenerate> {
    if certificate.frames() < MIN_STEPS {
        return Some(Degenerate::QuickWin { steps: certificate.frames() });
    }
    let mut play = Play::new(level, level.preset(None));
    for _ in 0..IDLE_STEPS {
        play.step(Buttons::NONE);
        if matches!(play.status(), Status::Lost(_)) {
            return Some(Degenerate::LostStandingStill { step: play.frame() });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(plan: &str) -> Level {
        Level::parse("t.txt", &format!("physics: ledge\n---\n{plan}")).unwrap()
    }

    #[test]
    fn a_level_won_in_a_second_is_degenerate() {
        let level = level("......\n.@.o..\n######\n");
        let run = Script::parse("30 right\n").unwrap();
        assert_eq!(degenerate(&level, &run), Some(Degenerate::QuickWin { steps: 30 }));
    }

    #[test]
    fn a_player_starting_in_lava_is_degenerate() {
        let level = level("......\n.@...o\n#+####\n");
        let run = Script::parse("200 right\n").unwrap();
        assert!(matches!(degenerate(&level, &run), Some(Degenerate::LostStandingStill { .. })));
    }

    #[test]
    fn dripping_lava_onto_the_start_is_degenerate() {
        let level = level(".v....\n......\n......\n.@...o\n######\n");
        let run = Script::parse("200 right\n").unwrap();
        assert!(matches!(degenerate(&level, &run), Some(Degenerate::LostStandingStill { .. })));
    }
}
