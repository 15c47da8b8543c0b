//! Tile kinds: what fills one cell of the grid.

/// What fills one cell of the grid.
///
/// Slopes are named after the direction in which their floor rises: a
/// [`Tile::SlopeUpRight`] is a `/` ramp, a [`Tile::SlopeUpLeft`] a `\` ramp.
/// The 22.5 degree slopes take two cells to rise one: the `Low` half rises from
/// the bottom of the cell to its middle, the `High` half from the middle to the
/// top.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
#[repr(u8)]
pub enum Tile {
    /// Nothing: bodies pass freely.
    #[default]
    Empty,
    /// A full block with an ordinary surface.
    Solid,
    /// A full block with a slippery surface (see [`crate::Surface::Ice`]).
    Ice,
    /// Passable, but a body inside it is touching a hazard (Eloquent JavaScript's game's lava).
    Hazard,
    /// A floor that can be jumped up through and dropped through on purpose.
    OneWay,
    /// Passable; bodies can climb it, and its top can be stood on.
    Ladder,
    /// A 45 degree `/` ramp: the floor rises from the left bottom corner to the right top corner.
    SlopeUpRight,
    /// A 45 degree `\` ramp: the floor rises from the right bottom corner to the left top corner.
    SlopeUpLeft,
    /// Lower half of a 22.5 degree `/` ramp: from the bottom on the left to the middle on the right.
    SlopeUpRightLow,
    /// Upper half of a 22.5 degree `/` ramp: from the middle on the left to the top on the right.
    SlopeUpRightHigh,
    /// Lower half of a 22.5 degree `\` ramp: from the middle on the left to the bottom on the right.
    SlopeUpLeftLow,
    /// Upper half of a 22.5 degree `\` ramp: from the top on the left to the middle on the right.
    SlopeUpLeftHigh,
}

impl Tile {
    /// Every tile kind, in declaration order.
    pub const ALL: [Tile; 12] = [
        Tile::Empty,
        Tile::Solid,
        Tile::Ice,
        Tile::Hazard,
        Tile::OneWay,
        Tile::Ladder,
        Tile::SlopeUpRight,
        Tile::SlopeUpLeft,
        Tile::SlopeUpRightLow,
        Tile::SlopeUpRightHigh,
        Tile::SlopeUpLeftLow,
        Tile::SlopeUpLeftHigh,
    ];

    /// The tile a character stands for in a text picture
    /// ([`crate::Grid::from_text`]), the legend of Ledge's levels: `.`
    /// empty, `#` solid, `~` ice, `+` hazard, `-` one-way, `H` ladder, `/`
    /// and `\` 45-degree slopes, `r` `R` the low and high halves of a
    /// 22.5-degree `/` ramp, `l` `L` those of a `\` ramp. `None` for any
    /// other character.
    ///
    /// ```
    /// use ledge_engine::Tile;
    /// assert_eq!(Tile::from_char('-'), Some(Tile::OneWay));
    /// assert_eq!(Tile::from_char('x'), None);
    /// ```
    pub const fn from_char(c: char) -> Option<Tile> {
        Some(match c {
            '.' => Tile::Empty,
            '#' => Tile::Solid,
            '~' => Tile::Ice,
            '+' => Tile::Hazard,
            '-' => Tile::OneWay,
            'H' => Tile::Ladder,
            '/' => Tile::SlopeUpRight,
            '\\' => Tile::SlopeUpLeft,
            'r' => Tile::SlopeUpRightLow,
            'R' => Tile::SlopeUpRightHigh,
            'l' => Tile::SlopeUpLeftLow,
            'L' => Tile::SlopeUpLeftHigh,
            _ => return None,
        })
    }

    /// The character that stands for the tile in a text picture: the
    /// inverse of [`Tile::from_char`].
    ///
    /// ```
    /// use ledge_engine::Tile;
    /// assert!(Tile::ALL.into_iter().all(|tile| Tile::from_char(tile.to_char()) == Some(tile)));
    /// ```
    pub const fn to_char(self) -> char {
        match self {
            Tile::Empty => '.',
            Tile::Solid => '#',
            Tile::Ice => '~',
            Tile::Hazard => '+',
            Tile::OneWay => '-',
            Tile::Ladder => 'H',
            Tile::SlopeUpRight => '/',
            Tile::SlopeUpLeft => '\\',
            Tile::SlopeUpRightLow => 'r',
            Tile::SlopeUpRightHigh => 'R',
            Tile::SlopeUpLeftLow => 'l',
            Tile::SlopeUpLeftHigh => 'L',
        }
    }

    /// True for full blocks ([`Tile::Solid`] and [`Tile::Ice`]).
    pub const fn is_solid(self) -> bool {
        matches!(self, Tile::Solid | Tile::Ice)
    }

    /// True for the six slope kinds.
    pub const fn is_slope(self) -> bool {
        matches!(
            self,
            Tile::SlopeUpRight
                | Tile::SlopeUpLeft
                | Tile::SlopeUpRightLow
                | Tile::SlopeUpRightHigh
                | Tile::SlopeUpLeftLow
                | Tile::SlopeUpLeftHigh
        )
    }

