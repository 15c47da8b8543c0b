//! Talle's engine's order: x, lose the ground, gravity only in the air, then y.

use super::{probe, Env};
use crate::drive::{cap, drive_body};
use crate::jump::velocity_jump;
use crate::sweep::CONTACT;
use crate::Body;

/// 1. the game's input: the drive (with friction only on the ground) and the jump;
/// 2. if moving sideways: move and collide along x; a node with nothing
///    under it any more is no longer on the ground;
/// 3. if not on the ground: gravity;
/// 4. if moving vertically: move and collide along y.
///
/// Nodes at rest are not checked at all, as in the seed.
pub(super) fn step(env: &Env, body: &mut Body) {
    let before = body.contacts;
    let mut on_ground = before.on_ground();
    // 1.
    drive_body(body, before.surface(), env.dt);
    if velocity_jump(body, on_ground) {
        on_ground = false;
    }
    body.vel = cap(body.vel, body.motion.max_speed);
    // 2.
    if body.vel.x != 0.0 {
        if env.space().move_x(&mut body.rect, body.vel.x * env.dt).is_some() {
            body.vel.x = 0.0;
        }
        if on_ground {
            on_ground = env.space().floor_within(&body.rect, CONTACT, body.footing()).is_some();
        }
    }
    // 3.
    if !on_ground {
        body.vel.y += env.gravity_for(body) * env.dt;
        body.vel = cap(body.vel, body.motion.max_speed);
    }
    // 4.
    if body.vel.y != 0.0 {
        let dy = body.vel.y * env.dt;
        let footing = body.footing();
        if env.space().move_y(&mut body.rect, dy, footing).is_some() {
            body.vel.y = 0.0;
        }
    }
    body.contacts = probe(&env.space(), body, None);
    if body.contacts.on_ground() {
        body.state.jumping = false;
    }
}
