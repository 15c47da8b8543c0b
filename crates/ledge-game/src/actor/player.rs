//! The player: an engine body, and the one place where the game's buttons
//! become the body's input.

use ledge_engine::{Body, Input, Jump, Order, Preset, Rect, Support, Tile, Vec2};

use crate::Buttons;

/// Climbing speed on ladders, cells/s.
pub const CLIMB_SPEED: f64 = 5.0;

/// Upward speed given by stomping a monster, as a share of the preset's
/// jump take-off speed.
pub const STOMP_BOUNCE: f64 = 0.7;

/// Where the player starts when the plan puts `@` in the cell at `cell`:
/// the body's bottom on the cell's bottom. Seed 002 puts its 0.8 by 1.5
/// player at the cell's left side (`pos + (0, -0.5)`); other presets centre
/// their player in the cell.
pub(crate) fn spawn_rect(cell: Vec2, preset: &Preset) -> Rect {
    let size = preset.player_size;
    if preset.motion.order == Order::Eloquent {
        Rect::new(cell.x, cell.y + (1.0 - size.y), size.x, size.y)
    } else {
        Rect::new(cell.x + (1.0 - size.x) * 0.5, cell.y + (1.0 - size.y), size.x, size.y)
    }
}

/// The body's input for the buttons held, and the ladder rules, set before
/// the engine steps the body:
/// - `left`, `right` and `down` pass through (`down` drops through one-way
///   platforms and climbs down);
/// - `jump` jumps, and so does `up` (seed 002 jumps on the up arrow), except
///   on a ladder, where `up` climbs;
/// - inside a ladder `up` or `down` grabs it, and so does `down` on its top:
///   gravity stops and the body climbs at [`CLIMB_SPEED`]; leaving the
///   ladder or pressing `jump` lets go.
pub(crate) fn apply_buttons(body: &mut Body, buttons: Buttons) {
    let inside = body.contacts.ladder;
    let on_top = body.contacts.ground == Some(Support::Tile(Tile::Ladder));
    let (up, down) = (buttons.contains(Buttons::UP), buttons.contains(Buttons::DOWN));
    let jump = buttons.contains(Buttons::JUMP);
    if jump || !(inside || on_top) {
        body.climbing = false;
    } else if (up && inside) || (down && (inside || on_top)) {
        body.climbing = true;
    }
    if body.climbing {
        body.vel.y = if up == down {
            0.0
        } else if up {
            -CLIMB_SPEED
        } else {
            CLIMB_SPEED
        };
    }
    body.input = Input {
        left: buttons.contains(Buttons::LEFT),
        right: buttons.contains(Buttons::RIGHT),
        up,
        down,
        jump: jump || (up && !inside),
    };
}

/// Bounces the body up after a stomp.
pub(crate) fn bounce(body: &mut Body, step: f64) {
    let take_off = match body.motion.jump {
        Jump::OnBlockedFall { speed } | Jump::Velocity { speed, .. } => speed,
        Jump::Impulse { impulse } => impulse * step,
        Jump::None => 0.0,
    };
    body.vel.y = -take_off * STOMP_BOUNCE;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_002_puts_the_player_half_a_cell_above_its_cell() {
        let rect = spawn_rect(Vec2::new(5.0, 7.0), &Preset::eloquent());
        assert_eq!(rect, Rect::new(5.0, 6.5, 0.8, 1.5));
    }

    #[test]
    fn up_jumps_except_on_a_ladder() {
        let mut body = Body::new(Rect::new(0.0, 0.0, 0.8, 1.5), Preset::ledge().motion);
        apply_buttons(&mut body, Buttons::UP);
        assert!(body.input.jump && !body.climbing);
        body.contacts.ladder = true;
        apply_buttons(&mut body, Buttons::UP);
        assert!(!body.input.jump && body.climbing);
        assert_eq!(body.vel.y, -CLIMB_SPEED);
        apply_buttons(&mut body, Buttons::JUMP);
        assert!(body.input.jump && !body.climbing);
    }
}
