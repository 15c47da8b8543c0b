//! The wall slide: falling while holding toward a wall that touches the
//! body, it slides down at a capped speed (Celeste's wall slide).

use super::effects::Effects;
use super::ControllerConfig;
use crate::{Body, Input, Side};

/// The wall slide's tunables, read from the flat [`ControllerConfig`]
/// ([`ControllerConfig::wall_slide_config`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WallSlideConfig {
    /// The slide is on ([`ControllerConfig::wall_slide`]; on in Celeste).
    pub on: bool,
    /// Top falling speed of a slide, cells/s
    /// ([`ControllerConfig::wall_slide_speed`]; Celeste 2.5, rising to its
    /// fall's cap over 1.2 s).
    pub speed: f64,
}

impl ControllerConfig {
    /// The wall slide's part of this feel.
    #[inline]
    pub fn wall_slide_config(&self) -> WallSlideConfig {
        WallSlideConfig { on: self.wall_slide, speed: self.wall_slide_speed }
    }
}

/// The wall slide's state.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(super) struct WallSlide {
    /// The wall the last update slid the body down: -1 left, 1 right, 0 none.
    pub(super) side: i8,
}

impl WallSlide {
    /// Sliding down no wall.
    pub(super) const START: WallSlide = WallSlide { side: 0 };

    /// The side of the wall slid down, if one is.
    #[inline]
    pub(super) fn wall(&self) -> Option<Side> {
        match self.side {
            0 => None,
            s if s < 0 => Some(Side::Left),
            _ => Some(Side::Right),
        }
    }

    /// Caps the fall of a body in the air, not `climbing`, held toward a
    /// wall it touches, at the slide's speed for the next step (the body's
    /// motion kept in `effects` to be given back), and keeps the wall's side
    /// (0 when it does not slide).
    #[inline]
    pub(super) fn slide(
        &mut self,
        body: &mut Body,
        input: &Input,
        climbing: bool,
        config: &WallSlideConfig,
        effects: &mut Effects,
    ) {
        let c = body.contacts;
        let wall = match (input.left && !input.right, input.right && !input.left) {
            (true, _) if c.wall_left => -1,
            (_, true) if c.wall_right => 1,
            _ => 0,
        };
        self.side = 0;
        if !config.on || wall == 0 || climbing || c.on_ground() || body.vel.y < 0.0 {
            return;
        }
        self.side = wall;
        let motion = effects.hold_motion(body);
        motion.max_speed.y = motion.max_speed.y.min(config.speed);
    }
}
