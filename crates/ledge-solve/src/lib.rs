#![doc = include_str!("../README.md")]
//!
//! ## How it searches
//! It plays every set of buttons at every step, less the sets the level
//! provably cannot tell apart ([`Moves`]), and compares states by their
//! exact words ([`ledge_game::Play::state_key`]). Its verdicts are
//! [`Verdict::Solved`] (with whether the win is the shortest),
//! [`Verdict::Unsolvable`] and [`Verdict::Unknown`].
//!
//! A [`Strategy::Shortest`] search expands states step by step (breadth
//! first), so its first win is the shortest; a [`Strategy::Bounded`] one
//! expands first the states with the fewest steps so far plus a lower
//! bound on the steps left ([`Bound`]: an A* search), so it proves a win
//! the shortest having played out far fewer states; a [`Strategy::Guided`] one
//! expands first the states with fewer coins left and nearer the next coin,
//! which finds wins in long levels far sooner. Both cover every state
//! before they call a level unsolvable, so both prove it.

mod bound;
pub mod difficulty;
mod guide;
mod moves;
pub mod reach;
mod search;
mod seen;
mod worker;

use ledge_engine::{Cells, Preset, Rect};
use ledge_game::Level;

pub use bound::Bound;
pub use moves::Moves;
pub use reach::{prove_within, reach, reach_with_moves, reach_within, NotAnalysed, Reach, DEFAULT_MAX_WORK};
pub use search::{solve, Options, SearchProgress, Solution, Verdict};

/// The longest run `ledge solve` searches unless told otherwise, steps (a
/// minute of play).
pub const DEFAULT_MAX_FRAMES: u32 = 3600;

/// The most distinct states `ledge solve` keeps unless told otherwise.
pub const DEFAULT_MAX_STATES: usize = 3_000_000;

/// The searches `ledge solve` runs in turn until one gives a verdict other
/// than [`Verdict::Unknown`]: guided searches that hold each button set
/// for 10, then 20, then 5 steps, each with half the state budget (they
/// find wins in long levels, where no search of every run could), then
/// the search of every run with the whole budget, which finds the
/// shortest win or proves there is none. With `shortest`, the last is the
/// search of every run ordered by steps plus the bound on the steps left
/// ([`Strategy::Bounded`]), which proves its win the shortest: after a
/// guided win, that no shorter one exists. On a level the bound does not
/// model, [`solve_in_stages`] then runs only that last search, as only a
/// search of every run step by step could prove a guided win the shortest,
/// and it finds its own.
pub fn stages(max_frames: u32, max_states: usize, threads: usize, shortest: bool) -> Vec<Options> {
    let every = Options { max_frames, max_states, strategy: Strategy::Shortest, threads, hold: 1 };
    let guided = |hold| Options { strategy: Strategy::Guided, hold, max_states: max_states / 2, ..every };
    let last = if shortest { Options { strategy: Strategy::Bounded, ..every } } else { every };
    vec![guided(10), guided(20), guided(5), last]
}

/// Runs `stages` in turn (see [`stages`]) until one gives a verdict other
/// than [`Verdict::Unknown`]; `progress` hears every stage. The last
/// stage's solution, and the states expanded by all of them.
///
/// A win not proven the shortest goes on to a [`Strategy::Bounded`] stage,
/// if there is one, searching only the runs shorter than it: when none of
/// them wins, the win is the shortest; when one does, that one is.
pub fn solve_in_stages(
    level: &Level,
    preset: Preset,
    stages: &[Options],
    progress: &mut dyn FnMut(&SearchProgress),
) -> (Solution, u64) {
    let mut expanded = 0;
    let mut last: Option<Solution> = None;
    let proves = stages.iter().any(|o| o.strategy == Strategy::Bounded);
    let unbounded = proves && Bound::of(level, &ledge_game::Play::new(level, preset)).is_none();
    for options in stages {
        if unbounded && options.strategy == Strategy::Guided {
            continue;
        }
        let found = match &last {
            Some(Solution { verdict: Verdict::Solved { frames, shortest: false, .. }, .. }) => Some(*frames),
            Some(solution) if solution.verdict != Verdict::Unknown => break,
            _ => None,
        };
        if found.is_some() && options.strategy != Strategy::Bounded {
            continue;
        }
        let shorter = found.map_or(*options, |frames| Options { max_frames: frames - 1, ..*options });
        let solution = solve(level, preset, &shorter, progress);
        expanded += solution.expanded;
        last = Some(match (last, solution) {
            (Some(mut win), Solution { verdict: Verdict::Unsolvable, .. }) if found.is_some() => {
                if let Verdict::Solved { shortest, .. } = &mut win.verdict {
                    *shortest = true;
                }
                win
            }
            (Some(win), Solution { verdict: Verdict::Unknown, .. }) if found.is_some() => win,
            (_, solution) => solution,
        });
    }
    (last.expect("one stage at least"), expanded)
}

/// Which states a search expands first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// Step by step: every state reached in `n` steps before any reached in
    /// `n + 1`, so the first win found is the shortest.
    Shortest,
    /// Fewest steps so far plus steps left at least ([`Bound`]) first: an
    /// A* search. Its win is the shortest, as a [`Strategy::Shortest`]
    /// search's, found having expanded only the states that could still
    /// lead to a win as short; a level the bound does not model is searched
    /// step by step.
    Bounded,
    /// Fewer coins left first, then nearer the nearest coin: the first win
    /// is found sooner, but may not be the shortest.
    Guided,
}

/// The cells of a level a search reached: those the player's box covered
/// in any state it kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reached {
    width: u32,
    height: u32,
    cells: Vec<bool>,
}

impl Reached {
    fn new(width: u32, height: u32) -> Reached {
        Reached { width, height, cells: vec![false; width as usize * height as usize] }
    }

    /// Marks the cells `rect` covers.
    fn cover(&mut self, rect: &Rect) {
        let Cells { x0, x1, y0, y1 } = Cells::covered(rect);
        for y in y0.max(0)..y1.min(self.height as i64) {
            for x in x0.max(0)..x1.min(self.width as i64) {
                self.cells[(y * self.width as i64 + x) as usize] = true;
            }
        }
    }

    /// Marks cell `(x, y)`, which lies in the grid.
    fn mark(&mut self, x: u32, y: u32) {
        self.cells[(y * self.width + x) as usize] = true;
    }

    /// True when the player's box covered cell `(x, y)`.
    pub fn get(&self, x: u32, y: u32) -> bool {
        x < self.width && y < self.height && self.cells[(y * self.width + x) as usize]
    }
}
