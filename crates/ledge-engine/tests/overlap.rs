//! Body-to-body overlaps among thousands of bodies agree with testing every
//! pair; an overlap's beginning and end are each told once.

use ledge_engine::{Body, BodyId, EventKind, Grid, Input, Order, Preset, Rect, Vec2, World};

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

/// A floor along row 5 of a 12-cell room, a coin standing in the way at
/// column 6 (on layer 1, held where it is) and a player walking right
/// through it (on layer 2, looking at layer 1).
fn coin_in_the_way() -> (World, BodyId, BodyId) {
    let preset = Preset::ledge();
    let grid = Grid::from_text(&format!("{}############", "............\n".repeat(5))).unwrap();
    let mut world = World::new(grid, preset.world());
    let held = ledge_engine::Motion { order: Order::Kinematic, ..preset.motion };
    let coin = world.add_body(Body::new(Rect::new(6.0, 4.0, 1.0, 1.0), held).with_layers(1, 0));
    let player = world.add_body(Body::new(Rect::new(1.0, 3.5, 0.8, 1.5), preset.motion).with_layers(2, 1));
    world.set_input(player, Input { right: true, ..Input::default() });
    (world, coin, player)
}

/// The player's overlap events at each of `steps` steps.
fn overlap_events(world: &mut World, player: BodyId, steps: usize) -> Vec<Vec<EventKind>> {
    (0..steps)
        .map(|_| {
            world.step();
            let overlaps = world.events().iter().filter(|e| e.body == player).map(|e| e.kind);
            overlaps
                .filter(|k| {
                    matches!(
                        k,
                        EventKind::Overlap(_) | EventKind::OverlapBegan(_) | EventKind::OverlapEnded(_)
                    )
                })
                .collect()
        })
        .collect()
}

#[test]
fn walking_through_a_coin_begins_the_touch_once_and_ends_it_once() {
    let (mut world, coin, player) = coin_in_the_way();
    let steps = overlap_events(&mut world, player, 120);
    let began: Vec<usize> =
        (0..steps.len()).filter(|&i| steps[i].contains(&EventKind::OverlapBegan(coin))).collect();
    let ended: Vec<usize> =
        (0..steps.len()).filter(|&i| steps[i].contains(&EventKind::OverlapEnded(coin))).collect();
    assert_eq!((began.len(), ended.len()), (1, 1), "{steps:?}");
    let (first, last) = (began[0], ended[0]);
    assert!(first + 5 < last, "the touch lasts a while: {first} to {last}");
    // Touching at every step from the first to the one before the end, and
    // only then; the beginning is told just before its first touch.
    for (i, events) in steps.iter().enumerate() {
        let touching = events.contains(&EventKind::Overlap(coin));
        assert_eq!(touching, (first..last).contains(&i), "step {i}: {events:?}");
    }
    assert_eq!(steps[first], [EventKind::OverlapBegan(coin), EventKind::Overlap(coin)]);
    assert_eq!(steps[last], [EventKind::OverlapEnded(coin)]);
    assert!(world.body(player).unwrap().rect.x > 8.0, "walked on past the coin");
}

/// Steps until the player begins to touch the coin.
fn walk_until_touching(world: &mut World, coin: BodyId, player: BodyId) {
    while !overlap_events(world, player, 1)[0].contains(&EventKind::OverlapBegan(coin)) {}
}

#[test]
fn a_coin_taken_while_touched_ends_the_touch() {
    let (mut world, coin, player) = coin_in_the_way();
    walk_until_touching(&mut world, coin, player);
    world.remove_body(coin);
    assert_eq!(overlap_events(&mut world, player, 1)[0], [EventKind::OverlapEnded(coin)]);
    assert!(overlap_events(&mut world, player, 30).iter().all(Vec::is_empty), "nothing after the end");
}

#[test]
fn a_world_restored_mid_touch_tells_its_end_and_no_new_beginning() {
    let (mut world, coin, player) = coin_in_the_way();
    walk_until_touching(&mut world, coin, player);
    overlap_events(&mut world, player, 2);
    let saved = world.state();
    let heard = overlap_events(&mut world, player, 60);
    world.restore(&saved);
    assert_eq!(overlap_events(&mut world, player, 60), heard);
    let all: Vec<EventKind> = heard.concat();
    assert!(!all.contains(&EventKind::OverlapBegan(coin)) && all.contains(&EventKind::OverlapEnded(coin)));
}

#[test]
fn beginnings_and_ends_among_thousands_of_moving_bodies_are_the_pairs_that_changed() {
    let mut motion = Preset::ledge().motion;
    motion.order = Order::Kinematic;
    let rects = scatter(1500);
    let mut world = World::new(Grid::new(200, 200), Preset::ledge().world());
    let ids: Vec<BodyId> = rects
        .iter()
        .enumerate()
        .map(|(i, rect)| {
            let (layers, mask) = if i % 2 == 0 { (1, 2) } else { (2, 1) };
            world.add_body(Body::new(*rect, motion).with_layers(layers, mask))
        })
        .collect();
    let pairs_now = |world: &World| {
        let boxes: Vec<Rect> = ids.iter().map(|&id| world.body(id).unwrap().rect).collect();
        let mut pairs = Vec::new();
        for (i, a) in boxes.iter().enumerate() {
            for (j, b) in boxes.iter().enumerate() {
                if i % 2 != j % 2 && a.overlaps(b) {
                    pairs.push((i, j));
                }
            }
        }
        pairs
    };
    let mut before: Vec<(usize, usize)> = Vec::new();
    let mut changes = 0;
    for step in 0..4u32 {
        // Every body drifts its own way, more or less each step.
        for (i, &id) in ids.iter().enumerate() {
            let turn = (i as u32).wrapping_mul(2654435761).wrapping_add(step * 40503) % 8;
            let delta = Vec2::new(turn as f64 * 0.2 - 0.7, (7 - turn) as f64 * 0.15 - 0.5);
            world.move_body(id, delta);
        }
        world.step();
        let after = pairs_now(&world);
        let told = |want: fn(EventKind) -> Option<BodyId>| {
            let mut pairs: Vec<(usize, usize)> = world
                .events()
                .iter()
                .filter_map(|e| want(e.kind).map(|o| (e.body.index(), o.index())))
                .collect();
            pairs.sort_unstable();
            pairs
        };
        let began = told(|k| if let EventKind::OverlapBegan(o) = k { Some(o) } else { None });
        let ended = told(|k| if let EventKind::OverlapEnded(o) = k { Some(o) } else { None });
        let new: Vec<_> = after.iter().filter(|p| !before.contains(p)).copied().collect();
        let gone: Vec<_> = before.iter().filter(|p| !after.contains(p)).copied().collect();
        assert_eq!(began, new, "step {step}");
        assert_eq!(ended, gone, "step {step}");
        changes += new.len() + gone.len();
        before = after;
    }
    assert!(changes > 200, "the drift should make and break plenty of overlaps: {changes}");
}
