//! The events a game plays sounds and animations on: the controller's
//! jumps (and what let each happen), dashes and wall slides; the world's
//! walls met, also by the bodies the game moves itself.

mod common;
use common::NONE;
use ledge_engine::{
    BodyId, Controller, ControllerConfig, ControllerEvent, EventKind, Input, JumpKind, Preset, Side, World,
};

const RIGHT: Input = Input { right: true, ..NONE };
const JUMP: Input = Input { jump: true, ..NONE };

fn setup(map: &str, config: ControllerConfig) -> (World, BodyId, Controller) {
    let (mut world, id) = common::world(map, &Preset::ledge());
    let controller = Controller::new(config);
    let rect = world.body(id).unwrap().rect;
    *world.body_mut(id).unwrap() = controller.body(&world.config(), rect);
    (world, id, controller)
}

/// Updates and steps once with `input`, returning the controller's events
/// and the world's for the body.
fn step(
    world: &mut World,
    id: BodyId,
    c: &mut Controller,
    input: Input,
) -> (Vec<ControllerEvent>, Vec<EventKind>) {
    c.update(world, id, input);
    let moves = c.events().to_vec();
    world.step();
    (moves, world.events().iter().filter(|e| e.body == id).map(|e| e.kind).collect())
}

/// Every controller event of `inputs`, played one a step.
fn heard(
    world: &mut World,
    id: BodyId,
    c: &mut Controller,
    inputs: &[(usize, Input)],
) -> Vec<ControllerEvent> {
    let mut all = Vec::new();
    for &(n, input) in inputs {
        for _ in 0..n {
            all.extend(step(world, id, c, input).0);
        }
    }
    all
}

/// A ledge to walk off, a tall wall at the right, a ladder.
const ROOM: &str = "
    ....................#
    ....................#
    ....................#
    ..H.................#
    ..H.................#
    ..H.................#
    ..H..@..............#
    ########............#
    ########............#
    ########............#
    #####################
";

fn jumps(events: &[ControllerEvent]) -> Vec<JumpKind> {
    events
        .iter()
        .filter_map(|e| match e {
            ControllerEvent::Jumped(kind) => Some(*kind),
            _ => None,
        })
        .collect()
}

#[test]
fn each_jump_says_what_let_it_happen() {
    let config = ControllerConfig { air_jumps: 1, ..ControllerConfig::default() };
    let (mut world, id, mut c) = setup(ROOM, config);
    heard(&mut world, id, &mut c, &[(5, NONE)]);
    // Pressed on the ground, then an air jump at the top.
    let events = heard(&mut world, id, &mut c, &[(10, JUMP), (1, NONE), (1, JUMP), (80, NONE)]);
    assert_eq!(jumps(&events), [JumpKind::Ground, JumpKind::Air]);
    // Walk off the ledge and press two steps later: coyote time.
    let mut events = Vec::new();
    while world.body(id).unwrap().contacts.on_ground() {
        events.extend(step(&mut world, id, &mut c, RIGHT).0);
    }
    events.extend(heard(
        &mut world,
        id,
        &mut c,
        &[(2, RIGHT), (1, Input { jump: true, ..RIGHT }), (120, RIGHT)],
    ));
    assert_eq!(jumps(&events), [JumpKind::Coyote]);
    // Pressed in the air just before landing: buffered.
    let (mut world, id, mut c) = setup(ROOM, config.without_dash());
    heard(&mut world, id, &mut c, &[(5, NONE), (3, JUMP), (1, NONE)]);
    while world.body(id).unwrap().vel.y < 0.0 || world.body(id).unwrap().rect.bottom() < 6.6 {
        step(&mut world, id, &mut c, NONE);
    }
    c = Controller::new(ControllerConfig { air_jumps: 0, ..config });
    let events = heard(&mut world, id, &mut c, &[(12, JUMP)]);
    assert_eq!(jumps(&events), [JumpKind::Buffered]);
}

#[test]
fn a_jump_off_a_wall_or_a_ladder_says_so() {
    let (mut world, id, mut c) = setup(ROOM, ControllerConfig::default());
    // Run to the far wall, jump, and jump again off it on the way down.
    heard(&mut world, id, &mut c, &[(5, NONE), (120, RIGHT)]);
    let events = heard(
        &mut world,
        id,
        &mut c,
        &[(12, Input { jump: true, ..RIGHT }), (14, RIGHT), (1, Input { jump: true, ..RIGHT })],
    );
    assert_eq!(jumps(&events), [JumpKind::Ground, JumpKind::Wall(Side::Right)]);
    // Climb the ladder and jump off it.
    let (mut world, id, mut c) = setup(ROOM, ControllerConfig::default());
    let left = Input { left: true, ..NONE };
    heard(&mut world, id, &mut c, &[(5, NONE), (20, left), (30, Input { up: true, ..NONE })]);
    assert!(c.is_climbing());
    let events = heard(&mut world, id, &mut c, &[(1, JUMP)]);
    assert_eq!(jumps(&events), [JumpKind::Ladder]);
}

