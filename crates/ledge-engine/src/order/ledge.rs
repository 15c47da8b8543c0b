//! Ledge's own order: velocity first, then an exact sweep along x and y.

use super::Env;
use crate::drive::{cap, drive_body};
use crate::jump::velocity_jump;
use crate::sweep::{Span, CONTACT};
use crate::{Body, Footing, Hit, Support, Surface, Tile};

/// 1. drive and jump set the velocity from the input and the ground under the body;
/// 2. gravity, then the speed caps;
/// 3. sweep along x (lifting over slopes), then along y, snapping down onto
///    the ground the body walked along so that it follows slopes down. The
///    distance moved is the mean of the old and new speeds times the step,
///    which is exact under constant acceleration: a jump designed with
///    [`crate::jump_from_height`] reaches its height at any step length;
/// 4. read the contacts.
pub(super) fn step(env: &Env, body: &mut Body) {
    let before = body.contacts;
    let grounded = before.on_ground();
    // 1.
    let vx0 = body.vel.x;
    // A climber grips the ladder: sideways it moves as on the ground.
    let surface = if body.climbing { Surface::Ground } else { before.surface() };
    drive_body(body, surface, env.dt);
    let took_off = velocity_jump(body, grounded);
    let vy0 = body.vel.y;
    let on_drop_floor = matches!(before.ground, Some(Support::Tile(Tile::OneWay | Tile::Ladder)));
    if body.input.down && !took_off && on_drop_floor {
        body.state.drop_line = Some(body.rect.bottom());
    }
    // 2.
    body.vel.y += env.gravity_for(body) * env.dt;
    body.vel = cap(body.vel, body.motion.max_speed);
    // 3.
    let dx = (vx0 + body.vel.x) * 0.5 * env.dt;
    let dy = (vy0 + body.vel.y) * 0.5 * env.dt;
    let mut span = Span::rows_of(&body.rect);
    let ground = sweep_in(env, body, dx, dy, grounded && !took_off, &mut span);
    // 4.
    body.contacts = env.space().contacts_in(&body.rect, body.footing(), ground, &span);
    if body.contacts.on_ground() && body.vel.y >= 0.0 {
        body.state.jumping = false;
    }
}

/// Moves the body by `(dx, dy)` with exact contact, stopping its velocity
/// against what it hits. `stick` keeps a body that walked along the ground on
/// it (down slopes and small steps). Returns what the body stands on when
/// the vertical sweep found out (see [`crate::Space::contacts`]).
pub(crate) fn sweep(env: &Env, body: &mut Body, dx: f64, dy: f64, stick: bool) -> Option<Option<Support>> {
    sweep_in(env, body, dx, dy, stick, &mut Span::rows_of(&body.rect))
}

/// [`sweep`] for a body whose rows are known: `span` holds them on entry
/// and the body's whole span on return (see [`crate::sweep::move_x`]).
#[inline(always)]
fn sweep_in(
    env: &Env,
    body: &mut Body,
    dx: f64,
    dy: f64,
    stick: bool,
    span: &mut Span,
) -> Option<Option<Support>> {
    let start_x = body.rect.x;
    let space = env.space();
    if space.move_x_in(&mut body.rect, dx, span) && !(stick && stepped_up(&space, body, start_x + dx, span)) {
        body.vel.x = 0.0;
        body.state.met_wall = if dx < 0.0 { -1 } else { 1 };
    }
    let walked = (body.rect.x - start_x).abs();
    let snap = if stick && dy >= 0.0 && body.state.drop_line.is_none() { walked + CONTACT } else { 0.0 };
    let footing = Footing { snap, ..body.footing() };
    let stop = space.move_y_in(&mut body.rect, dy, footing, span);
    if body.climbing {
        body.state.drop_line = None;
    }
    stop_y(body, stop, dy)
}

/// True when a body on the ground, stopped by a wall on its way along x
/// to `to_x`, stepped up onto it ([`crate::Motion::step_up`]) and walked on
/// unstopped.
#[inline]
fn stepped_up(space: &crate::Space, body: &mut Body, to_x: f64, span: &mut Span) -> bool {
    let (height, rest, footing) = (f64::from(body.motion.step_up), to_x - body.rect.x, body.footing());
    height > 0.0 && space.step_up(&mut body.rect, rest, height, footing, span) == Some(false)
}

/// What a body does after a move of `dy` along y that `stop` ended: a
/// floor stops its fall and ends a drop through a one-way floor, a ceiling
/// stops its rise. Returns what the body stands on when the move found out
/// (see [`crate::Space::contacts`]): what it landed on, nothing after a
/// ceiling or a free move, and `None` (not looked) when it did not move.
#[inline(always)]
pub(crate) fn stop_y(body: &mut Body, stop: Option<Hit>, dy: f64) -> Option<Option<Support>> {
    match stop {
        Some(Hit::Floor(support)) => {
            body.vel.y = body.vel.y.min(0.0);
            body.state.drop_line = None;
            Some(Some(support))
        }
        Some(Hit::Ceiling) => {
            body.vel.y = body.vel.y.max(0.0);
            Some(None)
        }
        _ if dy != 0.0 => Some(None),
        _ => None,
    }
}
