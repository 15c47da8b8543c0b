//! Moving platforms: solids (or one-way floors) that follow a path, carry
//! the bodies standing on them and push the ones in their way.

use crate::{Rect, Vec2};

/// A handle to a platform in a [`crate::World`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlatformId(pub(crate) u32);

impl PlatformId {
    /// The platform's place in the order platforms were added, from 0.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One point of a path: where the platform's top-left corner goes, how fast
/// it travels from here to the next point, and how long it waits here.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Waypoint {
    /// Top-left corner of the platform at this point, cells.
    pub pos: Vec2,
    /// Speed on the segment that starts here, cells/s (both directions).
    pub speed: f64,
    /// Time spent waiting on arrival here, seconds; infinite to wait until
    /// the game sends it on ([`crate::World::release_platform`]).
    pub pause: f64,
}

/// What a platform does at the end of its path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
pub enum PathMode {
    /// Turn round and go back along the path.
    PingPong,
    /// Go on from the last point to the first.
    Loop,
}

/// A path of waypoints.
#[derive(Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Path {
    /// The points, in order. One point makes a platform that stays put.
    pub waypoints: Vec<Waypoint>,
    /// What happens at the end.
    pub mode: PathMode,
}

/// Written out so that copying into a path reuses its memory (a world's
/// state is restored without allocating).
impl Clone for Path {
    fn clone(&self) -> Path {
        Path { waypoints: self.waypoints.clone(), mode: self.mode }
    }

    fn clone_from(&mut self, source: &Path) {
        self.waypoints.clone_from(&source.waypoints);
        self.mode = source.mode;
    }
}

impl Path {
    /// Back and forth between `a` and `b` at `speed` cells/s, with no pause.
    pub fn back_and_forth(a: Vec2, b: Vec2, speed: f64) -> Path {
        let point = |pos| Waypoint { pos, speed, pause: 0.0 };
        Path { waypoints: vec![point(a), point(b)], mode: PathMode::PingPong }
    }

    /// The one point `pos`: a platform that stays there until the game
    /// drives it ([`crate::World::drive_platform`]).
    pub fn still(pos: Vec2) -> Path {
        Path { waypoints: vec![Waypoint { pos, speed: 0.0, pause: 0.0 }], mode: PathMode::Loop }
    }

    /// Round `points` in a loop at `speed` cells/s, with no pause.
    pub fn looped(points: &[Vec2], speed: f64) -> Path {
        Path {
            waypoints: points.iter().map(|&pos| Waypoint { pos, speed, pause: 0.0 }).collect(),
            mode: PathMode::Loop,
        }
    }
}

/// Where a platform is along its path.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct Progress {
    /// The waypoint the current segment starts from.
    from: usize,
    /// Direction along the waypoints (ping-pong comes back).
    backwards: bool,
    /// Distance travelled along the current segment, cells.
    along: f64,
    /// Waiting time left at `from`, seconds.
    pause: f64,
    /// Taken out of its world ([`crate::World::remove_platform`]): it goes
    /// nowhere more. (Kept here, in the spare bytes beside `backwards`, so
    /// that a platform's state takes no more room.)
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "std::ops::Not::not"))]
    removed: bool,
}

/// What changes in a platform as it moves: all but its path and whether
/// it is one-way, which stay as the platform was added. A world's state
/// keeps only this of its platforms, so that saving and restoring one
/// copies no path.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(crate) struct Moving {
    rect: Rect,
    vel: Vec2,
    progress: Progress,
}

impl Moving {
    /// Feeds the platform's exact state to a hasher or a key.
    pub(crate) fn hash_into(&self, h: &mut impl crate::StateSink) {
        let p = &self.progress;
        h.f64(self.rect.x).f64(self.rect.y).f64(self.vel.x).f64(self.vel.y);
        h.u64(p.from as u64).u64(p.backwards as u64).f64(p.along).f64(p.pause);
        // Only a removed platform feeds its flag, so that every other
        // state keeps its hash.
        if p.removed {
            h.u64(u64::MAX);
        }
    }
}

/// A moving platform.
#[derive(Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Platform {
    /// Position and size, cells.
    pub rect: Rect,
    /// A one-way platform holds bodies from above only and pushes nothing.
    pub one_way: bool,
    /// The path it follows.
    pub path: Path,
    /// Velocity during the last step, cells/s.
    pub vel: Vec2,
    progress: Progress,
}

/// Written out so that copying into a platform reuses its path's memory.
impl Clone for Platform {
    fn clone(&self) -> Platform {
        Platform { path: self.path.clone(), ..*self }
    }

