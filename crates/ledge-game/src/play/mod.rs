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

mod event;
mod figure;
mod snapshot;
mod status;

use std::sync::Arc;

use ledge_engine::{Body, Controller, EventKind, Grid, Outside, Preset, Rect, World};

pub use event::Event;
pub use figure::{Figure, FigureKind};
pub use snapshot::{OtherLevel, Snapshot};
pub use status::{Cause, Status};

use crate::actor::{player, tiny, Actor, Cast, Coin, CoinCells, FreeCells, Lava, Monster, Walls};
use crate::rng::SplitMix64;
use crate::{Buttons, Level, SpawnKind};
use snapshot::{GameState, Stage};

/// Steps the level keeps running after it is won or lost (1 s, seed 002),
/// before a session restarts it or moves on.
pub const END_DELAY_STEPS: u64 = 60;

/// How far above a monster's top the player's bottom may have been, before
/// the step, for a touch to count as a stomp, cells.
pub const STOMP_SLACK: f64 = 0.25;

/// The player's body is never removed from the world.
const PLAYER_STAYS: &str = "the player's body stays in the world";

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
    stage: Arc<Stage>,
    world: World,
    game: GameState,
    /// What each block of lava remembers of the cells around it, by its
    /// index ([`FreeCells`]): no state, it changes no result.
    free: Vec<FreeCells>,
    /// The actors the player touches this step, in plan order (kept to
    /// spare an allocation per step).
    touches: Vec<(u32, Actor)>,
    /// What happened during the last step.
    events: Vec<Event>,
}

