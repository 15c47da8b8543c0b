//! `ledge replay`: plays a replay again headless and says whether it goes
//! exactly as recorded.

use ledge_engine::Preset;
use ledge_game::{Outcome, Play};

use crate::cli::{self, ReplayArgs};
use crate::failure::Failure;
use crate::out::say;
use crate::trace::Trace;

/// Verifies the replay: exit 0 and a line of summary when it plays as
/// recorded; 1 on a desync, naming the first frame that differs and what
/// differs; 2 when the file cannot be read or does not fit the level or
/// the physics.
pub fn run(args: &ReplayArgs) -> Result<(), Failure> {
    let path = &args.file;
    let name = path.display();
    let (replay, level) = ledge_formats::open_replay(path, args.level.as_deref(), args.mapping.as_deref())
        .map_err(Failure::invalid)?;
    let physics = cli::preset(&args.physics).or(Preset::by_name(&replay.physics));
    let preset = level.preset(physics);
    let verdict = replay.verify(&level, preset);
    // A desync is traced too: the trace shows where the run went instead.
    let same_level_and_physics = verdict.as_ref().err().is_none_or(|m| m.is_desync());
    if let (Some(path), true) = (&args.trace, same_level_and_physics) {
        Trace::of_replay(Play::with_moves(&level, preset, replay.moves()), &replay).write(path)?;
    }
    match verdict {
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
