//! Reading a level's files: the level itself, and the files it refers to
//! (external tilesets, object templates, LDtk level files).
//!
//! The rule for references, which serves designers and stays safe against
//! a hostile level from the internet:
//! 1. A reference may leave the level's folder, but not the project's root:
//!    the highest of the folder above the level's, the nearest folder up
//!    holding a `.tiled-project` or an `.ldtk` project, and the nearest
//!    holding `.git` (a repository's tree). Games keep `levels/` beside
//!    `tilesets/` or `assets/`, some with the Tiled project file in
//!    `levels/` and the assets one folder up, as Tiled allows; nothing a
//!    level needs lies above its project. Symbolic links are followed, then the place
//!    they lead to must lie inside the root (`../../../etc/passwd`, an
//!    absolute path and a link out of the project are refused alike).
//! 2. It may not pass through a hidden file or folder (`.git`, `.ssh`).
//! 3. It is read only as what it claims to be: a tileset's file must be
//!    named as one (`.tsx`, `.tsj`, `.json`), a template's as one (`.tx`,
//!    `.tj`), an LDtk level file as one (`.ldtkl`, `.json`), and it is
//!    parsed as that and nothing else; its bytes are never echoed.
//! 4. It must be a regular file (not a folder, a device such as
//!    `/dev/zero`, or a pipe, which could block a read for ever), of at
//!    most [`MAX_FILE_BYTES`]: the size on record is checked before
//!    reading, and the read stops one byte past the limit.
//! 5. Nothing is ever written.

use std::path::{Component, Path, PathBuf};

use ledge_files::{read_capped, ReadError};

use crate::error::{ErrorKind, FormatError, Outside};

/// The largest file a level may consist of, bytes. Editor files are
/// verbose (an LDtk project repeats its tiles' pixel positions), so this is
/// larger than the limit for text plans.
pub const MAX_FILE_BYTES: u64 = 64 << 20;

/// What a level refers to a file as: what the file must be named as, and
/// is read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reference {
    /// A Tiled tileset (`.tsx`, `.tsj`, `.json`).
    Tileset,
    /// A Tiled object template (`.tx`, `.tj`).
    Template,
    /// An LDtk project's level file (`.ldtkl`, `.json`).
    LevelFile,
    /// A Tiled map of a world (`.tmx`, `.tmj`, `.json`).
    Map,
}

impl Reference {
    /// The extensions a file of this kind may have, lowercase.
    fn extensions(self) -> &'static [&'static str] {
        match self {
            Reference::Tileset => &["tsx", "tsj", "json"],
            Reference::Template => &["tx", "tj"],
            Reference::LevelFile => &["ldtkl", "json"],
            Reference::Map => &["tmx", "tmj", "json"],
        }
    }

    /// What the file is and its extensions, in a message.
    fn named(self) -> &'static str {
        match self {
            Reference::Tileset => "a tileset (.tsx, .tsj, .json)",
            Reference::Template => "an object template (.tx, .tj)",
            Reference::LevelFile => "an LDtk level file (.ldtkl, .json)",
            Reference::Map => "a Tiled map (.tmx, .tmj, .json)",
        }
    }

    /// The kind a file named `path` is referred to as by the `tiled` crate,
    /// which asks for tilesets and templates by their extension.
    pub fn by_extension(path: &Path) -> Option<Reference> {
        let extension = path.extension()?.to_string_lossy().to_ascii_lowercase();
        [Reference::Tileset, Reference::Template]
            .into_iter()
            .find(|r| r.extensions().contains(&extension.as_str()))
    }
}

/// The root of a level's project: the files it refers to must lie inside
/// it (see the rule above).
#[derive(Clone, Debug)]
pub(crate) struct Root {
    /// The root, canonical.
    root: PathBuf,
    /// The level's folder, canonical.
    folder: PathBuf,
}

impl Root {
    /// The root of the project of `level` (which must exist): the highest
    /// of the folder above the level's, the nearest folder up holding a
    /// `.tiled-project` or an `.ldtk` file, and the nearest holding `.git`.
    pub fn of(level: &Path) -> Result<Root, FormatError> {
        let name = level.display().to_string();
        let canonical =
            level.canonicalize().map_err(|e| FormatError::new(&name, ErrorKind::Io(e.to_string())))?;
        let folder = canonical.parent().map(Path::to_path_buf).unwrap_or_else(|| canonical.clone());
        let above = folder.parent().unwrap_or(&folder);
        let project = folder.ancestors().find(|dir| holds_a_project(dir));
        let repository = folder.ancestors().find(|dir| dir.join(".git").exists());
        // Each candidate is an ancestor of the level's folder: the highest
        // is the shortest.
        let root = [Some(above), project, repository]
            .into_iter()
            .flatten()
            .min_by_key(|dir| dir.components().count());
        Ok(Root { root: root.unwrap_or(above).to_path_buf(), folder })
    }

