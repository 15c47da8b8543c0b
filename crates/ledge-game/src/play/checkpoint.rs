//! Checkpoints (`F` in a plan): the last one the player touched is where it
//! comes back after losing a life, instead of the level's start.
//!
//! 1. Touching a checkpoint (the player's box overlapping its cell, at the
//!    end of a step still being played) makes it the active one
//!    ([`Event::Checkpoint`]); touching another moves it there.
//! 2. Losing while one is active is a death, not the level's end: the
//!    status stays [`Status::Playing`], [`Event::Lost`] is reported, and the
//!    player stays still where it died for [`RESPAWN_STEPS`] steps, its
//!    buttons ignored, while the rest of the level moves on.
//! 3. Then the player's body comes back at the active checkpoint as it
//!    started the level (no speed, the controller's timers as new)
//!    ([`Event::Respawned`]). Everything else stays as it is: coins taken
//!    and monsters stomped stay gone, moving lava and platforms are where
//!    they got to.
//!
//! A level without checkpoints, or before one is touched, plays exactly as
//! before: a loss ends it. It all happens inside [`Play`], so a replay,
//! which plays from the start, comes back at the checkpoint exactly as the
//! recorded game did. A game's lives are the session's: it counts a death
//! as a life lost, and makes the last one final ([`Play::forfeit`]).

use ledge_engine::{Rect, Vec2};

use super::respawn::{Checkpoints, Respawn};
use super::{Cause, Event, Play, Status};

/// Steps the player stays where it died before it comes back at its
/// checkpoint (2/3 s).
pub const RESPAWN_STEPS: u64 = 40;

impl Play {
    /// Where the player comes back at each checkpoint: its box, in the
    /// order of [`Play::checkpoints`].
    pub fn respawn_rects(&self) -> &[Rect] {
        &self.stage.respawns
    }

    /// The level's checkpoint flags, by cell, in plan order.
    pub fn checkpoints(&self) -> &[(u32, u32)] {
        &self.stage.checkpoints
    }

    /// The index (in [`Play::checkpoints`]) of the checkpoint the player
    /// comes back at after losing a life, once it touched one.
    pub fn checkpoint(&self) -> Option<usize> {
        self.game.checkpoints.and_then(|c| c.active).map(|i| i as usize)
    }

    /// The death under way, while the player waits to come back at its
    /// checkpoint: the level is still [`Status::Playing`], and its buttons
    /// do nothing.
    pub fn respawning(&self) -> Option<Respawn> {
        self.game.checkpoints.and_then(|c| c.respawn)
    }

    /// Makes the death under way final, as when the last life is lost:
    /// the level is lost at this step, as if there were no checkpoint.
    /// Nothing changes when no death is under way.
    pub fn forfeit(&mut self) {
        if let Some(checkpoints) = &mut self.game.checkpoints {
            if let Some(respawn) = checkpoints.respawn.take() {
                self.game.status = Status::Lost(respawn.cause);
                self.game.ended_at = Some(self.game.frame);
            }
        }
    }

    /// A loss by `cause` at this step: a death to come back from when a
    /// checkpoint is active (true), else nothing (false: the level ends).
    pub(super) fn die(&mut self, cause: Cause) -> bool {
        let held = self.player();
        let frame = self.game.frame;
        let Some(checkpoints) = self.game.checkpoints.as_mut().filter(|c| c.active.is_some()) else {
            return false;
        };
        checkpoints.respawn = Some(Respawn { cause, at: frame + RESPAWN_STEPS, held });
        self.events.push(Event::Lost(cause));
        true
    }

    /// One step of a death under way: the level moves on, the player stays
    /// where it died, and comes back at its checkpoint on the last step.
    pub(super) fn wait_to_respawn(&mut self, respawn: Respawn) {
        self.world.step();
        let id = self.stage.player;
        let body = self.world.body_mut(id).expect(super::PLAYER_STAYS);
        body.rect = respawn.held;
        body.vel = Vec2::ZERO;
        self.move_actors(&respawn.held);
        self.step_elements();
        if self.game.frame < respawn.at {
            return;
        }
        let active = self.game.checkpoints.and_then(|c| c.active).unwrap_or(0) as usize;
        let at = self.stage.respawns[active];
        let body = self.world.body_mut(id).expect(super::PLAYER_STAYS);
        *body = self.stage.fresh_player;
        body.set_pos(Vec2::new(at.x, at.y));
        self.game.controller.clone_from(&self.stage.start.1.controller);
        if let Some(checkpoints) = &mut self.game.checkpoints {
            checkpoints.respawn = None;
        }
        self.events.push(Event::Respawned);
    }

    /// Makes the checkpoint the player touches the active one, at the end
    /// of a step that left the level playing.
    pub(super) fn touch_checkpoints(&mut self) {
        let Some(checkpoints) = self.game.checkpoints else { return };
        if self.game.status != Status::Playing || checkpoints.respawn.is_some() {
            return;
        }
        let player = self.player();
        let touched = (0u32..).zip(&self.stage.checkpoints).find(|&(i, &(x, y))| {
            Some(i) != checkpoints.active && Rect::new(x.into(), y.into(), 1.0, 1.0).overlaps(&player)
        });
        if let Some((index, _)) = touched {
            self.game.checkpoints = Some(Checkpoints { active: Some(index), respawn: None });
            self.events.push(Event::Checkpoint { index });
        }
    }
}
