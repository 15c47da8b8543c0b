//! A body placed inside a solid, by a level, an editor or a game, is pushed
//! out to the nearest free place instead of staying stuck.

mod common;

use common::{run, world, NONE};
use ledge_engine::{Body, Path, Platform, Preset, Rect, Vec2, World};

fn place(world: &mut World, rect: Rect) -> Rect {
    let id = world.add_body(Body::new(rect, Preset::ledge().motion));
    world.body(id).unwrap().rect
}

const ROOM: &str = "
    ..........
    ..........
    ....###...
    ....###...
    ....###...
    .@........
    ##########
";

#[test]
fn a_body_placed_in_the_floor_stands_on_it() {
    let (mut world, _) = world(ROOM, &Preset::ledge());
    let rect = place(&mut world, Rect::new(1.0, 5.2, 0.8, 1.5));
    assert_eq!((rect.x, rect.bottom()), (1.0, 6.0));
}

#[test]
fn a_body_placed_in_a_block_leaves_by_its_nearest_side() {
    let (mut world, _) = world(ROOM, &Preset::ledge());
    // Mostly in the block's right column: out to the right.
    let rect = place(&mut world, Rect::new(6.5, 2.2, 0.8, 1.5));
    assert_eq!((rect.x, rect.y), (7.0, 2.2));
    // In its top row: out over the top.
    let rect = place(&mut world, Rect::new(5.1, 1.8, 0.8, 0.5));
    assert_eq!((rect.x, rect.bottom()), (5.1, 2.0));
}

#[test]
fn a_body_deep_inside_a_thick_wall_still_gets_out_and_then_moves() {
    let (mut world, _) = world(ROOM, &Preset::ledge());
    let id = world.add_body(Body::new(Rect::new(5.1, 3.0, 0.8, 1.5), Preset::ledge().motion));
    let free = world.body(id).unwrap().rect;
    assert!(free.x >= 7.0 || free.right() <= 4.0 || free.bottom() <= 2.0 || free.y >= 5.0, "{free:?}");
    let fallen = run(&mut world, id, NONE, 120).pop().unwrap();
    assert!(fallen.contacts.on_ground(), "stuck: {fallen:?}");
}

#[test]
fn a_body_placed_in_a_solid_platform_is_pushed_out_of_it() {
    let (mut world, _) = world(ROOM, &Preset::ledge());
    let path = Path::back_and_forth(Vec2::new(0.0, 3.0), Vec2::new(3.0, 3.0), 1.0);
    world.add_platform(Platform::new(Vec2::new(3.0, 0.5), path));
    let rect = place(&mut world, Rect::new(1.0, 2.0, 0.8, 1.2));
    assert_eq!(rect.bottom(), 3.0, "{rect:?}");
}

#[test]
fn a_body_that_only_touches_a_solid_or_stands_on_a_slope_stays_where_it_is() {
    let (mut world, _) = world(ROOM, &Preset::ledge());
    for rect in [Rect::new(3.2, 2.0, 0.8, 1.5), Rect::new(1.0, 4.5, 0.8, 1.5), Rect::new(7.0, 0.5, 0.8, 1.5)]
    {
        assert_eq!(place(&mut world, rect), rect);
    }
    let (mut hill, _) = common::world("......\n../...\n######\n", &Preset::ledge());
    let on_slope = Rect::new(2.1, 0.0, 0.8, 1.5);
    assert_eq!(place(&mut hill, on_slope), on_slope);
}
