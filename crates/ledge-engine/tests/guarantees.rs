//! The failures users of other engines keep reporting about character
//! controllers, each turned into a test of what Ledge guarantees instead
//! (docs/feel.md has the table). The player is the controller on Ledge's
//! own physics unless a test says otherwise.

mod common;

use common::NONE;
use ledge_engine::{
    Body, BodyId, Controller, ControllerConfig, Grid, Input, Path, PathMode, Platform, Preset, Rect, Tile,
    Vec2, Waypoint, World, WorldConfig,
};
use proptest::prelude::*;

const JUMP: Input = Input { jump: true, ..NONE };
const LEFT: Input = Input { left: true, ..NONE };
const RIGHT: Input = Input { right: true, ..NONE };
const DOWN: Input = Input { down: true, ..NONE };

/// A controlled player standing on the bottom of the `@` cell of `map`.
fn setup(map: &str) -> (World, BodyId, Controller) {
    setup_with(map, ControllerConfig::default(), Preset::ledge().world())
}

fn setup_with(map: &str, config: ControllerConfig, world: WorldConfig) -> (World, BodyId, Controller) {
    let (built, id) = common::world(map, &Preset::ledge());
    let rect = built.body(id).unwrap().rect;
    let mut w = World::new(built.grid().clone(), world);
    let controller = Controller::new(config);
    let id2 = w.add_body(controller.body(&world, rect));
    assert_eq!(id, id2);
    (w, id, controller)
}

/// Steps with `input` held `steps` times; the body after each step.
fn play(world: &mut World, id: BodyId, c: &mut Controller, input: Input, steps: usize) -> Vec<Body> {
    common::drive(world, id, c, input, steps)
}

/// A long floor of every kind of walkable top: solid, ice, one-way
/// platforms, ladder tops, and a 22.5-degree ramp up onto a block and down
/// again, joined edge to edge.
const MIXED_FLOOR: &str = "
    ........................................
    ........................................
    ........................................
    ........................................
    ...@....................rR##Ll..........
    ########~~~~~----HHH####################
    ########################################
";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Grounded flag flicker: walking on the ground, whatever the surface
    /// under the feet and wherever the seams between cells, the body is on
    /// the ground at every step.
    #[test]
    fn the_grounded_flag_never_flickers_while_walking(moves in prop::collection::vec((any::<bool>(), 1usize..40), 1..12)) {
        let (mut world, id, mut c) = setup(MIXED_FLOOR);
        play(&mut world, id, &mut c, NONE, 20);
        for (right, steps) in moves {
            for body in play(&mut world, id, &mut c, if right { RIGHT } else { LEFT }, steps) {
                prop_assert!(body.contacts.on_ground(), "in the air at {:?}", body.rect);
            }
        }
    }

    /// Drop-through with one-way seams: holding down drops through a
    /// one-way floor made of several cells wherever the body stands on it,
    /// across a seam too, and the solid floor under it still holds.
    #[test]
    fn dropping_through_works_at_any_place_on_a_seamed_one_way_floor(x in 2.0f64..6.2) {
        let map = "
            .........
            .........
            ..-----..
            .........
            .........
            #########
        ";
        let (mut world, id, mut c) = setup(map);
        world.body_mut(id).unwrap().rect = Rect::new(x, 0.5, 0.8, 1.5);
        let standing = play(&mut world, id, &mut c, NONE, 60).pop().unwrap();
        prop_assert_eq!(standing.rect.bottom(), 2.0);
        let dropped = play(&mut world, id, &mut c, DOWN, 60).pop().unwrap();
        prop_assert_eq!(dropped.rect.bottom(), 5.0, "did not drop through at x {}", x);
        prop_assert!(dropped.contacts.on_ground());
    }
}

