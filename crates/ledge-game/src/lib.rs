#![doc = include_str!("../README.md")]
//!
//! ## The rules
//! A level plays one seed's game, its [`Ruleset`] (`eloquent` or `tiny`,
//! chosen from its physics), and each mechanic (coins, lava, monsters, the
//! stomp, ladders) has one file under `src/rules/`, with its tunables in one
//! struct ([`CoinRule`], [`Stomp`], [`Ladder`]).
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

pub use actor::{Actor, PlayerMoves};
pub use buttons::{Buttons, ButtonsError};
pub use element::{Decl, ElementKind, Facing, Phase, Placed, ELEMENTS};
pub use level::{
    cell_list, cell_list_text, room_at, Axis, HeaderEntry, HeaderLine, Legend, LegendEntry, Level,
    LevelError, LevelErrorKind, ListedCell, Place, Room, RoomError, Sections, Settings, Spawn, SpawnKind,
    Theme, Written, HEADROOM, LEGEND, MAX_BYTES, MAX_CELLS, MAX_SIDE, PLATFORM_PAUSE, PLATFORM_SPEED,
};
pub use play::{
    Cause, Event, Figure, FigureKind, OtherLevel, Play, Respawn, Snapshot, Status, END_DELAY_STEPS,
    RESPAWN_STEPS,
};
pub use replay::{
    Check, Mismatch, Outcome, Replay, ReplayError, Verified, CHECK_EVERY, MAX_REPLAY_BYTES, REPLAY_VERSION,
};
pub use rng::SplitMix64;
pub use rules::{Coin, CoinRule, Ladder, Lava, LavaSpeeds, Monster, MonsterRule, Ruleset, Stomp, StompTest};
pub use script::{Cursor, Run, Script, ScriptError};
pub use session::{GameMode, LevelStats, Session, SessionEvent, LIVES, RETRY_STEPS};