    /// True for tiles that stop movement in some way: solids and slopes.
    /// One-way platforms and ladder tops only stop a fall, and are not counted.
    pub const fn blocks(self) -> bool {
        self.is_solid() || self.is_slope()
    }

    /// Height of a slope's floor above the bottom of its cell, in cells, at
    /// `u` cells from the cell's left side (`0.0..=1.0`). `None` for other tiles.
    ///
    /// ```
    /// use ledge_engine::Tile;
    /// assert_eq!(Tile::SlopeUpRight.slope_height(0.25), Some(0.25));
    /// assert_eq!(Tile::SlopeUpLeftHigh.slope_height(0.0), Some(1.0));
    /// assert_eq!(Tile::Solid.slope_height(0.5), None);
    /// ```
    pub fn slope_height(self, u: f64) -> Option<f64> {
        Some(match self {
            Tile::SlopeUpRight => u,
            Tile::SlopeUpLeft => 1.0 - u,
            Tile::SlopeUpRightLow => u * 0.5,
            Tile::SlopeUpRightHigh => 0.5 + u * 0.5,
            Tile::SlopeUpLeftLow => (1.0 - u) * 0.5,
            Tile::SlopeUpLeftHigh => 0.5 + (1.0 - u) * 0.5,
            _ => return None,
        })
    }

    /// The surface a body standing on this tile walks on, for friction.
    pub const fn surface(self) -> crate::Surface {
        match self {
            Tile::Ice => crate::Surface::Ice,
            _ => crate::Surface::Ground,
        }
    }
}

/// A set of tile kinds, one bit per kind: what a run of cells holds, found
/// in one pass over it (or-ing bits) instead of a test per cell and kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Kinds(u16);

impl Kinds {
    /// No kind.
    pub const NONE: Kinds = Kinds(0);
    /// Not read yet: a value no set of kinds takes (there are twelve kinds).
    pub const UNREAD: Kinds = Kinds(1 << 15);
    /// The full blocks.
    pub const SOLIDS: Kinds = Kinds::of(Tile::Solid).or(Kinds::of(Tile::Ice));
    /// The six slope kinds.
    pub const SLOPES: Kinds = Kinds::of(Tile::SlopeUpRight)
        .or(Kinds::of(Tile::SlopeUpLeft))
        .or(Kinds::of(Tile::SlopeUpRightLow))
        .or(Kinds::of(Tile::SlopeUpRightHigh))
        .or(Kinds::of(Tile::SlopeUpLeftLow))
        .or(Kinds::of(Tile::SlopeUpLeftHigh));
    /// What [`Tile::blocks`]: full blocks and slopes.
    pub const BLOCKS: Kinds = Kinds::SOLIDS.or(Kinds::SLOPES);
    /// Floors that hold a body only from above: one-way floors and ladder tops.
    pub const OPEN_TOPS: Kinds = Kinds::of(Tile::OneWay).or(Kinds::of(Tile::Ladder));

    /// The set holding only `tile`'s kind.
    #[inline]
    pub const fn of(tile: Tile) -> Kinds {
        Kinds(1 << tile as u8)
    }

    /// The union of two sets.
    #[inline]
    pub const fn or(self, other: Kinds) -> Kinds {
        Kinds(self.0 | other.0)
    }

    /// True when the sets share a kind.
    #[inline]
    pub const fn any(self, other: Kinds) -> bool {
        self.0 & other.0 != 0
    }

    /// True when `tile`'s kind is in the set.
    #[inline]
    pub const fn has(self, tile: Tile) -> bool {
        self.any(Kinds::of(tile))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slopes_meet_their_neighbours_without_a_step() {
        // A 22.5 degree ramp is Low then High; its halves meet at mid height.
        assert_eq!(Tile::SlopeUpRightLow.slope_height(1.0), Tile::SlopeUpRightHigh.slope_height(0.0));
        assert_eq!(Tile::SlopeUpLeftHigh.slope_height(1.0), Tile::SlopeUpLeftLow.slope_height(0.0));
        // A 45 degree ramp ends at full height, level with a solid block beside it.
        assert_eq!(Tile::SlopeUpRight.slope_height(1.0), Some(1.0));
    }

    #[test]
    fn only_solids_and_slopes_block() {
        let blocking: Vec<Tile> = Tile::ALL.into_iter().filter(|t| t.blocks()).collect();
        assert_eq!(blocking.len(), 8);
        assert!(!Tile::OneWay.blocks() && !Tile::Ladder.blocks() && !Tile::Hazard.blocks());
    }

    #[test]
    fn kind_sets_agree_with_the_tile_tests() {
        for tile in Tile::ALL {
            assert_eq!(Kinds::SOLIDS.has(tile), tile.is_solid(), "{tile:?}");
            assert_eq!(Kinds::SLOPES.has(tile), tile.is_slope(), "{tile:?}");
            assert_eq!(Kinds::BLOCKS.has(tile), tile.blocks(), "{tile:?}");
            assert_eq!(Kinds::OPEN_TOPS.has(tile), matches!(tile, Tile::OneWay | Tile::Ladder), "{tile:?}");
            let others = Tile::ALL.into_iter().filter(|&t| t != tile);
            assert!(
                !others.fold(Kinds::NONE, |k, t| k.or(Kinds::of(t))).has(tile),
                "{tile:?} has its own bit"
            );
        }
    }
}
