//! Replays: a run of a level kept as its inputs, with enough of the
//! game's state along the way to prove that playing them again gives the
//! very same run, bit for bit.
//!
//! A replay is a text file and also an input script ([`crate::Script`]):
//! its header and its checks are `#` lines, which scripts skip. The format
//! is in [`text`]; docs/replays.md describes it for people.

mod error;
mod text;

pub use error::{Mismatch, ReplayError};

use std::path::Path;

use ledge_engine::{Preset, Vec2};

use crate::{Buttons, Cause, Level, Play, PlayerMoves, Script, Status};
use ledge_files::{not_a_file, read_capped, ReadError};

/// The version of the replay format this Ledge writes. It reads every
/// version up to this one; fields are only ever added. Version 2 added the
/// `dash` button and the `ledge` physics' dash, wall slide and wall jump:
/// a replay of version 1 plays without them ([`PlayerMoves`]), as it was recorded.
pub const REPLAY_VERSION: u32 = 2;

/// A replay holds a check of the game's state every this many frames, and
/// one at its end.
pub const CHECK_EVERY: u64 = 60;

/// The largest replay file read, in bytes (64 MiB: about a day of play).
pub const MAX_REPLAY_BYTES: u64 = 64 << 20;

/// How a recorded run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every coin was taken.
    Won,
    /// The player died.
    Lost(Cause),
    /// The run stopped at its frame limit with the level still going.
    Timeout,
}

/// The game's state at one frame of a run: its hash, and what a player
/// sees of it, to say what differs when a run goes another way.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Check {
    /// The frame (steps taken).
    pub frame: u64,
    /// [`Play::state_hash`] after that frame.
    pub hash: u64,
    /// The player's top-left corner, cells.
    pub player: Vec2,
    /// Where the level stood.
    pub status: Status,
    /// Coins taken.
    pub coins: u32,
    /// Actors other than the player still in the level.
    pub actors: u32,
}

impl Check {
    /// The check of `play` as it stands.
    fn of(play: &Play) -> Check {
        let player = play.player();
        Check {
            frame: play.frame(),
            hash: play.state_hash(),
            player: Vec2::new(player.x, player.y),
            status: play.status(),
            coins: play.coins().0,
            actors: play.actors().count() as u32,
        }
    }
}

/// A recorded run of a level.
///
/// ```
/// use ledge_game::{pack, Outcome, Replay};
/// let first = pack::find("first-steps").unwrap();
/// let level = first.level();
/// let replay = Replay::record(&level, Some("first-steps"), level.preset(None), &first.script(), 10_000);
/// assert_eq!(replay.outcome, Outcome::Won);
/// let text = replay.to_text();
/// let again = Replay::parse(&text).unwrap();
/// assert_eq!(again, replay);
/// let verified = again.verify(&level, level.preset(None)).unwrap();
/// assert_eq!(verified.frame, replay.frames);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    /// The format version it was written in.
    pub version: u32,
    /// The version of Ledge that recorded it.
    pub ledge: String,
    /// The level's name.
    pub level: String,
    /// How to open the level again (a built-in level's name, or a file's
    /// path as it was given), when known.
    pub source: Option<String>,
    /// [`Level::fingerprint`] of the level it was recorded on.
    pub level_hash: u64,
    /// The physics preset's name.
    pub physics: String,
    /// [`Preset::fingerprint`] of the physics it was recorded with.
    pub physics_hash: u64,
    /// Steps per second.
    pub step_rate: u32,
    /// Frames recorded: up to the outcome, or up to the limit.
    pub frames: u64,
    /// How the run ended.
    pub outcome: Outcome,
    /// The buttons held at each frame.
    pub inputs: Script,
    /// The state every [`CHECK_EVERY`] frames and at the end.
    pub checks: Vec<Check>,
}

/// A replay played again to its end, as recorded.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Verified {
    /// How it ended.
    pub outcome: Outcome,
    /// The frame it ended at.
    pub frame: u64,
    /// The state hash at the end.
    pub hash: u64,
    /// How many checks agreed.
    pub checks: usize,
}

impl Replay {
    /// Reads a replay file (at most [`MAX_REPLAY_BYTES`]).
    pub fn load(path: &Path) -> Result<Replay, ReplayError> {
        let bytes = read_capped(path, MAX_REPLAY_BYTES).map_err(|e| match e {
            ReadError::Io(e) => ReplayError::File(format!("cannot read the replay: {e}")),
            ReadError::TooBig { size } => ReplayError::File(format!(
                "the file is {size} bytes, over the {MAX_REPLAY_BYTES}-byte limit for a replay"
            )),
            ReadError::NotAFile => ReplayError::File(not_a_file(MAX_REPLAY_BYTES, "replay")),
        })?;
        let text = std::str::from_utf8(&bytes).map_err(|e| {
            ReplayError::File(format!(
                "not a Ledge replay: not UTF-8 text (invalid byte at offset {})",
                e.valid_up_to()
            ))
        })?;
        Replay::parse(text)
    }

