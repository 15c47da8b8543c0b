//! Checks the generator's promise on many seeds, as docs/generate.md
//! reports it: every certificate, written as a replay file's text and read
//! back, in every shape and difficulty, verifies on the level read back from its text plan and wins; no
//! level is degenerate; no two seeds give the same plan.
//!
//! `cargo run --release -p ledge-generate --example certify -- [SEEDS]`

use std::collections::BTreeSet;

use ledge_game::{Level, Outcome, Replay};
use ledge_generate::{checks, generate, Difficulty, Options, Shape};

fn main() {
    let seeds: u64 = std::env::args().nth(1).map_or(10_000, |s| s.parse().expect("SEEDS is a whole number"));
    let mut failed = false;
    for (shape, difficulty) in Shape::ALL.into_iter().flat_map(|s| Difficulty::ALL.map(|d| (s, d))) {
        let (mut verified, mut degenerate) = (0u64, 0u64);
        let mut plans = BTreeSet::new();
        for seed in 0..seeds {
            let Ok(made) = generate(&Options { seed, difficulty, theme: None, shape }) else {
                eprintln!("{shape} {difficulty} seed {seed}: not certified");
                failed = true;
                continue;
            };
            let level = Level::parse("generated.txt", &made.text).expect("a generated plan reads back");
            let replay =
                Replay::parse(&made.replay(Some("generated.txt")).to_text()).expect("its replay reads back");
            match replay.verify(&level, level.preset(None)) {
                Ok(v) if v.outcome == Outcome::Won => verified += 1,
                other => {
                    eprintln!("{shape} {difficulty} seed {seed}: the certificate does not verify: {other:?}");
                    failed = true;
                }
            }
            degenerate += u64::from(checks::degenerate(&level, &made.certificate).is_some());
            plans.insert(made.text.split_once("---\n").map(|(_, plan)| plan.to_string()).unwrap_or_default());
        }
        let repeated = seeds - plans.len() as u64;
        failed |= degenerate > 0 || repeated > 0;
        println!(
            "{shape} {difficulty}: {seeds} seeds, {verified} certificates verified, {degenerate} degenerate, {repeated} repeated"
        );
    }
    if failed {
        std::process::exit(1);
    }
}
