//! The command line's grammar.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use ledge_engine::Preset;

/// Ledge: a 2D platformer. With no command, plays the game.
#[derive(Debug, Parser)]
#[command(name = "ledge", version, about)]
pub struct Cli {
    /// What to do; playing when left out.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play the game in a window: the built-in pack, or one level.
    Play(PlayArgs),
    /// Check level files: print each problem as FILE:LINE:COL: message, or a summary.
    Check(CheckArgs),
    /// Play a level headless with a scripted input and report the first outcome.
    Sim(SimArgs),
    /// Draw a level, or a frame of a scripted run, to a PNG.
    Render(RenderArgs),
    /// List the built-in levels.
    Levels,
    /// Measure full-game steps per second on a level, headless.
    Bench(BenchArgs),
    /// Verify a replay headless: the same run, bit for bit, or where it goes another way.
    Replay(ReplayArgs),
    /// Draw each preset's jumps (standing and at full speed, tapped and held) with their figures.
    Jump(JumpArgs),
    /// Search a level's runs for a win, or prove there is none within a bound.
    Solve(SolveArgs),
    /// Measure how hard a level is, room by room: the winning run's time, its slip share and a noisy player's clear rate.
    Difficulty(DifficultyArgs),
    /// Edit a level in a window: paint, play-test, verify, save as a text plan.
    Edit(EditArgs),
    /// Make a new level from a seed, with a winning replay that certifies it.
    Generate(GenerateArgs),
}

/// `ledge generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// The seed: the same seed and options give the same level, byte for byte.
    #[arg(long, value_name = "N", value_parser = parse_seed, allow_hyphen_values = true)]
    pub seed: u64,
    /// How hard: first (one floor), climb (one floor and a ladder), easy, normal or hard.
    #[arg(long, value_name = "LEVEL", default_value = "normal")]
    pub difficulty: ledge_generate::Difficulty,
    /// The world it looks like: meadow, caverns, foundry or cliffs (the seed chooses among the first three when left out).
    #[arg(long, value_name = "WORLD")]
    pub theme: Option<String>,
    /// How it is laid out: floors (climbed one above another), tower (narrow, more floors) or descent (from the top down).
    #[arg(long, value_name = "SHAPE", default_value = "floors")]
    pub shape: ledge_generate::Shape,
    /// The level's file: a text plan; its certificate goes beside it as `.replay`.
    #[arg(short, long, value_name = "F.txt")]
    pub output: PathBuf,
    /// Print the report as one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// A seed: a whole number from 0 to 2^64 - 1.
fn parse_seed(text: &str) -> Result<u64, String> {
    text.parse().map_err(|_| format!("the seed is a whole number from 0 to {}", u64::MAX))
}

/// `ledge edit`.
#[derive(Debug, Args)]
pub struct EditArgs {
    /// The level file: a text plan (a new one when it does not exist), or a
    /// Tiled or LDtk level (saved as a text plan beside it); `my-level.txt`
    /// in the config folder's `levels` when left out.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// The window's options.
    #[command(flatten)]
    pub window: WindowArgs,
}

/// What `ledge play` and `ledge edit` share: the window's options.
#[derive(Debug, Default, Args)]
pub struct WindowArgs {
    /// Save the last frame as a PNG (with --exit-after).
    #[arg(long, value_name = "OUT.png", requires = "exit_after")]
    pub screenshot: Option<PathBuf>,
    /// Quit after this many frames, each exactly one fixed step.
    #[arg(long, value_name = "N")]
    pub exit_after: Option<u64>,
    /// Keep progress, settings and `levels/my-level.txt` in this folder
    /// instead of the platform's config folder.
    #[arg(long, value_name = "DIR")]
    pub config_dir: Option<PathBuf>,
    /// Print `screen NAME` whenever the screen changes, and the editor's
    /// `editor ...` lines (for tests and tools).
    #[arg(long, hide = true)]
    pub trace_screens: bool,
    /// When the window closes, write how long each frame took (milliseconds,
    /// one a line) here, and print their median and 99th percentile.
    #[arg(long, value_name = "FILE")]
    pub frame_times: Option<PathBuf>,
}

