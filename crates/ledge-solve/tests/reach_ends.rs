//! The reachability analysis always ends, within a budget of work, on
//! every level: random small levels with every border, every preset and
//! every tile, edge and element it reads, and the levels that once made it
//! run for ever.

use ledge_engine::PresetKind;
use ledge_game::{ElementKind, Legend, Level, PlayerMoves, LEGEND};
use ledge_solve::{reach_within, NotAnalysed};
use proptest::prelude::*;

/// The most work the analysis may take on a level of at most 8 cells a
/// side, units: seven times what the largest of 1,500 random levels took,
/// and about a second of one core.
const SMALL_LEVEL_WORK: u64 = 100_000_000;

/// The plan characters a random level is drawn from: every one but the
/// player and the coin (placed once each), without springs and dash
/// crystals unless `all` (the analysis refuses a level with one at once).
fn characters(all: bool) -> Vec<char> {
    LEGEND
        .iter()
        .filter(|entry| !matches!(entry.ch, '@' | 'o'))
        .filter(|entry| {
            all || !matches!(entry.makes, Legend::Element(ElementKind::Spring(_) | ElementKind::Crystal))
        })
        .map(|entry| entry.ch)
        .collect()
}

/// A level `w` by `h` with `physics`, border `outside`, the thin edges
/// `edges` (cells, as wall and ceiling edges), its cells drawn from
/// `cells` (one cell in two empty), the coin and the player at `coin` and
/// `start` (cell indices).
#[allow(clippy::too_many_arguments)]
fn random_level(
    w: usize,
    h: usize,
    physics: PresetKind,
    outside: &str,
    cells: &[u8],
    all: bool,
    edges: &[(usize, usize, bool)],
    coin: usize,
    start: usize,
) -> String {
    let pool = characters(all);
    let mut plan: Vec<char> = cells
        .iter()
        .take(w * h)
        .map(|&b| if b % 2 == 0 { '.' } else { pool[b as usize / 2 % pool.len()] })
        .collect();
    plan[coin % (w * h)] = 'o';
    plan[start % (w * h)] = '@';
    let at = |wall: bool| {
        let cells: Vec<String> =
            edges.iter().filter(|e| e.2 == wall).map(|&(x, y, _)| format!("{},{}", x % w, y % h)).collect();
        cells.join(" ")
    };
    let mut text = format!("physics: {physics}\noutside: {outside}\nmoves: none\n");
    for (key, wall) in [("wall-edges", true), ("ceiling-edges", false)] {
        if edges.iter().any(|e| e.2 == wall) {
            text.push_str(&format!("{key}: {}\n", at(wall)));
        }
    }
    text.push_str("---\n");
    for row in plan.chunks(w) {
        text.extend(row);
        text.push('\n');
    }
    text
}

/// The analysis of `text` with its own physics, within [`SMALL_LEVEL_WORK`]:
/// the work it took, or why it took none.
fn work(text: &str) -> Result<u64, NotAnalysed> {
    let Ok(level) = Level::parse("random.txt", text) else { return Ok(0) };
    reach_within(&level, level.preset(None), PlayerMoves::NONE, SMALL_LEVEL_WORK).map(|reach| reach.work())
}

/// With `ledge` physics and a border open all round, a jump from under a
/// block in the first row reached its top, and the flight from there
/// stayed in the places the analysis follows for ever: past the end of
/// its measured flights it repeated their last step instead of falling on.
#[test]
fn a_block_in_the_first_row_of_an_open_level_does_not_hang_the_analysis() {
    let text = "physics: ledge\noutside: open\nmoves: none\n---\n#.o\n.@.\n";
    let level = Level::parse("hang.txt", text).unwrap();
    let reach = reach_within(&level, level.preset(None), PlayerMoves::NONE, SMALL_LEVEL_WORK).unwrap();
    assert_eq!(reach.proof(), None, "the coin is a jump away");
    for kind in PresetKind::ALL {
        let text = text.replace("physics: ledge", &format!("physics: {kind}"));
        for outside in ["solid", "open-below", "open"] {
            let text = text.replace("outside: open", &format!("outside: {outside}"));
            let work = work(&text);
            assert!(!matches!(work, Err(NotAnalysed::OverBudget { .. })), "{text}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 96,
        rng_seed: proptest::test_runner::RngSeed::Fixed(49),
        ..ProptestConfig::default()
    })]
    #[test]
    fn the_analysis_of_any_small_level_ends_within_its_budget(
        size in (1usize..=8, 1usize..=8),
        physics in 0usize..5,
        outside in 0usize..3,
        cells in proptest::collection::vec(any::<u8>(), 64),
        all in proptest::bool::weighted(0.25),
        edges in proptest::collection::vec((0usize..8, 0usize..8, any::<bool>()), 0..6),
        places in (0usize..64, 0usize..64),
    ) {
        let outside = ["solid", "open-below", "open"][outside];
        let text = random_level(
            size.0, size.1, PresetKind::ALL[physics], outside, &cells, all, &edges, places.0, places.1,
        );
        match work(&text) {
            Err(NotAnalysed::OverBudget { max_work }) => {
                prop_assert!(false, "past {max_work} units of work:\n{text}");
            }
            Ok(work) => prop_assert!(work <= SMALL_LEVEL_WORK),
            Err(_) => {}
        }
    }
}
