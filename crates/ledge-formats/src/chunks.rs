//! Infinite Tiled maps: their tile layers are chunks placed anywhere on an
//! unbounded grid. Ledge reads them into their bounding box: the smallest
//! rectangle of cells that holds every chunk of every tile layer, which
//! becomes the level; objects move with it.

use crate::raw_map::check_size;
use crate::FormatError;

/// A cell of an infinite map's grid: column and row, any sign.
pub(crate) type Cell = (i64, i64);

/// Where a chunk lies: its top-left cell, and its width and height, cells.
pub(crate) type Place = (Cell, (u64, u64));

/// A chunk of a tile layer: where it is, cells (any sign), its size, and
/// its global tile ids row by row.
#[derive(Clone, Debug, Default)]
pub(crate) struct Chunk {
    /// Its top-left, cells.
    pub at: (i64, i64),
    /// Its width and height, cells.
    pub size: (u64, u64),
    /// Its tile ids, `size.0 * size.1` of them.
    pub gids: Vec<u32>,
}

/// The bounding box of chunks, cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bounds {
    /// Its top-left, cells.
    pub origin: (i64, i64),
    /// Its width and height, cells.
    pub size: (u32, u32),
}

/// The bounding box of chunks at `places` (top-left and size, cells),
/// refused (in `file`) when it is larger than a level Ledge plays or holds
/// nothing.
pub(crate) fn bounds(file: &str, places: impl Iterator<Item = Place>) -> Result<Bounds, FormatError> {
    let (mut left, mut top, mut right, mut bottom) = (i64::MAX, i64::MAX, i64::MIN, i64::MIN);
    for ((x, y), (w, h)) in places {
        left = left.min(x);
        top = top.min(y);
        right = right.max(x.saturating_add(w.min(i64::MAX as u64) as i64));
        bottom = bottom.max(y.saturating_add(h.min(i64::MAX as u64) as i64));
    }
    if left > right {
        (left, top, right, bottom) = (0, 0, 0, 0);
    }
    let (width, height) = (right.abs_diff(left), bottom.abs_diff(top));
    check_size(file, width, height)?;
    Ok(Bounds { origin: (left, top), size: (width as u32, height as u32) })
}

/// The tile ids of a layer of `chunks` within `bounds`, row by row, 0 where
/// no chunk lies. A chunk's size is taken to be checked against its data.
pub(crate) fn compose(chunks: &[Chunk], bounds: Bounds) -> Vec<u32> {
    let (width, height) = (bounds.size.0 as i64, bounds.size.1 as i64);
    let mut gids = vec![0; (width * height) as usize];
    for chunk in chunks {
        let (w, h) = (chunk.size.0 as i64, chunk.size.1 as i64);
        for (i, &gid) in chunk.gids.iter().enumerate().filter(|(_, &g)| g != 0) {
            let (i, w) = (i as i64, w.max(1));
            let (x, y) = (chunk.at.0 + i % w - bounds.origin.0, chunk.at.1 + i / w - bounds.origin.1);
            if (0..width).contains(&x) && (0..height).contains(&y) && i / w < h {
                gids[(y * width + x) as usize] = gid;
            }
        }
    }
    gids
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_land_in_their_bounding_box() {
        let chunks = [
            Chunk { at: (-2, -1), size: (2, 1), gids: vec![1, 2] },
            Chunk { at: (1, 0), size: (1, 2), gids: vec![3, 0] },
        ];
        let bounds = bounds("t", chunks.iter().map(|c| (c.at, c.size))).unwrap();
        assert_eq!(bounds, Bounds { origin: (-2, -1), size: (4, 3) });
        assert_eq!(compose(&chunks, bounds), [1, 2, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0]);
    }

    proptest::proptest! {
        /// Every tile of every chunk lands in the box, at its place.
        #[test]
        fn every_tile_lands_where_its_chunk_puts_it(
            chunks in proptest::collection::vec((-40i64..40, -40i64..40, 1u64..6, 1u64..6, 0u32..4), 1..6)
        ) {
            let chunks: Vec<Chunk> = chunks
                .iter()
                .enumerate()
                .map(|(n, &(x, y, w, h, fill))| Chunk {
                    at: (x, y),
                    size: (w, h),
                    gids: (0..w * h).map(|i| if (i as u32 + fill) % 4 == 0 { 0 } else { n as u32 * 100 + i as u32 + 1 }).collect(),
                })
                .collect();
            let bounds = bounds("t", chunks.iter().map(|c| (c.at, c.size))).unwrap();
            let gids = compose(&chunks, bounds);
            let width = bounds.size.0 as i64;
            for chunk in &chunks {
                for (i, &gid) in chunk.gids.iter().enumerate().filter(|(_, &g)| g != 0) {
                    let (x, y) = (chunk.at.0 + i as i64 % chunk.size.0 as i64, chunk.at.1 + i as i64 / chunk.size.0 as i64);
                    let (bx, by) = (x - bounds.origin.0, y - bounds.origin.1);
                    proptest::prop_assert!(bx >= 0 && by >= 0 && bx < width && by < bounds.size.1 as i64);
                    // Later chunks are drawn over earlier ones.
                    let over = chunks.iter().rev().find(|c| {
                        let (cx, cy) = (x - c.at.0, y - c.at.1);
                        cx >= 0 && cy >= 0 && cx < c.size.0 as i64 && cy < c.size.1 as i64
                            && c.gids[(cy * c.size.0 as i64 + cx) as usize] != 0
                    });
                    if std::ptr::eq(over.unwrap(), chunk) {
                        proptest::prop_assert_eq!(gids[(by * width + bx) as usize], gid);
                    }
                }
            }
        }
    }

    #[test]
    fn a_box_too_large_to_play_is_refused_before_anything_is_allocated() {
        let far = [((-2_000_000_000, 0), (16, 16)), ((2_000_000_000, 0), (16, 16))];
        assert!(bounds("t", far.into_iter()).unwrap_err().to_string().contains("4000000016x16 cells"));
    }
}
