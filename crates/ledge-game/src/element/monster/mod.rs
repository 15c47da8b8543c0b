//! Monsters (`M`), in the element shape, with both rulesets' rules:
//!
//! - **declaration**: [`DECL`] (its character, its Tiled and LDtk names,
//!   its header key `monster X,Y: speed S`, its sound);
//! - **start**: `start`, by ruleset: an actor of its own (`eloquent`),
//!   or an engine body the world moves (`tiny`);
//! - **step**: `Monster::walk` (`eloquent`: it turns at a wall or an
//!   edge), or `follow` (`tiny`: it takes its body's box, which the
//!   engine's patrol turned);
//! - **touch**: stomped it dies and the player bounces as the ruleset's
//!   [`Stomp`] says (`stomp.rs`); any other touch loses (`play/touch.rs`
//!   applies it);
//! - **state**: `Monster::feed`, its box and its speed (and, with
//!   `tiny`, its body in the world's state);
//! - **figure**: [`ART`], drawn from `monster.art`.

mod rule;
mod stomp;

use ledge_engine::{BodyId, Rect, StateSink, Vec2, World};

pub use rule::{Monster, MonsterRule};
pub use stomp::{Stomp, StompTest};

use super::plan_char::{Legend, LegendEntry, SpawnKind};
use super::{Art, Fit, Gone, Import, Look, Mechanic, Mover, Object, Pace, ReachFact};
use crate::Ruleset;

/// The legend's `M`.
pub(crate) const MONSTER: LegendEntry = LegendEntry {
    ch: 'M',
    makes: Legend::Spawn(SpawnKind::Monster { speed: MonsterRule::SEED.speed }),
    meaning: "monster",
};

/// How monsters are declared.
pub const DECL: Mechanic = Mechanic {
    name: "monster",
    legend: &[MONSTER],
    names: &["monster", "mob", "enemy", "enemies"],
    tile_names: &[],
    keys: &["monster"],
    sound: Some("stomp"),
    reach: ReachFact::Bounces,
    import: Some(Import { spawn: import, per_tile: true }),
};

/// A monster from an editor's object: walking at its speed (or a
/// walker's default), to the left when it heads left.
fn import(object: &Object<'_>) -> Result<SpawnKind, String> {
    let speed = (object.speed)(object.walk_speed)?;
    Ok(SpawnKind::Monster { speed: if object.heading.x < 0.0 { -speed } else { speed } })
}

/// How a monster is shown: walking, a frame per quarter cell, and
/// flattened for a moment when stomped.
pub const ART: Art = Art {
    name: DECL.name,
    frames: &[&["walk-0", "walk-1", "walk-2", "walk-3"]],
    pace: Pace::Stride { cells: 0.25 },
    fit: Fit::Standing,
    glint: &[],
    gone: Gone::Blinks("squashed"),
    look: Look::Creature,
    channel: 3.0,
    editor_box: Rect::new(-0.1, -1.0, 1.2, 2.0),
};

impl Ruleset {
    /// Its stomp.
    pub const fn stomp(self) -> Stomp {
        match self {
            Ruleset::Eloquent => Stomp::ELOQUENT,
            Ruleset::Tiny => Stomp::TINY,
        }
    }
}

/// The monster of `ruleset` in the cell at `cell`, walking at up to
/// `speed` cells/s: with `tiny`, its body joins `world`, and `bodies` keeps
/// it by the monster's figure id `id`.
pub(crate) fn start(
    ruleset: Ruleset,
    id: u32,
    cell: Vec2,
    speed: f64,
    world: &mut World,
    bodies: &mut Vec<(u32, BodyId)>,
) -> Monster {
    match ruleset {
        Ruleset::Eloquent => Monster::new(cell, speed),
        Ruleset::Tiny => {
            let body = rule::tiny_body(cell, speed);
            let monster = Monster::of_body(&body);
            bodies.push((id, world.add_body(body)));
            monster
        }
    }
}

/// The `tiny` step, for the monsters the world moved: each takes its
/// body's box and speed.
pub(crate) fn follow(monsters: &mut [(u32, Monster)], bodies: &[(u32, BodyId)], world: &World) {
    // Both ascend by figure id, and every monster left has its body listed.
    let mut bodies = bodies.iter();
    for (id, monster) in monsters {
        let body = bodies.find(|&&(of, _)| of == *id).map(|&(_, body)| body);
        monster.follow(body.and_then(|body| world.body(body)));
    }
}

impl Mover for Monster {
    const DECL: &'static Mechanic = &DECL;

    fn rect(&self) -> Rect {
        self.rect
    }

    /// Facing left while it walks left.
    fn shown(&self) -> (&'static Art, u8, bool) {
        (&ART, 0, self.speed < 0.0)
    }

    /// Its tag, its box's corner and its speed.
    #[inline]
    fn feed(&self, h: &mut impl StateSink) {
        h.u64(3).f64(self.rect.x).f64(self.rect.y).f64(self.speed);
    }

    /// Its box's corner and its speed.
    fn key_words(&self, key: &mut Vec<u64>) {
        key.extend_from_slice(&[self.rect.x, self.rect.y, self.speed].map(f64::to_bits));
    }
}