    /// The root, canonical.
    #[cfg(test)]
    pub fn path(&self) -> &Path {
        &self.root
    }

    /// The file that `reference` (a path as a level gives it, relative to
    /// the folder of `from`) names as a file of kind `what`, once it is
    /// known to be one that the rule above lets the level read.
    pub fn resolve(&self, from: &Path, reference: &str, what: Reference) -> Result<PathBuf, ErrorKind> {
        let base = from.parent().unwrap_or(Path::new(""));
        self.check(&base.join(reference), reference, what)
    }

    /// `path` (canonical, inside the root) as messages name it: relative
    /// to the level's folder when it lies there, else to the root.
    pub fn relative(&self, path: &Path) -> String {
        let relative = path.strip_prefix(&self.folder).or_else(|_| path.strip_prefix(&self.root));
        relative.unwrap_or(path).display().to_string()
    }

    /// `path`, canonical, once it is known to be a file of kind `what` that
    /// the rule above lets the level read; errors name it `shown`.
    pub fn check(&self, path: &Path, shown: &str, what: Reference) -> Result<PathBuf, ErrorKind> {
        let resolved: Box<str> = tidy(path).display().to_string().into();
        // Out by its text alone: refused before the file system is asked
        // whether it exists.
        let outside = |resolved: &Path| {
            ErrorKind::OutsideRoot(Box::new(Outside {
                path: shown.into(),
                resolved: resolved.display().to_string(),
                root: self.root.display().to_string(),
            }))
        };
        let lexical = absolute(path);
        if !lexical.starts_with(&self.root) {
            return Err(outside(&lexical));
        }
        let canonical = path.canonicalize().map_err(|_| match std::fs::symlink_metadata(path) {
            Ok(_) => ErrorKind::Unreadable { path: shown.to_string(), why: why_not_a_file(path, shown) },
            Err(_) => ErrorKind::Missing { path: shown.to_string(), resolved: resolved.clone() },
        })?;
        let Ok(inside) = canonical.strip_prefix(&self.root) else { return Err(outside(&canonical)) };
        if inside.components().any(|c| c.as_os_str().to_string_lossy().starts_with('.')) {
            return Err(ErrorKind::Hidden {
                path: shown.into(),
                resolved: canonical.display().to_string().into(),
            });
        }
        if !std::fs::metadata(&canonical).is_ok_and(|m| m.is_file()) {
            return Err(ErrorKind::Unreadable { path: shown.to_string(), why: why_not_a_file(path, shown) });
        }
        let extension = canonical.extension().map(|e| e.to_string_lossy().to_ascii_lowercase());
        if !extension.is_some_and(|e| what.extensions().contains(&e.as_str())) {
            return Err(ErrorKind::WrongKind { path: shown.into(), what: what.named() });
        }
        Ok(canonical)
    }
}

/// Whether `dir` holds a project file: a `.tiled-project` or an `.ldtk`.
fn holds_a_project(dir: &Path) -> bool {
    let Ok(entries) = std::fs::read_dir(dir) else { return false };
    entries.flatten().any(|entry| {
        let path = entry.path();
        let marked = path.extension().is_some_and(|e| e == "ldtk" || e == "tiled-project");
        marked && entry.file_type().is_ok_and(|t| t.is_file())
    })
}

/// `path` made absolute from its nearest ancestor that exists (taken
/// canonical), with the rest of it tidied by its text alone.
fn absolute(path: &Path) -> PathBuf {
    let path = tidy(path);
    for ancestor in path.ancestors() {
        let base = if ancestor.as_os_str().is_empty() { Path::new(".") } else { ancestor };
        if let Ok(canonical) = base.canonicalize() {
            let rest = path.strip_prefix(ancestor).unwrap_or(Path::new(""));
            return tidy(&canonical.join(rest));
        }
    }
    path
}

