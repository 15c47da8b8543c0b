//! `ledge sim`: one headless attempt at a level with a scripted input.

use ledge_game::{Level, Play, Replay, Script, Status};
use serde::Serialize;

use crate::cli::{self, SimArgs};
use crate::failure::Failure;
use crate::out::say;
use crate::source;
use crate::trace::Trace;

/// The report, as `--json` prints it.
#[derive(Debug, Serialize)]
struct Report {
    /// `won`, `lost` or `timeout`.
    outcome: &'static str,
    /// What lost the level: `lava`, `monster`, `fell`; null otherwise.
    cause: Option<&'static str>,
    /// The step after which the level was no longer being played; the
    /// step limit on a timeout.
    frame: u64,
    /// Coins taken.
    coins: u32,
    /// Coins in the level.
    coins_total: u32,
    /// Top-left of the player's box, cells.
    player: Point,
    /// The state hash, 16 hexadecimal digits.
    state_hash: String,
}

#[derive(Debug, Serialize)]
struct Point {
    x: f64,
    y: f64,
}

/// Runs the level until its first outcome or `--max-frames`.
pub fn run(args: &SimArgs) -> Result<(), Failure> {
    let level = ledge_formats::open(&args.file, args.mapping.as_deref()).map_err(Failure::invalid)?;
    let script = source::script(&args.inputs)?;
    let report = simulate(&level, &script, args)?;
    if let Some(out) = &args.record {
        let preset = level.preset(cli::preset(&args.physics));
        let replay = Replay::record(&level, Some(&args.file), preset, &script, args.max_frames);
        crate::out::write_file(out, replay.to_text().as_bytes())?;
    }
    if args.json {
        let json = serde_json::to_string(&report).map_err(Failure::other)?;
        say(json)?;
    } else {
        match report.cause {
            Some(cause) => say(format!("outcome: lost ({cause}) at frame {}", report.frame))?,
            None => say(format!("outcome: {} at frame {}", report.outcome, report.frame))?,
        }
        say(format!("coins: {}/{}", report.coins, report.coins_total))?;
        say(format!("player: x {} y {}", report.player.x, report.player.y))?;
        say(format!("state hash: {}", report.state_hash))?;
    }
    Ok(())
}

fn simulate(level: &Level, script: &Script, args: &SimArgs) -> Result<Report, Failure> {
    let mut play = Play::new(level, level.preset(cli::preset(&args.physics)));
    let mut trace = args.trace.as_ref().map(|_| Trace::start(&play));
    let mut inputs = script.cursor();
    while play.frame() < args.max_frames && play.status() == Status::Playing {
        let buttons = inputs.next().unwrap_or_default();
        play.step(buttons);
        if let Some(trace) = &mut trace {
            trace.row(&play, buttons, play.events());
        }
    }
    if let (Some(trace), Some(path)) = (&trace, &args.trace) {
        trace.write(path)?;
    }
    let (outcome, cause) = match play.status() {
        Status::Playing => ("timeout", None),
        Status::Won => ("won", None),
        Status::Lost(cause) => ("lost", Some(cause.name())),
    };
    let (coins, coins_total) = play.coins();
    let player = play.player();
    Ok(Report {
        outcome,
        cause,
        frame: play.frame(),
        coins,
        coins_total,
        player: Point { x: player.x, y: player.y },
        state_hash: format!("{:016x}", play.state_hash()),
    })
}
