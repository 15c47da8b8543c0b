//! The reachability analysis always ends: on the level that once hung it,
//! and on random small levels with every `outside` rule and every preset,
//! well within a budget of work; and a budget too small stops it with a
//! reason the search falls back on.

use ledge_engine::PresetKind;
use ledge_game::{Level, PlayerMoves};
use ledge_solve::{reach_within, NotAnalysed, WORK_BUDGET};
use proptest::prelude::*;

/// Work enough for any level of up to 8 by 6 cells: a tenth of the
/// default budget, three times the most 400 random levels like those below
/// were measured to need (about a second on one core).
const SMALL_LEVEL_BUDGET: u64 = WORK_BUDGET / 10;

#[test]
fn a_block_in_the_first_row_of_an_open_level_does_not_hang_the_analysis() {
    // A jump from the floor's start lands on the block's top at y = 0,
    // whose flights, with coyote time, once never left the lattice.
    let text = "physics: ledge\noutside: open\nmoves: none\n---\n#.o\n.@.\n";
    let level = Level::parse("first-row.txt", text).unwrap();
    let reach = reach_within(&level, level.preset(None), PlayerMoves::NONE, SMALL_LEVEL_BUDGET)
        .unwrap_or_else(|why| panic!("not analysed: {why}"));
    assert_eq!(reach.proof(), None, "the coin beside the block is reached");
}

#[test]
fn an_analysis_over_its_budget_says_so_and_proves_nothing() {
    let text =
        "physics: ledge\nmoves: none\n---\n##########\n#@.......#\n#....#####\n#...o#####\n##########\n";
    let level = Level::parse("budget.txt", text).unwrap();
    let why = reach_within(&level, level.preset(None), PlayerMoves::NONE, 10).err();
    assert!(matches!(why, Some(NotAnalysed::OverBudget { work }) if work > 10), "{why:?}");
    assert!(why.unwrap().to_string().contains("budget of work"));
}

/// A random plan of `w` by `h` cells with no walls round it: blocks,
/// floors, ladders, slopes, lava, crumbling blocks, bricks and coins, the
/// player somewhere; its header names the physics and what lies outside.
fn plan(w: usize, h: usize, cells: &[u8], at: usize, physics: &str, outside: &str) -> String {
    const KINDS: &[u8] = b".....#..##-HoL+/\\%B";
    let mut rows = Vec::new();
    for y in 0..h {
        let row: String = (0..w)
            .map(|x| {
                let i = y * w + x;
                if i == at {
                    '@'
                } else {
                    KINDS[cells[i] as usize % KINDS.len()] as char
                }
            })
            .collect();
        rows.push(row);
    }
    format!("physics: {physics}\noutside: {outside}\nmoves: none\n---\n{}\n", rows.join("\n"))
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 300,
        rng_seed: proptest::test_runner::RngSeed::Fixed(49),
        ..ProptestConfig::default()
    })]
    #[test]
    fn the_analysis_of_any_small_level_ends_within_its_budget(
        w in 1usize..9,
        h in 1usize..7,
        cells in proptest::collection::vec(any::<u8>(), 8 * 6),
        at in any::<usize>(),
        physics in 0usize..5,
        outside in 0usize..3,
    ) {
        let physics = PresetKind::ALL[physics].name();
        let outside = ["solid", "open-below", "open"][outside];
        let text = plan(w, h, &cells, at % (w * h), physics, outside);
        let Ok(level) = Level::parse("random.txt", &text) else { return Ok(()) };
        let result = reach_within(&level, level.preset(None), PlayerMoves::NONE, SMALL_LEVEL_BUDGET);
        prop_assert!(!matches!(result, Err(NotAnalysed::OverBudget { .. })), "{text}");
    }
}
