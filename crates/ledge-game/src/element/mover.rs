//! What each kind of actor (a coin, moving lava, a monster) gives the game
//! beyond its step, in one impl of [`Mover`] in its folder; the
//! `actors!` list in `actor/mod.rs` names each kind once.

use ledge_engine::{Rect, StateSink, Vec2};

use super::{Art, Mechanic};

/// What a kind of actor gives the game beyond its step: its declaration,
/// its box, its figure and its words in a state's hash and key.
pub(crate) trait Mover: Copy {
    /// Its mechanic's declaration.
    const DECL: &'static Mechanic;

    /// Its box now, cells.
    fn rect(&self) -> Rect;

    /// Where it rests: the top-left corner of its box as placed, or now
    /// for one that moves on.
    fn home(&self) -> Vec2 {
        let rect = self.rect();
        Vec2::new(rect.x, rect.y)
    }

    /// How its figure shows it: its art, the art's state, and whether it
    /// faces left.
    fn shown(&self) -> (&'static Art, u8, bool);

    /// Feeds its tag and exact state to `h`.
    fn feed(&self, h: &mut impl StateSink);

    /// Appends its exact state's words to a state key, after its id.
    fn key_words(&self, key: &mut Vec<u64>);
}
