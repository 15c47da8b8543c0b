//! The world: a grid, its bodies, and the fixed step that moves them.

use std::sync::Arc;

use crate::hash::{StableHasher, StateSink};
use crate::order::{step_body, stop_y, Cover, Env};
use crate::overlap::{tell_overlaps, OverlapIndex};
use crate::platform::Moving;
use crate::space::{boxes_overlap, spans_overlap, Solid, Space};
use crate::sweep::Span;
use crate::sweep::CONTACT;
use crate::{
    Body, BodyEvent, BodyId, Contacts, EventKind, Grid, Hit, Input, Moved, OnLeave, Platform, PlatformId,
    Rect, Side, Support, Vec2,
};

/// World-wide settings.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WorldConfig {
    /// Gravity, cells/s² (down is positive). Each body scales it.
    pub gravity: f64,
    /// Fixed step, seconds.
    pub step: f64,
}

/// A grid and the bodies moving through it.
///
/// Bodies are stepped in the order they were added; everything the step
/// does is plain IEEE arithmetic in a fixed order, so the same world and
/// inputs give bit-identical states on every run ([`World::state_hash`]).
///
/// The grid is shared: cloning a world, or saving and restoring its
/// [`WorldState`], copies no tile (an edit through [`World::grid_mut`]
/// copies the grid first when another world shares it).
#[derive(Clone, Debug)]
pub struct World {
    grid: Arc<Grid>,
    config: WorldConfig,
    bodies: Vec<Body>,
    /// What Eloquent JavaScript's game's order remembers of each body's cells, by body index:
    /// kept beside the bodies, not in them, so that a step of the other
    /// orders streams through smaller bodies. Remembered, never state: it
    /// changes no result, and a restored world starts it afresh.
    covers: Vec<Cover>,
    platforms: Vec<Platform>,
    /// The platforms as the sweep sees them (rebuilt as they move).
    solids: Vec<Solid>,
    events: Vec<BodyEvent>,
    tick: u64,
    index: OverlapIndex,
    scratch: Vec<BodyId>,
    /// Per body, whether the platform being moved carries it (kept to
    /// spare an allocation per platform per step).
    riders: Vec<bool>,
    /// Bodies the platform being moved crushed.
    crushed: Vec<usize>,
    /// The pairs of bodies that overlapped at the end of the last step
    /// (the body, then the one it overlaps on a layer in its mask), sorted.
    overlaps: Vec<(BodyId, BodyId)>,
    /// This step's pairs, while they are found (kept for its memory).
    fresh: Vec<(BodyId, BodyId)>,
    /// Events of the game's own moves ([`World::move_body`]) since the
    /// last step, reported with the next.
    pending: Vec<BodyEvent>,
    /// Names the grid's state: a fresh number whenever it may change.
    generation: u64,
}

/// A number no grid state has had before: what bodies remember of the
/// cells around them is keyed by it, so nothing from another world or an
/// earlier grid is taken for current. It never changes a result.
fn fresh_generation() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// What changes in a world as it steps: its bodies, its platforms and the
/// steps taken. With the grid and the settings, which do not change, it is
/// the whole world: [`World::restore`] puts a world back exactly as it was
/// when [`World::save`] kept it.
///
/// With the `serde` feature it is written to files and read back: restored
/// into a world of the same level (its grid, settings and platforms, in
/// the order they were added), the run goes on bit for bit.
#[derive(Clone, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WorldState {
    bodies: Vec<Body>,
    /// Where each platform is along its path: a platform's path does not
    /// change as the world steps, so a state keeps none.
    platforms: Vec<Moving>,
    tick: u64,
    /// The pairs of bodies overlapping at the last step, so that a
    /// restored world tells the same overlaps' beginnings and ends.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Vec::is_empty"))]
    overlaps: Vec<(BodyId, BodyId)>,
}

impl WorldState {
    /// Copies `other` into this state, reusing its memory: no allocation
    /// once it has held a state of the same world.
    pub fn copy_from(&mut self, other: &WorldState) {
        self.bodies.clone_from(&other.bodies);
        self.platforms.clone_from(&other.platforms);
        self.tick = other.tick;
        self.overlaps.clone_from(&other.overlaps);
    }

