//! The player controller, one file per move; its docs are on [`Controller`].

mod config;
mod corner;
mod dash;
mod events;
mod jump;
mod ladder;
mod walk;
mod wall_jump;
mod wall_slide;

pub use config::ControllerConfig;
pub use events::{ControllerEvent, JumpKind};

use events::Events;

use crate::{Body, BodyId, Input, Motion, Side, StateSink, World};

/// A player controller whose feel is configuration: jump height and time,
/// variable height, coyote time, jump buffering, corner correction, air
/// jumps, ladders, per-surface acceleration, a dash, a wall slide and a
/// wall jump. Dropping through a one-way floor is the body's own rule:
/// holding down is all it needs.
///
/// It drives one body of a [`World`]: call [`Controller::update`] with the
/// buttons held before each [`World::step`].
///
/// ```
/// use ledge_engine::{Controller, ControllerConfig, Grid, Input, Preset, Rect, World};
/// // A 12x10 room with a floor along its bottom row.
/// let room = format!("{}############", "............\n".repeat(9));
/// let mut world = World::new(Grid::from_text(&room).unwrap(), Preset::ledge().world());
/// let mut player = Controller::new(ControllerConfig { jump_height: 3.0, ..ControllerConfig::default() });
/// let id = world.add_body(player.body(&world.config(), Rect::new(2.0, 7.5, 0.8, 1.5)));
/// let mut highest = f64::INFINITY;
/// for step in 0..90 {
///     player.update(&mut world, id, Input { jump: step >= 10, ..Input::default() });
///     world.step();
///     highest = highest.min(world.body(id).unwrap().rect.y);
/// }
/// assert!((7.5 - highest - 3.0).abs() < 0.03); // a 3-cell jump, as configured
/// ```
///
/// A controller's body takes its buttons through [`Controller::update`]
/// only. [`World::set_input`] on it walks it but never jumps or dashes
/// (those moves are the controller's), and the next update replaces
/// those buttons: give the controller the buttons instead.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Controller {
    config: ControllerConfig,
    /// Seconds left to jump after leaving the ground.
    coyote: f64,
    /// Seconds left for a jump press to fire.
    buffer: f64,
    /// Air jumps left before landing.
    air_jumps: u32,
    /// Rising from a jump, jump still held.
    rising: bool,
    /// On a ladder.
    climbing: bool,
    /// Jump was held at the last update.
    jump_held: bool,
    /// Dashes left before landing.
    dashes: u32,
    /// Dash was held at the last update.
    dash_held: bool,
    /// The dash under way (-1, 0 or 1 along x and y); (0, 0) for none.
    dash_dir: (i8, i8),
    /// Steps left of the dash's freeze, then of its flight.
    dash_freeze: u32,
    dash_steps: u32,
    /// -1 facing left, 1 facing right: where a dash with no direction goes.
    facing: i8,
    /// Steps left of a wall jump's push away from the wall, and its side.
    wall_push: u32,
    push_dir: i8,
    /// The wall the last update slid the body down: -1 left, 1 right, 0 none.
    sliding: i8,
    /// Steps left of being held in a booster before it launches a dash
    /// ([`Controller::boost`]).
    boost: u32,
    /// What the moves did at the last update.
    events: Events,
    /// The body's own motion, while a move changes it for one step.
    held_motion: Option<Motion>,
}

impl Controller {
    /// A controller at rest.
    pub fn new(config: ControllerConfig) -> Controller {
        Controller {
            config,
            coyote: 0.0,
            buffer: 0.0,
            air_jumps: config.air_jumps,
            rising: false,
            climbing: false,
            jump_held: false,
            dashes: config.dashes,
            dash_held: false,
            dash_dir: (0, 0),
            dash_freeze: 0,
            dash_steps: 0,
            facing: 1,
            wall_push: 0,
            push_dir: 0,
            sliding: 0,
            boost: 0,
            events: Events::NONE,
            held_motion: None,
        }
    }

    /// The configuration.
    pub fn config(&self) -> &ControllerConfig {
        &self.config
    }

    /// True while the body is on a ladder.
    pub fn is_climbing(&self) -> bool {
        self.climbing
    }

    /// The side the player faces: the last direction held left or right
    /// (right at first). A dash with no direction held goes that way.
    pub fn facing(&self) -> Side {
        if self.facing < 0 {
            Side::Left
        } else {
            Side::Right
        }
    }

