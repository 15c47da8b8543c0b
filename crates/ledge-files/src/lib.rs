#![doc = include_str!("../README.md")]
//!
//! Reads go through [`read_capped`] (its failures are [`ReadError`]s), writes
//! through [`write_file`]: every crate that touches a file goes through here.

mod read;
mod write;

pub use read::{not_a_file, read_capped, ReadError};
pub use write::write_file;
