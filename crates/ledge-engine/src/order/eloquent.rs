//! Eloquent JavaScript's game's order: a move that would touch a wall is cancelled.
//!
//! Eloquent JavaScript's game looks at every cell the moved box covers, twice a step. Here the
//! world keeps, beside each body, the cells its box covered at the end of its
//! last step and the kinds of tile in them ([`Cover`]). Those cells hold no wall (a move
//! into a wall is cancelled), so a move only has to look at the cells it
//! enters, and most steps enter none: a walker crosses into a new column
//! about one step in eight. The answer is the seed's, cell for cell; a body
//! whose cells do hold a wall (placed there, or the grid changed under it)
//! and grids with edges take the seed's full test ([`step_exact`]).

use std::ops::Range;

use super::Env;
use crate::cell::{ceil_i, floor_i};
use crate::drive::{drive_velocity, Axis};
use crate::tile::Kinds;
use crate::{Body, Cells, Contacts, Drive, Grid, Jump, Rect, Support, Surface, Tile};

/// True when sides at `lo` and `hi` round to the cells `c0..c1` as
/// [`Cells`] does (`floor(lo) == c0` and `ceil(hi) == c1`): four compares,
/// where rounding takes conversions, for the common step that stays in the
/// same cells. They are joined without a branch between them: the sides
/// are known only at the end of the move, and which compare fails when the
/// box changes cells is hard to predict.
#[inline]
fn rounds_to(lo: f64, hi: f64, c0: i64, c1: i64) -> bool {
    let (c0, c1) = (c0 as f64, c1 as f64);
    (c0 <= lo) & (lo < c0 + 1.0) & (c1 - 1.0 < hi) & (hi <= c1)
}

/// What a body's box covered at the end of its last step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Cover {
    /// The box it was worked out for: a body moved by anything else
    /// (a platform, the game) works it out again.
    rect: Rect,
    /// The grid it was worked out on ([`Env::generation`]; 0 for none).
    generation: u64,
    cells: Cells,
    /// The kinds of tile in `cells` (see [`Cover::move_to`]).
    kinds: Kinds,
    /// The kinds of tile in the column left of `cells`, the column right
    /// of them, the row above and the row below, each [`Kinds::UNREAD`]
    /// until a move enters it. A body pushing against a wall or standing
    /// on a floor enters the same cells every step, and is turned back
    /// each time: it reads them once.
    beside: [Kinds; 4],
}

impl Default for Cover {
    fn default() -> Cover {
        Cover {
            rect: Rect::default(),
            generation: 0,
            cells: Cells::default(),
            kinds: Kinds::NONE,
            beside: [Kinds::UNREAD; 4],
        }
    }
}

impl Cover {
    /// The cover of `rect` on the grid of `env`.
    fn of(env: &Env, rect: &Rect) -> Cover {
        let cells = Cells::touched(rect);
        let kinds = env.grid.kinds_in(cells.x0, cells.x1, cells.y0, cells.y1);
        Cover { rect: *rect, generation: env.generation, cells, kinds, beside: [Kinds::UNREAD; 4] }
    }

    /// True when the cover holds for `rect` on the grid of `env`. The box
    /// is compared bit for bit: a box equal as numbers but not in its bits
    /// (a zero's sign) only works the cover out again, which is never wrong.
    #[inline]
    fn holds(&self, env: &Env, rect: &Rect) -> bool {
        let (a, b) = (&self.rect, rect);
        let differ = (a.x.to_bits() ^ b.x.to_bits())
            | (a.y.to_bits() ^ b.y.to_bits())
            | (a.w.to_bits() ^ b.w.to_bits())
            | (a.h.to_bits() ^ b.h.to_bits());
        differ == 0 && self.generation == env.generation
    }

    /// Moves the cover to `to`, for a box that entered cells of the kinds
    /// `entered` on its way. The kinds a step reads (walls, hazards,
    /// ladders) stay exact; others may linger from cells the box left. Only
    /// a box that left cells holding a hazard or a ladder behind has to
    /// look at its cells again.
    #[inline]
    fn move_to(&mut self, grid: &Grid, to: Cells, entered: Kinds) {
        let from = &self.cells;
        let kept = to.x0 <= from.x0 && to.x1 >= from.x1 && to.y0 <= from.y0 && to.y1 >= from.y1;
        self.kinds = if kept || !self.kinds.any(Kinds::of(Tile::Hazard).or(Kinds::of(Tile::Ladder))) {
            self.kinds.or(entered)
        } else {
            grid.kinds_in(to.x0, to.x1, to.y0, to.y1)
        };
        self.cells = to;
        self.beside = [Kinds::UNREAD; 4];
    }

