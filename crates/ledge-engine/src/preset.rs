//! Physics presets named after the classic tutorials they reproduce, plus Ledge's own.

use std::fmt;

use crate::{jump_from_height, ControllerConfig, Drive, Feature, Jump, Motion, Order, PerSurface, Vec2};

/// The named presets, and the tutorial each one reproduces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
pub enum PresetKind {
    /// Ledge's own feel, driven by the player controller.
    Ledge,
    /// Eloquent JavaScript's platform game (Marijn Haverbeke's book).
    Eloquent,
    /// Jake Gordon's tiny platformer.
    Tiny,
    /// deepnight's grid engine.
    Deepnight,
    /// Job Talle's edge-based engine.
    Talle,
}

impl PresetKind {
    /// Every preset, Ledge's own first.
    pub const ALL: [PresetKind; 5] =
        [PresetKind::Ledge, PresetKind::Eloquent, PresetKind::Tiny, PresetKind::Deepnight, PresetKind::Talle];

    /// Its name in level headers and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            PresetKind::Ledge => "ledge",
            PresetKind::Eloquent => "eloquent",
            PresetKind::Tiny => "tiny",
            PresetKind::Deepnight => "deepnight",
            PresetKind::Talle => "talle",
        }
    }

    /// The preset called `name`, if there is one.
    pub fn from_name(name: &str) -> Option<PresetKind> {
        PresetKind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// The tutorial it reproduces (`None` for Ledge's own).
    pub fn seed(self) -> Option<&'static str> {
        match self {
            PresetKind::Ledge => None,
            PresetKind::Eloquent => Some("Eloquent JavaScript's platform game (seed 002)"),
            PresetKind::Tiny => Some("Jake Gordon's tiny platformer (seed 000)"),
            PresetKind::Deepnight => Some("deepnight's grid engine (seed 001)"),
            PresetKind::Talle => Some("Job Talle's edge-based engine (seed 003)"),
        }
    }

    /// The preset itself.
    pub fn preset(self) -> Preset {
        match self {
            PresetKind::Ledge => Preset::ledge(),
            PresetKind::Eloquent => Preset::eloquent(),
            PresetKind::Tiny => Preset::tiny(),
            PresetKind::Deepnight => Preset::deepnight(),
            PresetKind::Talle => Preset::talle(),
        }
    }
}

impl fmt::Display for PresetKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A preset asked for a [`Feature`] its update order does not have.
/// Displays what is missing, which preset lacks it and which to use instead.
///
/// ```
/// use ledge_engine::{Feature, Preset};
/// let error = Preset::eloquent().supports(Feature::Platforms).unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "moving platforms need physics that stands bodies on them and carries them, \
///      which `eloquent` lacks; use `ledge`, `deepnight` or `talle`"
/// );
/// assert!(Preset::ledge().supports(Feature::Platforms).is_ok());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Unsupported {
    /// The preset that lacks it.
    pub preset: PresetKind,
    /// What it lacks.
    pub feature: Feature,
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let instead: Vec<String> = PresetKind::ALL
            .into_iter()
            .filter(|kind| kind.preset().motion.order.can(self.feature))
            .map(|kind| format!("`{kind}`"))
            .collect();
        let instead = match instead.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => "no preset".to_string(),
        };
        write!(f, "{}, which `{}` lacks; use {instead}", self.feature.describe(), self.preset)
    }
}

impl std::error::Error for Unsupported {}

/// A world's gravity and step, a body's motion and the player's size that
/// together reproduce one of the classic tutorials (or make Ledge's own feel).
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Preset {
    /// Which preset it is (a preset computed from other numbers, such as
    /// [`Preset::talle_from_jump`], keeps the kind it was made from).
    pub kind: PresetKind,
    /// World gravity, cells/s².
    pub gravity: f64,
    /// Fixed step, seconds.
    pub step: f64,
    /// How the player's body moves.
    pub motion: Motion,
    /// The player's size, cells.
    pub player_size: Vec2,
}

/// Sixty steps per second, the step of every classic tutorial.
pub const STEP_60HZ: f64 = 1.0 / 60.0;

impl Preset {
    /// The names of all presets, in the order of [`PresetKind::ALL`], for
    /// help texts and argument parsers.
    pub const NAMES: [&'static str; 5] = ["ledge", "eloquent", "tiny", "deepnight", "talle"];

    /// The preset called `name`, if there is one.
    pub fn by_name(name: &str) -> Option<Preset> {
        PresetKind::from_name(name).map(PresetKind::preset)
    }

    /// Its name: `ledge`, `eloquent`, `tiny`, `deepnight` or `talle`.
    pub fn name(&self) -> &'static str {
        self.kind.name()
    }

