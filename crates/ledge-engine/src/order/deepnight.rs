//! Deepnight's engine's order: gravity, x, y, then multiplicative friction.

use super::{ledge::sweep, probe, Env};
use crate::drive::{cap, drive_body, multiplicative_friction};
use crate::jump::velocity_jump;
use crate::Body;

/// 1. the game's input: the drive adds to `dx`, a jump sets `dy`;
/// 2. gravity;
/// 3. move and collide along x, then along y;
/// 4. friction multiplies the velocity; tiny speeds become zero.
pub(super) fn step(env: &Env, body: &mut Body) {
    let before = body.contacts;
    let grounded = before.on_ground();
    // 1.
    drive_body(body, before.surface(), env.dt);
    let took_off = velocity_jump(body, grounded);
    // 2.
    body.vel.y += env.gravity_for(body) * env.dt;
    body.vel = cap(body.vel, body.motion.max_speed);
    // 3.
    let ground = sweep(env, body, body.vel.x * env.dt, body.vel.y * env.dt, grounded && !took_off);
    body.contacts = probe(&env.space(), body, ground);
    // 4.
    multiplicative_friction(&body.motion.drive, &mut body.vel, body.contacts.surface());
    if body.contacts.on_ground() && body.vel.y >= 0.0 {
        body.state.jumping = false;
    }
}
