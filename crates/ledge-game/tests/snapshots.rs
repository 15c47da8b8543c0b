//! A game's state kept and put back: the run goes on bit for bit as it did,
//! in the same game or in another game of the same level; a restart is a
//! new game; a snapshot of one level does not fit another.

use ledge_game::{pack, Buttons, Level, OtherLevel, Play, Snapshot};
use proptest::prelude::*;

/// The hash after each of `n` steps, the buttons drawn from `seed`.
fn run_on(play: &mut Play, seed: u64, n: usize) -> Vec<u64> {
    let mut state = seed;
    (0..n)
        .map(|_| {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            play.step(Buttons::from_bits((state >> 40) as u8 & 31));
            play.state_hash()
        })
        .collect()
}

fn pack_level(index: usize) -> Level {
    pack::PACK[index % pack::PACK.len()].level()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn a_restored_game_goes_on_as_the_saved_one_did(
        index in 0usize..100, seed in any::<u64>(), before in 0usize..400, after in 1usize..300,
    ) {
        let level = pack_level(index);
        let mut play = Play::new(&level, level.preset(None));
        run_on(&mut play, seed, before);
        let saved = play.snapshot();
        prop_assert_eq!(saved.hash(), play.state_hash());
        let first = run_on(&mut play, seed ^ 1, after);
        play.restore(&saved).unwrap();
        prop_assert_eq!(play.state_hash(), saved.hash());
        prop_assert_eq!(&run_on(&mut play, seed ^ 1, after), &first);
        // Another game of the same level, wherever it was.
        let mut other = Play::new(&level, level.preset(None));
        run_on(&mut other, seed ^ 2, 50);
        other.restore(&saved).unwrap();
        prop_assert_eq!(&run_on(&mut other, seed ^ 1, after), &first);
    }

    #[test]
    fn a_restart_plays_as_a_new_game(index in 0usize..100, seed in any::<u64>(), before in 0usize..500) {
        let level = pack_level(index);
        let mut play = Play::new(&level, level.preset(None));
        run_on(&mut play, seed, before);
        play.restart();
        let mut fresh = Play::new(&level, level.preset(None));
        prop_assert_eq!(play.state_hash(), fresh.state_hash());
        prop_assert_eq!(run_on(&mut play, seed, 300), run_on(&mut fresh, seed, 300));
    }
}

#[test]
fn saving_into_an_old_snapshot_keeps_the_new_state() {
    let level = pack_level(11);
    let mut play = Play::new(&level, level.preset(None));
    let mut kept: Snapshot = play.snapshot();
    run_on(&mut play, 7, 200);
    assert_ne!(kept.hash(), play.state_hash());
    play.save(&mut kept);
    assert_eq!((kept.hash(), kept.frame(), kept.status()), (play.state_hash(), play.frame(), play.status()));
    assert_eq!(kept, play.snapshot());
    let mut copy = Play::new(&level, level.preset(None)).snapshot();
    copy.copy_from(&kept);
    assert_eq!(copy, kept);
}

#[test]
fn the_hash_tells_apart_states_a_player_can_tell_apart() {
    let level = Level::parse("t.txt", "#####\n#.@.#\n#####").unwrap();
    let mut left = Play::new(&level, level.preset(None));
    let mut right = left.clone();
    left.step(Buttons::LEFT);
    right.step(Buttons::RIGHT);
    // Both walked into a wall at once: only the way the player faces differs.
    assert_eq!(left.player(), right.player());
    assert_ne!(left.state_hash(), right.state_hash());
}

#[test]
fn a_snapshot_of_another_level_or_other_physics_is_refused() {
    let (a, b) = (pack_level(0), pack_level(1));
    let snapshot = Play::new(&a, a.preset(None)).snapshot();
    let mut other = Play::new(&b, b.preset(None));
    let hash = other.state_hash();
    assert_eq!(other.restore(&snapshot), Err(OtherLevel));
    assert_eq!(other.state_hash(), hash, "a refused snapshot changes nothing");
    let mut other_physics = Play::new(&a, ledge_engine::Preset::talle());
    assert_eq!(other_physics.restore(&snapshot), Err(OtherLevel));
    assert!(OtherLevel.to_string().contains("another level"));
}
