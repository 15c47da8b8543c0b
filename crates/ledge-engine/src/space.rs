//! The move primitive: a box moved against the world's solids, axis by
//! axis, with what it hit and where it stopped.
//!
//! The grid part is [`crate::sweep`]; platforms are few, so they are
//! checked one by one. A move first finds the nearest platform in its way,
//! then sweeps the grid no further than that.

use crate::sweep::{self, Span, CONTACT};
use crate::{Contacts, Footing, Grid, Hit, Moved, PlatformId, Rect, Side, Support, Tile, Vec2, EPSILON};

/// A platform as the sweep sees it, at its position for this step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Solid {
    pub rect: Rect,
    pub one_way: bool,
    pub id: PlatformId,
}

/// The solids of a world as they stand during one step: its grid (blocks,
/// slopes, one-way floors, ladder tops, Talle's engine's edges) and its moving
/// platforms where they are now. [`crate::World::space`] gives it.
///
/// It moves boxes: along one axis at a time, never through anything at any
/// speed, stopping with the box's side exactly on what it met. Every swept
/// update order and the built-in [`crate::Controller`] move bodies with it;
/// a game's own controller can too. A controller in a dozen lines:
///
/// ```
/// use ledge_engine::{Footing, Grid, Hit, Rect, Side, Tile, Vec2, World, WorldConfig};
/// let mut grid = Grid::new(10, 6);
/// for x in 0..10 {
///     grid.set_tile(x, 5, Tile::Solid);
/// }
/// grid.set_tile(7, 4, Tile::Solid);
/// let world = World::new(grid, WorldConfig { gravity: 40.0, step: 1.0 / 60.0 });
/// let (mut rect, mut vel, dt) = (Rect::new(1.0, 1.0, 0.8, 1.0), Vec2::new(6.0, 0.0), 1.0 / 60.0);
/// for _ in 0..120 {
///     vel.y += 40.0 * dt;
///     let moved = world.space().move_by(&mut rect, Vec2::new(vel.x * dt, vel.y * dt), Footing::default());
///     if moved.x.is_some() {
///         vel.x = 0.0; // walked into the block
///     }
///     if moved.landed() {
///         vel.y = 0.0;
///     }
/// }
/// assert_eq!((rect.right(), rect.bottom()), (7.0, 5.0)); // against the block, on the floor
/// assert!(world.space().contacts(&rect, Footing::default()).wall_right);
/// ```
#[derive(Clone, Copy)]
pub struct Space<'a> {
    pub(crate) grid: &'a Grid,
    pub(crate) solids: &'a [Solid],
}

