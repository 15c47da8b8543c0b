//! The sweep and its plain statement ([`super::plain`]) give the same
//! bits: random grids (with slopes, one-way floors, ladders, ice, hazards,
//! and Talle's engine's edges or none), random boxes and random chains of moves.

use proptest::prelude::*;

use super::{plain, Span};
use crate::space::Space;
use crate::{Footing, Grid, Rect, Tile, Vec2};

const W: u32 = 14;
const H: u32 = 10;

const TILES: [Tile; 14] = [
    Tile::Solid,
    Tile::Ice,
    Tile::OneWay,
    Tile::Ladder,
    Tile::Hazard,
    Tile::SlopeUpRight,
    Tile::SlopeUpLeft,
    Tile::SlopeUpRightLow,
    Tile::SlopeUpRightHigh,
    Tile::SlopeUpLeftLow,
    Tile::SlopeUpLeftHigh,
    Tile::Solid,
    Tile::Solid,
    Tile::OneWay,
];

fn grid(tiles: &[u8], edges: &[(u32, u32, bool)]) -> Grid {
    let mut grid = Grid::new(W, H);
    for (i, &t) in tiles.iter().enumerate() {
        let tile = TILES.get(t as usize).copied().unwrap_or(Tile::Empty);
        grid.set_tile(i as u32 % W, i as u32 / W, tile);
    }
    for &(x, y, wall) in edges {
        if wall {
            grid.set_wall(x, y, true);
        } else {
            grid.set_ceiling(x, y, true);
        }
    }
    grid
}

/// Positions near grid lines as often as anywhere: that is where the
/// rounding and the contact tolerances decide.
fn coordinate(max: f64) -> impl Strategy<Value = f64> {
    prop_oneof![
        0.0..max,
        (0..max as i64, -2i32..=2).prop_map(|(line, k)| line as f64 + k as f64 * 3e-8),
        (0..max as i64).prop_map(|line| line as f64 + 0.5),
    ]
}

fn moves() -> impl Strategy<Value = Vec<(f64, f64, f64, Option<f64>, bool)>> {
    let step = (-8.0..8.0f64, -8.0..8.0f64, prop_oneof![Just(0.0), 0.0..1.2f64]);
    let drop = prop_oneof![Just(None), (0u8..10).prop_map(|y| Some(y as f64))];
    prop::collection::vec((step, drop, any::<bool>()), 1..6).prop_map(|v| {
        v.into_iter().map(|((dx, dy, snap), drop, climbing)| (dx, dy, snap, drop, climbing)).collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn the_sweep_and_the_plain_rules_agree_bit_for_bit(
        tiles in prop::collection::vec(0u8..40, (W * H) as usize),
        edges in prop::collection::vec((1u32..W, 1u32..H, any::<bool>()), 0..5),
        with_edges in any::<bool>(),
        x in coordinate(12.0), y in coordinate(8.0),
        w in prop_oneof![0.3..1.9f64, Just(1.0), Just(0.5)],
        h in prop_oneof![0.3..1.9f64, Just(1.0), Just(1.5)],
        moves in moves(),
    ) {
        let grid = grid(&tiles, if with_edges { &edges } else { &[] });
        let space = Space { grid: &grid, solids: &[] };
        let start = Rect::new(x, y, w, h);
        let (mut fast, mut kept, mut reference) = (start, start, start);
        for (dx, dy, snap, drop_line, climbing) in moves {
            let footing = Footing { snap, drop_line, climbing };
            let moved = space.move_by(&mut fast, Vec2::new(dx, dy), footing);
            // As the `ledge` order moves a body: one span kept from the
            // move along x to the contacts after the move along y.
            let mut span = Span::rows_of(&kept);
            space.move_x_in(&mut kept, dx, &mut span);
            space.move_y_in(&mut kept, dy, footing, &mut span);
            let kept_contacts = space.contacts_in(&kept, footing, None, &span);
            let hit_x = plain::move_x(&grid, &mut reference, dx);
            let hit_y = plain::move_y(&grid, &mut reference, dy, footing);
            prop_assert_eq!(bits(&fast), bits(&reference), "{:?} then {:?}", fast, reference);
            prop_assert_eq!(bits(&kept), bits(&reference));
            prop_assert_eq!(moved.x.is_some(), hit_x);
            prop_assert_eq!(moved.y, hit_y);
            let contacts = plain::contacts(&grid, &reference, footing);
            prop_assert_eq!(space.contacts(&fast, footing), contacts);
            prop_assert_eq!(kept_contacts, contacts);
            prop_assert_eq!(
                space.floor_within(&fast, snap, footing),
                plain::find_floor(&grid, &reference, snap, footing)
            );
        }
    }
}

fn bits(r: &Rect) -> [u64; 4] {
    [r.x.to_bits(), r.y.to_bits(), r.w.to_bits(), r.h.to_bits()]
}
