//! The search's speed: states expanded a second by a search of every run
//! (`--shortest`) on `eloquent` level 0 and on the pack's `hop`, with one
//! thread and with two, each stopped at 100,000 states kept.
//!
//! `eloquent` level 0 comes from the corpus, which is not in the
//! repository: `$LEDGE_CORPUS/eloquent/levels.json` (default
//! `../../../shared/corpus` from this crate); without it only `hop` runs.
//! Run with `cargo bench -p ledge-solve --bench search`; each figure's
//! items a second are states expanded a second.

#[path = "../../ledge-game/tests/common/corpus.rs"]
mod corpus;

use divan::{counter::ItemsCount, Bencher};
use ledge_game::{pack, Level};
use ledge_solve::{solve, Options, Strategy, Verdict};

fn main() {
    divan::main();
}

/// States kept before each search stops.
const STATES: usize = 100_000;

#[divan::bench(args = [1, 2], sample_count = 5, sample_size = 1)]
fn eloquent_level_0(bencher: Bencher, threads: usize) {
    let Some(plans) = corpus::plans() else {
        eprintln!("skipped: no corpus (set LEDGE_CORPUS to the corpus folder)");
        return;
    };
    every_run(bencher, Level::parse("eloquent-0.txt", &plans[0]).unwrap(), threads);
}

#[divan::bench(args = [1, 2], sample_count = 5, sample_size = 1)]
fn hop(bencher: Bencher, threads: usize) {
    every_run(bencher, pack::find("hop").unwrap().level(), threads);
}

/// A search of every run of `level` until [`STATES`] states are kept.
fn every_run(bencher: Bencher, level: Level, threads: usize) {
    let options = Options { strategy: Strategy::Shortest, max_states: STATES, threads, ..Options::default() };
    let run = || solve(&level, level.preset(None), &options, &mut |_| {});
    let expanded = run().expanded;
    bencher.counter(ItemsCount::new(expanded)).bench_local(|| {
        let solution = run();
        assert_eq!(solution.verdict, Verdict::Unknown);
        solution
    });
}
