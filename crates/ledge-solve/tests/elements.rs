//! Each element in a level of its own (ledge-game's `tests/elements/`), won
//! by the solver with a replay that verifies; and the reachability
//! analysis declining the levels whose elements it does not model.

use ledge_game::PlayerMoves;
use ledge_game::{Level, Outcome, Replay};
use ledge_solve::{reach, reach_with_moves, solve_in_stages, stages, NotAnalysed, Verdict};

fn level(name: &str) -> Level {
    let path = format!("{}/../ledge-game/tests/elements/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    Level::load(std::path::Path::new(&path)).unwrap()
}

#[test]
fn the_solver_wins_each_element_level_with_a_replay_that_verifies() {
    for name in
        ["spring", "spikes", "crumble", "crystal", "door", "switch", "exit", "gem", "brick", "false-wall"]
    {
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
fn the_analysis_declines_levels_with_elements_it_does_not_model_and_reads_spikes_gems_and_false_walls() {
    for (name, element) in [
        ("spring", "spring"),
        ("crumble", "crumbling block"),
        ("crystal", "dash crystal"),
        ("door", "key"),
        ("exit", "exit"),
        ("brick", "brick"),
    ] {
        let level = level(name);
        let verdict = reach(&level, level.preset(None)).map(|_| ());
        assert_eq!(verdict, Err(NotAnalysed::Element(element)), "{name}");
    }
    // The analysis does not model the ledge physics' dash: it reads these
    // levels as a player without it plays them.
    for name in ["spikes", "gem", "false-wall"] {
        let level = level(name);
        let reach = reach_with_moves(&level, level.preset(None), PlayerMoves::WithoutDashAndWallMoves)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(reach.out_of_reach().is_empty(), "{name}");
    }
}
