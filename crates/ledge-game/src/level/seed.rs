//! A level's seed: a fingerprint of its size and of where its actors
//! start, which seeds its random choices (the coins' wobble phases), so
//! that the same level always plays the same.
//!
//! The fingerprint is the engine's [`ledge_engine::StableHasher`] (FNV-1a)
//! of the width, the height, then each spawn's kind and place, as 64-bit
//! little-endian words. FNV-1a takes a byte at a time, each a
//! multiplication that waits for the one before, and most of these bytes
//! are zero (small kinds, cell positions as floats): a zero byte only
//! multiplies, so a run of them is one multiplication by a power of the
//! prime. Same value, a third of the waiting.

use super::{Spawn, SpawnKind};

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

/// FNV-1a of hash `h` fed the eight little-endian bytes of `word`.
fn feed(mut h: u64, mut word: u64) -> u64 {
    let mut left = 8;
    while word != 0 {
        let zeros = word.trailing_zeros() / 8;
        h = (h.wrapping_mul(POWERS[zeros as usize]) ^ (word >> (8 * zeros) & 0xff)).wrapping_mul(PRIME);
        word = word >> (8 * zeros) >> 8;
        left -= zeros + 1;
    }
    h.wrapping_mul(POWERS[left as usize])
}

/// The seed of a level `width` by `height` cells whose actors start at
/// `spawns`.
pub(super) fn seed(width: u32, height: u32, spawns: &[Spawn]) -> u64 {
    let mut h = feed(feed(BASIS, width as u64), height as u64);
    for spawn in spawns {
        let kind = match spawn.kind {
            SpawnKind::Player => 0,
            SpawnKind::Coin => 1,
            SpawnKind::BouncingLava { .. } => 2,
            SpawnKind::DrippingLava { .. } => 3,
            SpawnKind::Monster { .. } => 4,
        };
        h = feed(feed(feed(h, kind), spawn.at.x.to_bits()), spawn.at.y.to_bits());
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::{StableHasher, Vec2};

    #[test]
    fn feeding_a_word_is_the_engines_fnv_1a() {
        let words = [0, 1, 255, 256, 0x4045_0000_0000_0000, u64::MAX, 1 << 63, 0x0100_0000_0000_0001];
        for word in
            words.into_iter().chain((0..2000).map(|i: u64| i.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (i % 64)))
        {
            assert_eq!(feed(BASIS, word), StableHasher::new().u64(word).finish(), "{word:#x}");
        }
    }

    #[test]
    fn the_seed_is_the_engines_hash_of_size_and_spawns() {
        let kinds = [SpawnKind::Player, SpawnKind::Coin, SpawnKind::Monster { speed: 2.0 }];
        let spawns: Vec<Spawn> = (0..40)
            .map(|i| Spawn { kind: kinds[i % 3], at: Vec2::new(i as f64 * 1.5, (i * 7 % 13) as f64 - 0.5) })
            .collect();
        let mut h = StableHasher::new();
        h.u64(110).u64(47);
        for spawn in &spawns {
            let kind =
                [SpawnKind::Player, SpawnKind::Coin].iter().position(|k| *k == spawn.kind).unwrap_or(4);
            h.u64(kind as u64).f64(spawn.at.x).f64(spawn.at.y);
        }
        assert_eq!(seed(110, 47, &spawns), h.finish());
    }
}
