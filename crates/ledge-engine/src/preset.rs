//! Physics presets named after the seeds, plus Ledge's own.

use crate::{Drive, Jump, Motion, Order, PerSurface, Vec2};

/// Gravity and take-off speed for a jump of `height` cells reaching its apex
/// after `time` seconds (seed 003's appendix): `gravity = 2h / t²`,
/// `speed = sqrt(2 h gravity)`.
///
/// ```
/// let (gravity, speed) = ledge_engine::jump_from_height(2.5, 0.5);
/// assert_eq!(gravity, 20.0);
/// assert_eq!(speed, 10.0);
/// ```
pub fn jump_from_height(height: f64, time: f64) -> (f64, f64) {
    let gravity = 2.0 * height / (time * time);
    (gravity, (2.0 * height * gravity).sqrt())
}

/// A world's gravity and step, a body's motion and the player's size that
/// together reproduce one of the seeds (or make Ledge's own feel).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Preset {
    /// Its name: `ledge`, `eloquent`, `tiny`, `deepnight` or `talle`.
    pub name: &'static str,
    /// World gravity, cells/s².
    pub gravity: f64,
    /// Fixed step, seconds.
    pub step: f64,
    /// How the player's body moves.
    pub motion: Motion,
    /// The player's size, cells.
    pub player_size: Vec2,
}

/// Sixty steps per second, the step of every seed.
pub const STEP_60HZ: f64 = 1.0 / 60.0;

