//! The player controller, tested as a player would notice it.

mod common;
use common::NONE;
use ledge_engine::{Body, BodyId, Controller, ControllerConfig, Grid, Input, Preset, Rect, Tile, World};

/// A world from a text map (legend as in `common`) with a controlled
/// player standing on the bottom of the `@` cell.
fn setup(map: &str, config: ControllerConfig) -> (World, BodyId, Controller) {
    let (mut world, id) = common::world(map, &Preset::ledge());
    let controller = Controller::new(config);
    let rect = world.body(id).unwrap().rect;
    *world.body_mut(id).unwrap() = controller.body(&world.config(), rect);
    (world, id, controller)
}

fn play(world: &mut World, id: BodyId, c: &mut Controller, input: Input, steps: usize) -> Vec<Body> {
    common::drive(world, id, c, input, steps)
}

const JUMP: Input = Input { jump: true, ..NONE };
const RIGHT: Input = Input { right: true, ..NONE };
const RIGHT_JUMP: Input = Input { right: true, jump: true, ..NONE };

fn open_floor() -> String {
    let sky = format!("{}\n", ".".repeat(40)).repeat(14);
    format!("{sky}..@{}\n{}\n", ".".repeat(37), "#".repeat(40))
}

#[test]
fn a_full_jump_reaches_the_wanted_height_within_one_percent() {
    for (height, time) in [(2.0, 0.3), (4.0, 0.4), (6.5, 0.55), (3.0, 0.25)] {
        let config =
            ControllerConfig { jump_height: height, time_to_apex: time, ..ControllerConfig::default() };
        let (mut world, id, mut c) = setup(&open_floor(), config);
        let ground = play(&mut world, id, &mut c, NONE, 10).pop().unwrap().rect.y;
        let top =
            play(&mut world, id, &mut c, JUMP, 120).iter().map(|b| b.rect.y).fold(f64::INFINITY, f64::min);
        let reached = ground - top;
        assert!((reached - height).abs() <= height * 0.01, "wanted {height}, reached {reached}");
    }
}

#[test]
fn a_released_jump_is_lower_than_a_held_one() {
    let peak = |held: usize| {
        let (mut world, id, mut c) = setup(&open_floor(), ControllerConfig::default());
        play(&mut world, id, &mut c, NONE, 10);
        let mut bodies = play(&mut world, id, &mut c, JUMP, held);
        bodies.extend(play(&mut world, id, &mut c, NONE, 120));
        bodies.iter().map(|b| b.rect.y).fold(f64::INFINITY, f64::min)
    };
    assert!(peak(4) > peak(60) + 1.5, "tap {} vs hold {}", peak(4), peak(60));
}

#[test]
fn half_gravity_at_the_apex_floats_a_held_jump_longer_and_leaves_a_tap_as_it_was() {
    // Steps in the air and the peak of a jump held `held` steps, with apex gravity `share`.
    let jump = |share: f64, held: usize| {
        let config = ControllerConfig { apex_gravity: share, ..ControllerConfig::default() };
        let (mut world, id, mut c) = setup(&open_floor(), config);
        let ground = play(&mut world, id, &mut c, NONE, 10).pop().unwrap().rect.y;
        let mut bodies = play(&mut world, id, &mut c, JUMP, held);
        bodies.extend(play(&mut world, id, &mut c, NONE, 120));
        let airborne =
            bodies.iter().take_while(|b| b.rect.y < ground - 1e-9 || !b.contacts.on_ground()).count();
        let peak = bodies.iter().map(|b| ground - b.rect.y).fold(0.0, f64::max);
        (airborne, peak)
    };
    let (plain_air, plain_peak) = jump(1.0, 120);
    let (float_air, float_peak) = jump(0.5, 120);
    assert!(float_air >= plain_air + 4, "airborne {float_air} vs {plain_air} steps");
    assert!(float_peak > plain_peak && float_peak < plain_peak * 1.15, "peak {float_peak} vs {plain_peak}");
    // A tap is let go long before the apex: half gravity never applies.
    assert_eq!(jump(0.5, 4), jump(1.0, 4));
}

/// A ledge to walk off: floor on the left, a pit on the right.
const LEDGE: &str = "
    ..........................
    ..........................
    ..........................
    ..........................
    ..........................
    ..@.......................
    ##########................
    ##########................
    ##########................
    ##########................
    ##########................
";

/// Walks right off the ledge, then presses jump `late` steps after the
/// body left the ground. Returns whether it jumped.
fn jump_after_leaving(late: usize) -> bool {
    let (mut world, id, mut c) = setup(LEDGE, ControllerConfig::default());
    play(&mut world, id, &mut c, NONE, 5);
    let mut steps = 0;
    while world.body(id).unwrap().contacts.on_ground() {
        play(&mut world, id, &mut c, RIGHT, 1);
        steps += 1;
        assert!(steps < 200);
    }
    play(&mut world, id, &mut c, RIGHT, late.saturating_sub(1));
    let after = play(&mut world, id, &mut c, RIGHT_JUMP, 1).pop().unwrap();
    after.vel.y < 0.0
}

