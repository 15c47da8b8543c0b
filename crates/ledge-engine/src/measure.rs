//! Measured movement figures of a preset: how high and how far its player
//! jumps, and how fast it gets going (seed 003's appendix: "knowing movement
//! limits is essential"). The figures come from running the real step on a
//! flat floor, so they include every discretisation effect of the preset.

use crate::{Body, Grid, Input, Preset, Rect, Tile, World};

/// Movement figures of one preset, measured on a flat floor.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Figures {
    /// Highest rise of the body's bottom in a standing jump, cells.
    pub jump_height: f64,
    /// Steps from take-off to landing back on the floor, standing jump.
    pub airtime_steps: u32,
    /// Horizontal distance covered in the air by a jump taken at top speed,
    /// from the end of the take-off step to landing, cells.
    pub jump_distance: f64,
    /// Top walking speed reached holding a direction, cells/s.
    pub top_speed: f64,
    /// Steps from rest to 99% of the top speed.
    pub steps_to_top_speed: u32,
}

const FLOOR_ROW: u32 = 60;

fn floor_world(preset: &Preset) -> (World, crate::BodyId) {
    let mut grid = Grid::new(4000, FLOOR_ROW + 1);
    for x in 0..grid.width() {
        grid.set_tile(x, FLOOR_ROW, Tile::Solid);
    }
    let mut world = World::new(grid, preset.world());
    let size = preset.player_size;
    let rect = Rect::new(2.0, FLOOR_ROW as f64 - size.y, size.x, size.y);
    let id = world.add_body(Body::new(rect, preset.motion));
    for _ in 0..60 {
        world.step();
    }
    (world, id)
}

/// Steps the world with `input` until the body has taken off and landed
/// again; returns (take-off step, landing step, lowest top y, x after the
/// take-off step, x at landing). The take-off step is the first one after
/// which the body rises.
fn jump(world: &mut World, id: crate::BodyId, input: Input) -> (u32, u32, f64, f64, f64) {
    world.set_input(id, input);
    let mut take_off = None;
    let mut x_take_off = 0.0;
    let mut top = f64::INFINITY;
    for step in 1..=10_000 {
        world.step();
        let Some(body) = world.body(id) else { break };
        top = top.min(body.rect.y);
        match take_off {
            None if body.vel.y < 0.0 => {
                take_off = Some(step);
                x_take_off = body.rect.x;
            }
            Some(t) if body.contacts.on_ground() => return (t, step, top, x_take_off, body.rect.x),
            _ => {}
        }
    }
    (0, 0, top, 0.0, 0.0)
}

/// Measures a preset's figures.
///
/// ```
/// use ledge_engine::{measure, Preset};
/// let f = measure(&Preset::eloquent());
/// assert!((f.jump_height - 4.675).abs() < 1e-3);
/// assert_eq!(f.airtime_steps, 68);
/// ```
pub fn measure(preset: &Preset) -> Figures {
    let ground_top = FLOOR_ROW as f64 - preset.player_size.y;
    // Standing jump.
    let (mut world, id) = floor_world(preset);
    let (take_off, landing, top, _, _) = jump(&mut world, id, Input { jump: true, ..Input::default() });
    let jump_height = ground_top - top;
    // Top speed from rest.
    let (mut world, id) = floor_world(preset);
    world.set_input(id, Input { right: true, ..Input::default() });
    let mut speeds = Vec::with_capacity(600);
    for _ in 0..600 {
        world.step();
        speeds.push(world.body(id).map_or(0.0, |b| b.vel.x));
    }
    let top_speed = speeds.last().copied().unwrap_or(0.0);
    let steps_to_top_speed = speeds.iter().position(|&v| v >= top_speed * 0.99).map_or(0, |i| i as u32 + 1);
    // Running jump at top speed.
    let (_, _, _, x0, x1) = jump(&mut world, id, Input { jump: true, right: true, ..Input::default() });
    Figures {
        jump_height,
        airtime_steps: landing - take_off,
        jump_distance: x1 - x0,
        top_speed,
        steps_to_top_speed,
    }
}
