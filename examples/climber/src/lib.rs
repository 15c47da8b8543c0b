//! # climber
//!
//! A small game built on `ledge-engine` alone, as a game developer would
//! build theirs: the engine holds the level and moves boxes against it;
//! the game brings its own feel and look to the engine's controller and
//! its moves: a slide down walls, a jump off them and a dash in eight
//! directions.
//!
//! The controller ([`Climber`]) is the engine's [`ledge_engine::Controller`]
//! with the climber's feel ([`FEEL`]), and the pose the climber is drawn
//! in. `cargo run -p climber` opens it in a window.
//!
//! ```
//! use climber::{Game, Map, Pad, FEEL, MAP};
//! let mut game = Game::new(Map::parse(MAP).unwrap(), FEEL);
//! let start = game.player();
//! for _ in 0..30 {
//!     game.step(Pad { right: true, ..Pad::default() });
//! }
//! assert!(game.player().x > start.x + 1.0);
//! ```

mod controller;
mod game;
mod map;

pub use controller::{Climber, Pad, Pose, FEEL};
pub use game::{Game, Goal, SIZE, STEP};
pub use map::{Map, MapError, MAP};
