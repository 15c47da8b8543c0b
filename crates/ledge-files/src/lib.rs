//! # ledge-files
//!
//! How Ledge reads and writes the files a person hands it or keeps: levels,
//! scripts, replays, saves, settings, pictures. Reads are capped before
//! they start, so a huge file or a device that never ends costs no memory
//! ([`read_capped`]); writes are whole or nothing and only ever replace a
//! regular file ([`write_file`]). Every crate that touches a file goes
//! through here.
//!
//! ```
//! use ledge_files::{read_capped, write_file, ReadError};
//! let path = std::env::temp_dir().join(format!("ledge-files-doc-{}.txt", std::process::id()));
//! write_file(&path, b"#####\n").unwrap();
//! assert_eq!(read_capped(&path, 100).unwrap(), b"#####\n");
//! assert!(matches!(read_capped(&path, 3), Err(ReadError::TooBig { size: 6 })));
//! # std::fs::remove_file(&path).unwrap();
//! ```

mod read;
mod write;

pub use read::{not_a_file, read_capped, ReadError};
pub use write::write_file;
