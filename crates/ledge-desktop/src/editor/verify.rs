//! Verifying the level as it stands: the solver runs on a thread of its
//! own (the window goes on drawing), then its verdict shows with the cells
//! the player reached shaded and the winning run drawn.

use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, Mutex};

use ledge_edit::{Draft, VERIFIED_KEY};
use ledge_engine::Vec2;
use ledge_game::{Level, Play, PlayerMoves, Replay};
use ledge_solve::{NotAnalysed, Reached, SearchProgress, Verdict, DEFAULT_MAX_FRAMES};

/// The most states a verification keeps: a third of the command line's,
/// so that it stays within a few seconds and a gigabyte.
pub const MAX_STATES: usize = 1_000_000;

/// True when `then` and `now` are the same level but for the verified
/// mark: the mark a solver's win sets is no edit.
pub fn same_level(then: &Draft, now: &Draft) -> bool {
    let unmarked = |draft: &Draft| {
        let mut draft = draft.clone();
        draft.set(VERIFIED_KEY, "");
        draft
    };
    then == now || unmarked(then) == unmarked(now)
}

/// A verification's outcome.
#[derive(Clone, Debug)]
pub struct Verification {
    /// The draft it verified.
    pub draft: Draft,
    /// `solved`, `unsolvable` or `unknown`, with what it rests on.
    pub summary: String,
    /// The cells the player's box reached.
    pub reached: Reached,
    /// The winning run's path: the player's middle at every step.
    pub trail: Vec<Vec2>,
    /// The winning run as a replay, to mark the level verified with; taken
    /// when it is.
    pub replay: Option<Replay>,
}

/// Where verifying stands.
pub enum Verify {
    /// Not asked.
    Idle,
    /// The solver is running on the draft.
    Running {
        /// Its latest progress.
        progress: Arc<Mutex<Option<SearchProgress>>>,
        /// Its outcome, when it comes.
        outcome: Receiver<Verification>,
    },
    /// The outcome.
    Done(Box<Verification>),
}

impl Verify {
    /// Starts the solver on `level` (read from `draft`) with the level's
    /// own physics.
    pub fn start(draft: Draft, level: Level) -> Verify {
        Verify::start_within(draft, level, ledge_solve::DEFAULT_MAX_WORK)
    }

    /// [`Verify::start`] with the proof by reachability given up past
    /// `max_work` (see [`ledge_solve::prove_within`]): the search then
    /// decides alone, and the verdict says so.
    pub fn start_within(draft: Draft, level: Level, max_work: u64) -> Verify {
        let progress = Arc::new(Mutex::new(None));
        let (send, outcome) = mpsc::channel();
        let shared = Arc::clone(&progress);
        std::thread::spawn(move || {
            let preset = level.preset(None);
            // A coin no run of any length reaches settles it at once.
            let reach = ledge_solve::prove_within(&level, preset, PlayerMoves::ALL, max_work);
            let stopped = match &reach {
                Err(why @ NotAnalysed::OverBudget { .. }) => format!(" ({why}; the search decided alone)"),
                _ => String::new(),
            };
            if let Some((reach, proof)) = reach.as_ref().ok().and_then(|r| r.proof().map(|p| (r, p))) {
                let reached = reach.cells(level.width, level.height);
                let summary = format!("unsolvable: {proof}");
                let _ = send.send(Verification { draft, summary, reached, trail: Vec::new(), replay: None });
                return;
            }
            let stages = ledge_solve::stages(DEFAULT_MAX_FRAMES, MAX_STATES, 1, false);
            let (solution, _) = ledge_solve::solve_in_stages(&level, preset, &stages, &mut |p| {
                if let Ok(mut latest) = shared.lock() {
                    *latest = Some(*p);
                }
            });
            let (trail, replay) = match &solution.verdict {
                Verdict::Solved { inputs, .. } => {
                    let mut play = Play::new(&level, preset);
                    let mut trail = vec![play.player().center()];
                    for frame in 1..=inputs.frames() {
                        play.step(inputs.buttons_at(frame));
                        trail.push(play.player().center());
                    }
                    let replay = Replay::record(&level, None, preset, inputs, inputs.frames());
                    (trail, Some(replay))
                }
                _ => (Vec::new(), None),
            };
            let summary = format!("{}: {}{stopped}", solution.verdict.name(), solution.proof());
            // The editor may have gone: then nobody hears the outcome.
            let _ = send.send(Verification { draft, summary, reached: solution.reached, trail, replay });
        });
        Verify::Running { progress, outcome }
    }

