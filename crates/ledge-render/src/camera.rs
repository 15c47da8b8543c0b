//! The camera: which part of the level is in view, scrolled as seed 002's
//! `scrollPlayerIntoView` does (a dead zone of the middle third of the
//! view), or framing a target in a small box round the view's centre (the
//! game's camera, whose target looks ahead of the player), kept inside the
//! level, and optionally eased towards its goal.

use ledge_engine::{Rect, Vec2};

/// The part of the level in view, in cells.
///
/// ```
/// use ledge_engine::Vec2;
/// use ledge_render::Camera;
/// let level = Vec2::new(100.0, 20.0);
/// let mut camera = Camera::new(30.0, 20.0);
/// camera.scroll_into_view(Vec2::new(15.0, 10.0), level);
/// assert_eq!(camera.left, 0.0); // inside the dead zone: no scroll
/// camera.scroll_into_view(Vec2::new(25.0, 10.0), level);
/// assert_eq!(camera.left, 5.0); // the target sits on the dead zone's right side
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    /// Left side of the view.
    pub left: f64,
    /// Top side of the view.
    pub top: f64,
    /// Width of the view.
    pub width: f64,
    /// Height of the view.
    pub height: f64,
}

impl Camera {
    /// A view of `width` by `height` cells at the level's top-left corner.
    pub fn new(width: f64, height: f64) -> Camera {
        Camera { left: 0.0, top: 0.0, width, height }
    }

    /// A view of exactly the whole level.
    pub fn whole(level: Vec2) -> Camera {
        Camera::new(level.x, level.y)
    }

    /// Centres the view on `target`, then keeps it inside the level.
    pub fn center_on(&mut self, target: Vec2, level: Vec2) {
        self.left = target.x - self.width * 0.5;
        self.top = target.y - self.height * 0.5;
        self.clamp_to(level);
    }

    /// Seed 002's `scrollPlayerIntoView`: when `target` (the player's centre)
    /// comes closer than a third of the view to a side, scroll just enough to
    /// put it back on that margin; then keep the view inside the level.
    pub fn scroll_into_view(&mut self, target: Vec2, level: Vec2) {
        let (margin_x, margin_y) = (self.width / 3.0, self.height / 3.0);
        if target.x < self.left + margin_x {
            self.left = target.x - margin_x;
        } else if target.x > self.left + self.width - margin_x {
            self.left = target.x + margin_x - self.width;
        }
        if target.y < self.top + margin_y {
            self.top = target.y - margin_y;
        } else if target.y > self.top + self.height - margin_y {
            self.top = target.y + margin_y - self.height;
        }
        self.clamp_to(level);
    }

    /// Moves `smoothing` (`0.0..=1.0`) of the way towards where
    /// [`Camera::scroll_into_view`] would put the view. Call it once per fixed
    /// step, so the camera is as deterministic as the game; 1.0 is seed 002's
    /// instant scrolling.
    pub fn follow(&mut self, target: Vec2, level: Vec2, smoothing: f64) {
        let mut goal = *self;
        goal.scroll_into_view(target, level);
        self.ease_to(goal, smoothing);
    }

    /// Moves `smoothing` (`0.0..=1.0`) of the way towards the view that
    /// keeps `target` within `reach` cells of its centre (each way, across
    /// and down), inside the level. Once per fixed step, as
    /// [`Camera::follow`].
    ///
    /// ```
    /// use ledge_engine::Vec2;
    /// use ledge_render::Camera;
    /// let mut camera = Camera::new(40.0, 22.0);
    /// camera.frame(Vec2::new(60.0, 11.0), Vec2::new(200.0, 22.0), Vec2::new(2.0, 3.0), 1.0);
    /// assert_eq!(camera.left, 38.0); // the target 2 cells right of the centre
    /// ```
    pub fn frame(&mut self, target: Vec2, level: Vec2, reach: Vec2, smoothing: f64) {
        self.frame_in_room(target, None, level, reach, smoothing);
    }

