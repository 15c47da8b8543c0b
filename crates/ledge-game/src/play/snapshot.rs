//! A level being played, split in two: what stays the same from its start
//! to its end (the [`Stage`]: the grid, the physics, where things start),
//! shared by every copy; and what changes as it plays (the world's bodies
//! and platforms, the actors, the player's controller, the status), which
//! a [`Snapshot`] holds. Copying a game copies no grid.

use std::sync::Arc;

use ledge_engine::{
    Body, BodyId, Controller, Grid, Platform, PlatformId, Preset, Rect, StableHasher, StateSink, WorldState,
};

use super::respawn::Checkpoints;
use super::Status;
use crate::actor::Cast;
use crate::element::coin::CoinCells;
use crate::element::{self, Held, Phase, Placed};
use crate::rules::Ruleset;
use crate::Spawn;

/// What a level being played keeps from its start to its end.
#[derive(Debug, PartialEq)]
pub(crate) struct Stage {
    /// The tiles, shared with the world.
    pub grid: Arc<Grid>,
    /// The physics.
    pub preset: Preset,
    /// Where the actors start, and the platforms: with the grid and the
    /// physics, what tells one level from another.
    pub spawns: Vec<Spawn>,
    pub platforms: Vec<Platform>,
    /// The player's body.
    pub player: BodyId,
    /// The player's figure id.
    pub player_id: u32,
    /// The figure id of the first moving platform (the number of spawns).
    pub first_platform_id: u32,
    /// Coins in the level.
    pub coins_total: u32,
    /// Where the coins lie, for the `eloquent` ruleset's touches (none
    /// with `tiny`'s, which looks at every treasure).
    pub coin_cells: CoinCells,
    /// The game it plays, chosen from the preset.
    pub ruleset: Ruleset,
    /// With the `tiny` ruleset, each monster's engine body, by the
    /// monster's figure id (ascending); none with `eloquent`'s.
    pub monster_bodies: Vec<(u32, BodyId)>,
    /// The state at the start, for restarts.
    pub start: (WorldState, GameState),
    /// The checkpoints' cells, in plan order.
    pub checkpoints: Vec<(u32, u32)>,
    /// Where the player's body comes back at each checkpoint.
    pub respawns: Vec<Rect>,
    /// The player's body as it started, which comes back at a checkpoint.
    pub fresh_player: Body,
    /// The elements, in plan order.
    pub elements: Vec<Placed>,
    /// The elements that are platforms of the world (zip movers): each
    /// one's index among the elements, and its platform, in plan order.
    pub element_platforms: Vec<(usize, PlatformId)>,
    /// Gems in the level.
    pub gems_total: u32,
    /// The level has an exit: taking the last coin does not win.
    pub has_exit: bool,
}

/// What changes in a level being played besides the engine world.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct GameState {
    /// The actors other than the player still in the level.
    pub cast: Cast,
    /// Drives the player's body with the `ledge` physics; `None` with the
    /// seeds' presets, whose own jump rules drive it.
    pub controller: Option<Controller>,
    /// The player faces left (it last walked left).
    pub facing_left: bool,
    pub status: Status,
    /// Steps taken.
    pub frame: u64,
    /// The step the level was won or lost at.
    pub ended_at: Option<u64>,
    pub coins_left: u32,
    /// The checkpoints' state, in a level that has any.
    pub checkpoints: Option<Checkpoints>,
    /// Each element's phase, in plan order.
    pub phases: Vec<Phase>,
    /// What the player holds of the elements.
    pub held: Held,
}

impl GameState {
    /// Copies `other` into this state, reusing its memory.
    pub fn copy_from(&mut self, other: &GameState) {
        self.cast.copy_from(&other.cast);
        self.copy_rest_from(other);
    }

    /// [`GameState::copy_from`] for a state of the same level, which
    /// copies less (see [`Cast::copy_from_same_level`]).
    pub fn copy_from_same_level(&mut self, other: &GameState) {
        self.cast.copy_from_same_level(&other.cast);
        self.copy_rest_from(other);
    }

    /// Copies all but the cast.
    fn copy_rest_from(&mut self, other: &GameState) {
        self.controller.clone_from(&other.controller);
        self.facing_left = other.facing_left;
        self.status = other.status;
        self.frame = other.frame;
        self.ended_at = other.ended_at;
        self.coins_left = other.coins_left;
        self.checkpoints = other.checkpoints;
        self.phases.clone_from(&other.phases);
        self.held = other.held;
    }

    /// A fingerprint of this state and of the world's (`world`, its
    /// [`ledge_engine::World::state_hash`]).
    pub fn hash(&self, world: u64) -> u64 {
        let mut h = StableHasher::new();
        h.u64(world).u64(self.frame).u64(self.coins_left as u64);
        h.u64(self.status.code()).u64(self.ended_at.unwrap_or(u64::MAX)).u64(self.facing_left as u64);
        if let Some(checkpoints) = &self.checkpoints {
            checkpoints.feed(&mut h, self.frame, false);
        }
        if !self.phases.is_empty() {
            element::feed(&self.phases, &self.held, &mut h);
        }
        self.feed_actors(&mut h);
        h.finish()
    }

