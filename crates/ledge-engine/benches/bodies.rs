//! Body-steps per second: 10,000 bodies walking and jumping on a 256x256
//! map of mixed tiles (floors with gaps, slopes, one-way platforms, ice,
//! ladders, hazards and scattered blocks).
//!
//! Run: `cargo bench -p ledge-engine --bench bodies`. Each sample is one
//! step of the whole world; divide by 10,000 for the time per body-step.

#[path = "../tests/common/crowd.rs"]
mod crowd;

use crowd::crowded_world;
use ledge_engine::{BodyId, Input, World};

fn main() {
    divan::main();
}

const BODIES: usize = 10_000;

/// Each body walks one way for a while, then the other, and jumps now and
/// then. Every body gets its input every step; the handles are collected once,
/// outside the timed step (`ids`), so the timing is the engine's, not a
/// vector's allocation.
fn drive(world: &mut World, ids: &[BodyId]) {
    let tick = world.tick();
    for &id in ids {
        let i = id.index() as u64;
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
    let mut world = crowded_world(BODIES);
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
    let mut world = crowded_world(BODIES);
    let ids = body_ids(&world);
    drive(&mut world, &ids);
    for _ in 0..120 {
        world.step();
    }
    bencher.counter(divan::counter::ItemsCount::new(BODIES)).bench_local(|| world.step());
}
