//! A body's step-up height: a walker takes a low ledge in its stride,
//! and nothing higher, nor into a ceiling.

mod common;
use common::NONE;
use ledge_engine::{
    Body, BodyId, Controller, ControllerConfig, EventKind, Grid, Input, Motion, Order, Path, Platform,
    Preset, Rect, Tile, Vec2, World,
};

const RIGHT: Input = Input { right: true, ..NONE };

/// A room 12 cells wide with a floor along row 9 and `ledge` drawn on row 8.
fn room(ledge: &str) -> World {
    let grid = Grid::from_text(&format!("{}{ledge}\n############", "............\n".repeat(8))).unwrap();
    World::new(grid, Preset::ledge().world())
}

/// A walker of Ledge's preset standing at column 1, with `step_up`.
fn walker(world: &mut World, step_up: f32) -> BodyId {
    tall_walker(world, step_up, 1.5)
}

/// A walker `height` cells tall.
fn tall_walker(world: &mut World, step_up: f32, height: f64) -> BodyId {
    let motion = Motion { step_up, ..Preset::ledge().motion };
    world.add_body(Body::new(Rect::new(1.0, 9.0 - height, 0.8, height), motion))
}

/// Walks right for a second and returns the walker's box.
fn walk_right(world: &mut World, id: BodyId) -> Rect {
    world.set_input(id, RIGHT);
    for _ in 0..60 {
        world.step();
    }
    world.body(id).unwrap().rect
}

/// A crate half a cell tall lying on the floor from column 5.
fn crate_on_the_floor(world: &mut World) {
    world.add_platform(Platform::new(Vec2::new(4.0, 0.5), Path::still(Vec2::new(5.0, 8.5))));
}

#[test]
fn a_walker_with_a_half_cell_step_up_walks_onto_a_crate_without_jumping() {
    let mut world = room("............");
    crate_on_the_floor(&mut world);
    let id = walker(&mut world, 0.5);
    let mut jumps = 0;
    world.set_input(id, RIGHT);
    for _ in 0..40 {
        world.step();
        jumps += world.events().iter().filter(|e| e.kind == EventKind::Jumped).count();
    }
    let body = world.body(id).unwrap();
    assert_eq!(body.rect.bottom(), 8.5, "on the crate: {:?}", body.rect);
    assert!(body.rect.x > 5.5 && body.contacts.on_ground() && jumps == 0);
}

#[test]
fn a_walker_without_a_step_up_is_stopped_by_the_same_crate() {
    let mut world = room("............");
    crate_on_the_floor(&mut world);
    let id = walker(&mut world, 0.0);
    assert_eq!(walk_right(&mut world, id).right(), 5.0);
}

#[test]
fn a_half_cell_step_up_climbs_a_ramps_half_cell_side_but_not_a_block() {
    // The 22.5-degree ramp's low half going down to the right (`l`) has a
    // side half a cell tall on its left.
    let mut ramp = room(".....l......");
    let id = walker(&mut ramp, 0.5);
    let rect = walk_right(&mut ramp, id);
    assert!(rect.x > 6.0 && rect.bottom() == 9.0, "over the ramp and down its far side: {rect:?}");
    let mut ramp = room(".....l......");
    let id = walker(&mut ramp, 0.0);
    assert_eq!(walk_right(&mut ramp, id).right(), 5.0, "without a step-up the side holds it");

    let mut block = room(".....#......");
    let id = walker(&mut block, 0.5);
    assert_eq!(walk_right(&mut block, id).right(), 5.0, "a whole cell is too high");
    let mut block = room(".....#......");
    let id = walker(&mut block, 1.0);
    let rect = walk_right(&mut block, id);
    assert!(rect.x > 6.0, "a step-up of a whole cell takes it: {rect:?}");
}

#[test]
fn a_low_ceiling_over_the_ledge_keeps_a_tall_walker_off_it() {
    // A ceiling 2 cells over the floor from column 4: 1.5 cells over the crate.
    let low_room = || {
        let mut world = room("............");
        for x in 4..12 {
            world.grid_mut().set_tile(x, 6, Tile::Solid);
        }
        crate_on_the_floor(&mut world);
        world
    };
    let mut world = low_room();
    let id = walker(&mut world, 0.5);
    assert_eq!(walk_right(&mut world, id).bottom(), 8.5, "1.5 cells tall: it fits on the crate");
    let mut world = low_room();
    let id = tall_walker(&mut world, 0.5, 1.75);
    assert_eq!(walk_right(&mut world, id).right(), 5.0, "1.75 cells tall: held at the crate");
}

#[test]
fn the_players_controller_steps_up_as_configured() {
    let config = ControllerConfig { step_up: 0.5, ..ControllerConfig::default() };
    let mut world = room("............");
    crate_on_the_floor(&mut world);
    let mut controller = Controller::new(config);
    let id = world.add_body(controller.body(&world.config(), Rect::new(1.0, 7.5, 0.8, 1.5)));
    for _ in 0..40 {
        controller.update(&mut world, id, RIGHT);
        world.step();
    }
    assert_eq!(world.body(id).unwrap().rect.bottom(), 8.5);
}

#[test]
fn a_body_the_game_moves_steps_up_too() {
    let mut world = room("............");
    crate_on_the_floor(&mut world);
    let motion = Motion { order: Order::Kinematic, step_up: 0.5, ..Preset::ledge().motion };
    let id = world.add_body(Body::new(Rect::new(1.0, 7.5, 0.8, 1.5), motion));
    world.move_body(id, Vec2::ZERO); // reads its contacts: on the floor
    let moved = world.move_body(id, Vec2::new(5.0, 0.1)).unwrap();
    let rect = world.body(id).unwrap().rect;
    assert_eq!(moved.x, None, "not stopped");
    assert!(moved.landed() && rect.bottom() == 8.5 && rect.x == 6.0, "{rect:?}");
}