impl Play {
    /// Starts `level` with the physics of `preset` (see [`Level::preset`]).
    pub fn new(level: &Level, preset: Preset) -> Play {
        let grid = Arc::new(level.grid.clone());
        let mut world = World::sharing(grid.clone(), preset.world());
        for platform in &level.platforms {
            world.add_platform(platform.clone());
        }
        let tiny = preset.motion.order == ledge_engine::Order::Tiny;
        let controller = player::controller(&preset);
        let player_body = |rect| player::body(&preset.world(), &preset, controller.as_ref(), rect);
        let mut rng = SplitMix64::new(level.settings.seed);
        let mut cast = Cast::default();
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
                SpawnKind::Coin if tiny => add(Actor::Coin(Coin::treasure(spawn.at))),
                SpawnKind::Monster { speed } if tiny => {
                    let body = tiny::monster_body(spawn.at, speed);
                    let rect = body.rect;
                    add(Actor::Monster(Monster::with_body(world.add_body(body), rect)));
                }
                SpawnKind::Coin => {
                    let phase = rng.next_f64() * std::f64::consts::PI * 2.0;
                    add(Actor::Coin(Coin::new(spawn.at, phase)));
                }
                SpawnKind::BouncingLava { speed } => add(Actor::Lava(Lava::bouncing(spawn.at, speed))),
                SpawnKind::DrippingLava { speed } => add(Actor::Lava(Lava::dripping(spawn.at, speed))),
                SpawnKind::Monster { speed } => add(Actor::Monster(Monster::new(spawn.at, speed))),
            }
        }
        // A level without a player (possible from code, not from a file)
        // gets one in its top-left corner.
        let player = player.unwrap_or_else(|| {
            let rect = player::spawn_rect(ledge_engine::Vec2::ZERO, &preset);
            world.add_body(player_body(rect))
        });
        if let Some(body) = world.body_mut(player).filter(|_| tiny) {
            tiny::start_grounded(body);
        }
        let coins = cast.coins.len() as u32;
        let coin_cells = CoinCells::new(cast.coins.iter());
        let free = vec![FreeCells::NONE; cast.lava.len()];
        let game = GameState {
            cast,
            controller,
            facing_left: false,
            status: Status::Playing,
            frame: 0,
            ended_at: None,
            coins_left: coins,
        };
        let stage = Stage {
            edges: grid.has_edges(),
            grid,
            preset,
            spawns: level.spawns.clone(),
            platforms: level.platforms.clone(),
            player,
            player_id,
            first_platform_id: level.spawns.len() as u32,
            coins_total: coins,
            coin_cells,
            tiny,
            start: (world.state(), game.clone()),
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
    ///    step. With seed 000's rules (the `tiny` preset), monsters and
    ///    lava come first and coins after, each with the game's own overlap.
    pub fn step(&mut self, buttons: Buttons) -> &[Event] {
        self.events.clear();
        self.game.frame += 1;
        // 1.
        let (before, climbing) = (self.body().rect, self.body().climbing);
        self.press(buttons);
        self.world.step();
        self.player_events(climbing);
        let (rect, hazard) = (self.body().rect, self.body().contacts.hazard);
        self.move_actors(&rect);
        // 2.
        if self.game.status != Status::Playing {
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
        } else if self.stage.tiny {
            // 4.
            let body = *self.body();
            self.touch_as_seed_000(&body);
        } else {
            self.touch_as_seed_002(&before, &rect);
        }
        &self.events
    }

    /// Every actor besides the player takes its step, kind by kind, and
    /// those whose boxes then overlap the player's box `player` (seed 002's
    /// `overlap`) are put in `touches`, in plan order.
    fn move_actors(&mut self, player: &Rect) {
        let (walls, dt) = (Walls { grid: &self.stage.grid, edges: self.stage.edges }, self.stage.preset.step);
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
            lava.update_remembering(walls, dt, free);
            if lava.rect.overlaps(player) {
                touches.push((id, Actor::Lava(*lava)));
            }
        }
        for &mut (id, ref mut monster) in &mut cast.monsters {
            monster.update(walls, &self.world, dt);
            if monster.rect.overlaps(player) {
                touches.push((id, Actor::Monster(*monster)));
            }
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
                let on_ladder = self.world.body(id).expect(PLAYER_STAYS).contacts.ladder;
                controller.update(&mut self.world, id, player::input(buttons, on_ladder));
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

    /// Step 4 with seed 002's rules, for the player's box `now`, which was
    /// `before` at the start of the step.
    fn touch_as_seed_002(&mut self, before: &Rect, now: &Rect) {
        let mut status = Status::Playing;
        for i in 0..self.touches.len() {
            let (id, actor) = self.touches[i];
            match actor {
                Actor::Coin(_) => {
                    self.game.cast.remove(id);
                    self.game.coins_left -= 1;
                    self.events.push(Event::CoinTaken { id });
                    if self.game.coins_left == 0 {
                        status = Status::Won;
                    }
                }
                Actor::Lava(_) => status = Status::Lost(Cause::Lava),
                Actor::Monster(monster) => {
                    let falling = now.y > before.y;
                    if falling && before.bottom() <= monster.rect.y + STOMP_SLACK {
                        self.game.cast.remove(id);
                        self.events.push(Event::MonsterStomped { id });
                        self.bounce();
                    } else {
                        status = Status::Lost(Cause::Monster);
                    }
                }
            }
        }
        if status != Status::Playing {
            self.end(status);
        }
    }

    /// The player bounces off a stomped monster.
    fn bounce(&mut self) {
        let (controller, dt) = (self.game.controller.as_ref(), self.stage.preset.step);
        let body = self.world.body_mut(self.stage.player).expect(PLAYER_STAYS);
        let take_off = player::take_off(body, controller, dt);
        player::bounce(body, take_off);
    }

    /// Step 4 with seed 000's rules ([`tiny`]): first the monsters and the
    /// lava, in plan order: a stomp kills the monster (the player does not
    /// bounce), any other touch loses; then, if the player still lives, the
    /// treasure it touches is taken.
    fn touch_as_seed_000(&mut self, player: &Body) {
        let (cast, touches) = (&self.game.cast, &mut self.touches);
        touches.clear();
        let monsters = cast.monsters.iter().filter(|(_, m)| tiny::overlap(&player.rect, &m.rect));
        touches.extend(monsters.map(|&(id, m)| (id, Actor::Monster(m))));
        touches.extend(
            cast.lava
                .iter()
                .filter(|(_, l)| l.rect.overlaps(&player.rect))
                .map(|&(id, l)| (id, Actor::Lava(l))),
        );
        touches.sort_unstable_by_key(|&(id, _)| id);
        for i in 0..self.touches.len() {
            match self.touches[i] {
                (id, Actor::Monster(monster)) if tiny::stomps(player, &monster.rect) => {
                    if let Some(body) = monster.body {
                        self.world.remove_body(body);
                    }
                    self.game.cast.remove(id);
                    self.events.push(Event::MonsterStomped { id });
                }
                (_, Actor::Monster(_)) => return self.end(Status::Lost(Cause::Monster)),
                _ => return self.end(Status::Lost(Cause::Lava)),
            }
        }
        let coins_left = self.game.coins_left;
        let cast = &mut self.game.cast;
        let events = &mut self.events;
        cast.coins.retain(|id, coin| {
            let taken = tiny::overlap(&player.rect, &coin.rect());
            if taken {
                events.push(Event::CoinTaken { id });
            }
            !taken
        });
        self.game.coins_left = cast.coins.len() as u32;
        if self.game.coins_left == 0 && coins_left > 0 {
            self.end(Status::Won);
        }
    }

    /// True when a moving platform crushed the player during the last step.
    fn crushed(&self) -> bool {
        let player = self.stage.player;
        self.world.platforms().next().is_some()
            && self.world.events().iter().any(|e| e.body == player && e.kind == EventKind::Crushed)
    }

    fn end(&mut self, status: Status) {
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
        into.stage.clone_from(&self.stage);
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
        self.game.copy_from(&snapshot.game);
        self.forget();
        Ok(())
    }

    /// Starts the level over: the state it started in, restored.
    pub fn restart(&mut self) {
        let (world, game) = &self.stage.start;
        self.world.restore(world);
        self.game.copy_from(game);
        self.forget();
    }

    /// Forgets what was remembered about the state before a restore: the
    /// lava's free cells and the last step's events.
    fn forget(&mut self) {
        self.free.clear();
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
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(plan: &str) -> Level {
        Level::parse("test.txt", plan).unwrap()
    }

    fn run(level: &Level, steps: u64, buttons: impl Fn(u64) -> Buttons) -> Play {
        let mut play = Play::new(level, level.preset(None));
        while play.frame() < steps {
            play.step(buttons(play.frame() + 1));
        }
        play
    }

    const FLAT: &str = "
........................
........................
........................
........................
........................
........................
.@.....................o
########################";

    /// Seed 002 measured on the original JavaScript at 60 steps per second:
    /// a standing jump rises 4.675 cells and lands 68 steps after take-off,
    /// 7.93 cells further at full speed.
    #[test]
    fn an_eloquent_jump_matches_the_original_javascript() {
        let level = level(FLAT);
        let mut play = Play::new(&level, level.preset(None));
        play.step(Buttons::NONE); // settle on the floor
        let ground_y = play.player().y;
        play.step(Buttons::UP | Buttons::RIGHT); // take-off: the blocked fall becomes a jump
        let (take_off, start_x) = (play.frame(), play.player().x);
        let mut top = ground_y;
        loop {
            play.step(Buttons::RIGHT);
            top = top.min(play.player().y);
            if play.body().contacts.on_ground() {
                break;
            }
        }
        assert!((ground_y - top - 4.675).abs() < 5e-4, "rose {}", ground_y - top);
        assert_eq!(play.frame() - take_off, 68);
        let flown = play.player().x - start_x;
        assert!((flown - 7.93).abs() < 5e-3, "flew {flown}");
    }

    #[test]
    fn taking_the_last_coin_wins_and_the_level_runs_on_for_a_second() {
        let level = level(FLAT);
        let play = run(&level, 600, |_| Buttons::RIGHT);
        assert_eq!(play.status(), Status::Won);
        let end = play.ended_at().unwrap();
        // 22 cells at 7 cells/s, the coin's box starting 0.2 cells into its cell.
        assert!((180..=190).contains(&end), "won at {end}");
        let mut play = run(&level, end + END_DELAY_STEPS - 1, |_| Buttons::RIGHT);
        assert!(!play.is_over());
        play.step(Buttons::LEFT);
        assert!(play.is_over());
    }

    #[test]
    fn lava_tiles_lose_and_nothing_changes_the_status_afterwards() {
        let level = level("......\n.@+.oo\n######");
        let play = run(&level, 200, |_| Buttons::RIGHT);
        assert_eq!(play.status(), Status::Lost(Cause::Lava));
        assert_eq!(play.coins(), (0, 2), "coins taken after the level was lost");
        assert!(play.ended_at().unwrap() < 10);
    }

    #[test]
    fn bouncing_lava_kills_on_touch() {
        let level = level("..........\n.@.....=.o\n##########");
        let play = run(&level, 300, |_| Buttons::NONE);
        assert_eq!(play.status(), Status::Lost(Cause::Lava));
    }

    #[test]
    fn falling_out_of_an_open_bottom_loses() {
        let level = level("outside: open-below\n---\n.....\n.@..o\n##.##");
        let play = run(&level, 300, |_| Buttons::RIGHT);
        assert_eq!(play.status(), Status::Lost(Cause::Fell));
        let closed = Level::parse("t.txt", ".....\n.@..o\n##.##").unwrap();
        let play = run(&closed, 300, |_| Buttons::RIGHT);
        assert_ne!(play.status(), Status::Lost(Cause::Fell));
    }

    /// Walks right off the ledge of `plan`, then presses jump `late` steps
    /// after the feet left it; true when the player rose.
    fn jumps_late(plan: &str, preset: Preset, late: u64) -> bool {
        let level = level(plan);
        let mut play = Play::new(&level, preset);
        play.step(Buttons::NONE);
        while play.body().contacts.on_ground() {
            play.step(Buttons::RIGHT);
        }
        for _ in 1..late {
            play.step(Buttons::RIGHT);
        }
        play.step(Buttons::RIGHT | Buttons::JUMP);
        play.body().vel.y < 0.0
    }

    const LEDGE: &str = "physics: ledge\n---\n..........\n..........\n.@........\n####.....o\n##########";

    #[test]
    fn with_ledge_physics_a_jump_just_after_running_off_a_ledge_still_jumps() {
        // Coyote time: 0.1 s, 6 steps.
        assert!(jumps_late(LEDGE, Preset::ledge(), 3));
        assert!(!jumps_late(LEDGE, Preset::ledge(), 9));
        // The seeds' presets keep their own rule: no jump once in the air.
        assert!(!jumps_late(LEDGE, Preset::talle(), 3));
    }

    #[test]
    fn with_ledge_physics_a_jump_pressed_just_before_landing_fires_on_landing() {
        let level = level(LEDGE);
        let mut play = Play::new(&level, level.preset(None));
        play.step(Buttons::NONE);
        play.step(Buttons::JUMP);
        while play.body().vel.y <= 0.0 || play.player().bottom() < 2.7 {
            play.step(Buttons::NONE);
        }
        play.step(Buttons::JUMP); // 0.3 cells above the floor, falling
        while !play.body().contacts.on_ground() {
            play.step(Buttons::JUMP);
        }
        play.step(Buttons::JUMP);
        assert!(play.body().vel.y < 0.0, "the buffered jump did not fire");
    }

    /// A platform leaves the ledge the player starts on and crosses a
    /// lava pool to the coin's ledge.
    const FERRY: &str =
        "physics: ledge\n---\n..............\n..............\n.@..........o.\n###>>.......##\n++++++++++++++";

    #[test]
    fn a_platform_carries_the_player_across_lava() {
        let level = level(FERRY);
        // Step on while it waits, ride it over, step off while it waits there.
        let play = run(&level, 600, |f| if f <= 20 || f > 280 { Buttons::RIGHT } else { Buttons::NONE });
        assert_eq!(play.status(), Status::Won);
        let idle = run(&level, 275, |f| if f <= 20 { Buttons::RIGHT } else { Buttons::NONE });
        assert_eq!(idle.status(), Status::Playing);
        assert!(idle.player().x > 10.0, "not carried: {:?}", idle.player());
        assert!(matches!(idle.body().contacts.ground, Some(ledge_engine::Support::Platform(_))));
        let figures: Vec<Figure> = idle.figures().filter(|f| f.kind == FigureKind::Platform).collect();
        assert_eq!(figures.len(), 1);
        assert_eq!(figures[0].id, 2); // after the player and the coin
        assert_eq!(figures[0].rect.bottom(), 4.0);
    }

    const PRESS: &str = "#####\n#^^^#\n#...#\n#o@.#\n#####";

    #[test]
    fn a_platform_coming_down_on_the_player_crushes_it_unless_platforms_are_one_way() {
        let solid = level(&format!("physics: ledge\n---\n{PRESS}"));
        let play = run(&solid, 120, |_| Buttons::NONE);
        assert_eq!(play.status(), Status::Lost(Cause::Crushed));
        let one_way = level(&format!("physics: ledge\nplatforms: one-way\n---\n{PRESS}"));
        let play = run(&one_way, 120, |_| Buttons::NONE);
        assert_eq!(play.status(), Status::Playing);
    }

    const ARENA: &str = "
..................
..................
..................
..................
.@..........M....o
##################";

    #[test]
    fn walking_into_a_monster_loses() {
        let play = run(&level(ARENA), 300, |_| Buttons::RIGHT);
        assert_eq!(play.status(), Status::Lost(Cause::Monster));
    }

    #[test]
    fn stomping_a_monster_kills_it_and_bounces_the_player() {
        // The player starts right above the monster and falls on it.
        let drop = level(".........\n...@.....\n.........\n.........\n...M....o\n#########");
        for preset in [Preset::eloquent(), Preset::ledge()] {
            let mut play = Play::new(&drop, preset);
            let mut stomped_at = None;
            while play.frame() < 600 && stomped_at.is_none() {
                play.step(Buttons::NONE);
                if play.actors().count() == 1 {
                    stomped_at = Some(play.frame());
                }
            }
            assert!(stomped_at.is_some(), "{}: never stomped", preset.name());
            assert_eq!(play.status(), Status::Playing);
            assert!(play.body().vel.y < -5.0, "{}: no bounce", preset.name());
        }
    }

    #[test]
    fn the_same_inputs_give_the_same_state_hash() {
        let level = level(ARENA);
        let a = run(&level, 100, |f| if f % 7 < 3 { Buttons::RIGHT | Buttons::UP } else { Buttons::LEFT });
        let b = run(&level, 100, |f| if f % 7 < 3 { Buttons::RIGHT | Buttons::UP } else { Buttons::LEFT });
        assert_eq!(a.state_hash(), b.state_hash());
        let c = run(&level, 100, |_| Buttons::LEFT);
        assert_ne!(a.state_hash(), c.state_hash());
    }
}
