//! The solver's verdicts, as a level designer relies on them.

use ledge_engine::{measure, Preset, PresetKind};
use ledge_game::{pack, Buttons, Level, Outcome, Play, Replay, SpawnKind};
use ledge_solve::{solve, solve_in_stages, stages, Moves, Options, Strategy, Verdict};
use proptest::prelude::*;

/// A pocket three cells wide beside a ledge `height` cells high, with a
/// coin on the ledge.
fn ledge(height: usize, physics: &str) -> Level {
    ledge_beside(3, height, physics)
}

/// A shaft one cell wide beside a ledge `height` cells high, with a coin
/// on the ledge: a body as wide as the shaft can only jump straight up,
/// so a search of every run stays small.
fn shaft(height: usize, physics: &str) -> Level {
    ledge_beside(1, height, physics)
}

/// A pocket `pocket` cells wide, the player at its left, beside a ledge
/// four cells wide and `height` high with a coin on it.
fn ledge_beside(pocket: usize, height: usize, physics: &str) -> Level {
    let wall = "#".repeat(pocket + 6);
    let mut rows = vec![wall.clone()];
    for above_floor in (1..height + 8).rev() {
        let mut row: Vec<char> = format!("#{}#", ".".repeat(pocket + 4)).chars().collect();
        if above_floor <= height {
            row[pocket + 1..pocket + 5].fill('#');
        }
        if above_floor == height + 1 {
            row[pocket + 2] = 'o';
        }
        if above_floor == 1 {
            row[1] = '@';
        }
        rows.push(row.into_iter().collect());
    }
    rows.push(wall);
    let text = format!("physics: {physics}\n---\n{}\n", rows.join("\n"));
    Level::parse(&format!("ledge-{pocket}-{height}.txt"), &text).unwrap()
}

/// A pit of lava `width` cells wide, the player at its edge, a coin on
/// the far side, under seven rows of air.
fn pit(width: usize, physics: &str) -> Level {
    let inside = width + 4;
    let mut rows = vec![format!("#{}#", ".".repeat(inside)); 7];
    let mut floor_row: Vec<char> = rows[6].chars().collect();
    floor_row[1] = '@';
    floor_row[width + 3] = 'o';
    rows[6] = floor_row.into_iter().collect();
    rows.push(format!("##{}####", "+".repeat(width)));
    rows.push("#".repeat(inside + 2));
    let text = format!("physics: {physics}\n---\n{}\n", rows.join("\n"));
    Level::parse(&format!("pit-{width}.txt"), &text).unwrap()
}

fn every_run(max_frames: u32) -> Options {
    Options { strategy: Strategy::Shortest, max_frames, ..Options::default() }
}

/// The run a solved verdict holds, played again and kept as a replay.
fn replayed(level: &Level, verdict: &Verdict) -> Replay {
    let Verdict::Solved { inputs, .. } = verdict else { panic!("not solved: {verdict:?}") };
    Replay::record(level, None, level.preset(None), inputs, 100_000)
}

/// Asserts that `reached` is solved within `max_frames`, by a run that
/// replays to the win, and that `beyond` is proven unsolvable within them.
fn solved_and_no_further(reached: &Level, beyond: &Level, max_frames: u32) {
    let solution = solve(reached, reached.preset(None), &every_run(max_frames), &mut |_| {});
    assert!(matches!(solution.verdict, Verdict::Solved { .. }), "{}", solution.proof());
    assert_eq!(replayed(reached, &solution.verdict).outcome, Outcome::Won);
    let solution = solve(beyond, beyond.preset(None), &every_run(max_frames), &mut |_| {});
    assert_eq!(solution.verdict, Verdict::Unsolvable, "{}", solution.proof());
}

#[test]
fn the_highest_ledge_the_eloquent_jump_climbs_is_solved_and_one_higher_proven_out_of_reach() {
    let apex = measure(&PresetKind::Eloquent.preset()).jump_height;
    let highest = apex.floor() as usize;
    assert_eq!(highest, 4, "docs/physics.md: the eloquent jump rises 4.675 cells");
    let reached = ledge(highest, "eloquent");
    let solution = solve(&reached, reached.preset(None), &every_run(60), &mut |_| {});
    let Verdict::Solved { frames, shortest: true, .. } = solution.verdict else {
        panic!("{}", solution.proof())
    };
    let replay = replayed(&reached, &solution.verdict);
    assert_eq!((replay.outcome, replay.frames), (Outcome::Won, frames as u64));
    let too_high = ledge(highest + 1, "eloquent");
    let solution = solve(&too_high, too_high.preset(None), &every_run(60), &mut |_| {});
    assert_eq!(solution.verdict, Verdict::Unsolvable, "{}", solution.proof());
    assert!(solution.proof().contains("no run of up to 60 steps wins"), "{}", solution.proof());
}

