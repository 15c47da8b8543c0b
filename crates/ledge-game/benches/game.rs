//! Headless speed: full-game steps per second on the largest corpus level
//! (every actor, every rule), and the time to parse the five corpus plans.
//!
//! The corpus is not in the repository: the plans are read from
//! `$LEDGE_CORPUS/eloquent/levels.json` (default `../../../shared/corpus`
//! from this crate). Run with `cargo bench -p ledge-game --bench game`.

#[path = "../tests/common/corpus.rs"]
mod corpus;

use corpus::plans;
use divan::{black_box, counter::ItemsCount, Bencher};
use ledge_game::{Buttons, Level, Play, Script, SpawnKind};

fn main() {
    if plans().is_none() {
        eprintln!("skipped: no corpus (set LEDGE_CORPUS to the corpus folder)");
        return;
    }
    divan::main();
}

const STEPS: usize = 10_000;

/// Steps of the largest corpus level (110 by 47, 20 coins, 14 moving lava)
/// with a scripted input that walks, jumps and turns; the attempt restarts
/// whenever it ends, as a session would.
#[divan::bench]
fn steps_largest_level(bencher: Bencher) {
    steps(bencher, largest_level());
}

/// The same without the level's coins and lava: the player's body (the
/// engine's step) and the rules, the floor under the figure above.
#[divan::bench]
fn steps_largest_level_player_only(bencher: Bencher) {
    let mut level = largest_level();
    level.spawns.retain(|spawn| spawn.kind == SpawnKind::Player);
    steps(bencher, level);
}

fn largest_level() -> Level {
    let plans = plans().unwrap_or_default();
    let levels = plans.iter().map(|p| Level::parse("corpus.txt", p).unwrap());
    levels.max_by_key(|l| l.width * l.height).unwrap()
}

fn steps(bencher: Bencher, level: Level) {
    let script = Script::parse("40 right\n20 right+up\n30 -\n25 left+up\n60 right\n").unwrap();
    let inputs: Vec<Buttons> = script.cursor().take(script.frames() as usize).collect();
    let start = Play::new(&level, level.preset(None));
    bencher.counter(ItemsCount::new(STEPS)).with_inputs(|| start.clone()).bench_local_values(|mut play| {
        for buttons in inputs.iter().cycle().take(STEPS) {
            play.step(*buttons);
            if play.is_over() {
                play = start.clone();
            }
        }
        black_box(play.state_hash())
    });
}

/// Parsing all five corpus plans.
#[divan::bench]
fn parse_five_corpus_levels(bencher: Bencher) {
    let plans = plans().unwrap_or_default();
    bencher.bench(|| {
        for plan in &plans {
            black_box(Level::parse("corpus.txt", black_box(plan)).unwrap());
        }
    });
}

/// A snapshot of the largest corpus level mid-run, kept into a snapshot
/// that held one before (no allocation).
#[divan::bench]
fn save_largest_level(bencher: Bencher) {
    let play = largest_level_running();
    let mut into = play.snapshot();
    bencher.bench_local(|| black_box(&play).save(black_box(&mut into)));
}

/// The same snapshot put back into the game.
#[divan::bench]
fn restore_largest_level(bencher: Bencher) {
    let mut play = largest_level_running();
    let saved = play.snapshot();
    bencher.bench_local(|| black_box(&mut play).restore(black_box(&saved)));
}

/// Starting the largest corpus level over, as an agent's reset does.
#[divan::bench]
fn restart_largest_level(bencher: Bencher) {
    let mut play = largest_level_running();
    bencher.bench_local(|| black_box(&mut play).restart());
}

/// Starting it from the level, as before snapshots.
#[divan::bench]
fn new_largest_level(bencher: Bencher) {
    let level = largest_level();
    bencher.bench_local(|| Play::new(black_box(&level), level.preset(None)));
}

/// The largest level after 300 steps of walking right and jumping.
fn largest_level_running() -> Play {
    let level = largest_level();
    let mut play = Play::new(&level, level.preset(None));
    for frame in 0..300 {
        play.step(if frame % 60 < 10 { Buttons::RIGHT | Buttons::JUMP } else { Buttons::RIGHT });
    }
    eprintln!("snapshot of the largest level: {} bytes", play.snapshot().bytes());
    play
}
