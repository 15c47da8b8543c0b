//! A level's seed: a fingerprint of its size and of where its actors
//! start, which seeds its random choices (the coins' wobble phases), so
//! that the same level always plays the same, whatever file it came from.

use ledge_engine::StableHasher;

use super::{Level, Spawn, SpawnKind};

impl Level {
    /// The seed of a level `width` by `height` cells whose actors start at
    /// `spawns`: the engine's [`StableHasher`] of the width, the height,
    /// then each spawn's kind and place. Every reader of levels (text plans,
    /// Tiled, LDtk) seeds its levels with it, so the same level drawn in
    /// any of them plays the same.
    pub fn seed_of(width: u32, height: u32, spawns: &[Spawn]) -> u64 {
        let mut h = StableHasher::new();
        h.u64(width as u64).u64(height as u64);
        for spawn in spawns {
            let kind = match spawn.kind {
                SpawnKind::Player => 0,
                SpawnKind::Coin => 1,
                SpawnKind::BouncingLava { .. } => 2,
                SpawnKind::DrippingLava { .. } => 3,
                SpawnKind::Monster { .. } => 4,
            };
            h.u64(kind).f64(spawn.at.x).f64(spawn.at.y);
        }
        h.finish()
    }
}
