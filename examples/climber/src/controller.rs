//! The climber's own controller: running, a jump with coyote time and a
//! cut on release, a slide down walls, a jump off them and a dash. None of
//! it is in the engine: it sets the body's velocity and moves it with
//! [`World::move_body`], which stops it against what it hits and reads its
//! contacts, which the next step's rules then read.

use ledge_engine::{BodyId, Moved, Vec2, World};

/// The buttons held during one step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pad {
    /// Run or aim left.
    pub left: bool,
    /// Run or aim right.
    pub right: bool,
    /// Aim a dash up.
    pub up: bool,
    /// Aim a dash down.
    pub down: bool,
    /// Jump, off the ground or off a wall.
    pub jump: bool,
    /// Dash.
    pub dash: bool,
}

impl Pad {
    /// The held direction along x: -1, 0 or 1.
    fn x(&self) -> f64 {
        (self.right as i8 - self.left as i8) as f64
    }

    /// The held direction along y: -1 (up), 0 or 1.
    fn y(&self) -> f64 {
        (self.down as i8 - self.up as i8) as f64
    }
}

/// The controller's tunables. Lengths in cells, times in seconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Feel {
    /// Top running speed, cells/s.
    pub run_speed: f64,
    /// Acceleration toward the held speed on the ground, cells/s².
    pub ground_accel: f64,
    /// Acceleration toward the held speed in the air, cells/s².
    pub air_accel: f64,
    /// Gravity, cells/s².
    pub gravity: f64,
    /// Fastest fall, cells/s.
    pub max_fall: f64,
    /// Take-off speed of a jump, cells/s.
    pub jump_speed: f64,
    /// What is left of the rise when jump is let go early (0..1).
    pub jump_cut: f64,
    /// How long after running off a ledge a jump still takes off, s.
    pub coyote_time: f64,
    /// Fastest fall while holding toward a wall, cells/s.
    pub wall_slide_speed: f64,
    /// A jump off a wall: speed away from it and speed up, cells/s.
    pub wall_jump: Vec2,
    /// How long after a wall jump the held direction is not read, s: the
    /// jump carries the climber away even while it holds toward the wall.
    pub wall_jump_lock: f64,
    /// Speed of a dash, cells/s.
    pub dash_speed: f64,
    /// How long a dash lasts, s; gravity is off meanwhile.
    pub dash_time: f64,
}

impl Default for Feel {
    fn default() -> Feel {
        Feel {
            run_speed: 9.0,
            ground_accel: 90.0,
            air_accel: 55.0,
            gravity: 60.0,
            max_fall: 20.0,
            jump_speed: 20.0,
            jump_cut: 0.45,
            coyote_time: 0.1,
            wall_slide_speed: 4.0,
            wall_jump: Vec2::new(10.0, 19.0),
            wall_jump_lock: 0.16,
            dash_speed: 24.0,
            dash_time: 0.15,
        }
    }
}

/// What the climber is doing, for drawing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pose {
    /// On the ground.
    Ground,
    /// In the air.
    Air,
    /// Sliding down a wall.
    WallSlide,
    /// Dashing.
    Dash,
}

/// The controller's state between steps.
#[derive(Clone, Debug, PartialEq)]
pub struct Climber {
    feel: Feel,
    /// Time left to jump after leaving the ground, s.
    coyote: f64,
    /// Time left of a wall jump's lock, s, and the direction it goes.
    lock: f64,
    lock_dir: f64,
    /// Time left of the dash under way, s, and its velocity.
    dash: f64,
    dash_vel: Vec2,
    /// A dash can start: refilled on the ground.
    dash_ready: bool,
    /// The buttons of the last step, to tell a press from a hold.
    held: Pad,
    /// -1 facing left, 1 facing right.
    facing: f64,
    pose: Pose,
}

impl Climber {
    /// A controller at rest, facing right.
    pub fn new(feel: Feel) -> Climber {
        Climber {
            feel,
            coyote: 0.0,
            lock: 0.0,
            lock_dir: 0.0,
            dash: 0.0,
            dash_vel: Vec2::ZERO,
            dash_ready: true,
            held: Pad::default(),
            facing: 1.0,
            pose: Pose::Ground,
        }
    }

    /// The tunables.
    pub fn feel(&self) -> &Feel {
        &self.feel
    }