    /// The [`World::state_hash`] of the world this state was saved from.
    pub fn hash(&self) -> u64 {
        state_hash(self.tick, self.platforms.iter().copied(), &self.bodies)
    }

    /// Feeds what [`WorldState::hash`] covers, but the steps taken, to
    /// `sink`: two states that feed the same words go on alike, whatever
    /// step each was reached at (the count of steps changes nothing).
    pub fn feed_timeless(&self, sink: &mut impl StateSink) {
        feed_timeless(self.platforms.iter().copied(), &self.bodies, sink);
    }

    /// Steps the world had taken.
    pub fn tick(&self) -> u64 {
        self.tick
    }

    /// The memory its bodies and platforms take, bytes (not counting the
    /// state value itself).
    pub fn heap_bytes(&self) -> usize {
        self.bodies.len() * std::mem::size_of::<Body>()
            + self.platforms.len() * std::mem::size_of::<Moving>()
            + self.overlaps.len() * std::mem::size_of::<(BodyId, BodyId)>()
    }
}

impl World {
    /// A world with no bodies.
    pub fn new(grid: Grid, config: WorldConfig) -> World {
        World::sharing(Arc::new(grid), config)
    }

    /// A world with no bodies on a grid that other worlds may share.
    pub fn sharing(grid: Arc<Grid>, config: WorldConfig) -> World {
        World {
            grid,
            config,
            bodies: Vec::new(),
            covers: Vec::new(),
            platforms: Vec::new(),
            solids: Vec::new(),
            events: Vec::new(),
            tick: 0,
            index: OverlapIndex::default(),
            scratch: Vec::new(),
            riders: Vec::new(),
            crushed: Vec::new(),
            overlaps: Vec::new(),
            fresh: Vec::new(),
            pending: Vec::new(),
            generation: fresh_generation(),
        }
    }

    /// The grid.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The grid, to edit (an editor, a door opening). A grid shared with
    /// other worlds is copied first, so that they do not change.
    pub fn grid_mut(&mut self) -> &mut Grid {
        self.generation = fresh_generation();
        Arc::make_mut(&mut self.grid)
    }

    /// Keeps the world's state in `into`, reusing its memory.
    ///
    /// ```
    /// use ledge_engine::{Body, Grid, Preset, Rect, World, WorldState};
    /// let preset = Preset::ledge();
    /// let mut world = World::new(Grid::new(8, 8), preset.world());
    /// world.add_body(Body::new(Rect::new(1.0, 1.0, 0.8, 1.5), preset.motion));
    /// let mut saved = WorldState::default();
    /// world.save(&mut saved);
    /// let hash = world.state_hash();
    /// for _ in 0..30 {
    ///     world.step(); // falls
    /// }
    /// assert_ne!(world.state_hash(), hash);
    /// world.restore(&saved);
    /// assert_eq!(world.state_hash(), hash);
    /// ```
    pub fn save(&self, into: &mut WorldState) {
        into.bodies.clone_from(&self.bodies);
        into.platforms.clear();
        into.platforms.extend(self.platforms.iter().map(Platform::moving));
        into.tick = self.tick;
        into.overlaps.clone_from(&self.overlaps);
    }

    /// The world's state, in a new [`WorldState`].
    pub fn state(&self) -> WorldState {
        let mut state = WorldState::default();
        self.save(&mut state);
        state
    }

    /// Puts the world back as it was when `state` was saved from it (or
    /// from another world on the same grid with the same bodies and
    /// platforms added): bodies, platforms, steps and overlaps; the last
    /// step's events, and those of moves since, are cleared. What the update orders remember of the cells
    /// around each body is forgotten, which changes no result. The
    /// platforms' paths are the world's own (a state keeps none).
    pub fn restore(&mut self, state: &WorldState) {
        self.bodies.clone_from(&state.bodies);
        for (platform, moving) in self.platforms.iter_mut().zip(&state.platforms) {
            platform.set_moving(moving);
        }
        self.tick = state.tick;
        self.overlaps.clone_from(&state.overlaps);
        self.pending.clear();
        self.covers.clear();
        self.covers.resize(self.bodies.len(), Cover::default());
        self.rebuild_solids(None);
        self.events.clear();
        self.refresh_index();
    }

    /// The world settings.
    pub fn config(&self) -> WorldConfig {
        self.config
    }

