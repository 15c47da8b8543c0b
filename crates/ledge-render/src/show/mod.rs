//! What the game looks like from step to step beyond where things are:
//! the player's pose, squash and stretch, dust, the dash's afterimages
//! and the scarf that shows whether it is spent, the wall slide's dust, the pop of a coin, a
//! stomped monster flattened, the shake of the view, and the pauses that
//! hold the picture (hit-pause, the death freeze).
//!
//! A [`Show`] is stepped with the game, after each [`Play::step`], from its
//! events and the player's body: no wall clock and seeded randomness, so
//! the same run shows the same pictures in the window, in `ledge render`
//! and on the web page. It never changes the game: the pauses are asked of
//! whoever steps the game ([`Show::take_hold`]); replays, the solver and
//! agents never see them.

mod moves;
mod particles;
mod pose;

use ledge_engine::{Rect, Vec2};
use ledge_game::{Event, Figure, FigureKind, Flourish, Play, Status};

pub use moves::{
    Afterimage, Cue, DashLook, Dasher, Scarf, AFTERIMAGE_EVERY_SECONDS, AFTERIMAGE_LIFE_SECONDS,
    REFILL_FLASH_SECONDS, SCARF, SCARF_SPENT, SLIDE_SCRAPE_STEPS,
};
pub use particles::{Particle, Particles, Spray};
pub use pose::Pose;

/// Steps the picture holds after a monster is stomped.
pub const STOMP_HOLD_STEPS: u32 = 4;
/// Steps the picture holds when the player is lost.
pub const DEATH_HOLD_STEPS: u32 = 10;
/// Steps the lost player shows hurt before it bursts (after the freeze of
/// [`DEATH_HOLD_STEPS`]), a third of the way to being back at its flag.
const HURT_STEPS: u64 = 6;
/// Steps a landing crouch lasts.
const LAND_STEPS: u32 = 6;
/// Steps a stomped monster stays flattened; a taken coin sparkles.
pub(crate) const FADE_STEPS: u32 = 24;
/// How fast squash and stretch ease back, per step.
const SQUASH_EASE: f64 = 0.25;
/// Cells run between two puffs of dust.
const DUST_EVERY: f64 = 0.9;
/// How fast the shake dies down, per step.
const SHAKE_DECAY: f64 = 0.8;
/// Steps between two specks of dust from a hand sliding down a wall.
const SLIDE_DUST_STEPS: u64 = 4;

/// Colours of the specks.
mod specks {
    use crate::Color;
    pub const DUST: [Color; 2] = [Color::rgb(236, 228, 210), Color::rgb(196, 186, 170)];
    pub const GOLD: [Color; 3] =
        [Color::rgb(255, 236, 120), Color::rgb(255, 200, 60), Color::rgb(255, 255, 230)];
    pub const STOMP: [Color; 3] =
        [Color::rgb(170, 90, 200), Color::rgb(255, 255, 255), Color::rgb(120, 60, 160)];
    pub const HURT: [Color; 3] =
        [Color::rgb(232, 72, 72), Color::rgb(255, 255, 255), Color::rgb(255, 180, 90)];
}

/// The bursts' sprays.
mod sprays {
    use ledge_engine::Vec2;

    use super::Spray;

    /// The lost player bursting.
    pub const HURT: Spray =
        Spray { count: 24, vel: Vec2::new(0.0, -2.0), spread: 7.0, life: 40, size: 2, weight: 0.6 };
    /// Where a coin was taken.
    pub const COIN: Spray =
        Spray { count: 10, vel: Vec2::new(0.0, -2.5), spread: 5.0, life: 28, size: 1, weight: 0.5 };
    /// Off a stomped monster's head.
    pub const STOMP: Spray =
        Spray { count: 12, vel: Vec2::new(0.0, -3.0), spread: 6.0, life: 26, size: 2, weight: 0.8 };
    /// From the winner's feet.
    pub const WIN: Spray =
        Spray { count: 20, vel: Vec2::new(0.0, -4.0), spread: 6.0, life: 45, size: 1, weight: 0.4 };
    /// From the feet at a checkpoint touched.
    pub const CHECKPOINT: Spray =
        Spray { count: 14, vel: Vec2::new(0.0, -4.0), spread: 4.0, life: 36, size: 1, weight: 0.3 };
}