impl Preset {
    /// The names of all presets, for help texts.
    pub const NAMES: [&'static str; 5] = ["ledge", "eloquent", "tiny", "deepnight", "talle"];

    /// The preset called `name`, if there is one.
    pub fn by_name(name: &str) -> Option<Preset> {
        Some(match name {
            "ledge" => Preset::ledge(),
            "eloquent" => Preset::eloquent(),
            "tiny" => Preset::tiny(),
            "deepnight" => Preset::deepnight(),
            "talle" => Preset::talle(),
            _ => return None,
        })
    }

    /// Ledge's own feel: a 4-cell jump that peaks after 0.4 s, acceleration
    /// with linear friction, slippery ice, some air control, variable height.
    pub fn ledge() -> Preset {
        let (gravity, speed) = jump_from_height(4.0, 0.4);
        Preset {
            name: "ledge",
            gravity,
            step: STEP_60HZ,
            motion: Motion {
                order: Order::Ledge,
                drive: Drive::Linear {
                    accel: PerSurface { ground: 60.0, ice: 12.0, air: 40.0 },
                    friction: PerSurface { ground: 60.0, ice: 4.0, air: 15.0 },
                },
                jump: Jump::Velocity { speed, release_factor: 0.5 },
                max_speed: Vec2::new(8.0, 30.0),
                gravity_scale: 1.0,
            },
            player_size: Vec2::new(0.8, 1.5),
        }
    }

    /// Seed 002 (Eloquent JavaScript): walk at a constant 7 cells/s, gravity
    /// 30 cells/s², jump speed 17 cells/s when a fall is blocked and jump is
    /// held; a move into a wall is cancelled. Player 0.8 by 1.5 cells.
    pub fn eloquent() -> Preset {
        Preset {
            name: "eloquent",
            gravity: 30.0,
            step: STEP_60HZ,
            motion: Motion {
                order: Order::Eloquent,
                drive: Drive::Direct { speed: 7.0 },
                jump: Jump::OnBlockedFall { speed: 17.0 },
                max_speed: Vec2::new(f64::INFINITY, f64::INFINITY),
                gravity_scale: 1.0,
            },
            player_size: Vec2::new(0.8, 1.5),
        }
    }

    /// Seed 000 (Jake Gordon's tiny platformer) as its published game code
    /// plays, with a 32-pixel tile as its metre: gravity 9.8 × 6 m/s², top
    /// speeds 15 and 60 cells/s, top speed reached in 1/2 s and lost in 1/6 s
    /// (both halved while falling), a 1500 cells/s² jump impulse for one
    /// step. Player one cell square. See [`Preset::tiny_entity`] for monsters.
    pub fn tiny() -> Preset {
        Preset::tiny_entity(15.0)
    }

    /// Seed 000's preset for an entity whose top speed is `max_dx` cells/s
    /// (the game's `maxdx` object property): acceleration and friction are
    /// derived from it as the game does (`maxdx / (1/2)`, `maxdx / (1/6)`).
    pub fn tiny_entity(max_dx: f64) -> Preset {
        let accel = max_dx / 0.5;
        let friction = max_dx / (1.0 / 6.0);
        Preset {
            name: "tiny",
            gravity: 9.8 * 6.0,
            step: STEP_60HZ,
            motion: Motion {
                order: Order::Tiny,
                drive: Drive::Linear {
                    accel: PerSurface { ground: accel, ice: accel, air: accel * 0.5 },
                    friction: PerSurface { ground: friction, ice: friction, air: friction * 0.5 },
                },
                jump: Jump::Impulse { impulse: 1500.0 },
                max_speed: Vec2::new(max_dx, 60.0),
                gravity_scale: 1.0,
            },
            player_size: Vec2::new(1.0, 1.0),
        }
    }

    /// Seed 001 (deepnight), its per-step constants at 60 steps per second:
    /// gravity 0.05 cells/step², friction factors 0.82 (ground), 0.94 (ice)
    /// and 0.96 (air) per step, vertical factor 0.82, a 0.5 cells/step jump
    /// halved on early release, speeds under 0.0005 cells/step zeroed. The
    /// walk adds 0.03 cells/step (0.01 in the air). Body 0.6 by 0.9 cells
    /// (collision radius 0.3).
    pub fn deepnight() -> Preset {
        let per_step = 1.0 / STEP_60HZ;
        Preset {
            name: "deepnight",
            gravity: 0.05 * per_step * per_step,
            step: STEP_60HZ,
            motion: Motion {
                order: Order::Deepnight,
                drive: Drive::Multiplicative {
                    accel: PerSurface { ground: 0.03 * per_step, ice: 0.03 * per_step, air: 0.01 * per_step },
                    factor: PerSurface { ground: 0.82, ice: 0.94, air: 0.96 },
                    vertical_factor: 0.82,
                    rest: 0.0005 * per_step,
                },
                jump: Jump::Velocity { speed: 0.5 * per_step, release_factor: 0.5 },
                max_speed: Vec2::new(f64::INFINITY, f64::INFINITY),
                gravity_scale: 1.0,
            },
            player_size: Vec2::new(0.6, 0.9),
        }
    }

    /// Seed 003 (Job Talle) on a 32-pixel grid: gravity 2500 px/s² and
    /// ground friction 1700 px/s² (the seed's defaults), no friction in the
    /// air, a jump "a little over two cells high" (18 cells/s), walking at up
    /// to 8 cells/s. Node 0.75 by 1.25 cells.
    pub fn talle() -> Preset {
        Preset::talle_with(2500.0 / 32.0, 18.0)
    }

    /// Seed 003's preset with gravity and jump speed computed from a wanted
    /// jump height (cells) and time to the apex (seconds), as its appendix does.
    pub fn talle_from_jump(height: f64, time: f64) -> Preset {
        let (gravity, speed) = jump_from_height(height, time);
        Preset::talle_with(gravity, speed)
    }

    fn talle_with(gravity: f64, jump_speed: f64) -> Preset {
        Preset {
            name: "talle",
            gravity,
            step: STEP_60HZ,
            motion: Motion {
                order: Order::Talle,
                drive: Drive::Linear {
                    accel: PerSurface { ground: 64.0, ice: 16.0, air: 64.0 },
                    friction: PerSurface { ground: 1700.0 / 32.0, ice: 8.0, air: 0.0 },
                },
                jump: Jump::Velocity { speed: jump_speed, release_factor: 1.0 },
                max_speed: Vec2::new(8.0, 60.0),
                gravity_scale: 1.0,
            },
            player_size: Vec2::new(0.75, 1.25),
        }
    }

    /// The world settings of this preset.
    pub fn world(&self) -> crate::WorldConfig {
        crate::WorldConfig { gravity: self.gravity, step: self.step }
    }
}