    /// Steps taken so far.
    pub fn tick(&self) -> u64 {
        self.tick
    }

    /// Adds a body and returns its handle. A body placed inside a solid is
    /// moved to the nearest free place first ([`World::push_out`]).
    pub fn add_body(&mut self, body: Body) -> BodyId {
        self.bodies.push(body);
        self.covers.push(Cover::default());
        let id = BodyId(self.bodies.len() as u32 - 1);
        self.push_out(id);
        id
    }

    /// Takes a body out of the world. Its handle is not reused.
    pub fn remove_body(&mut self, id: BodyId) {
        if let Some(body) = self.bodies.get_mut(id.0 as usize) {
            body.state.removed = true;
        }
    }

    /// A body, unless it was removed.
    #[inline]
    pub fn body(&self, id: BodyId) -> Option<&Body> {
        self.bodies.get(id.0 as usize).filter(|b| !b.state.removed)
    }

    /// A body to change, unless it was removed.
    #[inline]
    pub fn body_mut(&mut self, id: BodyId) -> Option<&mut Body> {
        self.bodies.get_mut(id.0 as usize).filter(|b| !b.state.removed)
    }

    /// All bodies still in the world, in the order they were added.
    pub fn bodies(&self) -> impl Iterator<Item = (BodyId, &Body)> {
        self.bodies.iter().enumerate().filter(|(_, b)| !b.state.removed).map(|(i, b)| (BodyId(i as u32), b))
    }

    /// Adds a moving platform and returns its handle.
    pub fn add_platform(&mut self, platform: Platform) -> PlatformId {
        self.platforms.push(platform);
        self.rebuild_solids(None);
        PlatformId(self.platforms.len() as u32 - 1)
    }

    /// A platform, unless it was removed.
    pub fn platform(&self, id: PlatformId) -> Option<&Platform> {
        self.platforms.get(id.0 as usize).filter(|p| !p.is_removed())
    }