    /// The kinds of tile in the line of cells beside the cover on `side`
    /// (0 left, 1 right, 2 above, 3 below), read by `read` the first time.
    #[inline(always)]
    fn beside(&mut self, side: usize, read: impl FnOnce() -> Kinds) -> Kinds {
        if self.beside[side] == Kinds::UNREAD {
            self.beside[side] = read();
        }
        self.beside[side]
    }

    /// The kinds of tile in columns `xs` of the cover's rows, which a move
    /// along x enters: most moves enter the column beside it, read once.
    #[inline(always)]
    fn columns(&mut self, grid: &Grid, xs: Range<i64>) -> Kinds {
        let Cells { x0, y0, y1, .. } = self.cells;
        match xs.end - xs.start {
            ..=0 => Kinds::NONE,
            1 => self.beside((xs.start >= x0) as usize, || grid.column_kinds(xs.start, y0, y1)),
            _ => block(grid, xs, y0..y1),
        }
    }

    /// The kinds of tile in rows `ys` of the cover's columns, which a move
    /// along y enters: most moves enter the row beside it, read once.
    #[inline(always)]
    fn rows(&mut self, grid: &Grid, ys: Range<i64>) -> Kinds {
        let Cells { x0, x1, y0, .. } = self.cells;
        match ys.end - ys.start {
            ..=0 => Kinds::NONE,
            1 => self.beside(2 + (ys.start >= y0) as usize, || grid.kinds(ys.start, x0, x1)),
            _ => block(grid, x0..x1, ys),
        }
    }
}

/// The kinds of tile in columns `xs` of rows `ys`, for a move that enters
/// more than one line of cells at once (rare: out of line).
#[cold]
#[inline(never)]
fn block(grid: &Grid, xs: Range<i64>, ys: Range<i64>) -> Kinds {
    grid.kinds_in(xs.start, xs.end, ys.start, ys.end)
}

/// The part of `to` outside `from` on each side: what a range entered when
/// it moved from `from` to `to`, below it and above it.
#[inline]
fn entered(from: (i64, i64), to: (i64, i64)) -> (Range<i64>, Range<i64>) {
    (to.0..to.1.min(from.0), to.0.max(from.1)..to.1)
}

/// `Player.prototype.update`, generalised over the drive:
/// 1. the drive gives the horizontal speed; the x move happens unless the
///    moved box touches a wall;
/// 2. gravity accelerates the vertical speed; the y move happens unless the
///    moved box touches a wall (or, falling, a one-way floor it was above),
///    in which case a held jump while falling sets the speed to `-speed`,
///    and anything else stops it.
pub(super) fn step(env: &Env, body: &mut Body, cover: &mut Cover) {
    let grid = env.grid;
    if grid.has_edges() {
        return step_exact(env, body);
    }
    if !cover.holds(env, &body.rect) {
        *cover = Cover::of(env, &body.rect);
    }
    if cover.kinds.any(Kinds::BLOCKS) {
        return step_exact(env, body);
    }
    let x_speed = x_speed(env, body);
    let gravity = env.gravity_for(body);
    let one_way = if body.state.drop_line.is_none() { Kinds::of(Tile::OneWay) } else { Kinds::NONE };
    let (jump, jump_held) = (body.motion.jump, body.input.jump);
    let Body { rect, vel, contacts, .. } = body;
    let mut hit = Contacts::default();
    // 1.
    let moved_x = rect.x + x_speed * env.dt;
    let c = cover.cells;
    if rounds_to(moved_x, moved_x + rect.w, c.x0, c.x1) {
        rect.x = moved_x;
    } else {
        let to = Cells { x0: floor_i(moved_x), x1: ceil_i(moved_x + rect.w), ..c };
        let (left, right) = entered((c.x0, c.x1), (to.x0, to.x1));
        let new = cover.columns(grid, left).or(cover.columns(grid, right));
        if new.any(Kinds::BLOCKS) {
            wall_hit(x_speed, &mut hit);
        } else {
            rect.x = moved_x;
            cover.move_to(grid, to, new);
        }
    }
    // 2.
    let mut y_speed = vel.y + env.dt * gravity;
    let moved_y = rect.y + y_speed * env.dt;
    let c = cover.cells;
    if rounds_to(moved_y, moved_y + rect.h, c.y0, c.y1) {
        rect.y = moved_y;
    } else {
        let to = Cells { y0: floor_i(moved_y), y1: ceil_i(moved_y + rect.h), ..c };
        let (above, below) = entered((c.y0, c.y1), (to.y0, to.y1));
        // Seed 002 counts a one-way floor as a wall in the rows under the
        // box's bottom when it falls: exactly the rows it enters below.
        let one_way = if y_speed > 0.0 { one_way } else { Kinds::NONE };
        let (up, down) = (cover.rows(grid, above), cover.rows(grid, below));
        if !up.or(down).any(Kinds::BLOCKS) && !down.any(one_way) {
            rect.y = moved_y;
            cover.move_to(grid, to, up.or(down));
        } else {
            y_speed = floor_hit(jump, jump_held, y_speed, &mut hit);
            body.state.took_off = y_speed < 0.0;
        }
    }
    vel.x = x_speed;
    vel.y = y_speed;
    hit.hazard = cover.kinds.has(Tile::Hazard);
    hit.ladder = cover.kinds.has(Tile::Ladder);
    *contacts = hit;
    cover.rect = *rect;
}

