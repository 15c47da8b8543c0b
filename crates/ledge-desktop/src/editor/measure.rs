//! Measuring the level's difficulty as it stands (F8): `ledge difficulty`'s
//! measure ([`ledge_solve::difficulty`]) runs on a thread of its own (the
//! window goes on drawing) from a winning run, then its figures show room
//! by room beside the level, the rooms outlined and numbered on it.

use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, Mutex};

use ledge_edit::Draft;
use ledge_game::{Buttons, Level, Outcome, Replay, Room};
use ledge_solve::difficulty::{measure_watched, Difficulty, MeasureProgress, Noise};

use super::verify::same_level;

/// A winning run to measure from.
pub struct WinningRun {
    /// Its buttons, one set a step.
    pub buttons: Vec<Buttons>,
    /// Where it came from, as the panel names it: `the solver's win`.
    pub from: String,
}

impl WinningRun {
    /// `replay`'s run when it wins `level` as it stands.
    pub fn of_replay(replay: &Replay, level: &Level, from: &str) -> Option<WinningRun> {
        let verified = replay.verify(level, level.preset(None)).ok()?;
        if verified.outcome != Outcome::Won {
            return None;
        }
        let frames = usize::try_from(replay.frames).unwrap_or(usize::MAX);
        Some(WinningRun { buttons: replay.inputs.cursor().take(frames).collect(), from: from.to_string() })
    }
}

/// A measure's outcome.
#[derive(Clone, Debug)]
pub struct Measured {
    /// The draft it measured.
    pub draft: Draft,
    /// Where its run came from.
    pub from: String,
    /// The measured level's rooms (none: the whole level is one room).
    pub rooms: Vec<Room>,
    /// The figures, or why there are none.
    pub figures: Result<Difficulty, String>,
}

/// Where measuring stands.
pub enum Measure {
    /// Not asked.
    Idle,
    /// Waiting on the solver (F7's) for a win of this draft to measure from.
    Solving(Draft),
    /// The measure is running on the draft.
    Running {
        /// The draft it measures.
        draft: Draft,
        /// The noisy tries a room.
        tries: u32,
        /// Its latest progress.
        progress: Arc<Mutex<Option<MeasureProgress>>>,
        /// Its outcome, when it comes.
        outcome: Receiver<Measured>,
    },
    /// The outcome.
    Done(Box<Measured>),
}

impl Measure {
    /// Starts measuring `level` (read from `draft`) from `run`, with the
    /// level's own physics and `ledge difficulty`'s noisy player.
    pub fn start(draft: Draft, level: Level, run: WinningRun) -> Measure {
        let noise = Noise::default();
        let progress = Arc::new(Mutex::new(None));
        let (send, outcome) = mpsc::channel();
        let shared = Arc::clone(&progress);
        let measured_draft = draft.clone();
        std::thread::spawn(move || {
            let preset = level.preset(None);
            let figures = measure_watched(&level, preset, &run.buttons, noise, &mut |p| {
                if let Ok(mut latest) = shared.lock() {
                    *latest = Some(p);
                }
            });
            let measured = Measured {
                draft: measured_draft,
                from: run.from,
                rooms: level.settings.rooms.clone(),
                figures: figures.map_err(|e| e.to_string()),
            };
            // The editor may have gone: then nobody hears the outcome.
            let _ = send.send(measured);
        });
        Measure::Running { draft, tries: noise.tries, progress, outcome }
    }

    /// A measure that could not be made, with why.
    pub fn failed(draft: Draft, why: String) -> Measure {
        Measure::Done(Box::new(Measured { draft, from: String::new(), rooms: Vec::new(), figures: Err(why) }))
    }

    /// Takes the outcome when it has come.
    pub fn poll(&mut self) {
        if let Measure::Running { draft, outcome, .. } = self {
            match outcome.try_recv() {
                Ok(measured) => *self = Measure::Done(Box::new(measured)),
                Err(TryRecvError::Disconnected) => {
                    *self = Measure::failed(draft.clone(), "the measure stopped without figures".to_string());
                }
                Err(TryRecvError::Empty) => {}
            }
        }
    }

    /// True while waiting on the solver or measuring.
    pub fn is_busy(&self) -> bool {
        matches!(self, Measure::Solving(_) | Measure::Running { .. })
    }

    /// True when the measure was asked and could not be made.
    pub fn failed_to_measure(&self) -> bool {
        matches!(self, Measure::Done(measured) if measured.figures.is_err())
    }

    /// The figures shown, when there are: with whether the level changed
    /// since they were measured.
    pub fn shown(&self, now: &Draft) -> Option<(&Measured, &Difficulty, bool)> {
        let Measure::Done(measured) = self else { return None };
        let figures = measured.figures.as_ref().ok()?;
        Some((measured, figures, !same_level(&measured.draft, now)))
    }