/// The wall a move of `dx` along x runs into.
fn wall_ahead(dx: f64) -> Hit {
    Hit::Wall(if dx > 0.0 { Side::Right } else { Side::Left })
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
    /// Moves the box `dx` cells along x, lifting it up slopes it walks
    /// into. Returns the wall that stopped it, whose line its side then
    /// lies on; `None` when it moved the whole way.
    pub fn move_x(&self, rect: &mut Rect, dx: f64) -> Option<Hit> {
        self.move_x_in(rect, dx, &mut Span::rows_of(rect)).then_some(wall_ahead(dx))
    }

    /// [`Space::move_x`] for a box whose rows are known: `span` holds them
    /// on entry and the box's whole span on return (see [`sweep::move_x`]).
    #[inline(always)]
    pub(crate) fn move_x_in(&self, rect: &mut Rect, dx: f64, span: &mut Span) -> bool {
        // Most maps have no platforms: then the grid alone decides.
        let (dx, hit) = if self.solids.is_empty() { (dx, false) } else { self.platforms_x(rect, dx) };
        sweep::move_x(self.grid, rect, dx, span) || hit
    }

    /// Carries a box standing on a floor, which a wall stopped `rest` short
    /// of where its move along x was going, up onto the wall's top when
    /// that lies at most `height` above its feet: the box rises (as far as
    /// any ceiling lets it), moves the rest of the way along x, and comes
    /// back down onto the step. Returns whether its move along x was
    /// stopped again; `None` (the box unmoved) when there was no step
    /// within `height` to climb. `span` is kept as [`Space::move_x_in`]
    /// keeps it.
    #[cold]
    #[inline(never)]
    pub(crate) fn step_up(
        &self,
        rect: &mut Rect,
        rest: f64,
        height: f64,
        footing: Footing,
        span: &mut Span,
    ) -> Option<bool> {
        let mut probe = *rect;
        self.move_y(&mut probe, -height, Footing::default());
        let lift = rect.y - probe.y;
        if lift <= 0.0 {
            return None;
        }
        let mut probe_span = Span::rows_of(&probe);
        let from = probe.x;
        let blocked = self.move_x_in(&mut probe, rest, &mut probe_span);
        if (probe.x - from).abs() <= CONTACT {
            return None;
        }
        let landed = self.move_y_in(&mut probe, lift, Footing { snap: 0.0, ..footing }, &mut probe_span);
        if !matches!(landed, Some(Hit::Floor(_))) {
            return None;
        }
        (*rect, *span) = (probe, probe_span);
        Some(blocked)
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

    /// The nearest floor under the box whose top lies between the box's
    /// bottom and `reach` cells below it, grid or platform: its y and what
    /// it is. One-way floors and ladder tops hold as `footing` says (its
    /// `snap` is not read).
    pub fn floor_within(&self, rect: &Rect, reach: f64, footing: Footing) -> Option<(f64, Support)> {
        self.find_floor_in(rect, &Span::of(rect), reach, footing.drop_line, footing.climbing)
    }

    /// [`Space::floor_within`] for a box whose span is known.
    #[inline(always)]
    pub(crate) fn find_floor_in(
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

    /// Moves the box `dy` cells along y: a box moving down (or standing,
    /// with a snap) lands on the nearest floor within reach, where `footing`
    /// says what holds it and how far below the move's end it snaps; one
    /// moving up stops under the nearest ceiling. Returns the floor it
    /// stands on or the ceiling that stopped it; `None` when it moved the
    /// whole way.
    pub fn move_y(&self, rect: &mut Rect, dy: f64, footing: Footing) -> Option<Hit> {
        self.move_y_in(rect, dy, footing, &mut Span::of(rect))
    }

    /// Moves the box by `delta`, along x ([`Space::move_x`]) and then along
    /// y ([`Space::move_y`]), and returns what each move met.
    pub fn move_by(&self, rect: &mut Rect, delta: Vec2, footing: Footing) -> Moved {
        self.move_by_in(rect, delta, footing, &mut Span::rows_of(rect))
    }

    /// [`Space::move_by`] for a box whose rows are known: `span` holds them
    /// on entry and the box's whole span on return.
    #[inline(always)]
    pub(crate) fn move_by_in(
        &self,
        rect: &mut Rect,
        delta: Vec2,
        footing: Footing,
        span: &mut Span,
    ) -> Moved {
        let x = self.move_x_in(rect, delta.x, span).then_some(wall_ahead(delta.x));
        let y = self.move_y_in(rect, delta.y, footing, span);
        Moved { x, y }
    }

    /// [`Space::move_y`] for a box whose span is known: `span` is the box's
    /// span before the move and is kept so.
    #[inline(always)]
    pub(crate) fn move_y_in(
        &self,
        rect: &mut Rect,
        dy: f64,
        footing: Footing,
        span: &mut Span,
    ) -> Option<Hit> {
        let Footing { snap, drop_line, climbing } = footing;
        if dy > 0.0 || (dy == 0.0 && snap > 0.0) {
            let floor = self.find_floor_in(rect, span, dy.max(0.0).max(snap), drop_line, climbing);
            let (top, stop) = match floor {
                Some((y, support)) => (y - rect.h, Some(Hit::Floor(support))),
                None => (rect.y + dy, None),
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
                return Some(Hit::Ceiling);
            }
            None
        } else {
            None
        }
    }

    /// True when a box moved `rise` cells up from `rect` would hit a
    /// ceiling, a block or a platform's underside.
    pub fn ceiling_within(&self, rect: &Rect, rise: f64) -> bool {
        let mut probe = *rect;
        self.move_y(&mut probe, -rise, Footing::default()) == Some(Hit::Ceiling)
    }

    /// True when `rect` overlaps no block, slope cell, edge or solid platform.
    pub fn is_free(&self, rect: &Rect) -> bool {
        !self.overlaps_solid(rect, true)
    }

    /// True when `rect` overlaps a solid or ice block (or a slope's cell,
    /// with `slopes`), an edge inside it, or a solid platform.
    pub(crate) fn overlaps_solid(&self, rect: &Rect, slopes: bool) -> bool {
        let span = Span::of(rect);
        let grid = self.grid;
        let solid = |tile: Tile| if slopes { tile.blocks() } else { tile.is_solid() };
        let blocks = (span.y0..span.y1).any(|y| (span.x0..span.x1).any(|x| solid(grid.tile(x, y))));
        let edges = grid.has_edges()
            && ((span.y0..span.y1).any(|y| (span.x0 + 1..span.x1).any(|x| grid.wall(x, y)))
                || (span.y0 + 1..span.y1).any(|y| (span.x0..span.x1).any(|x| grid.ceiling(x, y))));
        let platforms = self.solids.iter().any(|s| !s.one_way && boxes_overlap(&s.rect, rect));
        blocks || edges || platforms
    }

    /// The contacts of a box at `rect`: what it stands on (as `footing`
    /// says), the walls touching its sides, a ceiling touching its top, and
    /// whether it overlaps a hazard or a ladder.
    pub fn contacts(&self, rect: &Rect, footing: Footing) -> Contacts {
        self.contacts_in(rect, footing, None, &Span::of(rect))
    }

    /// [`Space::contacts`] for a box whose span is known. `ground` is what
    /// a move down just found out, if it looked: a box that landed stands on
    /// what it landed on, one that moved freely stands on nothing.
    #[inline(always)]
    pub(crate) fn contacts_in(
        &self,
        rect: &Rect,
        footing: Footing,
        ground: Option<Option<Support>>,
        span: &Span,
    ) -> Contacts {
        let ground = ground.unwrap_or_else(|| {
            self.find_floor_in(rect, span, CONTACT, footing.drop_line, footing.climbing)
                .filter(|(y, _)| (y - rect.bottom()).abs() <= CONTACT)
                .map(|(_, support)| support)
        });
        let kinds = span.kinds(self.grid);
        Contacts {
            ground,
            wall_left: self.touching_wall(rect, span, false),
            wall_right: self.touching_wall(rect, span, true),
            ceiling: self.touching_ceiling(rect, span),
            hazard: kinds.has(Tile::Hazard),
            ladder: kinds.has(Tile::Ladder),
        }
    }

    /// True when a wall or a platform touches the box's side.
    #[inline]
    pub(crate) fn touching_wall(&self, rect: &Rect, span: &Span, right: bool) -> bool {
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
    pub(crate) fn touching_ceiling(&self, rect: &Rect, span: &Span) -> bool {
        sweep::touching_ceiling(self.grid, rect, span)
            || self.platform_ceiling(rect, 0.0).is_some_and(|b| (b - rect.y).abs() <= CONTACT)
    }
}
