//! Writing a file so that nothing is ever half written or lost.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` so that a reader never sees half a file and
/// nothing but the file is replaced:
/// - a regular file (or a new one) is written beside it under a temporary
///   name, flushed to disk, and renamed over it, so it holds either the old
///   or the new bytes whatever happens;
/// - a symbolic link is followed: its target is written that way, and the
///   link stays a link;
/// - anything else that is not a folder (a device such as `/dev/null`, a
///   FIFO) is written through, never replaced.
pub fn write_file(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let target = match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => std::fs::canonicalize(path)?,
        _ => path.to_path_buf(),
    };
    match std::fs::metadata(&target) {
        Ok(meta) if meta.is_dir() => Err(std::io::Error::other("it is a folder")),
        Ok(meta) if !meta.is_file() => {
            std::fs::OpenOptions::new().write(true).open(&target)?.write_all(bytes)
        }
        _ => write_beside(&target, bytes),
    }
}

/// Writes a temporary file beside `path`, then renames it over `path`.
fn write_beside(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".{}.tmp", std::process::id()));
    let tmp: PathBuf = path.with_file_name(name);
    let written = File::create(&tmp).and_then(|mut file| {
        file.write_all(bytes)?;
        file.sync_all()
    });
    let renamed = written.and_then(|()| std::fs::rename(&tmp, path));
    if renamed.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    renamed
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    fn scratch(test: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ledge-files-{}-{test}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_regular_file_is_replaced_whole_and_no_temporary_is_left() {
        let dir = scratch("regular");
        let path = dir.join("out.txt");
        std::fs::write(&path, b"old").unwrap();
        write_file(&path, b"new bytes").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new bytes");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    }

    #[test]
    fn writing_to_dev_null_leaves_the_device_a_device() {
        use std::os::unix::fs::FileTypeExt;
        write_file(Path::new("/dev/null"), b"into nothing").unwrap();
        assert!(std::fs::metadata("/dev/null").unwrap().file_type().is_char_device());
    }

    #[test]
    fn writing_through_a_symlink_keeps_the_link_and_writes_its_target() {
        let dir = scratch("symlink");
        let (target, link) = (dir.join("target.txt"), dir.join("link.txt"));
        std::fs::write(&target, b"old").unwrap();
        std::os::unix::fs::symlink(&target, &link).unwrap();
        write_file(&link, b"new").unwrap();
        assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(std::fs::read(&target).unwrap(), b"new");
    }

    #[test]
    fn writing_into_a_fifo_feeds_its_reader_and_keeps_the_fifo() {
        use std::os::unix::fs::FileTypeExt;
        let dir = scratch("fifo");
        let fifo = dir.join("pipe");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if !made.is_ok_and(|s| s.success()) {
            eprintln!("skipped: no mkfifo");
            return;
        }
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::read(fifo).unwrap())
        };
        write_file(&fifo, b"through the pipe").unwrap();
        assert_eq!(reader.join().unwrap(), b"through the pipe");
        assert!(std::fs::metadata(&fifo).unwrap().file_type().is_fifo());
    }

    #[test]
    fn a_folder_is_not_written_over() {
        let dir = scratch("folder");
        let error = write_file(&dir, b"x").unwrap_err();
        assert!(error.to_string().contains("folder"));
        assert!(dir.is_dir());
    }
}
