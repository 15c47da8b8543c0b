//! One level being played: seed 002's `State.update`, step by step.
//!
//! ```text
//! State.prototype.update = function(time, keys) {
//!   let actors = this.actors.map(actor => actor.update(time, this, keys));
//!   let newState = new State(this.level, actors, this.status);
//!   if (newState.status != "playing") return newState;
//!   let player = newState.player;
//!   if (this.level.touches(player.pos, player.size, "lava")) {
//!     return new State(this.level, actors, "lost");
//!   }
//!   for (let actor of actors) {
//!     if (actor != player && overlap(actor, player)) {
//!       newState = actor.collide(newState);
//!     }
//!   }
//!   return newState;
//! };
//! ```

mod checkpoint;
mod elements;
mod event;
mod figure;
mod nearest;
mod respawn;
mod snapshot;
mod status;
mod touch;

use std::sync::Arc;

use ledge_engine::{Body, Controller, EventKind, Grid, Outside, Preset, Rect, World};

pub use checkpoint::RESPAWN_STEPS;
pub use event::Event;
pub use figure::{Figure, FigureKind};
pub use respawn::Respawn;
pub use snapshot::{OtherLevel, Snapshot};
pub use status::{Cause, Status};

use crate::actor::{player, Actor, Cast, PlayerMoves};
use crate::element::coin::{self, CoinCells};
use crate::element::lava::FreeCells;
use crate::element::monster;
use crate::element::Held;
use crate::element::Lava;
use crate::rng::SplitMix64;
use crate::rules::{tiny, Ruleset};
use crate::{Buttons, Level, SpawnKind};
use respawn::Checkpoints;
pub(crate) use snapshot::{GameState, Stage};

/// Steps the level keeps running after it is won or lost (1 s, seed 002),
/// before a session restarts it or moves on.
pub const END_DELAY_STEPS: u64 = 60;

/// The player's body is never removed from the world.
pub(crate) const PLAYER_STAYS: &str = "the player's body stays in the world";

/// A level being played: the engine world with the player's body, the
/// other actors in plan order, and the status.
///
/// ```
/// use ledge_game::{Buttons, Event, Level, Play, Status};
/// let level = Level::parse("walk.txt", "......\n.@..o.\n######\n").unwrap();
/// let mut play = Play::new(&level, level.preset(None));
/// let mut events = Vec::new();
/// while play.status() == Status::Playing && play.frame() < 600 {
///     events.extend_from_slice(play.step(Buttons::RIGHT));
/// }
/// assert_eq!(play.status(), Status::Won);
/// assert_eq!(play.coins(), (1, 1));
/// assert_eq!(events.last(), Some(&Event::Won));
/// ```
///
/// Cloning a game, or keeping a [`Snapshot`] of it, copies no grid: what
/// stays the same from start to end is shared.
#[derive(Clone, Debug)]
pub struct Play {
    pub(crate) stage: Arc<Stage>,
    pub(crate) world: World,
    pub(crate) game: GameState,
    /// What each block of lava remembers of the cells around it, by its
    /// index ([`FreeCells`]): no state, it changes no result.
    free: Vec<FreeCells>,
    /// The actors the player touches this step, in plan order (kept to
    /// spare an allocation per step).
    pub(crate) touches: Vec<(u32, Actor)>,
    /// What happened during the last step.
    pub(crate) events: Vec<Event>,
}

impl Play {
    /// Starts `level` with the physics of `preset` (see [`Level::preset`])
    /// and the game of that physics ([`Ruleset::of`]).
    pub fn new(level: &Level, preset: Preset) -> Play {
        Play::with_moves(level, preset, PlayerMoves::ALL)
    }

