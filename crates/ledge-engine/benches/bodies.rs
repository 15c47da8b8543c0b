//! Body-steps per second: 10,000 bodies walking and jumping on a 256x256
//! map of mixed tiles (floors with gaps, slopes, one-way platforms, ice,
//! ladders, hazards and scattered blocks).
//!
//! Run: `cargo bench -p ledge-engine --bench bodies`. Each sample is one
//! step of the whole world; divide by 10,000 for the time per body-step.

use ledge_engine::{Body, BodyId, Grid, Input, Preset, Rect, Tile, World};

fn main() {
    divan::main();
}

const SIDE: u32 = 256;
const BODIES: usize = 10_000;

/// A small deterministic generator, so the map is the same on every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

fn mixed_map() -> Grid {
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
                    grid.set_tile(x, row - 1, Tile::SlopeUpRight);
                    grid.set_tile(x + 1, row - 1, Tile::Solid);
                    grid.set_tile(x + 1, row, Tile::Solid);
                    grid.set_tile(x + 2, row - 1, Tile::SlopeUpLeft);
                    grid.set_tile(x + 2, row, Tile::Solid);
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

fn crowded_world() -> World {
    let preset = Preset::ledge();
    let mut world = World::new(mixed_map(), preset.world());
    let size = preset.player_size;
    let mut placed = 0;
    let mut rng = Lcg(11);
    while placed < BODIES {
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

/// Each body walks one way for a while, then the other, and jumps now and
/// then. Every body gets its input every step; the handles are collected once,
/// outside the timed step (`ids`), so the timing is the engine's, not a
/// vector's allocation.
fn drive(world: &mut World, ids: &[BodyId]) {
    let tick = world.tick();
    for &id in ids {
        let i = id.0 as u64;
        let right = (tick / 90 + i) % 2 == 0;
        let input = Input { left: !right, right, jump: (tick + i * 7) % 80 < 12, ..Input::default() };
        world.set_input(id, input);
    }
}

/// The handles of all bodies in the world.
fn body_ids(world: &World) -> Vec<BodyId> {
    world.bodies().map(|(id, _)| id).collect()
}

#[divan::bench(sample_count = 60, sample_size = 1)]
fn step_10k_bodies(bencher: divan::Bencher) {
    let mut world = crowded_world();
    let ids = body_ids(&world);
    for _ in 0..120 {
        drive(&mut world, &ids);
        world.step();
    }
    bencher.counter(divan::counter::ItemsCount::new(BODIES)).bench_local(|| {
        drive(&mut world, &ids);
        world.step();
    });
}

#[divan::bench(sample_count = 60, sample_size = 1)]
fn step_10k_bodies_no_input_changes(bencher: divan::Bencher) {
    let mut world = crowded_world();
    let ids = body_ids(&world);
    drive(&mut world, &ids);
    for _ in 0..120 {
        world.step();
    }
    bencher.counter(divan::counter::ItemsCount::new(BODIES)).bench_local(|| world.step());
}