    /// All platforms still in the world, in the order they were added.
    pub fn platforms(&self) -> impl Iterator<Item = (PlatformId, &Platform)> {
        self.platforms
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.is_removed())
            .map(|(i, p)| (PlatformId(i as u32), p))
    }

    /// Sends a platform on from a waypoint where it waits until released
    /// (an infinite [`crate::Waypoint::pause`]): a block that rushes off
    /// once stood on, a lift called by a switch. True when it was waiting;
    /// false when it was on its way, waiting for a time, or there is no
    /// such platform.
    ///
    /// ```
    /// use ledge_engine::{Grid, Path, PathMode, Platform, Preset, Vec2, Waypoint, World};
    /// let mut world = World::new(Grid::new(12, 4), Preset::ledge().world());
    /// // Out to the right at 6 cells/s once released, back at 3, then waits again.
    /// let waits = Waypoint { pos: Vec2::new(0.0, 2.0), speed: 6.0, pause: f64::INFINITY };
    /// let far = Waypoint { pos: Vec2::new(6.0, 2.0), speed: 3.0, pause: 0.0 };
    /// let path = Path { waypoints: vec![waits, far], mode: PathMode::Loop };
    /// let block = world.add_platform(Platform::new(Vec2::new(1.0, 1.0), path));
    /// (0..60).for_each(|_| world.step());
    /// assert_eq!(world.platform(block).unwrap().rect.x, 0.0); // still waiting
    /// assert!(world.release_platform(block));
    /// assert!(!world.release_platform(block)); // on its way
    /// (0..60).for_each(|_| world.step());
    /// assert!((world.platform(block).unwrap().rect.x - 6.0).abs() < 1e-9); // out in 1 s
    /// (0..150).for_each(|_| world.step());
    /// assert!(world.platform(block).unwrap().rect.x.abs() < 1e-9); // back in 2 s, waiting again
    /// assert!(world.release_platform(block));
    /// ```
    pub fn release_platform(&mut self, id: PlatformId) -> bool {
        self.platforms.get_mut(id.0 as usize).filter(|p| !p.is_removed()).is_some_and(|p| p.release())
    }

    /// Takes a platform out of the world (a door opening, a floor that
    /// crumbles): from the next step it holds nothing up and stops
    /// nothing, and what stood on it falls, keeping none of its velocity.
    /// Its handle is not reused. False when there is no such platform.
    ///
    /// ```
    /// use ledge_engine::{Body, EventKind, Grid, Path, Platform, Preset, Rect, Vec2, World};
    /// let preset = Preset::ledge();
    /// let mut world = World::new(Grid::from_text(&"........\n".repeat(10)).unwrap(), preset.world());
    /// let floor = world.add_platform(Platform::new(Vec2::new(8.0, 1.0), Path::still(Vec2::new(0.0, 8.0))));
    /// let body = world.add_body(Body::new(Rect::new(2.0, 6.5, 0.8, 1.5), preset.motion));
    /// world.step();
    /// assert!(world.body(body).unwrap().contacts.on_ground());
    /// assert!(world.remove_platform(floor));
    /// world.step();
    /// assert!(world.events().iter().any(|e| e.body == body && e.kind == EventKind::LeftGround));
    /// assert!(world.platform(floor).is_none());
    /// ```
    pub fn remove_platform(&mut self, id: PlatformId) -> bool {
        let Some(platform) = self.platforms.get_mut(id.0 as usize).filter(|p| !p.is_removed()) else {
            return false;
        };
        platform.remove();
        self.rebuild_solids(None);
        true
    }

    /// Sets how far along its path a platform is, in seconds from its
    /// path's first point, as if it had been travelling that long (pauses
    /// included; a whole number of round trips makes no difference). At the
    /// next step it goes there (and `dt` further) in one move, as a driven
    /// platform does ([`World::drive_platform`]): carrying its riders,
    /// shoving the bodies in its way and crushing those with nowhere to go.
    /// To place a platform before the game starts, [`Platform::at_phase`]
    /// moves no body. False when there is no such platform.
    ///
    /// ```
    /// use ledge_engine::{Grid, Path, Platform, Preset, Vec2, World};
    /// let mut world = World::new(Grid::new(8, 12), Preset::ledge().world());
    /// // Up 8 cells and back at 4 cells/s: a round trip of 4 s.
    /// let path = Path::back_and_forth(Vec2::new(2.0, 10.0), Vec2::new(2.0, 2.0), 4.0);
    /// let lift = world.add_platform(Platform::new(Vec2::new(2.0, 0.5), path));
    /// assert!(world.set_platform_phase(lift, 1.0));
    /// world.step(); // 1 s along, then one step of 1/60 s more
    /// let y = world.platform(lift).unwrap().rect.y;
    /// assert!((y - (6.0 - 4.0 / 60.0)).abs() < 1e-9);
    /// ```
    pub fn set_platform_phase(&mut self, id: PlatformId, seconds: f64) -> bool {
        let Some(platform) = self.platforms.get_mut(id.0 as usize).filter(|p| !p.is_removed()) else {
            return false;
        };
        platform.set_phase(seconds);
        true
    }

    /// Drives a platform from the game's code (a lift on a switch, a
    /// crusher, a block the player shoves): at the next step it goes to
    /// `to` (its top-left corner) in one move, as a platform goes along
    /// its path: carrying its riders, pushing the bodies in its way and
    /// crushing those with nowhere to go ([`crate::EventKind::Crushed`]),
    /// its velocity the move's for the bodies that leave it. Its path
    /// becomes the one point `to`, so it stays there until driven again
    /// (driven to where it is, it stops). False when there is no such
    /// platform.
    ///
    /// ```
    /// use ledge_engine::{Body, Grid, Path, Platform, Preset, Rect, Support, Vec2, World};
    /// let preset = Preset::ledge();
    /// let mut world = World::new(Grid::from_text(&"........\n".repeat(10)).unwrap(), preset.world());
    /// // A lift the game drives, standing still at first, and a body on it.
    /// let lift = world.add_platform(Platform::new(Vec2::new(3.0, 0.5), Path::still(Vec2::new(2.0, 8.0))));
    /// let body = world.add_body(Body::new(Rect::new(2.5, 6.5, 0.8, 1.5), preset.motion));
    /// for _ in 0..10 {
    ///     world.step(); // lands on the lift
    /// }
    /// for step in 1..=20 {
    ///     world.drive_platform(lift, Vec2::new(2.0, 8.0 - 0.1 * step as f64)); // up 6 cells/s
    ///     world.step();
    /// }
    /// let rider = world.body(body).unwrap();
    /// assert_eq!(rider.contacts.ground, Some(Support::Platform(lift)));
    /// assert!((rider.rect.bottom() - 6.0).abs() < 1e-9); // carried up 2 cells
    /// ```
    pub fn drive_platform(&mut self, id: PlatformId, to: Vec2) -> bool {
        let Some(platform) = self.platforms.get_mut(id.0 as usize).filter(|p| !p.is_removed()) else {
            return false;
        };
        platform.drive_to(to);
        true
    }

    /// The world's solids where they are now, to move boxes against and
    /// ask about (see [`Space`]).
    pub fn space(&self) -> Space<'_> {
        Space { grid: &self.grid, solids: &self.solids }
    }

    /// Moves the body `id` by `delta` against the world's solids, along x
    /// and then along y ([`Space::move_by`], with the body's
    /// [`Body::footing`]), the way a game's own controller moves a body
    /// of [`crate::Order::Kinematic`]: its velocity stops against what it
    /// hit (toward it only), a landing ends a drop through a one-way floor,
    /// and its contacts are read afresh. A body standing on the ground
    /// steps up a ledge no higher than its [`crate::Motion::step_up`]. `None`
    /// for a removed body.
    ///
    /// What the move did is told with the next step's events
    /// ([`World::events`], before the step's own), as the step tells it of
    /// the bodies it moves: [`EventKind::Landed`], [`EventKind::LeftGround`],
    /// [`EventKind::HitWall`] (a wall come to, or met on the way),
    /// [`EventKind::HitCeiling`] and [`EventKind::EnteredHazard`].
    ///
    /// ```
    /// use ledge_engine::{Body, Grid, Hit, Motion, Order, Preset, Rect, Side, Tile, Vec2, World};
    /// let mut grid = Grid::new(8, 4);
    /// grid.set_tile(5, 2, Tile::Solid);
    /// let mut world = World::new(grid, Preset::ledge().world());
    /// let motion = Motion { order: Order::Kinematic, ..Preset::ledge().motion };
    /// let id = world.add_body(Body::new(Rect::new(1.0, 2.0, 1.0, 1.0), motion));
    /// let moved = world.move_body(id, Vec2::new(10.0, 0.0)).unwrap();
    /// assert_eq!(moved.x, Some(Hit::Wall(Side::Right)));
    /// assert_eq!(world.body(id).unwrap().rect.right(), 5.0);
    /// assert!(world.body(id).unwrap().contacts.wall_right);
    /// ```
    pub fn move_body(&mut self, id: BodyId, delta: Vec2) -> Option<Moved> {
        let space = Space { grid: &self.grid, solids: &self.solids };
        let body = self.bodies.get_mut(id.0 as usize).filter(|b| !b.state.removed)?;
        let before = body.contacts;
        let footing = body.footing();
        let mut span = Span::rows_of(&body.rect);
        let start_x = body.rect.x;
        let mut blocked = space.move_x_in(&mut body.rect, delta.x, &mut span);
        if blocked && body.motion.step_up > 0.0 && before.on_ground() {
            let rest = start_x + delta.x - body.rect.x;
            blocked = space
                .step_up(&mut body.rect, rest, body.motion.step_up.into(), footing, &mut span)
                .unwrap_or(true);
        }
        let x = blocked.then_some(Hit::Wall(if delta.x > 0.0 { Side::Right } else { Side::Left }));
        let moved = Moved { x, y: space.move_y_in(&mut body.rect, delta.y, footing, &mut span) };
        if moved.x.is_some() {
            body.vel.x = if delta.x > 0.0 { body.vel.x.min(0.0) } else { body.vel.x.max(0.0) };
        }
        let ground = stop_y(body, moved.y, delta.y);
        body.contacts = space.contacts_in(&body.rect, body.footing(), ground, &span);
        contact_events(id, &before, &body.contacts, &mut self.pending);
        if let Some(Hit::Wall(side)) = moved.x {
            let (touched, touches) = match side {
                Side::Left => (before.wall_left, body.contacts.wall_left),
                Side::Right => (before.wall_right, body.contacts.wall_right),
            };
            if !touched && !touches {
                self.pending.push(BodyEvent { body: id, kind: EventKind::HitWall(side) });
            }
        }
        Some(moved)
    }

    /// Sets the buttons a body holds during the next steps.
    ///
    /// For a body the world's update order drives. A [`crate::Controller`]'s
    /// body takes its buttons through [`crate::Controller::update`]: given
    /// here, they walk it but never jump or dash, and the next update
    /// replaces them.
    #[inline]
    pub fn set_input(&mut self, id: BodyId, input: Input) {
        // A removed body is never stepped nor shown, so its input does not
        // matter: not asking spares a read of another part of the body.
        if let Some(body) = self.bodies.get_mut(id.0 as usize) {
            body.input = input;
        }
    }

    /// What happened during the last step, body by body in id order,
    /// then the overlaps (each body's in the order of the bodies it
    /// overlaps). First come the events of the game's own moves made
    /// since the step before ([`World::move_body`]), in the order they
    /// were made.
    pub fn events(&self) -> &[BodyEvent] {
        &self.events
    }

    /// The bodies on any of `layers` whose boxes overlap `rect`, in id order,
    /// as of the end of the last step.
    pub fn query(&self, rect: &Rect, layers: u32, out: &mut Vec<BodyId>) {
        self.index.query(&self.bodies, rect, layers, out);
    }

    /// Advances the world by one fixed step:
    /// 1. platforms move along their paths, carrying their riders and
    ///    pushing the bodies in their way (crushing those with nowhere to go);
    /// 2. bodies step, in the order they were added;
    /// 3. bodies that left a platform keep its velocity as they are set to;
    /// 4. overlaps between bodies are reported, with those that began and
    ///    ended since the step before.
    pub fn step(&mut self) {
        self.events.clear();
        if !self.pending.is_empty() {
            self.events.append(&mut self.pending);
        }
        // 1.
        if !self.platforms.is_empty() {
            for i in 0..self.platforms.len() {
                self.step_platform(i);
            }
            self.rebuild_solids(None);
        }
        // 2.
        let env = Env {
            grid: &self.grid,
            solids: &self.solids,
            gravity: self.config.gravity,
            dt: self.config.step,
            generation: self.generation,
        };
        for (i, (body, cover)) in self.bodies.iter_mut().zip(&mut self.covers).enumerate() {
            if body.state.removed {
                continue;
            }
            let before = body.contacts;
            step_body(&env, body, cover);
            if body.state.took_off {
                body.state.took_off = false;
                self.events.push(BodyEvent { body: BodyId(i as u32), kind: EventKind::Jumped });
            }
            contact_events(BodyId(i as u32), &before, &body.contacts, &mut self.events);
            if body.state.met_wall != 0 {
                met_wall(BodyId(i as u32), body, &before, self.tick, &mut self.events);
            }
            // 3.
            if let Some(Support::Platform(p)) = before.ground {
                if body.contacts.ground != before.ground {
                    let vel = self.platforms[p.0 as usize].vel;
                    match body.on_leave {
                        OnLeave::AddVelocity => {
                            body.vel.x += vel.x;
                            body.vel.y += vel.y;
                        }
                        OnLeave::AddUpwardVelocity => {
                            body.vel.x += vel.x;
                            body.vel.y += vel.y.min(0.0);
                        }
                        OnLeave::DoNothing => {}
                    }
                }
            }
        }
        // 4.
        self.overlap_events();
        self.tick += 1;
    }

    /// The platforms as the sweep sees them, leaving out `except` (the
    /// one moving, which must not stop its own riders).
    fn rebuild_solids(&mut self, except: Option<usize>) {
        self.solids.clear();
        for (i, p) in self.platforms.iter().enumerate() {
            if Some(i) != except && !p.is_removed() {
                self.solids.push(Solid { rect: p.rect, one_way: p.one_way, id: PlatformId(i as u32) });
            }
        }
    }

    /// Moves platform `i` one step along its path, x then y, carrying its
    /// riders and pushing or crushing the bodies in its way.
    fn step_platform(&mut self, i: usize) {
        if self.platforms[i].is_removed() {
            return;
        }
        let dt = self.config.step;
        let old = self.platforms[i].rect;
        let pos = self.platforms[i].advance(dt);
        self.platforms[i].vel = Vec2::new((pos.x - old.x) / dt, (pos.y - old.y) / dt);
        if pos.x == old.x && pos.y == old.y {
            return;
        }
        let id = PlatformId(i as u32);
        let one_way = self.platforms[i].one_way;
        self.rebuild_solids(Some(i));
        let space = Space { grid: &self.grid, solids: &self.solids };
        let (riders, crushed) = (&mut self.riders, &mut self.crushed);
        riders.clear();
        riders.extend(self.bodies.iter().map(|b| {
            !b.state.removed && (b.contacts.ground == Some(Support::Platform(id)) || catches(&old, pos, b))
        }));
        crushed.clear();
        // Along x: riders are carried, bodies in the way are pushed.
        let moved_x = Rect { x: pos.x, ..old };
        self.platforms[i].rect = moved_x;
        for (b, body) in self.bodies.iter_mut().enumerate().filter(|(_, b)| !b.state.removed) {
            if riders[b] {
                space.move_x(&mut body.rect, pos.x - old.x);
            } else if !one_way && boxes_overlap(&moved_x, &body.rect) {
                let push =
                    if pos.x > old.x { moved_x.right() - body.rect.x } else { moved_x.x - body.rect.right() };
                space.move_x(&mut body.rect, push);
                if boxes_overlap(&moved_x, &body.rect) {
                    crushed.push(b);
                }
            }
        }
        // Along y: riders follow the top exactly, bodies in the way are pushed.
        let moved = Rect { y: pos.y, ..moved_x };
        self.platforms[i].rect = moved;
        for (b, body) in self.bodies.iter_mut().enumerate().filter(|(_, b)| !b.state.removed) {
            let footing = body.footing();
            if riders[b] && spans_overlap(body.rect.x, body.rect.right(), moved.x, moved.right()) {
                let follow = moved.y - body.rect.bottom();
                space.move_y(&mut body.rect, follow, footing);
            } else if !one_way && boxes_overlap(&moved, &body.rect) {
                let push =
                    if pos.y > old.y { moved.bottom() - body.rect.y } else { moved.y - body.rect.bottom() };
                space.move_y(&mut body.rect, push, footing);
            } else {
                continue;
            }
            if !one_way && boxes_overlap(&moved, &body.rect) && !crushed.contains(&b) {
                crushed.push(b);
            }
        }
        for &b in crushed.iter() {
            self.events.push(BodyEvent { body: BodyId(b as u32), kind: EventKind::Crushed });
        }
    }

    /// Brings the overlap index up to date with the bodies; false when no
    /// body is on any layer (the index is then empty, and not sorted).
    fn refresh_index(&mut self) -> bool {
        let any = self.bodies.iter().any(|b| b.layers != 0 && !b.state.removed);
        if any {
            self.index.rebuild(&self.bodies);
        } else {
            self.index.clear();
        }
        any
    }

    /// Reports every pair of overlapping bodies, and the pairs that began
    /// or ended since the last step: this step's pairs come sorted, so one
    /// walk along them and the last step's finds both.
    fn overlap_events(&mut self) {
        if !self.refresh_index() && self.overlaps.is_empty() {
            return;
        }
        self.fresh.clear();
        for (i, body) in self.bodies.iter().enumerate() {
            if body.mask == 0 || body.state.removed {
                continue;
            }
            self.scratch.clear();
            self.index.query(&self.bodies, &body.rect, body.mask, &mut self.scratch);
            let me = BodyId(i as u32);
            self.fresh.extend(self.scratch.iter().filter(|&&o| o != me).map(|&other| (me, other)));
        }
        tell_overlaps(&self.overlaps, &self.fresh, &mut self.events);
        std::mem::swap(&mut self.overlaps, &mut self.fresh);
    }

    /// A fingerprint of the whole dynamic state: equal hashes mean (with
    /// overwhelming likelihood) bit-identical worlds.
    pub fn state_hash(&self) -> u64 {
        state_hash(self.tick, self.platforms.iter().map(Platform::moving), &self.bodies)
    }

    /// Feeds what [`World::state_hash`] covers but the steps taken to
    /// `sink` (see [`WorldState::feed_timeless`]).
    pub fn feed_timeless(&self, sink: &mut impl StateSink) {
        feed_timeless(self.platforms.iter().map(Platform::moving), &self.bodies, sink);
    }
}

