//! Measured movement figures of a preset: how high and how far its player
//! jumps, and how fast it gets going (Talle's engine's appendix: "knowing movement
//! limits is essential"). The figures come from running the real step on a
//! flat floor, so they include every discretisation effect of the preset.

use crate::{Body, Grid, Input, Preset, Rect, Tile, Vec2, World};

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

/// A jump's path: where the body's bottom-left corner was after each step
/// from take-off to landing, and when it took off and landed.
struct Flight {
    /// Take-off step (the first one after which the body rises) and landing step.
    take_off: u32,
    landing: u32,
    /// The body's top-left corner after each step from the take-off step
    /// on, landing included.
    path: Vec<Vec2>,
    /// The lowest top y during the whole run, cells.
    top: f64,
}

/// Steps the world, giving the body `input(step)` (steps from 1), until it
/// has taken off and landed again.
fn jump(world: &mut World, id: crate::BodyId, input: impl Fn(u32) -> Input) -> Flight {
    let mut flight = Flight { take_off: 0, landing: 0, path: Vec::new(), top: f64::INFINITY };
    for step in 1..=10_000 {
        world.set_input(id, input(step));
        world.step();
        let Some(body) = world.body(id) else { break };
        flight.top = flight.top.min(body.rect.y);
        if flight.take_off == 0 && body.vel.y < 0.0 {
            flight.take_off = step;
        }
        if flight.take_off > 0 {
            flight.path.push(Vec2::new(body.rect.x, body.rect.y));
            if step > flight.take_off && body.contacts.on_ground() {
                flight.landing = step;
                break;
            }
        }
    }
    flight
}

/// Where a jump starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// Standing still on the floor.
    Standing,
    /// Running at top speed, to the right (the speed held through the air).
    FullSpeed,
}

/// How long jump is held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hold {
    /// For one step: the lowest jump (presets with a variable height cut it).
    Tapped,
    /// Until landing: the highest jump.
    Held,
}

/// One jump of a preset's player, measured on a flat floor (Talle's engine's
/// appendix, as a path).
#[derive(Clone, Debug, PartialEq)]
pub struct JumpArc {
    /// Where it started from.
    pub start: Start,
    /// How long jump was held.
    pub hold: Hold,
    /// The body's bottom-left corner after each step, from the take-off
    /// step to landing, relative to where it stood before taking off, in
    /// cells, y up.
    pub path: Vec<Vec2>,
    /// Highest rise of the body's bottom, cells.
    pub apex: f64,
    /// Steps from take-off to landing.
    pub airtime_steps: u32,
    /// Horizontal distance from the end of the take-off step to landing, cells.
    pub distance: f64,
}

/// Measures one jump of `preset`: from `start`, jump held as `hold` says.
/// A standing jump held is [`Figures::jump_height`] and
/// [`Figures::airtime_steps`] high and long; a full-speed jump held covers
/// [`Figures::jump_distance`].
///
/// ```
/// use ledge_engine::{jump_arc, measure, Hold, Preset, Start};
/// let preset = Preset::ledge();
/// let held = jump_arc(&preset, Start::Standing, Hold::Held);
/// assert_eq!(held.apex, measure(&preset).jump_height);
/// let tapped = jump_arc(&preset, Start::Standing, Hold::Tapped);
/// assert!(tapped.apex < held.apex, "ledge cuts a jump let go early");
/// ```
pub fn jump_arc(preset: &Preset, start: Start, hold: Hold) -> JumpArc {
    let (mut world, id) = floor_world(preset);
    let right = start == Start::FullSpeed;
    if right {
        world.set_input(id, Input { right, ..Input::default() });
        for _ in 0..600 {
            world.step();
        }
    }
    let before = world.body(id).map_or(Vec2::ZERO, |b| Vec2::new(b.rect.x, b.rect.bottom()));
    let flight = jump(&mut world, id, |step| Input {
        right,
        jump: hold == Hold::Held || step == 1,
        ..Input::default()
    });
    let h = preset.player_size.y;
    let path = flight.path.iter().map(|p| Vec2::new(p.x - before.x, before.y - (p.y + h))).collect();
    let (x0, x1) = (flight.path.first().map_or(0.0, |p| p.x), flight.path.last().map_or(0.0, |p| p.x));
    JumpArc {
        start,
        hold,
        path,
        apex: before.y - h - flight.top,
        airtime_steps: flight.landing - flight.take_off,
        distance: x1 - x0,
    }
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
    let standing = jump(&mut world, id, |_| Input { jump: true, ..Input::default() });
    let jump_height = ground_top - standing.top;
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
    let running = jump(&mut world, id, |_| Input { jump: true, right: true, ..Input::default() });
    let (x0, x1) = (running.path.first().map_or(0.0, |p| p.x), running.path.last().map_or(0.0, |p| p.x));
    Figures {
        jump_height,
        airtime_steps: standing.landing - standing.take_off,
        jump_distance: x1 - x0,
        top_speed,
        steps_to_top_speed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PresetKind;

    #[test]
    fn the_held_arcs_are_the_measured_figures_for_every_preset() {
        for kind in PresetKind::ALL {
            let preset = kind.preset();
            let figures = measure(&preset);
            let standing = jump_arc(&preset, Start::Standing, Hold::Held);
            assert_eq!(
                (standing.apex, standing.airtime_steps),
                (figures.jump_height, figures.airtime_steps),
                "{kind}"
            );
            assert_eq!(
                jump_arc(&preset, Start::FullSpeed, Hold::Held).distance,
                figures.jump_distance,
                "{kind}"
            );
            let tapped = jump_arc(&preset, Start::Standing, Hold::Tapped);
            assert!(tapped.apex <= standing.apex, "{kind}: a tapped jump rises higher than a held one");
            let top = standing.path.iter().map(|p| p.y).fold(f64::MIN, f64::max);
            assert!((top - standing.apex).abs() < 1e-9, "{kind}: the path's top is the apex");
        }
    }
}
