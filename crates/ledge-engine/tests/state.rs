//! A world's state saved and restored: the run goes on exactly as it did,
//! in the same world or in another on the same grid; and take-offs are
//! reported as events with every preset.

mod common;
#[path = "common/crowd.rs"]
mod crowd;

use common::{world, JUMP, NONE};
use crowd::crowded_world;
use ledge_engine::{EventKind, Input, Path, Platform, PresetKind, Vec2, World, WorldState};
use proptest::prelude::*;

/// Steps `world` `n` times, each body holding the buttons the step's
/// number and its id pick; the state hash after every step.
fn run_on(world: &mut World, n: u64) -> Vec<u64> {
    let ids: Vec<_> = world.bodies().map(|(id, _)| id).collect();
    (0..n)
        .map(|_| {
            let tick = world.tick();
            for &id in &ids {
                let r = tick.wrapping_mul(31).wrapping_add(id.index() as u64 * 17);
                let input = Input {
                    left: r % 5 == 0,
                    right: r % 3 != 0,
                    jump: r % 7 < 2,
                    down: r % 11 == 0,
                    up: false,
                    dash: false,
                };
                world.set_input(id, input);
            }
            world.step();
            world.state_hash()
        })
        .collect()
}

/// A crowded world with moving platforms too.
fn busy_world(bodies: usize) -> World {
    let mut world = crowded_world(bodies);
    for k in 0..3 {
        let (x, y) = (3.0 + k as f64 * 9.0, 10.0 + k as f64 * 5.0);
        let path = Path::back_and_forth(Vec2::new(x, y), Vec2::new(x + 6.0, y - 3.0), 3.0);
        world.add_platform(Platform::new(Vec2::new(3.0, 0.5), path));
    }
    world
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn a_restored_world_goes_on_as_the_saved_one_did(bodies in 1usize..60, before in 0u64..200, after in 1u64..200) {
        let mut world = busy_world(bodies);
        run_on(&mut world, before);
        let saved = world.state();
        let whole = world.clone();
        let first = run_on(&mut world, after);
        world.restore(&saved);
        // Every platform and body as a whole copy of the world has them,
        // though the state keeps no path.
        prop_assert!(world.platforms().eq(whole.platforms()));
        prop_assert!(world.bodies().eq(whole.bodies()));
        prop_assert_eq!(&run_on(&mut world, after), &first);
        // Another world on the same grid, with the same bodies and platforms.
        let mut other = busy_world(bodies);
        run_on(&mut other, 7);
        other.restore(&saved);
        prop_assert_eq!(&run_on(&mut other, after), &first);
    }
}

#[test]
fn saving_into_a_state_reuses_it_and_copies_every_change() {
    let mut world = busy_world(40);
    let mut saved = WorldState::default();
    world.save(&mut saved);
    run_on(&mut world, 50);
    assert_ne!(world.state(), saved);
    world.save(&mut saved);
    assert_eq!(world.state(), saved);
    let mut copy = WorldState::default();
    copy.copy_from(&saved);
    assert_eq!(copy, saved);
}

#[test]
fn every_preset_reports_its_take_off_once() {
    for kind in PresetKind::ALL {
        let preset = kind.preset();
        let (mut world, id) =
            world("..........\n..........\n..........\n..........\n....@.....\n##########", &preset);
        for _ in 0..5 {
            world.step(); // settle on the floor
        }
        world.set_input(id, JUMP);
        let mut jumps = Vec::new();
        for step in 0..40 {
            world.step();
            world.set_input(id, NONE);
            if world.events().iter().any(|e| e.body == id && e.kind == EventKind::Jumped) {
                jumps.push(step);
            }
        }
        assert_eq!(jumps, [0], "{kind}: take-offs at steps {jumps:?}");
    }
}
