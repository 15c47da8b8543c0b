//! The figures nearest a point: what an agent's observation asks of every
//! step (the Python state vector's nearby things), without walking
//! [`Play::figures`].
//!
//! The plain rule walks the figures in their order, keeping the nearest
//! found so far. This query gives the same figures in the same order
//! (nearest first, ties in [`Play::figures`]' order) and differs only in
//! how it gets there:
//! 1. it walks the platforms, the coins, the lava, the monsters and the
//!    elements each in a loop of its own, instead of merging the cast's
//!    kinds back into plan order, and breaks ties by that order instead;
//! 2. a wobbling coin's place (a sine) is worked out only when the band it
//!    wobbles in comes at least as near as the farthest figure kept;
//! 3. the coins come last, so that the other things, whose places cost
//!    nothing, rule out as many as they can first.

use ledge_engine::{Rect, Vec2};

use super::{Figure, FigureKind, Play};

/// A figure kept, with its squared distance and its place in
/// [`Play::figures`]' order.
#[derive(Clone, Copy)]
struct Kept {
    distance: f64,
    order: u64,
    figure: Figure,
}

/// The `N` nearest figures found so far, nearest first: the first `len`
/// of `kept`.
struct Nearest<const N: usize> {
    kept: [Kept; N],
    len: usize,
    point: Vec2,
}

impl<const N: usize> Nearest<N> {
    /// The squared distance a figure must come under (or tie, earlier in
    /// order) to be kept.
    #[inline]
    fn farthest(&self) -> f64 {
        if self.len < N {
            f64::INFINITY
        } else {
            self.kept[N - 1].distance
        }
    }

    /// The squared distance from the point to the centre of `rect`, as the
    /// plain rule works it out.
    #[inline]
    fn distance(&self, rect: &Rect) -> f64 {
        let c = rect.center();
        let (dx, dy) = (c.x - self.point.x, c.y - self.point.y);
        dx * dx + dy * dy
    }

    /// Keeps `figure`, `order`-th in [`Play::figures`], if it is among the
    /// `N` nearest so far: insertion into a short sorted array, the
    /// farthest falling off its end.
    #[inline]
    fn offer(&mut self, order: u64, figure: Figure) {
        let distance = self.distance(&figure.rect);
        if distance > self.farthest() {
            return;
        }
        let mut at = self.len.min(N - 1);
        if self.len == N {
            let last = &self.kept[at];
            if distance > last.distance || (distance == last.distance && order > last.order) {
                return;
            }
        } else {
            self.len += 1;
        }
        while at > 0 {
            let before = &self.kept[at - 1];
            if distance > before.distance || (distance == before.distance && order > before.order) {
                break;
            }
            self.kept[at] = self.kept[at - 1];
            at -= 1;
        }
        self.kept[at] = Kept { distance, order, figure };
    }
}

/// Where the cast's and the elements' figures come in [`Play::figures`]'
/// order: after every platform (the cast's ids are below the elements').
const AFTER_PLATFORMS: u64 = 1 << 32;

