//! Levels: a grid of tiles, where the actors start, and per-level settings.
//!
//! The model is the same whatever a level was drawn in: text plans
//! ([`Level::parse`], [`Level::load`]) today, editor files later.

mod cells;
mod error;
mod fingerprint;
mod header;
mod objects;
mod place;
mod rooms;
mod sections;
mod text;
mod theme;
mod write;

pub use crate::element::legend::{Legend, LegendEntry, Spawn, SpawnKind, LEGEND};
pub use crate::element::platform::{Axis, HEADROOM, PLATFORM_PAUSE, PLATFORM_SPEED};
pub use cells::{cell_list, cell_list_text, ListedCell};
pub use error::{LevelError, LevelErrorKind};
pub use header::{header_key, HeaderGroup, HeaderKey, HeaderValue, HEADER_KEYS};
pub use place::Place;
pub use rooms::{room_at, Room, RoomError};
pub use sections::{HeaderEntry, HeaderLine, Sections};
pub use text::{MAX_BYTES, MAX_CELLS, MAX_SIDE};
pub use theme::Theme;
pub use write::Written;

use ledge_engine::{Grid, Platform, Preset};

use crate::element::{ElementKind, Placed};
use crate::PlayerMoves;

/// A level, ready to be played.
#[derive(Clone, Debug)]
pub struct Level {
    /// Its name: the header's `name`, else the file's stem.
    pub name: String,
    /// Width, cells.
    pub width: u32,
    /// Height, cells.
    pub height: u32,
    /// The tiles, with what lies outside the level ([`Grid::outside`]).
    pub grid: Grid,
    /// Where the actors start, in plan order (left to right, top to bottom).
    pub spawns: Vec<Spawn>,
    /// The moving platforms, where they start, in plan order.
    pub platforms: Vec<Platform>,
    /// The checkpoints' cells (column and row from 0), in plan order: the
    /// last one the player touched is where it comes back after losing a
    /// life ([`crate::Play::checkpoint`]).
    pub checkpoints: Vec<(u32, u32)>,
    /// The elements (springs, spikes, doors...: `src/element/`), in plan order.
    pub elements: Vec<Placed>,
    /// Everything else the level says about itself.
    pub settings: Settings,
}

/// Per-level settings (a text plan's header).
#[derive(Clone, Debug, Default)]
pub struct Settings {
    /// The physics the level is made for; `None` plays it with seed 002's
    /// (`eloquent`), as a plain plan from the book expects.
    pub physics: Option<Preset>,
    /// A top-down level (seed 004: "a platformer is a top-down engine
    /// with gravity"): no gravity, and the player walks in four directions
    /// (the header's `gravity: off`).
    pub top_down: bool,
    /// The moves its player has beyond walk, jump, climb and drop-through
    /// with the `ledge` physics (the header's `moves`): all of them unless
    /// it says otherwise, as a chapter that teaches a move holds back
    /// those it has not taught yet.
    pub moves: PlayerMoves,
    /// Its look: the world it belongs to (the header's `theme`). It
    /// changes nothing in how it plays.
    pub theme: Theme,
    /// Who made it.
    pub author: Option<String>,
    /// A line of help for the player.
    pub hint: Option<String>,
    /// The rooms the camera frames one at a time (the header's `rooms`);
    /// none: the camera follows the player over the whole level.
    pub rooms: Vec<Room>,
    /// Seeds the level's random choices (the coins' wobble phases); taken
    /// from the level's content, so the same level always plays the same.
    pub seed: u64,
    /// The mark of a level verified as Super Mario Maker's clear check
    /// does (the header's `verified`): the [`Level::verification_mark`] of
    /// the level as it was when a winning replay was found for it, which
    /// `LEVEL.replay` beside the file holds. Trust it only when it equals
    /// the level's mark now and that replay still wins.
    pub verified: Option<u64>,
}

impl Level {
    /// The physics to play the level with: `choice` when given, else the
    /// level's own, else seed 002's (`eloquent`).
    /// A top-down level's preset has no gravity for the player.
    pub fn preset(&self, choice: Option<Preset>) -> Preset {
        let mut preset = choice.or(self.settings.physics).unwrap_or_else(Preset::eloquent);
        if self.settings.top_down {
            preset.motion.gravity_scale = 0.0;
        }
        preset
    }

    /// How many coins the level holds.
    pub fn coins(&self) -> usize {
        self.spawns.iter().filter(|s| s.kind == SpawnKind::Coin).count()
    }

    /// True when the level has an exit: reaching it wins, and its coins
    /// are for the score.
    pub fn has_exit(&self) -> bool {
        self.elements.iter().any(|e| e.kind == ElementKind::Exit)
    }

    /// How many gems it has: optional pickups, not counted towards the win.
    pub fn gems(&self) -> usize {
        self.elements.iter().filter(|e| e.kind == ElementKind::Gem).count()
    }
}
