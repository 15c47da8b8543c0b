//! Seed 002's order: a move that would touch a wall is cancelled.

use super::Env;
use crate::cell::{ceil_i, floor_i};
use crate::drive::{drive_velocity, Axis};
use crate::{Body, Contacts, Grid, Jump, Rect, Support, Tile};

/// Seed 002's `touches` for walls, with its exact rounding (no inset):
/// every cell the box covers, the edges strictly inside it, and one-way
/// floors the box was above before a downward move (`was_above`).
fn touches_wall(grid: &Grid, rect: &Rect, was_above: Option<f64>) -> bool {
    let (x0, x1) = (floor_i(rect.x), ceil_i(rect.right()));
    let (y0, y1) = (floor_i(rect.y), ceil_i(rect.bottom()));
    let edges = grid.has_edges();
    for y in y0..y1 {
        for x in x0..x1 {
            let tile = grid.tile(x, y);
            if tile.blocks() {
                return true;
            }
            if tile == Tile::OneWay && was_above.is_some_and(|bottom| bottom <= y as f64) {
                return true;
            }
            let wall_inside = x > x0 && grid.wall(x, y);
            let ceiling_inside = y > y0 && grid.ceiling(x, y);
            if edges && (wall_inside || ceiling_inside) {
                return true;
            }
        }
    }
    false
}

/// `Player.prototype.update`, generalised over the drive:
/// 1. the drive gives the horizontal speed; the x move happens unless the
///    moved box touches a wall;
/// 2. gravity accelerates the vertical speed; the y move happens unless the
///    moved box touches a wall, in which case a held jump while falling
///    sets the speed to `-speed`, and anything else stops it.
pub(super) fn step(env: &Env, body: &mut Body) {
    let input = body.input;
    let mut contacts = Contacts::default();
    // 1.
    let x_speed =
        drive_velocity(&body.motion.drive, Axis::X, body.vel.x, &input, body.contacts.surface(), env.dt);
    let moved_x = Rect { x: body.rect.x + x_speed * env.dt, ..body.rect };
    if touches_wall(env.grid, &moved_x, None) {
        contacts.wall_left = x_speed < 0.0;
        contacts.wall_right = x_speed > 0.0;
    } else {
        body.rect = moved_x;
    }
    // 2.
    let mut y_speed = body.vel.y + env.dt * env.gravity_for(body);
    let moved_y = Rect { y: body.rect.y + y_speed * env.dt, ..body.rect };
    let was_above = (y_speed > 0.0 && body.state.drop_line.is_none()).then_some(body.rect.bottom());
    if !touches_wall(env.grid, &moved_y, was_above) {
        body.rect = moved_y;
    } else {
        let falling = y_speed > 0.0;
        contacts.ground = falling.then_some(Support::Tile(Tile::Solid));
        contacts.ceiling = y_speed < 0.0;
        y_speed = match body.motion.jump {
            Jump::OnBlockedFall { speed } if input.jump && falling => -speed,
            _ => 0.0,
        };
    }
    body.vel.x = x_speed;
    body.vel.y = y_speed;
    contacts.hazard = env.grid.touches_exact(&body.rect, |t| t == Tile::Hazard);
    contacts.ladder = env.grid.touches_exact(&body.rect, |t| t == Tile::Ladder);
    body.contacts = contacts;
}
