//! Auto-tiling: which piece of art each part of a tile takes from its
//! neighbours (`docs/art.md`, "How walls join"). Walls and ice are drawn
//! in four quarters, each copied from one of five pieces; planks join
//! along their row; lava shows its surface where nothing liquid lies above.

/// A piece a quarter of a wall is copied from; `piece as usize` indexes
/// a material's pieces in this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// A lone block, edged all round: neither neighbour is the same.
    Solo,
    /// A column one cell wide: only the neighbour above or below is the same.
    Vert,
    /// A row one cell high: only the neighbour beside is the same.
    Horiz,
    /// The inside with inner corners: both neighbours are, the diagonal is not.
    Corners,
    /// The inside: both neighbours and the diagonal are the same.
    Inner,
}

/// The quarters of a cell, in the order [`quarters`] answers: top-left,
/// top-right, bottom-left, bottom-right, as `(dx, dy)` towards each.
pub const QUARTERS: [(i32, i32); 4] = [(-1, -1), (1, -1), (-1, 1), (1, 1)];

/// The piece of each quarter of a cell, given `same(dx, dy)`: whether the
/// cell at that offset is of the same material.
pub fn quarters(same: impl Fn(i32, i32) -> bool) -> [Piece; 4] {
    QUARTERS.map(|(dx, dy)| match (same(dx, 0), same(0, dy)) {
        (false, false) => Piece::Solo,
        (false, true) => Piece::Vert,
        (true, false) => Piece::Horiz,
        (true, true) if same(dx, dy) => Piece::Inner,
        (true, true) => Piece::Corners,
    })
}

/// The plank frame for a one-way platform cell with planks (or not) on its left and right.
pub fn plank(left: bool, right: bool) -> &'static str {
    match (left, right) {
        (false, false) => "plank-single",
        (false, true) => "plank-left",
        (true, true) => "plank-mid",
        (true, false) => "plank-right",
    }
}

/// The frame of a moving platform's cell, `index` of `len` along it.
pub fn platform(index: u32, len: u32) -> &'static str {
    match (index, len) {
        (_, 0 | 1) => "platform-single",
        (0, _) => "platform-left",
        (i, n) if i + 1 == n => "platform-right",
        _ => "platform-mid",
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// Whether a quarter's piece is edged on the side of `dx` and `dy`.
    fn edged(piece: Piece) -> (bool, bool) {
        match piece {
            Piece::Solo => (true, true),
            Piece::Vert => (true, false),
            Piece::Horiz => (false, true),
            Piece::Corners | Piece::Inner => (false, false),
        }
    }

    proptest! {
        /// On any grid, every quarter of every wall gets a piece edged
        /// exactly towards the neighbours that are not wall, and an inner
        /// corner exactly where only the diagonal is missing.
        #[test]
        fn every_neighbourhood_finds_the_piece_that_edges_it(cells in proptest::collection::vec(any::<bool>(), 64)) {
            let wall = |x: i32, y: i32| !(0..8).contains(&x) || !(0..8).contains(&y) || cells[(y * 8 + x) as usize];
            for y in 0..8 {
                for x in 0..8 {
                    if !wall(x, y) {
                        continue;
                    }
                    let pieces = quarters(|dx, dy| wall(x + dx, y + dy));
                    for (piece, (dx, dy)) in pieces.into_iter().zip(QUARTERS) {
                        let (side, top) = edged(piece);
                        prop_assert_eq!(side, !wall(x + dx, y));
                        prop_assert_eq!(top, !wall(x, y + dy));
                        let notch = wall(x + dx, y) && wall(x, y + dy) && !wall(x + dx, y + dy);
                        prop_assert_eq!(piece == Piece::Corners, notch);
                    }
                }
            }
        }
    }

    #[test]
    fn planks_and_platforms_have_ends() {
        assert_eq!(
            [plank(false, true), plank(true, true), plank(true, false)],
            ["plank-left", "plank-mid", "plank-right"]
        );
        assert_eq!(
            (0..3).map(|i| platform(i, 3)).collect::<Vec<_>>(),
            ["platform-left", "platform-mid", "platform-right"]
        );
        assert_eq!(platform(0, 1), "platform-single");
    }
}