    /// What the moves started or ended at the last [`Controller::update`],
    /// in the order they happened: a jump and its kind, a dash's start and
    /// end, a wall slide's start and end. The world's events
    /// ([`World::events`]) say what the step did with them: landings, walls
    /// and ceilings met.
    ///
    /// ```
    /// use ledge_engine::{Controller, ControllerConfig, ControllerEvent, Grid, Input, JumpKind, Preset, Rect, World};
    /// let room = format!("{}############", "............\n".repeat(9));
    /// let mut world = World::new(Grid::from_text(&room).unwrap(), Preset::ledge().world());
    /// let mut player = Controller::new(ControllerConfig::default());
    /// let id = world.add_body(player.body(&world.config(), Rect::new(2.0, 7.5, 0.8, 1.5)));
    /// let mut heard = Vec::new();
    /// for step in 0..40 {
    ///     let input = Input { jump: step == 5, dash: step == 20, right: step >= 20, ..Input::default() };
    ///     player.update(&mut world, id, input);
    ///     heard.extend_from_slice(player.events());
    ///     world.step();
    /// }
    /// assert_eq!(
    ///     heard,
    ///     [
    ///         ControllerEvent::Jumped(JumpKind::Ground),
    ///         ControllerEvent::DashStarted { x: 1, y: 0 },
    ///         ControllerEvent::DashEnded,
    ///     ]
    /// );
    /// ```
    pub fn events(&self) -> &[ControllerEvent] {
        self.events.as_slice()
    }

    /// True when the last [`Controller::update`] slid the body down a
    /// wall: in the air, falling (or at the top of a rise), held toward a
    /// wall it touches, with [`ControllerConfig::wall_slide`] on. The fall
    /// of the next step is capped at [`ControllerConfig::wall_slide_speed`].
    ///
    /// ```
    /// use ledge_engine::{Controller, ControllerConfig, Grid, Input, Preset, Rect, Side, World};
    /// // A tall wall on column 4 and the player in the air beside it.
    /// let grid = Grid::from_text(&"....#...\n".repeat(12)).unwrap();
    /// let mut world = World::new(grid, Preset::ledge().world());
    /// let mut player = Controller::new(ControllerConfig::default());
    /// let id = world.add_body(player.body(&world.config(), Rect::new(3.2, 1.0, 0.8, 1.5)));
    /// let toward = Input { right: true, ..Input::default() };
    /// for _ in 0..20 {
    ///     player.update(&mut world, id, toward);
    ///     world.step();
    /// }
    /// assert!(player.is_wall_sliding());
    /// assert_eq!(player.wall_sliding(), Some(Side::Right));
    /// assert!(world.body(id).unwrap().vel.y <= ControllerConfig::default().wall_slide_speed);
    /// player.update(&mut world, id, Input::default()); // let go of the wall
    /// assert!(!player.is_wall_sliding());
    /// ```
    pub fn is_wall_sliding(&self) -> bool {
        self.sliding != 0
    }

    /// The side of the wall the last [`Controller::update`] slid the body
    /// down, if it did ([`Controller::is_wall_sliding`]).
    pub fn wall_sliding(&self) -> Option<Side> {
        match self.sliding {
            0 => None,
            s if s < 0 => Some(Side::Left),
            _ => Some(Side::Right),
        }
    }

    /// True from a dash's start (its freeze included) to its end.
    pub fn is_dashing(&self) -> bool {
        self.dash_dir != (0, 0)
    }

    /// The direction of the dash under way (its freeze included): -1, 0
    /// or 1 along x and y, y down; `None` outside a dash.
    pub fn dash_direction(&self) -> Option<(i8, i8)> {
        self.is_dashing().then_some(self.dash_dir)
    }

    /// Dashes left before the next landing or refill.
    pub fn dashes_left(&self) -> u32 {
        self.dashes
    }

    /// True when a press of dash at the next update, with the body as it
    /// is, starts a dash: one is left, or the body stands on the ground
    /// outside a dash, where the update gives them back first.
    pub fn can_dash(&self, body: &Body) -> bool {
        self.config.dashes > 0 && (self.dashes > 0 || (body.contacts.on_ground() && !self.is_dashing()))
    }

    /// Gives back every dash of the configuration, as landing does (a dash
    /// crystal calls it).
    pub fn refill_dash(&mut self) {
        self.dashes = self.config.dashes;
    }

    fn jump_speed(&self) -> f64 {
        self.config.jump().1
    }

