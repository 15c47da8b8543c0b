//! The stomp: a monster the player lands on dies, any other touch kills
//! the player. Each ruleset has its own test and bounce ([`Stomp`]).
//!
//! Seed 002's exercise (the `eloquent` ruleset):
//!
//! ```text
//! When a monster touches the player, the effect depends on whether the
//! player is jumping on top of them or not. You can approximate this by
//! checking whether the player's bottom is near the monster's top. If this
//! is the case, the monster disappears. If not, the game is lost.
//! ```
//!
//! Seed 000's game (the `tiny` ruleset) kills a monster the player falls
//! on with its top more than half a tile above the monster's, and does not
//! bounce.

use ledge_engine::{Body, Rect};

/// What makes a touch of a monster a stomp.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum StompTest {
    /// Seed 002's "the player's bottom is near the monster's top": the
    /// player moved down during the step, and its bottom before the step
    /// was at most `slack` cells below the monster's top.
    BottomNearTop {
        /// How far below the monster's top the player's bottom may have
        /// been before the step, cells. More forgives a late stomp, and
        /// lets a player sinking into a monster's side stomp it.
        slack: f64,
    },
    /// Seed 000's game: the player is falling (its speed points down)
    /// and, after the step, its top is more than `depth` cells above the
    /// monster's top.
    TopAbove {
        /// How far above the monster's top the player's top must be,
        /// cells (strictly more; the game's `TILE/2`).
        depth: f64,
    },
}

/// The stomp's tunables: what counts as one, and how the player bounces
/// off.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stomp {
    /// What counts as a stomp (`eloquent`: a bottom at most a quarter of
    /// a cell below the monster's top; `tiny`: a top more than half a cell
    /// above the monster's top).
    pub test: StompTest,
    /// The player's upward speed after a stomp, as a share of its jump's
    /// take-off speed (`eloquent`: 0.7; `tiny`: 0, no bounce: the player
    /// keeps its speed). 1 bounces as high as a jump.
    pub bounce: f64,
}

impl Stomp {
    /// Seed 002's stomp, with a bounce.
    pub const ELOQUENT: Stomp = Stomp { test: StompTest::BottomNearTop { slack: 0.25 }, bounce: 0.7 };

    /// Seed 000's stomp, without one.
    pub const TINY: Stomp = Stomp { test: StompTest::TopAbove { depth: 0.5 }, bounce: 0.0 };

    /// True when the player, whose box was `before` at the start of the
    /// step, stomps the monster whose box is `monster` (both after the
    /// step, and touching).
    #[inline]
    pub fn stomps(&self, before: &Rect, player: &Body, monster: &Rect) -> bool {
        match self.test {
            StompTest::BottomNearTop { slack } => {
                player.rect.y > before.y && before.bottom() <= monster.y + slack
            }
            StompTest::TopAbove { depth } => player.vel.y > 0.0 && monster.y - player.rect.y > depth,
        }
    }

    /// Bounces `player` up off a stomped monster, at [`Stomp::bounce`]
    /// times `take_off` (its jump's take-off speed, cells/s); with no
    /// bounce, leaves it alone.
    pub fn bounce_off(&self, player: &mut Body, take_off: f64) {
        if self.bounce > 0.0 {
            player.vel.y = -take_off * self.bounce;
        }
    }
}

/// Seed 002's stomp.
impl Default for Stomp {
    fn default() -> Stomp {
        Stomp::ELOQUENT
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::Preset;

    #[test]
    fn an_eloquent_stomp_needs_a_fall_from_near_the_top() {
        let monster = Rect::new(0.0, 2.0, 1.2, 2.0);
        let before = Rect::new(0.0, 0.4, 0.8, 1.5);
        let mut player = Body::new(Rect { y: 0.6, ..before }, Preset::eloquent().motion);
        assert!(Stomp::ELOQUENT.stomps(&before, &player, &monster), "0.1 below the top");
        let deeper = Rect { y: 0.8, ..before };
        assert!(!Stomp::ELOQUENT.stomps(&deeper, &player, &monster), "0.3 below the top");
        player.rect.y = before.y;
        assert!(!Stomp::ELOQUENT.stomps(&before, &player, &monster), "not falling");
        Stomp::ELOQUENT.bounce_off(&mut player, 10.0);
        assert_eq!(player.vel.y, -7.0);
    }

    #[test]
    fn a_tiny_stomp_needs_a_fall_from_more_than_half_a_cell_above() {
        let mut player = Body::new(Rect::new(0.0, 0.0, 1.0, 1.0), Preset::tiny().motion);
        let monster = Rect::new(0.0, 0.75, 1.0, 1.0);
        let before = player.rect;
        player.vel.y = 1.0;
        assert!(Stomp::TINY.stomps(&before, &player, &monster));
        assert!(!Stomp::TINY.stomps(&before, &player, &Rect { y: 0.5, ..monster }));
        Stomp::TINY.bounce_off(&mut player, 10.0);
        assert_eq!(player.vel.y, 1.0, "no bounce");
        player.vel.y = 0.0;
        assert!(!Stomp::TINY.stomps(&before, &player, &monster), "a landed player cannot stomp");
    }
}