    /// Appends what [`GameState::hash`] covers but the steps taken and the
    /// step the level ended at to `key` (see
    /// [`WorldState::feed_timeless`]), in fewer words: the actors kind by
    /// kind rather than in plan order, each kind's count first, then each
    /// actor's id and the words that change as it plays (a search takes a
    /// key for every step it plays, and compares, fingerprints and keeps
    /// every word). A coin's base, every actor's kind and size are fixed
    /// by its id in a level, so two states of a level give the same words
    /// exactly when [`crate::Actor::feed`]'s words of their actors are the same.
    pub fn feed_timeless(&self, key: &mut Vec<u64>) {
        key.extend_from_slice(&[self.coins_left as u64, self.status.code(), self.facing_left as u64]);
        if let Some(checkpoints) = &self.checkpoints {
            checkpoints.feed(key, self.frame, true);
        }
        if !self.phases.is_empty() {
            element::feed(&self.phases, &self.held, key);
        }
        if let Some(controller) = &self.controller {
            controller.hash_into(key);
        }
        self.cast.feed_key(key);
    }

    /// Feeds the controller and every actor in plan order, exactly.
    fn feed_actors(&self, h: &mut impl StateSink) {
        if let Some(controller) = &self.controller {
            controller.hash_into(h);
        }
        for (_, actor) in self.cast.iter() {
            actor.feed(h);
        }
    }
}

/// A level being played, copied at one step: everything that changes as
/// it plays. [`super::Play::restore`] puts that game, or any other game of
/// the same level with the same physics, back exactly where it was; a
/// [`super::Play::save`] into a snapshot that held a state of the level
/// before allocates nothing.
///
/// ```
/// use ledge_game::{Buttons, Level, Play};
/// let level = Level::parse("walk.txt", "......\n.@..o.\n######\n").unwrap();
/// let mut play = Play::new(&level, level.preset(None));
/// play.step(Buttons::RIGHT);
/// let saved = play.snapshot();
/// let hashes: Vec<u64> = (0..20).map(|_| { play.step(Buttons::RIGHT); play.state_hash() }).collect();
/// play.restore(&saved).unwrap();
/// let again: Vec<u64> = (0..20).map(|_| { play.step(Buttons::RIGHT); play.state_hash() }).collect();
/// assert_eq!(hashes, again);
/// assert_eq!(saved.hash(), { play.restore(&saved).unwrap(); play.state_hash() });
/// ```
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub(super) stage: Arc<Stage>,
    pub(super) world: WorldState,
    pub(super) game: GameState,
}

impl Snapshot {
    /// The [`super::Play::state_hash`] of the game it was taken of.
    pub fn hash(&self) -> u64 {
        self.game.hash(self.world.hash())
    }

    /// The state's exact words, but the steps taken, appended to `key`:
    /// two snapshots of a level append the same words exactly when they
    /// play on alike, bit for bit, whatever step each was taken at (what
    /// a search compares to tell states apart; see [`super::Play::state_key`]).
    pub fn key(&self, key: &mut Vec<u64>) {
        self.world.feed_timeless(key);
        self.game.feed_timeless(key);
    }

    /// Steps taken when it was taken.
    pub fn frame(&self) -> u64 {
        self.game.frame
    }

    /// Where the level stood.
    pub fn status(&self) -> Status {
        self.game.status
    }

    /// The memory it holds, bytes: the value and the bodies, platforms and
    /// actors it keeps (the level it shares is not counted).
    pub fn bytes(&self) -> usize {
        std::mem::size_of::<Snapshot>() + self.world.heap_bytes() + self.game.cast.heap_bytes()
    }

    /// Copies `other` into this snapshot, reusing its memory.
    pub fn copy_from(&mut self, other: &Snapshot) {
        if !Arc::ptr_eq(&self.stage, &other.stage) {
            self.stage.clone_from(&other.stage);
        }
        self.world.copy_from(&other.world);
        self.game.copy_from(&other.game);
    }

    /// True when it was taken of the level played on `stage`.
    pub(super) fn belongs_to(&self, stage: &Arc<Stage>) -> bool {
        Arc::ptr_eq(&self.stage, stage) || self.stage == *stage
    }
}

/// Equal snapshots are of the same level, in the same state: every body,
/// actor and number equal.
impl PartialEq for Snapshot {
    fn eq(&self, other: &Snapshot) -> bool {
        self.world == other.world && self.game == other.game && other.belongs_to(&self.stage)
    }
}

/// A snapshot given to a game of another level, or of the same level with
/// other physics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("this snapshot was taken of another level, or with other physics; restore it into a game of the level it came from")]
pub struct OtherLevel;
