//! The clear check, as Super Mario Maker's: a level is marked verified
//! (its header's `verified`, [`Level::verification_mark`]) only with a
//! winning replay kept beside it (`LEVEL.replay` next to `LEVEL.txt`). An
//! edit that changes the level takes the mark away; a mark that does not
//! match the level, or whose replay is missing or no longer wins, shows the
//! level unverified, with why.

use std::path::{Path, PathBuf};

use ledge_game::{Level, Outcome, Replay};

use crate::Draft;

/// The header key of the mark.
pub const VERIFIED_KEY: &str = "verified";

/// Where a level's mark stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// No mark: never verified, or changed since.
    Unverified,
    /// Marked, and its replay wins the level as it stands.
    Verified {
        /// Steps the replay takes to win.
        frames: u64,
    },
    /// Marked, but the mark does not hold: why, and what to do.
    Broken(String),
}

impl Mark {
    /// A line for the editor's status bar.
    pub fn describe(&self) -> String {
        match self {
            Mark::Unverified => {
                "unverified: F7 runs the solver, and marks the level when it wins".to_string()
            }
            Mark::Verified { frames } => format!("verified: its replay wins in {frames} steps"),
            Mark::Broken(why) => format!("unverified: {why}; F7 verifies it again"),
        }
    }
}

/// The replay beside a level file: `NAME.replay` for `NAME.txt`.
pub fn replay_path(path: &Path) -> PathBuf {
    path.with_extension("replay")
}

/// The mark `draft` carries, as the header writes it.
pub(crate) fn mark_text(level: &Level) -> String {
    format!("{:016x}", level.verification_mark())
}

/// Where the mark of `draft` stands, with `replay` (the one beside its
/// file, or why there is none).
pub fn mark_of(draft: &Draft, file: &str, replay: &Result<Replay, String>) -> Mark {
    let Some(mark) = draft.get(VERIFIED_KEY) else { return Mark::Unverified };
    let level = match draft.level(file) {
        Ok(level) => level,
        Err(e) => return Mark::Broken(format!("the level does not load: {}", e.kind)),
    };
    if mark != mark_text(&level) {
        return Mark::Broken("the mark was made for another version of the level".to_string());
    }
    let replay = match replay {
        Ok(replay) => replay,
        Err(why) => return Mark::Broken(why.clone()),
    };
    match replay.verify(&level, level.preset(None)) {
        Ok(verified) if verified.outcome == Outcome::Won => Mark::Verified { frames: verified.frame },
        Ok(_) => Mark::Broken("its replay does not win".to_string()),
        Err(e) => Mark::Broken(format!("its replay no longer wins: {e}")),
    }
}

/// The replay beside `path`, or why there is none.
pub(crate) fn load_replay(path: &Path) -> Result<Replay, String> {
    let replay = replay_path(path);
    if !replay.exists() {
        return Err(format!("its replay {} is missing", replay.display()));
    }
    Replay::load(&replay).map_err(|e| format!("its replay {} does not read: {e}", replay.display()))
}
