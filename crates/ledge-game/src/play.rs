//! One level being played: seed 002's `State.update`, step by step.

use ledge_engine::{Body, BodyId, Controller, EventKind, Grid, Outside, Preset, Rect, StableHasher, World};

use crate::actor::{player, tiny, Actor, Cast, Coin, Lava, Monster, Slot, Walls};
use crate::rng::SplitMix64;
use crate::{Buttons, Level, SpawnKind};

/// Steps the level keeps running after it is won or lost (1 s, seed 002),
/// before a session restarts it or moves on.
pub const END_DELAY_STEPS: u64 = 60;

/// How far above a monster's top the player's bottom may have been, before
/// the step, for a touch to count as a stomp, cells.
pub const STOMP_SLACK: f64 = 0.25;

/// The player's body is never removed from the world.
const PLAYER_STAYS: &str = "the player's body stays in the world";

/// Where a level stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Still going.
    Playing,
    /// Every coin is taken.
    Won,
    /// The player died.
    Lost(Cause),
}

/// What lost a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cause {
    /// Touching lava: a lava tile or a moving lava block.
    Lava,
    /// Touching a monster other than by stomping on it.
    Monster,
    /// Falling out of the bottom of a level whose `outside` is `open-below`.
    Fell,
    /// Being squeezed between a moving platform and a wall or another platform.
    Crushed,
}

impl Cause {
    /// Its name in reports: `lava`, `monster`, `fell` or `crushed`.
    pub fn name(self) -> &'static str {
        match self {
            Cause::Lava => "lava",
            Cause::Monster => "monster",
            Cause::Fell => "fell",
            Cause::Crushed => "crushed",
        }
    }
}

/// What a [`Figure`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FigureKind {
    /// The player.
    Player,
    /// A coin.
    Coin,
    /// A block of moving lava.
    Lava,
    /// A monster.
    Monster,
    /// A moving platform.
    Platform,
}

/// A moving thing of a level, as a renderer wants it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Figure {
    /// Stays the same for the same thing during an attempt (its index in
    /// the level's spawns; for a platform, the number of spawns plus its
    /// index in the level's platforms), so that drawings can be
    /// interpolated between steps.
    pub id: u32,
    /// What it is.
    pub kind: FigureKind,
    /// Its box (top-left and size), cells.
    pub rect: Rect,
    /// True when it faces left: the player after walking left, a monster
    /// walking left, a platform moving left.
    pub facing_left: bool,
}

/// A level being played: the engine world with the player's body, the
/// other actors in plan order, and the status.
///
/// ```
/// use ledge_game::{Buttons, Level, Play, Status};
/// let level = Level::parse("walk.txt", "......\n.@..o.\n######\n").unwrap();
/// let mut play = Play::new(&level, level.preset(None));
/// while play.status() == Status::Playing && play.frame() < 600 {
///     play.step(Buttons::RIGHT);
/// }
/// assert_eq!(play.status(), Status::Won);
/// assert_eq!(play.coins(), (1, 1));
/// ```
#[derive(Clone, Debug)]
pub struct Play {
    world: World,
    player: BodyId,
    /// Drives the player's body with the `ledge` physics; `None` with the
    /// seeds' presets, whose own jump rules drive it.
    controller: Option<Controller>,
    player_id: u32,
    facing_left: bool,
    /// The other actors, by kind.
    cast: Cast,
    /// The actors the player touches this step (kept to spare an
    /// allocation per step).
    touches: Vec<(u32, Slot)>,
    /// The figure id of the first moving platform (the number of spawns).
    first_platform_id: u32,
    status: Status,
    frame: u64,
    ended_at: Option<u64>,
    coins_total: u32,
    coins_left: u32,
    edges: bool,
    /// Seed 000's rules for monsters, treasure and touches ([`tiny`]): the
    /// level plays with its order ([`ledge_engine::Order::Tiny`]).
    tiny: bool,
}

