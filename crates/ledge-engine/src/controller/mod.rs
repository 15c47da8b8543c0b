//! The player controller, one file per move; its docs are on [`Controller`].

mod body;
mod config;
mod corner;
mod dash;
mod effects;
mod events;
mod jump;
mod ladder;
mod walk;
mod wall_jump;
mod wall_slide;

pub use config::ControllerConfig;
pub use dash::DashConfig;
pub use events::{ControllerEvent, JumpKind};
pub use jump::JumpConfig;
pub use ladder::{on_ladder_top, LadderConfig};
pub use walk::WalkConfig;
pub use wall_jump::WallJumpConfig;
pub use wall_slide::WallSlideConfig;

use dash::{Dash, Dashed};
use effects::Effects;
use events::Events;
use jump::Jump;
use ladder::Ladder;
use walk::Walk;
use wall_jump::WallJump;
use wall_slide::WallSlide;

use crate::{Body, BodyId, Input, Side, StateSink, World};

/// A player controller whose feel is configuration: jump height and time,
/// variable height, coyote time, jump buffering, corner correction, air
/// jumps, ladders, per-surface acceleration, a dash, a wall slide and a
/// wall jump. Dropping through a one-way floor is the body's own rule:
/// holding down is all it needs.
///
/// It drives one body of a [`World`]: call [`Controller::update`] with the
/// buttons held before each [`World::step`].
///
/// Each move is a part of its own, as bevy-tnua's builtins are: a file
/// under `controller/` with the move's state, its rule and the view of
/// its tunables ([`ControllerConfig::jump_config`],
/// [`ControllerConfig::dash_config`], [`ControllerConfig::wall_slide_config`],
/// [`ControllerConfig::wall_jump_config`], [`ControllerConfig::ladder_config`],
/// [`ControllerConfig::walk_config`]). The controller holds one state per
/// move and runs them in [`Controller::update`]'s order.
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
    /// The way the player faces ([`walk`]).
    walk: Walk,
    /// Coyote time, the buffer, the air jumps, the rise ([`jump`]).
    jump: Jump,
    /// On a ladder or not ([`ladder`]).
    ladder: Ladder,
    /// The dashes left, the dash under way, a booster's hold ([`dash`]).
    dash: Dash,
    /// The wall slid down ([`wall_slide`]).
    wall_slide: WallSlide,
    /// The push away from a wall jumped off ([`wall_jump`]).
    wall_jump: WallJump,
    /// What the moves did at the last update, and the body's own motion
    /// while one changes it.
    effects: Effects,
}

impl Controller {
    /// A controller at rest.
    pub fn new(config: ControllerConfig) -> Controller {
        Controller {
            config,
            walk: Walk::START,
            jump: Jump::new(&config.jump_config()),
            ladder: Ladder::START,
            dash: Dash::new(&config.dash_config()),
            wall_slide: WallSlide::START,
            wall_jump: WallJump::START,
            effects: Effects { events: Events::NONE, held_motion: None },
        }
    }

    /// The configuration.
    pub fn config(&self) -> &ControllerConfig {
        &self.config
    }

    /// True while the body is on a ladder.
    pub fn is_climbing(&self) -> bool {
        self.ladder.climbing
    }

    /// The side the player faces: the last direction held left or right
    /// (right at first). A dash with no direction held goes that way.
    pub fn facing(&self) -> Side {
        self.walk.side()
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
        self.effects.events.as_slice()
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
        self.wall_slide.side != 0
    }

    /// The side of the wall the last [`Controller::update`] slid the body
    /// down, if it did ([`Controller::is_wall_sliding`]).
    pub fn wall_sliding(&self) -> Option<Side> {
        self.wall_slide.wall()
    }

    /// True from a dash's start (its freeze included) to its end.
    pub fn is_dashing(&self) -> bool {
        self.dash.is_dashing()
    }

