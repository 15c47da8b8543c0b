//! `ledge replay`: plays a replay again headless and says whether it goes
//! exactly as recorded.

use std::path::Path;

use ledge_engine::Preset;
use ledge_game::{Outcome, Replay};

use crate::cli::{self, ReplayArgs};
use crate::failure::Failure;
use crate::out::say;

/// Verifies the replay: exit 0 and a line of summary when it plays as
/// recorded; 1 on a desync, naming the first frame that differs and what
/// differs; 2 when the file cannot be read or does not fit the level or
/// the physics.
pub fn run(args: &ReplayArgs) -> Result<(), Failure> {
    let path = &args.file;
    let name = path.display();
    let replay = Replay::load(path).map_err(|e| Failure::invalid(format!("{name}:{e}")))?;
    let source = match &args.level {
        Some(level) => level.clone(),
        None => level_of(&replay, path)?,
    };
    let level = ledge_formats::open(&source, args.mapping.as_deref()).map_err(Failure::invalid)?;
    let physics = cli::preset(&args.physics).or(Preset::by_name(&replay.physics));
    let preset = level.preset(physics);
    match replay.verify(&level, preset) {
        Ok(verified) => {
            let ending = match verified.outcome {
                Outcome::Won => "won".to_string(),
                Outcome::Lost(cause) => format!("lost ({})", cause.name()),
                Outcome::Timeout => "still playing".to_string(),
            };
            say(format!(
                "{name}: verified: {ending} at frame {} on `{}` with `{}` physics, {} checks agree, state hash {:016x}",
                verified.frame,
                level.name,
                preset.name(),
                verified.checks,
                verified.hash
            ))
        }
        Err(mismatch) if mismatch.is_desync() => Err(Failure::other(format!("{name}: {mismatch}"))),
        Err(mismatch) => Err(Failure::invalid(format!("{name}: {mismatch}"))),
    }
}

/// How to open the level a replay names: its `source` as written, or
/// beside the replay when that is a relative path that does not exist
/// from here.
pub fn level_of(replay: &Replay, path: &Path) -> Result<String, Failure> {
    let Some(source) = &replay.source else {
        let message = format!(
            "{}: the replay does not say how to open its level `{}`: give it with --level",
            path.display(),
            replay.level
        );
        return Err(Failure::invalid(message));
    };
    let beside =
        path.parent().map(|dir| dir.join(source)).filter(|p| p.exists() && !Path::new(source).exists());
    Ok(beside.map_or_else(|| source.clone(), |p| p.display().to_string()))
}