#[test]
fn the_highest_ledge_each_preset_jumps_is_climbed() {
    for kind in PresetKind::ALL {
        let apex = measure(&kind.preset()).jump_height;
        // A rise of exactly whole cells only just touches the ledge's top.
        let highest = (apex - 1e-9).floor() as usize;
        let level = ledge(highest.max(1), kind.name());
        let (solution, _) =
            solve_in_stages(&level, level.preset(None), &stages(600, 400_000, 1, false), &mut |_| {});
        assert!(
            matches!(solution.verdict, Verdict::Solved { .. }),
            "{}: no win on a ledge {highest} high: {}",
            kind.name(),
            solution.proof()
        );
        assert_eq!(replayed(&level, &solution.verdict).outcome, Outcome::Won, "{}", kind.name());
    }
}

/// A jump crosses a pit as wide as its distance plus the body's width
/// (it leaves the edge with its back foot and lands with its front one):
/// `eloquent` crosses 7.933 + 0.8, so 8 cells, and one 9 wide is proven out of reach.
#[test]
fn the_widest_pit_the_eloquent_jump_crosses_is_solved_and_one_wider_proven_out_of_reach() {
    let preset = PresetKind::Eloquent.preset();
    let widest = (measure(&preset).jump_distance + preset.player_size.x).floor() as usize;
    assert_eq!(widest, 8, "docs/physics.md: an eloquent jump at full speed covers 7.933 cells");
    solved_and_no_further(&pit(widest, "eloquent"), &pit(widest + 1, "eloquent"), 90);
}

/// Seed 000's collision lifts a body that ends a jump less than a cell
/// below a ledge's top onto the ledge: a `tiny` jump rises 5.108 cells
/// (docs/physics.md) and climbs a ledge 6 high, and one 7 high is proven
/// out of reach.
#[test]
fn a_tiny_jump_climbs_a_ledge_a_cell_above_its_rise_as_seed_000_lifts_it_and_no_higher() {
    let apex = measure(&PresetKind::Tiny.preset()).jump_height;
    let lifted = apex.ceil() as usize;
    assert_eq!(lifted, 6, "docs/physics.md: the tiny jump rises 5.108 cells");
    solved_and_no_further(&shaft(lifted, "tiny"), &shaft(lifted + 1, "tiny"), 120);
}

#[test]
fn a_coin_sealed_in_walls_is_proven_out_of_reach() {
    let level = Level::parse("sealed.txt", "#######\n#...#.#\n#...#.#\n#@..#o#\n#######\n").unwrap();
    let solution = solve(&level, level.preset(None), &every_run(40), &mut |_| {});
    assert_eq!(solution.verdict, Verdict::Unsolvable, "{}", solution.proof());
    let cell = |kind: SpawnKind| {
        let at = level.spawns.iter().find(|s| s.kind == kind).unwrap().at;
        (at.x as u32, at.y as u32)
    };
    let ((px, py), (cx, cy)) = (cell(SpawnKind::Player), cell(SpawnKind::Coin));
    assert!(!solution.reached.get(cx, cy), "the search never reaches the sealed cell");
    assert!(solution.reached.get(px, py) && solution.reached.get(px + 2, py), "it walks the corridor");
}

#[test]
fn a_search_out_of_states_says_it_does_not_know() {
    let level = pack::find("hop").unwrap().level();
    let options = Options { max_states: 500, ..every_run(3600) };
    let solution = solve(&level, level.preset(None), &options, &mut |_| {});
    assert_eq!(solution.verdict, Verdict::Unknown);
    assert!(solution.proof().contains("budget of"), "{}", solution.proof());
}

