//! What the page is told as the game runs: each frame, where the player
//! stands (`window.ledge`); and when a replay ends, its outcome, frame and
//! state hash, in the title and the console, with the checks it passed.

use ledge_game::{Replay, Status};

use super::page;
use crate::window::Watcher;
use crate::App;

/// Tells the page about the game, and about the replay being played, if any.
pub struct PageWatch {
    /// The replay being played, named as in the URL, with what was found so far.
    replay: Option<ReplayCheck>,
}

/// A replay being played: its checks compared as the game reaches their
/// frames, and its end reported once.
struct ReplayCheck {
    name: String,
    replay: Replay,
    agreed: usize,
    differs_at: Option<u64>,
    reported: bool,
}

impl PageWatch {
    /// Watches a game that plays no replay.
    pub fn game() -> PageWatch {
        PageWatch { replay: None }
    }

    /// Watches a game that plays `replay`, called `name` in reports.
    pub fn replay(name: &str, replay: Replay) -> PageWatch {
        let check =
            ReplayCheck { name: name.to_string(), replay, agreed: 0, differs_at: None, reported: false };
        PageWatch { replay: Some(check) }
    }
}

impl Watcher for PageWatch {
    fn stepped(&mut self, app: &App) {
        let (Some(check), Some(play)) = (&mut self.replay, app.play()) else { return };
        if check.reported {
            return;
        }
        let (frame, hash) = (play.frame(), play.state_hash());
        if let Some(expected) = check.replay.checks.iter().find(|c| c.frame == frame) {
            if expected.hash == hash {
                check.agreed += 1;
            } else {
                check.differs_at = check.differs_at.or(Some(frame));
            }
        }
        if frame < check.replay.frames {
            return;
        }
        let ending = match play.status() {
            Status::Won => "won".to_string(),
            Status::Lost(cause) => format!("lost ({})", cause.name()),
            Status::Playing => "still playing".to_string(),
        };
        let verdict = match check.differs_at {
            None => format!("{} checks agree", check.agreed),
            Some(at) => format!("desync: the check at frame {at} differs"),
        };
        page::report(&format!(
            "ledge replay {}: {ending} at frame {frame}, state hash {hash:016x}, {verdict}",
            check.name
        ));
        check.reported = true;
    }

    fn drawn(&mut self, app: &App) {
        page::frame_drawn(app.play().map(|play| (play.frame(), play.player())));
    }
}
