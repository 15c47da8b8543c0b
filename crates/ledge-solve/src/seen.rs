//! The states a search has met, told apart by their exact words
//! ([`ledge_game::Play::state_key`]): two states are one only when every
//! word is equal, never because their fingerprints are.
//!
//! A key is kept as pieces of [`PIECE`] words, each piece once however
//! many keys hold it ([`Pieces`]), and a key as the numbers of its pieces.
//! Most of a key is the same in many states (the coins, lava and platforms
//! of one step move alike whatever the player did), so a state costs its
//! few pieces of its own and a number per piece, not all its words.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// No entry.
const NONE: u32 = u32::MAX;

/// Words in a piece of a key (the last piece of a key may be shorter).
const PIECE: usize = 8;

/// The keys met, each an entry numbered in the order it was added.
#[derive(Debug, Default)]
pub(crate) struct Seen {
    /// Per fingerprint, the newest entry with it.
    newest: HashMap<u64, u32, BuildHasherDefault<Fingerprint>>,
    entries: Vec<Entry>,
    /// Every entry's pieces, one after another.
    pieces: Vec<u32>,
    /// The pieces' words.
    words: Pieces,
    /// The pieces of the key added last, by place: a key added next often
    /// shares most of them (a state's children are added one after
    /// another, and move the coins, lava and platforms alike), which a
    /// comparison finds sooner than the pieces' table.
    last: Vec<u32>,
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    /// Where its pieces start in `pieces`.
    start: u32,
    /// Its words.
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
            if entry.len as usize == key.len() && self.holds(entry, key) {
                return Some(at);
            }
            at = entry.older;
        }
        None
    }

    /// True when `entry`'s pieces are `key`'s words (as many words).
    fn holds(&self, entry: Entry, key: &[u64]) -> bool {
        let pieces = &self.pieces[entry.start as usize..];
        key.chunks(PIECE).zip(pieces).all(|(words, &piece)| same(words, self.words.get(piece)))
    }

    /// Adds `key` as a new entry (the newest with its words, when it was
    /// met before) and returns its number.
    pub fn add(&mut self, fingerprint: u64, key: &[u64]) -> u32 {
        let id = self.entries.len() as u32;
        let older = self.newest.insert(fingerprint, id).unwrap_or(NONE);
        let start = u32::try_from(self.pieces.len()).expect("fewer than 4 billion pieces of keys");
        self.entries.push(Entry { start, len: key.len() as u32, older });
        for (place, words) in key.chunks(PIECE).enumerate() {
            let words = padded(words);
            let piece = match self.last.get(place) {
                Some(&last) if same(&words, self.words.get(last)) => last,
                _ => self.words.intern(words),
            };
            self.pieces.push(piece);
        }
        self.last.clear();
        self.last.extend_from_slice(&self.pieces[start as usize..]);
        id
    }
}

/// A piece of a key: its words, then zeros to [`PIECE`] words (keys of
/// different lengths are never compared, so the zeros tell nothing apart).
type Piece = [u64; PIECE];

/// `words` (at most [`PIECE`]), padded to a piece.
fn padded(words: &[u64]) -> Piece {
    let mut piece = [0; PIECE];
    piece[..words.len()].copy_from_slice(words);
    piece
}

/// True when `piece` starts with `words`: the words' differences folded
/// together, which the compiler turns into a few vector instructions for
/// a whole piece (no branch per word, no call to compare memory).
#[inline]
fn same(words: &[u64], piece: &Piece) -> bool {
    let differ = |words: &[u64], piece: &[u64]| words.iter().zip(piece).fold(0, |d, (a, b)| d | (a ^ b));
    match <&Piece>::try_from(words) {
        Ok(whole) => differ(whole, piece) == 0,
        Err(_) => differ(words, piece) == 0,
    }
}

/// Pieces of keys, each kept once, numbered in the order they were met.
#[derive(Debug, Default)]
struct Pieces {
    /// Per fingerprint of a piece's words, the newest piece with it.
    newest: HashMap<u64, u32, BuildHasherDefault<Fingerprint>>,
    /// Per piece, the piece met before it with the same fingerprint.
    older: Vec<u32>,
    /// Every piece's words.
    words: Vec<Piece>,
}

impl Pieces {
    /// Piece number `piece`'s words.
    fn get(&self, piece: u32) -> &Piece {
        &self.words[piece as usize]
    }

    /// The number of the piece `words`, kept first when it is new.
    fn intern(&mut self, words: Piece) -> u32 {
        let print = fingerprint(&words);
        let mut at = self.newest.get(&print).copied().unwrap_or(NONE);
        while at != NONE {
            if same(&words, self.get(at)) {
                return at;
            }
            at = self.older[at as usize];
        }
        let id = u32::try_from(self.words.len()).expect("fewer than 4 billion pieces");
        self.older.push(self.newest.insert(print, id).unwrap_or(NONE));
        self.words.push(words);
        id
    }
}

/// A fingerprint of a key's words: FxHash's round in four lanes (every
/// fourth word each, so that the rounds of one word do not wait for the
/// last's), the lanes folded, then a final mix so that the low bits the
/// table uses depend on every word. It only finds candidates: which entry
/// a key is never depends on it.
pub(crate) fn fingerprint(words: &[u64]) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let round = |h: u64, w: u64| (h.rotate_left(5) ^ w).wrapping_mul(K);
    let mut lanes = [0u64, 1, 2, 3];
    let mut quads = words.chunks_exact(4);
    for quad in &mut quads {
        for (lane, &w) in lanes.iter_mut().zip(quad) {
            *lane = round(*lane, w);
        }
    }
    let mut h = lanes.into_iter().fold(words.len() as u64, round);
    for &w in quads.remainder() {
        h = round(h, w);
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
    use proptest::prelude::*;

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

    #[test]
    fn keys_that_share_pieces_keep_them_once() {
        let mut seen = Seen::default();
        let shared: Vec<u64> = (0..16).collect();
        for own in 0..100u64 {
            let key: Vec<u64> = [own].iter().chain(&[9; 7]).chain(&shared).copied().collect();
            seen.add(fingerprint(&key), &key);
        }
        // 100 first pieces of their own, then the two shared ones.
        assert_eq!(seen.words.words.len(), 102);
    }

    proptest! {
        /// The pieces and the fingerprints change nothing: the entry found
        /// for a key is the newest added with exactly its words, as a plain
        /// table of whole keys says. Few word values and a fingerprint of
        /// 3 bits make shared pieces and colliding fingerprints common.
        #[test]
        fn finds_what_a_table_of_whole_keys_finds(
            keys in prop::collection::vec(prop::collection::vec(0u64..3, 0..20), 1..60),
            probes in prop::collection::vec(prop::collection::vec(0u64..3, 0..20), 0..30),
        ) {
            let print = |key: &[u64]| fingerprint(key) & 7;
            let mut seen = Seen::default();
            let mut plain: HashMap<Vec<u64>, u32> = HashMap::new();
            for key in &keys {
                prop_assert_eq!(seen.find(print(key), key), plain.get(key).copied());
                let id = seen.add(print(key), key);
                plain.insert(key.clone(), id);
            }
            for key in keys.iter().chain(&probes) {
                prop_assert_eq!(seen.find(print(key), key), plain.get(key).copied());
            }
        }
    }
}