/// The horizontal speed for this step, from the drive.
#[inline]
fn x_speed(env: &Env, body: &Body) -> f64 {
    let surface = match body.motion.drive {
        // The seed's own drive needs no surface: working it out is skipped.
        Drive::Direct { .. } => Surface::Air,
        _ => body.contacts.surface(),
    };
    drive_velocity(&body.motion.drive, Axis::X, body.vel.x, &body.input, surface, env.dt)
}

/// A cancelled x move: the wall touches the side the body moved toward.
fn wall_hit(x_speed: f64, contacts: &mut Contacts) {
    contacts.wall_left = x_speed < 0.0;
    contacts.wall_right = x_speed > 0.0;
}

/// A cancelled y move: falling, the body stands on the floor, and a held
/// jump sets its speed to the take-off speed; rising, it is under a
/// ceiling. Returns the new vertical speed (zero but for a jump).
fn floor_hit(jump: Jump, jump_held: bool, y_speed: f64, contacts: &mut Contacts) -> f64 {
    let falling = y_speed > 0.0;
    contacts.ground = falling.then_some(Support::Tile(Tile::Solid));
    contacts.ceiling = y_speed < 0.0;
    match jump {
        Jump::OnBlockedFall { speed } if jump_held && falling => -speed,
        _ => 0.0,
    }
}