    fn clone_from(&mut self, source: &Platform) {
        let Platform { rect, one_way, path, vel, progress } = source;
        (self.rect, self.one_way, self.vel, self.progress) = (*rect, *one_way, *vel, *progress);
        self.path.clone_from(path);
    }
}

impl Platform {
    /// A solid platform of `size` starting at the path's first point.
    pub fn new(size: Vec2, path: Path) -> Platform {
        let start = path.waypoints.first().map_or(Vec2::ZERO, |w| w.pos);
        let pause = path.waypoints.first().map_or(0.0, |w| w.pause);
        Platform {
            rect: Rect::new(start.x, start.y, size.x, size.y),
            one_way: false,
            path,
            vel: Vec2::ZERO,
            progress: Progress { pause, ..Progress::default() },
        }
    }

    /// The same platform `seconds` along its path from its first point, as
    /// if it had been travelling that long (pauses included): lifts on one
    /// path set to different phases keep their distance.
    ///
    /// ```
    /// use ledge_engine::{Path, Platform, Vec2};
    /// let path = Path::back_and_forth(Vec2::new(0.0, 8.0), Vec2::new(0.0, 2.0), 2.0);
    /// let lift = Platform::new(Vec2::new(2.0, 0.5), path.clone()).at_phase(1.5);
    /// assert_eq!(lift.rect.y, 5.0); // 3 cells up
    /// let back = Platform::new(Vec2::new(2.0, 0.5), path.clone()).at_phase(3.5);
    /// assert!((back.rect.y - 3.0).abs() < 1e-12); // up 6 cells in 3 s, then 1 cell back down
    /// let later = Platform::new(Vec2::new(2.0, 0.5), path).at_phase(7.5);
    /// assert_eq!(later.rect.y, 5.0); // a round trip takes 6 s
    /// ```
    pub fn at_phase(mut self, seconds: f64) -> Platform {
        let pos = self.set_phase(seconds);
        (self.rect.x, self.rect.y) = (pos.x, pos.y);
        self
    }

    /// The same platform as a one-way floor.
    pub fn one_way(mut self) -> Platform {
        self.one_way = true;
        self
    }

    /// The waypoint after `from` in the current direction, turning round
    /// or wrapping at the ends.
    fn next(&self, from: usize, backwards: bool) -> (usize, bool) {
        let n = self.path.waypoints.len();
        match (self.path.mode, backwards) {
            (PathMode::Loop, _) => ((from + 1) % n, false),
            (PathMode::PingPong, false) if from + 1 < n => (from + 1, false),
            (PathMode::PingPong, false) => (from.saturating_sub(1), true),
            (PathMode::PingPong, true) if from > 0 => (from - 1, true),
            (PathMode::PingPong, true) => ((from + 1).min(n - 1), false),
        }
    }

    /// Ends the wait at the waypoint it stands at, if it waits there
    /// until released (an infinite pause); true when it did.
    pub(crate) fn release(&mut self) -> bool {
        let waiting = self.progress.pause.is_infinite();
        if waiting {
            self.progress.pause = 0.0;
        }
        waiting
    }

    /// Makes its path the one point `to`, from the start.
    pub(crate) fn drive_to(&mut self, to: Vec2) {
        self.path.waypoints.clear();
        self.path.waypoints.push(Waypoint { pos: to, speed: 0.0, pause: 0.0 });
        self.progress = Progress { removed: self.progress.removed, ..Progress::default() };
    }

    /// Puts it back at its path's first point and `seconds` along from
    /// there (its rectangle stays where it is), and returns where that is.
    /// A whole number of round trips is taken off first, so that a phase
    /// of any size is reached in one bounded walk.
    pub(crate) fn set_phase(&mut self, seconds: f64) -> Vec2 {
        let pause = self.path.waypoints.first().map_or(0.0, |w| w.pause);
        self.progress = Progress { pause, removed: self.progress.removed, ..Progress::default() };
        let round = self.round_trip();
        let seconds = if round > 0.0 && round.is_finite() { seconds % round } else { seconds };
        self.advance(seconds.max(0.0))
    }

