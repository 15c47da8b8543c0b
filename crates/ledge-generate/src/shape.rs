//! The three shapes a level is laid out in: its floors climbed one above
//! another, a narrow tower of short floors, or floors dropped through from
//! the top down. A run of generated levels (Endless) turns from one shape
//! to the next, so that no two levels in a row look alike.

use std::fmt;
use std::str::FromStr;

/// How a generated level is laid out.
///
/// ```
/// use ledge_generate::Shape;
/// let tower: Shape = "tower".parse().unwrap();
/// assert_eq!(tower, Shape::Tower);
/// assert_eq!(Shape::default(), Shape::Floors);
/// let message = "maze".parse::<Shape>().unwrap_err().to_string();
/// assert!(message.contains("floors, tower, descent"));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Floors one above another, each run one way and climbed at its far
    /// end by a ladder or a stair of ledges to the floor above. Every
    /// seed gives the level it always gave in this shape.
    #[default]
    Floors,
    /// A narrow tower of more, shorter floors: a hop or two on each, then
    /// the climb, up and up.
    Tower,
    /// Floors from the top down: each ends at a hole in its floor, which
    /// drops the player onto the floor below, run back the other way; the
    /// goal waits at the bottom.
    Descent,
}

impl Shape {
    /// Every shape, in the order a run of levels turns through them.
    pub const ALL: [Shape; 3] = [Shape::Floors, Shape::Tower, Shape::Descent];

    /// Its name: `floors`, `tower` or `descent`.
    pub fn name(self) -> &'static str {
        match self {
            Shape::Floors => "floors",
            Shape::Tower => "tower",
            Shape::Descent => "descent",
        }
    }

    /// The shape of level `n` (from 0) of a run from `seed`: the run turns
    /// through [`Shape::ALL`] from a place the seed chooses, so no two
    /// levels in a row share a shape.
    pub fn of_run(seed: u64, n: u64) -> Shape {
        let len = Shape::ALL.len() as u64;
        Shape::ALL[((seed % len + n % len) % len) as usize]
    }

    /// The number mixed into a layout's seed: 0 for floors, so every seed
    /// gives the floors it always gave.
    pub(crate) fn seed_code(self) -> u64 {
        match self {
            Shape::Floors => 0,
            Shape::Tower => 1,
            Shape::Descent => 2,
        }
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A shape that is not one of the three; the message lists them.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown shape `{0}`: the shapes are floors, tower, descent")]
pub struct UnknownShape(String);

impl FromStr for Shape {
    type Err = UnknownShape;

    fn from_str(text: &str) -> Result<Shape, UnknownShape> {
        Shape::ALL.into_iter().find(|s| s.name() == text).ok_or_else(|| UnknownShape(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_never_gives_two_levels_in_a_row_the_same_shape() {
        for seed in [0, 1, 2, 20261129, u64::MAX] {
            for n in 0..30 {
                assert_ne!(Shape::of_run(seed, n), Shape::of_run(seed, n + 1), "seed {seed}, level {n}");
            }
        }
    }
}