    /// The line to show: the progress, why there are no figures, or the
    /// level's figures. `solver` is the solver's own line while it looks
    /// for a win.
    pub fn status(&self, now: &Draft, solver: Option<String>) -> Option<String> {
        match self {
            Measure::Idle => None,
            Measure::Solving(_) => Some(format!(
                "measuring: a winning run first; {}",
                solver.unwrap_or_else(|| "verifying...".to_string())
            )),
            Measure::Running { tries, progress, .. } => {
                let latest = progress.lock().ok().and_then(|p| *p);
                Some(latest.map_or("measuring... playing the winning run".to_string(), |p| {
                    format!(
                        "measuring... room {} (stretch {} of {}), {tries} noisy tries a room",
                        p.room,
                        p.stretch + 1,
                        p.stretches
                    )
                }))
            }
            Measure::Done(measured) => {
                let stale = if !same_level(&measured.draft, now) {
                    " (before the last edits: F8 measures again)"
                } else {
                    ""
                };
                Some(match &measured.figures {
                    Ok(d) => format!(
                        "difficulty: {:.1} s, slip share {}, clear rate {} over {} rooms, from {}{stale}",
                        d.seconds,
                        percent(d.slip_share),
                        percent(d.clear_rate),
                        d.rooms.len(),
                        measured.from
                    ),
                    Err(why) => format!("cannot measure: {why}{stale}"),
                })
            }
        }
    }
}

/// The panel's lines for `figures`: a head, the level's row, a row a room
/// (in the order the run enters them), where the run came from.
pub fn panel_lines(measured: &Measured, figures: &Difficulty, stale: bool) -> Vec<String> {
    let row = |name: &str, seconds: f64, slips: f64, clear: f64| {
        format!("{name:<8}{seconds:>6.1} s{:>7}{:>7}", percent(slips), percent(clear))
    };
    let mut lines = vec![
        "DIFFICULTY (F8)".to_string(),
        format!("{:<8}{:>8}{:>7}{:>7}", "", "time", "slips", "clear"),
        row("level", figures.seconds, figures.slip_share, figures.clear_rate),
    ];
    for room in &figures.rooms {
        let visits = if room.visits > 1 { format!(" x{}", room.visits) } else { String::new() };
        lines.push(format!(
            "{}{visits}",
            row(&format!("room {}", room.room), room.seconds, room.slip_share, room.clear_rate)
        ));
    }
    lines.push(format!("from {}", measured.from));
    if stale {
        lines.push("before the last edits: F8 again".to_string());
    }
    lines
}

/// A share as a whole percentage: `62%`.
fn percent(share: f64) -> String {
    format!("{:.0}%", share * 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_game::Script;

    /// A level of 8 by 3 cells with a coin to walk to, and its draft.
    fn walk() -> (Draft, Level) {
        let mut draft = Draft::new("walk", 8, 3);
        draft.paint(6, 1, 'o');
        let level = draft.level("walk.txt").unwrap();
        (draft, level)
    }

    fn done(mut measure: Measure) -> Measured {
        while let Measure::Running { .. } = measure {
            std::thread::sleep(std::time::Duration::from_millis(5));
            measure.poll();
        }
        let Measure::Done(measured) = measure else { panic!("no outcome") };
        *measured
    }

    #[test]
    fn a_walk_to_a_coin_measures_on_its_own_thread_as_one_room_always_cleared() {
        let (draft, level) = walk();
        let run = WinningRun { buttons: vec![Buttons::RIGHT; 300], from: "a walk".to_string() };
        let measure = Measure::start(draft.clone(), level, run);
        assert!(measure.is_busy());
        assert!(measure.status(&draft, None).unwrap().starts_with("measuring..."));
        let measured = done(measure);
        let figures = measured.figures.as_ref().unwrap();
        assert_eq!(figures.rooms.len(), 1);
        assert_eq!(figures.clear_rate, 1.0);
        let lines = panel_lines(&measured, figures, false);
        assert!(lines[2].starts_with("level") && lines[2].ends_with("100%"), "{lines:?}");
        assert!(lines[3].starts_with("room 0"), "{lines:?}");
        assert_eq!(lines.last().unwrap(), "from a walk");
    }

    #[test]
    fn a_run_that_does_not_win_says_so_instead_of_figures() {
        let (draft, level) = walk();
        let run = WinningRun { buttons: vec![Buttons::LEFT; 30], from: "a walk".to_string() };
        let mut measure = Measure::Done(Box::new(done(Measure::start(draft.clone(), level, run))));
        let status = measure.status(&draft, None).unwrap();
        assert!(status.starts_with("cannot measure: the run does not win the level"), "{status}");
        assert!(measure.shown(&draft).is_none() && measure.failed_to_measure());
        measure.poll();
        assert!(!measure.is_busy());
    }

    #[test]
    fn a_replay_that_no_longer_wins_gives_no_run() {
        let (mut draft, level) = walk();
        let inputs = Script::parse("300 right\n").unwrap();
        let replay = Replay::record(&level, None, level.preset(None), &inputs, 300);
        assert!(WinningRun::of_replay(&replay, &level, "its replay").is_some());
        draft.paint(4, 1, '#');
        draft.paint(4, 0, '#');
        let walled = draft.level("walk.txt").unwrap();
        assert!(WinningRun::of_replay(&replay, &walled, "its replay").is_none());
    }
}
