//! Seeds 001 and 003's jump: a take-off speed on press, cut on early release.

use crate::{Body, Jump};

/// Applies a [`Jump::Velocity`] rule before the move. Returns true when the
/// body took off this step.
pub(crate) fn velocity_jump(body: &mut Body, grounded: bool) -> bool {
    let Jump::Velocity { speed, release_factor } = body.motion.jump else {
        return false;
    };
    let pressed = body.input.jump && !body.state.jump_held;
    if pressed && grounded {
        body.vel.y = -speed;
        body.state.jumping = true;
        body.state.took_off = true;
        return true;
    }
    if !body.input.jump && body.state.jump_held && body.state.jumping && body.vel.y < 0.0 {
        body.vel.y *= release_factor;
    }
    false
}
