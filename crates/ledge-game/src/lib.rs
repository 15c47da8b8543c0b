#![doc = include_str!("../README.md")]
//!
//! ## The rules
//! A level plays one seed's game, its [`Ruleset`] (`eloquent` or `tiny`,
//! chosen from its physics), and each mechanic (coins, lava, monsters,
//! platforms, ladders, flags and the [`element`]s Ledge adds) has one file
//! or folder under `src/element/` that declares it ([`MECHANICS`],
//! [`ELEMENTS`]) and holds its rule for each ruleset, with its tunables in
//! one struct ([`CoinRule`], [`Stomp`], [`Ladder`]).
//!
//! Each [`Play::step`] reports what happened as [`Event`]s (a coin taken,
//! a jump, the level won...), and a game's state is a [`Snapshot`] that
//! can be kept and put back without copying the level.

mod actor;
mod buttons;
pub mod element;
mod level;
pub mod pack;
mod play;
mod replay;
mod rng;
mod rules;
mod script;
mod session;
mod warnings;

pub use actor::{Actor, PlayerMoves};
pub use buttons::{Buttons, ButtonsError};
pub use element::{
    spring_throw_speed, Art, Coin, CoinRule, Decl, ElementKind, Facing, Fit, Flourish, Gone, Import, Ladder,
    Launch, Lava, LavaSpeeds, Lock, Look, Mechanic, Monster, MonsterRule, Object, Pace, Phase, Placed,
    ReachFact, Stomp, StompTest, ELEMENTS, MECHANICS, SPRING_HEIGHT, SPRING_SIDE_SPEED,
};
pub use level::{
    cell_list, cell_list_text, header_key, room_at, Axis, HeaderEntry, HeaderGroup, HeaderKey, HeaderLine,
    HeaderValue, Legend, LegendEntry, Level, LevelError, LevelErrorKind, ListedCell, Place, Room, RoomError,
    Sections, Settings, Spawn, SpawnKind, Theme, Written, HEADER_KEYS, HEADROOM, LEGEND, MAX_BYTES,
    MAX_CELLS, MAX_SIDE, PLATFORM_PAUSE, PLATFORM_SPEED,
};
pub use play::{
    Cause, Event, Figure, FigureKind, OtherLevel, Play, Respawn, Snapshot, Status, END_DELAY_STEPS,
    RESPAWN_STEPS,
};
pub use replay::{
    Check, Mismatch, Outcome, Replay, ReplayError, Verified, CHECK_EVERY, MAX_REPLAY_BYTES, REPLAY_VERSION,
};
pub use rng::SplitMix64;
pub use rules::Ruleset;
pub use script::{Cursor, Run, Script, ScriptError};
pub use session::{GameMode, LevelStats, Session, SessionEvent, LIVES, RETRY_STEPS};

/// The Rust examples of `docs/library.md`, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/library.md")]
mod library_md {}
