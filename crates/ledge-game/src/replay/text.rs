//! The replay file: an input script whose `#` lines carry the header, the
//! checks and a checksum.
//!
//! ```text
//! # ledge replay 1
//! # ledge 0.1.0
//! # level First steps
//! # source first-steps
//! # level-hash 5d1c0f2e9a7b3c41
//! # physics ledge
//! # physics-hash 0b8e7d6c5a4f3e21
//! # step-rate 60
//! # frames 75
//! # outcome won 75
//! 60 right
//! # state 60 hash=9f8e7d6c5b4a3921 x=8.1 y=3.5 status=playing coins=0 actors=1
//! 15 right+jump
//! # state 75 hash=1a2b3c4d5e6f7081 x=9.6 y=2.9 status=won coins=1 actors=0
//! # checksum 73e1c9a0b2d4f608
//! ```
//!
//! Input lines are split at every check, so that each `# state` line sits
//! right after the frame it checks. The checksum is the engine's FNV-1a of
//! every byte before its line. A reader takes `# key value` lines it does
//! not know as fields added by a later version, and skips them.

use std::fmt::Write;

use ledge_engine::{StableHasher, Vec2};

use super::{Check, Outcome, Replay, ReplayError, REPLAY_VERSION};
use crate::{Cause, Script, ScriptError, Status};

/// The first line's words, before the version.
const MAGIC: &str = "# ledge replay ";

/// The last line's words, before the checksum.
const CHECKSUM: &str = "# checksum ";

impl Replay {
    /// The replay as its file's text.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let mut line = |text: String| {
            out.push_str(&text);
            out.push('\n');
        };
        line(format!("{MAGIC}{}", self.version));
        line(format!("# ledge {}", self.ledge));
        line(format!("# level {}", one_line(&self.level)));
        if let Some(source) = &self.source {
            line(format!("# source {}", one_line(source)));
        }
        line(format!("# level-hash {:016x}", self.level_hash));
        line(format!("# physics {}", self.physics));
        line(format!("# physics-hash {:016x}", self.physics_hash));
        line(format!("# step-rate {}", self.step_rate));
        line(format!("# frames {}", self.frames));
        line(format!("# outcome {} {}", outcome_name(self.outcome), self.frames));
        let mut checks = self.checks.iter().peekable();
        let mut frame = 0u64;
        for run in self.inputs.runs() {
            let mut left = run.frames as u64;
            while left > 0 {
                let next_check = checks.peek().map_or(u64::MAX, |c| c.frame);
                let take = left.min(next_check.saturating_sub(frame).max(1));
                line(format!("{take} {}", run.buttons));
                (frame, left) = (frame + take, left - take);
                while let Some(check) = checks.next_if(|c| c.frame <= frame) {
                    line(state_line(check));
                }
            }
        }
        for check in checks {
            line(state_line(check));
        }
        let sum = checksum(&out);
        out.push_str(&format!("{CHECKSUM}{sum:016x}\n"));
        out
    }

    /// Reads a replay from its file's text. Errors name the line.
    pub fn parse(text: &str) -> Result<Replay, ReplayError> {
        let first = text.lines().next().unwrap_or_default();
        let version: u32 =
            first.strip_prefix(MAGIC).and_then(|v| v.trim().parse().ok()).ok_or(ReplayError::NotAReplay)?;
        if version > REPLAY_VERSION {
            return Err(ReplayError::Newer { version });
        }
        let lines: Vec<&str> = text.lines().collect();
        let last = lines.iter().rposition(|l| !l.trim().is_empty()).unwrap_or(0);
        let Some(recorded) = lines[last].strip_prefix(CHECKSUM) else {
            return Err(ReplayError::Truncated { line: last + 1 });
        };
        let body_end = text.lines().take(last).map(|l| l.len() + 1).sum::<usize>().min(text.len());
        let body = &text[..body_end];
        if u64::from_str_radix(recorded.trim(), 16).ok() != Some(checksum(body)) {
            return Err(ReplayError::Corrupt { line: last + 1 });
        }
        let inputs = Script::parse(body).map_err(|e| match e {
            ScriptError::Line { line, col, message } => {
                ReplayError::Line { line, message: format!("{col}: {message}") }
            }
            ScriptError::File(message) => ReplayError::Line { line: 1, message },
        })?;
        let inputs = joined(inputs);
        let mut header = Header::default();
        let mut checks = Vec::new();
        for (index, raw) in lines[..last].iter().enumerate().skip(1) {
            let line = index + 1;
            let Some(rest) = raw.trim().strip_prefix("# ") else { continue };
            let (key, value) = rest.split_once(' ').unwrap_or((rest, ""));
            let bad = |what: &str| ReplayError::Line {
                line,
                message: format!("`{key}` must be {what}, not `{value}`"),
            };
            match key {
                "ledge" => header.ledge = Some(value.to_string()),
                "level" => header.level = Some(value.to_string()),
                "source" => header.source = Some(value.to_string()),
                "level-hash" => {
                    header.level_hash = Some(hex(value).ok_or_else(|| bad("16 hexadecimal digits"))?)
                }
                "physics" => header.physics = Some(value.to_string()),
                "physics-hash" => {
                    header.physics_hash = Some(hex(value).ok_or_else(|| bad("16 hexadecimal digits"))?)
                }
                "step-rate" => {
                    header.step_rate =
                        Some(value.parse().map_err(|_| bad("a whole number of steps a second"))?)
                }
                "frames" => header.frames = Some(value.parse().map_err(|_| bad("a whole number"))?),
                "outcome" => {
                    header.outcome = Some(
                        parse_outcome(value).ok_or_else(|| bad("`won N`, `lost CAUSE N` or `timeout N`"))?,
                    )
                }
                "state" => checks.push(
                    parse_state(value)
                        .ok_or_else(|| bad("`FRAME hash=HEX x=X y=Y status=STATUS coins=N actors=N`"))?,
                ),
                _ => {}
            }
        }
        let missing =
            |key: &str| ReplayError::Line { line: 1, message: format!("the header has no `# {key}` line") };
        Ok(Replay {
            version,
            ledge: header.ledge.ok_or_else(|| missing("ledge"))?,
            level: header.level.ok_or_else(|| missing("level"))?,
            source: header.source,
            level_hash: header.level_hash.ok_or_else(|| missing("level-hash"))?,
            physics: header.physics.ok_or_else(|| missing("physics"))?,
            physics_hash: header.physics_hash.ok_or_else(|| missing("physics-hash"))?,
            step_rate: header.step_rate.ok_or_else(|| missing("step-rate"))?,
            frames: header.frames.ok_or_else(|| missing("frames"))?,
            outcome: header.outcome.ok_or_else(|| missing("outcome"))?,
            inputs,
            checks,
        })
    }
}

