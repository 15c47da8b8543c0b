//! How an object of an editor's file (a Tiled object, an LDtk entity)
//! named for a mechanic makes one of it, declared in the mechanic's own
//! folder as an [`Import`], so that the importers name no mechanic.

use ledge_engine::Vec2;

use super::plan_char::SpawnKind;

/// What an importer reads of an editor's object, for a mechanic's
/// [`Import`] to make it from.
pub struct Object<'a> {
    /// Its `speed` property, cells/s, or the default given when it has
    /// none: a message saying what is wrong with a bad one.
    pub speed: &'a dyn Fn(f64) -> Result<f64, String>,
    /// The way it first moves, a unit vector (right when it says none).
    pub heading: Vec2,
    /// True when its yes-or-no property of this name is set.
    pub flag: &'a dyn Fn(&str) -> bool,
    /// How fast a moving thing that gives no speed moves, cells/s.
    pub default_speed: f64,
    /// How fast a walker that gives no speed walks, cells/s: the player's
    /// top speed under `tiny` physics, else [`Object::default_speed`].
    pub walk_speed: f64,
}

/// How an editor's object named for a mechanic makes one of it.
#[derive(Clone, Copy, Debug)]
pub struct Import {
    /// What it places, from what the object says; a message saying what
    /// is wrong with a bad property.
    pub spawn: fn(&Object<'_>) -> Result<SpawnKind, String>,
    /// True when a layer of tiles named after it places one in each tile
    /// (coins, monsters).
    pub per_tile: bool,
}
