//! Each element in a level of its own (ledge-game's `tests/elements/`), won
//! by the solver with a replay that verifies; and the reachability
//! analysis reading every one, and proving what a level needs.

use ledge_game::PlayerMoves;
use ledge_game::{ElementKind, Level, Outcome, Replay};
use ledge_solve::{reach, reach_with_moves, solve_in_stages, stages, Verdict};

fn level(name: &str) -> Level {
    let path = format!("{}/../ledge-game/tests/elements/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    Level::load(std::path::Path::new(&path)).unwrap()
}

#[test]
fn the_solver_wins_each_element_level_with_a_replay_that_verifies() {
    for name in [
        "spring",
        "spikes",
        "crumble",
        "crystal",
        "door",
        "switch",
        "exit",
        "gem",
        "brick",
        "false-wall",
        "dash-block",
        "booster",
        "zip-mover",
    ] {
        let level = level(name);
        let preset = level.preset(None);
        let (solution, _) = solve_in_stages(&level, preset, &stages(900, 400_000, 1, false), &mut |_| {});
        let Verdict::Solved { inputs, .. } = &solution.verdict else {
            panic!("{name} not solved: {}", solution.proof())
        };
        let replay = Replay::record(&level, None, preset, inputs, 900);
        assert_eq!(replay.outcome, Outcome::Won, "{name}");
        assert!(replay.verify(&level, preset).is_ok(), "{name}");
    }
}

#[test]
fn the_analysis_reads_every_element_level_and_finds_each_winnable() {
    // With every move and without the dash and the wall moves, each level
    // is read and found winnable; but the crystal's coin, twelve rows up,
    // is out of reach without the dash.
    let crystal = level("crystal");
    let without = reach_with_moves(&crystal, crystal.preset(None), PlayerMoves::NONE).unwrap();
    assert_eq!(without.proof().as_deref(), Some("the coin at 8,2 is out of reach by any run"));
    // The dash block and the booster need the dash.
    let dash = ["crystal", "dash-block", "booster"];
    for name in [
        "spring",
        "crystal",
        "door",
        "switch",
        "spikes",
        "gem",
        "crumble",
        "brick",
        "exit",
        "false-wall",
        "dash-block",
        "booster",
        "zip-mover",
    ] {
        let level = level(name);
        let moves: &[PlayerMoves] =
            if dash.contains(&name) { &[PlayerMoves::ALL] } else { &[PlayerMoves::ALL, PlayerMoves::NONE] };
        for &moves in moves {
            let reach =
                reach_with_moves(&level, level.preset(None), moves).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(reach.out_of_reach().is_empty(), "{name}");
            assert_eq!(reach.proof(), None, "{name}");
        }
    }
}

/// `plan` read as a `ledge` level whose player has neither the dash nor the
/// wall moves, with the elements of kind `out` taken out (as `ledge solve
/// --without` does), analysed.
fn analysed_without(plan: &str, out: &[ElementKind]) -> ledge_solve::Reach {
    let mut level = Level::parse("plan.txt", &format!("physics: ledge\nmoves: none\n---\n{plan}")).unwrap();
    level.elements.retain(|e| !out.contains(&e.kind));
    reach(&level, level.preset(None)).unwrap_or_else(|e| panic!("{e}"))
}

/// [`analysed_without`] taking nothing out.
fn analysed(plan: &str) -> ledge_solve::Reach {
    analysed_without(plan, &[])
}

#[test]
fn a_door_whose_key_is_taken_out_walls_a_coin_in() {
    let reach = analysed_without("#########\n#k......#\n#..@..Do#\n#########\n", &[ElementKind::Key]);
    assert_eq!(reach.out_of_reach(), vec![(7, 2)]);
    let reach = analysed_without("#########\n#k......#\n#..@..Do#\n#########\n", &[ElementKind::Door]);
    assert_eq!(reach.out_of_reach(), vec![], "without the door the coin is reached");
}

#[test]
fn switch_blocks_whose_switch_is_taken_out_stay_as_they_start() {
    let plan = "#########\n#!......#\n#..@..1o#\n#########\n";
    assert_eq!(analysed_without(plan, &[ElementKind::Switch]).out_of_reach(), vec![(7, 2)]);
    let plan = "#########\n#!......#\n#..@..2o#\n#########\n";
    assert_eq!(analysed_without(plan, &[ElementKind::Switch]).out_of_reach(), vec![], "open from the start");
}

#[test]
fn crumbling_blocks_and_bricks_are_stood_on_and_passed() {
    // A coin under a crumbling floor is reached by falling once it gives way;
    // one over a brick ceiling by breaking it.
    for block in ['%', 'B'] {
        let plan = format!("#######\n#..o..#\n##{b}{b}{b}##\n#.....#\n#.@...#\n#######\n", b = block);
        assert_eq!(analysed(&plan).out_of_reach(), vec![], "{block} above");
        let plan = format!("#######\n#.@...#\n##{b}{b}{b}##\n#.....#\n#..o..#\n#######\n", b = block);
        assert_eq!(analysed(&plan).out_of_reach(), vec![], "{block} below");
    }
}

#[test]
fn a_level_won_at_its_exit_is_proven_unwinnable_when_every_exit_is_walled_in() {
    let reach = analysed("##########\n#........#\n#.@..o.#G#\n##########\n");
    assert!(
        reach.proof().unwrap().contains("the exit at 8,2 is out of reach by any run"),
        "{:?}",
        reach.proof()
    );
    // A coin walled in does not matter where the exit wins.
    let reach = analysed("##########\n#o#......#\n###......#\n#..@....G#\n##########\n");
    assert_eq!(reach.proof(), None);
    // Nor does one exit walled in when another is reached.
    let reach = analysed("###########\n#......#G.#\n#G@.....###\n###########\n");
    assert_eq!(reach.proof(), None);
}

#[test]
fn a_door_opens_once_a_key_is_reached_and_stays_shut_while_every_key_is_walled_in() {
    // The key on the floor: the door opens and the coin behind it is reached.
    assert_eq!(analysed("#########\n#.......#\n#.@.k.Do#\n#########\n").proof(), None);
    // The key sealed in a box: no run opens the door.
    let reach = analysed("#########\n#k#.....#\n###@..Do#\n#########\n");
    assert_eq!(reach.proof().as_deref(), Some("the coin at 7,2 is out of reach by any run"));
}

#[test]
fn switch_blocks_are_passed_once_a_switch_is_reached_and_stay_while_every_switch_is_walled_in() {
    assert_eq!(analysed("#########\n#.......#\n#.@.!.1o#\n#########\n").proof(), None);
    let reach = analysed("#########\n#!#.....#\n###@..1o#\n#########\n");
    assert_eq!(reach.proof().as_deref(), Some("the coin at 7,2 is out of reach by any run"));
}

#[test]
fn a_dash_block_is_passed_by_a_player_with_the_dash_and_walls_in_one_without() {
    let plan = "#########\n#.......#\n#..@..Xo#\n#########\n";
    assert_eq!(analysed(plan).out_of_reach(), vec![(7, 2)], "no dash: the block is a wall");
    let level = Level::parse("plan.txt", &format!("physics: ledge\n---\n{plan}")).unwrap();
    let reach = reach(&level, level.preset(None)).unwrap();
    assert_eq!(reach.out_of_reach(), vec![], "with the dash it breaks");
}

#[test]
fn a_zip_mover_carries_the_analysis_across_a_pit_too_wide_to_jump() {
    let plan = "##############################\n#............................#\n#............................#\n#............................#\n#.@.ZZ.....................o.#\n####++++++++++++++++++++++####\n##############################\n";
    assert_eq!(analysed(plan).out_of_reach(), vec![], "carried across");
    assert_eq!(analysed_without(plan, &[ElementKind::ZipMover]).out_of_reach(), vec![(27, 4)]);
}
