//! Seed 001's order: gravity, x, y, then multiplicative friction.

use super::{ledge::sweep, probe, Env};
use crate::drive::{cap, drive_velocity, multiplicative_friction};
use crate::jump::velocity_jump;
use crate::Body;

/// 0. the game's input: the drive adds to `dx`, a jump sets `dy`;
/// 1. gravity;
/// 2.–7. move and collide along x, then along y;
/// 8.–9. friction multiplies the velocity; tiny speeds become zero.
pub(super) fn step(env: &Env, body: &mut Body) {
    let before = body.contacts;
    let grounded = before.on_ground();
    // 0.
    body.vel.x = drive_velocity(&body.motion.drive, body.vel.x, &body.input, before.surface(), env.dt);
    let took_off = velocity_jump(body, grounded);
    // 1.
    body.vel.y += env.gravity_for(body) * env.dt;
    body.vel = cap(body.vel, body.motion.max_speed);
    // 2.–7.
    sweep(env, body, body.vel.x * env.dt, body.vel.y * env.dt, grounded && !took_off);
    body.contacts = probe(env.grid, body);
    // 8.–9.
    multiplicative_friction(&body.motion.drive, &mut body.vel, body.contacts.surface());
    if body.contacts.on_ground() && body.vel.y >= 0.0 {
        body.state.jumping = false;
    }
}
