//! The actors that move through a level besides the player's body: coins,
//! moving lava and monsters, each kind's rules in `element/`. The player is
//! an engine body ([`player`]).
//!
//! Every kind is named once, in the `actors!` list below: its variant of
//! [`Actor`], its type (whose [`Mover`] impl, in its folder, gives its
//! declaration, box, figure and state words) and how the [`Cast`] keeps
//! it. The list makes the enum, its dispatch, and the cast's storage,
//! push, removal, copies, memory, state key and walk in plan order. Each
//! kind's step stays its own loop in `play/mod.rs` (`Play::move_actors`):
//! each reads other parts of the game (the coins' cell index, lava's free
//! cells, the ruleset's monster bodies), and each loop is a measured
//! speed-up.

mod cast;
pub(crate) mod player;

pub use player::PlayerMoves;

use ledge_engine::{Rect, StateSink, Vec2};

use crate::element::{Art, Coin, Lava, Mechanic, Monster, Mover, ReachFact};
use cast::{Coins, Keep};

/// Declares the kinds of actors from one list of
/// `Variant(Type) in field: Storage`: [`Actor`] and its dispatch to each
/// type's [`Mover`] impl, and [`Cast`] with a field per kind.
macro_rules! actors {
    ($($(#[$doc:meta])* $variant:ident($ty:ty) in $field:ident: $keep:ty,)*) => {
        /// An actor other than the player.
        #[derive(Clone, Copy, Debug, PartialEq)]
        pub enum Actor {
            $($(#[$doc])* $variant($ty),)*
        }

        impl Actor {
            /// Its box (top-left and size), cells.
            pub fn rect(&self) -> Rect {
                match self {
                    $(Actor::$variant(actor) => actor.rect(),)*
                }
            }

            /// The declaration of its mechanic.
            pub fn mechanic(&self) -> &'static Mechanic {
                match self {
                    $(Actor::$variant(_) => <$ty as Mover>::DECL,)*
                }
            }

            /// Where it rests: the top-left corner of its box as placed (a
            /// coin's base, its wobble aside), or of its box now for one
            /// that moves on.
            pub fn home(&self) -> Vec2 {
                match self {
                    $(Actor::$variant(actor) => actor.home(),)*
                }
            }

            /// How its figure shows it: its art, the art's state, and
            /// whether it faces left.
            pub(crate) fn shown(&self) -> (&'static Art, u8, bool) {
                match self {
                    $(Actor::$variant(actor) => actor.shown(),)*
                }
            }

            /// Feeds its kind's tag and exact state to `h`.
            #[inline]
            pub(crate) fn feed(&self, h: &mut impl StateSink) {
                match self {
                    $(Actor::$variant(actor) => actor.feed(h),)*
                }
            }
        }

        /// The actors other than the player still in a level, by kind,
        /// each kind in plan order (ids ascending): a step moves each kind
        /// in a loop of its own, which never has to ask what an actor is.
        /// Actors of different kinds never act on one another, so this
        /// moves them exactly as seed 002's one loop in plan order does;
        /// where the order matters (the touches, the hash, the drawing),
        /// [`Cast::iter`] merges the kinds back into plan order.
        #[derive(Clone, Debug, Default, PartialEq)]
        pub(crate) struct Cast {
            $(pub $field: $keep,)*
        }

        impl Cast {
            /// Adds an actor after those already there (`id` greater than
            /// theirs).
            pub fn push(&mut self, id: u32, actor: Actor) {
                match actor {
                    $(Actor::$variant(actor) => <$keep as Keep<$ty>>::push(&mut self.$field, id, actor),)*
                }
            }

            /// Copies `other` into this cast, reusing its memory.
            pub fn copy_from(&mut self, other: &Cast) {
                $(<$keep as Keep<$ty>>::copy_from(&mut self.$field, &other.$field);)*
            }

            /// [`Cast::copy_from`] for a cast of the same level, which may
            /// copy less (see [`Keep::copy_from_same_level`]).
            pub fn copy_from_same_level(&mut self, other: &Cast) {
                $(<$keep as Keep<$ty>>::copy_from_same_level(&mut self.$field, &other.$field);)*
            }

            /// The memory its actors take, bytes.
            pub fn heap_bytes(&self) -> usize {
                0 $(+ <$keep as Keep<$ty>>::heap_bytes(&self.$field))*
            }

            /// Takes the actor with figure id `id` out of the level.
            pub fn remove(&mut self, id: u32) {
                $(<$keep as Keep<$ty>>::remove(&mut self.$field, id);)*
            }

            /// Appends a state key's words for every actor, kind by kind.
            pub fn feed_key(&self, key: &mut Vec<u64>) {
                $(<$keep as Keep<$ty>>::feed_key(&self.$field, key);)*
            }

            /// Every actor, in plan order, with its figure id.
            pub fn iter(&self) -> impl Iterator<Item = (u32, Actor)> + '_ {
                $(let mut $field = <$keep as Keep<$ty>>::iter(&self.$field).map(|(id, a)| (id, Actor::$variant(a))).peekable();)*
                std::iter::from_fn(move || {
                    let mut first: Option<u32> = None;
                    $(if let Some(&(id, _)) = $field.peek() {
                        first = Some(first.map_or(id, |f| f.min(id)));
                    })*
                    let first = first?;
                    $(if $field.peek().is_some_and(|a| a.0 == first) {
                        return $field.next();
                    })*
                    None
                })
            }
        }
    };
}

// Every kind of actor: its variant, its type, and how the cast keeps it.
actors! {
    /// A coin to collect.
    Coin(Coin) in coins: Coins,
    /// A moving block of lava.
    Lava(Lava) in lava: Vec<(u32, Lava)>,
    /// A walking monster.
    Monster(Monster) in monsters: Vec<(u32, Monster)>,
}

impl Actor {
    /// What the reachability analysis takes it for (its mechanic's
    /// [`Mechanic::reach`]).
    pub fn reach(&self) -> ReachFact {
        self.mechanic().reach
    }
}