impl Play {
    /// Starts `level` with the physics of `preset` (see [`Level::preset`]).
    pub fn new(level: &Level, preset: Preset) -> Play {
        let mut world = World::new(level.grid.clone(), preset.world());
        for platform in &level.platforms {
            world.add_platform(platform.clone());
        }
        let tiny = preset.motion.order == ledge_engine::Order::Tiny;
        let controller = player::controller(&preset);
        let player_body = |rect| player::body(&preset.world(), &preset, controller.as_ref(), rect);
        let mut rng = SplitMix64::new(level.settings.seed);
        let mut actors = Vec::with_capacity(level.spawns.len());
        let mut player = None;
        let mut player_id = level.spawns.len() as u32;
        for (id, spawn) in (0u32..).zip(&level.spawns) {
            let mut add = |actor| actors.push((id, actor));
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
        let cast = Cast::new(actors, preset.world().step);
        let coins = cast.coins();
        Play {
            world,
            player,
            controller,
            player_id,
            facing_left: false,
            cast,
            touches: Vec::new(),
            first_platform_id: level.spawns.len() as u32,
            status: Status::Playing,
            frame: 0,
            ended_at: None,
            coins_total: coins,
            coins_left: coins,
            edges: level.grid.has_edges(),
            tiny,
        }
    }

    /// Advances one fixed step with `buttons` held (seed 002's `State.update`):
    /// 1. the player's body moves (the engine), then every other actor, in plan order;
    /// 2. once the level is won or lost, nothing more changes its status;
    /// 3. touching a lava tile loses, and so does falling out of an open bottom;
    /// 4. then each actor the player overlaps, in plan order: lava loses, a
    ///    coin is taken (taking the last one wins), a monster dies when
    ///    stomped (the player bounces) and loses otherwise. As in seed 002,
    ///    a later actor's verdict overrides an earlier one's in the same step.
    pub fn step(&mut self, buttons: Buttons) {
        self.frame += 1;
        // 1.
        if buttons.contains(Buttons::LEFT) != buttons.contains(Buttons::RIGHT) {
            self.facing_left = buttons.contains(Buttons::LEFT);
        }
        let before = match &mut self.controller {
            Some(controller) => {
                let body = self.world.body(self.player).expect(PLAYER_STAYS);
                let (before, on_ladder) = (body.rect, body.contacts.ladder);
                controller.update(&mut self.world, self.player, player::input(buttons, on_ladder));
                before
            }
            None => {
                let body = self.world.body_mut(self.player).expect(PLAYER_STAYS);
                player::apply_buttons(body, buttons);
                body.rect
            }
        };
        self.world.step();
        let dt = self.world.config().step;
        let grid = self.world.grid();
        let walls = Walls { grid, edges: self.edges };
        let body = self.world.body(self.player).expect(PLAYER_STAYS);
        let (rect, hazard) = (body.rect, body.contacts.hazard);
        self.cast.step(walls, &self.world, &rect, &mut self.touches);
        // 2.
        if self.status != Status::Playing {
            return;
        }
        // 3.
        if hazard {
            return self.end(Status::Lost(Cause::Lava));
        }
        if self.crushed() {
            return self.end(Status::Lost(Cause::Crushed));
        }
        if grid.outside() == Outside::OpenBelow && rect.y >= grid.height() as f64 {
            return self.end(Status::Lost(Cause::Fell));
        }
        // 4.
        if self.tiny {
            let body = *self.body();
            return self.touch_as_seed_000(&body);
        }
        let mut status = Status::Playing;
        for &(_, slot) in &self.touches {
            match self.cast.get(slot) {
                Actor::Coin(_) => {
                    self.cast.remove(slot);
                    self.coins_left -= 1;
                    if self.coins_left == 0 {
                        status = Status::Won;
                    }
                }
                Actor::Lava(_) => status = Status::Lost(Cause::Lava),
                Actor::Monster(monster) => {
                    let falling = rect.y > before.y;
                    if falling && before.bottom() <= monster.rect.y + STOMP_SLACK {
                        self.cast.remove(slot);
                        if let Some(body) = self.world.body_mut(self.player) {
                            let take_off = player::take_off(body, self.controller.as_ref(), dt);
                            player::bounce(body, take_off);
                        }
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

    /// Step 4 with seed 000's rules ([`tiny`]): first the monsters and the
    /// lava, in plan order: a stomp kills the monster (the player does not
    /// bounce), any other touch loses; then, if the player still lives, the
    /// treasure it touches is taken.
    fn touch_as_seed_000(&mut self, body: &Body) {
        self.touches.clear();
        self.touches.extend(self.cast.iter().map(|(id, slot, _)| (id, slot)));
        for &(_, slot) in &self.touches {
            match self.cast.get(slot) {
                Actor::Monster(monster) if tiny::overlap(&body.rect, &monster.rect) => {
                    if !tiny::stomps(body, &monster.rect) {
                        return self.end(Status::Lost(Cause::Monster));
                    }
                    if let Some(id) = monster.body {
                        self.world.remove_body(id);
                    }
                    self.cast.remove(slot);
                }
                Actor::Lava(lava) if lava.rect.overlaps(&body.rect) => {
                    return self.end(Status::Lost(Cause::Lava));
                }
                _ => {}
            }
        }
        let coins_left = self.coins_left;
        for &(_, slot) in &self.touches {
            if let Actor::Coin(coin) = self.cast.get(slot) {
                if tiny::overlap(&body.rect, &coin.rect()) {
                    self.cast.remove(slot);
                    self.coins_left -= 1;
                }
            }
        }
        if self.coins_left == 0 && coins_left > 0 {
            self.end(Status::Won);
        }
    }

    /// True when a moving platform crushed the player during the last step.
    fn crushed(&self) -> bool {
        let player = self.player;
        self.world.platforms().next().is_some()
            && self.world.events().iter().any(|e| e.body == player && e.kind == EventKind::Crushed)
    }

    fn end(&mut self, status: Status) {
        self.status = status;
        self.ended_at = Some(self.frame);
    }

    /// Where the level stands.
    pub fn status(&self) -> Status {
        self.status
    }

    /// Steps taken so far.
    pub fn frame(&self) -> u64 {
        self.frame
    }

    /// The step at which the level was won or lost.
    pub fn ended_at(&self) -> Option<u64> {
        self.ended_at
    }

    /// True once the level was won or lost and [`END_DELAY_STEPS`] more
    /// steps have run: time to restart it or move on.
    pub fn is_over(&self) -> bool {
        self.ended_at.is_some_and(|end| self.frame >= end + END_DELAY_STEPS)
    }

    /// Coins taken and coins in the level.
    pub fn coins(&self) -> (u32, u32) {
        (self.coins_total - self.coins_left, self.coins_total)
    }

    /// The player's body.
    pub fn body(&self) -> &Body {
        self.world.body(self.player).expect(PLAYER_STAYS)
    }

    /// The player's box (top-left and size), cells.
    pub fn player(&self) -> Rect {
        self.body().rect
    }

    /// The other actors still in the level, in plan order.
    pub fn actors(&self) -> impl Iterator<Item = Actor> + '_ {
        self.cast.iter().map(|(_, _, actor)| actor)
    }

    /// Everything to draw, player first, then the moving platforms, then the
    /// other actors in plan order, each with an id that stays the same for
    /// the whole attempt.
    pub fn figures(&self) -> impl Iterator<Item = Figure> + '_ {
        let player = Figure {
            id: self.player_id,
            kind: FigureKind::Player,
            rect: self.player(),
            facing_left: self.facing_left,
        };
        let others = self.cast.iter().map(|(id, _, actor)| {
            let (kind, facing_left) = match actor {
                Actor::Coin(_) => (FigureKind::Coin, false),
                Actor::Lava(_) => (FigureKind::Lava, false),
                Actor::Monster(m) => (FigureKind::Monster, m.speed < 0.0),
            };
            Figure { id, kind, rect: actor.rect(), facing_left }
        });
        let platforms = (self.first_platform_id..).zip(self.world.platforms()).map(|(id, (_, platform))| {
            Figure { id, kind: FigureKind::Platform, rect: platform.rect, facing_left: platform.vel.x < 0.0 }
        });
        std::iter::once(player).chain(platforms).chain(others)
    }

    /// The level's tiles.
    pub fn grid(&self) -> &Grid {
        self.world.grid()
    }

    /// The controller driving the player's body, with the `ledge` physics.
    pub fn controller(&self) -> Option<&Controller> {
        self.controller.as_ref()
    }

    /// The engine world (the player's body and the grid).
    pub fn world(&self) -> &World {
        &self.world
    }

    /// A fingerprint of the whole state: the world's, every actor, the
    /// status and the coin count. Equal hashes mean (with overwhelming
    /// likelihood) bit-identical games.
    pub fn state_hash(&self) -> u64 {
        let mut h = StableHasher::new();
        h.u64(self.world.state_hash()).u64(self.frame).u64(self.coins_left as u64);
        let status = match self.status {
            Status::Playing => 0,
            Status::Won => 1,
            Status::Lost(Cause::Lava) => 2,
            Status::Lost(Cause::Monster) => 3,
            Status::Lost(Cause::Fell) => 4,
            Status::Lost(Cause::Crushed) => 5,
        };
        h.u64(status).u64(self.ended_at.unwrap_or(u64::MAX));
        if let Some(controller) = &self.controller {
            controller.hash_into(&mut h);
        }
        for actor in self.actors() {
            match actor {
                Actor::Coin(c) => h.u64(1).f64(c.base.x).f64(c.base.y).f64(c.wobble),
                Actor::Lava(l) => h.u64(2).f64(l.rect.x).f64(l.rect.y).f64(l.speed.x).f64(l.speed.y),
                Actor::Monster(m) => h.u64(3).f64(m.rect.x).f64(m.rect.y).f64(m.speed),
            };
        }
        h.finish()
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