/// Something that has left the game but still shows for a moment.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fade {
    /// What it was: its art says what shows ([`ledge_game::Gone`]).
    pub kind: FigureKind,
    /// Where it was, cells.
    pub rect: Rect,
    /// Which way it faced.
    pub facing_left: bool,
    /// Steps since it left.
    pub age: u32,
}

/// The look of the game beyond where things are, stepped with it.
#[derive(Clone, Debug)]
pub struct Show {
    steps: u64,
    pose: Pose,
    run_phase: f64,
    climb_phase: f64,
    idle_steps: u32,
    land_steps: u32,
    squash: Vec2,
    dust_phase: f64,
    facing_left: bool,
    lost_for: Option<u64>,
    /// Where the player was when it died: it shows there until it bursts,
    /// whatever its body does after (a body lost in lava sinks through it).
    died: Option<Rect>,
    fades: Vec<Fade>,
    particles: Particles,
    shake: f64,
    hold: u32,
    dash: DashLook,
    cues: Vec<Cue>,
    slide_steps: u64,
}

impl Default for Show {
    fn default() -> Show {
        Show::new()
    }
}

impl Show {
    /// The look of a level's first step.
    pub fn new() -> Show {
        Show {
            steps: 0,
            pose: Pose::Idle(0),
            run_phase: 0.0,
            climb_phase: 0.0,
            idle_steps: 0,
            land_steps: 0,
            squash: Vec2::new(1.0, 1.0),
            dust_phase: 0.0,
            facing_left: false,
            lost_for: None,
            died: None,
            fades: Vec::new(),
            particles: Particles::new(),
            shake: 0.0,
            hold: 0,
            dash: DashLook::default(),
            cues: Vec::new(),
            slide_steps: 0,
        }
    }

    /// Follows one step of `play`, just taken; `before` are its figures
    /// before the step (where a coin taken or a monster stomped was).
    pub fn step(&mut self, play: &Play, before: &[Figure]) {
        let dt = play.world().config().step;
        self.steps += 1;
        self.particles.step(dt);
        self.fades.iter_mut().for_each(|f| f.age += 1);
        self.fades.retain(|f| f.age < FADE_STEPS);
        self.shake *= SHAKE_DECAY;
        self.squash = Vec2::new(ease(self.squash.x), ease(self.squash.y));
        self.land_steps = self.land_steps.saturating_sub(1);
        self.cues.clear();

        let player = play.player();
        let feet = Vec2::new(player.center().x, player.bottom());
        let dies = play.events().iter().any(|e| matches!(e, Event::Lost(_)));
        if dies && self.died.is_none() {
            self.died = Some(player);
        }
        for event in play.events() {
            // A dead body raises no dust and squashes no more.
            let moved = matches!(event, Event::Jumped | Event::Landed | Event::HitCeiling);
            if !(moved && self.died.is_some()) {
                self.on_event(*event, before, feet);
            }
        }
        if matches!(play.status(), Status::Lost(_)) || play.respawning().is_some() {
            let lost_for = self.lost_for.map_or(0, |n| n + 1);
            self.lost_for = Some(lost_for);
            if lost_for == HURT_STEPS {
                let spray = sprays::HURT;
                let at = self.died.unwrap_or(player).center();
                self.particles.spray(at, &specks::HURT, spray);
            }
            self.pose = Pose::Hurt;
            self.dash.step(self.dasher(play, false), dt, &mut self.cues);
            return;
        }
        self.pose_from(play, feet, dt);
        self.dash.step(self.dasher(play, true), dt, &mut self.cues);
    }

    /// The player as the dash's look follows it; a lost one dashes no more.
    fn dasher(&self, play: &Play, alive: bool) -> Dasher {
        let controller = play.controller();
        Dasher {
            rect: play.player(),
            pose: self.pose,
            facing_left: self.facing_left,
            dashing: alive && controller.is_some_and(|c| c.is_dashing()),
            spent: controller.is_some_and(|c| c.dash_spent()),
        }
    }