    /// [`Play::new`] with the player's `moves` (replays of format 1 play
    /// without the dash and the wall moves), within the level's own (the
    /// header's `moves`): the player has the moves both allow.
    pub fn with_moves(level: &Level, preset: Preset, moves: PlayerMoves) -> Play {
        let moves = moves.and(level.settings.moves);
        let phases: Vec<_> = level.elements.iter().map(|e| e.start()).collect();
        let mut grid = level.grid.clone();
        elements::set_blocks(&mut grid, &level.elements, &phases);
        let grid = Arc::new(grid);
        let mut world = World::sharing(grid.clone(), preset.world());
        for platform in &level.platforms {
            world.add_platform(platform.clone());
        }
        let element_platforms = (level.elements.iter().enumerate())
            .filter_map(|(i, placed)| {
                Some((i, world.add_platform(crate::element::platform(placed, &grid, &level.elements)?)))
            })
            .collect();
        let ruleset = Ruleset::of(&preset);
        let controller = player::controller(&preset, moves);
        let player_body = |rect| player::body(&preset.world(), &preset, controller.as_ref(), rect);
        let mut rng = SplitMix64::new(level.settings.seed);
        let mut cast = Cast::default();
        let mut monster_bodies = Vec::new();
        let mut player = None;
        let mut player_id = level.spawns.len() as u32;
        for (id, spawn) in (0u32..).zip(&level.spawns) {
            let mut add = |actor| cast.push(id, actor);
            match spawn.kind {
                SpawnKind::Player => {
                    let rect = player::spawn_rect(spawn.at, &preset);
                    player = Some(world.add_body(player_body(rect)));
                    player_id = id;
                }
                SpawnKind::Coin => add(Actor::Coin(coin::start(ruleset, spawn.at, &mut rng))),
                SpawnKind::Monster { speed } => {
                    let start = monster::start(ruleset, id, spawn.at, speed, &mut world, &mut monster_bodies);
                    add(Actor::Monster(start))
                }
                SpawnKind::BouncingLava { speed } => add(Actor::Lava(Lava::bouncing(spawn.at, speed))),
                SpawnKind::DrippingLava { speed } => add(Actor::Lava(Lava::dripping(spawn.at, speed))),
            }
        }
        // A level without a player (possible from code, not from a file)
        // gets one in its top-left corner.
        let player = player.unwrap_or_else(|| {
            let rect = player::spawn_rect(ledge_engine::Vec2::ZERO, &preset);
            world.add_body(player_body(rect))
        });
        if let Some(body) = world.body_mut(player).filter(|_| ruleset == Ruleset::Tiny) {
            tiny::start_grounded(body);
        }
        let coins = cast.coins.len() as u32;
        let coin_cells = match ruleset {
            Ruleset::Eloquent => CoinCells::new(cast.coins.iter()),
            // Its touch looks at every treasure itself.
            Ruleset::Tiny => CoinCells::default(),
        };
        let free = vec![FreeCells::NONE; cast.lava.len()];
        let fresh_player = *world.body(player).expect(PLAYER_STAYS);
        let respawns = level
            .checkpoints
            .iter()
            .map(|&(x, y)| player::spawn_rect(ledge_engine::Vec2::new(x.into(), y.into()), &preset))
            .collect();
        let game = GameState {
            cast,
            controller,
            facing_left: false,
            status: Status::Playing,
            frame: 0,
            ended_at: None,
            coins_left: coins,
            checkpoints: (!level.checkpoints.is_empty()).then(Checkpoints::default),
            phases,
            held: Held::default(),
        };
        let stage = Stage {
            grid,
            preset,
            spawns: level.spawns.clone(),
            platforms: level.platforms.clone(),
            player,
            player_id,
            first_platform_id: level.spawns.len() as u32,
            coins_total: coins,
            coin_cells,
            ruleset,
            monster_bodies,
            start: (world.state(), game.clone()),
            checkpoints: level.checkpoints.clone(),
            respawns,
            fresh_player,
            elements: level.elements.clone(),
            element_platforms,
            gems_total: level.gems() as u32,
            has_exit: level.has_exit(),
        };
        Play { stage: Arc::new(stage), world, game, free, touches: Vec::new(), events: Vec::new() }
    }

