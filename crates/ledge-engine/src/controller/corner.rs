//! Corner correction: a rising head that clips the corner of a ceiling by a
//! little is nudged sideways past it instead of stopping the jump (Celeste's
//! `UpwardCornerCorrection`).

use crate::{Body, Input, Space, World};

/// Nudges per cell tried, so a nudge is at most 1/16 cell more than needed.
const STEPS_PER_CELL: f64 = 16.0;

/// If the body's rise this step would hit a ceiling, and shifting it by at
/// most `max` cells sideways (the held direction first) clears it, shifts it.
pub(super) fn correct(world: &World, body: &mut Body, max: f64, input: &Input) {
    let dt = world.config().step;
    let rise = -body.vel.y * dt;
    let space = world.space();
    if max <= 0.0 || !space.ceiling_within(&body.rect, rise) {
        return;
    }
    let dirs: [f64; 2] = if input.left && !input.right { [-1.0, 1.0] } else { [1.0, -1.0] };
    let steps = (max * STEPS_PER_CELL).floor() as u32;
    for k in 1..=steps {
        for dir in dirs {
            let mut nudged = body.rect;
            nudged.x += dir * k as f64 / STEPS_PER_CELL;
            if space.is_free(&nudged) && !space.ceiling_within(&nudged, rise) {
                body.rect = nudged;
                return;
            }
        }
    }
}

/// If moving the body `dx` cells along x would hit a wall, and shifting it
/// by at most `max` cells up or down (up first) lets it pass, shifts it:
/// a dash that clips a ledge's corner goes over it (Celeste's dash corner
/// correction).
pub(super) fn correct_sideways(space: &Space, body: &mut Body, max: f64, dx: f64) {
    let blocked = |rect| space.move_x(&mut { rect }, dx).is_some();
    if max <= 0.0 || dx == 0.0 || !blocked(body.rect) {
        return;
    }
    let steps = (max * STEPS_PER_CELL).floor() as u32;
    for k in 1..=steps {
        for dir in [-1.0, 1.0] {
            let mut nudged = body.rect;
            nudged.y += dir * k as f64 / STEPS_PER_CELL;
            if space.is_free(&nudged) && !blocked(nudged) {
                body.rect = nudged;
                return;
            }
        }
    }
}
