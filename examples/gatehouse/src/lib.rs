//! # gatehouse
//!
//! A small game on `ledge-engine` alone, written from the engine's front
//! page: the player runs and jumps on the engine's [`ledge_engine::Controller`];
//! a plate on the floor lifts a gate that the game drives
//! ([`ledge_engine::World::drive_platform`]), which stays up a moment after
//! the player steps off and then sinks, crushing whoever waits under it;
//! gems and the door are bodies the player touches, told by the world's
//! overlap events (`OverlapBegan`, `OverlapEnded`). `cargo run -p gatehouse`
//! opens it in a window.
//!
//! ```
//! use gatehouse::{Game, Level, MAP};
//! use ledge_engine::Input;
//! let mut game = Game::new(Level::parse(MAP).unwrap());
//! for _ in 0..120 {
//!     game.step(Input { right: true, ..Input::default() });
//! }
//! // Run across the plate without stopping, and the gate, hardly lifted,
//! // holds the player back.
//! assert_eq!(game.player().right(), game.level().gate.x);
//! ```

mod game;
mod level;

pub use game::{Cause, Game, Happened, LIFT, SIZE};
pub use level::{Level, LevelError, MAP};
