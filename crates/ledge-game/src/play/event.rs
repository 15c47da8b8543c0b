//! What happened during a step, as a player would notice it.

use ledge_engine::Side;

use super::Cause;
use crate::element::ElementKind;

/// Something that happened during the last [`super::Play::step`]. Sounds,
/// effects, rewards and replays' reports are made from these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// The player took off: a jump rule fired.
    Jumped,
    /// The player came to stand on something.
    Landed,
    /// The player ran into a wall on that side.
    HitWall(Side),
    /// The player bumped its head.
    HitCeiling,
    /// The player grabbed a ladder and started climbing.
    Climbed,
    /// The player took a coin: `id` is its figure id ([`super::Figure::id`]).
    CoinTaken {
        /// The coin's figure id.
        id: u32,
    },
    /// The player stomped a monster: `id` is its figure id.
    MonsterStomped {
        /// The monster's figure id.
        id: u32,
    },
    /// The player touched a checkpoint, which is now where it comes back
    /// after losing a life: `index` is its index in
    /// [`super::Play::checkpoints`].
    Checkpoint {
        /// The checkpoint's index.
        index: u32,
    },
    /// The player set off an element: a spring threw it, a key or a gem or
    /// a dash crystal was taken, a door opened, a switch swapped the
    /// blocks, a crumbling block started to shake. `index` is the
    /// element's in [`super::Play::elements`].
    Touched {
        /// What it is.
        element: ElementKind,
        /// Its index in the level's elements.
        index: u32,
    },
    /// The last coin was taken, or the exit reached: the level is won.
    Won,
    /// The player died: the level is lost, or, after touching a checkpoint,
    /// the player comes back there ([`super::Play::respawning`]).
    Lost(Cause),
    /// The player came back at its checkpoint after dying.
    Respawned,
}
