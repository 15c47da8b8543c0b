//! A stable 64-bit hash (FNV-1a) for state fingerprints.
//!
//! Written here rather than taken from `std`: `DefaultHasher`'s algorithm may
//! change between Rust releases, and a state hash must stay the same for a
//! replay recorded today.

/// FNV-1a's 64-bit offset basis.
const BASIS: u64 = 0xcbf2_9ce4_8422_2325;

/// FNV-1a's 64-bit prime.
const PRIME: u64 = 0x0100_0000_01b3;

/// `PRIME` to the powers 0 to 8, wrapping.
const POWERS: [u64; 9] = {
    let mut powers = [1u64; 9];
    let mut k = 1;
    while k < 9 {
        powers[k] = powers[k - 1].wrapping_mul(PRIME);
        k += 1;
    }
    powers
};

/// Where the exact words of a state go, in order: a [`StableHasher`] makes
/// them a fingerprint; a `Vec<u64>` keeps them whole, a key that two states
/// share only when they are bit-identical (a search compares states this
/// way, where a fingerprint could collide).
pub trait StateSink {
    /// Feeds a word.
    fn u64(&mut self, word: u64) -> &mut Self;

    /// Feeds an `f64`'s exact bits.
    #[inline]
    fn f64(&mut self, v: f64) -> &mut Self {
        self.u64(v.to_bits())
    }

    /// Feeds `words` in order, as [`StateSink::u64`] one by one does (a
    /// sink that keeps the words takes them at once).
    #[inline]
    fn words(&mut self, words: &[u64]) -> &mut Self {
        for &word in words {
            self.u64(word);
        }
        self
    }
}

impl StateSink for StableHasher {
    #[inline]
    fn u64(&mut self, word: u64) -> &mut Self {
        StableHasher::u64(self, word)
    }
}

impl StateSink for Vec<u64> {
    #[inline]
    fn u64(&mut self, word: u64) -> &mut Self {
        self.push(word);
        self
    }

    #[inline]
    fn words(&mut self, words: &[u64]) -> &mut Self {
        self.extend_from_slice(words);
        self
    }
}

/// FNV-1a, 64 bits.
#[derive(Clone, Copy, Debug)]
pub struct StableHasher(u64);

impl Default for StableHasher {
    fn default() -> Self {
        StableHasher(BASIS)
    }
}

impl StableHasher {
    /// A fresh hasher.
    pub fn new() -> StableHasher {
        StableHasher::default()
    }

    /// Feeds bytes.
    pub fn bytes(&mut self, bytes: &[u8]) -> &mut Self {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(PRIME);
        }
        self
    }

    /// Feeds a `u64`, little-endian: the same as [`StableHasher::bytes`]
    /// of its eight bytes, in fewer steps. Each byte is a multiplication
    /// that waits for the one before, but a zero byte (most bytes of small
    /// numbers and of round floats) only multiplies, so a run of them is
    /// one multiplication by a power of the prime.
    pub fn u64(&mut self, mut word: u64) -> &mut Self {
        let mut left = 8;
        while word != 0 {
            let zeros = word.trailing_zeros() / 8;
            let h = self.0.wrapping_mul(POWERS[zeros as usize]) ^ (word >> (8 * zeros) & 0xff);
            self.0 = h.wrapping_mul(PRIME);
            word = word >> (8 * zeros) >> 8;
            left -= zeros + 1;
        }
        self.0 = self.0.wrapping_mul(POWERS[left as usize]);
        self
    }

    /// Feeds an `f64`'s exact bits.
    pub fn f64(&mut self, v: f64) -> &mut Self {
        self.u64(v.to_bits())
    }

    /// The hash so far.
    pub fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_published_fnv1a_vectors() {
        assert_eq!(StableHasher::new().finish(), 0xcbf29ce484222325);
        assert_eq!(StableHasher::new().bytes(b"a").finish(), 0xaf63dc4c8601ec8c);
        assert_eq!(StableHasher::new().bytes(b"foobar").finish(), 0x85944171f73967e8);
    }

    #[test]
    fn a_word_hashes_as_its_eight_bytes() {
        let words = [0, 1, 255, 256, 0x4045_0000_0000_0000, u64::MAX, 1 << 63, 0x0100_0000_0000_0001];
        let mixed = (0..5000).map(|i: u64| i.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (i % 64));
        for word in words.into_iter().chain(mixed) {
            let mut h = StableHasher::new();
            h.bytes(b"before");
            assert_eq!(h.clone().u64(word).finish(), h.bytes(&word.to_le_bytes()).finish(), "{word:#x}");
        }
    }
}
