//! The states a search has met, told apart by their exact words
//! ([`ledge_game::Play::state_key`]): two states are one only when every
//! word is equal, never because their fingerprints are.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// No entry.
const NONE: u32 = u32::MAX;

/// The keys met, each an entry numbered in the order it was added.
#[derive(Debug, Default)]
pub(crate) struct Seen {
    /// Per fingerprint, the newest entry with it.
    newest: HashMap<u64, u32, BuildHasherDefault<Fingerprint>>,
    entries: Vec<Entry>,
    /// Every entry's words, one after another.
    words: Vec<u64>,
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    start: usize,
    len: u32,
    /// The entry added before it with the same fingerprint.
    older: u32,
}

impl Seen {
    /// The newest entry whose words are `key`.
    pub fn find(&self, fingerprint: u64, key: &[u64]) -> Option<u32> {
        let mut at = *self.newest.get(&fingerprint)?;
        while at != NONE {
            let entry = self.entries[at as usize];
            if self.words[entry.start..entry.start + entry.len as usize] == *key {
                return Some(at);
            }
            at = entry.older;
        }
        None
    }

    /// Adds `key` as a new entry (the newest with its words, when it was
    /// met before) and returns its number.
    pub fn add(&mut self, fingerprint: u64, key: &[u64]) -> u32 {
        let id = self.entries.len() as u32;
        let older = self.newest.insert(fingerprint, id).unwrap_or(NONE);
        self.entries.push(Entry { start: self.words.len(), len: key.len() as u32, older });
        self.words.extend_from_slice(key);
        id
    }
}

/// A fingerprint of a key's words (FxHash's round, then a final mix so
/// that the low bits the table uses depend on every word).
pub(crate) fn fingerprint(words: &[u64]) -> u64 {
    let mut h = 0u64;
    for &w in words {
        h = (h.rotate_left(5) ^ w).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^ h >> 33
}

/// The table's hasher: its keys are fingerprints already.
#[derive(Default)]
pub(crate) struct Fingerprint(u64);

impl Hasher for Fingerprint {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0 << 8 | b as u64;
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_with_one_fingerprint_stay_apart() {
        let mut seen = Seen::default();
        let a = seen.add(7, &[1, 2, 3]);
        let b = seen.add(7, &[1, 2, 4]);
        assert_eq!(seen.find(7, &[1, 2, 3]), Some(a));
        assert_eq!(seen.find(7, &[1, 2, 4]), Some(b));
        assert_eq!(seen.find(7, &[1, 2]), None);
        assert_eq!(seen.find(8, &[1, 2, 3]), None);
    }

    #[test]
    fn a_key_added_again_is_found_as_its_newest_entry() {
        let mut seen = Seen::default();
        seen.add(1, &[5]);
        let again = seen.add(1, &[5]);
        assert_eq!(seen.find(1, &[5]), Some(again));
    }
}