/// Jump height that depends on the frame rate: the same configured jump
/// peaks at the same height, within 1%, at 30, 60, 144 and 240 steps a
/// second.
#[test]
fn the_jump_height_does_not_depend_on_the_step_rate() {
    let floor =
        format!("{}..@{}\n{}\n", format!("{}\n", ".".repeat(20)).repeat(10), ".".repeat(17), "#".repeat(20));
    for rate in [30.0, 60.0, 144.0, 240.0] {
        let world = WorldConfig { step: 1.0 / rate, ..Preset::ledge().world() };
        let (mut w, id, mut c) = setup_with(&floor, ControllerConfig::default(), world);
        let ground = play(&mut w, id, &mut c, NONE, 10).pop().unwrap().rect.y;
        let top = play(&mut w, id, &mut c, JUMP, (2.0 * rate) as usize)
            .iter()
            .map(|b| b.rect.y)
            .fold(f64::MAX, f64::min);
        let height = ground - top;
        assert!((height - 4.0).abs() <= 0.04, "{rate} steps/s: {height} cells");
    }
}

/// Coyote time granted after a jump or from a wall: once a jump has left
/// the ground, pressing jump again within the coyote window changes
/// nothing; a body falling along a wall gets no jump from it (with the
/// wall jump, a move of its own, turned off).
#[test]
fn coyote_time_is_never_granted_after_a_jump_or_from_a_wall() {
    let open =
        format!("{}..@{}\n{}\n", format!("{}\n", ".".repeat(20)).repeat(10), ".".repeat(17), "#".repeat(20));
    let after_jump = |press_again: bool| {
        let (mut world, id, mut c) = setup(&open);
        play(&mut world, id, &mut c, NONE, 10);
        play(&mut world, id, &mut c, JUMP, 1);
        play(&mut world, id, &mut c, NONE, 2); // let go, still within 0.1 s of leaving the ground
        play(&mut world, id, &mut c, if press_again { JUMP } else { NONE }, 1);
        play(&mut world, id, &mut c, NONE, 1).pop().unwrap()
    };
    assert_eq!(after_jump(true), after_jump(false), "a second press within the coyote time jumped");
    // A ledge, then a wall to fall along, far above the floor.
    let mut rows: Vec<String> = (0..30).map(|_| "......#...".to_string()).collect();
    rows[5] = ".@....#...".into();
    rows[6] = "##....#...".into();
    rows.push("##########".into());
    let no_wall_jump = ControllerConfig { wall_jump: false, ..ControllerConfig::default() };
    let (mut world, id, mut c) = setup_with(&rows.join("\n"), no_wall_jump, Preset::ledge().world());
    play(&mut world, id, &mut c, NONE, 10);
    let fall = play(&mut world, id, &mut c, RIGHT, 60);
    let hugging =
        fall.iter().position(|b| b.contacts.wall_right && !b.contacts.on_ground()).expect("hugged the wall");
    assert!(hugging < 59);
    let after = play(&mut world, id, &mut c, Input { jump: true, right: true, ..NONE }, 1).pop().unwrap();
    assert!(after.vel.y >= 0.0, "jumped off the wall: {after:?}");
}

/// Sticking to ceilings: a jump into a low ceiling with jump held starts
/// falling at once instead of hanging under it.
#[test]
fn a_held_jump_does_not_stick_to_the_ceiling() {
    let map = "
        ##########
        ..........
        ..........
        ...@......
        ##########
    ";
    let (mut world, id, mut c) = setup(map);
    play(&mut world, id, &mut c, NONE, 10);
    let bodies = play(&mut world, id, &mut c, JUMP, 60);
    let hit = bodies.iter().position(|b| b.contacts.ceiling).expect("hit the ceiling");
    let under = bodies[hit..].iter().take_while(|b| b.rect.y <= 1.0 + 1e-9).count();
    assert!(under <= 1, "stayed under the ceiling for {under} steps");
    assert!(bodies[hit + 1].vel.y >= 0.0, "still rising after the hit");
}

