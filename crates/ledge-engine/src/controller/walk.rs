//! Walking: the body's drive and speed caps, which the engine's step
//! applies (per-surface acceleration and deceleration up to the walking
//! speed), set up once for the controller's body.

use super::Controller;
use crate::{Body, Drive, Jump, Motion, Order, Rect, Vec2, WorldConfig};

impl Controller {
    /// The motion a controlled body needs in a world with `world`'s
    /// gravity: Ledge's order, the configured drive, a gravity scale that
    /// gives the configured jump, and the configured step-up height.
    pub fn motion(&self, world: &WorldConfig) -> Motion {
        let (gravity, _) = self.config.jump();
        Motion {
            order: Order::Ledge,
            drive: Drive::Linear { accel: self.config.accel, friction: self.config.decel },
            jump: Jump::None,
            max_speed: Vec2::new(self.config.walk_speed, self.config.max_fall_speed.max(self.jump_speed())),
            gravity_scale: if world.gravity == 0.0 { 0.0 } else { gravity / world.gravity },
            step_up: self.config.step_up as f32,
        }
    }

    /// A body at `rect` set up for this controller.
    pub fn body(&self, world: &WorldConfig, rect: Rect) -> Body {
        let mut body = Body::new(rect, self.motion(world));
        body.on_leave = self.config.on_leave;
        body
    }
}