/// [`step`] as Eloquent JavaScript's game writes it: every cell of the moved box is looked
/// at, for each move.
fn step_exact(env: &Env, body: &mut Body) {
    let mut contacts = Contacts::default();
    // 1.
    let x_speed = x_speed(env, body);
    let moved_x = Rect { x: body.rect.x + x_speed * env.dt, ..body.rect };
    if env.grid.touches_wall_exact(&moved_x, None) {
        wall_hit(x_speed, &mut contacts);
    } else {
        body.rect = moved_x;
    }
    // 2.
    let mut y_speed = body.vel.y + env.dt * env.gravity_for(body);
    let moved_y = Rect { y: body.rect.y + y_speed * env.dt, ..body.rect };
    let was_above = (y_speed > 0.0 && body.state.drop_line.is_none()).then_some(body.rect.bottom());
    if !env.grid.touches_wall_exact(&moved_y, was_above) {
        body.rect = moved_y;
    } else {
        y_speed = floor_hit(body.motion.jump, body.input.jump, y_speed, &mut contacts);
        body.state.took_off = y_speed < 0.0;
    }
    body.vel.x = x_speed;
    body.vel.y = y_speed;
    // One pass over the box's cells for both, with the seed's rounding.
    let kinds = Cover::of(env, &body.rect).kinds;
    contacts.hazard = kinds.has(Tile::Hazard);
    contacts.ladder = kinds.has(Tile::Ladder);
    body.contacts = contacts;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Input, Motion, Order, Outside, Vec2};
    use proptest::prelude::*;

    const W: u32 = 12;
    const H: u32 = 9;

    fn grid(cells: &[u8], outside: u8) -> Grid {
        let tiles = cells.iter().map(|&c| if c < 12 { Tile::ALL[c as usize] } else { Tile::Empty }).collect();
        let mut grid = Grid::from_tiles(W, H, tiles).unwrap();
        grid.set_outside([Outside::Solid, Outside::OpenBelow, Outside::Open][outside as usize % 3]);
        grid
    }

    fn body(x: f64, y: f64, w: f64, h: f64, speed: f64) -> Body {
        let motion = Motion {
            order: Order::Eloquent,
            drive: Drive::Direct { speed },
            jump: Jump::OnBlockedFall { speed: 17.0 },
            max_speed: Vec2::new(f64::INFINITY, f64::INFINITY),
            gravity_scale: 1.0,
            step_up: 0.0,
        };
        Body::new(Rect::new(x, y, w, h), motion)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Looking only at the cells a move enters gives Eloquent JavaScript's game's answer
        /// exactly, step after step, whatever the tiles, the body's size and
        /// speed, bodies placed inside walls, bodies moved from outside and
        /// grids changed under them.
        #[test]
        fn remembering_the_cells_gives_the_seeds_answer(
            cells in proptest::collection::vec(0u8..30, (W * H) as usize),
            outside in 0u8..3,
            start in (-1.0..13.0f64, -1.0..10.0f64, 0.05..3.5f64, 0.05..3.5f64),
            speed in prop_oneof![Just(7.0), 0.5..200.0f64],
            gravity in prop_oneof![Just(30.0), Just(0.0), -30.0..300.0f64],
            inputs in proptest::collection::vec((0u8..8, 0u8..40), 1..120),
        ) {
            let mut grid = grid(&cells, outside);
            let (x, y, w, h) = start;
            let (mut fast, mut exact) = (body(x, y, w, h, speed), body(x, y, w, h, speed));
            let mut cover = Cover::default();
            let mut generation = 1;
            for (i, (buttons, event)) in inputs.into_iter().enumerate() {
                let input = Input { left: buttons & 1 != 0, right: buttons & 2 != 0, jump: buttons & 4 != 0, ..Input::default() };
                fast.input = input;
                exact.input = input;
                match event {
                    // Moved by something else.
                    0 => {
                        fast.rect.x += 0.3;
                        exact.rect.x += 0.3;
                    }
                    // The grid changes under the body.
                    1 => {
                        let tile = Tile::ALL[i % 12];
                        grid.set_tile((i as u32 * 5) % W, (i as u32 * 3) % H, tile);
                        generation += 1;
                    }
                    _ => {}
                }
                let env = Env { grid: &grid, solids: &[], gravity, dt: 1.0 / 60.0, generation };
                step(&env, &mut fast, &mut cover);
                step_exact(&env, &mut exact);
                prop_assert_eq!(fast.rect, exact.rect, "step {}", i);
                prop_assert_eq!(fast.vel, exact.vel, "step {}", i);
                prop_assert_eq!(fast.contacts, exact.contacts, "step {}", i);
            }
        }
    }

    #[test]
    fn a_body_pushing_a_wall_from_a_floor_reads_the_cells_it_enters_once() {
        let mut cells = vec![0u8; (W * H) as usize];
        cells[(W * 8) as usize..].fill(1); // a floor along the bottom row
        cells[(W * 7 + 3) as usize] = 1; // a wall on it, beside the body
        let grid = grid(&cells, 0);
        let mut pusher = body(2.2, 6.5 - 1e-9, 0.8, 1.5, 7.0);
        pusher.input.right = true;
        let env = Env { grid: &grid, solids: &[], gravity: 30.0, dt: 1.0 / 60.0, generation: 1 };
        let mut cover = Cover::default();
        for _ in 0..30 {
            step(&env, &mut pusher, &mut cover);
        }
        let (right, below) = (cover.beside[1], cover.beside[3]);
        assert!(right.any(Kinds::BLOCKS) && below.any(Kinds::BLOCKS), "{:?}", cover.beside);
        assert!(pusher.contacts.wall_right && pusher.contacts.on_ground());
        assert_eq!(pusher.rect.x, 2.2, "the wall holds the body where it stood");
    }

    #[test]
    fn a_walker_looks_at_the_grid_only_when_it_enters_a_cell() {
        let mut cells = vec![0u8; (W * H) as usize];
        cells[(W * 8) as usize..].fill(1); // a floor along the bottom row
        let grid = grid(&cells, 0);
        let mut walker = body(0.0, 6.5, 0.8, 1.5, 7.0);
        walker.input.right = true;
        let env = Env { grid: &grid, solids: &[], gravity: 30.0, dt: 1.0 / 60.0, generation: 1 };
        let mut cover = Cover::default();
        step(&env, &mut walker, &mut cover);
        let mut same_cells = 0;
        for _ in 0..60 {
            let before = cover.cells;
            step(&env, &mut walker, &mut cover);
            same_cells += (cover.cells == before) as u32;
            assert!(walker.contacts.on_ground());
        }
        // 7 cells in a second: a new column 7 times (twice for each, once
        // the front enters it and once the back leaves the last one).
        assert!(same_cells >= 45, "{same_cells} of 60 steps kept their cells");
    }
}
