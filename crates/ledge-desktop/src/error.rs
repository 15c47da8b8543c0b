//! What can stop the desktop game.

/// An error that ends the desktop game; the message is for the player.
#[derive(Debug, thiserror::Error)]
pub enum DesktopError {
    /// There is no display to open a window on.
    #[error("no display found: {0}")]
    NoDisplay(String),
    /// The window or its graphics context could not be created.
    #[error("cannot open the game window: {0}")]
    Window(String),
    /// The screenshot could not be made or saved.
    #[error("cannot save the screenshot: {0}")]
    Screenshot(#[from] ledge_render::RenderError),
    /// The frames' durations could not be written.
    #[error("cannot write the frame times to {path}: {source}")]
    FrameTimes {
        /// The file asked for.
        path: std::path::PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
}