#[test]
fn every_built_in_level_is_solved_and_its_run_replays_to_the_win() {
    for entry in pack::PACK.iter() {
        let level = entry.level();
        let (solution, _) =
            solve_in_stages(&level, level.preset(None), &stages(3600, 3_000_000, 2, false), &mut |_| {});
        let Verdict::Solved { frames, .. } = solution.verdict else {
            panic!("{}: {}", entry.file_name(), solution.proof())
        };
        let replay = replayed(&level, &solution.verdict);
        assert_eq!((replay.outcome, replay.frames), (Outcome::Won, frames as u64), "{}", entry.file_name());
        assert!(replay.verify(&level, level.preset(None)).is_ok());
    }
}

#[test]
fn the_search_goes_the_same_way_on_one_thread_and_on_two() {
    let level = pack::find("first-steps").unwrap().level();
    let run = |threads| {
        let options = Options { threads, hold: 10, ..Options::default() };
        solve(&level, level.preset(None), &options, &mut |_| {})
    };
    assert_eq!(run(1), run(2));
}

/// The same for a search of every run cut off by its budget, on a level
/// where states are reached again (kept once, their parents' snapshots
/// shared by the children that wait), with three threads too.
#[test]
fn a_search_of_every_run_goes_the_same_way_on_one_two_and_three_threads() {
    let level = pack::find("hop").unwrap().level();
    let run = |threads| {
        let options =
            Options { threads, max_states: 20_000, strategy: Strategy::Shortest, ..Options::default() };
        solve(&level, level.preset(None), &options, &mut |_| {})
    };
    let one = run(1);
    assert_eq!(one.verdict, Verdict::Unknown);
    assert_eq!(one, run(2));
    assert_eq!(one, run(3));
}

/// The meadow's first strips: no ladders, no one-way floors.
const STRIPS: [&str; 7] = ["first-steps", "hop", "ledges", "hot-floor", "thin-ice", "tides", "hills"];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// On levels without ladders or one-way floors, adding `down` to a set
    /// of buttons, or pressing `up` for `jump`, leaves the next state the
    /// same, word for word: the sets the search leaves out lose nothing.
    #[test]
    fn the_button_sets_left_out_change_nothing(
        level in 0usize..STRIPS.len(),
        physics in 0usize..5,
        before in proptest::collection::vec(0u8..8, 0..200),
        last in 0u8..8,
    ) {
        let level = pack::find(STRIPS[level]).unwrap().level();
        let preset: Preset = PresetKind::ALL[physics].preset();
        let mut play = Play::new(&level, preset);
        prop_assume!(Moves::of(&play).sets.len() == 8);
        let set = |bits: u8| Buttons::from_bits((bits & 3) | (bits & 4) << 2);
        for &bits in &before {
            play.step(set(bits));
        }
        let key_after = |buttons: Buttons| {
            let mut game = play.clone();
            game.step(buttons);
            let mut key = Vec::new();
            game.state_key(&mut key);
            (key, game.status())
        };
        let kept = key_after(set(last));
        prop_assert_eq!(&key_after(set(last) | Buttons::DOWN), &kept);
        if set(last).contains(Buttons::JUMP) {
            let up = Buttons::from_bits(set(last).bits() & !Buttons::JUMP.bits()) | Buttons::UP;
            prop_assert_eq!(&key_after(up), &kept);
        }
    }
}

/// Two pits beside a checkpoint, each with a coin over its lava: a game
/// falls for one, dies, comes back at the checkpoint and falls for the
/// other (the last coin wins before the lava), but a death is no part of a
/// win: the guided search, which finds that run at once when deaths are
/// let through, finds none.
#[test]
fn the_solver_never_wins_through_a_death_after_a_checkpoint() {
    let plan = ".......\n..F@...\n#.###.#\n#o###o#\n#+###+#\n#######\n";
    let level = Level::parse("pits.txt", plan).unwrap();
    let dying = ledge_game::Script::parse("16 left\n80 -\n26 right\n40 -\n").unwrap();
    let mut play = Play::new(&level, level.preset(None));
    for buttons in dying.cursor().take(dying.frames() as usize) {
        play.step(buttons);
    }
    assert_eq!(play.status(), ledge_game::Status::Won, "a game wins it by dying in a pit");
    let guided = Options {
        strategy: Strategy::Guided,
        hold: 10,
        max_frames: 600,
        max_states: 100_000,
        ..Options::default()
    };
    let solution = solve(&level, level.preset(None), &guided, &mut |_| {});
    assert!(!matches!(solution.verdict, Verdict::Solved { .. }), "{}", solution.proof());
}
