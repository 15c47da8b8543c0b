//! What happened to bodies during a step.

use crate::BodyId;

/// A side of a body.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
pub enum Side {
    /// The left side.
    Left,
    /// The right side.
    Right,
}

/// Something that happened to a body during the last step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
pub enum EventKind {
    /// It came to stand on something.
    Landed,
    /// It stopped standing on anything (walked off, jumped, dropped).
    LeftGround,
    /// Its jump rule fired: it took off (reported with the step that
    /// moves it up).
    Jumped,
    /// It came to touch a wall on that side, or met one during the step
    /// (moving along x, stopped by it) that it touches no more at the end:
    /// a rise past a wall's top. Reported once as it comes to the wall, not
    /// every step it holds against it.
    HitWall(Side),
    /// It came to touch a ceiling.
    HitCeiling,
    /// It came to overlap a hazard tile.
    EnteredHazard,
    /// It overlaps another body on a layer in its mask (reported every step
    /// the overlap lasts).
    Overlap(BodyId),
    /// It came to overlap another body on a layer in its mask: the first
    /// step of an [`EventKind::Overlap`] (reported just before it).
    OverlapBegan(BodyId),
    /// It no longer overlaps a body it overlapped at the step before (one
    /// of them moved away, was removed, or left the layers the other
    /// looks at).
    OverlapEnded(BodyId),
    /// A moving platform pushed it into a solid: it is squeezed.
    Crushed,
}

/// One event of the last step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BodyEvent {
    /// The body it happened to.
    pub body: BodyId,
    /// What happened.
    pub kind: EventKind,
}
