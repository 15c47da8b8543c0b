//! Reading a file with a size limit checked before reading.

use std::fs::File;
use std::io::Read;
use std::path::Path;

/// Why a file could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// The operating system refused (or the path is a folder).
    Io(std::io::Error),
    /// The file is bigger than the limit; `size` is what its metadata says
    /// (or the limit plus one for a file that grew while it was read).
    TooBig {
        /// The file's size, bytes.
        size: u64,
    },
    /// The file is no regular file (a device such as `/dev/zero`, a pipe)
    /// and gave more than the limit: its size is unknown.
    NotAFile,
}

/// What to say of a file that is [`ReadError::NotAFile`], whose limit is
/// `limit` bytes, given as a `what` (`script`, `replay`).
pub fn not_a_file(limit: u64, what: &str) -> String {
    format!(
        "this is no regular file but a device or a pipe, and it goes on past {limit} bytes, the limit \
         for a {what}; give a {what} file"
    )
}

/// Reads at most `limit` bytes of `path`. The size on record is checked
/// before anything is read, and the read itself stops one byte past the
/// limit, so a huge file, or a device that never ends, costs no memory.
pub fn read_capped(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let file = File::open(path).map_err(ReadError::Io)?;
    let meta = file.metadata().map_err(ReadError::Io)?;
    if meta.is_dir() {
        return Err(ReadError::Io(std::io::Error::other("it is a folder")));
    }
    if meta.len() > limit {
        return Err(ReadError::TooBig { size: meta.len() });
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(limit + 1).read_to_end(&mut bytes).map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(if meta.is_file() { ReadError::TooBig { size: limit + 1 } } else { ReadError::NotAFile });
    }
    Ok(bytes)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_device_that_never_ends_is_cut_at_the_limit() {
        assert!(matches!(read_capped(Path::new("/dev/zero"), 1000), Err(ReadError::NotAFile)));
    }

    #[test]
    fn a_folder_is_refused_as_a_folder() {
        let Err(ReadError::Io(error)) = read_capped(&std::env::temp_dir(), 1000) else {
            panic!("read a folder")
        };
        assert_eq!(error.to_string(), "it is a folder");
    }
}
