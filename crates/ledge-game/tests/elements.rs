//! The elements as a player meets them, each in a small level of its own
//! (`tests/elements/`): what it does, that a game with it is kept and put
//! back exactly, that a replay through it verifies, and that a level
//! misusing it is refused at its place.

use ledge_game::{Buttons, Cause, ElementKind, Event, Facing, Level, Outcome, Play, Replay, Script, Status};

fn level(name: &str) -> Level {
    let path = format!("{}/tests/elements/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    Level::load(std::path::Path::new(&path)).unwrap()
}

fn play(level: &Level) -> Play {
    Play::new(level, level.preset(None))
}

/// Plays `script` on `play` until the level ends, gathering every event.
fn run(play: &mut Play, script: &str) -> Vec<Event> {
    let script = Script::parse(script).unwrap();
    let mut events = Vec::new();
    for buttons in script.cursor().take(script.frames() as usize) {
        events.extend_from_slice(play.step(buttons));
        if play.status() != Status::Playing {
            break;
        }
    }
    events
}

fn touched(events: &[Event], kind: ElementKind) -> usize {
    events.iter().filter(|e| matches!(e, Event::Touched { element, .. } if *element == kind)).count()
}

#[test]
fn a_spring_throws_the_player_onto_a_ledge_its_jump_cannot_reach() {
    let level = level("spring");
    let mut jumping = play(&level);
    run(&mut jumping, "1 right+jump\n30 right\n");
    let jump_top = jumping.player().y;
    let mut sprung = play(&level);
    let events = run(&mut sprung, "25 right\n");
    assert_eq!(touched(&events, ElementKind::Spring(Facing::Up)), 1, "{events:?}");
    let mut top = f64::MAX;
    for _ in 0..40 {
        sprung.step(Buttons::NONE);
        top = top.min(sprung.player().y);
    }
    assert!(top < jump_top - 1.5, "sprung to {top}, a jump to {jump_top}");
}

#[test]
fn floor_spikes_kill_a_player_walking_in_and_spare_one_jumping_over() {
    let level = level("spikes");
    let mut walking = play(&level);
    run(&mut walking, "60 right\n");
    assert_eq!(walking.status(), Status::Lost(Cause::Spikes));
    let mut jumping = play(&level);
    run(&mut jumping, "20 right+jump\n100 right\n");
    assert_eq!(jumping.status(), Status::Won);
}

#[test]
fn ceiling_and_wall_spikes_kill_from_their_side() {
    let plan = "physics: ledge\n---\n#######\n#.VVV.#\n#.....#\n#@...}#\n#######\n";
    let level = Level::parse("spiked.txt", plan).unwrap();
    let mut into_wall = play(&level);
    run(&mut into_wall, "10 right\n");
    assert_eq!(into_wall.status(), Status::Playing, "spikes pointing right spare one coming from the left");
    let mut up = play(&level);
    run(&mut up, "6 right\n30 right+jump\n");
    assert_eq!(up.status(), Status::Lost(Cause::Spikes), "jumping into ceiling spikes");
}

#[test]
fn a_crumbling_floor_gives_way_under_a_player_standing_on_it_and_comes_back() {
    let level = level("crumble");
    let mut game = play(&level);
    let events = run(&mut game, "12 right\n");
    assert_eq!(touched(&events, ElementKind::Crumble), 1, "{events:?}");
    let events = run(&mut game, "60 -\n");
    assert_eq!(game.status(), Status::Won, "fell onto the coin: {events:?}");
    // Walking on at full speed crosses before it gives way.
    let mut crossing = play(&level);
    run(&mut crossing, "60 right\n");
    assert!(crossing.player().y < 3.0 && crossing.status() == Status::Playing);
    for _ in 0..200 {
        crossing.step(Buttons::NONE);
    }
    let solid = crossing.element_phases().iter().all(|p| p.on);
    assert!(solid, "every block came back: {:?}", crossing.element_phases());
}

#[test]
fn a_door_opens_only_for_a_player_holding_a_key() {
    let level = level("door");
    let mut straight = play(&level);
    run(&mut straight, "80 right\n");
    assert_eq!((straight.status(), straight.keys()), (Status::Playing, 0), "shut without a key");
    let mut game = play(&level);
    let events = run(&mut game, "40 left\n");
    assert_eq!((touched(&events, ElementKind::Key), game.keys()), (1, 1));
    let events = run(&mut game, "120 right\n");
    assert_eq!(touched(&events, ElementKind::Door), 1, "{events:?}");
    assert_eq!((game.status(), game.keys()), (Status::Won, 0));
}

#[test]
fn a_switch_opens_the_blocks_of_the_first_set() {
    let level = level("switch");
    let mut straight = play(&level);
    run(&mut straight, "80 right\n");
    assert_eq!(straight.status(), Status::Playing, "the block stands");
    let mut game = play(&level);
    let events = run(&mut game, "40 left\n");
    assert_eq!(touched(&events, ElementKind::Switch), 1, "{events:?}");
    assert!(game.grid().tile(6, 3) == ledge_engine::Tile::Empty);
    run(&mut game, "120 right\n");
    assert_eq!(game.status(), Status::Won);
}

#[test]
fn reaching_the_exit_wins_a_level_without_coins() {
    let level = level("exit");
    assert!(level.warnings().is_empty(), "{:?}", level.warnings());
    let mut game = play(&level);
    let events = run(&mut game, "20 right+jump\n100 right\n");
    assert_eq!((game.status(), events.last()), (Status::Won, Some(&Event::Won)));
}

#[test]
fn a_gem_is_counted_and_does_not_win() {
    let level = level("gem");
    let mut game = play(&level);
    assert_eq!(game.gems(), (0, 1));
    let events = run(&mut game, "1 jump\n30 -\n");
    assert_eq!((touched(&events, ElementKind::Gem), game.gems()), (1, (1, 1)));
    assert_eq!(game.status(), Status::Playing);
    run(&mut game, "100 right\n");
    assert_eq!(game.status(), Status::Won);
}

/// Jumps, dashes up through the crystal and dashes again.
const TWO_DASHES: &str = "11 jump\n1 up+dash\n30 -\n1 up+dash\n40 -\n";

#[test]
fn a_dash_crystal_gives_a_spent_dash_back_for_a_second_dash() {
    let level = level("crystal");
    let mut game = play(&level);
    let events = run(&mut game, TWO_DASHES);
    assert_eq!(touched(&events, ElementKind::Crystal), 1, "{events:?}");
    assert_eq!(game.status(), Status::Won);
    assert!(game.element_phases()[0].left > 0, "gone, coming back");
    let without = Level::parse(
        "without.txt",
        &std::fs::read_to_string(format!("{}/tests/elements/crystal.txt", env!("CARGO_MANIFEST_DIR")))
            .unwrap()
            .replace('*', "."),
    )
    .unwrap();
    let mut game = play(&without);
    run(&mut game, TWO_DASHES);
    assert_eq!(game.status(), Status::Playing, "the second dash needs the crystal");
}

/// Under the brick, two jumps: the first breaks it, the second goes through.
const HEAD_TWICE: &str = "16 right\n30 -\n30 jump\n30 -\n40 jump\n";

#[test]
fn a_brick_breaks_when_the_players_head_hits_it_from_below_and_stays_broken() {
    let level = level("brick");
    let mut game = play(&level);
    let events = run(&mut game, "16 right\n30 -\n30 jump\n30 -\n");
    assert_eq!(touched(&events, ElementKind::Brick), 1, "{events:?}");
    assert_eq!(game.grid().tile(3, 3), ledge_engine::Tile::Empty, "broken");
    assert!(game
        .figures()
        .all(|f| !matches!(f.kind, ledge_game::FigureKind::Element(ElementKind::Brick, _))));
    run(&mut game, "40 jump\n");
    assert_eq!(game.status(), Status::Won, "through the hole to the coin");
    // Walking on it, or a wall where it stands, breaks nothing.
    let walled =
        Level::parse("walled.txt", &std::fs::read_to_string(brick_path()).unwrap().replace('B', "#"))
            .unwrap();
    let mut game = play(&walled);
    run(&mut game, HEAD_TWICE);
    assert_eq!(game.status(), Status::Playing, "a wall does not break");
}

#[test]
fn a_false_wall_lets_the_player_walk_through_and_fades_out_for_good() {
    let level = level("false-wall");
    let mut game = play(&level);
    assert_eq!(game.grid().tile(5, 3), ledge_engine::Tile::Empty, "a passage from the start");
    let events = run(&mut game, "8 right\n");
    assert_eq!(touched(&events, ElementKind::FalseWall), 0, "{events:?}");
    let mut events = Vec::new();
    while touched(&events, ElementKind::FalseWall) == 0 && game.frame() < 60 {
        events.extend_from_slice(game.step(Buttons::RIGHT));
    }
    assert_eq!(touched(&events, ElementKind::FalseWall), 1, "found at its first cell: {events:?}");
    assert!(
        game.element_phases()
            .iter()
            .zip(game.elements())
            .all(|(p, e)| p.on || e.kind != ElementKind::FalseWall),
        "the whole false wall joined to it opens as one"
    );
    let events = run(&mut game, "60 right\n");
    assert_eq!(touched(&events, ElementKind::FalseWall), 0, "once: {events:?}");
    assert!(game.player().x > 6.0, "through the wall, at {}", game.player().x);
    assert_eq!(game.gems(), (1, 1), "the gem behind it");
    let showing = |game: &Play| {
        game.figures().any(|f| {
            matches!(f.kind, ledge_game::FigureKind::Element(ElementKind::FalseWall, phase)
                if !ElementKind::FalseWall.frames(phase).is_empty())
        })
    };
    assert!(!showing(&game), "faded out within 0.3 s");
    let events = run(&mut game, "120 left\n");
    assert_eq!(touched(&events, ElementKind::FalseWall), 0, "found once");
    assert_eq!(game.status(), Status::Won);
    // Before the player comes, it shows; a wall of `#` there would stop it.
    let mut fresh = play(&level);
    assert!(showing(&fresh));
    run(&mut fresh, "10 right\n");
    assert!(showing(&fresh), "still closed with the player short of it");
    let walled = Level::parse(
        "walled.txt",
        &std::fs::read_to_string(format!("{}/tests/elements/false-wall.txt", env!("CARGO_MANIFEST_DIR")))
            .unwrap()
            .replace('?', "#"),
    )
    .unwrap();
    let mut stopped = play(&walled);
    run(&mut stopped, "40 right\n");
    assert!(stopped.player().x < 5.0, "a real wall stops the player");
}

#[test]
fn a_false_wall_found_stays_open_after_a_death_at_a_checkpoint() {
    let plan = "physics: ledge\n---\n##########\n#...######\n#...?....#\n#o@F?.A..#\n##########\n";
    let level = Level::parse("found.txt", plan).unwrap();
    let mut game = play(&level);
    let events = run(&mut game, "40 right\n");
    assert_eq!(touched(&events, ElementKind::FalseWall), 1, "{events:?}");
    assert_eq!(game.status(), Status::Playing, "a death the player comes back from");
    assert!(events.iter().any(|e| matches!(e, Event::Lost(Cause::Spikes))), "{events:?}");
    let wall = game.elements().iter().position(|e| e.kind == ElementKind::FalseWall).unwrap();
    let events = run(&mut game, "120 -\n");
    assert!(events.contains(&Event::Respawned), "{events:?}");
    assert!(game.element_phases()[wall].on, "still open after the respawn");
    assert!(ElementKind::FalseWall.frames(game.element_phases()[wall]).is_empty(), "and shows nothing");
}

fn brick_path() -> String {
    format!("{}/tests/elements/brick.txt", env!("CARGO_MANIFEST_DIR"))
}

/// Every element level, with a run through its element.
const RUNS: [(&str, &str); 10] = [
    ("crystal", TWO_DASHES),
    ("spring", "25 right\n60 right\n"),
    ("spikes", "20 right+jump\n100 right\n"),
    ("crumble", "12 right\n60 -\n"),
    ("door", "40 left\n120 right\n"),
    ("switch", "40 left\n120 right\n"),
    ("exit", "20 right+jump\n100 right\n"),
    ("gem", "1 jump\n30 -\n100 right\n"),
    ("brick", HEAD_TWICE),
    ("false-wall", "60 right\n120 left\n"),
];

#[test]
fn a_game_restored_from_a_snapshot_plays_on_exactly_as_it_did() {
    for (name, script) in RUNS {
        let level = level(name);
        let script = Script::parse(script).unwrap();
        let mut game = play(&level);
        let buttons: Vec<Buttons> = script.cursor().take(script.frames() as usize).collect();
        let half = buttons.len() / 3;
        for &b in &buttons[..half] {
            game.step(b);
        }
        let saved = game.snapshot();
        let tiles = game.grid().tiles().to_vec();
        let mut key = Vec::new();
        game.state_key(&mut key);
        let hashes: Vec<u64> = buttons[half..]
            .iter()
            .map(|&b| {
                game.step(b);
                game.state_hash()
            })
            .collect();
        // Restored into another game of the level, which played elsewhere.
        let mut other = play(&level);
        for &b in &buttons {
            other.step(b);
        }
        other.restore(&saved).unwrap();
        assert_eq!(other.grid().tiles(), &tiles[..], "{name}: the blocks as they were");
        let mut again = Vec::new();
        other.state_key(&mut again);
        assert_eq!(again, key, "{name}");
        let replayed: Vec<u64> = buttons[half..]
            .iter()
            .map(|&b| {
                other.step(b);
                other.state_hash()
            })
            .collect();
        assert_eq!(replayed, hashes, "{name}");
        assert_eq!(other.grid().tiles(), game.grid().tiles(), "{name}: the blocks");
    }
}

#[test]
fn a_replay_through_each_element_verifies() {
    for (name, script) in RUNS {
        let level = level(name);
        let replay = Replay::record(&level, None, level.preset(None), &Script::parse(script).unwrap(), 2000);
        assert_eq!(replay.outcome, Outcome::Won, "{name}");
        let text = replay.to_text();
        let again = Replay::parse(&text).unwrap();
        assert!(again.verify(&level, level.preset(None)).is_ok(), "{name}");
    }
}

#[test]
fn misused_elements_are_refused_at_their_place() {
    let error = |plan: &str| Level::parse("bad.txt", plan).unwrap_err().to_string();
    let door = error("physics: ledge\n---\n.....\n.@.Do\n#####\n");
    assert!(door.starts_with("bad.txt:4:4: this door has no key"), "{door}");
    let switch = error(".....\n.@.!o\n#####\n");
    assert!(switch.starts_with("bad.txt:2:4: this switch has no switch block"), "{switch}");
    let block = error(".....\n.@2.o\n#####\n");
    assert!(block.starts_with("bad.txt:2:3: this switch block has no switch"), "{block}");
    let unknown = error(".....\n.@.Qo\n#####\n");
    assert!(unknown.starts_with("bad.txt:2:4: unknown character 'Q'"), "{unknown}");
    assert!(unknown.contains("`T` spring"), "the legend lists the elements: {unknown}");
}

#[test]
fn a_level_with_elements_writes_and_reads_back_the_same() {
    for (name, _) in RUNS {
        let level = level(name);
        let written = level.to_text();
        let again = Level::parse("again.txt", &written.text).unwrap();
        assert_eq!(again.elements, level.elements, "{name}");
        assert_eq!(again.fingerprint(), level.fingerprint(), "{name}");
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

    /// Random rooms strewn with every element, random buttons: a game put
    /// back from a snapshot, into a game of the level that played elsewhere,
    /// plays on bit for bit as the game it was taken of, blocks included.
    #[test]
    fn any_game_with_elements_restored_from_a_snapshot_plays_on_exactly_as_it_did(
        cells in proptest::collection::vec(0usize..24, 8 * 4),
        presses in proptest::collection::vec(0u32..64, 40..160),
        cut in 0usize..40,
    ) {
        // Keys, doors and switches in a row of their own, so that every
        // level is valid; the rest anywhere.
        const THINGS: &[u8] = b"TA%*G$()V{}?";
        let mut rows = vec!["##########".to_string(), "#..k.1.D2#".to_string()];
        for row in cells.chunks(8) {
            let inner: String =
                row.iter().map(|&c| if c < THINGS.len() { THINGS[c] as char } else { '.' }).collect();
            rows.push(format!("#{inner}#"));
        }
        // The switch beside the player: the blocks come and go often.
        rows.push("#@!%.....#".to_string());
        rows.push("##########".to_string());
        let text = format!("physics: ledge\n---\n{}\n", rows.join("\n"));
        let level = Level::parse("random.txt", &text).unwrap();
        let buttons: Vec<Buttons> = presses.iter().map(|&b| Buttons::from_bits(b as u8)).collect();
        let mut game = play(&level);
        let cut = cut.min(buttons.len());
        buttons[..cut].iter().for_each(|&b| { game.step(b); });
        let saved = game.snapshot();
        let tiles = game.grid().tiles().to_vec();
        let ahead: Vec<u64> = buttons[cut..].iter().map(|&b| { game.step(b); game.state_hash() }).collect();
        let mut other = play(&level);
        buttons.iter().rev().for_each(|&b| { other.step(b); });
        other.restore(&saved).unwrap();
        proptest::prop_assert_eq!(other.grid().tiles(), &tiles[..], "the blocks as they were");
        let again: Vec<u64> = buttons[cut..].iter().map(|&b| { other.step(b); other.state_hash() }).collect();
        proptest::prop_assert_eq!(again, ahead);
        proptest::prop_assert_eq!(other.grid().tiles(), game.grid().tiles());
    }
}

/// A corridor with a coin halfway and, when `exit` is set, an exit at its
/// far end, played with `physics`.
fn corridor(physics: &str, exit: bool) -> Level {
    let end = if exit { 'G' } else { '.' };
    let plan = format!("physics: {physics}\n---\n##########\n#........#\n#@..o...{end}#\n##########\n");
    Level::parse("corridor.txt", &plan).unwrap()
}

#[test]
fn taking_the_last_coin_does_not_win_a_level_with_an_exit() {
    for physics in ["eloquent", "tiny", "ledge"] {
        let mut game = play(&corridor(physics, true));
        let mut events = Vec::new();
        while game.coins().0 == 0 && game.frame() < 300 {
            events.extend_from_slice(game.step(Buttons::RIGHT));
        }
        assert_eq!(game.coins(), (1, 1), "{physics}: the coin is taken");
        assert_eq!(game.status(), Status::Playing, "{physics}: the last coin does not win: {events:?}");
        run(&mut game, "300 right\n");
        assert_eq!(game.status(), Status::Won, "{physics}: the exit wins");
    }
}

#[test]
fn taking_the_last_coin_wins_a_level_without_an_exit() {
    for physics in ["eloquent", "tiny", "ledge"] {
        let mut game = play(&corridor(physics, false));
        let mut events = Vec::new();
        while game.coins().0 == 0 && game.frame() < 300 {
            events.extend_from_slice(game.step(Buttons::RIGHT));
        }
        assert_eq!((game.coins(), game.status()), ((1, 1), Status::Won), "{physics}");
        assert_eq!(events.last(), Some(&Event::Won), "{physics}: the win comes with the coin");
    }
}

#[test]
fn a_booster_under_a_ceiling_never_puts_the_player_in_it() {
    // The bubble right over the player, under the ceiling: pulled to its
    // middle, the player's head would be in the wall.
    let level = Level::parse("low.txt", "physics: ledge\n---\n#######\n#.0...#\n#.@...#\n#######\n").unwrap();
    let mut play = play(&level);
    let events: Vec<Event> = (0..3).flat_map(|_| play.step(Buttons::NONE).to_vec()).collect();
    assert_eq!(touched(&events, ElementKind::Booster), 1, "caught");
    let body = play.body();
    assert!(play.world().space().is_free(&body.rect), "in a wall at {:?}", body.rect);
    assert_eq!(body.rect.y, 1.0, "up against the ceiling");
}

#[test]
fn a_dash_block_breaks_when_dashed_into_and_the_dash_goes_on_through() {
    let level = level("dash-block");
    let mut walking = play(&level);
    run(&mut walking, "150 right");
    assert!(walking.body().rect.x < 15.0, "walking, the blocks stop the player");
    let mut dashing = play(&level);
    let events = run(&mut dashing, "10 dash\n30 right\n10 right+dash\n60 right");
    assert!(touched(&events, ElementKind::DashBlock) >= 1, "{events:?}");
    assert_eq!(dashing.status(), Status::Won, "through the broken wall to the exit");
}

#[test]
fn a_zip_mover_carries_the_player_across_the_lava() {
    let level = level("zip-mover");
    let mut play = play(&level);
    let events = run(&mut play, "10 right+jump\n10 right\n60 -\n60 right");
    assert_eq!(touched(&events, ElementKind::ZipMover), 1, "{events:?}");
    assert_eq!(play.status(), Status::Won, "carried over the lava to the exit");
}
