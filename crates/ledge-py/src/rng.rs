//! The environments' own random numbers: which level of a list each
//! episode plays. The game itself draws none while it plays.

/// SplitMix64 (Steele, Lea and Flood, 2014): a 64-bit state, one multiply
/// chain per number; kept whole in an environment's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// The generator seeded with `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` at least 1), by Lemire's multiply-shift.
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_stays_below_and_repeats_from_a_seed() {
        let draws = |seed| {
            let mut rng = SplitMix64::new(seed);
            (0..100).map(|_| rng.below(3)).collect::<Vec<_>>()
        };
        assert!(draws(7).iter().all(|&k| k < 3));
        assert_eq!(draws(7), draws(7));
        assert_ne!(draws(7), draws(8));
    }
}