    /// -1 facing left, 1 facing right.
    pub fn facing(&self) -> f64 {
        self.facing
    }

    /// What the climber is doing.
    pub fn pose(&self) -> Pose {
        self.pose
    }

    /// Reads the body's contacts after the last move, sets its velocity from
    /// `pad` and moves it for one step of the world:
    /// 1. timers: coyote time on the ground, the dash refilled there;
    /// 2. a dash pressed starts one, toward the held direction (or ahead);
    ///    while it lasts, the body flies straight;
    /// 3. otherwise: run toward the held speed (away from the wall just
    ///    jumped off, while its lock lasts), gravity, a slide held to its
    ///    speed against a wall, a jump off the ground or off a wall, and a
    ///    cut of the rise when jump is let go;
    /// 4. the move, which stops the body against what it hits.
    ///
    /// `None` when the body is not in the world.
    pub fn update(&mut self, world: &mut World, id: BodyId, pad: Pad) -> Option<Moved> {
        let m = self.feel;
        let dt = world.config().step;
        let body = world.body(id)?;
        let (contacts, mut vel) = (body.contacts, body.vel);
        let pressed = |now: bool, before: bool| now && !before;
        let (jump_pressed, dash_pressed) =
            (pressed(pad.jump, self.held.jump), pressed(pad.dash, self.held.dash));
        if pad.x() != 0.0 {
            self.facing = pad.x();
        }
        // 1.
        let grounded = contacts.on_ground();
        if grounded {
            self.coyote = m.coyote_time;
            self.dash_ready = self.dash <= 0.0;
        } else {
            self.coyote = (self.coyote - dt).max(0.0);
        }
        self.lock = (self.lock - dt).max(0.0);
        // 2.
        if dash_pressed && self.dash_ready {
            let aim = if pad.x() == 0.0 && pad.y() == 0.0 {
                Vec2::new(self.facing, 0.0)
            } else {
                Vec2::new(pad.x(), pad.y())
            };
            let length = (aim.x * aim.x + aim.y * aim.y).sqrt();
            self.dash_vel = Vec2::new(aim.x / length * m.dash_speed, aim.y / length * m.dash_speed);
            (self.dash, self.dash_ready, self.lock) = (m.dash_time, false, 0.0);
        }
        let against_wall = (contacts.wall_left && pad.left) || (contacts.wall_right && pad.right);
        if self.dash > 0.0 {
            self.dash -= dt;
            vel = self.dash_vel;
            if self.dash <= 0.0 {
                // Out of a dash at running speed, not at dashing speed.
                vel = Vec2::new(vel.x.clamp(-m.run_speed, m.run_speed), vel.y.max(-m.jump_speed * 0.5));
            }
            self.pose = Pose::Dash;
        } else {
            // 3.
            let target = if self.lock > 0.0 { self.lock_dir * m.run_speed } else { pad.x() * m.run_speed };
            let accel = if grounded { m.ground_accel } else { m.air_accel } * dt;
            vel.x = if vel.x < target { (vel.x + accel).min(target) } else { (vel.x - accel).max(target) };
            vel.y = (vel.y + m.gravity * dt).min(m.max_fall);
            let sliding = !grounded && against_wall && vel.y > 0.0;
            if sliding {
                vel.y = vel.y.min(m.wall_slide_speed);
            }
            let on_wall = !grounded && (contacts.wall_left || contacts.wall_right);
            if jump_pressed && (grounded || self.coyote > 0.0) {
                vel.y = -m.jump_speed;
                self.coyote = 0.0;
            } else if jump_pressed && on_wall {
                let away = if contacts.wall_left { 1.0 } else { -1.0 };
                vel = Vec2::new(away * m.wall_jump.x, -m.wall_jump.y);
                (self.lock, self.lock_dir, self.facing) = (m.wall_jump_lock, away, away);
            } else if !pad.jump && self.held.jump && vel.y < 0.0 {
                vel.y *= m.jump_cut;
            }
            self.pose = if grounded {
                Pose::Ground
            } else if sliding {
                Pose::WallSlide
            } else {
                Pose::Air
            };
        }
        self.held = pad;
        // 4.
        world.body_mut(id)?.vel = vel;
        world.move_body(id, Vec2::new(vel.x * dt, vel.y * dt))
    }
}
