//! Measures the generator per difficulty, as docs/generate.md reports it:
//! levels certified a second on one core (whole generation, certificate
//! included), layouts tried, and how hard the levels are: the certificate's
//! length, the rows the run climbs, a random player's win rate, and the
//! share of the certificate's steps where letting go of every button for
//! that one step makes the rest of the run lose (how precise the run must
//! be), and the share of levels with each element beyond running and
//! jumping: a pit that asks for a dash, a bridge of crumbling blocks, spikes,
//! an exit.
//!
//! `cargo run --release -p ledge-generate --example tiers -- [SEEDS]`

use std::time::Instant;

use ledge_game::{Buttons, Play, SplitMix64, Status};
use ledge_generate::{generate, Difficulty, Generated, Options, Shape};

/// Random players per level, each holding a random set of buttons for a
/// random 4 to 20 steps at a time, for up to two minutes.
const RANDOM_PLAYERS: u64 = 4;
const RANDOM_STEPS: u64 = 7200;

/// A slip: nothing held for this many steps, then the certificate goes on
/// where it was.
const SLIP: u64 = 1;

fn main() {
    let seeds: u64 = std::env::args().nth(1).map_or(1000, |s| s.parse().expect("SEEDS is a whole number"));
    println!("| difficulty | levels a second | layouts tried (mean, most) | certificate (s) | rows climbed | random player wins | steps where one slip loses | levels with a dash pit, crumbling bridge, spikes, exit |");
    println!("|---|---|---|---|---|---|---|---|");
    for difficulty in Difficulty::ALL {
        let started = Instant::now();
        let made: Vec<Generated> = (0..seeds)
            .map(|seed| {
                generate(&Options { seed, difficulty, theme: None, shape: Shape::Floors })
                    .expect("every seed is certified")
            })
            .collect();
        let rate = seeds as f64 / started.elapsed().as_secs_f64();
        let attempts = made.iter().map(|m| u64::from(m.attempts)).sum::<u64>() as f64 / seeds as f64;
        let most = made.iter().map(|m| m.attempts).max().unwrap_or(0);
        let seconds = made.iter().map(|m| m.certificate.frames()).sum::<u64>() as f64 / 60.0 / seeds as f64;
        let rows = made.iter().map(|m| f64::from(m.level.grid.height() - 1)).sum::<f64>() / seeds as f64;
        // The slower measures on a sample of a hundred levels.
        let sample = &made[..made.len().min(100)];
        let wins: u64 = sample.iter().enumerate().map(|(i, m)| random_wins(m, i as u64)).sum();
        let random = wins as f64 / (sample.len() as u64 * RANDOM_PLAYERS) as f64;
        let fragile = sample.iter().map(slip_share).sum::<f64>() / sample.len() as f64;
        let share = |has: &dyn Fn(&Generated) -> bool| {
            format!("{:.0}%", made.iter().filter(|m| has(m)).count() as f64 * 100.0 / seeds as f64)
        };
        let plan =
            |m: &Generated, c: char| m.text.split_once("\n---\n").is_some_and(|(_, rows)| rows.contains(c));
        let elements = [
            share(&|m| m.text.contains("dash at the top")),
            share(&|m| plan(m, '%')),
            share(&|m| plan(m, 'A')),
            share(&|m| plan(m, 'G')),
        ];
        println!(
            "| {difficulty} | {rate:.0} | {attempts:.2}, {most} | {seconds:.1} | {rows:.0} | {:.1}% | {:.1}% | {} |",
            random * 100.0,
            fragile * 100.0,
            elements.join(", ")
        );
    }
}

/// How many of [`RANDOM_PLAYERS`] random players win the level.
fn random_wins(made: &Generated, seed: u64) -> u64 {
    let mut rng = SplitMix64::new(seed);
    let mut wins = 0;
    for _ in 0..RANDOM_PLAYERS {
        let mut play = Play::new(&made.level, made.level.preset(None));
        while play.status() == Status::Playing && play.frame() < RANDOM_STEPS {
            let buttons = Buttons::from_bits((rng.next_u64() % 64) as u8);
            for _ in 0..4 + rng.next_u64() % 17 {
                play.step(buttons);
            }
        }
        wins += u64::from(play.status() == Status::Won);
    }
    wins
}

/// The share of the certificate's steps (every fifth one) where holding
/// nothing for [`SLIP`] steps, then going on with the certificate,
/// no longer wins.
fn slip_share(made: &Generated) -> f64 {
    let steps: Vec<Buttons> = made.steps().collect();
    let mut play = Play::new(&made.level, made.level.preset(None));
    let (mut tried, mut lost) = (0, 0);
    for (t, &buttons) in steps.iter().enumerate() {
        if t % 5 == 0 {
            let mut fork = play.clone();
            for _ in 0..SLIP {
                fork.step(Buttons::NONE);
            }
            for &b in &steps[t..] {
                if fork.status() != Status::Playing {
                    break;
                }
                fork.step(b);
            }
            tried += 1;
            lost += u64::from(fork.status() != Status::Won);
        }
        play.step(buttons);
    }
    lost as f64 / tried.max(1) as f64
}
