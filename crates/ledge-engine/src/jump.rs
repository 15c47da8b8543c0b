//! Seeds 001 and 003's jump: a take-off speed on press, cut on early release;
//! and seed 003's gravity and speed for a jump of a given height and time.

use crate::{Body, Jump};

/// Applies a [`Jump::Velocity`] rule before the move. Returns true when the
/// body took off this step.
///
/// The controller's jump (`controller/jump.rs`) is another rule, not this
/// one written again: it takes off from a buffered press within coyote
/// time, from ladders and walls and in the air, where seeds 001 and 003
/// take off only on the press, on the ground. They share only the cut on
/// release (the rise's speed times the release factor, once); each is
/// pinned bit for bit by its seeds' fidelity tests and replays, so the
/// two stay apart.
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

/// Gravity and take-off speed for a jump of `height` cells reaching its apex
/// after `time` seconds (Talle's engine's appendix): `gravity = 2h / t²`,
/// `speed = sqrt(2 h gravity)`.
///
/// ```
/// let (gravity, speed) = ledge_engine::jump_from_height(2.5, 0.5);
/// assert_eq!(gravity, 20.0);
/// assert_eq!(speed, 10.0);
/// ```
pub fn jump_from_height(height: f64, time: f64) -> (f64, f64) {
    let gravity = 2.0 * height / (time * time);
    (gravity, (2.0 * height * gravity).sqrt())
}
