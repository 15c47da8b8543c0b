//! The benchmark's crowded world, shared with the tests that pin its runs:
//! a 256x256 map of mixed tiles (a floor every eight rows with gaps, ramps,
//! one-way floors, ice, ladders, hazards and scattered blocks) and Ledge
//! bodies standing on its floors.

use ledge_engine::{Body, Grid, Preset, Rect, Tile, World};

/// The map's side, in cells.
pub const SIDE: u32 = 256;

/// A small deterministic generator, so the map is the same on every run.
pub struct Lcg(pub u64);

impl Lcg {
    /// The next number, 31 bits.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

/// A bump three cells wide on the floor `row`, from column `x`: a 45-degree
/// ramp up, a block, a ramp down.
pub fn bump(grid: &mut Grid, x: u32, row: u32) {
    grid.set_tile(x, row - 1, Tile::SlopeUpRight);
    grid.set_tile(x + 1, row - 1, Tile::Solid);
    grid.set_tile(x + 1, row, Tile::Solid);
    grid.set_tile(x + 2, row - 1, Tile::SlopeUpLeft);
    grid.set_tile(x + 2, row, Tile::Solid);
}

/// The map.
pub fn crowded_map() -> Grid {
    let mut grid = Grid::new(SIDE, SIDE);
    let mut rng = Lcg(7);
    // A floor every 8 rows, with gaps, ramps and patches of other tiles.
    for row in (7..SIDE).step_by(8) {
        let mut x = 0;
        while x < SIDE {
            let run = 6 + rng.next() as u32 % 20;
            let kind = match rng.next() % 10 {
                0 => Tile::Ice,
                1 => Tile::OneWay,
                _ => Tile::Solid,
            };
            for dx in 0..run.min(SIDE - x) {
                grid.set_tile(x + dx, row, kind);
            }
            x += run;
            match rng.next() % 4 {
                0 if x + 3 < SIDE => {
                    bump(&mut grid, x, row);
                    x += 3;
                }
                1 if x + 2 < SIDE => {
                    grid.set_tile(x, row - 3, Tile::Ladder);
                    grid.set_tile(x + 1, row - 1, Tile::Hazard);
                    x += 2;
                }
                _ => x += 2 + rng.next() as u32 % 3, // a gap
            }
        }
    }
    for _ in 0..2000 {
        let (x, y) = (rng.next() as u32 % SIDE, rng.next() as u32 % SIDE);
        if y % 8 < 4 {
            grid.set_tile(x, y, Tile::Solid);
        }
    }
    grid
}

/// The map with `bodies` Ledge bodies placed on its floors, free of blocks.
pub fn crowded_world(bodies: usize) -> World {
    let preset = Preset::ledge();
    let mut world = World::new(crowded_map(), preset.world());
    let size = preset.player_size;
    let mut placed = 0;
    let mut rng = Lcg(11);
    while placed < bodies {
        let x = (rng.next() % (SIDE as u64 - 2)) as f64 + 0.1;
        let y = ((rng.next() % (SIDE as u64 / 8)) * 8) as f64 + 4.5 - size.y;
        let rect = Rect::new(x, y, size.x, size.y);
        if !world.grid().touches(&rect, |t| t.blocks()) {
            world.add_body(Body::new(rect, preset.motion));
            placed += 1;
        }
    }
    world
}
