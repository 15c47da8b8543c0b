//! The update orders of [`crate::Order`]: one file per seed, plus Ledge's
//! own (and [`crate::Order::Kinematic`], which moves nothing).

mod deepnight;
mod eloquent;
mod ledge;
mod talle;
mod tiny;

use crate::space::{Solid, Space};
use crate::sweep::{Span, CONTACT};
use crate::{Body, Contacts, Feature, Footing, Grid, Order, Rect, Support};

pub(crate) use eloquent::Cover;
pub(crate) use ledge::stop_y;

/// What a body's step needs from its world.
pub(crate) struct Env<'a> {
    pub grid: &'a Grid,
    /// The moving platforms, where they are this step.
    pub solids: &'a [Solid],
    /// World gravity, cells/s².
    pub gravity: f64,
    /// Fixed step, seconds.
    pub dt: f64,
    /// Names the grid's current state: it changes whenever the grid may
    /// have, so that what a body remembers of its cells can be checked.
    pub generation: u64,
}

impl Env<'_> {
    /// The grid and the platforms, for the sweep.
    fn space(&self) -> Space<'_> {
        Space { grid: self.grid, solids: self.solids }
    }

    /// Gravity for this body, cells/s²; none while climbing.
    fn gravity_for(&self, body: &Body) -> f64 {
        if body.climbing {
            0.0
        } else {
            self.gravity * body.motion.gravity_scale
        }
    }
}

/// Advances one body by one step, in its own update order. `cover` is what
/// Eloquent JavaScript's game's order remembers of the body's cells (the other orders leave
/// it alone).
///
/// A wedged body ([`Body::is_wedged`]) is held still, in every order, until
/// it overlaps no solid: the sweeping orders would nudge it about inside
/// the wall, and the tiny platformer's check would let it fall through every solid
/// below. No body of the seeds' own levels is ever wedged.
#[inline]
pub(crate) fn step_body(env: &Env, body: &mut Body, cover: &mut Cover) {
    if body.state.wedged {
        if !env.space().overlaps_solid(&body.rect, false) {
            body.state.wedged = false;
        } else {
            body.vel = crate::Vec2::ZERO;
            body.state.jump_held = body.input.jump;
            return;
        }
    }
    match body.motion.order {
        Order::Ledge => ledge::step(env, body),
        Order::Eloquent => eloquent::step(env, body, cover),
        Order::Tiny => tiny::step(env, body),
        Order::Deepnight => deepnight::step(env, body),
        Order::Talle => talle::step(env, body),
        Order::Kinematic => {}
    }
    // Seed 000's order patrols by its own rule, inside its step.
    if body.patrol && body.motion.order.can(Feature::Patrol) && body.motion.order != Order::Tiny {
        patrol(&env.space(), body);
    }
    body.state.jump_held = body.input.jump;
}

/// Turns a patrolling body on the ground round at a wall or at the edge of
/// its floor, after its move, feeling for the floor with a sliver through
/// the world's [`Space`] (slopes, one-way floors, platforms). Seed 000's
/// order turns by its own rule inside its step (`tiny.rs`, judged on the
/// cells its collision read), and seed 002's monsters are no bodies (they
/// turn before a move would touch a wall or leave the floor, on the grid:
/// ledge-game's `element/monster/rule.rs`): each seed's turn is pinned by
/// its fidelity tests, bit for bit, so the three stay apart.
fn patrol(space: &Space, body: &mut Body) {
    let c = body.contacts;
    if !c.on_ground() || body.input.left == body.input.right {
        return;
    }
    let left = body.input.left;
    // A sliver just ahead of the body's leading side, to feel for the floor.
    const FEEL: f64 = 0.05;
    let r = body.rect;
    let ahead = Rect { x: if left { r.x - FEEL } else { r.right() }, w: FEEL, ..r };
    let floor_ahead = space.floor_within(&ahead, CONTACT, Footing::default()).is_some();
    if (left && c.wall_left) || (!left && c.wall_right) || !floor_ahead {
        body.input.left = !left;
        body.input.right = left;
    }
}

/// Contacts read off the geometry around the body (for the swept orders).
/// `ground` is what the vertical sweep already found out, if it looked
/// (see [`Space::contacts_in`]).
pub(crate) fn probe(space: &Space, body: &Body, ground: Option<Option<Support>>) -> Contacts {
    space.contacts_in(&body.rect, body.footing(), ground, &Span::of(&body.rect))
}
