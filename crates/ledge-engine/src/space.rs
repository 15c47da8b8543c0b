//! What a moving body collides with: the grid and the moving platforms.
//!
//! The grid part is [`crate::sweep`]; platforms are few, so they are
//! checked one by one. A move first finds the nearest platform in its way,
//! then sweeps the grid no further than that.

use crate::sweep::{self, Span, YStop, CONTACT};
use crate::{Grid, PlatformId, Rect, Support, EPSILON};

/// A platform as the sweep sees it, at its position for this step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Solid {
    pub rect: Rect,
    pub one_way: bool,
    pub id: PlatformId,
}

/// The grid and the platforms.
#[derive(Clone, Copy)]
pub(crate) struct Space<'a> {
    pub grid: &'a Grid,
    pub solids: &'a [Solid],
}

/// True when the two ranges share more than a sliver.
pub(crate) fn spans_overlap(a0: f64, a1: f64, b0: f64, b1: f64) -> bool {
    a0 < b1 - EPSILON && b0 < a1 - EPSILON
}

/// True when the boxes share more than a sliver of area.
pub(crate) fn boxes_overlap(a: &Rect, b: &Rect) -> bool {
    spans_overlap(a.x, a.right(), b.x, b.right()) && spans_overlap(a.y, a.bottom(), b.y, b.bottom())
}

