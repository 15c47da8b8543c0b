//! Moving platforms in text plans: a run of `>` along a row is one platform
//! that moves back and forth along that row; a run of `^` is one platform
//! that moves up and down its columns. Each travels between the nearest
//! cells that are not empty on either side (or the level's border), except
//! that a `^` platform stops rising [`HEADROOM`] cells short of what is
//! above it, so that it never squeezes its rider against a ceiling.

use ledge_engine::{Grid, Path, Platform, Tile, Vec2};

/// How fast platforms from text plans travel, cells/s (as fast as bouncing
/// lava and monsters walk).
pub const PLATFORM_SPEED: f64 = 2.0;

/// How long platforms from text plans wait at each end of their way,
/// seconds: time to step on and off.
pub const PLATFORM_PAUSE: f64 = 1.0;

/// Free rows a rising `^` platform keeps above it, cells: room for the
/// tallest player (1.5 cells) to ride it to the top.
pub const HEADROOM: i64 = 2;

/// Which way a platform of a text plan moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Axis {
    /// Along its row (`>`), first to the right.
    Horizontal,
    /// Up and down its columns (`^`), first up.
    Vertical,
}

/// A run of platform characters in one row: columns `x0..x1` of row `y`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Run {
    pub axis: Axis,
    pub x0: u32,
    pub x1: u32,
    pub y: u32,
}

/// The platform a run makes, one cell thick, on a grid where the run's own
/// cells are empty; `None` when it has no room to move.
pub(crate) fn platform(grid: &Grid, run: Run, one_way: bool) -> Option<Platform> {
    let free_row = |y: i64| {
        (run.x0..run.x1).all(|x| grid.contains(x as i64, y) && grid.tile(x as i64, y) == Tile::Empty)
    };
    let free_cell = |x: i64| grid.contains(x, run.y as i64) && grid.tile(x, run.y as i64) == Tile::Empty;
    let at = Vec2::new(run.x0 as f64, run.y as f64);
    // The two ends, the one the arrow points to first.
    let (first, second) = match run.axis {
        Axis::Horizontal => {
            let (mut left, mut right) = (run.x0 as i64, run.x1 as i64);
            while free_cell(left - 1) {
                left -= 1;
            }
            while free_cell(right) {
                right += 1;
            }
            let width = (run.x1 - run.x0) as i64;
            (Vec2::new((right - width) as f64, at.y), Vec2::new(left as f64, at.y))
        }
        Axis::Vertical => {
            let (mut top, mut bottom) = (run.y as i64, run.y as i64);
            while (1..=1 + HEADROOM).all(|up| free_row(top - up)) {
                top -= 1;
            }
            while free_row(bottom + 1) {
                bottom += 1;
            }
            (Vec2::new(at.x, top as f64), Vec2::new(at.x, bottom as f64))
        }
    };
    if first == at && second == at {
        return None;
    }
    // From where it is drawn to the first end, to the second, and round
    // again: a loop through the drawn place, which lies between the ends.
    let points: Vec<Vec2> = [at, first, second].into_iter().fold(Vec::new(), |mut points, p| {
        if points.last() != Some(&p) && (points.len() < 2 || points[0] != p) {
            points.push(p);
        }
        points
    });
    let mut path = Path::looped(&points, PLATFORM_SPEED);
    for point in &mut path.waypoints {
        if point.pos == first || point.pos == second {
            point.pause = PLATFORM_PAUSE;
        }
    }
    let size = Vec2::new((run.x1 - run.x0) as f64, 1.0);
    let platform = Platform::new(size, path);
    Some(if one_way { platform.one_way() } else { platform })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 10-wide row with walls at columns 0 and 9.
    fn corridor() -> Grid {
        let mut grid = Grid::new(10, 5);
        for y in 0..5 {
            grid.set_tile(0, y, Tile::Solid);
            grid.set_tile(9, y, Tile::Solid);
        }
        grid
    }

    /// The platform's left side after each of `steps` steps.
    fn xs(platform: Platform, steps: usize) -> Vec<f64> {
        let mut world = ledge_engine::World::new(Grid::new(20, 20), ledge_engine::Preset::ledge().world());
        let id = world.add_platform(platform);
        (0..steps)
            .map(|_| {
                world.step();
                world.platform(id).map_or(f64::NAN, |p| p.rect.x)
            })
            .collect()
    }

    #[test]
    fn a_horizontal_run_travels_between_the_walls_of_its_row_right_first() {
        let run = Run { axis: Axis::Horizontal, x0: 3, x1: 6, y: 2 };
        let platform = platform(&corridor(), run, false).unwrap();
        assert_eq!((platform.rect.x, platform.rect.w, platform.rect.h), (3.0, 3.0, 1.0));
        let xs = xs(platform, 60 * 8);
        assert!(xs[0] > 3.0, "moves right first");
        let waits = xs.windows(2).filter(|w| w[0] == w[1]).count();
        assert!((116..=122).contains(&waits), "waited {waits} steps at two ends, not 1 s at each");
        let (min, max) = xs.iter().fold((f64::MAX, f64::MIN), |(a, b), &x| (a.min(x), b.max(x)));
        assert!((min - 1.0).abs() < 1e-9 && (max - 6.0).abs() < 1e-9, "{min}..{max}");
    }

    #[test]
    fn a_vertical_run_rises_to_two_cells_below_a_block_and_comes_down_onto_one() {
        let mut grid = Grid::new(10, 8);
        grid.set_tile(4, 0, Tile::Solid);
        grid.set_tile(2, 7, Tile::Hazard);
        let run = Run { axis: Axis::Vertical, x0: 2, x1: 5, y: 4 };
        let p = platform(&grid, run, true).unwrap();
        assert!(p.one_way);
        let ends: Vec<Vec2> = p.path.waypoints.iter().map(|w| w.pos).collect();
        assert_eq!(ends, [Vec2::new(2.0, 4.0), Vec2::new(2.0, 3.0), Vec2::new(2.0, 6.0)]);
    }

    #[test]
    fn a_platform_with_no_room_is_refused() {
        let run = Run { axis: Axis::Horizontal, x0: 1, x1: 9, y: 2 };
        assert!(platform(&corridor(), run, false).is_none());
    }

    #[test]
    fn a_platform_drawn_against_the_wall_it_points_to_sets_off_the_other_way() {
        let run = Run { axis: Axis::Horizontal, x0: 6, x1: 9, y: 2 };
        let p = platform(&corridor(), run, false).unwrap();
        let ends: Vec<Vec2> = p.path.waypoints.iter().map(|w| w.pos).collect();
        assert_eq!(ends, [Vec2::new(6.0, 2.0), Vec2::new(1.0, 2.0)]);
    }
}