impl Play {
    /// The `N` figures other than the player whose centres are nearest
    /// `point` (by squared distance), nearest first, ties in
    /// [`Play::figures`]' order; `None` in the last places when there are
    /// fewer. The same as walking [`Play::figures`] and keeping the nearest
    /// (a property test holds them to it), in fewer instructions
    /// (docs/performance.md, the Python environments).
    pub fn nearest_figures<const N: usize>(&self, point: Vec2) -> [Option<Figure>; N] {
        if N == 0 {
            return [None; N];
        }
        let nobody = Figure {
            id: 0,
            kind: FigureKind::Player,
            rect: Rect::new(0.0, 0.0, 0.0, 0.0),
            facing_left: false,
        };
        let kept = [Kept { distance: f64::INFINITY, order: u64::MAX, figure: nobody }; N];
        let mut nearest = Nearest::<N> { kept, len: 0, point };
        // 1. Each kind in a loop of its own.
        let level_platforms = self.world.platforms().take(self.stage.platforms.len());
        for (id, (_, platform)) in (self.stage.first_platform_id..).zip(level_platforms) {
            let facing_left = platform.vel.x < 0.0;
            nearest.offer(
                u64::from(id),
                Figure { id, kind: FigureKind::PLATFORM, rect: platform.rect, facing_left },
            );
        }
        let cast = &self.game.cast;
        for &(id, lava) in &cast.lava {
            let figure = Figure { id, kind: FigureKind::lava(&lava), rect: lava.rect, facing_left: false };
            nearest.offer(AFTER_PLATFORMS + u64::from(id), figure);
        }
        for &(id, monster) in &cast.monsters {
            let figure = Figure {
                id,
                kind: FigureKind::MONSTER,
                rect: monster.rect,
                facing_left: monster.speed < 0.0,
            };
            nearest.offer(AFTER_PLATFORMS + u64::from(id), figure);
        }
        let first_element = self.stage.first_platform_id + self.stage.platforms.len() as u32;
        for (id, (placed, &phase)) in (first_element..).zip(self.stage.elements.iter().zip(&self.game.phases))
        {
            // A taken key or gem shows nothing, and is no figure.
            if !placed.kind.frames(phase).is_empty() {
                let figure = Figure {
                    id,
                    kind: FigureKind::Element(placed.kind, phase),
                    rect: self.element_rect(placed, id - first_element),
                    facing_left: false,
                };
                nearest.offer(AFTER_PLATFORMS + u64::from(id), figure);
            }
        }
        // 3. The coins last, once the things nearby (found without a sine)
        // rule out more of them.
        for (i, &id) in cast.coins.ids.iter().enumerate() {
            let coin = cast.coins.get(i);
            if coin.rule.wobble_dist != 0.0 && nearest.len == N {
                // 2. The nearest the coin's centre can come, from the band
                // it wobbles in (a hundredth of a cell wider each way than
                // the wobble, far more than any rounding): not near enough,
                // no sine.
                let (band, half) = (coin.band(), coin.rule.size * 0.5);
                let (top, bottom) = (band.y + half, band.y + band.h - half);
                let dy = if point.y < top {
                    top - point.y
                } else if point.y > bottom {
                    point.y - bottom
                } else {
                    0.0
                };
                let dx = band.x + band.w * 0.5 - point.x;
                if dx * dx + dy * dy > nearest.farthest() {
                    continue;
                }
            }
            let figure = Figure { id, kind: FigureKind::COIN, rect: coin.rect(), facing_left: false };
            nearest.offer(AFTER_PLATFORMS + u64::from(id), figure);
        }
        std::array::from_fn(|i| (i < nearest.len).then_some(nearest.kept[i].figure))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Buttons, Level};

    /// The plain rule: every figure but the player, in order, the nearest
    /// kept by insertion (a later figure at the same distance stays behind).
    fn nearest_by_walking<const N: usize>(play: &Play, point: Vec2) -> [Option<Figure>; N] {
        let mut kept: [(f64, Option<Figure>); N] = [(f64::INFINITY, None); N];
        for figure in play.figures().skip(1) {
            let c = figure.rect.center();
            let d = (c.x - point.x) * (c.x - point.x) + (c.y - point.y) * (c.y - point.y);
            if let Some(at) = kept.iter().position(|k| d < k.0) {
                kept[at..].rotate_right(1);
                kept[at] = (d, Some(figure));
            }
        }
        kept.map(|k| k.1)
    }

    #[test]
    fn the_nearest_coins_are_those_walking_every_figure_finds() {
        let level = Level::parse("coins.txt", "o.o.o.o\n.@..o.o\n#######\n").unwrap();
        let mut play = Play::new(&level, level.preset(None));
        for step in 0..40 {
            play.step(if step % 7 < 4 { Buttons::RIGHT } else { Buttons::JUMP });
            let point = play.player().center();
            assert_eq!(play.nearest_figures::<4>(point), nearest_by_walking::<4>(&play, point));
        }
    }
}
