//! What can go wrong when making a picture.

use std::path::PathBuf;

/// The largest picture side accepted, in pixels.
pub const MAX_SIDE_PX: u32 = 16384;

/// An error from making or saving a picture.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The requested picture has no pixels, or more than [`MAX_SIDE_PX`] on a side.
    #[error("a picture of {width}x{height} pixels is not possible (each side must be 1..={max})", max = MAX_SIDE_PX)]
    Size {
        /// Requested width in pixels.
        width: f64,
        /// Requested height in pixels.
        height: f64,
    },
    /// The scale is not a positive number of pixels per cell.
    #[error("scale {0} is not a positive number of pixels per cell")]
    Scale(f32),
    /// PNG encoding failed.
    #[error("PNG encoding failed: {0}")]
    Encode(String),
    /// Writing the file failed.
    #[error("cannot write {path}: {source}")]
    Io {
        /// The file being written.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
}
