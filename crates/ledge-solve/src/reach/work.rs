//! The work the analysis does, counted as it goes, and the most it may
//! do: a count, not a clock, so that where it stops is the same on every
//! machine and every run.
//!
//! A unit is a word of 64 lattice cells of one row set or grown in a
//! flight's step, or one cell read as a landing or a footing's; a lattice
//! cell made counts [`PER_LATTICE_CELL`]. Each unit takes a few
//! nanoseconds to tens of them.
//! The analysis always ends (docs/solver.md gives the bound); the budget
//! only caps how long it may take on a large level.

/// The most work [`crate::reach()`] does before it gives up
/// ([`crate::NotAnalysed::OverBudget`]), units: about 20 s of one core,
/// five times what the largest level known to need it takes (the fourth
/// `eloquent` level of seed 002, 110x47 cells: 369 million, 3.4 s) and
/// twenty times the largest built-in level's.
pub const DEFAULT_MAX_WORK: u64 = 2_000_000_000;

/// The units a lattice cell made counts: it takes a few look-ups, and
/// holds its gap in 8 bytes (so the budget bounds the memory too: 2 billion
/// units allow a lattice of 1 GB at most).
pub(crate) const PER_LATTICE_CELL: u64 = 16;

/// Work done so far, and the most allowed.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Work {
    done: u64,
    max: u64,
}

impl Work {
    /// No work done yet, `max` units allowed.
    pub fn new(max: u64) -> Work {
        Work { done: 0, max }
    }

    /// Counts `units` more; false once the count is past the most allowed
    /// (the work is then not done).
    pub fn charge(&mut self, units: u64) -> bool {
        self.done = self.done.saturating_add(units);
        self.done <= self.max
    }

    /// True once the count went past the most allowed.
    pub fn over(&self) -> bool {
        self.done > self.max
    }

    /// Units counted so far.
    pub fn done(&self) -> u64 {
        self.done
    }
}