#[cfg(feature = "window")]
impl WindowArgs {
    /// The desktop's options these set.
    pub fn options(&self) -> ledge_desktop::DesktopOptions {
        ledge_desktop::DesktopOptions {
            screenshot: self.screenshot.clone(),
            exit_after: self.exit_after,
            config_dir: self.config_dir.clone(),
            trace_screens: self.trace_screens,
            frame_times: self.frame_times.clone(),
            ..ledge_desktop::DesktopOptions::default()
        }
    }
}

/// `ledge solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// A level file, or a built-in level's name or number.
    #[arg(value_name = "FILE")]
    pub file: String,
    /// Physics preset, overriding the level's own.
    #[arg(long, value_name = "PRESET", value_parser = clap::builder::PossibleValuesParser::new(Preset::NAMES))]
    pub physics: Option<String>,
    /// A mapping file for a Tiled or LDtk level (see docs/levels.md).
    #[arg(long, value_name = "FILE")]
    pub mapping: Option<PathBuf>,
    /// The longest run searched, steps (60 per second).
    #[arg(long, value_name = "N", default_value_t = ledge_solve::DEFAULT_MAX_FRAMES)]
    pub max_frames: u32,
    /// The most distinct states a search keeps before it gives up.
    #[arg(long, value_name = "N", default_value_t = ledge_solve::DEFAULT_MAX_STATES as u64, value_parser = clap::value_parser!(u64).range(1..))]
    pub max_states: u64,
    /// Only the search of every run, the states with the fewest steps
    /// plus a lower bound on the steps left first (A*): its win is the
    /// shortest, at the cost of far more states in long levels.
    #[arg(long)]
    pub shortest: bool,
    /// Threads that expand states; every core when left out. The search
    /// goes the same way whatever the number.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=256))]
    pub threads: Option<u32>,
    /// Search only: skip the proof by reachability that runs first (a
    /// fraction of a second on most levels, a few seconds on large
    /// `eloquent` ones).
    #[arg(long)]
    pub search_only: bool,
    /// The most work the proof by reachability may take before the search
    /// decides alone, in units of 64 places handled once (a count, so the
    /// same on every machine; a few to tens of nanoseconds each).
    #[arg(long, value_name = "N", default_value_t = ledge_solve::DEFAULT_MAX_WORK)]
    pub max_work: u64,
    /// Solve the level with something taken out: `dash` or `wall-jump`
    /// (the player without that move), or an element by its name
    /// (`spring`, `dash-crystal`, `key`, `switch`...: every one taken out of
    /// the level; a key's doors then stay shut, a switch's blocks stay as
    /// they start). Repeat it to take out more. `unsolvable` proves the
    /// level needs one of them; the run is not kept (no --output).
    #[arg(long, value_name = "NAME", conflicts_with = "output")]
    pub without: Vec<String>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Keep the winning run as a replay file.
    #[arg(short, long, value_name = "OUT.replay")]
    pub output: Option<PathBuf>,
    /// Draw the level with the cells the search reached shaded and the winning run (or, when
    /// no run of any length reaches a coin, every place a run can reach).
    #[arg(long, value_name = "OUT.png")]
    pub map: Option<PathBuf>,
}