    fn on_event(&mut self, event: Event, before: &[Figure], feet: Vec2) {
        let was = |id: u32| before.iter().find(|f| f.id == id).copied();
        match event {
            Event::Jumped => {
                if self.pose == Pose::Slide {
                    self.cues.push(Cue::WallJump);
                }
                self.squash = Vec2::new(0.75, 1.3);
                self.puff(feet, 5, 2.5);
            }
            Event::Landed => {
                self.squash = Vec2::new(1.3, 0.75);
                self.land_steps = LAND_STEPS;
                self.puff(feet, 7, 3.5);
            }
            Event::CoinTaken { id } => {
                if let Some(coin) = was(id) {
                    self.fades.push(Fade { kind: coin.kind, rect: coin.rect, facing_left: false, age: 0 });
                    let spray = sprays::COIN;
                    self.particles.spray(coin.rect.center(), &specks::GOLD, spray);
                }
            }
            Event::MonsterStomped { id } => {
                if let Some(monster) = was(id) {
                    self.fades.push(Fade {
                        kind: monster.kind,
                        rect: monster.rect,
                        facing_left: monster.facing_left,
                        age: 0,
                    });
                    let spray = sprays::STOMP;
                    self.particles.spray(
                        Vec2::new(monster.rect.center().x, monster.rect.y),
                        &specks::STOMP,
                        spray,
                    );
                }
                self.hold += STOMP_HOLD_STEPS;
                self.shake = self.shake.max(3.0);
                self.squash = Vec2::new(0.8, 1.25);
            }
            Event::Lost(_) => {
                self.hold += DEATH_HOLD_STEPS;
                self.shake = self.shake.max(6.0);
            }
            Event::Won => {
                let spray = sprays::WIN;
                self.particles.spray(feet, &specks::GOLD, spray);
            }
            Event::Checkpoint { .. } => {
                let spray = sprays::CHECKPOINT;
                self.particles.spray(feet, &specks::GOLD, spray);
            }
            Event::Respawned => {
                self.lost_for = None;
                self.died = None;
                self.squash = Vec2::new(0.7, 1.35);
                self.puff(feet, 8, 2.5);
            }
            Event::Touched { element, .. } => match element.decl().flourish {
                Flourish::Squash => self.squash = Vec2::new(0.7, 1.35),
                Flourish::Sparkle => self.particles.spray(feet, &specks::GOLD, sprays::CHECKPOINT),
                Flourish::None => {}
            },
            Event::HitCeiling => self.squash = Vec2::new(1.15, 0.85),
            Event::HitWall(_) | Event::Climbed => {}
        }
    }

    /// The pose of a player still in play, and the dust of its running.
    fn pose_from(&mut self, play: &Play, feet: Vec2, dt: f64) {
        let body = play.body();
        let on_ground = body.contacts.on_ground();
        let (dx, dy) = (body.vel.x * dt, body.vel.y * dt);
        let facing_left = play.figures().next().is_some_and(|f| f.facing_left);
        let turned = facing_left != self.facing_left;
        self.facing_left = facing_left;
        let running = on_ground && dx.abs() > 1e-4;
        let pushing = on_ground
            && ((body.contacts.wall_right && body.input.right && !facing_left)
                || (body.contacts.wall_left && body.input.left && facing_left));
        // The controller's own slide; without one (the seeds' physics), a
        // fall held against a wall.
        let sliding = match play.controller() {
            Some(controller) => controller.is_wall_sliding(),
            None => {
                !on_ground
                    && !body.climbing
                    && body.vel.y > 0.0
                    && ((body.contacts.wall_right && body.input.right)
                        || (body.contacts.wall_left && body.input.left))
            }
        };
        self.slide_steps = if sliding { self.slide_steps + 1 } else { 0 };
        if self.slide_steps % SLIDE_SCRAPE_STEPS == 1 {
            self.cues.push(Cue::WallSlide);
        }
        if sliding && self.steps % SLIDE_DUST_STEPS == 0 {
            let player = play.player();
            let (x, out) = if body.contacts.wall_right { (player.right(), -1.0) } else { (player.x, 1.0) };
            let spray =
                Spray { count: 1, vel: Vec2::new(out, -1.5), spread: 0.6, life: 16, size: 2, weight: -0.05 };
            self.particles.spray(Vec2::new(x, player.y + player.h * 0.3), &specks::DUST, spray);
        }
        self.idle_steps = if running || !on_ground || body.climbing { 0 } else { self.idle_steps + 1 };
        if running {
            self.run_phase += dx.abs();
            self.dust_phase += dx.abs();
            if self.dust_phase >= DUST_EVERY || turned {
                self.dust_phase = 0.0;
                let back = if dx > 0.0 { -1.5 } else { 1.5 };
                let spray = Spray {
                    count: if turned { 4 } else { 2 },
                    vel: Vec2::new(back, -1.0),
                    spread: 1.0,
                    life: 18,
                    size: 2,
                    weight: -0.05,
                };
                self.particles.spray(feet, &specks::DUST, spray);
            }
        } else {
            self.run_phase = 0.0;
        }
        if body.climbing {
            self.climb_phase += dy.abs() + dx.abs();
        }
        let dashing = play.controller().is_some_and(|c| c.is_dashing());
        self.pose = if dashing {
            Pose::Dash
        } else if body.climbing {
            pose::climb(self.climb_phase)
        } else if sliding {
            Pose::Slide
        } else if !on_ground {
            if body.vel.y < 0.0 {
                Pose::Rise
            } else {
                Pose::Fall
            }
        } else if pushing {
            Pose::Push
        } else if running {
            pose::run(self.run_phase)
        } else if self.land_steps > 0 {
            Pose::Land
        } else {
            pose::idle(self.idle_steps)
        };
    }