    /// [`Camera::frame`] within `room` (a level's room, cells): the view
    /// keeps inside the room as well as the level, so it frames a room the
    /// size of the view and follows the target within a larger one; a room
    /// smaller than the view is centred, and one at most a cell taller than
    /// the view stands on the view's bottom. When the target crosses into
    /// another room, the view eases over to it. `None` is the whole level.
    ///
    /// ```
    /// use ledge_engine::{Rect, Vec2};
    /// use ledge_render::Camera;
    /// let (level, reach) = (Vec2::new(80.0, 23.0), Vec2::new(1.5, 3.0));
    /// let mut camera = Camera::new(40.0, 22.5);
    /// let room = Rect::new(0.0, 0.0, 40.0, 23.0);
    /// camera.frame_in_room(Vec2::new(39.0, 11.0), Some(room), level, reach, 1.0);
    /// assert_eq!(camera.left, 0.0); // near the room's right side: still all of the room
    /// let next = Rect::new(40.0, 0.0, 40.0, 23.0);
    /// camera.frame_in_room(Vec2::new(41.0, 11.0), Some(next), level, reach, 1.0);
    /// assert_eq!(camera.left, 40.0); // over the edge: the next room
    /// ```
    pub fn frame_in_room(
        &mut self,
        target: Vec2,
        room: Option<Rect>,
        level: Vec2,
        reach: Vec2,
        smoothing: f64,
    ) {
        let mut goal = *self;
        let (cx, cy) = (self.left + self.width * 0.5, self.top + self.height * 0.5);
        goal.left = self.left + excess(target.x - cx, reach.x);
        goal.top = self.top + excess(target.y - cy, reach.y);
        if let Some(room) = room {
            goal.left = room.x + clamp_axis(goal.left - room.x, goal.width, room.w);
            goal.top = room.y + clamp_axis(goal.top - room.y, goal.height, room.h);
            // A room a little taller than the view stands on the view's
            // bottom: its floor and what lies on it (lava, spikes) are
            // shown whole, and the row it loses is the top one, under the
            // heads-up bar.
            if room.h > goal.height && room.h <= goal.height + NEARLY_FITS {
                goal.top = room.y + room.h - goal.height;
            }
        }
        goal.clamp_to(level);
        self.ease_to(goal, smoothing);
    }

    /// Moves `smoothing` of the way to `goal`, snapping when within a thousandth of a cell.
    fn ease_to(&mut self, goal: Camera, smoothing: f64) {
        let t = smoothing.clamp(0.0, 1.0);
        self.left += (goal.left - self.left) * t;
        self.top += (goal.top - self.top) * t;
        if (goal.left - self.left).abs() < 1e-3 {
            self.left = goal.left;
        }
        if (goal.top - self.top).abs() < 1e-3 {
            self.top = goal.top;
        }
    }

    /// Shows a level shorter than the view standing on the view's bottom
    /// with `ground` cells below it (where its ground goes on), the rest
    /// above it (its sky), instead of centred; a taller level is left as it is.
    ///
    /// ```
    /// use ledge_engine::Vec2;
    /// use ledge_render::Camera;
    /// let mut camera = Camera::new(40.0, 22.0);
    /// camera.rest_on_ground(Vec2::new(60.0, 8.0), 2.0);
    /// assert_eq!(camera.top, -12.0); // rows -12..10: the level's 8, then 2 of ground
    /// ```
    pub fn rest_on_ground(&mut self, level: Vec2, ground: f64) {
        if level.y < self.height {
            self.top = level.y + ground.min(self.height - level.y) - self.height;
        }
    }

    /// Keeps the view inside the level; a level smaller than the view is centred.
    pub fn clamp_to(&mut self, level: Vec2) {
        self.left = clamp_axis(self.left, self.width, level.x);
        self.top = clamp_axis(self.top, self.height, level.y);
    }

    /// The view `alpha` of the way from `previous` to `self`, for drawing between steps.
    pub fn interpolate(&self, previous: &Camera, alpha: f64) -> Camera {
        Camera {
            left: previous.left + (self.left - previous.left) * alpha,
            top: previous.top + (self.top - previous.top) * alpha,
            ..*self
        }
    }
}

/// How much taller than the view a room may be and still be shown
/// standing on the view's bottom rather than followed, cells.
const NEARLY_FITS: f64 = 1.0;

/// How far `offset` lies beyond `reach` either way (0 within it).
fn excess(offset: f64, reach: f64) -> f64 {
    offset - offset.clamp(-reach, reach)
}

