//! What can be wrong with a replay: the file itself, or the run it holds
//! played again.

use super::{Outcome, REPLAY_VERSION};

/// A replay file that cannot be read. Displays as `LINE: message`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The first line is not a replay's.
    #[error("1: not a Ledge replay: its first line must be `# ledge replay N`")]
    NotAReplay,
    /// Written in a format this Ledge does not know yet.
    #[error("1: written in replay format {version} by a newer Ledge; this one reads formats 1 to {REPLAY_VERSION}: update Ledge to play it")]
    Newer {
        /// The format version the file needs.
        version: u32,
    },
    /// The file ends before its checksum line.
    #[error("{line}: the file ends here, before its `# checksum` line: it was cut short")]
    Truncated {
        /// The last line there is.
        line: usize,
    },
    /// The checksum does not match what precedes it.
    #[error("{line}: the checksum does not match the file: it was changed or damaged after it was written")]
    Corrupt {
        /// The checksum's line.
        line: usize,
    },
    /// The file could not be read.
    #[error("1: {0}")]
    File(String),
    /// A line that does not read.
    #[error("{line}: {message}")]
    Line {
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        message: String,
    },
}

/// A replay that does not play as recorded.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Mismatch {
    /// Given a level other than the one it was recorded on.
    #[error("recorded on the level `{recorded}`, and this level (`{given}`) is not that level as it was then: give the level it was recorded on")]
    OtherLevel {
        /// The level it was recorded on.
        recorded: String,
        /// The level given.
        given: String,
    },
    /// Given physics other than those it was recorded with.
    #[error("recorded with the `{recorded}` physics, and these physics (`{given}`) are not those as they were then: play it with the physics it was recorded with")]
    OtherPhysics {
        /// The physics it was recorded with.
        recorded: String,
        /// The physics given.
        given: String,
    },
    /// The state at a check differs from the recorded one.
    #[error("desync at frame {frame}: {differences}")]
    Desync {
        /// The first frame whose check differs.
        frame: u64,
        /// What differs, as a player would see it.
        differences: String,
    },
    /// The run ended otherwise, or at another frame.
    #[error("desync: the run ends {}, recorded to end {}", ending(*played), ending(*recorded))]
    Outcome {
        /// The recorded outcome and frame.
        recorded: (Outcome, u64),
        /// The outcome and frame played again.
        played: (Outcome, u64),
    },
}

impl Mismatch {
    /// True when the run played differently (a desync), rather than being
    /// given the wrong level or physics.
    pub fn is_desync(&self) -> bool {
        matches!(self, Mismatch::Desync { .. } | Mismatch::Outcome { .. })
    }
}

fn ending((outcome, frame): (Outcome, u64)) -> String {
    match outcome {
        Outcome::Won => format!("won at frame {frame}"),
        Outcome::Lost(cause) => format!("lost ({}) at frame {frame}", cause.name()),
        Outcome::Timeout => format!("still playing at frame {frame}"),
    }
}
