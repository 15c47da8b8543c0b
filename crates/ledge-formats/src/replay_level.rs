//! A replay file and the level it was recorded on, opened together: what
//! `ledge replay` and Python's `ledge.verify_replay` both need before they
//! play a replay again.

use std::path::Path;

use ledge_game::{Level, Replay, ReplayError};

use crate::{open, LoadError};

/// A replay that could not be read, or whose level could not be opened.
/// Displays as `FILE:LINE: message` for the replay's own problems.
#[derive(Debug, thiserror::Error)]
pub enum ReplayLoadError {
    /// The replay file does not read.
    #[error("{name}:{error}")]
    Replay {
        /// The replay, as named.
        name: String,
        /// What is wrong with it.
        error: ReplayError,
    },
    /// The replay does not say how to open its level, and none was given.
    #[error(
        "{name}: the replay does not say how to open its level `{level}`: give the level with it \
         (`--level` to `ledge replay`, `level=` to `ledge.verify_replay`)"
    )]
    NoSource {
        /// The replay, as named.
        name: String,
        /// The level's name, as recorded.
        level: String,
    },
    /// The level does not open.
    #[error(transparent)]
    Level(LoadError),
}

/// Reads the replay at `path` and opens its level: `level` when given
/// (a file or a built-in level's name, as [`open`] takes it), else the
/// replay's recorded `source`, found beside the replay when that is a
/// relative path that does not exist from here (a replay moved with its
/// level keeps working).
///
/// ```
/// # let dir = std::env::temp_dir().join(format!("ledge-doc-replay-{}", std::process::id()));
/// # std::fs::create_dir_all(&dir).unwrap();
/// let hop = ledge_game::pack::find("hop").unwrap();
/// let path = dir.join("hop.replay");
/// std::fs::write(&path, hop.replay).unwrap();
/// let (replay, level) = ledge_formats::open_replay(&path, None, None).unwrap();
/// assert_eq!(level.name, "Hop");
/// let verified = replay.verify(&level, level.preset(None)).unwrap();
/// assert_eq!(verified.frame, 267);
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub fn open_replay(
    path: &Path,
    level: Option<&str>,
    mapping: Option<&Path>,
) -> Result<(Replay, Level), ReplayLoadError> {
    let name = path.display().to_string();
    let replay = Replay::load(path).map_err(|error| ReplayLoadError::Replay { name: name.clone(), error })?;
    let source = match level {
        Some(level) => level.to_string(),
        None => recorded_source(&replay, path)
            .ok_or_else(|| ReplayLoadError::NoSource { name, level: replay.level.clone() })?,
    };
    let level = open(&source, mapping).map_err(ReplayLoadError::Level)?;
    Ok((replay, level))
}

/// Where the replay says its level is: its `source` as written, or beside
/// the replay when that is a relative path that does not exist from here.
fn recorded_source(replay: &Replay, path: &Path) -> Option<String> {
    let source = replay.source.as_ref()?;
    let beside =
        path.parent().map(|dir| dir.join(source)).filter(|p| p.exists() && !Path::new(source).exists());
    Some(beside.map_or_else(|| source.clone(), |p| p.display().to_string()))
}
