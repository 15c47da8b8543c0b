//! `ledge generate`: a new level from a seed, written as a text plan with
//! its certificate, a winning replay, beside it.

use std::path::{Path, PathBuf};
use std::time::Instant;

use ledge_game::Theme;
use ledge_generate::{generate, Options};
use serde::Serialize;

use crate::cli::GenerateArgs;
use crate::failure::Failure;
use crate::out::{say, write_file};

/// The report, as `--json` prints it.
#[derive(Serialize)]
struct Report {
    seed: u64,
    difficulty: String,
    shape: String,
    theme: String,
    width: u32,
    height: u32,
    /// The certificate's steps.
    certificate_frames: u64,
    /// Layouts tried before one was certified.
    attempts: u32,
    level: String,
    replay: String,
    /// The whole generation, certificate included (wall clock, reported only).
    seconds: f64,
}

/// Generates the level, writes `F.txt` and `F.replay`, and says what it made.
pub fn run(args: &GenerateArgs) -> Result<(), Failure> {
    let theme = match &args.theme {
        Some(name) => Some(Theme::by_name(name).ok_or_else(|| {
            Failure::invalid(format!("unknown theme `{name}`: the themes are {}", Theme::names()))
        })?),
        None => None,
    };
    let options = Options { seed: args.seed, difficulty: args.difficulty, theme, shape: args.shape };
    let started = Instant::now();
    let made = generate(&options).map_err(Failure::other)?;
    let replay_path = replay_path(&args.output);
    let source = args.output.file_name().map(|n| n.to_string_lossy().into_owned());
    let replay = made.replay(source.as_deref());
    let seconds = started.elapsed().as_secs_f64();
    write_file(&args.output, made.text.as_bytes())?;
    write_file(&replay_path, replay.to_text().as_bytes())?;
    let report = Report {
        seed: args.seed,
        difficulty: args.difficulty.to_string(),
        shape: args.shape.to_string(),
        theme: made.level.settings.theme.name().to_string(),
        width: made.level.grid.width(),
        height: made.level.grid.height(),
        certificate_frames: made.certificate.frames(),
        attempts: made.attempts,
        level: args.output.display().to_string(),
        replay: replay_path.display().to_string(),
        seconds,
    };
    if args.json {
        return say(serde_json::to_string(&report).map_err(Failure::other)?);
    }
    say(format!(
        "{}: `{}`, {} by {} cells, {}; certified by {} ({} steps, {:.2} s of play)",
        report.level,
        made.level.name,
        report.width,
        report.height,
        report.theme,
        report.replay,
        report.certificate_frames,
        report.certificate_frames as f64 / 60.0,
    ))
}

/// `F.replay` beside `F.txt`.
fn replay_path(level: &Path) -> PathBuf {
    level.with_extension("replay")
}