/// The header's fields as they are read.
#[derive(Default)]
struct Header {
    ledge: Option<String>,
    level: Option<String>,
    source: Option<String>,
    level_hash: Option<u64>,
    physics: Option<String>,
    physics_hash: Option<u64>,
    step_rate: Option<u32>,
    frames: Option<u64>,
    outcome: Option<Outcome>,
}

/// The script with the runs that the checks split joined again.
fn joined(script: Script) -> Script {
    let mut whole = Script::default();
    for &run in script.runs() {
        whole.push_run(run);
    }
    whole
}

/// The engine's FNV-1a of `text`.
fn checksum(text: &str) -> u64 {
    StableHasher::new().bytes(text.as_bytes()).finish()
}

/// `text` with line breaks made spaces (a level name is one line).
fn one_line(text: &str) -> String {
    text.replace(['\n', '\r'], " ")
}

fn hex(text: &str) -> Option<u64> {
    (text.len() == 16).then(|| u64::from_str_radix(text, 16).ok()).flatten()
}

fn outcome_name(outcome: Outcome) -> String {
    match outcome {
        Outcome::Won => "won".into(),
        Outcome::Lost(cause) => format!("lost {}", cause.name()),
        Outcome::Timeout => "timeout".into(),
    }
}

fn parse_outcome(text: &str) -> Option<Outcome> {
    let words: Vec<&str> = text.split_whitespace().collect();
    match words[..] {
        ["won", _] => Some(Outcome::Won),
        ["timeout", _] => Some(Outcome::Timeout),
        ["lost", cause, _] => Some(Outcome::Lost(cause_named(cause)?)),
        _ => None,
    }
}

fn cause_named(name: &str) -> Option<Cause> {
    [Cause::Lava, Cause::Monster, Cause::Fell, Cause::Crushed, Cause::Spikes]
        .into_iter()
        .find(|c| c.name() == name)
}

/// A status in a check line: `playing`, `won` or `lost-CAUSE`.
pub(super) fn status_name(status: Status) -> String {
    match status {
        Status::Playing => "playing".into(),
        Status::Won => "won".into(),
        Status::Lost(cause) => format!("lost-{}", cause.name()),
    }
}

fn status_named(name: &str) -> Option<Status> {
    match name {
        "playing" => Some(Status::Playing),
        "won" => Some(Status::Won),
        _ => Some(Status::Lost(cause_named(name.strip_prefix("lost-")?)?)),
    }
}

fn state_line(check: &Check) -> String {
    let mut line = format!("# state {} hash={:016x}", check.frame, check.hash);
    let _ = write!(
        line,
        " x={} y={} status={} coins={} actors={}",
        check.player.x,
        check.player.y,
        status_name(check.status),
        check.coins,
        check.actors
    );
    line
}

fn parse_state(text: &str) -> Option<Check> {
    let mut words = text.split_whitespace();
    let frame = words.next()?.parse().ok()?;
    let mut check =
        Check { frame, hash: 0, player: Vec2::ZERO, status: Status::Playing, coins: 0, actors: 0 };
    let mut hash = None;
    for word in words {
        let (key, value) = word.split_once('=')?;
        match key {
            "hash" => hash = Some(hex(value)?),
            "x" => check.player.x = value.parse().ok()?,
            "y" => check.player.y = value.parse().ok()?,
            "status" => check.status = status_named(value)?,
            "coins" => check.coins = value.parse().ok()?,
            "actors" => check.actors = value.parse().ok()?,
            _ => {}
        }
    }
    check.hash = hash?;
    Some(check)
}
