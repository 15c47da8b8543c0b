//! Ladders: climb up and down, stand on top, jump off.

use super::Controller;
use crate::{Body, Input, Support, Tile};

impl Controller {
    /// Starts climbing when up or down is pressed on a ladder (or down on a
    /// ladder's top), stops when the body leaves it, and sets the climbing
    /// speed.
    pub(super) fn climb(&mut self, body: &mut Body, input: &Input) {
        let on_top = body.contacts.ground == Some(Support::Tile(Tile::Ladder));
        let on_ladder = body.contacts.ladder;
        if !self.climbing && ((on_ladder && (input.up || input.down)) || (on_top && input.down)) {
            // Grabbing the ladder stops the run-up.
            self.climbing = true;
            body.vel.x = 0.0;
        }
        if self.climbing && !on_ladder && !on_top {
            // Off the top or the bottom: gravity takes over from here.
            self.climbing = false;
            body.vel.y = body.vel.y.max(0.0);
        }
        if self.climbing {
            body.vel.y = input.vertical() * self.config.climb_speed;
        }
    }
}
