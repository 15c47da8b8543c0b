//! The body a controller drives: its motion and its first state.

use super::Controller;
use crate::{Body, Drive, Jump, Motion, Order, Rect, Vec2, WorldConfig};

impl Controller {
    /// The motion a controlled body needs in a world with `world`'s
    /// gravity: Ledge's order, the configured drive, a gravity scale that
    /// gives the configured jump, and the configured step-up height.
    pub fn motion(&self, world: &WorldConfig) -> Motion {
        let (gravity, speed) = self.config.jump();
        let walk = self.config.walk_config();
        Motion {
            order: Order::Ledge,
            drive: Drive::Linear { accel: walk.accel, friction: walk.decel },
            jump: Jump::None,
            max_speed: Vec2::new(walk.walk_speed, walk.max_fall_speed.max(speed)),
            gravity_scale: if world.gravity == 0.0 { 0.0 } else { gravity / world.gravity },
            step_up: walk.step_up as f32,
        }
    }

    /// A body at `rect` set up for this controller.
    pub fn body(&self, world: &WorldConfig, rect: Rect) -> Body {
        let mut body = Body::new(rect, self.motion(world));
        body.on_leave = self.config.on_leave;
        body
    }
}
