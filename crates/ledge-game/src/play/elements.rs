//! The elements of `src/element/` in a level being played: each step, every
//! element takes its own step, and those the player is within reach of are
//! touched; what a touch does ([`Effect`]) is applied here, to the player's
//! body, its controller, the grid and the level's status.
//!
//! A block's tile is its phase's ([`element::tile`]): the world's grid is
//! changed where a block comes or goes, and put back to the state's after
//! a restore, so a snapshot (the phases) is all there is to keep.

use ledge_engine::{Grid, Rect, Vec2};

use super::{Cause, Event, Play, Status, PLAYER_STAYS};
use crate::element::{self, Effect, Phase, Placed, Player, REACH};

/// `grid` with every block of `elements` as its phase `phases` says.
pub(super) fn set_blocks(grid: &mut Grid, elements: &[Placed], phases: &[Phase]) {
    for (placed, &phase) in elements.iter().zip(phases).filter(|(p, _)| p.kind.is_block()) {
        grid.set_tile(placed.cell.0, placed.cell.1, element::tile(placed, phase));
    }
}

impl Play {
    /// The level's elements, in plan order.
    pub fn elements(&self) -> &[Placed] {
        &self.stage.elements
    }

    /// Each element's phase, in the order of [`Play::elements`].
    pub fn element_phases(&self) -> &[Phase] {
        &self.game.phases
    }

    /// Keys held (taken, not yet used on a door).
    pub fn keys(&self) -> u32 {
        self.game.held.keys
    }

    /// Gems taken and gems in the level.
    pub fn gems(&self) -> (u32, u32) {
        (self.game.held.gems, self.stage.gems_total)
    }

    /// Touches every element within [`REACH`] of the player's box (when the
    /// level is still playing and the player alive), then steps every
    /// element; the grid follows the blocks.
    pub(super) fn step_elements(&mut self) {
        if self.stage.elements.is_empty() {
            return;
        }
        let body = *self.body();
        if self.game.status == Status::Playing && self.respawning().is_none() {
            let player = Player {
                rect: body.rect,
                vel: body.vel,
                on_ground: body.contacts.on_ground(),
                gravity: self.world.config().gravity * body.motion.gravity_scale,
                dash_spent: self.game.controller.as_ref().is_some_and(|c| c.dash_spent()),
                dash: self.game.controller.as_ref().and_then(|c| c.dash_direction()),
            };
            let reach = Rect::new(
                body.rect.x - REACH,
                body.rect.y - REACH,
                body.rect.w + 2.0 * REACH,
                body.rect.h + 2.0 * REACH,
            );
            for index in 0..self.stage.elements.len() {
                let placed = self.stage.elements[index];
                if !placed.rect().overlaps(&reach) {
                    continue;
                }
                let effect =
                    element::touch(&placed, &mut self.game.phases[index], &mut self.game.held, &player);
                self.apply(effect, index as u32);
                if self.game.status != Status::Playing || self.respawning().is_some() {
                    break;
                }
            }
        }
        let rect = self.player();
        let stage = &self.stage;
        for (placed, phase) in stage.elements.iter().zip(&mut self.game.phases) {
            element::step(placed, phase, &self.game.held, &rect);
        }
        self.sync_blocks();
    }

    /// What a touch of the element at `index` does.
    fn apply(&mut self, effect: Effect, index: u32) {
        let kind = self.stage.elements[index as usize].kind;
        match effect {
            Effect::Quiet => return,
            Effect::Kills => return self.end(Status::Lost(Cause::Spikes)),
            Effect::Wins => return self.end(Status::Won),
            Effect::Thrown { x, y } => {
                let body = self.world.body_mut(self.stage.player).expect(PLAYER_STAYS);
                if let Some(x) = x {
                    body.vel.x = x;
                }
                if let Some(y) = y {
                    body.vel.y = y;
                }
            }
            Effect::Refill => {
                if let Some(controller) = &mut self.game.controller {
                    controller.refill_dash();
                }
            }
            Effect::Boost { x, y } => {
                let Some(controller) = &mut self.game.controller else { return };
                if controller.config().dashes == 0 {
                    return;
                }
                controller.boost(element::BOOSTER_HOLD_STEPS);
                // Pulled to the middle as far as the walls let it: a
                // booster under a ceiling never puts the player in it.
                let middle = self.body().rect.center();
                self.world.move_body(self.stage.player, Vec2::new(x - middle.x, y - middle.y));
                self.world.body_mut(self.stage.player).expect(PLAYER_STAYS).vel = Vec2::ZERO;
            }
            Effect::Noticed => {}
            Effect::Spreads => self.spread(index as usize),
            Effect::Release => {
                let mut released = false;
                for i in self.joined(index as usize) {
                    if let Some(&(_, id)) = self.stage.element_platforms.iter().find(|(e, _)| *e == i) {
                        released |= self.world.release_platform(id);
                    }
                }
                if !released {
                    return;
                }
            }
        }
        self.events.push(Event::Touched { element: kind, index });
    }

    /// Gives the phase of the element at `from` to every element of its
    /// kind joined to it.
    fn spread(&mut self, from: usize) {
        let phase = self.game.phases[from];
        for i in self.joined(from) {
            self.game.phases[i] = phase;
        }
    }

    /// The element at `from` and every element of its kind joined to it
    /// side by side, and on from them (found in plan order, so the same in
    /// every run).
    fn joined(&self, from: usize) -> Vec<usize> {
        let elements = &self.stage.elements;
        let kind = elements[from].kind;
        let (mut found, mut todo) = (vec![from], vec![from]);
        while let Some(i) = todo.pop() {
            let (x, y) = elements[i].cell;
            for (j, other) in elements.iter().enumerate() {
                let (ox, oy) = other.cell;
                if other.kind == kind && x.abs_diff(ox) + y.abs_diff(oy) == 1 && !found.contains(&j) {
                    found.push(j);
                    todo.push(j);
                }
            }
        }
        found
    }

    /// Makes the world's grid hold every block as its phase says, changing
    /// it only where it differs.
    pub(super) fn sync_blocks(&mut self) {
        let stage = &self.stage;
        let differs = stage.elements.iter().zip(&self.game.phases).any(|(placed, &phase)| {
            placed.kind.is_block()
                && self.world.grid().tile(placed.cell.0.into(), placed.cell.1.into())
                    != element::tile(placed, phase)
        });
        if differs {
            set_blocks(self.world.grid_mut(), &stage.elements, &self.game.phases);
        }
    }
}
