//! What a move met: the words of the move primitive ([`crate::Space`]).

use crate::{Side, Support};

/// What stopped a move along one axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
pub enum Hit {
    /// A wall on that side of the box: a block, the high side of a slope,
    /// an edge wall (Talle's engine) or a solid platform's side. The box's side
    /// now lies on it.
    Wall(Side),
    /// A floor under the box, which now stands on it: a tile's top, a
    /// slope's surface, a ceiling edge or a platform's top.
    Floor(Support),
    /// A ceiling over the box, whose top now lies under it.
    Ceiling,
}

/// What a move along both axes met, axis by axis (x first).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Moved {
    /// What stopped the move along x, if anything.
    pub x: Option<Hit>,
    /// What stopped the move along y (or what a snap landed on), if anything.
    pub y: Option<Hit>,
}

impl Moved {
    /// True when the box stands on a floor after the move.
    pub fn landed(&self) -> bool {
        matches!(self.y, Some(Hit::Floor(_)))
    }
}