/// A fingerprint of a world's state: its steps, platforms and bodies.
fn state_hash(tick: u64, platforms: impl Iterator<Item = Moving>, bodies: &[Body]) -> u64 {
    let mut h = StableHasher::new();
    h.u64(tick);
    feed_timeless(platforms, bodies, &mut h);
    h.finish()
}

/// Feeds a world's platforms and bodies, exactly, to `h`.
fn feed_timeless(platforms: impl Iterator<Item = Moving>, bodies: &[Body], h: &mut impl StateSink) {
    for platform in platforms {
        platform.hash_into(h);
    }
    for body in bodies {
        let (r, c) = (&body.rect, &body.contacts);
        // A removed body's buttons are not part of any state (setting
        // them is allowed and does nothing).
        let input = if body.state.removed { Input::default() } else { body.input };
        let flags = [
            c.on_ground(),
            c.wall_left,
            c.wall_right,
            c.ceiling,
            c.hazard,
            c.ladder,
            body.climbing,
            body.state.jumping,
            body.state.falling,
            body.state.jump_held,
            body.state.removed,
            body.patrol,
            input.left,
            input.right,
        ];
        let flags = flags.iter().fold(0, |acc, &f| acc << 1 | f as u64);
        let drop_line = body.state.drop_line.unwrap_or(f64::NAN);
        let numbers = [r.x, r.y, r.w, r.h, body.vel.x, body.vel.y].map(f64::to_bits);
        h.words(&numbers).u64(flags).f64(drop_line);
        // Only a wedged body feeds its flag, so that every other state
        // keeps its hash (replays name them).
        if body.state.wedged {
            h.u64(u64::MAX);
        }
    }
}

