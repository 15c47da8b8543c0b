#![doc = include_str!("../README.md")]
//!
//! ## Units and numbers
//! Lengths are in cells, times in seconds, y points down. Numbers are `f64`
//! in a fixed order of operations: every classic tutorial is written in IEEE doubles
//! (JavaScript, Haxe), so the presets can reproduce them bit for bit,
//! and grid lines are whole numbers, exact in `f64`, so contact is exact.
//! The engine uses no transcendental functions and no hash-map iteration.

mod body;
mod cell;
mod cells;
mod controller;
mod drive;
mod event;
mod fixed_step;
mod geom;
mod grid;
#[cfg(feature = "serde")]
mod grid_serde;
mod grid_text;
mod hash;
mod hit;
mod jump;
mod measure;
mod motion;
mod order;
mod overlap;
mod platform;
mod preset;
mod push_out;
mod space;
mod sweep;
mod tile;
mod world;

pub use body::{Body, BodyId, Contacts, Footing, GridCoords, Input, OnLeave, Support};
pub use cells::Cells;
pub use controller::{
    on_ladder_top, Controller, ControllerConfig, ControllerEvent, DashConfig, JumpConfig, JumpKind,
    LadderConfig, WalkConfig, WallJumpConfig, WallSlideConfig,
};
pub use event::{BodyEvent, EventKind, Side};
pub use fixed_step::FixedStep;
pub use geom::{Rect, Vec2};
pub use grid::{Grid, Outside};
pub use grid_text::TextError;
pub use hash::{StableHasher, StateSink};
pub use hit::{Hit, Moved};
pub use jump::jump_from_height;
pub use measure::{jump_arc, measure, Figures, Hold, JumpArc, Start};
pub use motion::{Drive, Feature, Jump, Motion, Order, PerSurface, Surface};
pub use platform::{Path, PathMode, Platform, PlatformId, Waypoint};
pub use preset::{Preset, PresetKind, Unsupported, STEP_60HZ};
pub use space::Space;
pub use tile::Tile;
pub use world::{World, WorldConfig, WorldState};

/// The inset that keeps a side lying on a grid line out of the next cell
/// (Talle's engine's `EPSILON`), in cells.
pub const EPSILON: f64 = 1e-9;
