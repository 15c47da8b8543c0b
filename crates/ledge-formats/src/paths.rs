//! Reading a level's files: the level itself, and the files it refers to
//! (external tilesets, LDtk level files), which must lie in the level's
//! folder or below it, and none of which may be huge.

use std::path::{Path, PathBuf};

use ledge_files::{read_capped, ReadError};

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
        let canonical = path.canonicalize().map_err(|_| match std::fs::symlink_metadata(path) {
            Ok(_) => ErrorKind::Unreadable { path: shown.to_string(), why: why_not_a_file(path, shown) },
            Err(_) => ErrorKind::Missing { path: shown.to_string() },
        })?;
        if !canonical.starts_with(&self.root) {
            return Err(ErrorKind::OutsideFolder { path: shown.to_string() });
        }
        Ok(canonical)
    }
}

/// The most symbolic links followed one after another before they are
/// called a loop, as Linux does.
const MAX_LINKS: usize = 40;

/// Why `path` (named `shown`) is no file that can be read: a symbolic link
/// in a loop or to nothing (the links named), a folder, not a file, or not
/// there at all.
pub(crate) fn why_not_a_file(path: &Path, shown: &str) -> String {
    let (mut at, mut chain) = (path.to_path_buf(), vec![shown.to_string()]);
    let mut seen = vec![at.clone()];
    while let Ok(target) = std::fs::read_link(&at) {
        chain.push(target.display().to_string());
        at = at.parent().unwrap_or(Path::new("")).join(target);
        if seen.contains(&at) || seen.len() > MAX_LINKS {
            return format!(
                "it is a symbolic link in a loop ({}), which leads to no file; point the link at the file",
                chain.join(" -> ")
            );
        }
        seen.push(at.clone());
    }
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_dir() => "it is a folder".into(),
        Ok(_) => "it is not a file".into(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound && chain.len() > 1 => {
            format!("it is a symbolic link to `{}`, which does not exist", chain[chain.len() - 1])
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => "no such file".into(),
        Err(e) => e.to_string(),
    }
}

/// The largest mapping file, bytes: a few lines of TOML.
pub const MAX_MAPPING_BYTES: u64 = 1 << 20;

/// What a file is read as, for its limit and for messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FileRole {
    /// A level, or a file it refers to: [`MAX_FILE_BYTES`].
    Level,
    /// A mapping file: [`MAX_MAPPING_BYTES`].
    Mapping,
}

impl FileRole {
    /// The largest file of this role, bytes.
    pub fn limit(self) -> u64 {
        match self {
            FileRole::Level => MAX_FILE_BYTES,
            FileRole::Mapping => MAX_MAPPING_BYTES,
        }
    }

    /// What the file should be, in a message (`a level file`).
    pub fn what(self) -> &'static str {
        match self {
            FileRole::Level => "a level file",
            FileRole::Mapping => "a mapping file",
        }
    }
}

/// Reads the level file (or a file it refers to) at `path` whole, unless
/// it is over [`MAX_FILE_BYTES`] (see [`read_as`]).
pub(crate) fn read(path: &Path) -> Result<Vec<u8>, ErrorKind> {
    read_as(path, FileRole::Level)
}

/// Reads `path` whole, unless it is over the limit of its `role`: the size
/// on record is checked before reading, and the read stops one byte past
/// the limit, so a huge file or a device that never ends costs no memory.
pub(crate) fn read_as(path: &Path, role: FileRole) -> Result<Vec<u8>, ErrorKind> {
    let limit = role.limit();
    read_capped(path, limit).map_err(|e| match e {
        ReadError::Io(e) => ErrorKind::Io(e.to_string()),
        ReadError::TooBig { size } => ErrorKind::TooBig { size, limit, what: role.what() },
        ReadError::NotAFile => ErrorKind::NotAFile { limit, what: role.what() },
    })
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
