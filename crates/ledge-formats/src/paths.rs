//! Reading a level's files: the level itself, and the files it refers to
//! (external tilesets, LDtk level files), which must lie in the level's
//! folder or below it, and none of which may be huge.

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

use crate::error::{ErrorKind, FormatError};

/// The largest file a level may consist of, bytes. Editor files are
/// verbose (an LDtk project repeats its tiles' pixel positions), so this is
/// larger than the limit for text plans.
pub const MAX_FILE_BYTES: u64 = 64 << 20;

/// The folder of a level: the files it refers to must lie inside it.
#[derive(Clone, Debug)]
pub(crate) struct Folder {
    /// The folder, canonical.
    root: PathBuf,
}

impl Folder {
    /// The folder holding `level` (which must exist).
    pub fn of(level: &Path) -> Result<Folder, FormatError> {
        let name = level.display().to_string();
        let canonical =
            level.canonicalize().map_err(|e| FormatError::new(&name, ErrorKind::Io(e.to_string())))?;
        let root = canonical.parent().map(Path::to_path_buf).unwrap_or(canonical);
        Ok(Folder { root })
    }

    /// The file that `reference` (a path as a level gives it, relative to
    /// the folder of `from`) names, once it is known to exist and to lie
    /// inside the level's folder. Absolute references are refused too,
    /// unless they lead inside the folder.
    pub fn resolve(&self, from: &Path, reference: &str) -> Result<PathBuf, ErrorKind> {
        let base = from.parent().unwrap_or(Path::new(""));
        self.check(&base.join(reference), reference)
    }

    /// `path` (canonical, inside the folder) relative to the folder, as
    /// messages name it.
    pub fn relative(&self, path: &Path) -> String {
        path.strip_prefix(&self.root).unwrap_or(path).display().to_string()
    }

    /// `path`, canonical, once it is known to exist and to lie inside the
    /// level's folder; errors name it `shown`.
    pub fn check(&self, path: &Path, shown: &str) -> Result<PathBuf, ErrorKind> {
        let canonical = path.canonicalize().map_err(|_| ErrorKind::Missing { path: shown.to_string() })?;
        if !canonical.starts_with(&self.root) {
            return Err(ErrorKind::OutsideFolder { path: shown.to_string() });
        }
        Ok(canonical)
    }
}

/// Reads `path` whole, unless it is over [`MAX_FILE_BYTES`]: the size on
/// record is checked before reading, and the read stops one byte past the
/// limit, so a huge file or a device that never ends costs no memory.
pub(crate) fn read(path: &Path) -> Result<Vec<u8>, ErrorKind> {
    let io = |e: std::io::Error| ErrorKind::Io(e.to_string());
    let file = File::open(path).map_err(io)?;
    let meta = file.metadata().map_err(io)?;
    if meta.is_dir() {
        return Err(ErrorKind::Io("it is a folder".into()));
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(ErrorKind::TooBig { size: meta.len(), limit: MAX_FILE_BYTES });
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes).map_err(io)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(ErrorKind::TooBig { size: MAX_FILE_BYTES + 1, limit: MAX_FILE_BYTES });
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_must_exist_and_stay_in_the_folder() {
        let dir = std::env::temp_dir().join(format!("ledge-formats-paths-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        std::fs::write(dir.join("sub/level.tmx"), "x").unwrap();
        std::fs::write(dir.join("sub/tiles.tsx"), "x").unwrap();
        std::fs::write(dir.join("secret.tsx"), "x").unwrap();
        let level = dir.join("sub/level.tmx");
        let folder = Folder::of(&level).unwrap();
        assert!(folder.resolve(&level, "tiles.tsx").is_ok());
        assert!(folder.resolve(&level, "./tiles.tsx").is_ok());
        assert_eq!(
            folder.resolve(&level, "../secret.tsx"),
            Err(ErrorKind::OutsideFolder { path: "../secret.tsx".into() })
        );
        let absolute = dir.join("secret.tsx").display().to_string();
        assert!(matches!(folder.resolve(&level, &absolute), Err(ErrorKind::OutsideFolder { .. })));
        assert_eq!(folder.resolve(&level, "nope.tsx"), Err(ErrorKind::Missing { path: "nope.tsx".into() }));
        assert!(matches!(read(&dir), Err(ErrorKind::Io(_))));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