    /// Advances one fixed step with `buttons` held (seed 002's `State.update`)
    /// and returns what happened ([`Play::events`]):
    /// 1. the player's body moves (the engine), then every other actor, in plan order;
    /// 2. once the level is won or lost, nothing more changes its status;
    /// 3. touching a lava tile loses, and so do being crushed and falling
    ///    out of an open bottom;
    /// 4. then each actor the player overlaps, in plan order: lava loses, a
    ///    coin is taken (taking the last one wins), a monster dies when
    ///    stomped (the player bounces) and loses otherwise. As in seed 002,
    ///    a later actor's verdict overrides an earlier one's in the same
    ///    step. That is the `eloquent` ruleset's order; the `tiny` one's
    ///    touches monsters and lava first and coins after, each with the
    ///    game's own overlap (see [`Ruleset`]);
    /// 5. a checkpoint the player touches becomes the active one. After a
    ///    checkpoint, a loss is a death the player comes back from: the
    ///    steps of [`RESPAWN_STEPS`] that follow only wait for it (see
    ///    `play/checkpoint.rs`);
    /// 6. the elements the player is within reach of are touched (a spring
    ///    throws, spikes kill, the exit wins...), in plan order, then every
    ///    element takes its step (see `play/elements.rs`).
    pub fn step(&mut self, buttons: Buttons) -> &[Event] {
        self.events.clear();
        self.game.frame += 1;
        if let Some(respawn) = self.respawning() {
            self.wait_to_respawn(respawn);
            return &self.events;
        }
        // 1.
        let (before, climbing) = (self.body().rect, self.body().climbing);
        self.press(buttons);
        self.world.step();
        self.player_events(climbing);
        let (rect, hazard) = (self.body().rect, self.body().contacts.hazard);
        self.move_actors(&rect);
        // 2.
        if self.game.status != Status::Playing {
            self.step_elements();
            return &self.events;
        }
        // 3.
        let outside = self.stage.grid.outside();
        if hazard {
            self.end(Status::Lost(Cause::Lava));
        } else if self.crushed() {
            self.end(Status::Lost(Cause::Crushed));
        } else if outside == Outside::OpenBelow && rect.y >= self.stage.grid.height() as f64 {
            self.end(Status::Lost(Cause::Fell));
        } else {
            // 4.
            match self.stage.ruleset {
                Ruleset::Eloquent => touch::eloquent(self, &before),
                Ruleset::Tiny => touch::tiny(self, &before),
            }
        }
        // 5.
        self.touch_checkpoints();
        // 6.
        self.step_elements();
        &self.events
    }

    /// Every actor besides the player takes its step, kind by kind, and
    /// those whose boxes then overlap the player's box `player` (seed 002's
    /// `overlap`) are put in `touches`, in plan order, for the `eloquent`
    /// ruleset's step 4 (the `tiny` one finds its own).
    fn move_actors(&mut self, player: &Rect) {
        let (grid, dt) = (&*self.stage.grid, self.stage.preset.step);
        let (cast, touches) = (&mut self.game.cast, &mut self.touches);
        touches.clear();
        cast.coins.update(dt);
        let coins = &cast.coins;
        self.stage.coin_cells.near(player, |id| {
            if let Ok(i) = coins.ids.binary_search(&id) {
                let coin = coins.get(i);
                if coin.overlaps(player) {
                    touches.push((id, Actor::Coin(coin)));
                }
            }
        });
        for (&mut (id, ref mut lava), free) in cast.lava.iter_mut().zip(&mut self.free) {
            lava.update_remembering(grid, dt, free);
            if lava.rect.overlaps(player) {
                touches.push((id, Actor::Lava(*lava)));
            }
        }
        match self.stage.ruleset {
            Ruleset::Eloquent => {
                for &mut (id, ref mut monster) in &mut cast.monsters {
                    monster.walk(grid, dt);
                    if monster.rect.overlaps(player) {
                        touches.push((id, Actor::Monster(*monster)));
                    }
                }
            }
            // The world moved them; the ruleset finds what they touch.
            Ruleset::Tiny => monster::follow(&mut cast.monsters, &self.stage.monster_bodies, &self.world),
        }
        if touches.len() > 1 {
            // A coin may have been found in two cells.
            touches.sort_unstable_by_key(|&(id, _)| id);
            touches.dedup_by_key(|&mut (id, _)| id);
        }
    }

