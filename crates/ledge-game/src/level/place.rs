//! Where in a level file a problem is.

/// A place in a level file: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1, counting characters.
    pub col: usize,
}
