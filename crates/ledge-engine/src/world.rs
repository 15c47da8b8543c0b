//! The world: a grid, its bodies, and the fixed step that moves them.

use crate::hash::StableHasher;
use crate::order::{step_body, Env};
use crate::overlap::OverlapIndex;
use crate::{Body, BodyId, Contacts, Event, EventKind, Grid, Input, Rect, Side};

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
#[derive(Clone, Debug)]
pub struct World {
    grid: Grid,
    config: WorldConfig,
    bodies: Vec<Body>,
    events: Vec<Event>,
    tick: u64,
    index: OverlapIndex,
    scratch: Vec<BodyId>,
}

impl World {
    /// A world with no bodies.
    pub fn new(grid: Grid, config: WorldConfig) -> World {
        World {
            grid,
            config,
            bodies: Vec::new(),
            events: Vec::new(),
            tick: 0,
            index: OverlapIndex::default(),
            scratch: Vec::new(),
        }
    }

    /// The grid.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The grid, to edit (an editor, a door opening).
    pub fn grid_mut(&mut self) -> &mut Grid {
        &mut self.grid
    }

    /// The world settings.
    pub fn config(&self) -> WorldConfig {
        self.config
    }

    /// Steps taken so far.
    pub fn tick(&self) -> u64 {
        self.tick
    }

    /// Adds a body and returns its handle.
    pub fn add_body(&mut self, body: Body) -> BodyId {
        self.bodies.push(body);
        BodyId(self.bodies.len() as u32 - 1)
    }

    /// Takes a body out of the world. Its handle is not reused.
    pub fn remove_body(&mut self, id: BodyId) {
        if let Some(body) = self.bodies.get_mut(id.0 as usize) {
            body.state.removed = true;
        }
    }

    /// A body, unless it was removed.
    pub fn body(&self, id: BodyId) -> Option<&Body> {
        self.bodies.get(id.0 as usize).filter(|b| !b.state.removed)
    }

    /// A body to change, unless it was removed.
    pub fn body_mut(&mut self, id: BodyId) -> Option<&mut Body> {
        self.bodies.get_mut(id.0 as usize).filter(|b| !b.state.removed)
    }

    /// All bodies still in the world, in the order they were added.
    pub fn bodies(&self) -> impl Iterator<Item = (BodyId, &Body)> {
        self.bodies.iter().enumerate().filter(|(_, b)| !b.state.removed).map(|(i, b)| (BodyId(i as u32), b))
    }

    /// Sets the buttons a body holds during the next steps.
    pub fn set_input(&mut self, id: BodyId, input: Input) {
        if let Some(body) = self.body_mut(id) {
            body.input = input;
        }
    }

    /// What happened during the last step, body by body in id order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The bodies on any of `layers` whose boxes overlap `rect`, in id order,
    /// as of the end of the last step.
    pub fn query(&self, rect: &Rect, layers: u32, out: &mut Vec<BodyId>) {
        self.index.query(&self.bodies, rect, layers, out);
    }

    /// Advances the world by one fixed step.
    pub fn step(&mut self) {
        self.events.clear();
        let env = Env { grid: &self.grid, gravity: self.config.gravity, dt: self.config.step };
        for (i, body) in self.bodies.iter_mut().enumerate() {
            if body.state.removed {
                continue;
            }
            let before = body.contacts;
            step_body(&env, body);
            contact_events(BodyId(i as u32), &before, &body.contacts, &mut self.events);
        }
        self.overlap_events();
        self.tick += 1;
    }

    fn overlap_events(&mut self) {
        if !self.bodies.iter().any(|b| b.layers != 0 && !b.state.removed) {
            self.index = OverlapIndex::default();
            return;
        }
        self.index.rebuild(&self.bodies);
        for (i, body) in self.bodies.iter().enumerate() {
            if body.mask == 0 || body.state.removed {
                continue;
            }
            self.scratch.clear();
            self.index.query(&self.bodies, &body.rect, body.mask, &mut self.scratch);
            let me = BodyId(i as u32);
            for &other in self.scratch.iter().filter(|&&o| o != me) {
                self.events.push(Event { body: me, kind: EventKind::Overlap(other) });
            }
        }
    }

    /// A fingerprint of the whole dynamic state: equal hashes mean (with
    /// overwhelming likelihood) bit-identical worlds.
    pub fn state_hash(&self) -> u64 {
        let mut h = StableHasher::new();
        h.u64(self.tick);
        for body in &self.bodies {
            let r = &body.rect;
            h.f64(r.x).f64(r.y).f64(r.w).f64(r.h).f64(body.vel.x).f64(body.vel.y);
            let c = &body.contacts;
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
            ];
            h.u64(flags.iter().fold(0, |acc, &f| acc << 1 | f as u64));
            h.f64(body.state.drop_line.unwrap_or(f64::NAN));
        }
        h.finish()
    }
}

/// Events for the contacts a body gained during a step.
fn contact_events(id: BodyId, before: &Contacts, after: &Contacts, out: &mut Vec<Event>) {
    let mut push = |kind| out.push(Event { body: id, kind });
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