    /// A puff of `count` dust specks at the feet, spreading sideways.
    fn puff(&mut self, feet: Vec2, count: usize, speed: f64) {
        for side in [-1.0, 1.0] {
            let spray = Spray {
                count: count / 2 + 1,
                vel: Vec2::new(side * speed, -0.8),
                spread: 1.0,
                life: 16,
                size: 2,
                weight: -0.05,
            };
            self.particles.spray(feet, &specks::DUST, spray);
        }
    }

    /// Steps the picture should hold before the game steps again (a
    /// hit-pause, the death freeze); asked once, then zero until the next.
    pub fn take_hold(&mut self) -> u32 {
        std::mem::take(&mut self.hold)
    }

    /// Steps followed since the level's start.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The player's pose now.
    pub fn pose(&self) -> Pose {
        self.pose
    }

    /// What the player's scarf shows of the dash.
    pub fn scarf(&self) -> Scarf {
        self.dash.scarf()
    }

    /// The moves the player began on the last step, to be sounded.
    pub fn cues(&self) -> &[Cue] {
        &self.cues
    }

    /// The dash's afterimages still showing, oldest first.
    pub fn afterimages(&self) -> &[Afterimage] {
        self.dash.afterimages()
    }

    /// The player's squash and stretch: its width and height as parts of its own.
    pub fn squash(&self) -> Vec2 {
        self.squash
    }

    /// Whether the player shows: not after a loss has burst it.
    pub fn player_shows(&self) -> bool {
        self.lost_for.is_none_or(|n| n < HURT_STEPS)
    }

    /// Where the dead player shows, its box when it died (cells), until it
    /// comes back; `None` while it lives.
    pub fn held_player(&self) -> Option<Rect> {
        self.died
    }

    /// What has left but still shows.
    pub fn fades(&self) -> &[Fade] {
        &self.fades
    }

    /// The specks alive.
    pub fn particles(&self) -> impl Iterator<Item = &Particle> {
        self.particles.iter()
    }

    /// How far the view is shaken now, in art pixels (`(0, 0)` when `enabled` is false).
    pub fn shake(&self, enabled: bool) -> (i32, i32) {
        if !enabled || self.shake < 0.5 {
            return (0, 0);
        }
        // A fixed, jumpy pattern in the step count: deterministic.
        let n = self.steps.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let unit = |bits: u64| ((bits & 0xff) as f64 / 127.5) - 1.0;
        ((unit(n >> 8) * self.shake).round() as i32, (unit(n >> 24) * self.shake).round() as i32)
    }
}

/// One step of easing back to 1.
fn ease(v: f64) -> f64 {
    let next = v + (1.0 - v) * SQUASH_EASE;
    if (next - 1.0).abs() < 0.02 {
        1.0
    } else {
        next
    }
}
