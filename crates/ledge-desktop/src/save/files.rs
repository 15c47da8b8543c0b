//! Saves as files in a directory, written atomically.

use std::path::{Path, PathBuf};

use super::SaveError;

/// A directory of save files.
#[derive(Clone, Debug)]
pub struct Files {
    dir: PathBuf,
}

impl Files {
    /// The files in `dir` (created on the first write).
    pub fn new(dir: &Path) -> Files {
        Files { dir: dir.to_path_buf() }
    }

    /// The bytes of the file `name`, or `None` when there is none.
    pub fn read(&self, name: &str) -> Result<Option<Vec<u8>>, SaveError> {
        let path = self.dir.join(name);
        match std::fs::read(&path) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(source) => Err(SaveError::Read { path, source }),
        }
    }

    /// Replaces the file `name` (which may lie in a folder of the
    /// directory) with `bytes`, atomically.
    pub fn write(&self, name: &str, bytes: &[u8]) -> Result<(), SaveError> {
        let path = self.dir.join(name);
        let folder = path.parent().unwrap_or(&self.dir);
        std::fs::create_dir_all(folder)
            .map_err(|source| SaveError::Folder { path: folder.to_path_buf(), source })?;
        ledge_files::write_file(&path, bytes).map_err(|source| SaveError::Write { path, source })
    }

    /// Renames the file `name` to `name.bak`; says where it went, or why it could not.
    pub fn move_aside(&self, name: &str) -> String {
        let bak = self.dir.join(format!("{name}.bak"));
        match std::fs::rename(self.dir.join(name), &bak) {
            Ok(()) => format!("moved to {}", bak.display()),
            Err(e) => format!("could not move it aside: {e}"),
        }
    }

    /// Removes what a write of one of `names` that was killed midway left:
    /// its temporary file (`settings.json.<process>.tmp`), never renamed
    /// over the save.
    pub fn remove_unfinished_writes(&self, names: &[&str]) {
        let Ok(entries) = std::fs::read_dir(&self.dir) else { return };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let ours = names.iter().any(|file| name.starts_with(&format!("{file}.")));
            if ours && name.ends_with(".tmp") {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }

    /// The file `name` as the player would look for it: its path.
    pub fn describe(&self, name: &str) -> String {
        self.dir.join(name).display().to_string()
    }
}