    /// `Ok` when its update order has `feature`; else what is missing and
    /// which presets have it.
    pub fn supports(&self, feature: Feature) -> Result<(), Unsupported> {
        match self.motion.order.can(feature) {
            true => Ok(()),
            false => Err(Unsupported { preset: self.kind, feature }),
        }
    }

    /// Ledge's own feel, the player controller's defaults
    /// ([`ControllerConfig::default`]): a 4-cell jump that peaks after
    /// 0.4 s, acceleration with linear friction, slippery ice, some air
    /// control, variable height.
    pub fn ledge() -> Preset {
        let feel = ControllerConfig::default();
        let (gravity, speed) = feel.jump();
        Preset {
            kind: PresetKind::Ledge,
            gravity,
            step: STEP_60HZ,
            motion: Motion {
                order: Order::Ledge,
                drive: Drive::Linear { accel: feel.accel, friction: feel.decel },
                jump: Jump::Velocity { speed, release_factor: feel.release_factor },
                max_speed: Vec2::new(feel.walk_speed, feel.max_fall_speed),
                gravity_scale: 1.0,
                step_up: 0.0,
            },
            player_size: Vec2::new(0.8, 1.5),
        }
    }

    /// Eloquent JavaScript's game (Eloquent JavaScript): walk at a constant 7 cells/s, gravity
    /// 30 cells/s², jump speed 17 cells/s when a fall is blocked and jump is
    /// held; a move into a wall is cancelled. Player 0.8 by 1.5 cells.
    pub fn eloquent() -> Preset {
        Preset {
            kind: PresetKind::Eloquent,
            gravity: 30.0,
            step: STEP_60HZ,
            motion: Motion {
                order: Order::Eloquent,
                drive: Drive::Direct { speed: 7.0 },
                jump: Jump::OnBlockedFall { speed: 17.0 },
                max_speed: Vec2::new(f64::INFINITY, f64::INFINITY),
                gravity_scale: 1.0,
                step_up: 0.0,
            },
            player_size: Vec2::new(0.8, 1.5),
        }
    }

    /// Jake Gordon's tiny platformer as its published game code
    /// plays, with a 32-pixel tile as its metre: gravity 9.8 × 6 m/s², top
    /// speeds 15 and 60 cells/s, top speed reached in 1/2 s and lost in 1/6 s
    /// (both halved while falling), a 1500 cells/s² jump impulse for one
    /// step. Player one cell square. See [`Preset::tiny_entity`] for monsters.
    pub fn tiny() -> Preset {
        Preset::tiny_entity(15.0)
    }

