//! Input scripts: which buttons are held at each fixed step of a run.
//!
//! The format (tools and tests depend on it): a text file; blank lines and
//! lines starting with `#` are ignored; every other line is
//! `<frames> <buttons>`, holding that set of buttons for that many steps.
//! `<buttons>` is `-` for none or a `+`-joined set of `left`, `right`, `up`,
//! `down`, `jump`. After the last line nothing is held. Frame 1 is the first
//! step after the level starts.
//!
//! ```text
//! # walk right, then jump while still walking
//! 30 right
//! 1 right+jump
//! 20 right
//! ```

use std::fmt;
use std::path::Path;

use crate::Buttons;
use ledge_files::{not_a_file, read_capped, ReadError};

/// One line of a script: `frames` steps holding `buttons`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    /// How many steps, at least 1.
    pub frames: u32,
    /// What is held during them.
    pub buttons: Buttons,
}

/// A whole input script.
///
/// ```
/// use ledge_game::{Buttons, Script};
/// let script = Script::parse("# a comment\n2 right\n1 right+jump\n").unwrap();
/// assert_eq!(script.frames(), 3);
/// assert_eq!(script.buttons_at(1), Buttons::RIGHT);
/// assert_eq!(script.buttons_at(3), Buttons::RIGHT | Buttons::JUMP);
/// assert_eq!(script.buttons_at(4), Buttons::NONE); // after the end, nothing is held
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Script {
    runs: Vec<Run>,
}

/// A script line that could not be read: where, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScriptError {
    /// A line does not follow `<frames> <buttons>`.
    #[error("{line}:{col}: {message}")]
    Line {
        /// 1-based line number.
        line: usize,
        /// 1-based column (in characters).
        col: usize,
        /// What is wrong and what to write instead.
        message: String,
    },
    /// The file could not be read as a script.
    #[error("{0}")]
    File(String),
}

impl Script {
    /// The largest script file accepted, in bytes (4 MiB).
    pub const MAX_BYTES: u64 = 4 << 20;

    /// A script from its runs.
    pub fn from_runs(runs: Vec<Run>) -> Script {
        Script { runs }
    }

    /// Reads a script from text.
    pub fn parse(text: &str) -> Result<Script, ScriptError> {
        let mut runs = Vec::new();
        for (index, raw) in text.lines().enumerate() {
            let line = index + 1;
            let trimmed = raw.trim_start();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let indent = raw.chars().count() - trimmed.chars().count();
            runs.push(parse_line(trimmed.trim_end(), line, indent + 1)?);
        }
        Ok(Script { runs })
    }

    /// Reads a script file (at most [`Script::MAX_BYTES`]).
    pub fn load(path: &Path) -> Result<Script, ScriptError> {
        let bytes = read_capped(path, Script::MAX_BYTES).map_err(|e| match e {
            ReadError::Io(e) => ScriptError::File(format!("cannot read the script: {e}")),
            ReadError::TooBig { size } => ScriptError::File(format!(
                "the script is {size} bytes, over the {}-byte limit",
                Script::MAX_BYTES
            )),
            ReadError::NotAFile => ScriptError::File(not_a_file(Script::MAX_BYTES, "script")),
        })?;
        let text = std::str::from_utf8(&bytes).map_err(|e| {
            ScriptError::File(format!("not UTF-8 text (invalid byte at offset {})", e.valid_up_to()))
        })?;
        Script::parse(text)
    }

    /// Adds `run` at the end, joined to the last line when it holds the
    /// same buttons (and the sum still fits a line).
    pub fn push_run(&mut self, run: Run) {
        match self.runs.last_mut() {
            Some(last) if last.buttons == run.buttons && last.frames.checked_add(run.frames).is_some() => {
                last.frames += run.frames
            }
            _ => self.runs.push(run),
        }
    }

    /// Adds one step holding `buttons` at the end (a run played as it goes).
    ///
    /// ```
    /// use ledge_game::{Buttons, Script};
    /// let mut script = Script::default();
    /// for buttons in [Buttons::RIGHT, Buttons::RIGHT, Buttons::JUMP] {
    ///     script.push(buttons);
    /// }
    /// assert_eq!(script, Script::parse("2 right\n1 jump\n").unwrap());
    /// ```
    pub fn push(&mut self, buttons: Buttons) {
        self.push_run(Run { frames: 1, buttons });
    }

    /// The lines of the script, comments left out.
    pub fn runs(&self) -> &[Run] {
        &self.runs
    }

    /// The number of steps the script covers.
    pub fn frames(&self) -> u64 {
        self.runs.iter().map(|r| r.frames as u64).sum()
    }

