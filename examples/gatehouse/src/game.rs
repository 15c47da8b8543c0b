//! One run of the level: the player on the engine's controller, the gate
//! the game drives, and what the player touches told by the world's
//! overlap events.

use ledge_engine::{
    Body, BodyId, Controller, ControllerConfig, EventKind, Input, Path, Platform, PlatformId, Preset, Rect,
    Vec2, World,
};

use crate::Level;

/// The player's size, cells.
pub const SIZE: Vec2 = Vec2::new(0.8, 1.5);

/// How high the gate lifts, cells.
pub const LIFT: f64 = 2.5;

/// How fast the gate rises while the plate is held, and sinks after, cells/s.
const RISE: f64 = 3.0;
const SINK: f64 = 2.0;

/// How long the gate stays up once the plate is let go, seconds.
const HOLD: f64 = 0.8;

/// Overlap layers: the player looks at the things it can touch.
const PLAYER: u32 = 1;
const THINGS: u32 = 2;

/// What a step did that a player hears or sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Happened {
    /// A gem was taken.
    GemTaken,
    /// The player stepped onto the plate: the gate rises.
    PlatePressed,
    /// The player stepped off the plate: the gate soon sinks.
    PlateLeft,
    /// Spikes or the gate ended the run; it starts over.
    Lost(Cause),
    /// The player reached the door.
    Won,
}

/// What ended a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// The spikes.
    Spikes,
    /// The gate came down on the player.
    Crushed,
}

/// The level being played.
#[derive(Clone, Debug)]
pub struct Game {
    level: Level,
    world: World,
    controller: Controller,
    player: BodyId,
    plate: BodyId,
    door: BodyId,
    gems: Vec<BodyId>,
    gate: PlatformId,
    /// How far the gate is lifted, cells; seconds it stays up yet.
    lifted: f64,
    hold: f64,
    pressed: bool,
    taken: usize,
    losses: u32,
    won: Option<u64>,
    frame: u64,
    happened: Vec<Happened>,
}

impl Game {
    /// Starts `level`.
    pub fn new(level: Level) -> Game {
        let preset = Preset::ledge();
        let mut world = World::new(level.grid.clone(), preset.world());
        let controller = Controller::new(ControllerConfig {
            coyote_time: 0.1,
            jump_buffer: 0.1,
            ..ControllerConfig::default()
        });
        let (x, y) = level.start;
        let rect = Rect::new(x as f64, y as f64 + 1.0 - SIZE.y, SIZE.x, SIZE.y);
        let player = world.add_body(controller.body(&world.config(), rect).with_layers(PLAYER, THINGS));
        // The things to touch are bodies the world does not move.
        let mut thing = |rect: Rect| world.add_body(Body::kinematic(rect).with_layers(THINGS, 0));
        let plate = thing(level.plate);
        let door = thing(level.door);
        let gems = level
            .gems
            .iter()
            .map(|&(x, y)| thing(Rect::new(x as f64 + 0.2, y as f64 + 0.2, 0.6, 0.6)))
            .collect();
        let gate = level.gate;
        let gate = world
            .add_platform(Platform::new(Vec2::new(gate.w, gate.h), Path::still(Vec2::new(gate.x, gate.y))));
        Game {
            level,
            world,
            controller,
            player,
            plate,
            door,
            gems,
            gate,
            lifted: 0.0,
            hold: 0.0,
            pressed: false,
            taken: 0,
            losses: 0,
            won: None,
            frame: 0,
            happened: Vec::new(),
        }
    }

    /// One step with `input` held; returns what happened. After the door,
    /// nothing moves.
    pub fn step(&mut self, input: Input) -> &[Happened] {
        self.happened.clear();
        if self.won.is_some() {
            return &self.happened;
        }
        self.frame += 1;
        self.controller.update(&mut self.world, self.player, input);
        self.drive_gate();
        self.world.step();
        let player = self.player;
        let touched: Vec<EventKind> =
            self.world.events().iter().filter(|e| e.body == player).map(|e| e.kind).collect();
        let mut lost = None;
        for kind in touched {
            match kind {
                EventKind::OverlapBegan(other) if other == self.plate => {
                    self.pressed = true;
                    self.happened.push(Happened::PlatePressed);
                }
                EventKind::OverlapEnded(other) if other == self.plate => {
                    (self.pressed, self.hold) = (false, HOLD);
                    self.happened.push(Happened::PlateLeft);
                }
                EventKind::OverlapBegan(other) if other == self.door => {
                    self.won = Some(self.frame);
                    self.happened.push(Happened::Won);
                }
                EventKind::OverlapBegan(other) if self.gems.contains(&other) => {
                    self.world.remove_body(other);
                    self.taken += 1;
                    self.happened.push(Happened::GemTaken);
                }
                EventKind::Crushed => lost = Some(Cause::Crushed),
                EventKind::EnteredHazard => lost = lost.or(Some(Cause::Spikes)),
                _ => {}
            }
        }
        if let Some(cause) = lost.filter(|_| self.won.is_none()) {
            self.start_over(cause);
        }
        &self.happened
    }

    /// Lifts the gate while the plate is held, holds it up a moment after,
    /// then lets it sink: the world moves it at the next step, carrying and
    /// crushing what is in its way.
    fn drive_gate(&mut self) {
        let dt = self.world.config().step;
        let before = self.lifted;
        if self.pressed {
            self.lifted = (self.lifted + RISE * dt).min(LIFT);
        } else if self.hold > 0.0 {
            self.hold -= dt;
        } else {
            self.lifted = (self.lifted - SINK * dt).max(0.0);
        }
        if self.lifted != before {
            let shut = self.level.gate;
            self.world.drive_platform(self.gate, Vec2::new(shut.x, shut.y - self.lifted));
        }
    }

    /// Starts the level over, gems and all, counting the loss.
    fn start_over(&mut self, cause: Cause) {
        let (losses, frame) = (self.losses + 1, self.frame);
        *self = Game::new(self.level.clone());
        (self.losses, self.frame) = (losses, frame);
        self.happened.push(Happened::Lost(cause));
    }

    /// The player's box, cells.
    pub fn player(&self) -> Rect {
        self.world.body(self.player).map_or(Rect::default(), |b| b.rect)
    }

    /// The gate's box, cells.
    pub fn gate(&self) -> Rect {
        self.world.platform(self.gate).map_or(self.level.gate, |p| p.rect)
    }

    /// True while the player stands on the plate.
    pub fn plate_held(&self) -> bool {
        self.pressed
    }

    /// The gems not taken yet, as boxes.
    pub fn gems(&self) -> impl Iterator<Item = Rect> + '_ {
        self.gems.iter().filter_map(|&id| self.world.body(id)).map(|b| b.rect)
    }

    /// Gems taken, of how many.
    pub fn gems_taken(&self) -> (usize, usize) {
        (self.taken, self.gems.len())
    }

    /// Runs lost to spikes or the gate.
    pub fn losses(&self) -> u32 {
        self.losses
    }

    /// The step the door was reached at, if it was.
    pub fn won(&self) -> Option<u64> {
        self.won
    }

    /// Steps taken, over every run.
    pub fn frame(&self) -> u64 {
        self.frame
    }

    /// The level.
    pub fn level(&self) -> &Level {
        &self.level
    }

    /// The player's controller, for what the player is doing.
    pub fn controller(&self) -> &Controller {
        &self.controller
    }
}
