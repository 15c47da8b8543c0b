//! Saves in the browser's local storage, one key per save: `ledge/settings.json`
//! and `ledge/progress.json`.

use super::SaveError;
use crate::web::page;

/// The browser's local storage.
#[derive(Clone, Debug)]
pub struct LocalStorage;

/// The key of the save `name`.
fn key(name: &str) -> String {
    format!("ledge/{name}")
}

impl LocalStorage {
    /// The text kept under the save `name`, or `None` when there is none.
    pub fn read(&self, name: &str) -> Result<Option<Vec<u8>>, SaveError> {
        Ok(page::storage_get(&key(name)).map(String::into_bytes))
    }

    /// Keeps `bytes` (JSON, so UTF-8) under the save `name`.
    pub fn write(&self, name: &str, bytes: &[u8]) -> Result<(), SaveError> {
        let text =
            std::str::from_utf8(bytes).map_err(|source| SaveError::NotText { key: key(name), source })?;
        page::storage_set(&key(name), text)
    }

    /// Moves the save `name` to the key `name.bak`; says where it went, or why it could not.
    pub fn move_aside(&self, name: &str) -> String {
        let (from, to) = (key(name), key(&format!("{name}.bak")));
        let moved = page::storage_get(&from).map(|text| page::storage_set(&to, &text));
        page::storage_remove(&from);
        match moved {
            Some(Err(e)) => format!("could not move it aside: {e}"),
            _ => format!("moved to local storage `{to}`"),
        }
    }

    /// Nothing to do: a write to local storage is whole or not at all.
    pub fn remove_unfinished_writes(&self, _names: &[&str]) {}

    /// The save `name` as the player would look for it: its key.
    pub fn describe(&self, name: &str) -> String {
        format!("local storage `{}`", key(name))
    }
}