fn clamp_axis(start: f64, view: f64, level: f64) -> f64 {
    if level <= view {
        (level - view) * 0.5
    } else {
        start.clamp(0.0, level - view)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_view_stays_inside_the_level() {
        let level = Vec2::new(50.0, 30.0);
        let mut camera = Camera::new(20.0, 10.0);
        camera.scroll_into_view(Vec2::new(49.0, 29.0), level);
        assert_eq!((camera.left, camera.top), (30.0, 20.0));
        camera.scroll_into_view(Vec2::new(0.5, 0.5), level);
        assert_eq!((camera.left, camera.top), (0.0, 0.0));
    }

    /// High Ruins' lava, on the bottom row of a room 23 rows high, showed
    /// as a sliver under a view of 22.5 rows framed from the room's top.
    #[test]
    fn a_room_half_a_row_taller_than_the_view_shows_its_bottom_row_whole() {
        let (level, reach) = (Vec2::new(40.0, 46.0), Vec2::new(1.5, 3.0));
        let room = Rect::new(0.0, 23.0, 40.0, 23.0);
        for y in [24.0, 34.0, 45.0] {
            let mut camera = Camera::new(40.0, 22.5);
            camera.top = 23.0;
            camera.frame_in_room(Vec2::new(20.0, y), Some(room), level, reach, 1.0);
            assert_eq!(camera.top + camera.height, 46.0, "the player at row {y}");
        }
    }

    #[test]
    fn a_small_level_is_centred() {
        let mut camera = Camera::new(20.0, 10.0);
        camera.center_on(Vec2::new(3.0, 3.0), Vec2::new(10.0, 6.0));
        assert_eq!((camera.left, camera.top), (-5.0, -2.0));
    }

    /// Frames `steps` targets from left to right along row 11 of two rooms
    /// side by side, 40 by 23 cells each, easing as the game does; returns
    /// the view at each step.
    fn cross_two_rooms(steps: usize) -> Vec<(f64, Camera)> {
        let rooms = [Rect::new(0.0, 0.0, 40.0, 23.0), Rect::new(40.0, 0.0, 40.0, 23.0)];
        let level = Vec2::new(80.0, 23.0);
        let mut camera = Camera::new(40.0, 22.5);
        (0..steps)
            .map(|i| {
                let x = 1.0 + 78.0 * i as f64 / steps as f64;
                let room = rooms.iter().find(|r| x >= r.x && x < r.x + r.w).copied();
                camera.frame_in_room(Vec2::new(x, 11.0), room, level, Vec2::new(1.5, 3.0), 0.15);
                (x, camera)
            })
            .collect()
    }

    #[test]
    fn the_view_shows_only_the_room_the_player_is_in_until_it_crosses() {
        let views = cross_two_rooms(400);
        for (x, camera) in &views {
            if *x < 40.0 {
                assert!(
                    camera.left == 0.0 && camera.top >= 0.0 && camera.top + 22.5 <= 23.0,
                    "{x}: {camera:?}"
                );
            } else {
                assert!(camera.left > 0.0 && camera.left <= 40.0, "{x}: {camera:?}");
            }
        }
        assert_eq!(views.last().unwrap().1.left, 40.0, "settled on the second room");
        // Crossing moves the view over within half a second (30 steps).
        let crossed = views.iter().position(|(x, _)| *x >= 40.0).unwrap();
        assert!(views[crossed + 30].1.left > 39.5, "{:?}", views[crossed + 30]);
    }

    #[test]
    fn in_a_room_larger_than_the_view_the_view_follows_within_it() {
        let room = Rect::new(0.0, 0.0, 40.0, 60.0);
        let level = Vec2::new(40.0, 100.0);
        let mut camera = Camera::new(40.0, 22.5);
        let mut settled = Vec::new();
        for y in [5.0, 30.0, 59.0] {
            for _ in 0..200 {
                camera.frame_in_room(Vec2::new(20.0, y), Some(room), level, Vec2::new(1.5, 3.0), 0.15);
                assert!(camera.top >= 0.0 && camera.top + camera.height <= 60.0, "{y}: {camera:?}");
            }
            settled.push(camera.top);
        }
        // At the top, the target within 3 rows of the middle, at the room's
        // bottom (not past it into the level below).
        assert_eq!(settled, [0.0, 30.0 - 3.0 - 11.25, 37.5]);
    }

    #[test]
    fn following_eases_towards_the_dead_zone_goal() {
        let level = Vec2::new(100.0, 10.0);
        let mut camera = Camera::new(30.0, 10.0);
        camera.follow(Vec2::new(40.0, 5.0), level, 0.5);
        assert_eq!(camera.left, 10.0); // half of the way to 20
        for _ in 0..40 {
            camera.follow(Vec2::new(40.0, 5.0), level, 0.5);
        }
        assert_eq!(camera.left, 20.0);
    }
}