#[test]
fn coyote_time_allows_a_jump_just_after_walking_off_a_ledge() {
    // 0.1 s at 60 steps per second: six steps of grace.
    assert!(jump_after_leaving(1));
    assert!(jump_after_leaving(5));
    assert!(!jump_after_leaving(8));
    assert!(!jump_after_leaving(20));
}

#[test]
fn a_jump_pressed_just_before_landing_fires_on_landing() {
    let (mut world, id, mut c) = setup(&open_floor(), ControllerConfig::default());
    play(&mut world, id, &mut c, NONE, 10);
    play(&mut world, id, &mut c, JUMP, 2);
    // Fall until a few steps above the floor, then press jump in the air.
    play(&mut world, id, &mut c, NONE, 1);
    while world.body(id).unwrap().vel.y < 0.0 || world.body(id).unwrap().rect.bottom() < 14.0 {
        play(&mut world, id, &mut c, NONE, 1);
    }
    let bodies = play(&mut world, id, &mut c, JUMP, 12);
    let landed = bodies.iter().position(|b| b.contacts.on_ground()).expect("lands");
    assert!(bodies[landed + 1..].iter().any(|b| b.vel.y < 0.0), "jumped again right after landing");
    // Pressed too early (well over 0.15 s before landing), it does not fire.
    let (mut world, id, mut c) = setup(&open_floor(), ControllerConfig::default());
    play(&mut world, id, &mut c, NONE, 10);
    play(&mut world, id, &mut c, JUMP, 2);
    play(&mut world, id, &mut c, NONE, 1);
    play(&mut world, id, &mut c, JUMP, 1);
    let rest = play(&mut world, id, &mut c, NONE, 120);
    let landed = rest.iter().position(|b| b.contacts.on_ground()).unwrap();
    assert!(rest[landed..].iter().all(|b| b.vel.y >= 0.0), "no jump from a stale press");
}

/// Jumps straight up under a ceiling block whose corner overlaps the
/// player's head by `overlap` cells. Returns the highest point reached.
fn jump_under_corner(overlap: f64) -> (f64, f64) {
    let mut grid = Grid::new(20, 12);
    for x in 0..20 {
        grid.set_tile(x, 11, Tile::Solid);
    }
    grid.set_tile(5, 6, Tile::Solid); // ceiling block over x = 5..6
    let mut world = World::new(grid, Preset::ledge().world());
    let mut c = Controller::new(ControllerConfig::default());
    // The player's right side reaches `overlap` into the block's column.
    let rect = Rect::new(5.0 + overlap - 0.8, 11.0 - 1.5, 0.8, 1.5);
    let id = world.add_body(c.body(&world.config(), rect));
    play(&mut world, id, &mut c, NONE, 5);
    let top = play(&mut world, id, &mut c, JUMP, 60).iter().map(|b| b.rect.y).fold(f64::INFINITY, f64::min);
    (top, world.body(id).unwrap().rect.right())
}

#[test]
fn a_head_clipping_a_corner_by_3px_is_nudged_past_it_and_by_half_a_cell_is_blocked() {
    let px = 1.0 / 16.0;
    let (top, right) = jump_under_corner(3.0 * px);
    assert!((top - 5.5).abs() < 0.05, "cleared the block for a full 4-cell jump: top {top}");
    assert!(right <= 5.0 + 1e-9, "nudged left of the block: right {right}");
    let (top, _) = jump_under_corner(0.5);
    assert!((top - 7.0).abs() < 1e-9, "blocked by the block's underside: top {top}");
}

#[test]
fn an_air_jump_when_configured() {
    let height = |air_jumps| {
        let (mut world, id, mut c) =
            setup(&open_floor(), ControllerConfig { air_jumps, ..ControllerConfig::default() });
        play(&mut world, id, &mut c, NONE, 10);
        let mut bodies = play(&mut world, id, &mut c, JUMP, 20);
        bodies.extend(play(&mut world, id, &mut c, NONE, 2));
        bodies.extend(play(&mut world, id, &mut c, JUMP, 40));
        bodies.iter().map(|b| b.rect.y).fold(f64::INFINITY, f64::min)
    };
    assert!(height(1) < height(0) - 2.0, "double {} vs single {}", height(1), height(0));
}

const LADDER: &str = "
    ..........
    ..........
    ..........
    ...H......
    ...H......
    ...H......
    ...H......
    .@.H......
    ##########
";