/// `path` with its `.` and `..` taken out by their text alone: the path a
/// reference leads to as a designer reads it, for messages.
pub(crate) fn tidy(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir if matches!(out.components().next_back(), Some(Component::Normal(_))) => {
                out.pop();
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
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

    fn fresh(test: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ledge-formats-paths-{}-{test}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn references_may_leave_the_levels_folder_but_not_the_folder_above() {
        let dir = fresh("above");
        for folder in ["game/levels", "game/tilesets"] {
            std::fs::create_dir_all(dir.join(folder)).unwrap();
        }
        for file in
            ["game/levels/level.tmx", "game/tilesets/tiles.tsx", "secret.tsx", "game/levels/tiles.tsx"]
        {
            std::fs::write(dir.join(file), "x").unwrap();
        }
        let level = dir.join("game/levels/level.tmx");
        let root = Root::of(&level).unwrap();
        assert!(root.resolve(&level, "tiles.tsx", Reference::Tileset).is_ok());
        assert!(root.resolve(&level, "./tiles.tsx", Reference::Tileset).is_ok());
        assert!(root.resolve(&level, "../tilesets/tiles.tsx", Reference::Tileset).is_ok());
        assert!(matches!(
            root.resolve(&level, "../../secret.tsx", Reference::Tileset),
            Err(ErrorKind::OutsideRoot(_))
        ));
        let absolute = dir.join("secret.tsx").display().to_string();
        assert!(matches!(
            root.resolve(&level, &absolute, Reference::Tileset),
            Err(ErrorKind::OutsideRoot(_))
        ));
        assert!(matches!(
            root.resolve(&level, "nope.tsx", Reference::Tileset),
            Err(ErrorKind::Missing { path, .. }) if path == "nope.tsx"
        ));
        assert!(matches!(
            root.resolve(&level, "level.tmx", Reference::Tileset),
            Err(ErrorKind::WrongKind { .. })
        ));
        assert!(matches!(read(&dir), Err(ErrorKind::Io(_))));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_project_marker_widens_the_root_up_to_it() {
        let dir = fresh("marker");
        std::fs::create_dir_all(dir.join("game/assets/maps/world1")).unwrap();
        std::fs::create_dir_all(dir.join("game/art")).unwrap();
        std::fs::write(dir.join("game/game.tiled-project"), "{}").unwrap();
        std::fs::write(dir.join("game/art/tiles.tsj"), "{}").unwrap();
        std::fs::write(dir.join("game/assets/maps/world1/a.tmj"), "{}").unwrap();
        let level = dir.join("game/assets/maps/world1/a.tmj");
        let root = Root::of(&level).unwrap();
        assert_eq!(root.path(), dir.join("game").canonicalize().unwrap());
        assert!(root.resolve(&level, "../../../art/tiles.tsj", Reference::Tileset).is_ok());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_project_file_beside_the_levels_lets_them_reach_the_assets_one_folder_up() {
        let dir = fresh("beside");
        std::fs::create_dir_all(dir.join("game/levels")).unwrap();
        std::fs::create_dir_all(dir.join("game/assets")).unwrap();
        std::fs::write(dir.join("game/levels/game.tiled-project"), "{}").unwrap();
        std::fs::write(dir.join("game/levels/a.tmx"), "x").unwrap();
        std::fs::write(dir.join("game/assets/tiles.tsx"), "x").unwrap();
        std::fs::write(dir.join("secret.tsx"), "x").unwrap();
        let level = dir.join("game/levels/a.tmx");
        let root = Root::of(&level).unwrap();
        assert!(root.resolve(&level, "../assets/tiles.tsx", Reference::Tileset).is_ok());
        assert!(matches!(
            root.resolve(&level, "../../secret.tsx", Reference::Tileset),
            Err(ErrorKind::OutsideRoot(_))
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_repositorys_tree_is_the_project_but_its_hidden_folders_are_not() {
        let dir = fresh("git");
        std::fs::create_dir_all(dir.join("repo/.git")).unwrap();
        std::fs::create_dir_all(dir.join("repo/content/maps/world1")).unwrap();
        std::fs::create_dir_all(dir.join("repo/art/tiles")).unwrap();
        std::fs::write(dir.join("repo/content/maps/world1/a.tmx"), "x").unwrap();
        std::fs::write(dir.join("repo/art/tiles/t.tsx"), "x").unwrap();
        std::fs::write(dir.join("repo/.git/t.tsx"), "x").unwrap();
        let level = dir.join("repo/content/maps/world1/a.tmx");
        let root = Root::of(&level).unwrap();
        assert_eq!(root.path(), dir.join("repo").canonicalize().unwrap());
        assert!(root.resolve(&level, "../../../art/tiles/t.tsx", Reference::Tileset).is_ok());
        assert!(matches!(
            root.resolve(&level, "../../../.git/t.tsx", Reference::Tileset),
            Err(ErrorKind::Hidden { .. })
        ));
        assert!(matches!(
            root.resolve(&level, "/dev/zero", Reference::Tileset),
            Err(ErrorKind::OutsideRoot(_))
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn tidy_paths_read_as_a_designer_reads_them() {
        assert_eq!(tidy(Path::new("levels/../tilesets/./t.tsx")), Path::new("tilesets/t.tsx"));
        assert_eq!(tidy(Path::new("../t.tsx")), Path::new("../t.tsx"));
    }
}
