//! Body-to-body overlaps among thousands of bodies agree with testing every pair.

use ledge_engine::{Body, BodyId, EventKind, Grid, Preset, Rect, World};

/// A deterministic scatter of `n` boxes of assorted sizes.
fn scatter(n: usize) -> Vec<Rect> {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 11) as f64 / (1u64 << 53) as f64
    };
    (0..n)
        .map(|_| Rect::new(next() * 180.0, next() * 180.0, 0.1 + next() * 3.0, 0.1 + next() * 3.0))
        .collect()
}

#[test]
fn overlap_events_among_thousands_of_bodies_match_every_pair() {
    let mut motion = Preset::ledge().motion;
    motion.gravity_scale = 0.0;
    let rects = scatter(3000);
    let mut world = World::new(Grid::new(200, 200), Preset::ledge().world());
    for (i, rect) in rects.iter().enumerate() {
        // Even bodies are on layer 1 and look at layer 2; odd ones the other way round.
        let (layers, mask) = if i % 2 == 0 { (1, 2) } else { (2, 1) };
        world.add_body(Body::new(*rect, motion).with_layers(layers, mask));
    }
    world.step();
    let mut from_events: Vec<(usize, usize)> = world
        .events()
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Overlap(other) => Some((e.body.index(), other.index())),
            _ => None,
        })
        .collect();
    from_events.sort_unstable();
    let mut brute = Vec::new();
    for (i, a) in rects.iter().enumerate() {
        for (j, b) in rects.iter().enumerate() {
            if i % 2 != j % 2 && a.overlaps(b) {
                brute.push((i, j));
            }
        }
    }
    assert!(brute.len() > 100, "the scatter should produce plenty of overlaps");
    assert_eq!(from_events, brute);
}

#[test]
fn a_query_finds_exactly_the_overlapping_bodies_in_id_order() {
    let mut motion = Preset::ledge().motion;
    motion.gravity_scale = 0.0;
    let rects = scatter(2000);
    let mut world = World::new(Grid::new(200, 200), Preset::ledge().world());
    let ids: Vec<BodyId> =
        rects.iter().map(|rect| world.add_body(Body::new(*rect, motion).with_layers(1, 0))).collect();
    world.step();
    let area = Rect::new(40.0, 40.0, 30.0, 12.5);
    let mut found = Vec::new();
    world.query(&area, 1, &mut found);
    let expected: Vec<BodyId> =
        rects.iter().zip(&ids).filter(|(r, _)| r.overlaps(&area)).map(|(_, &id)| id).collect();
    assert!(!expected.is_empty());
    assert_eq!(found, expected);
    let mut none = Vec::new();
    world.query(&area, 2, &mut none);
    assert!(none.is_empty(), "layer 2 is empty");
}

#[test]
fn a_removed_body_is_gone_for_good_whatever_its_input() {
    let preset = Preset::ledge();
    let mut grid = Grid::new(10, 6);
    for x in 0..10 {
        grid.set_tile(x, 5, ledge_engine::Tile::Solid);
    }
    let mut world = World::new(grid, preset.world());
    let coin = world.add_body(Body::new(Rect::new(4.0, 3.0, 1.0, 1.0), preset.motion).with_layers(1, 0));
    let player = world.add_body(Body::new(Rect::new(4.0, 3.0, 1.0, 1.0), preset.motion).with_layers(2, 1));
    world.step();
    assert!(world.events().iter().any(|e| e.body == player && e.kind == EventKind::Overlap(coin)));
    world.remove_body(coin);
    let (at, hash) = (world.clone(), world.state_hash());
    world.set_input(coin, ledge_engine::Input { right: true, jump: true, ..Default::default() });
    assert_eq!(world.state_hash(), hash, "a removed body's buttons are no state");
    world.step();
    let mut untouched = at;
    untouched.step();
    assert_eq!(world.state_hash(), untouched.state_hash());
    assert!(world.body(coin).is_none() && world.bodies().all(|(id, _)| id != coin));
    assert!(world.events().iter().all(|e| e.body != coin && e.kind != EventKind::Overlap(coin)));
}