    /// Takes the outcome when it has come.
    pub fn poll(&mut self) {
        if let Verify::Running { outcome, .. } = self {
            match outcome.try_recv() {
                Ok(verified) => *self = Verify::Done(Box::new(verified)),
                Err(TryRecvError::Disconnected) => *self = Verify::Idle,
                Err(TryRecvError::Empty) => {}
            }
        }
    }

    /// The line to show: the progress, or the verdict (and whether the
    /// level changed since).
    pub fn status(&self, now: &Draft) -> Option<String> {
        match self {
            Verify::Idle => None,
            Verify::Running { progress, .. } => {
                let latest = progress.lock().ok().and_then(|p| *p);
                Some(latest.map_or("verifying...".to_string(), |p| {
                    format!("verifying... {} states, {} steps deep", p.states, p.deepest)
                }))
            }
            Verify::Done(verified) if !same_level(&verified.draft, now) => {
                Some(format!("{} (before the last edits: F7 verifies again)", verified.summary))
            }
            Verify::Done(verified) => Some(verified.summary.clone()),
        }
    }

    /// True while the solver runs.
    pub fn is_running(&self) -> bool {
        matches!(self, Verify::Running { .. })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_verifies_on_its_own_thread_and_shades_what_the_player_reached() {
        let mut draft = Draft::new("walk", 8, 3);
        draft.paint(6, 1, 'o');
        let level = draft.level("walk.txt").unwrap();
        let mut verify = Verify::start(draft.clone(), level);
        while verify.is_running() {
            std::thread::sleep(std::time::Duration::from_millis(5));
            verify.poll();
        }
        let Verify::Done(verified) = &verify else { panic!("no outcome") };
        assert!(verified.summary.starts_with("solved"), "{}", verified.summary);
        assert!(verified.reached.get(4, 1) && !verified.reached.get(0, 2));
        assert!(verified.trail.len() > 10);
        assert!(verify.status(&draft).unwrap().starts_with("solved"));
        draft.paint(3, 0, '#');
        assert!(verify.status(&draft).unwrap().contains("before the last edits"));
    }

    #[test]
    fn a_walled_in_coin_is_shown_out_of_reach_by_any_run() {
        let mut draft = Draft::new("sealed", 9, 4);
        for (x, y) in [(5, 0), (5, 1), (5, 2), (5, 3), (6, 1), (7, 1)] {
            draft.paint(x, y, '#');
        }
        draft.paint(7, 2, 'o');
        // With `eloquent` physics: the analysis does not model the `ledge`
        // physics' dash and wall moves (docs/solver.md).
        let draft = Draft::from_text(&draft.to_text().replace("physics: ledge", "physics: eloquent"));
        let level = draft.level("sealed.txt").unwrap();
        let mut verify = Verify::start(draft.clone(), level);
        while verify.is_running() {
            std::thread::sleep(std::time::Duration::from_millis(5));
            verify.poll();
        }
        let status = verify.status(&draft).unwrap();
        assert!(status.starts_with("unsolvable: the coin at 7,2 is out of reach by any run"), "{status}");
    }

    #[test]
    fn a_proof_by_reachability_past_its_work_budget_leaves_the_verdict_to_the_search() {
        let mut draft = Draft::new("walk", 8, 3);
        draft.paint(6, 1, 'o');
        let draft = Draft::from_text(&draft.to_text().replace("physics: ledge", "physics: eloquent"));
        let level = draft.level("walk.txt").unwrap();
        let mut verify = Verify::start_within(draft.clone(), level, 1000);
        while verify.is_running() {
            std::thread::sleep(std::time::Duration::from_millis(5));
            verify.poll();
        }
        let status = verify.status(&draft).unwrap();
        assert!(status.starts_with("solved"), "{status}");
        assert!(
            status.ends_with(
                "(the analysis stopped at its budget of 1000 units of work; the search decided alone)"
            ),
            "{status}"
        );
    }
}