    /// The direction of the dash under way (its freeze included): -1, 0
    /// or 1 along x and y, y down; `None` outside a dash.
    pub fn dash_direction(&self) -> Option<(i8, i8)> {
        self.is_dashing().then_some(self.dash.dir)
    }

    /// Dashes left before the next landing or refill.
    pub fn dashes_left(&self) -> u32 {
        self.dash.left
    }

    /// True when a dash has been used since the last landing or refill:
    /// fewer are left than the configuration gives (a game shows it, as
    /// Celeste's hair turns blue, and a dash crystal only refills then).
    pub fn dash_spent(&self) -> bool {
        self.dash.left < self.config.dashes
    }

    /// True when a press of dash at the next update, with the body as it
    /// is, starts a dash: one is left, or the body stands on the ground
    /// outside a dash, where the update gives them back first.
    pub fn can_dash(&self, body: &Body) -> bool {
        self.config.dashes > 0 && (self.dash.left > 0 || (body.contacts.on_ground() && !self.is_dashing()))
    }

    /// Holds the body still for `hold` updates, as a booster does, with
    /// every dash given back; then a dash starts toward the direction held
    /// at that update (ahead when none is), using one of them. A dash under
    /// way ends first. A controller without the dash is not held.
    ///
    /// ```
    /// use ledge_engine::{Controller, ControllerConfig, ControllerEvent, Grid, Input, Preset, Rect, World};
    /// let room = format!("{}############", "............\n".repeat(9));
    /// let mut world = World::new(Grid::from_text(&room).unwrap(), Preset::ledge().world());
    /// let mut player = Controller::new(ControllerConfig::default());
    /// let id = world.add_body(player.body(&world.config(), Rect::new(2.0, 3.0, 0.8, 1.5)));
    /// player.boost(10);
    /// let up_right = Input { up: true, right: true, ..Input::default() };
    /// let mut started = None;
    /// for step in 0..12 {
    ///     player.update(&mut world, id, up_right);
    ///     if player.events().contains(&ControllerEvent::DashStarted { x: 1, y: -1 }) {
    ///         started = Some(step);
    ///     }
    ///     world.step();
    /// }
    /// assert_eq!(started, Some(9)); // held for 10 updates, launched at the last
    /// assert_eq!(player.dashes_left(), 0); // the launch used the dash given back
    /// ```
    pub fn boost(&mut self, hold: u32) {
        if self.config.dashes == 0 {
            return;
        }
        self.dash.boost(hold, &self.config.dash_config(), &mut self.effects.events);
        (self.ladder.climbing, self.jump.rising, self.jump.buffer, self.wall_jump.push) =
            (false, false, 0.0, 0);
    }

    /// True while a booster holds the body ([`Controller::boost`]).
    pub fn is_boosting(&self) -> bool {
        self.dash.boost > 0
    }

    /// Gives back every dash of the configuration, as landing does (a dash
    /// crystal calls it).
    pub fn refill_dash(&mut self) {
        self.dash.refill(&self.config.dash_config());
    }

