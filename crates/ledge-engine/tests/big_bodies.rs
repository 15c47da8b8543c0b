//! Bodies much larger than a cell: they stand across gaps narrower than
//! themselves, stop at walls and ceilings with exact contact, and never
//! overlap a solid.

mod common;
use common::*;
use ledge_engine::{Body, Grid, Input, Preset, Rect, Tile, World};

/// A floor with one-cell gaps, a low ceiling block and a wall at the end.
fn hall() -> Grid {
    let map = [
        "........................................",
        "........................................",
        "........................................",
        "................######..................",
        "........................................",
        "........................................",
        "........................................",
        "........................................",
        "...................................#....",
        "...................................#....",
        "###.###.##.###########.####.############",
    ];
    let mut grid = Grid::new(40, map.len() as u32);
    for (y, row) in map.iter().enumerate() {
        for (x, ch) in row.chars().enumerate() {
            if ch == '#' {
                grid.set_tile(x as u32, y as u32, Tile::Solid);
            }
        }
    }
    grid
}

fn overlaps_a_solid(grid: &Grid, r: &Rect) -> bool {
    let (x0, x1) = ((r.x + 1e-9).floor() as i64, (r.right() - 1e-9).ceil() as i64);
    let (y0, y1) = ((r.y + 1e-9).floor() as i64, (r.bottom() - 1e-9).ceil() as i64);
    (y0..y1).any(|y| (x0..x1).any(|x| grid.tile(x, y).is_solid()))
}

#[test]
fn a_six_by_four_body_walks_over_gaps_stops_at_a_wall_and_never_overlaps() {
    let grid = hall();
    let mut world = World::new(grid.clone(), Preset::ledge().world());
    let id = world.add_body(Body::new(Rect::new(0.5, 2.0, 6.0, 4.0), Preset::ledge().motion));
    let mut max_bottom: f64 = 0.0;
    for step in 0..600 {
        let input = Input { right: true, jump: step % 120 == 30, ..NONE };
        world.set_input(id, input);
        world.step();
        let body = world.body(id).unwrap();
        assert!(!overlaps_a_solid(&grid, &body.rect), "inside a solid at step {step}: {:?}", body.rect);
        max_bottom = max_bottom.max(body.rect.bottom());
    }
    assert_eq!(max_bottom, 10.0, "gaps narrower than the body never swallow it");
    let end = world.body(id).unwrap();
    assert_eq!(end.rect.right(), 35.0, "stopped against the wall");
    assert!(end.contacts.wall_right && end.contacts.on_ground());
}

#[test]
fn a_tall_body_jumping_under_a_block_stops_exactly_at_its_underside() {
    let grid = hall();
    let mut world = World::new(grid, Preset::ledge().world());
    let id = world.add_body(Body::new(Rect::new(17.0, 3.0, 3.0, 5.0), Preset::ledge().motion));
    run(&mut world, id, NONE, 30);
    let top = run(&mut world, id, JUMP, 30).iter().map(|b| b.rect.y).fold(f64::INFINITY, f64::min);
    assert_eq!(top, 4.0, "the block's underside is the line y = 4");
}
