//! Standard output that fails politely: a reader that stops reading (`ledge
//! levels | head`) ends the command quietly, and a write that fails (a full
//! disk) is an error message, never a panic.

use std::fmt::Display;
use std::io::{ErrorKind, Write};
use std::path::Path;

use crate::failure::Failure;

/// Writes `line` and a line break to standard output.
pub fn say(line: impl Display) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    writeln!(out, "{line}").and_then(|()| out.flush()).map_err(|e| match e.kind() {
        ErrorKind::BrokenPipe => Failure::quiet(),
        _ => Failure::other(format!("cannot write to standard output: {e}")),
    })
}

/// Writes `bytes` to the file at `path` whole, never half
/// ([`ledge_files::write_file`]), or says which file could not be written.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    ledge_files::write_file(path, bytes)
        .map_err(|e| Failure::other(format!("cannot write {}: {e}", path.display())))
}