/// True when a platform rising from `old` to `pos` passes a body's feet
/// that were on or above its top: it catches the body instead of letting it
/// through (one-way platforms only push what they catch this way).
fn catches(old: &Rect, pos: Vec2, body: &Body) -> bool {
    let bottom = body.rect.bottom();
    pos.y < old.y
        && bottom <= old.y + CONTACT
        && bottom > pos.y - CONTACT
        && spans_overlap(body.rect.x, body.rect.right(), pos.x, pos.x + old.w)
}

/// Reports the wall the body's step at `tick` met along x (and forgets
/// it) when its contacts do not: the body did not touch it before the step
/// nor touches it after (it rose past the wall's top), and did not meet a
/// wall at the step before too (a body held against a ledge it cannot
/// climb meets it once).
#[cold]
#[inline(never)]
fn met_wall(id: BodyId, body: &mut Body, before: &Contacts, tick: u64, out: &mut Vec<BodyEvent>) {
    let left = std::mem::take(&mut body.state.met_wall) < 0;
    let again = body.state.met_step != 0 && body.state.met_step == tick as u32;
    body.state.met_step = (tick as u32).wrapping_add(1);
    let (touched, touches) = if left {
        (before.wall_left, body.contacts.wall_left)
    } else {
        (before.wall_right, body.contacts.wall_right)
    };
    if !again && !touched && !touches {
        out.push(BodyEvent {
            body: id,
            kind: EventKind::HitWall(if left { Side::Left } else { Side::Right }),
        });
    }
}

/// Events for the contacts a body gained during a step (or a move).
/// Always inlined: a call on every body's step costs more than the
/// comparisons themselves.
#[inline(always)]
fn contact_events(id: BodyId, before: &Contacts, after: &Contacts, out: &mut Vec<BodyEvent>) {
    let mut push = |kind| out.push(BodyEvent { body: id, kind });
    match (before.on_ground(), after.on_ground()) {
        (false, true) => push(EventKind::Landed),
        (true, false) => push(EventKind::LeftGround),
        _ => {}
    }
    if after.wall_left && !before.wall_left {
        push(EventKind::HitWall(Side::Left));
    }
    if after.wall_right && !before.wall_right {
        push(EventKind::HitWall(Side::Right));
    }
    if after.ceiling && !before.ceiling {
        push(EventKind::HitCeiling);
    }
    if after.hazard && !before.hazard {
        push(EventKind::EnteredHazard);
    }
}
