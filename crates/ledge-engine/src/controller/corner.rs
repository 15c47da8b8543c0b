//! Corner correction: a rising head that clips the corner of a ceiling by a
//! little is nudged sideways past it instead of stopping the jump (Celeste's
//! `UpwardCornerCorrection`).

use crate::{Body, Input, World};

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