/// `ledge difficulty`.
#[derive(Debug, Args)]
pub struct DifficultyArgs {
    /// A level file, or a built-in level's name or number; every level of
    /// the built-in pack, in order, when left out.
    #[arg(value_name = "LEVEL")]
    pub file: Option<String>,
    /// The winning run to measure: an input script. A built-in level's own
    /// script, or else the solver's win, when left out.
    #[arg(long, value_name = "SCRIPT")]
    pub inputs: Option<PathBuf>,
    /// Physics preset, overriding the level's own.
    #[arg(long, value_name = "PRESET", value_parser = clap::builder::PossibleValuesParser::new(Preset::NAMES))]
    pub physics: Option<String>,
    /// A mapping file for a Tiled or LDtk level (see docs/levels.md).
    #[arg(long, value_name = "FILE")]
    pub mapping: Option<PathBuf>,
    /// The noisy player's tries per room.
    #[arg(long, value_name = "N", default_value_t = ledge_solve::difficulty::Noise::default().tries)]
    pub tries: u32,
    /// The seed of the noisy player's timing: the same seed gives the same figures.
    #[arg(long, value_name = "N", default_value_t = ledge_solve::difficulty::Noise::default().seed)]
    pub seed: u64,
    /// Print one JSON object (one a line for the whole pack) instead of text.
    #[arg(long)]
    pub json: bool,
}

/// `ledge jump`.
#[derive(Debug, Args)]
pub struct JumpArgs {
    /// Only this preset's jumps; every preset's when left out.
    #[arg(long, value_name = "PRESET", value_parser = clap::builder::PossibleValuesParser::new(Preset::NAMES))]
    pub physics: Option<String>,
    /// Where to write the PNG.
    #[arg(short, long, value_name = "OUT.png")]
    pub output: std::path::PathBuf,
}

/// `ledge replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The replay file.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// The level to play it on, instead of the one the replay names.
    #[arg(long, value_name = "LEVEL")]
    pub level: Option<String>,
    /// A mapping file for a Tiled or LDtk level (see docs/levels.md).
    #[arg(long, value_name = "FILE")]
    pub mapping: Option<PathBuf>,
    /// Physics preset, instead of the one the replay names.
    #[arg(long, value_name = "PRESET", value_parser = clap::builder::PossibleValuesParser::new(Preset::NAMES))]
    pub physics: Option<String>,
    /// Write the run played again step by step as CSV, as `ledge sim
    /// --trace` does (also on a desync, to show where it went instead).
    #[arg(long, value_name = "FILE.csv")]
    pub trace: Option<PathBuf>,
}

/// `ledge play`.
#[derive(Debug, Default, Args)]
pub struct PlayArgs {
    /// A level file, or a built-in level's name or number; an LDtk project
    /// or a Tiled `.world` plays all its levels in order; the whole pack
    /// from the title screen when left out.
    #[arg(value_name = "FILE")]
    pub file: Option<String>,
    /// Physics preset, overriding each level's own.
    #[arg(long, value_name = "PRESET", value_parser = clap::builder::PossibleValuesParser::new(Preset::NAMES))]
    pub physics: Option<String>,
    /// A mapping file for a Tiled or LDtk level, instead of the one beside
    /// it (`NAME.mapping.toml`); see docs/levels.md.
    #[arg(long, value_name = "FILE", requires = "file")]
    pub mapping: Option<PathBuf>,
    /// Play this input script instead of the keyboard, one fixed step per frame.
    #[arg(long, value_name = "SCRIPT", conflicts_with = "replay")]
    pub inputs: Option<PathBuf>,
    /// Watch a replay: its level (unless FILE is given) and its inputs.
    #[arg(long, value_name = "FILE.replay")]
    pub replay: Option<PathBuf>,
    /// The window's options.
    #[command(flatten)]
    pub window: WindowArgs,
}

/// `ledge check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Level files (every level of an LDtk project or a Tiled `.world`), or
    /// built-in level names or numbers.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<String>,
    /// A mapping file for a Tiled or LDtk level, instead of the one beside
    /// it (`NAME.mapping.toml`); see docs/levels.md.
    #[arg(long, value_name = "FILE")]
    pub mapping: Option<PathBuf>,
    /// Also search each level for a win (see `ledge solve`) and add the verdict.
    #[arg(long)]
    pub solve: bool,
    /// With --solve: the most work the proof by reachability may take (see
    /// `ledge solve --max-work`).
    #[arg(long, value_name = "N", default_value_t = ledge_solve::DEFAULT_MAX_WORK)]
    pub max_work: u64,
}

