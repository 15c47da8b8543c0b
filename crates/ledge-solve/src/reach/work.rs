//! The work the analysis does, counted as it goes, and the most it may
//! do: a count, not a clock, so that where it stops is the same on every
//! machine and every run.
//!
//! The unit is a *word*: 64 lattice cells of one row handled once (set,
//! grown or read in a flight's step, or made when the lattice is built).
//! The analysis always ends (docs/solver.md gives the bound); the budget
//! only caps how long it may take on a large level.

/// The most work [`crate::reach`] does before it gives up
/// ([`crate::NotAnalysed::OverBudget`]), words: about half a minute of one
/// core at most, four times what the largest level known to need it takes
/// (the fourth `eloquent` level of seed 002, 110x47 cells: 119 million) and
/// twenty times the largest built-in level's.
pub const DEFAULT_MAX_WORK: u64 = 500_000_000;

/// Work done so far, and the most allowed.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Work {
    done: u64,
    max: u64,
}

impl Work {
    /// No work done yet, `max` words allowed.
    pub fn new(max: u64) -> Work {
        Work { done: 0, max }
    }

    /// Counts `words` more; false once the count is past the most allowed
    /// (the work is then not done).
    pub fn charge(&mut self, words: u64) -> bool {
        self.done = self.done.saturating_add(words);
        self.done <= self.max
    }

    /// True once the count went past the most allowed.
    pub fn over(&self) -> bool {
        self.done > self.max
    }

    /// Words counted so far.
    pub fn done(&self) -> u64 {
        self.done
    }
}
