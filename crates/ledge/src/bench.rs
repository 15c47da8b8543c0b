//! `ledge bench`: how many full-game steps per second a level runs at,
//! headless, on one core.

use std::time::Instant;

use ledge_game::{pack, Buttons, Play, Status};

use crate::cli::{self, BenchArgs};
use crate::failure::Failure;
use crate::out::say;
use crate::source;

/// Steps the level `--steps` times with the input script (a built-in
/// level's own script when none is given), starting a new attempt whenever
/// one ends, and prints the rate. The clock only measures; it never feeds
/// the simulation.
pub fn run(args: &BenchArgs) -> Result<(), Failure> {
    let level = ledge_formats::open(&args.file, args.mapping.as_deref()).map_err(Failure::invalid)?;
    let script = match (&args.inputs, pack::find(&args.file)) {
        (Some(path), _) => Some(source::script(path)?),
        (None, Some(built_in)) => Some(built_in.script()),
        (None, None) => None,
    };
    // The script is read run by run as the attempt goes, never expanded:
    // a line can hold billions of frames.
    let script = script.unwrap_or_default();
    let preset = level.preset(cli::preset(&args.physics));
    let started = Instant::now();
    let mut play = Play::new(&level, preset);
    let mut buttons = script.cursor();
    let mut attempts = 1u64;
    for _ in 0..args.steps {
        play.step(buttons.next().unwrap_or(Buttons::NONE));
        if play.status() != Status::Playing {
            play.restart();
            buttons = script.cursor();
            attempts += 1;
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let rate = args.steps as f64 / seconds;
    if args.json {
        let report = serde_json::json!({
            "steps": args.steps,
            "attempts": attempts,
            "seconds": seconds,
            "steps_per_second": rate,
            "ns_per_step": seconds * 1e9 / args.steps as f64,
        });
        say(report)
    } else {
        say(format!(
            "{}: {} steps ({} attempts) in {:.3} s: {:.2} million steps per second, {:.1} ns per step",
            level.name,
            args.steps,
            attempts,
            seconds,
            rate / 1e6,
            seconds * 1e9 / args.steps as f64
        ))
    }
}