    /// Reads the body's contacts after the last step and sets its velocity
    /// and buttons for the next one:
    /// 1. timers: coyote time restarts on the ground, a press starts the
    ///    buffer; the dashes refill on the ground outside a dash;
    /// 2. ladders: start or stop climbing;
    /// 3. dash: a press starts one when one is left (or a booster's hold
    ///    ends); while it lasts the other moves wait;
    /// 4. jump: a buffered press fires from the ground, within coyote time,
    ///    from a ladder, off a wall within reach, or as an air jump;
    ///    releasing early cuts the rise; a wall jump's push holds the input
    ///    away from the wall;
    /// 5. held toward a wall while falling, the fall is capped (wall slide);
    /// 6. a rising head that would clip a ceiling corner is nudged past it;
    /// 7. near the top of a jump with jump held, gravity takes its apex share.
    ///
    /// A move that changes the body's motion (the dash, the slide) changes
    /// it for the next step only: the update after gives it back.
    pub fn update(&mut self, world: &mut World, id: BodyId, input: Input) {
        let dt = world.config().step;
        self.events = Events::NONE;
        let Some(body) = world.body(id).copied() else { return };
        let mut body = body;
        let mut input = input;
        if let Some(motion) = self.held_motion.take() {
            body.motion = motion;
        }
        let was_sliding = self.sliding;
        // 1.
        let pressed = input.jump && !self.jump_held;
        self.tick_timers(&body, &input, dt);
        if input.horizontal() != 0.0 {
            self.facing = input.horizontal() as i8;
        }
        if body.contacts.on_ground() && !self.is_dashing() {
            self.dashes = self.config.dashes;
        }
        // 2.
        self.climb(&mut body, &input);
        // 3.
        let dashing = self.boosted(&mut body, &input, dt)
            || ((self.config.dashes > 0 || self.is_dashing())
                && self.dash(&world.space(), &mut body, &input, dt));
        if !dashing {
            // 4.
            let airborne = !body.contacts.on_ground() && self.coyote <= 0.0 && !self.climbing;
            let wall = if self.config.wall_jump && self.buffer > 0.0 && airborne {
                self.wall_near(&world.space(), &body, &input)
            } else {
                0
            };
            self.jump(&mut body, &input, pressed, wall, dt);
            self.push_away(&mut input);
            // 5.
            self.wall_slide(&mut body, &input);
        } else {
            self.sliding = 0;
        }
        // 6.
        if body.vel.y < 0.0 && !self.climbing {
            corner::correct(world, &mut body, self.config.corner_correction, &input);
        }
        // 7.
        if !dashing {
            self.apex(&world.config(), &mut body, &input);
        }
        if self.sliding != was_sliding {
            if was_sliding != 0 {
                self.events.push(ControllerEvent::WallSlideEnded);
            }
            if let Some(side) = self.wall_sliding() {
                self.events.push(ControllerEvent::WallSlideStarted(side));
            }
        }
        body.input = input;
        body.climbing = self.climbing;
        if let Some(target) = world.body_mut(id) {
            *target = body;
        }
    }

    /// The body's motion, kept to be given back at the next update, for a
    /// move to change for one step.
    fn hold_motion<'a>(&mut self, body: &'a mut Body) -> &'a mut Motion {
        self.held_motion.get_or_insert(body.motion);
        &mut body.motion
    }

    /// Feeds the controller's exact state to a hasher (for replays) or a
    /// key (for a search). Without the dash and the wall moves it feeds
    /// what it fed before they came, so that replays of that time keep
    /// their hashes.
    pub fn hash_into(&self, h: &mut impl StateSink) {
        h.f64(self.coyote).f64(self.buffer).u64(self.air_jumps as u64);
        h.u64(self.rising as u64 | (self.climbing as u64) << 1 | (self.jump_held as u64) << 2);
        if self.config.has_dash_or_wall_moves() {
            let (dx, dy) = self.dash_dir;
            let small = [dx, dy, self.facing, self.push_dir, self.dash_held as i8].map(|v| v as u8 as u64);
            h.u64(self.dashes as u64).u64(self.dash_freeze as u64 | (self.dash_steps as u64) << 32);
            h.u64(self.wall_push as u64).u64(small.iter().fold(0, |acc, &v| acc << 8 | v));
        }
        // Only a controller held in a booster feeds its hold, so that every
        // other state keeps its hash.
        if self.boost > 0 {
            h.u64(u64::from(self.boost) | 1 << 40);
        }
    }
}

/// Whole steps of `dt` seconds in `seconds` (rounded; none for a negative
/// or NaN time).
fn steps(seconds: f64, dt: f64) -> u32 {
    (seconds / dt).round() as u32
}