    /// The player's buttons become its body's input: through the
    /// controller with the `ledge` physics, else through the seeds' jump
    /// and the game's ladder rule.
    fn press(&mut self, buttons: Buttons) {
        if buttons.contains(Buttons::LEFT) != buttons.contains(Buttons::RIGHT) {
            self.game.facing_left = buttons.contains(Buttons::LEFT);
        }
        let id = self.stage.player;
        match &mut self.game.controller {
            Some(controller) => {
                let body = self.world.body(id).expect(PLAYER_STAYS);
                let up_moves = body.contacts.ladder || body.motion.top_down();
                controller.update(&mut self.world, id, player::input(buttons, up_moves));
            }
            None => player::apply_buttons(self.world.body_mut(id).expect(PLAYER_STAYS), buttons),
        }
    }

    /// The events of the player's body during the world's step, and a
    /// ladder grabbed (`climbing` tells whether it climbed before).
    fn player_events(&mut self, climbing: bool) {
        let id = self.stage.player;
        for event in self.world.events().iter().filter(|e| e.body == id) {
            match event.kind {
                EventKind::Jumped => self.events.push(Event::Jumped),
                EventKind::Landed => self.events.push(Event::Landed),
                EventKind::HitWall(side) => self.events.push(Event::HitWall(side)),
                EventKind::HitCeiling => self.events.push(Event::HitCeiling),
                _ => {}
            }
        }
        if self.body().climbing && !climbing {
            self.events.push(Event::Climbed);
        }
    }

    /// True when a moving platform crushed the player during the last step.
    fn crushed(&self) -> bool {
        let player = self.stage.player;
        self.world.platforms().next().is_some()
            && self.world.events().iter().any(|e| e.body == player && e.kind == EventKind::Crushed)
    }

    /// Ends the level with `status`, at this step; a loss after touching a
    /// checkpoint is a death the player comes back from instead.
    pub(crate) fn end(&mut self, status: Status) {
        if let Status::Lost(cause) = status {
            if self.die(cause) {
                return;
            }
        }
        self.game.status = status;
        self.game.ended_at = Some(self.game.frame);
        self.events.push(match status {
            Status::Lost(cause) => Event::Lost(cause),
            _ => Event::Won,
        });
    }

    /// What happened during the last step, in the order it happened: the
    /// player's moves first, then what it touched, then the outcome.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Keeps the game's state in `into` (see [`Snapshot`]): no allocation
    /// once `into` held a state of this level.
    pub fn save(&self, into: &mut Snapshot) {
        // The same level's snapshot keeps its share: no count to touch,
        // which threads saving at once would contend for.
        if !Arc::ptr_eq(&into.stage, &self.stage) {
            into.stage.clone_from(&self.stage);
        }
        self.world.save(&mut into.world);
        into.game.copy_from(&self.game);
    }

    /// The game's state, in a new [`Snapshot`].
    pub fn snapshot(&self) -> Snapshot {
        Snapshot { stage: self.stage.clone(), world: self.world.state(), game: self.game.clone() }
    }

    /// Puts the game back in the state `snapshot` holds, which must have
    /// been taken of a game of the same level with the same physics. The
    /// last step's events are cleared.
    pub fn restore(&mut self, snapshot: &Snapshot) -> Result<(), OtherLevel> {
        if !snapshot.belongs_to(&self.stage) {
            return Err(OtherLevel);
        }
        self.world.restore(&snapshot.world);
        self.game.copy_from_same_level(&snapshot.game);
        self.forget();
        self.sync_blocks();
        Ok(())
    }

