//! Designers tune the feel in a file: the controller's configuration loads
//! from TOML, with defaults for what the file leaves out. Games save a run
//! to a file and load it back to go on exactly where it was.

use ledge_engine::{
    Body, BodyEvent, BodyId, Controller, ControllerConfig, EventKind, Grid, Input, OnLeave, Outside, Path,
    PerSurface, Platform, Preset, Rect, Vec2, World, WorldConfig, WorldState,
};

#[test]
fn a_partial_toml_file_sets_its_fields_and_keeps_the_defaults() {
    let text = r#"
        jump_height = 5.5
        coyote_time = 0.12
        air_jumps = 1
        on_leave = "do_nothing"
        accel = { ground = 80.0, ice = 10.0, air = 30.0 }
    "#;
    let config: ControllerConfig = toml::from_str(text).expect("valid feel file");
    let defaults = ControllerConfig::default();
    assert_eq!(config.jump_height, 5.5);
    assert_eq!(config.coyote_time, 0.12);
    assert_eq!(config.air_jumps, 1);
    assert_eq!(config.on_leave, OnLeave::DoNothing);
    assert_eq!(config.accel, PerSurface { ground: 80.0, ice: 10.0, air: 30.0 });
    assert_eq!(config.jump_buffer, defaults.jump_buffer);
    assert_eq!(config.decel, defaults.decel);
}

#[test]
fn the_defaults_survive_a_round_trip() {
    let text = toml::to_string(&ControllerConfig::default()).unwrap();
    assert_eq!(toml::from_str::<ControllerConfig>(&text).unwrap(), ControllerConfig::default());
}

#[test]
fn a_misspelt_value_is_an_error_that_names_it() {
    let err = toml::from_str::<ControllerConfig>("jump_height = \"high\"").unwrap_err().to_string();
    assert!(err.contains("jump_height"), "{err}");
}

/// What a game writes to a save file mid-run: the level (grid, settings,
/// platforms), the world's state and the player's controller.
#[derive(serde::Serialize, serde::Deserialize)]
struct Save {
    grid: Grid,
    config: WorldConfig,
    platforms: Vec<Platform>,
    state: WorldState,
    controller: Controller,
}

/// A room with a wall to slide down and jump off, a one-way ledge, ice,
/// ramps, a ladder and a lift.
fn level() -> (World, BodyId, Controller) {
    let grid = Grid::from_text(concat!(
        "................#...\n",
        "................#...\n",
        "................#...\n",
        "..H....----.....#...\n",
        "..H.............#...\n",
        "..H.............#...\n",
        "..H.....rR......#...\n",
        "..H....####.....#...\n",
        "..H...r####~~~~.....\n",
        "####################\n",
    ))
    .unwrap();
    let mut world = World::new(grid, Preset::ledge().world());
    world.add_platform(Platform::new(
        Vec2::new(2.0, 0.5),
        Path::back_and_forth(Vec2::new(17.0, 8.0), Vec2::new(17.0, 3.0), 2.0),
    ));
    let controller = Controller::new(ControllerConfig { air_jumps: 1, ..ControllerConfig::default() });
    let player = world.add_body(controller.body(&world.config(), Rect::new(4.0, 7.5, 0.8, 1.5)));
    (world, player, controller)
}

/// The buttons held at step `n`: runs right into the wall, slides, jumps
/// off it, dashes back, climbs, with taps and releases all along.
fn buttons(n: u64) -> Input {
    Input {
        left: (120..200).contains(&n) || n % 97 < 9,
        right: n < 120 || (200..260).contains(&n),
        up: (230..260).contains(&n),
        down: n % 53 < 4,
        jump: n % 41 < 12 || (100..104).contains(&n),
        dash: n % 67 < 3,
    }
}

fn step(world: &mut World, id: BodyId, controller: &mut Controller) -> (u64, Body) {
    controller.update(world, id, buttons(world.tick()));
    world.step();
    (world.state_hash(), *world.body(id).unwrap())
}

#[test]
fn a_run_saved_to_a_file_mid_way_and_loaded_goes_on_bit_for_bit() {
    let (mut world, id, mut controller) = level();
    // Into a dash: the controller holds the body's own motion to give back.
    while world.tick() < 72 {
        step(&mut world, id, &mut controller);
    }
    assert!(controller.is_dashing());
    let save = Save {
        grid: world.grid().clone(),
        config: world.config(),
        platforms: world.platforms().map(|(_, p)| p.clone()).collect(),
        state: world.state(),
        controller: controller.clone(),
    };
    let file = toml::to_string(&save).expect("a save serialises");
    let loaded: Save = toml::from_str(&file).expect("a save reads back");
    assert_eq!(loaded.grid, *world.grid());
    assert_eq!(loaded.state, world.state());
    assert_eq!(loaded.controller, controller);

    let mut restored = World::new(loaded.grid, loaded.config);
    for platform in loaded.platforms {
        restored.add_platform(platform);
    }
    restored.restore(&loaded.state);
    let mut restored_controller = loaded.controller;
    for n in 0..300 {
        let (hash, body) = step(&mut world, id, &mut controller);
        let (restored_hash, restored_body) = step(&mut restored, id, &mut restored_controller);
        assert_eq!(restored_hash, hash, "state differs {n} steps after loading");
        assert_eq!(restored_body.rect, body.rect);
        assert_eq!(restored_controller, controller);
    }
}

