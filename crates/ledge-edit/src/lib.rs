//! # ledge-edit
//!
//! Editing levels, apart from any window: a [`Draft`] of a text plan that
//! every edit changes (paint a cell with a [`Brush`], toggle seed 003's
//! [`Edge`]s, set an [`Object`]'s path and speed, fill a [`Region`] or an
//! area, copy a [`Clip`] and paste it, move a region, resize on any of the
//! [`Sides`], set the header),
//! an [`Editor`] around it with undo and redo of every step, saving that
//! keeps the version before as a backup, and an autosave beside the file
//! that is offered back after a crash; the clear check ([`Mark`]: a level
//! is marked verified only with a winning replay kept beside it); and [`Draft::check`], the checker's
//! [`Problem`]s at their cells. The window's editor maps the mouse and keys
//! onto these; tests and tools use them directly.
//!
//! ```
//! use ledge_edit::{Brush, Draft, Edge};
//! let mut draft = Draft::new("first", 10, 4);
//! Brush::Plan('o').paint(&mut draft, 8, 2);
//! Edge::near(5.1, 2.5).unwrap().toggle(&mut draft);
//! let level = draft.level("first.txt").unwrap();
//! assert_eq!(level.coins(), 1);
//! assert!(level.grid.wall(5, 2));
//! ```

mod brush;
mod draft;
mod editor;
mod objects;
mod problems;
mod region;
mod verified;

pub use brush::{Brush, Edge, EDGE_REACH};
pub use draft::Draft;
pub use editor::{autosave_path, backup_path, Editor, OpenError, Opened};
pub use objects::{Object, ObjectKind, ObjectOptions};
pub use problems::{Checked, Problem};
pub use region::{Clip, Region, Sides};
pub use verified::{mark_of, replay_path, Mark, VERIFIED_KEY};
