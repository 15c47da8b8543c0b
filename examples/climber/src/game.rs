//! One run of the level: the engine's world holding the climber's body,
//! its controller, spikes that send it back to the start, and the goal.

use ledge_engine::{BodyId, ControllerConfig, Rect, Vec2, World, WorldConfig};

use crate::{Climber, Map, Pad};

/// The climber's size, cells.
pub const SIZE: Vec2 = Vec2::new(0.75, 1.25);

/// Steps a second.
pub const STEP: f64 = 1.0 / 60.0;

/// Whether the run reached the goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Not yet: climbing.
    Ahead,
    /// Reached at this step.
    Reached(u64),
}

/// The level being played.
#[derive(Clone, Debug)]
pub struct Game {
    level: Map,
    world: World,
    player: BodyId,
    controller: Climber,
    goal: Goal,
    frame: u64,
    deaths: u32,
}

impl Game {
    /// Starts `level` with the controller's `feel` (see [`crate::FEEL`]).
    pub fn new(level: Map, feel: ControllerConfig) -> Game {
        // The world's gravity is the feel's: the body's scale is 1.
        let mut world = World::new(level.grid.clone(), WorldConfig { gravity: feel.jump().0, step: STEP });
        let controller = Climber::new(feel);
        let player = world.add_body(controller.controller().body(&world.config(), start_rect(&level)));
        Game { level, world, player, controller, goal: Goal::Ahead, frame: 0, deaths: 0 }
    }

    /// One step with `pad` held: the controller moves the climber, the
    /// world steps (its platforms, if it had any), spikes send it back to
    /// the start and the goal ends the run.
    pub fn step(&mut self, pad: Pad) {
        if self.goal != Goal::Ahead {
            return;
        }
        self.frame += 1;
        self.controller.update(&mut self.world, self.player, pad);
        self.world.step();
        let rect = self.player();
        if self.world.body(self.player).is_some_and(|b| b.contacts.hazard) {
            self.deaths += 1;
            self.controller = Climber::new(*self.controller.controller().config());
            if let Some(body) = self.world.body_mut(self.player) {
                body.rect = start_rect(&self.level);
                body.vel = Vec2::ZERO;
            }
        } else if rect.overlaps(&Rect::new(self.level.goal.0 as f64, self.level.goal.1 as f64, 1.0, 1.0)) {
            self.goal = Goal::Reached(self.frame);
        }
    }

    /// The climber's box, cells.
    pub fn player(&self) -> Rect {
        self.world.body(self.player).map_or(Rect::default(), |b| b.rect)
    }

    /// The climber's velocity, cells/s.
    pub fn velocity(&self) -> Vec2 {
        self.world.body(self.player).map_or(Vec2::ZERO, |b| b.vel)
    }

    /// The controller, for what the climber is doing.
    pub fn controller(&self) -> &Climber {
        &self.controller
    }

    /// The level.
    pub fn map(&self) -> &Map {
        &self.level
    }

    /// Where the run stands.
    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// Times the spikes sent the climber back.
    pub fn deaths(&self) -> u32 {
        self.deaths
    }

    /// Steps taken.
    pub fn frame(&self) -> u64 {
        self.frame
    }
}

/// The climber's box at the level's start, its feet on the start's floor.
fn start_rect(level: &Map) -> Rect {
    Rect::new(level.start.x - SIZE.x * 0.5, level.start.y - SIZE.y, SIZE.x, SIZE.y)
}