    /// The body was thrown up by something other than a jump (a stomp's
    /// bounce): it has left the ground, so coyote time ends there, and no
    /// ground jump can follow the throw.
    pub fn thrown_up(&mut self) {
        self.jump.coyote = 0.0;
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
        self.effects.events = Events::NONE;
        let Some(body) = world.body(id).copied() else { return };
        let mut body = body;
        let mut input = input;
        if let Some(motion) = self.effects.held_motion.take() {
            body.motion = motion;
        }
        let config = &self.config;
        let was_sliding = self.wall_slide.side;
        // 1.
        let pressed = self.jump.tick(&body, &input, &config.jump_config(), dt);
        self.walk.face(&input);
        if body.contacts.on_ground() && !self.dash.is_dashing() {
            self.dash.refill(&config.dash_config());
        }
        // 2.
        self.ladder.climb(&mut body, &input, &config.ladder_config());
        // 3.
        let facing = self.walk.facing;
        let effects = &mut self.effects;
        let mut dashed = Dashed::NONE;
        if self.dash.boost > 0 {
            dashed = self.dash.boosted(&mut body, &input, facing, &config.dash_config(), effects, dt);
        }
        if !dashed.busy && (config.dashes > 0 || self.dash.is_dashing()) {
            let run = self.dash.run(world, &mut body, &input, facing, &config.dash_config(), effects);
            dashed = Dashed { started: dashed.started || run.started, busy: run.busy };
        }
        if dashed.started {
            // A dash lets go of the ladder, ends the rise and drops a waiting press.
            (self.ladder.climbing, self.jump.rising, self.jump.buffer) = (false, false, 0.0);
        }
        if !dashed.busy {
            // 4.
            let climbing = self.ladder.climbing;
            let wall = if config.wall_jump && self.jump.is_buffered() && self.jump.airborne(&body, climbing) {
                WallJump::wall_near(&world.space(), &body, &input, &config.wall_jump_config())
            } else {
                0
            };
            match self.jump.take_off(
                &mut body,
                &input,
                &config.jump_config(),
                (pressed, climbing, wall),
                &mut effects.events,
            ) {
                Some(JumpKind::Wall(_)) => {
                    self.walk.facing =
                        self.wall_jump.push_off(&mut body, wall, &config.wall_jump_config(), dt);
                }
                Some(_) => self.ladder.climbing = false,
                None => {}
            }
            self.wall_jump.push_away(&mut input);
            // 5.
            self.wall_slide.slide(
                &mut body,
                &input,
                self.ladder.climbing,
                &config.wall_slide_config(),
                effects,
            );
        } else {
            self.wall_slide.side = 0;
        }
        // 6.
        if body.vel.y < 0.0 && !self.ladder.climbing {
            corner::correct(world, &mut body, config.corner_correction, &input);
        }
        // 7.
        if !dashed.busy {
            let base = || self.motion(&world.config()).gravity_scale;
            self.jump.apex(&mut body, &input, &config.jump_config(), self.ladder.climbing, base);
        }
        if self.wall_slide.side != was_sliding {
            if was_sliding != 0 {
                self.effects.events.push(ControllerEvent::WallSlideEnded);
            }
            if let Some(side) = self.wall_slide.wall() {
                self.effects.events.push(ControllerEvent::WallSlideStarted(side));
            }
        }
        body.input = input;
        body.climbing = self.ladder.climbing;
        if let Some(target) = world.body_mut(id) {
            *target = body;
        }
    }

    /// Feeds the controller's exact state to a hasher (for replays) or a
    /// key (for a search). Without the dash and the wall moves it feeds
    /// what it fed before they came, so that replays of that time keep
    /// their hashes.
    pub fn hash_into(&self, h: &mut impl StateSink) {
        let (jump, dash, wall_jump) = (&self.jump, &self.dash, &self.wall_jump);
        h.f64(jump.coyote).f64(jump.buffer).u64(jump.air_jumps as u64);
        h.u64(jump.rising as u64 | (self.ladder.climbing as u64) << 1 | (jump.held as u64) << 2);
        if self.config.has_dash_or_wall_moves() {
            let (dx, dy) = dash.dir;
            let small =
                [dx, dy, self.walk.facing, wall_jump.push_dir, dash.held as i8].map(|v| v as u8 as u64);
            h.u64(dash.left as u64).u64(dash.freeze as u64 | (dash.steps as u64) << 32);
            h.u64(wall_jump.push as u64).u64(small.iter().fold(0, |acc, &v| acc << 8 | v));
        }
        // Only a controller held in a booster feeds its hold, so that every
        // other state keeps its hash.
        if dash.boost > 0 {
            h.u64(u64::from(dash.boost) | 1 << 40);
        }
    }
}