/// Super-jumps off ramps: running up a long 45-degree ramp and jumping
/// at full speed rises no higher above the take-off point than a jump from
/// flat ground (4 cells).
#[test]
fn a_jump_off_a_ramp_is_no_higher_than_from_flat_ground() {
    let ramp = "
        ......................
        ......................
        ......................
        ......................
        ......................
        ......................
        ............/#########
        .........../##########
        ........../###########
        ........./############
        @......./#############
        ######################
    ";
    let (mut world, id, mut c) = setup(ramp);
    play(&mut world, id, &mut c, NONE, 10);
    let mut take_off_bottom = None;
    for _ in 0..200 {
        let body = play(&mut world, id, &mut c, RIGHT, 1).pop().unwrap();
        if body.rect.x >= 10.0 {
            assert!(body.contacts.on_ground(), "not on the ramp: {body:?}");
            take_off_bottom = Some(body.rect.bottom());
            break;
        }
    }
    let mut last_grounded = take_off_bottom.expect("reached the middle of the ramp");
    let bodies = play(&mut world, id, &mut c, Input { jump: true, right: true, ..NONE }, 60);
    // The rise counts from the last step on the ramp: the take-off step may
    // still climb it a little.
    for body in bodies.iter().take_while(|b| b.contacts.on_ground()) {
        last_grounded = body.rect.bottom();
    }
    let top = bodies.iter().map(|b| b.rect.bottom()).fold(f64::MAX, f64::min);
    let rise = last_grounded - top;
    // The take-off step still runs up the ramp (8 cells/s for 1/60 s, at
    // 45 degrees) before the jump lifts the body off it.
    let climb = 8.0 / 60.0;
    assert!(rise > 3.0 && rise <= 4.0 + climb + 1e-9, "rose {rise} cells off the ramp");
}

/// Snapping onto slopes while falling: a body falling past a ramp, not
/// over it, is not pulled onto its surface; one falling onto it lands on
/// the surface itself.
#[test]
fn a_falling_body_is_not_snapped_onto_a_slope_it_does_not_fall_on() {
    let map = "
        ..@.......
        ..........
        ..........
        ..........
        ..........
        ...../....
        ##########
    ";
    let (mut world, id, mut c) = setup(map);
    let fall = play(&mut world, id, &mut c, NONE, 60);
    let landed = fall.iter().position(|b| b.contacts.on_ground()).expect("landed");
    assert_eq!(fall[landed].rect.bottom(), 6.0, "landed on the floor, not the ramp beside it");
    assert!(fall[landed].rect.right() <= 5.0);
}

/// Falling through a platform moving down: a body standing on a platform
/// that moves down fast stays on it at every step.
#[test]
fn a_platform_moving_down_fast_never_drops_its_rider() {
    for speed in [2.0, 8.0, 20.0] {
        let mut grid = Grid::new(10, 40);
        for x in 0..10 {
            grid.set_tile(x, 39, Tile::Solid);
        }
        let mut world = World::new(grid, Preset::ledge().world());
        // It waits half a second at the top, for the body to land on it.
        let point = |y: f64| Waypoint { pos: Vec2::new(3.0, y), speed, pause: 0.5 };
        let path = Path { waypoints: vec![point(5.0), point(30.0)], mode: PathMode::PingPong };
        let platform = world.add_platform(Platform::new(Vec2::new(3.0, 0.5), path));
        let controller = Controller::new(ControllerConfig::default());
        let id = world.add_body(controller.body(&world.config(), Rect::new(3.5, 3.5, 0.8, 1.5)));
        let mut c = controller;
        play(&mut world, id, &mut c, NONE, 30);
        for _ in 0..200 {
            let body = play(&mut world, id, &mut c, NONE, 1).pop().unwrap();
            let top = world.platform(platform).unwrap().rect.y;
            assert!((body.rect.bottom() - top).abs() < 1e-9, "speed {speed}: off the platform {body:?}");
        }
    }
}

/// Ladders that cannot be mounted from the top: standing on a ladder's
/// top, holding down climbs down into it.
#[test]
fn a_ladder_can_be_mounted_from_its_top() {
    let (mut world, id, mut c) = setup(common::LADDER_TOP);
    let standing = play(&mut world, id, &mut c, NONE, 30).pop().unwrap();
    assert_eq!(standing.rect.bottom(), 2.0, "stands on the ladder's top");
    let climbing = play(&mut world, id, &mut c, DOWN, 30).pop().unwrap();
    assert!(climbing.rect.bottom() > 3.0 && climbing.contacts.ladder, "did not climb down: {climbing:?}");
}