/// `ledge sim`.
#[derive(Debug, Args)]
pub struct SimArgs {
    /// A level file, or a built-in level's name or number.
    #[arg(value_name = "FILE")]
    pub file: String,
    /// The input script: lines of `<frames> <buttons>`.
    #[arg(long, value_name = "SCRIPT")]
    pub inputs: PathBuf,
    /// Physics preset, overriding the level's own.
    #[arg(long, value_name = "PRESET", value_parser = clap::builder::PossibleValuesParser::new(Preset::NAMES))]
    pub physics: Option<String>,
    /// A mapping file for a Tiled or LDtk level, instead of the one beside
    /// it (`NAME.mapping.toml`); see docs/levels.md.
    #[arg(long, value_name = "FILE")]
    pub mapping: Option<PathBuf>,
    /// Give up after this many steps (60 per second).
    #[arg(long, value_name = "N", default_value_t = 36_000)]
    pub max_frames: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Keep the run as a replay file (see docs/replays.md).
    #[arg(long, value_name = "OUT.replay")]
    pub record: Option<PathBuf>,
    /// Write the run step by step as CSV: frame, x, y, vx, vy, on_ground,
    /// buttons, events (see docs/cli.md).
    #[arg(long, value_name = "FILE.csv")]
    pub trace: Option<PathBuf>,
}

/// `ledge bench`.
#[derive(Debug, Args)]
pub struct BenchArgs {
    /// A level file, or a built-in level's name or number.
    #[arg(value_name = "FILE")]
    pub file: String,
    /// The input script, repeated with every attempt; a built-in level's
    /// own winning script when left out, else nothing held.
    #[arg(long, value_name = "SCRIPT")]
    pub inputs: Option<PathBuf>,
    /// How many steps to run, over as many attempts as that takes.
    #[arg(long, value_name = "N", default_value_t = 1_000_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub steps: u64,
    /// Physics preset, overriding the level's own.
    #[arg(long, value_name = "PRESET", value_parser = clap::builder::PossibleValuesParser::new(Preset::NAMES))]
    pub physics: Option<String>,
    /// A mapping file for a Tiled or LDtk level (see docs/levels.md).
    #[arg(long, value_name = "FILE")]
    pub mapping: Option<PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// `ledge render`.
#[derive(Debug, Args)]
pub struct RenderArgs {
    /// A level file, or a built-in level's name or number.
    #[arg(value_name = "FILE")]
    pub file: String,
    /// Where to write the PNG.
    #[arg(short, long, value_name = "OUT.png")]
    pub output: PathBuf,
    /// An input script to play before drawing.
    #[arg(long, value_name = "SCRIPT", requires = "frame")]
    pub inputs: Option<PathBuf>,
    /// The frame of the scripted run to draw (0 is the start).
    #[arg(long, value_name = "N", requires = "inputs")]
    pub frame: Option<u64>,
    /// Draw a replay's run over the level: its path (yellow on the ground,
    /// pink in the air), take-offs, deaths, start and end.
    #[arg(long, value_name = "REPLAY")]
    pub path: Option<PathBuf>,
    /// Outline the level's rooms (the header's `rooms`), which the camera frames.
    #[arg(long)]
    pub rooms: bool,
    /// Pixels per cell: 16 is the art at its own size, 32 twice that, and so on.
    #[arg(long, value_name = "PX", default_value_t = 32, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub scale: u32,
    /// Physics preset, overriding the level's own.
    #[arg(long, value_name = "PRESET", value_parser = clap::builder::PossibleValuesParser::new(Preset::NAMES))]
    pub physics: Option<String>,
    /// A mapping file for a Tiled or LDtk level, instead of the one beside
    /// it (`NAME.mapping.toml`); see docs/levels.md.
    #[arg(long, value_name = "FILE")]
    pub mapping: Option<PathBuf>,
}

/// The preset a `--physics` value names (clap has checked the name).
pub fn preset(name: &Option<String>) -> Option<Preset> {
    name.as_deref().and_then(Preset::by_name)
}