    /// The buttons held at step `frame` (1-based); nothing after the end.
    pub fn buttons_at(&self, frame: u64) -> Buttons {
        let mut end = 0;
        for run in &self.runs {
            end += run.frames as u64;
            if frame <= end {
                return run.buttons;
            }
        }
        Buttons::NONE
    }

    /// The buttons step after step, from frame 1, then nothing held forever.
    pub fn cursor(&self) -> Cursor<'_> {
        Cursor { runs: &self.runs, run: 0, done: 0 }
    }
}

fn parse_line(text: &str, line: usize, col: usize) -> Result<Run, ScriptError> {
    let error = |at: usize, message: String| ScriptError::Line { line, col: col + at, message };
    let mut fields = text.split_whitespace();
    let frames_text = fields.next().unwrap_or_default();
    let Some(buttons_text) = fields.next() else {
        return Err(error(0, format!("expected `<frames> <buttons>`, like `30 right+jump`, not `{text}`")));
    };
    let buttons_at = text.find(buttons_text).unwrap_or(0);
    if let Some(extra) = fields.next() {
        let at = text[buttons_at + buttons_text.len()..].find(extra).unwrap_or(0)
            + buttons_at
            + buttons_text.len();
        return Err(error(
            text[..at].chars().count(),
            format!("unexpected `{extra}`: a line is `<frames> <buttons>`, with buttons joined by `+`"),
        ));
    }
    let frames = match frames_text.parse::<u32>() {
        Ok(0) | Err(_) => {
            return Err(error(
                0,
                format!("`{frames_text}` is not a number of frames (a whole number from 1 to {})", u32::MAX),
            ))
        }
        Ok(n) => n,
    };
    let buttons = buttons_text
        .parse::<Buttons>()
        .map_err(|e| error(text[..buttons_at].chars().count(), e.to_string()))?;
    Ok(Run { frames, buttons })
}

impl fmt::Display for Script {
    /// Writes the script back in its file format.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for run in &self.runs {
            writeln!(f, "{} {}", run.frames, run.buttons)?;
        }
        Ok(())
    }
}

/// The buttons of a script, one step at a time (see [`Script::cursor`]).
#[derive(Clone, Debug)]
pub struct Cursor<'a> {
    runs: &'a [Run],
    run: usize,
    done: u32,
}

impl Iterator for Cursor<'_> {
    type Item = Buttons;

    /// The buttons for the next step; never ends.
    fn next(&mut self) -> Option<Buttons> {
        while let Some(run) = self.runs.get(self.run) {
            if self.done < run.frames {
                self.done += 1;
                return Some(run.buttons);
            }
            self.run += 1;
            self.done = 0;
        }
        Some(Buttons::NONE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_blank_lines_and_windows_endings_are_fine() {
        let script = Script::parse("# start\r\n\r\n  10 left\r\n\t# mid\n5 -\n").unwrap();
        assert_eq!(script.runs().len(), 2);
        assert_eq!(script.frames(), 15);
        assert_eq!(script.buttons_at(11), Buttons::NONE);
    }

    #[test]
    fn a_malformed_line_names_its_line_and_column() {
        let err = Script::parse("10 right\n\n5 rigth\n").unwrap_err();
        assert_eq!(err.to_string().split(": ").next(), Some("3:3"));
        assert!(err.to_string().contains("`rigth`"));
        let err = Script::parse("right 10\n").unwrap_err();
        assert!(err.to_string().starts_with("1:1: `right` is not a number"), "{err}");
        let err = Script::parse("0 left\n").unwrap_err();
        assert!(err.to_string().starts_with("1:1:"));
        let err = Script::parse("3\n").unwrap_err();
        assert!(err.to_string().contains("expected `<frames> <buttons>`"));
        let err = Script::parse("3 left right\n").unwrap_err();
        assert!(err.to_string().starts_with("1:8: unexpected `right`"), "{err}");
    }

    #[test]
    fn the_cursor_agrees_with_buttons_at() {
        let script = Script::parse("2 left\n3 jump\n1 -\n2 right+up\n").unwrap();
        let from_cursor: Vec<Buttons> = script.cursor().take(12).collect();
        let from_index: Vec<Buttons> = (1..=12).map(|f| script.buttons_at(f)).collect();
        assert_eq!(from_cursor, from_index);
    }

    #[test]
    fn display_writes_the_file_format_back() {
        let script = Script::parse("# c\n4 left+jump\n2 -\n").unwrap();
        assert_eq!(script.to_string(), "4 left+jump\n2 -\n");
        assert_eq!(Script::parse(&script.to_string()).unwrap(), script);
    }
}