    /// Starts the level over: the state it started in, restored.
    pub fn restart(&mut self) {
        let (world, game) = &self.stage.start;
        self.world.restore(world);
        self.game.copy_from_same_level(game);
        self.forget();
        self.sync_blocks();
    }

    /// Forgets what was remembered about the state before a restore: the
    /// last step's events. The lava's free cells are kept: cells found
    /// free of walls stay free in every state of the level (its grid does
    /// not change), so they hold for whatever lava is restored (a search
    /// restores a state for every step it plays, and finding them again
    /// costs more than the step).
    fn forget(&mut self) {
        self.free.resize(self.game.cast.lava.len(), FreeCells::NONE);
        self.events.clear();
    }

    /// Where the level stands.
    pub fn status(&self) -> Status {
        self.game.status
    }

    /// Steps taken so far.
    pub fn frame(&self) -> u64 {
        self.game.frame
    }

    /// The step at which the level was won or lost.
    pub fn ended_at(&self) -> Option<u64> {
        self.game.ended_at
    }

    /// True once the level was won or lost and [`END_DELAY_STEPS`] more
    /// steps have run: time to restart it or move on.
    pub fn is_over(&self) -> bool {
        self.game.ended_at.is_some_and(|end| self.game.frame >= end + END_DELAY_STEPS)
    }

    /// True when taking the last coin wins: the level has no exit.
    pub(crate) fn coins_win(&self) -> bool {
        !self.stage.has_exit
    }

    /// Coins taken and coins in the level.
    pub fn coins(&self) -> (u32, u32) {
        (self.stage.coins_total - self.game.coins_left, self.stage.coins_total)
    }

    /// The player's body.
    pub fn body(&self) -> &Body {
        self.world.body(self.stage.player).expect(PLAYER_STAYS)
    }

    /// The player's box (top-left and size), cells.
    pub fn player(&self) -> Rect {
        self.body().rect
    }

    /// The other actors still in the level, in plan order.
    pub fn actors(&self) -> impl Iterator<Item = Actor> + '_ {
        self.game.cast.iter().map(|(_, actor)| actor)
    }

    /// The level's tiles.
    pub fn grid(&self) -> &Grid {
        self.world.grid()
    }

    /// The physics it plays with.
    pub fn preset(&self) -> &Preset {
        &self.stage.preset
    }

    /// The game it plays: seed 002's or seed 000's.
    pub fn ruleset(&self) -> Ruleset {
        self.stage.ruleset
    }

    /// The controller driving the player's body, with the `ledge` physics.
    pub fn controller(&self) -> Option<&Controller> {
        self.game.controller.as_ref()
    }

    /// The engine world (the player's body and the grid).
    pub fn world(&self) -> &World {
        &self.world
    }

    /// A fingerprint of the whole state: the world's, every actor, the
    /// status and the coin count. Equal hashes mean (with overwhelming
    /// likelihood) bit-identical games.
    pub fn state_hash(&self) -> u64 {
        self.game.hash(self.world.state_hash())
    }

    /// The state's exact words, but the steps taken, appended to `key`:
    /// what [`Play::state_hash`] covers, whole, so that two games of a
    /// level append the same words exactly when they are bit-identical in
    /// everything that decides what comes next. A search compares states by
    /// it: the same state reached at two steps is one state.
    ///
    /// ```
    /// use ledge_game::{Buttons, Level, Play};
    /// let level = Level::parse("wait.txt", "....\n.@o.\n####\n").unwrap();
    /// let mut play = Play::new(&level, level.preset(None));
    /// play.step(Buttons::NONE);
    /// let (mut first, mut later) = (Vec::new(), Vec::new());
    /// play.state_key(&mut first);
    /// play.step(Buttons::NONE);
    /// play.state_key(&mut later);
    /// assert_ne!(first, later); // the coin bobs
    /// ```
    pub fn state_key(&self, key: &mut Vec<u64>) {
        self.world.feed_timeless(key);
        self.game.feed_timeless(key);
    }
}

#[cfg(test)]
mod tests;