#[test]
fn ladders_climb_up_and_down_hold_on_top_and_let_go_with_a_jump() {
    let (mut world, id, mut c) = setup(LADDER, ControllerConfig::default());
    play(&mut world, id, &mut c, NONE, 5);
    // Walk onto the ladder and climb it.
    play(&mut world, id, &mut c, RIGHT, 18);
    let up = Input { up: true, ..NONE };
    let climbed = play(&mut world, id, &mut c, up, 90).pop().unwrap();
    assert_eq!(climbed.rect.bottom(), 3.0, "stands on the ladder's top");
    assert!(!c.is_climbing());
    // It stays there.
    assert_eq!(play(&mut world, id, &mut c, NONE, 60).pop().unwrap().rect.bottom(), 3.0);
    // Down climbs down again.
    let down = Input { down: true, ..NONE };
    let lower = play(&mut world, id, &mut c, down, 30).pop().unwrap();
    assert!(lower.rect.bottom() > 5.0 && c.is_climbing());
    // Hanging on: no gravity.
    let hold = play(&mut world, id, &mut c, NONE, 30).pop().unwrap();
    assert_eq!(hold.rect.y, lower.rect.y);
    // A jump lets go.
    play(&mut world, id, &mut c, JUMP, 1);
    assert!(!c.is_climbing() && world.body(id).unwrap().vel.y < 0.0);
}

#[test]
fn walking_gets_going_slower_on_ice_than_on_ground() {
    let speed_after = |floor: char| {
        let map = format!("{}\n..@{}\n{}\n", ".".repeat(60), ".".repeat(57), floor.to_string().repeat(60));
        let (mut world, id, mut c) = setup(&map, ControllerConfig::default());
        play(&mut world, id, &mut c, NONE, 5);
        play(&mut world, id, &mut c, RIGHT, 10).pop().unwrap().vel.x
    };
    let (ground, ice) = (speed_after('#'), speed_after('~'));
    assert_eq!(ground, 8.0);
    assert!(ice < 2.5, "ice {ice}");
}

#[test]
fn the_player_faces_the_last_direction_held() {
    use ledge_engine::{Controller, ControllerConfig, Grid, Input, Preset, Rect, Side, Tile, World};
    let mut grid = Grid::new(12, 10);
    for x in 0..12 {
        grid.set_tile(x, 9, Tile::Solid);
    }
    let mut world = World::new(grid, Preset::ledge().world());
    let mut player = Controller::new(ControllerConfig::default());
    let id = world.add_body(player.body(&world.config(), Rect::new(5.0, 7.5, 0.8, 1.5)));
    assert_eq!(player.facing(), Side::Right);
    for input in [Input { left: true, ..Input::default() }, Input::default()] {
        player.update(&mut world, id, input);
        world.step();
        assert_eq!(player.facing(), Side::Left); // letting go keeps the side
    }
    player.update(&mut world, id, Input { right: true, ..Input::default() });
    assert_eq!(player.facing(), Side::Right);
}

#[test]
fn each_move_reads_its_own_tunables_from_the_flat_config_a_file_names() {
    let config = ControllerConfig {
        coyote_time: 0.12,
        air_jumps: 1,
        walk_speed: 9.0,
        climb_speed: 4.0,
        dash_speed: 24.0,
        dash_time: 0.2,
        wall_slide: false,
        wall_slide_speed: 3.0,
        wall_jump_distance: 0.5,
        wall_jump_time: 0.1,
        ..ControllerConfig::default()
    };
    let (jump, dash) = (config.jump_config(), config.dash_config());
    assert_eq!((jump.coyote_time, jump.air_jumps, jump.speed()), (0.12, 1, config.jump().1));
    assert_eq!((dash.dashes, dash.speed, dash.time), (1, 24.0, 0.2));
    assert_eq!((config.walk_config().walk_speed, config.ladder_config().climb_speed), (9.0, 4.0));
    let (slide, wall_jump) = (config.wall_slide_config(), config.wall_jump_config());
    assert_eq!((slide.on, slide.speed), (false, 3.0));
    assert_eq!((wall_jump.on, wall_jump.distance, wall_jump.time), (true, 0.5, 0.1));
}

#[test]
fn a_dash_is_spent_from_its_press_to_the_next_landing() {
    let (mut world, id, mut c) = setup(&open_floor(), ControllerConfig::default());
    play(&mut world, id, &mut c, NONE, 10);
    assert!(!c.dash_spent());
    play(&mut world, id, &mut c, JUMP, 8);
    play(&mut world, id, &mut c, Input { dash: true, right: true, ..JUMP }, 1);
    assert!(c.dash_spent() && c.dashes_left() == 0);
    let landed = play(&mut world, id, &mut c, NONE, 90);
    assert!(landed.last().unwrap().contacts.on_ground());
    assert!(!c.dash_spent());
}
