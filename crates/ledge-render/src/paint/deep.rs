//! How deep inside the rock a wall's cell lies. Rock far from open ground
//! is drawn darker, step by step, so a level's thick fill recedes behind
//! the edges the player stands on and climbs, the way Celeste draws the
//! inside of its rock as a dark mass behind a lit rim.

use crate::Color;

/// The depth past which the rock darkens no further, cells.
pub(super) const DEEPEST: i64 = 4;

/// How far `(x, y)` lies inside the rock: the distance, in cells (each of
/// the 8 neighbours one step), to the nearest cell that is not rock by
/// `rock`; [`DEEPEST`] for anything as deep or deeper.
pub(super) fn depth(rock: impl Fn(i64, i64) -> bool, x: i64, y: i64) -> i64 {
    (1..DEEPEST)
        .find(|&r| {
            (-r..=r).any(|d| {
                !rock(x + d, y - r) || !rock(x + d, y + r) || !rock(x - r, y + d) || !rock(x + r, y + d)
            })
        })
        .unwrap_or(DEEPEST)
}

/// The shade laid over a wall's cell `depth` deep: none on the rim (1),
/// darker with each cell inward, down to [`DEEPEST`].
pub(super) fn shade(depth: i64) -> Option<Color> {
    const ALPHA: [u8; DEEPEST as usize - 1] = [70, 120, 155];
    let alpha = *ALPHA.get(usize::try_from(depth.min(DEEPEST) - 2).ok()?)?;
    Some(Color::rgba(8, 6, 20, alpha))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rock_darkens_inward_from_its_rim_and_no_further_than_its_deepest() {
        // Rock everywhere but the column x = 0.
        let rock = |x: i64, _y: i64| x != 0;
        let depths: Vec<i64> = (1..8).map(|x| depth(rock, x, 0)).collect();
        assert_eq!(depths, [1, 2, 3, 4, 4, 4, 4]);
        assert_eq!(shade(1), None, "the rim is drawn as it is");
        let alphas: Vec<u8> = (2..=6).map(|d| shade(d).unwrap().a).collect();
        assert!(alphas.windows(2).all(|w| w[0] <= w[1]) && alphas[0] < alphas[2], "{alphas:?}");
        assert_eq!(shade(DEEPEST), shade(DEEPEST + 3), "no darker past the deepest");
        // A diagonal neighbour open counts as the rim too.
        assert_eq!(depth(|x, y| (x, y) != (1, 1), 0, 0), 1);
    }
}
