//! # climber
//!
//! A small game built on `ledge-engine` alone, as a game developer would
//! build theirs: the engine holds the level and moves boxes against it;
//! the game brings its own controller, with moves no preset of Ledge has:
//! a slide down walls, a jump off them and a dash in eight directions.
//!
//! The controller ([`Climber`]) reads the body's contacts, sets its
//! velocity and moves it with the engine's move primitive
//! ([`ledge_engine::World::move_body`]); the body is
//! [`ledge_engine::Order::Kinematic`], so the world moves it no further.
//! `cargo run -p climber` opens it in a window.
//!
//! ```
//! use climber::{Game, Map, Feel, Pad, MAP};
//! let mut game = Game::new(Map::parse(MAP).unwrap(), Feel::default());
//! let start = game.player();
//! for _ in 0..30 {
//!     game.step(Pad { right: true, ..Pad::default() });
//! }
//! assert!(game.player().x > start.x + 1.0);
//! ```

mod controller;
mod game;
mod map;

pub use controller::{Climber, Feel, Pad, Pose};
pub use game::{Game, Goal, SIZE, STEP};
pub use map::{Map, MapError, MAP};
