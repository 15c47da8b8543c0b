//! Ghosts: a recorded run of a level drawn beside the player, the same
//! sprite made translucent and tinted, where that run's player was at the
//! same step of the level. A [`GhostRun`] plays the run's inputs once, in a
//! game of its own, and keeps the player's place and pose at every step;
//! the live game then looks the ghost up by its own step, so both move in
//! lockstep and a ghost never changes the game.

use ledge_engine::{Preset, Rect};
use ledge_game::{FigureKind, Level, Mismatch, Replay};

use crate::{Color, Pose, Show};

/// Whose run a ghost replays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GhostKind {
    /// The player's own fastest win, kept beside the save.
    Best,
    /// The solver's win that sets the level's par time.
    Par,
}

impl GhostKind {
    /// The tint its sprite is drawn in: its alpha is the ghost's opacity.
    /// The best run is a pale blue, par a gold, both see-through.
    pub fn tint(self) -> Color {
        match self {
            GhostKind::Best => Color::rgba(190, 230, 255, 150),
            GhostKind::Par => Color::rgba(255, 210, 80, 150),
        }
    }
}

/// A ghost to draw: where its player is, facing which way, in which pose.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ghost {
    /// Whose run it is.
    pub kind: GhostKind,
    /// The player's box, cells.
    pub rect: Rect,
    /// True when it faces left.
    pub facing_left: bool,
    /// The frame of the player's art it shows.
    pub pose: Pose,
}

/// A recorded run played out: the ghost at every step from the level's
/// start to the run's end.
#[derive(Clone, Debug, PartialEq)]
pub struct GhostRun {
    kind: GhostKind,
    /// The ghost after each step; the first is the level's start.
    frames: Vec<Ghost>,
}

impl GhostRun {
    /// Plays `replay` on `level` with `preset` and keeps where its player
    /// was at each step. A replay recorded on another level (or an older
    /// version of it), with other physics, or that does not play as
    /// recorded is refused with what differs.
    pub fn of(kind: GhostKind, replay: &Replay, level: &Level, preset: Preset) -> Result<GhostRun, Mismatch> {
        let mut show = Show::new();
        let mut frames = Vec::new();
        replay.verify_watched(level, preset, |play| {
            if !frames.is_empty() {
                // The pose needs only the player: no figures before the step, so no fades.
                show.step(play, &[]);
            }
            frames.push(Ghost {
                kind,
                rect: play.player(),
                facing_left: play.figures().any(|f| f.kind == FigureKind::Player && f.facing_left),
                pose: show.pose(),
            });
        })?;
        Ok(GhostRun { kind, frames })
    }

    /// Whose run it is.
    pub fn kind(&self) -> GhostKind {
        self.kind
    }

    /// The steps the run lasts.
    pub fn steps(&self) -> u64 {
        self.frames.len() as u64 - 1
    }

    /// The ghost at step `frame` of the level, `None` once its run is over
    /// (the ghost has reached the exit and gone).
    pub fn at(&self, frame: u64) -> Option<Ghost> {
        usize::try_from(frame).ok().and_then(|i| self.frames.get(i)).copied()
    }

    /// The ghost `alpha` of the way from step `from` to step `to`: drawn
    /// between two steps as the live player is. A jump of more than two
    /// cells (the live game went back to a flag) is not smeared.
    pub fn between(&self, from: u64, to: u64, alpha: f64) -> Option<Ghost> {
        let mut ghost = self.at(to)?;
        let Some(old) = self.at(from) else { return Some(ghost) };
        let (dx, dy) = (ghost.rect.x - old.rect.x, ghost.rect.y - old.rect.y);
        if dx.abs() <= 2.0 && dy.abs() <= 2.0 {
            ghost.rect.x = old.rect.x + dx * alpha;
            ghost.rect.y = old.rect.y + dy * alpha;
        }
        Some(ghost)
    }
}

#[cfg(test)]
mod tests {
    use ledge_game::{pack, Play};

    use super::*;

    #[test]
    fn a_ghost_is_where_the_recorded_run_s_player_was_at_every_step() {
        let hop = pack::find("hop").unwrap();
        let (level, replay) = (hop.level(), hop.replay());
        let preset = level.preset(None);
        let run = GhostRun::of(GhostKind::Par, &replay, &level, preset).unwrap();
        assert_eq!(run.steps(), replay.frames);
        let mut play = Play::with_moves(&level, preset, replay.moves());
        let script = hop.script();
        while play.frame() < replay.frames {
            assert_eq!(run.at(play.frame()).unwrap().rect, play.player(), "step {}", play.frame());
            play.step(script.buttons_at(play.frame() + 1));
        }
        assert_eq!(run.at(replay.frames).unwrap().rect, play.player());
        assert_eq!(run.at(replay.frames + 1), None, "gone once its run is over");
    }

    #[test]
    fn a_run_recorded_on_another_level_is_refused_with_why() {
        let hop = pack::find("hop").unwrap();
        let other = pack::find("first-steps").unwrap().level();
        let err = GhostRun::of(GhostKind::Best, &hop.replay(), &other, other.preset(None)).unwrap_err();
        assert!(matches!(err, Mismatch::OtherLevel { .. }), "{err}");
    }
}
