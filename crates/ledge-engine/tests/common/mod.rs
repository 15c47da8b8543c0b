//! Worlds drawn as text for the scenario tests.
#![allow(dead_code)] // each test file uses a different part

use ledge_engine::{Body, BodyId, Controller, Grid, Input, Preset, Rect, Tile, World};

/// A world from a text map, with one body standing on the bottom of the
/// cell marked `@`, left-aligned in it. Legend: the engine's
/// ([`Tile::from_char`]), `@` empty.
pub fn world(map: &str, preset: &Preset) -> (World, BodyId) {
    let mut start = (0, 0);
    let grid = Grid::from_text_with(map, |c, x, y| match c {
        '@' => {
            start = (x, y);
            Some(Tile::Empty)
        }
        c => Tile::from_char(c),
    })
    .unwrap_or_else(|err| panic!("test map: {err}"));
    let size = preset.player_size;
    let rect = Rect::new(start.0 as f64, start.1 as f64 + 1.0 - size.y, size.x, size.y);
    let mut world = World::new(grid, preset.world());
    let id = world.add_body(Body::new(rect, preset.motion));
    (world, id)
}

/// A body standing on the top of a three-cell ladder over a floor.
pub const LADDER_TOP: &str = "
    ......
    .@....
    .H....
    .H....
    .H....
    ######
";

/// Steps `n` times holding `input`, returning the body after each step.
pub fn run(world: &mut World, id: BodyId, input: Input, n: usize) -> Vec<Body> {
    world.set_input(id, input);
    (0..n)
        .map(|_| {
            world.step();
            *world.body(id).expect("body exists")
        })
        .collect()
}

/// Steps `n` times with `controller` driving the body with `input`,
/// returning the body after each step.
pub fn drive(
    world: &mut World,
    id: BodyId,
    controller: &mut Controller,
    input: Input,
    n: usize,
) -> Vec<Body> {
    (0..n)
        .map(|_| {
            controller.update(world, id, input);
            world.step();
            *world.body(id).expect("body exists")
        })
        .collect()
}

pub const RIGHT: Input = Input { left: false, right: true, up: false, down: false, jump: false, dash: false };
pub const LEFT: Input = Input { left: true, right: false, up: false, down: false, jump: false, dash: false };
pub const NONE: Input = Input { left: false, right: false, up: false, down: false, jump: false, dash: false };
pub const JUMP: Input = Input { left: false, right: false, up: false, down: false, jump: true, dash: false };
pub const DOWN: Input = Input { left: false, right: false, up: false, down: true, jump: false, dash: false };
