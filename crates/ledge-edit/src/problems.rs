//! What `ledge check` would say of a draft, each problem at its cell when
//! it has one, so that the editor can show it on the level.

use ledge_game::{Level, LevelErrorKind};

use crate::Draft;

/// One thing wrong with a draft.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// What is wrong and what to do, as `ledge check` says it.
    pub message: String,
    /// The cells it is about (a second player: both players).
    pub cells: Vec<(u32, u32)>,
}

/// The draft read as the game reads `file`: the level, or what stops it
/// loading; and the warnings that make a level that loads unplayable.
#[derive(Clone, Debug)]
pub struct Checked {
    /// The level, when it loads.
    pub level: Option<Level>,
    /// Its error, then its warnings.
    pub problems: Vec<Problem>,
}

impl Draft {
    /// Checks the draft as `ledge check` checks the file `file`.
    ///
    /// ```
    /// use ledge_edit::Draft;
    /// let mut draft = Draft::new("two", 8, 3);
    /// draft.paint(5, 1, '@');
    /// let checked = draft.check("two.txt");
    /// assert!(checked.level.is_none());
    /// assert_eq!(checked.problems[0].cells, [(1, 1), (5, 1)]);
    /// ```
    pub fn check(&self, file: &str) -> Checked {
        match self.level(file) {
            Ok(level) => {
                let problems = level
                    .warnings()
                    .into_iter()
                    .map(|message| Problem { message, cells: Vec::new() })
                    .collect();
                Checked { level: Some(level), problems }
            }
            Err(error) => {
                let mut cells: Vec<(u32, u32)> =
                    error.place.and_then(|p| self.cell_at(p)).into_iter().collect();
                if let LevelErrorKind::SecondPlayer { first } = &error.kind {
                    cells.extend(self.cell_at(*first));
                    cells.sort_unstable();
                }
                Checked { level: None, problems: vec![Problem { message: error.kind.to_string(), cells }] }
            }
        }
    }
}