    /// The tiny platformer's preset for an entity whose top speed is `max_dx` cells/s
    /// (the game's `maxdx` object property): acceleration and friction are
    /// derived from it as the game does (`maxdx / (1/2)`, `maxdx / (1/6)`).
    pub fn tiny_entity(max_dx: f64) -> Preset {
        let accel = max_dx / 0.5;
        let friction = max_dx / (1.0 / 6.0);
        Preset {
            kind: PresetKind::Tiny,
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
                step_up: 0.0,
            },
            player_size: Vec2::new(1.0, 1.0),
        }
    }

    /// Deepnight's engine (deepnight), its per-step constants at 60 steps per second:
    /// gravity 0.05 cells/step², friction factors 0.82 (ground), 0.94 (ice)
    /// and 0.96 (air) per step, vertical factor 0.82, a 0.5 cells/step jump
    /// halved on early release, speeds under 0.0005 cells/step zeroed. The
    /// walk adds 0.03 cells/step (0.01 in the air). Body 0.6 by 0.9 cells
    /// (collision radius 0.3).
    pub fn deepnight() -> Preset {
        let per_step = 1.0 / STEP_60HZ;
        Preset {
            kind: PresetKind::Deepnight,
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
                step_up: 0.0,
            },
            player_size: Vec2::new(0.6, 0.9),
        }
    }

    /// Talle's engine (Job Talle) on a 32-pixel grid: gravity 2500 px/s² and
    /// ground friction 1700 px/s² (the tutorial's defaults), no friction in the
    /// air, a jump "a little over two cells high" (18 cells/s), walking at up
    /// to 8 cells/s. Node 0.75 by 1.25 cells.
    pub fn talle() -> Preset {
        Preset::talle_with(2500.0 / 32.0, 18.0)
    }

    /// Talle's engine's preset with gravity and jump speed computed from a wanted
    /// jump height (cells) and time to the apex (seconds), as its appendix does.
    pub fn talle_from_jump(height: f64, time: f64) -> Preset {
        let (gravity, speed) = jump_from_height(height, time);
        Preset::talle_with(gravity, speed)
    }

    fn talle_with(gravity: f64, jump_speed: f64) -> Preset {
        Preset {
            kind: PresetKind::Talle,
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
                step_up: 0.0,
            },
            player_size: Vec2::new(0.75, 1.25),
        }
    }

    /// A fingerprint of every number of the preset: equal presets, equal
    /// fingerprints; a preset changed in anything that moves a body, another
    /// (for replays, which must be played with the physics they were
    /// recorded with).
    pub fn fingerprint(&self) -> u64 {
        let mut h = crate::StableHasher::new();
        let per_surface = |h: &mut crate::StableHasher, p: &PerSurface| {
            h.f64(p.ground).f64(p.ice).f64(p.air);
        };
        h.u64(self.kind as u64).f64(self.gravity).f64(self.step);
        let m = &self.motion;
        h.u64(m.order as u64).f64(m.max_speed.x).f64(m.max_speed.y).f64(m.gravity_scale);
        match m.drive {
            Drive::Direct { speed } => {
                h.u64(0).f64(speed);
            }
            Drive::Linear { accel, friction } => {
                h.u64(1);
                per_surface(&mut h, &accel);
                per_surface(&mut h, &friction);
            }
            Drive::Multiplicative { accel, factor, vertical_factor, rest } => {
                h.u64(2);
                per_surface(&mut h, &accel);
                per_surface(&mut h, &factor);
                h.f64(vertical_factor).f64(rest);
            }
        }
        match m.jump {
            Jump::None => h.u64(0),
            Jump::OnBlockedFall { speed } => h.u64(1).f64(speed),
            Jump::Impulse { impulse } => h.u64(2).f64(impulse),
            Jump::Velocity { speed, release_factor } => h.u64(3).f64(speed).f64(release_factor),
        };
        h.f64(self.player_size.x).f64(self.player_size.y);
        h.finish()
    }

    /// The world settings of this preset.
    pub fn world(&self) -> crate::WorldConfig {
        crate::WorldConfig { gravity: self.gravity, step: self.step }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_its_name_and_makes_its_own_preset() {
        let names: Vec<&str> = PresetKind::ALL.iter().map(|kind| kind.name()).collect();
        assert_eq!(names, Preset::NAMES);
        for kind in PresetKind::ALL {
            assert_eq!(kind.preset().kind, kind);
            assert_eq!(PresetKind::from_name(kind.name()), Some(kind));
        }
        assert_eq!(Preset::talle_from_jump(3.0, 0.4).kind, PresetKind::Talle);
    }

    #[test]
    fn every_preset_has_its_own_fingerprint_and_any_change_shows() {
        let prints: Vec<u64> = PresetKind::ALL.iter().map(|kind| kind.preset().fingerprint()).collect();
        for (i, a) in prints.iter().enumerate() {
            assert!(prints[i + 1..].iter().all(|b| a != b));
        }
        assert_eq!(Preset::ledge().fingerprint(), Preset::ledge().fingerprint());
        let heavier = Preset { gravity: Preset::ledge().gravity + 1e-9, ..Preset::ledge() };
        assert_ne!(heavier.fingerprint(), Preset::ledge().fingerprint());
        assert_ne!(Preset::talle_from_jump(3.0, 0.4).fingerprint(), Preset::talle().fingerprint());
    }

    #[test]
    fn a_missing_feature_names_the_preset_and_those_that_have_it() {
        let tiny = Preset::tiny().supports(Feature::Platforms).unwrap_err().to_string();
        assert!(tiny.contains("`tiny`") && tiny.ends_with("use `ledge`, `deepnight` or `talle`"), "{tiny}");
        let patrol = Preset::eloquent().supports(Feature::Patrol).unwrap_err().to_string();
        assert!(patrol.ends_with("use `ledge`, `tiny`, `deepnight` or `talle`"), "{patrol}");
        assert!(Preset::tiny().supports(Feature::Patrol).is_ok());
    }
}
