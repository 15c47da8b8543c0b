//! What can go wrong with a save.

use std::path::PathBuf;

/// A save that could not be read or written. The message is for the
/// player: which file (or key) and why.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// The file could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The file could not be written (it was left as it was).
    #[error("cannot write {path}: {source}")]
    Write {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The folder for the file could not be made.
    #[error("cannot create {path}: {source}")]
    Folder {
        /// The folder.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The browser's local storage refused the key (full or disabled).
    #[error("the browser's local storage refused `{key}`")]
    Refused {
        /// The key.
        key: String,
    },
    /// What was to be kept is not text, which local storage holds.
    #[error("`{key}` is not text: {source}")]
    NotText {
        /// The key.
        key: String,
        /// Where the bytes stop being UTF-8.
        source: std::str::Utf8Error,
    },
    /// What was to be saved could not be written as JSON.
    #[error("cannot write {name} as JSON: {source}")]
    Json {
        /// The save's name (`settings.json`).
        name: String,
        /// What the encoder said.
        source: serde_json::Error,
    },
}