    /// Seconds for one whole round of its path, pauses included (back to
    /// its first point going forward): infinite when a segment has no
    /// speed, 0 for a path of one point.
    fn round_trip(&self) -> f64 {
        let points = &self.path.waypoints;
        if points.len() < 2 {
            return 0.0;
        }
        let leg = |from: usize, to: usize, speed: f64| {
            let (a, b) = (points[from].pos, points[to].pos);
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).sqrt();
            if speed > 0.0 {
                length / speed + points[to].pause
            } else {
                f64::INFINITY
            }
        };
        let n = points.len();
        match self.path.mode {
            PathMode::Loop => (0..n).map(|i| leg(i, (i + 1) % n, points[i].speed)).sum(),
            PathMode::PingPong => {
                (0..n - 1).map(|i| leg(i, i + 1, points[i].speed) + leg(i + 1, i, points[i].speed)).sum()
            }
        }
    }

    /// Where the platform's top-left corner is `dt` seconds further along
    /// (a path of one point: that point).
    pub(crate) fn advance(&mut self, dt: f64) -> Vec2 {
        let points = &self.path.waypoints;
        if points.len() < 2 {
            return points.first().map_or(self.pos(), |w| w.pos);
        }
        let mut time = dt;
        // A bounded walk: every pass uses up a pause or a whole segment.
        for _ in 0..4 * points.len() + 4 {
            if time <= 0.0 {
                break;
            }
            let p = &mut self.progress;
            if p.pause > 0.0 {
                let wait = p.pause.min(time);
                p.pause -= wait;
                time -= wait;
                continue;
            }
            let (from, backwards) = (p.from, p.backwards);
            let (to, turned) = self.next(from, backwards);
            let segment = if backwards { to } else { from };
            let speed = self.path.waypoints[segment].speed;
            let (a, b) = (self.path.waypoints[from].pos, self.path.waypoints[to].pos);
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).sqrt();
            if speed <= 0.0 {
                break;
            }
            let p = &mut self.progress;
            let left = length - p.along;
            if speed * time < left {
                p.along += speed * time;
                time = 0.0;
            } else {
                time -= left / speed;
                *p = Progress {
                    from: to,
                    backwards: turned,
                    along: 0.0,
                    pause: self.path.waypoints[to].pause,
                    removed: p.removed,
                };
            }
        }
        self.pos_on_path()
    }

    /// What changes in it as it moves.
    pub(crate) fn moving(&self) -> Moving {
        Moving { rect: self.rect, vel: self.vel, progress: self.progress }
    }

    /// True when it was taken out of its world.
    pub(crate) fn is_removed(&self) -> bool {
        self.progress.removed
    }

    /// Takes it out of its world: it stops, and holds nothing up.
    pub(crate) fn remove(&mut self) {
        self.progress.removed = true;
        self.vel = Vec2::ZERO;
    }

    /// Puts it where `moving` says (a state of this platform; one read
    /// from a file may name a waypoint past its path's end, taken as the
    /// last).
    pub(crate) fn set_moving(&mut self, moving: &Moving) {
        (self.rect, self.vel, self.progress) = (moving.rect, moving.vel, moving.progress);
        self.progress.from = self.progress.from.min(self.path.waypoints.len().saturating_sub(1));
    }

    fn pos(&self) -> Vec2 {
        Vec2::new(self.rect.x, self.rect.y)
    }

    fn pos_on_path(&self) -> Vec2 {
        let p = &self.progress;
        let (to, _) = self.next(p.from, p.backwards);
        let (a, b) = (self.path.waypoints[p.from].pos, self.path.waypoints[to].pos);
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).sqrt();
        if length == 0.0 {
            return a;
        }
        let t = p.along / length;
        Vec2::new(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ping_pong_goes_there_and_back() {
        let path = Path::back_and_forth(Vec2::new(0.0, 0.0), Vec2::new(4.0, 0.0), 2.0);
        let mut p = Platform::new(Vec2::new(2.0, 0.5), path);
        let xs: Vec<f64> = (0..8).map(|_| p.advance(0.5).x).collect();
        assert_eq!(xs, [1.0, 2.0, 3.0, 4.0, 3.0, 2.0, 1.0, 0.0]);
    }

    #[test]
    fn waypoints_have_their_own_speeds_and_pauses() {
        let mut path = Path::looped(&[Vec2::new(0.0, 0.0), Vec2::new(0.0, 2.0), Vec2::new(2.0, 2.0)], 1.0);
        path.waypoints[1].pause = 1.0;
        path.waypoints[1].speed = 4.0;
        let mut p = Platform::new(Vec2::new(1.0, 1.0), path);
        assert_eq!(p.advance(2.0), Vec2::new(0.0, 2.0)); // arrives
        assert_eq!(p.advance(1.0), Vec2::new(0.0, 2.0)); // waits 1 s
        assert_eq!(p.advance(0.25), Vec2::new(1.0, 2.0)); // 4 cells/s on this segment
    }

    #[test]
    fn a_one_point_path_stays_put() {
        let path = Path {
            waypoints: vec![Waypoint { pos: Vec2::new(3.0, 1.0), speed: 5.0, pause: 0.0 }],
            mode: PathMode::Loop,
        };
        let mut p = Platform::new(Vec2::new(1.0, 1.0), path);
        assert_eq!(p.advance(1.0), Vec2::new(3.0, 1.0));
    }
}
