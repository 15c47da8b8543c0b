//! A stable 64-bit hash (FNV-1a) for state fingerprints.
//!
//! Written here rather than taken from `std`: `DefaultHasher`'s algorithm may
//! change between Rust releases, and a state hash must stay the same for a
//! replay recorded today.

/// FNV-1a, 64 bits.
#[derive(Clone, Copy, Debug)]
pub struct StableHasher(u64);

impl Default for StableHasher {
    fn default() -> Self {
        StableHasher(0xcbf2_9ce4_8422_2325)
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
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
        self
    }

    /// Feeds a `u64`, little-endian.
    pub fn u64(&mut self, v: u64) -> &mut Self {
        self.bytes(&v.to_le_bytes())
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
}
