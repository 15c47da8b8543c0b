//! # ledge-edit
//!
//! Editing levels, apart from any window: a [`Draft`] of a text plan that
//! every edit changes (paint a cell, toggle seed 003's edges, resize, set
//! the header), and an [`Editor`] around it with undo and redo of every
//! step, saving that keeps the version before as a backup, and an autosave
//! beside the file that is offered back after a crash. The window's editor
//! maps the mouse and keys onto these; tests and tools use them directly.
//!
//! ```
//! use ledge_edit::Draft;
//! let mut draft = Draft::new("first", 10, 4);
//! draft.paint(8, 2, 'o');
//! draft.toggle_wall_edge(5, 2);
//! let level = draft.level("first.txt").unwrap();
//! assert_eq!(level.coins(), 1);
//! assert!(level.grid.wall(5, 2));
//! ```

mod draft;
mod editor;

pub use draft::Draft;
pub use editor::{autosave_path, backup_path, Editor, OpenError, Opened};