    /// Plays `level` with `preset`, holding `inputs`, until the level is
    /// won or lost or `max_frames` have run, and keeps the run; `source`
    /// says how to open the level again.
    pub fn record(
        level: &Level,
        source: Option<&str>,
        preset: Preset,
        inputs: &Script,
        max_frames: u64,
    ) -> Replay {
        let mut play = Play::new(level, preset);
        let mut cursor = inputs.cursor();
        let mut recorded = Script::default();
        let mut checks = Vec::new();
        while play.frame() < max_frames && play.status() == Status::Playing {
            let buttons = cursor.next().unwrap_or(Buttons::NONE);
            play.step(buttons);
            recorded.push(buttons);
            if play.frame() % CHECK_EVERY == 0 {
                checks.push(Check::of(&play));
            }
        }
        if checks.last().is_none_or(|c| c.frame != play.frame()) {
            checks.push(Check::of(&play));
        }
        Replay {
            version: REPLAY_VERSION,
            ledge: env!("CARGO_PKG_VERSION").to_string(),
            level: level.name.clone(),
            source: source.map(str::to_string),
            level_hash: level.fingerprint(),
            physics: preset.name().to_string(),
            physics_hash: preset.fingerprint(),
            step_rate: (1.0 / preset.step).round() as u32,
            frames: play.frame(),
            outcome: outcome_of(play.status()),
            inputs: recorded,
            checks,
        }
    }

    /// Plays the replay again on `level` with `preset` and checks that it
    /// goes exactly as recorded: the same level and physics, the same state
    /// at every check, the same outcome at the same frame.
    pub fn verify(&self, level: &Level, preset: Preset) -> Result<Verified, Mismatch> {
        self.verify_watched(level, preset, |_| {})
    }

    /// [`Replay::verify`], showing `watch` the game at the start and after
    /// every step it plays, so that one playthrough both checks the run and
    /// follows it (a ghost keeps its player's place at each step). What
    /// `watch` saw is the run as recorded only when this returns `Ok`.
    pub fn verify_watched(
        &self,
        level: &Level,
        preset: Preset,
        mut watch: impl FnMut(&Play),
    ) -> Result<Verified, Mismatch> {
        if level.fingerprint() != self.level_hash {
            return Err(Mismatch::OtherLevel { recorded: self.level.clone(), given: level.name.clone() });
        }
        if preset.fingerprint() != self.physics_hash {
            return Err(Mismatch::OtherPhysics {
                recorded: self.physics.clone(),
                given: preset.name().to_string(),
            });
        }
        let mut play = Play::with_moves(level, preset, self.moves());
        let mut cursor = self.inputs.cursor();
        let mut checks = self.checks.iter().peekable();
        let mut agreed = 0;
        watch(&play);
        while play.frame() < self.frames {
            play.step(cursor.next().unwrap_or(Buttons::NONE));
            watch(&play);
            while let Some(check) = checks.next_if(|c| c.frame == play.frame()) {
                let now = Check::of(&play);
                if now.hash != check.hash {
                    return Err(Mismatch::Desync {
                        frame: check.frame,
                        differences: differences(check, &now),
                    });
                }
                agreed += 1;
            }
            if play.status() != Status::Playing && play.frame() < self.frames {
                break;
            }
        }
        let outcome = outcome_of(play.status());
        if outcome != self.outcome || play.frame() != self.frames {
            return Err(Mismatch::Outcome {
                recorded: (self.outcome, self.frames),
                played: (outcome, play.frame()),
            });
        }
        Ok(Verified { outcome, frame: play.frame(), hash: play.state_hash(), checks: agreed })
    }
}

impl Replay {
    /// The player's moves the replay was recorded with, by its version.
    pub fn moves(&self) -> PlayerMoves {
        if self.version < 2 {
            PlayerMoves::NONE
        } else {
            PlayerMoves::ALL
        }
    }
}

fn outcome_of(status: Status) -> Outcome {
    match status {
        Status::Playing => Outcome::Timeout,
        Status::Won => Outcome::Won,
        Status::Lost(cause) => Outcome::Lost(cause),
    }
}

/// What a player would see differ between the recorded check and the
/// state played again.
fn differences(recorded: &Check, now: &Check) -> String {
    let mut said = Vec::new();
    if recorded.player != now.player {
        let (r, n) = (recorded.player, now.player);
        said.push(format!("the player is at ({}, {}), recorded at ({}, {})", n.x, n.y, r.x, r.y));
    }
    if recorded.status != now.status {
        said.push(format!(
            "the level is {}, recorded {}",
            text::status_name(now.status),
            text::status_name(recorded.status)
        ));
    }
    if recorded.coins != now.coins {
        said.push(format!("{} coins are taken, recorded {}", now.coins, recorded.coins));
    }
    if recorded.actors != now.actors {
        said.push(format!("{} actors are left, recorded {}", now.actors, recorded.actors));
    }
    if said.is_empty() {
        said.push(
            "the player and the actors are where they were recorded, but speeds or timers differ".into(),
        );
    }
    said.join("; ")
}