#[test]
fn a_dash_starts_and_ends_once_and_a_wall_slide_starts_and_ends() {
    let (mut world, id, mut c) = setup(ROOM, ControllerConfig::default());
    heard(&mut world, id, &mut c, &[(5, NONE)]);
    let events = heard(
        &mut world,
        id,
        &mut c,
        &[(1, Input { dash: true, up: true, right: true, ..NONE }), (30, NONE)],
    );
    assert_eq!(events, [ControllerEvent::DashStarted { x: 1, y: -1 }, ControllerEvent::DashEnded]);
    // Up against the far wall and slide down it; let go.
    heard(&mut world, id, &mut c, &[(120, RIGHT)]);
    let events =
        heard(&mut world, id, &mut c, &[(12, Input { jump: true, ..RIGHT }), (40, RIGHT), (1, NONE)]);
    let slides: Vec<_> = events.iter().filter(|e| !matches!(e, ControllerEvent::Jumped(_))).collect();
    assert_eq!(slides, [&ControllerEvent::WallSlideStarted(Side::Right), &ControllerEvent::WallSlideEnded]);
}

#[test]
fn a_body_rising_past_a_walls_top_within_a_step_hears_the_wall_it_met() {
    // A block whose top is at y = 5; a body just left of it, its feet a
    // tenth of a cell below that top, flying up and right: along x it meets
    // the block's side, along y it rises past its top, all in one step.
    let (mut world, id) = common::world(
        "
        ..........
        ..........
        ..........
        ..........
        ..........
        .@...#....
        ##########
        ",
        &Preset::ledge(),
    );
    let body = world.body_mut(id).unwrap();
    body.rect.x = 5.0 - body.rect.w - 0.01;
    body.rect.y = 5.1 - body.rect.h;
    body.vel = ledge_engine::Vec2::new(6.0, -20.0);
    world.step();
    let body = world.body(id).unwrap();
    assert!(body.rect.bottom() < 5.0 && !body.contacts.wall_right, "past the top: {:?}", body.rect);
    let kinds: Vec<EventKind> = world.events().iter().map(|e| e.kind).collect();
    assert!(kinds.contains(&EventKind::HitWall(Side::Right)), "{kinds:?}");
}

#[test]
fn holding_against_a_wall_hears_it_once() {
    let (mut world, id, mut c) = setup(ROOM, ControllerConfig::default());
    let mut walls = 0;
    for _ in 0..200 {
        let (_, events) = step(&mut world, id, &mut c, RIGHT);
        walls += events.iter().filter(|e| matches!(e, EventKind::HitWall(_))).count();
    }
    assert!(world.body(id).unwrap().contacts.wall_right);
    assert_eq!(walls, 1);
}

/// Moves a body of the game's own by `(dx, dy)`, steps, and returns what
/// the body heard.
fn moved(world: &mut World, id: BodyId, dx: f64, dy: f64) -> Vec<EventKind> {
    world.move_body(id, ledge_engine::Vec2::new(dx, dy));
    world.step();
    world.events().iter().filter(|e| e.body == id).map(|e| e.kind).collect()
}

#[test]
fn a_body_the_game_moves_hears_its_landing_its_walls_and_its_head() {
    // A low ceiling over the left, a pillar on the right with a hazard
    // before it.
    let (mut world, id) = common::world(
        "
        ####......
        ..........
        .......#..
        .@....+#..
        ##########
        ",
        &Preset::ledge(),
    );
    world.body_mut(id).unwrap().motion.order = ledge_engine::Order::Kinematic;
    // Its first move reads its contacts: it stands on the floor.
    assert_eq!(moved(&mut world, id, 0.0, 0.0), [EventKind::Landed]);
    assert_eq!(moved(&mut world, id, 0.0, -1.0), [EventKind::LeftGround]);
    assert_eq!(moved(&mut world, id, 0.0, -5.0), [EventKind::HitCeiling], "bumps its head");
    assert_eq!(moved(&mut world, id, 0.0, 8.0), [EventKind::Landed]);
    assert_eq!(moved(&mut world, id, 20.0, 0.0), [EventKind::HitWall(Side::Right), EventKind::EnteredHazard]);
    assert!(moved(&mut world, id, 1.0, 0.0).is_empty(), "held against the pillar: heard once");
    assert!(moved(&mut world, id, -1.0, 0.0).is_empty());
    // Right and up past the pillar's top in one move: the wall is met on
    // the way and touched no more at the end.
    assert_eq!(moved(&mut world, id, 2.0, -2.2), [EventKind::LeftGround, EventKind::HitWall(Side::Right)]);
    assert!(!world.body(id).unwrap().contacts.wall_right);
}