#[test]
fn a_grid_keeps_its_edges_and_outside_and_a_bad_one_says_where() {
    let mut grid = Grid::from_text("#.~\n-/H").unwrap();
    grid.set_wall(3, 1, true);
    grid.set_ceiling(1, 0, true);
    grid.set_outside(Outside::OpenBelow);
    let text = toml::to_string(&grid).unwrap();
    assert!(text.contains("rows = [\"#.~\", \"-/H\"]"), "{text}");
    assert_eq!(toml::from_str::<Grid>(&text).unwrap(), grid);

    let bad = "width = 3\nheight = 2\nrows = [\"#.~\", \"-x.\"]";
    let err = toml::from_str::<Grid>(bad).unwrap_err().to_string();
    assert!(err.contains("row 2, column 2: 'x' is no tile"), "{err}");
    let short = "width = 3\nheight = 2\nrows = [\"#.~\", \"-.\"]";
    let err = toml::from_str::<Grid>(short).unwrap_err().to_string();
    assert!(err.contains("row 2: 2 cells in a grid 3 cells wide"), "{err}");
    let edges = "width = 1\nheight = 1\nrows = [\".\"]\nedges = [0, 1, 2]";
    let err = toml::from_str::<Grid>(edges).unwrap_err().to_string();
    assert!(err.contains("3 edge cells where the grid has 4"), "{err}");
}

#[test]
fn presets_and_events_serialise() {
    let preset = Preset::tiny();
    let text = toml::to_string(&preset).unwrap();
    assert_eq!(toml::from_str::<Preset>(&text).unwrap(), preset);
    let (mut world, id, mut controller) = level();
    let mut events = Vec::new();
    for _ in 0..120 {
        step(&mut world, id, &mut controller);
        events.extend_from_slice(world.events());
    }
    #[derive(serde::Serialize, serde::Deserialize)]
    struct Log {
        events: Vec<BodyEvent>,
    }
    let text = toml::to_string(&Log { events: events.clone() }).unwrap();
    assert_eq!(toml::from_str::<Log>(&text).unwrap().events, events);
}

#[test]
fn a_state_whose_platform_names_a_waypoint_past_its_path_still_steps() {
    let (mut world, id, mut controller) = level();
    for _ in 0..30 {
        step(&mut world, id, &mut controller);
    }
    let text = toml::to_string(&world.state()).unwrap();
    assert!(text.contains("from = 0"), "{text}");
    let edited: WorldState = toml::from_str(&text.replace("from = 0", "from = 99")).unwrap();
    world.restore(&edited);
    for _ in 0..300 {
        step(&mut world, id, &mut controller);
    }
    let lift = world.platforms().next().unwrap().1.rect;
    assert!((3.0..=8.0).contains(&lift.y), "the lift keeps to its path: {lift:?}");
}

#[test]
fn a_step_up_height_is_kept_and_a_preset_file_without_one_has_none() {
    let mut preset = Preset::ledge();
    let text = toml::to_string(&preset).unwrap();
    assert!(!text.contains("step_up"), "no step-up, nothing written: {text}");
    preset.motion.step_up = 0.5;
    let text = toml::to_string(&preset).unwrap();
    assert_eq!(toml::from_str::<Preset>(&text).unwrap(), preset);
    let without = text.replace("step_up = 0.5\n", "");
    assert_ne!(without, text);
    assert_eq!(toml::from_str::<Preset>(&without).unwrap(), Preset::ledge());
}

#[test]
fn overlaps_and_removed_platforms_survive_a_file() {
    let (mut world, _, _) = level();
    let lift = world.platforms().next().unwrap().0;
    let a =
        world.add_body(Body::new(Rect::new(1.0, 1.0, 1.0, 1.0), Preset::ledge().motion).with_layers(1, 1));
    world.add_body(Body::new(Rect::new(1.5, 1.0, 1.0, 1.0), Preset::ledge().motion).with_layers(1, 1));
    world.step();
    world.remove_platform(lift);
    let state = world.state();
    let back: WorldState = toml::from_str(&toml::to_string(&state).unwrap()).unwrap();
    assert_eq!(back, state);
    world.restore(&back);
    world.step();
    assert!(world.platform(lift).is_none());
    let kinds: Vec<EventKind> = world.events().iter().filter(|e| e.body == a).map(|e| e.kind).collect();
    assert!(kinds.iter().all(|k| !matches!(k, EventKind::OverlapBegan(_))), "no new beginning: {kinds:?}");
}
