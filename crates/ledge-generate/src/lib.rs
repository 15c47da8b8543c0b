#![doc = include_str!("../README.md")]
//!
//! ## How a level is made
//! A level is laid out as floors stacked one above another: each floor a
//! corridor run one way, with gaps, ledges up and down, lava and monsters
//! in troughs, joined at its far end by a ladder or a stair of one-way
//! ledges that rises through an opening into the floor above, which runs
//! back the other way; the top floor ends at the goal, an exit or a coin.
//! Two other [`Shape`]s turn that around: a narrow tower of short floors,
//! and a descent from the top floor down, dropping through a hole at each
//! floor's end.
//! Harder levels add spike pits, bridges of crumbling blocks and pits
//! that only a dash at the top of a jump crosses. The run is
//! planned with the layout (where to jump, where to land, which ladder to
//! climb), then flown by a pilot that plays the real game step by step as
//! a player would and keeps the buttons it pressed. A level whose run does
//! not win, or that is degenerate ([`checks`]), is never given out: the
//! generator lays out another from the same seed (attempt by attempt, so
//! the result stays the same on every run).
//!
//! Everything is deterministic: the layout's choices come from a seeded
//! generator, and the certificate from the game's fixed step.

mod canvas;
pub mod checks;
mod difficulty;
mod layout;
mod pilot;
mod route;
mod shape;

pub use difficulty::{Difficulty, UnknownDifficulty};
pub use shape::{Shape, UnknownShape};

use ledge_game::{Level, Play, Replay, Script, Theme};

/// Layouts tried for one seed before giving up (never reached on the seeds
/// tested: see docs/generate.md).
pub const MAX_ATTEMPTS: u32 = 64;

/// What to generate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The seed: the same seed and options give the same level.
    pub seed: u64,
    /// How hard.
    pub difficulty: Difficulty,
    /// The world it looks like; `None` lets the seed choose.
    pub theme: Option<Theme>,
    /// How it is laid out.
    pub shape: Shape,
}

/// A generated level and its certificate.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The level as a text plan (docs/levels.md).
    pub text: String,
    /// The level, read from [`Generated::text`].
    pub level: Level,
    /// The buttons of a winning run, one per step.
    pub certificate: Script,
    /// Layouts tried before this one was certified (1 when the first was).
    pub attempts: u32,
}

impl Generated {
    /// The certificate's buttons, step by step, from the first to the win.
    pub fn steps(&self) -> impl Iterator<Item = ledge_game::Buttons> + '_ {
        self.certificate.cursor().take(self.certificate.frames() as usize)
    }

    /// The certificate as a replay ([`Replay`], docs/replays.md), which
    /// `ledge replay` verifies; `source` says how to open the level again.
    pub fn replay(&self, source: Option<&str>) -> Replay {
        let preset = self.level.preset(None);
        Replay::record(&self.level, source, preset, &self.certificate, self.certificate.frames())
    }
}

/// Why no level came out.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    /// Every layout tried for the seed failed its certificate or a check.
    #[error("no level could be certified from seed {seed} ({difficulty}) in {MAX_ATTEMPTS} layouts; try another seed")]
    NotCertified {
        /// The seed.
        seed: u64,
        /// The difficulty.
        difficulty: Difficulty,
    },
}

/// A level from `options`, with its certificate; an error when none of
/// [`MAX_ATTEMPTS`] layouts could be certified.
pub fn generate(options: &Options) -> Result<Generated, GenerateError> {
    (0..MAX_ATTEMPTS)
        .find_map(|attempt| attempt_level(options, attempt))
        .ok_or(GenerateError::NotCertified { seed: options.seed, difficulty: options.difficulty })
}

/// A level from `options`, trying layouts from the same seed until one is
/// certified: for players and environments that must have a level from
/// every seed. The first [`MAX_ATTEMPTS`] are [`generate`]'s, so the two
/// agree wherever [`generate`] succeeds (on every seed tested: it has
/// never needed more than 3 layouts, docs/generate.md).
pub fn generate_any(options: &Options) -> Generated {
    let mut attempt = 0;
    loop {
        if let Some(made) = attempt_level(options, attempt) {
            return made;
        }
        attempt = attempt.wrapping_add(1);
    }
}

/// The worlds a seed picks from when no theme is asked for: the first
/// three, so that a seed gives the level it always gave (`--theme cliffs`
/// asks for the fourth).
const SEEDED_THEMES: [Theme; 3] = [Theme::Meadow, Theme::Caverns, Theme::Foundry];

/// The level of one attempt's layout, if its run is certified and it is
/// not degenerate.
fn attempt_level(options: &Options, attempt: u32) -> Option<Generated> {
    let tier = options.difficulty.tier();
    let mut dice = layout::Dice::new(attempt_seed(options, attempt));
    let theme =
        options.theme.unwrap_or(SEEDED_THEMES[dice.range(0, SEEDED_THEMES.len() as u32 - 1) as usize]);
    let layout = layout::lay_out(&tier, options.shape, &mut dice);
    let name = match options.shape {
        Shape::Floors => format!("Generated {} ({})", options.seed, options.difficulty),
        shape => format!("Generated {} ({}, {shape})", options.seed, options.difficulty),
    };
    let hint = hint(&layout.legs, layout.canvas.holds(b'G'), options.shape, layout.floors == 1);
    let text = layout.canvas.to_text(&name, theme, &hint, &layout.rooms);
    let level = Level::parse("generated.txt", &text).ok()?;
    let preset = level.preset(None);
    let certificate = pilot::fly(&mut Play::new(&level, preset), &layout.legs)?;
    if checks::degenerate(&level, &certificate).is_some() {
        return None;
    }
    Some(Generated { text, level, certificate, attempts: attempt + 1 })
}

/// The seed of one attempt's layout: the options and the attempt mixed,
/// so that neighbouring seeds and attempts give unrelated layouts.
fn attempt_seed(options: &Options, attempt: u32) -> u64 {
    let theme = options.theme.map_or(0, |t| 1 + Theme::ALL.iter().position(|&x| x == t).unwrap_or(0) as u64);
    let mut mix = ledge_game::SplitMix64::new(options.seed);
    let a = mix.next_u64();
    let mut mix = ledge_game::SplitMix64::new(
        a ^ options.difficulty.seed_code() << 8
            ^ theme << 16
            ^ options.shape.seed_code() << 24
            ^ u64::from(attempt) << 32,
    );
    mix.next_u64()
}

/// A line of help for the level's start, naming its goal: the exit when
/// it has one, else the last coin (a level of one floor has it at the far end).
fn hint(legs: &[route::Leg], exit: bool, shape: Shape, one_floor: bool) -> String {
    let goal = if exit { "the exit" } else { "the last coin" };
    if legs.iter().any(|l| matches!(l, route::Leg::DashHop { .. })) {
        "Jump, then dash at the top to cross the widest pits.".to_string()
    } else if shape == Shape::Descent {
        format!("Drop through each floor's end: {goal} waits at the bottom.")
    } else if shape == Shape::Tower {
        format!("Up the tower floor by floor: {goal} waits at the top.")
    } else if one_floor {
        format!("Run and hop to the far end: {goal} waits there.")
    } else if legs.iter().any(|l| matches!(l, route::Leg::Climb { .. })) {
        format!("Climb from floor to floor: {goal} waits at the top.")
    } else {
        format!("Up the ledges from floor to floor: {goal} waits at the top.")
    }
}
