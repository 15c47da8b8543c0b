//! Reading input files with a size limit checked before reading.

use std::fs::File;
use std::io::Read;
use std::path::Path;

/// Why a file could not be read.
#[derive(Debug)]
pub(crate) enum ReadError {
    /// The operating system refused.
    Io(std::io::Error),
    /// The file is bigger than the limit; `size` is what its metadata says
    /// (or the limit plus one for files that grow while read).
    TooBig { size: u64 },
}

/// Reads at most `limit` bytes of `path`. The size on record is checked
/// before anything is read, and the read itself stops one byte past the
/// limit, so a huge file, or a device that never ends, costs no memory.
pub(crate) fn read_capped(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let file = File::open(path).map_err(ReadError::Io)?;
    let meta = file.metadata().map_err(ReadError::Io)?;
    if meta.is_dir() {
        return Err(ReadError::Io(std::io::Error::other("it is a directory")));
    }
    if meta.len() > limit {
        return Err(ReadError::TooBig { size: meta.len() });
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(limit + 1).read_to_end(&mut bytes).map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooBig { size: limit + 1 });
    }
    Ok(bytes)
}
