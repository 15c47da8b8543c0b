//! Where things stand on a world's map, in art pixels: each level's stone
//! along a winding path, the gates at its ends, and the climber walking
//! from one stone to the next.

use super::World;

/// The top of the ground, art pixels from the map's top.
pub const GROUND_TOP: i32 = 150;
/// The height the path winds around.
const PATH_MIDDLE: f32 = 222.0;
/// How far the path swings above and below its middle.
const PATH_SWING: f32 = 26.0;
/// The room left at each side for the gates.
const MARGIN: f32 = 56.0;
/// Steps the climber takes to walk from one stone to the next.
pub const WALK_STEPS: u64 = 18;

/// A point on the map, in art pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// From the left.
    pub x: f32,
    /// From the top.
    pub y: f32,
}

impl Point {
    fn toward(self, to: Point, share: f32) -> Point {
        Point { x: self.x + (to.x - self.x) * share, y: self.y + (to.y - self.y) * share }
    }
}

/// The middle of the stone of the `j`th level of a world of `len` levels,
/// on a map `width` art pixels wide.
pub fn stone(j: usize, len: usize, width: f32) -> Point {
    let gap = (width - 2.0 * MARGIN) / (len.max(2) - 1) as f32;
    let x = if len == 1 { width / 2.0 } else { MARGIN + gap * j as f32 };
    Point { x: x.round(), y: (PATH_MIDDLE + PATH_SWING * (j as f32 * 1.1).sin()).round() }
}

/// Where the path comes in from the world before (the left gate) and
/// leaves for the next (the right gate).
pub fn gates(width: f32) -> (Point, Point) {
    let y = PATH_MIDDLE;
    (Point { x: 20.0, y }, Point { x: width - 20.0, y })
}

/// The climber's move on the map: it left `from` at step `since`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Walk {
    /// The level it walks from.
    pub from: usize,
    /// The step it set off.
    pub since: u64,
}

/// Where the climber stands at step `now` on the map of `world`, walking to
/// level `to`, and whether it is still walking (and leftwards). A walk
/// within the world follows the path from stone to stone; one from another
/// world comes in through the gate on its side.
pub fn climber(world: &World, walk: Walk, to: usize, now: u64, width: f32) -> (Point, bool, bool) {
    let here = stone(to - world.first, world.len, width);
    let (left_gate, right_gate) = gates(width);
    let start = if (world.first..world.first + world.len).contains(&walk.from) {
        stone(walk.from - world.first, world.len, width)
    } else if walk.from < to {
        left_gate
    } else {
        right_gate
    };
    let share = (now.saturating_sub(walk.since) as f32 / WALK_STEPS as f32).min(1.0);
    (start.toward(here, share), share < 1.0, here.x < start.x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_game::Theme;

    const WORLD: World = World { theme: Theme::Meadow, first: 12, len: 12 };

    #[test]
    fn stones_run_left_to_right_between_the_gates_within_the_ground() {
        let (left, right) = gates(640.0);
        let xs: Vec<f32> = (0..12).map(|j| stone(j, 12, 640.0).x).collect();
        assert!(xs.windows(2).all(|w| w[0] < w[1]), "{xs:?}");
        assert!(left.x < xs[0] && xs[11] < right.x);
        assert!((0..12).all(|j| stone(j, 12, 640.0).y > GROUND_TOP as f32 + 24.0));
    }

    #[test]
    fn walking_reaches_the_next_level_and_stops_there() {
        let walk = Walk { from: 14, since: 100 };
        let (start, walking, _) = climber(&WORLD, walk, 15, 100, 640.0);
        assert_eq!((start, walking), (stone(2, 12, 640.0), true));
        let (half, _, leftwards) = climber(&WORLD, walk, 15, 100 + WALK_STEPS / 2, 640.0);
        assert!(start.x < half.x && half.x < stone(3, 12, 640.0).x && !leftwards);
        let (end, walking, _) = climber(&WORLD, walk, 15, 100 + WALK_STEPS, 640.0);
        assert_eq!((end, walking), (stone(3, 12, 640.0), false));
    }

    #[test]
    fn coming_from_another_world_the_climber_walks_in_through_its_gate() {
        let (left, right) = gates(640.0);
        assert_eq!(climber(&WORLD, Walk { from: 11, since: 5 }, 12, 5, 640.0).0, left);
        assert_eq!(climber(&WORLD, Walk { from: 24, since: 5 }, 23, 5, 640.0).0, right);
    }
}
