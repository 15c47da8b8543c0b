//! A level's fingerprints: its seed (its size and where its actors start),
//! which seeds its random choices (the coins' wobble phases), so that the
//! same level always plays the same, whatever file it came from; and the
//! fingerprint of all it holds, which tells a replay whether it is being
//! played on the level it was recorded on.

use ledge_engine::{Outside, PathMode, StableHasher};

use super::{Level, Spawn, SpawnKind};
use crate::PlayerMoves;

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

    /// The mark a verified level carries in its header (`verified`): a
    /// fingerprint of the level ([`Level::fingerprint`]) and of the physics
    /// it plays with ([`Level::preset`]), so that any change to either
    /// (a cell, an actor, the preset, gravity) makes another mark. A
    /// level's name, author, hint, theme and mark change nothing.
    ///
    /// ```
    /// use ledge_game::Level;
    /// let level = Level::parse("a.txt", ".@.o\n####\n").unwrap();
    /// let renamed = Level::parse("a.txt", "name: Other\n---\n.@.o\n####\n").unwrap();
    /// let tiny = Level::parse("a.txt", "physics: tiny\n---\n.@.o\n####\n").unwrap();
    /// assert_eq!(level.verification_mark(), renamed.verification_mark());
    /// assert_ne!(level.verification_mark(), tiny.verification_mark());
    /// ```
    pub fn verification_mark(&self) -> u64 {
        let mut h = StableHasher::new();
        h.u64(self.fingerprint()).u64(self.preset(None).fingerprint());
        h.finish()
    }

    /// A fingerprint of everything the level holds that a game plays on:
    /// its size, what lies outside, every tile and edge, every actor's
    /// start, kind and speed, every platform and path, its seed. Its name,
    /// author and hint are left out.
    pub fn fingerprint(&self) -> u64 {
        let mut h = StableHasher::new();
        let grid = &self.grid;
        let outside = match grid.outside() {
            Outside::Solid => 0,
            Outside::OpenBelow => 1,
            Outside::Open => 2,
        };
        h.u64(self.width as u64).u64(self.height as u64).u64(outside).u64(self.settings.seed);
        for y in 0..self.height as i64 {
            for x in 0..self.width as i64 {
                let edges = grid.wall(x, y) as u64 | (grid.ceiling(x, y) as u64) << 1;
                h.u64(grid.tile(x, y) as u64 | edges << 8);
            }
        }
        for spawn in &self.spawns {
            let (kind, speed) = match spawn.kind {
                SpawnKind::Player => (0, [0.0, 0.0]),
                SpawnKind::Coin => (1, [0.0, 0.0]),
                SpawnKind::BouncingLava { speed } => (2, [speed.x, speed.y]),
                SpawnKind::DrippingLava { speed } => (3, [speed.x, speed.y]),
                SpawnKind::Monster { speed } => (4, [speed, 0.0]),
            };
            h.u64(kind).f64(spawn.at.x).f64(spawn.at.y).f64(speed[0]).f64(speed[1]);
        }
        for platform in &self.platforms {
            let r = &platform.rect;
            h.f64(r.x).f64(r.y).f64(r.w).f64(r.h).u64(platform.one_way as u64);
            h.u64((platform.path.mode == PathMode::Loop) as u64);
            for point in &platform.path.waypoints {
                h.f64(point.pos.x).f64(point.pos.y).f64(point.speed).f64(point.pause);
            }
        }
        // Only a level with checkpoints hashes them, so that every level
        // made before them keeps its fingerprint (replays name it).
        if !self.checkpoints.is_empty() {
            h.u64(u64::MAX);
            for &(x, y) in &self.checkpoints {
                h.u64(x.into()).u64(y.into());
            }
        }
        // The same for a player who lacks some moves.
        if self.settings.moves != PlayerMoves::ALL {
            h.u64(u64::MAX - 2)
                .u64(self.settings.moves.dash as u64)
                .u64(self.settings.moves.wall_jump as u64);
            // A lone wall slide or wall jump, which no header gives.
            if self.settings.moves.wall_slide != self.settings.moves.wall_jump {
                h.u64(self.settings.moves.wall_slide as u64);
            }
        }
        // The same for the elements.
        if !self.elements.is_empty() {
            h.u64(u64::MAX - 1);
            for element in &self.elements {
                h.u64(element.kind.decl().ch.into()).u64(element.cell.0.into()).u64(element.cell.1.into());
            }
        }
        h.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_changed_in_anything_that_plays_has_another_fingerprint() {
        let plan = "......\n.@..o.\n######\n";
        let level = Level::parse("a.txt", plan).unwrap();
        let renamed = Level::parse("b.txt", &format!("name: Other\nauthor: someone\n---\n{plan}")).unwrap();
        assert_eq!(level.fingerprint(), renamed.fingerprint(), "the name is no part of the game");
        for changed in ["......\n.@.o..\n######\n", "......\n.@..o.\n###+##\n", "......\n.@..M.\n######\n"] {
            assert_ne!(
                Level::parse("a.txt", changed).unwrap().fingerprint(),
                level.fingerprint(),
                "{changed}"
            );
        }
        let flagged = Level::parse("a.txt", "......\n.@F.o.\n######\n").unwrap();
        assert_ne!(flagged.fingerprint(), level.fingerprint(), "a checkpoint plays");
        let mut edged = level.clone();
        edged.grid.set_wall(3, 1, true);
        assert_ne!(edged.fingerprint(), level.fingerprint());
    }
}