impl Space<'_> {
    /// Moves the box `dx` along x; true when something stopped it.
    pub fn move_x(&self, rect: &mut Rect, dx: f64) -> bool {
        self.move_x_in(rect, dx, &mut Span::rows_of(rect))
    }

    /// [`Space::move_x`] for a box whose rows are known: `span` holds them
    /// on entry and the box's whole span on return (see [`sweep::move_x`]).
    #[inline(always)]
    pub fn move_x_in(&self, rect: &mut Rect, dx: f64, span: &mut Span) -> bool {
        // Most maps have no platforms: then the grid alone decides.
        let (dx, hit) = if self.solids.is_empty() { (dx, false) } else { self.platforms_x(rect, dx) };
        sweep::move_x(self.grid, rect, dx, span) || hit
    }

    /// How far the box can move along x before the nearest platform in its
    /// way (`dx` when none is), and whether one is. (Cold: it keeps the
    /// common, platform-free path from saving registers for it.)
    #[cold]
    #[inline(never)]
    fn platforms_x(&self, rect: &Rect, dx: f64) -> (f64, bool) {
        let mut dx = dx;
        let mut hit = false;
        for s in self.solids.iter().filter(|s| !s.one_way) {
            if !spans_overlap(rect.y, rect.bottom(), s.rect.y, s.rect.bottom()) {
                continue;
            }
            let gap = if dx > 0.0 { s.rect.x - rect.right() } else { rect.x - s.rect.right() };
            if gap >= -CONTACT && gap < dx.abs() {
                dx = gap.max(0.0).copysign(dx);
                hit = true;
            }
        }
        (dx, hit)
    }

    /// The nearest platform top under the box within `reach`.
    fn platform_floor(&self, rect: &Rect, reach: f64, drop_line: Option<f64>) -> Option<(f64, Support)> {
        if self.solids.is_empty() {
            return None;
        }
        let b0 = rect.bottom();
        let mut best: Option<(f64, Support)> = None;
        for s in self.solids {
            let top = s.rect.y;
            let holds = !s.one_way || (b0 <= top + CONTACT && drop_line.is_none_or(|d| top > d));
            if holds
                && spans_overlap(rect.x, rect.right(), s.rect.x, s.rect.right())
                && top >= b0 - CONTACT
                && top <= b0 + reach + EPSILON
                && best.is_none_or(|(y, _)| top < y)
            {
                best = Some((top, Support::Platform(s.id)));
            }
        }
        best
    }

    /// The nearest floor under the box within `reach`: grid or platform.
    pub fn find_floor(
        &self,
        rect: &Rect,
        reach: f64,
        drop_line: Option<f64>,
        climbing: bool,
    ) -> Option<(f64, Support)> {
        self.find_floor_in(rect, &Span::of(rect), reach, drop_line, climbing)
    }

    /// [`Space::find_floor`] for a box whose span is known.
    #[inline(always)]
    pub fn find_floor_in(
        &self,
        rect: &Rect,
        span: &Span,
        reach: f64,
        drop_line: Option<f64>,
        climbing: bool,
    ) -> Option<(f64, Support)> {
        let platform = self.platform_floor(rect, reach, drop_line);
        let reach = platform.map_or(reach, |(y, _)| (y - rect.bottom()).max(0.0));
        let tile = sweep::find_floor(self.grid, rect, span, reach, drop_line, climbing);
        match (tile, platform) {
            (Some(t), Some(p)) if p.0 < t.0 => Some(p),
            (Some(t), _) => Some(t),
            (None, p) => p,
        }
    }

    /// The nearest platform bottom above the box within `dist`.
    fn platform_ceiling(&self, rect: &Rect, dist: f64) -> Option<f64> {
        if self.solids.is_empty() {
            return None;
        }
        self.solids
            .iter()
            .filter(|s| !s.one_way && spans_overlap(rect.x, rect.right(), s.rect.x, s.rect.right()))
            .map(|s| s.rect.bottom())
            .filter(|&b| b <= rect.y + CONTACT && b >= rect.y - dist - EPSILON)
            .max_by(f64::total_cmp)
    }

    /// Moves the box `dy` along y, snapping down onto a floor up to `snap`
    /// further: a box moving down (or standing, with a snap) lands on the
    /// nearest floor within reach, one moving up stops under the nearest
    /// ceiling.
    pub fn move_y(
        &self,
        rect: &mut Rect,
        dy: f64,
        snap: f64,
        drop_line: Option<f64>,
        climbing: bool,
    ) -> YStop {
        self.move_y_in(rect, dy, snap, drop_line, climbing, &mut Span::of(rect))
    }

    /// [`Space::move_y`] for a box whose span is known: `span` is the box's
    /// span before the move and is kept so.
    #[inline(always)]
    pub fn move_y_in(
        &self,
        rect: &mut Rect,
        dy: f64,
        snap: f64,
        drop_line: Option<f64>,
        climbing: bool,
        span: &mut Span,
    ) -> YStop {
        if dy > 0.0 || (dy == 0.0 && snap > 0.0) {
            let floor = self.find_floor_in(rect, span, dy.max(0.0).max(snap), drop_line, climbing);
            let (top, stop) = match floor {
                Some((y, support)) => (y - rect.h, YStop::Floor(support)),
                None => (rect.y + dy, YStop::Free),
            };
            // A body walking along flat ground stays where it was (to the
            // bit): its rows are still right.
            if top.to_bits() != rect.y.to_bits() {
                rect.y = top;
                span.set_rows(rect);
            }
            stop
        } else if dy < 0.0 {
            // A platform's underside first; the grid no further than that.
            let platform = self.platform_ceiling(rect, -dy);
            let rise = platform.map_or(-dy, |b| (rect.y - b).max(0.0));
            if sweep::move_up(self.grid, rect, span, rise) || platform.is_some() {
                return YStop::Ceiling;
            }
            YStop::Free
        } else {
            YStop::Free
        }
    }

    /// True when a wall or a platform touches the box's side.
    #[inline]
    pub fn touching_wall(&self, rect: &Rect, span: &Span, right: bool) -> bool {
        sweep::touching_wall(self.grid, rect, span, right)
            || !self.solids.is_empty()
                && self.solids.iter().any(|s| {
                    let gap = if right { s.rect.x - rect.right() } else { rect.x - s.rect.right() };
                    !s.one_way
                        && gap.abs() <= CONTACT
                        && spans_overlap(rect.y, rect.bottom(), s.rect.y, s.rect.bottom())
                })
    }

    /// True when a ceiling or a platform touches the box's top.
    #[inline]
    pub fn touching_ceiling(&self, rect: &Rect, span: &Span) -> bool {
        sweep::touching_ceiling(self.grid, rect, span)
            || self.platform_ceiling(rect, 0.0).is_some_and(|b| (b - rect.y).abs() <= CONTACT)
    }
}
