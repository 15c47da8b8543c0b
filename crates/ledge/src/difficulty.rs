//! `ledge difficulty`: a level's difficulty, room by room, from a winning
//! run (see [`ledge_solve::difficulty`]).

use std::path::Path;

use ledge_engine::Preset;
use ledge_game::{pack, Buttons, Level, Script};
use ledge_solve::difficulty::{measure, Difficulty, Noise, RoomDifficulty};
use ledge_solve::{Verdict, DEFAULT_MAX_FRAMES, DEFAULT_MAX_STATES};
use serde::Serialize;

use crate::cli::{self, DifficultyArgs};
use crate::failure::Failure;
use crate::out::say;

/// The report, as `--json` prints it (docs/cli.md).
#[derive(Debug, Serialize)]
struct Report {
    /// The level's name as given (a built-in level's short name).
    level: String,
    /// The built-in world it belongs to; null for another level.
    world: Option<&'static str>,
    /// Where the run came from: `script` (the built-in level's),
    /// `inputs` (`--inputs`) or `solver`.
    run: &'static str,
    steps: u32,
    seconds: f64,
    slip_share: f64,
    clear_rate: f64,
    tries: u32,
    rooms: Vec<RoomReport>,
}

/// One room's figures in the report.
#[derive(Debug, Serialize)]
struct RoomReport {
    room: usize,
    entry: u32,
    visits: u32,
    steps: u32,
    seconds: f64,
    slips: u32,
    slip_share: f64,
    clear_rate: f64,
}

impl From<&RoomDifficulty> for RoomReport {
    fn from(r: &RoomDifficulty) -> RoomReport {
        RoomReport {
            room: r.room,
            entry: r.entry,
            visits: r.visits,
            steps: r.steps,
            seconds: r.seconds,
            slips: r.slips,
            slip_share: r.slip_share,
            clear_rate: r.clear_rate,
        }
    }
}

/// Measures the level (or every pack level) and prints the figures.
pub fn run(args: &DifficultyArgs) -> Result<(), Failure> {
    let noise = Noise { tries: args.tries, seed: args.seed, ..Noise::default() };
    let names: Vec<String> = match &args.file {
        Some(name) => vec![name.clone()],
        None => pack::PACK.iter().map(|p| p.slug.to_string()).collect(),
    };
    for name in &names {
        let report = one(name, args, noise)?;
        print(&report, args.json)?;
    }
    Ok(())
}

/// The report of one level.
fn one(name: &str, args: &DifficultyArgs, noise: Noise) -> Result<Report, Failure> {
    let level = ledge_formats::open(name, args.mapping.as_deref()).map_err(Failure::invalid)?;
    let preset = level.preset(cli::preset(&args.physics));
    let built_in = pack::find(name).filter(|_| !Path::new(name).exists());
    let (inputs, run) = match (&args.inputs, built_in) {
        (Some(path), _) => (crate::source::script(path)?, "inputs"),
        (None, Some(p)) => (p.script(), "script"),
        (None, None) => (solver_win(&level, preset, name)?, "solver"),
    };
    let frames = usize::try_from(inputs.frames()).unwrap_or(usize::MAX);
    let buttons: Vec<Buttons> = inputs.cursor().take(frames).collect();
    let where_from = args.inputs.as_ref().map_or(name.to_string(), |p| p.display().to_string());
    let measured: Difficulty = measure(&level, preset, &buttons, noise)
        .map_err(|e| Failure::invalid(format!("{where_from}: {e}")))?;
    Ok(Report {
        level: built_in.map_or(name.to_string(), |p| p.slug.to_string()),
        world: built_in.map(|p| p.world().name),
        run,
        steps: measured.steps,
        seconds: measured.seconds,
        slip_share: measured.slip_share,
        clear_rate: measured.clear_rate,
        tries: noise.tries,
        rooms: measured.rooms.iter().map(RoomReport::from).collect(),
    })
}

/// The solver's win of a level with no run given.
fn solver_win(level: &Level, preset: Preset, name: &str) -> Result<Script, Failure> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let stages = ledge_solve::stages(DEFAULT_MAX_FRAMES, DEFAULT_MAX_STATES, threads, false);
    let (solution, _) = ledge_solve::solve_in_stages(level, preset, &stages, &mut |_| {});
    match solution.verdict {
        Verdict::Solved { inputs, .. } => Ok(inputs),
        other => Err(Failure::invalid(format!(
            "{name}: no winning run to measure: the solver's verdict is {} (give one with --inputs)",
            other.name()
        ))),
    }
}

fn print(report: &Report, json: bool) -> Result<(), Failure> {
    if json {
        return say(serde_json::to_string(report).map_err(Failure::other)?);
    }
    say(format!(
        "{}: {} steps ({:.1} s), slip share {:.0}%, clear rate {:.0}% ({} tries a room, run from the {})",
        report.level,
        report.steps,
        report.seconds,
        report.slip_share * 100.0,
        report.clear_rate * 100.0,
        report.tries,
        report.run
    ))?;
    for r in &report.rooms {
        say(format!(
            "  room {:>2} from step {:>5}: {:>5} steps ({:>5.1} s), slip share {:>3.0}%, clear rate {:>3.0}%",
            r.room,
            r.entry,
            r.steps,
            r.seconds,
            r.slip_share * 100.0,
            r.clear_rate * 100.0
        ))?;
    }
    Ok(())
}
