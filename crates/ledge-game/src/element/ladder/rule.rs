//! Ladders (the legend's `H`, Ledge's own: no seed has them) with the
//! seeds' presets. With the `ledge` physics the engine's controller climbs
//! (`ledge_engine::ControllerConfig::climb_speed`).
//!
//! Inside a ladder `up` or `down` grabs it, and so does `down` on its top:
//! gravity stops and the body climbs at [`Ladder::climb_speed`]; leaving
//! the ladder or jumping lets go: pressing `jump`, or `up` on its top, where
//! `up` jumps (so `up` and `down` together on a ladder's top jump as from
//! any floor, not from a grab that took gravity away for the step).

use ledge_engine::{on_ladder_top, Body, ControllerConfig, LadderConfig};

use crate::Buttons;

/// The ladder's tunables with the seeds' presets.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ladder {
    /// Speed up and down a ladder, cells/s (default 5, the controller's
    /// `climb_speed`, so that a ladder climbs alike with every preset).
    pub climb_speed: f64,
}

impl Ladder {
    /// The seeds' presets' ladder.
    pub const SEEDS: Ladder = Ladder { climb_speed: ControllerConfig::DEFAULT.climb_speed };

    /// The ladder rule, before the engine steps `body` with `buttons`
    /// held: grabs or lets go of a ladder and sets the climbing speed. The
    /// grab and the speed are the engine's ([`LadderConfig::grabs`],
    /// [`LadderConfig::climb_velocity`]); letting go is the seeds' presets'
    /// own (on a jump, or `up` on a ladder's top), as the engine's ladder
    /// file says why.
    pub(crate) fn climb(&self, body: &mut Body, buttons: Buttons) {
        let inside = body.contacts.ladder;
        let on_top = on_ladder_top(&body.contacts);
        let (up, down) = (buttons.contains(Buttons::UP), buttons.contains(Buttons::DOWN));
        // `up` jumps wherever it does not climb or walk (`player::input`).
        let jumps = buttons.contains(Buttons::JUMP) || (up && !inside && !body.motion.top_down());
        if jumps || !(inside || on_top) {
            body.climbing = false;
        } else if LadderConfig::grabs(inside, on_top, up, down) {
            body.climbing = true;
        }
        if body.climbing {
            body.vel.y = LadderConfig { climb_speed: self.climb_speed }.climb_velocity(up, down);
        }
    }
}

/// The seeds' presets' ladder.
impl Default for Ladder {
    fn default() -> Ladder {
        Ladder::SEEDS
    }
}
