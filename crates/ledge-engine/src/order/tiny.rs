//! The tiny platformer's order: integrate with the old velocity, then the 1-to-4-cell check.

use super::Env;
use crate::drive::{jiggle_clamp, linear_accel};
use crate::{Body, Contacts, Drive, Jump, Support, Tile};

/// `updateEntity()` of the tiny platformer's game for one entity, in cells (the game
/// works in 32-pixel tiles; scaling by a power of two changes no bit):
/// 1. accelerations: gravity; accel toward held directions, friction against
///    a direction no longer held (both per surface: the game halves them
///    while falling); the jump impulse when jump is held and the body is
///    neither jumping nor falling;
/// 2. positions move by the *old* velocity;
/// 3. velocities integrate and are bounded; the anti-jiggle clamp;
/// 4. the 1-to-4-cell collision: y first, then x; a patrolling body turns
///    at walls and ledges; then the falling flag.
///
/// The body is assumed to be at most one cell in each direction, as in the seed.
///
/// The seed's check lets a body inside a solid fall through it (a cell and
/// the cell below both solid stop nothing): [`super::step_body`] holds a
/// wedged body still instead.
pub(super) fn step(env: &Env, body: &mut Body) {
    let dt = env.dt;
    let input = body.input;
    let (vx0, falling) = (body.vel.x, body.state.falling);
    // 1.
    let surface = body.contacts.surface();
    let ddx = match body.motion.drive {
        Drive::Linear { accel, friction } => {
            linear_accel(vx0, input.left, input.right, accel.get(surface), friction.get(surface))
        }
        _ => 0.0,
    };
    let mut ddy = env.gravity_for(body);
    if let Jump::Impulse { impulse } = body.motion.jump {
        if input.jump && !body.state.jumping && !falling {
            ddy -= impulse;
            body.state.jumping = true;
            body.state.took_off = true;
        }
    }
    // 2.
    let mut x = body.rect.x + dt * body.vel.x;
    let mut y = body.rect.y + dt * body.vel.y;
    // 3.
    let max = body.motion.max_speed;
    let mut dx = (vx0 + dt * ddx).clamp(-max.x, max.x);
    let mut dy = (body.vel.y + dt * ddy).clamp(-max.y, max.y);
    dx = jiggle_clamp(vx0, dx);
    // 4.
    let grid = env.grid;
    let solid = |cx: i64, cy: i64| grid.tile(cx, cy).blocks();
    // As `floor()`, without a call to the C library (positions are far inside i64).
    let (cx, cy) = (crate::cell::floor_i(x), crate::cell::floor_i(y));
    let (tx, ty) = (cx as f64, cy as f64);
    let nx = x != tx;
    let mut ny = y != ty;
    let mut cell = solid(cx, cy);
    let mut cellright = solid(cx + 1, cy);
    let celldown = solid(cx, cy + 1);
    let celldiag = solid(cx + 1, cy + 1);
    let mut contacts = Contacts::default();
    if dy > 0.0 {
        if (celldown && !cell) || (celldiag && !cellright && nx) {
            y = ty;
            dy = 0.0;
            body.state.falling = false;
            body.state.jumping = false;
            ny = false;
        }
    } else if dy < 0.0 && ((cell && !celldown) || (cellright && !celldiag && nx)) {
        y = ty + 1.0;
        dy = 0.0;
        cell = celldown;
        cellright = celldiag;
        ny = false;
        contacts.ceiling = true;
    }
    if dx > 0.0 {
        if (cellright && !cell) || (celldiag && !celldown && ny) {
            x = tx;
            dx = 0.0;
            contacts.wall_right = true;
        }
    } else if dx < 0.0 && ((cell && !cellright) || (celldown && !celldiag && ny)) {
        x = tx + 1.0;
        dx = 0.0;
        contacts.wall_left = true;
    }
    // Seed 000's monsters turn at walls and ledges, judged on the cells above.
    if body.patrol {
        let input = &mut body.input;
        if input.left && (cell || !celldown) {
            (input.left, input.right) = (false, true);
        } else if input.right && (cellright || !celldiag) {
            (input.left, input.right) = (true, false);
        }
    }
    body.state.falling = !(celldown || (nx && celldiag));
    body.rect.x = x;
    body.rect.y = y;
    body.vel.x = dx;
    body.vel.y = dy;
    contacts.ground = (!body.state.falling).then_some(Support::Tile(Tile::Solid));
    // One pass over the cells the body covers for both.
    let c = crate::Cells::covered(&body.rect);
    let kinds = grid.kinds_in(c.x0, c.x1, c.y0, c.y1);
    contacts.hazard = kinds.has(Tile::Hazard);
    contacts.ladder = kinds.has(Tile::Ladder);
    body.contacts = contacts;
}
