//! The level's layout: floors stacked one above another, each a corridor
//! run one way with gaps, ledges and hazards, joined at its far end by a
//! ladder or a stair of ledges that rises through an opening into the floor
//! above, which runs back the other way (a [`Shape::Tower`] is narrow,
//! with more floors; a [`Shape::Descent`] starts at the top, and each floor
//! ends at a hole that drops the player onto the one below). The last floor ends at the goal:
//! the exit or a coin. Gaps hold lava or spikes, monsters or moving lava;
//! some pits are wider than any jump and ask for a dash; some stretches are
//! bridges of crumbling blocks. Every hop is planned as a [`Leg`] while it is drawn, so the layout
//! and its run come out together.

use ledge_game::{Room, SplitMix64};

use crate::canvas::Canvas;
use crate::difficulty::Tier;
use crate::route::Leg;
use crate::shape::Shape;

/// Rows from one floor's base to the next one's: headroom for the highest
/// walkway (4 cells of ground) and a full jump from it (4 cells, the body 1.5).
pub(crate) const FLOOR_SPACING: i64 = 10;

/// The most cells of ground a walkway stands on: from 4, a full jump
/// (4 cells, the body 1.5) just clears the floor above.
const MAX_GROUND: i64 = 4;

/// The width of the climb at a floor's far end, which is the entry of the
/// floor above, cells.
const ZONE: i64 = 7;

/// Floors to a room: two floors and the climb between them, 20 rows, about
/// a screen's height (the view shows 22.5 rows).
const FLOORS_A_ROOM: i64 = 2;

/// A layout: the drawing, the run through it and the rooms the camera
/// frames.
pub(crate) struct Layout {
    pub canvas: Canvas,
    pub legs: Vec<Leg>,
    pub rooms: Vec<Room>,
    /// How many floors it stacks.
    pub floors: i64,
}

/// A tower's width beyond its two climbs and its walls: room for a hop
/// or two on each floor, cells.
const TOWER_WALKWAY: std::ops::RangeInclusive<u32> = 5..=9;

/// Draws a level in `shape` with `tier`'s limits, from `rng`.
pub(crate) fn lay_out(tier: &Tier, shape: Shape, rng: &mut Dice) -> Layout {
    let (width, floors) = match shape {
        Shape::Tower => {
            let width = 2 * ZONE + 2 + rng.range(*TOWER_WALKWAY.start(), *TOWER_WALKWAY.end()) as i64;
            (width, rng.range(tier.floors.end() + 2, tier.floors.end() + 3) as i64)
        }
        Shape::Floors | Shape::Descent => {
            let width = rng.range(*tier.width.start(), *tier.width.end()) as i64;
            let floors = rng.range(*tier.floors.start(), *tier.floors.end()) as i64;
            // A descent drops through one floor at least.
            (width, if shape == Shape::Descent { floors.max(2) } else { floors })
        }
    };
    let descent = shape == Shape::Descent;
    let height = floors * FLOOR_SPACING + 1;
    let mut canvas = Canvas::new(width as usize, height as usize);
    for y in 0..height {
        canvas.set(0, y, b'#');
        canvas.set(width - 1, y, b'#');
    }
    for x in 0..width {
        canvas.set(x, 0, b'#');
    }
    let mut legs = Vec::new();
    let rooms = rooms(width, height, floors);
    // `floor` counts the floors in the order they are run: from the
    // bottom up, or from the top down in a descent.
    for floor in 0..floors {
        let base = if descent { (floor + 1) * FLOOR_SPACING } else { height - 1 - floor * FLOOR_SPACING };
        let dir = if floor % 2 == 0 { 1 } else { -1 };
        let mut painter = Floor { canvas: &mut canvas, base, dir, width };
        // An upper floor's entry is the opening the climb below drew; a
        // descent's floors are whole but for the hole at their far end.
        painter.base_row(if floor == 0 || descent { 1 } else { ZONE + 1 });
        // Rooms are counted from the bottom: a climb enters one at its
        // lowest floor, a descent at its highest.
        let from_bottom = if descent { floors - 1 - floor } else { floor };
        let enters_room = from_bottom % FLOORS_A_ROOM == if descent { FLOORS_A_ROOM - 1 } else { 0 };
        if floor == 0 {
            painter.set(2, base - 1, b'@');
        } else if rooms.len() > 1 && enters_room {
            // A room's first floor: a flag where the climb (or the drop)
            // comes in, past every ladder's top and stair's landing.
            painter.set(ZONE, base - 1, b'F');
        }
        let start = if floor == 0 { 5 } else { ZONE + 1 };
        let exit = width - 1 - ZONE;
        let h = painter.walkway(tier, rng, start, exit, &mut legs);
        if floor + 1 == floors {
            painter.goal(tier, rng, h, &mut legs);
        } else if descent {
            painter.hole(&mut legs);
        } else if rng.chance(tier.stairs) {
            painter.stairs(tier, &mut legs);
        } else {
            painter.ladder(tier, rng, &mut legs);
        }
    }
    Layout { canvas, legs, rooms, floors }
}

/// The rooms of a level `floors` floors high: [`FLOORS_A_ROOM`] floors each
/// from the bottom, the top room taking what is left (the top wall
/// included); none when one room would hold the whole level.
fn rooms(width: i64, height: i64, floors: i64) -> Vec<Room> {
    let mut rooms = Vec::new();
    let mut bottom = height;
    for _ in 0..(floors + FLOORS_A_ROOM - 1) / FLOORS_A_ROOM {
        // Each room ends at the base of the floor above its last (which
        // opens into it), so the climb between rooms crosses the edge.
        let top = (bottom - FLOORS_A_ROOM * FLOOR_SPACING).max(0);
        let top = if top <= 1 { 0 } else { top };
        rooms.push(Room { x: 0, y: top as u32, width: width as u32, height: (bottom - top) as u32 });
        bottom = top;
    }
    if rooms.len() > 1 {
        rooms
    } else {
        Vec::new()
    }
}

/// One floor being drawn, in its own coordinates: `u` counts cells from the
/// wall it starts at, whichever way it runs.
struct Floor<'a> {
    canvas: &'a mut Canvas,
    /// The row of its base: the floor itself.
    base: i64,
    /// 1 when it runs right, -1 when it runs left.
    dir: i64,
    width: i64,
}

impl Floor<'_> {
    /// The level's column of cell `u`.
    fn column(&self, u: i64) -> i64 {
        if self.dir > 0 {
            u
        } else {
            self.width - 1 - u
        }
    }

    /// The level's x of the point `u` cells from the start wall.
    fn x(&self, u: f64) -> f64 {
        if self.dir > 0 {
            u
        } else {
            self.width as f64 - u
        }
    }

    fn set(&mut self, u: i64, y: i64, c: u8) {
        self.canvas.set(self.column(u), y, c);
    }

    /// The base row, solid from `from` to the far wall.
    fn base_row(&mut self, from: i64) {
        for u in from..self.width - 1 {
            self.set(u, self.base, b'#');
        }
    }

    /// The top of a walkway standing on `h` cells of ground (1: the base).
    fn surface(&self, h: i64) -> f64 {
        (self.base - h + 1) as f64
    }

    /// Ground `h` cells high at cell `u` (the base is the first).
    fn ground(&mut self, u: i64, h: i64) {
        for y in self.base - h + 1..self.base {
            self.set(u, y, b'#');
        }
    }

    /// The walkway from `start` to `exit`: flat stretches and hops over
    /// gaps, up and down; returns the ground's height where it ends.
    fn walkway(&mut self, tier: &Tier, rng: &mut Dice, start: i64, exit: i64, legs: &mut Vec<Leg>) -> i64 {
        let mut u = start;
        let mut h = 1;
        while u < exit {
            if rng.chance(0.35) {
                let n = rng.range(2, 4) as i64;
                let bridge = h >= 3 && rng.chance(tier.crumble);
                for _ in 0..n.min(exit - u) {
                    if bridge {
                        self.bridge(u, h);
                    } else {
                        self.ground(u, h);
                    }
                    u += 1;
                }
                if rng.chance(tier.coins) {
                    self.set(u - 1 - n / 2, self.base - h, b'o');
                }
                continue;
            }
            if h >= 2 && rng.chance(tier.dash) {
                // A pit wider than any running jump (6.3 cells), which a
                // dash at the jump's top (4.5 cells more) crosses.
                let gap = rng.range(7, 8) as i64;
                let landing = 4;
                if u + gap + landing <= exit {
                    self.pit(rng, tier, u, gap);
                    u = self.hop(legs, u, gap, landing, h, true);
                    continue;
                }
            }
            let highest = (h + tier.rise as i64).min(tier.heights as i64 + 1).min(MAX_GROUND);
            let h2 = rng.range(2, highest as u32) as i64;
            let rise = h2 - h;
            // A jump from the edge at the top speed flies 6.3 cells on the
            // level (docs/physics.md): the widest gap is kept a cell under
            // it, a cell less for each cell of rise, a cell more for a drop.
            let widest = *tier.gap.end() as i64 - rise.max(0) + if rise < 0 { 1 } else { 0 };
            let gap = rng.range(*tier.gap.start(), widest.clamp(1, 6) as u32) as i64;
            let landing = rng.range(*tier.landing.start(), *tier.landing.end()) as i64;
            if u + gap + landing > exit {
                // No room left for this hop: the walkway runs on to the climb.
                self.ground(u, h);
                u += 1;
                continue;
            }
            self.gap(tier, rng, u, gap, h.min(h2));
            u = self.hop(legs, u, gap, landing, h2, false);
            h = h2;
        }
        h
    }

    /// The hop (with a dash at its top when `dash`) from the edge at `u`
    /// over `gap` cells to a landing `landing` cells long on ground `h`
    /// high: the landing drawn and the leg planned; returns the cell after
    /// the landing.
    fn hop(&mut self, legs: &mut Vec<Leg>, u: i64, gap: i64, landing: i64, h: i64, dash: bool) -> i64 {
        let (takeoff, land, floor) = (self.x(u as f64 - 0.55), self.span(u + gap, landing), self.surface(h));
        legs.push(if dash {
            Leg::DashHop { takeoff, land, floor }
        } else {
            Leg::Hop { takeoff, land, floor }
        });
        for c in u + gap..u + gap + landing {
            self.ground(c, h);
        }
        u + gap + landing
    }

    /// The span of x the body's middle may land in on `n` cells from `u`
    /// (half a cell in from each end), lowest first.
    fn span(&self, u: i64, n: i64) -> (f64, f64) {
        let (a, b) = (self.x(u as f64 + 0.5), self.x((u + n) as f64 - 0.5));
        (a.min(b), a.max(b))
    }

    /// A gap of `n` cells from `u`, between walkways at least `sides` high:
    /// lava at its bottom, or a trough that may hold a monster or moving lava.
    fn gap(&mut self, tier: &Tier, rng: &mut Dice, u: i64, n: i64, sides: i64) {
        // Walkways stand on two cells of ground or more: lava lies sunk
        // on the base, below both.
        if sides >= 2 && rng.chance(tier.lava) {
            self.pit(rng, tier, u, n);
        } else if rng.chance(tier.hazard_in_trough) {
            if sides >= 3 && n >= 3 {
                self.set(u + n / 2, self.base - 1, b'M');
            } else if sides >= 2 && n >= 2 {
                self.set(u + n / 2, self.base - 1, b'=');
            }
        }
    }

    /// Lava or spikes on the base under a gap of `n` cells from `u`.
    fn pit(&mut self, rng: &mut Dice, tier: &Tier, u: i64, n: i64) {
        let hazard = if rng.chance(tier.spikes) { b'A' } else { b'+' };
        for c in u..u + n {
            self.set(c, self.base - 1, hazard);
        }
    }

    /// A crumbling block at cell `u` where a walkway `h` high (3 or more)
    /// would stand, with lava sunk on the base below it: a bridge that gives
    /// way behind the player.
    fn bridge(&mut self, u: i64, h: i64) {
        self.set(u, self.base - h + 1, b'%');
        self.set(u, self.base - 1, b'+');
    }

    /// The climb at the far end by a ladder up to the floor above, at a
    /// place in the climb the dice choose, with a coin over its top when
    /// the tier asks for one.
    fn ladder(&mut self, tier: &Tier, rng: &mut Dice, legs: &mut Vec<Leg>) {
        let above = self.opening();
        // Anywhere in the climb but its first cell, where the walkway drops in.
        let u = self.width - 2 - rng.range(1, ZONE as u32 - 2) as i64;
        for y in above..self.base {
            self.set(u, y, b'H');
        }
        if tier.coin_atop_climb {
            self.set(u, above - 1, b'o');
        }
        legs.push(Leg::Climb { x: self.x(u as f64 + 0.5), top: above as f64 });
    }

    /// The climb at the far end by one-way ledges, alternating sides, each
    /// at most a hop's rise above the last, up through the opening.
    fn stairs(&mut self, tier: &Tier, legs: &mut Vec<Leg>) {
        let above = self.opening();
        let (near, far) = (self.width - 1 - ZONE, self.width - 4);
        // Down from the walkway to the climb's floor first.
        legs.push(Leg::Walk { to: self.x(near as f64 + 1.0) });
        let rise = tier.rise.min(3) as i64;
        let hops = (FLOOR_SPACING + rise - 1) / rise;
        let mut from = near as f64 + 1.0;
        for hop in 1..=hops {
            let y = (self.base - FLOOR_SPACING * hop / hops).max(above);
            let u = if hop % 2 == 1 { far } else { near };
            if y > above {
                for c in u..u + 3 {
                    self.set(c, y, b'-');
                }
            }
            let land = self.span(u, 3);
            legs.push(Leg::Hop { takeoff: self.x(from), land, floor: y as f64 });
            from = u as f64 + 1.5 + if hop % 2 == 1 { -0.5 } else { 0.5 };
        }
    }

    /// The way down at the far end of a descent's floor: a hole in the
    /// floor past the walkway's end, over the start of the floor below,
    /// which the player runs off and falls through.
    fn hole(&mut self, legs: &mut Vec<Leg>) {
        let from = self.width - ZONE;
        for u in from..self.width - 1 {
            self.set(u, self.base, b'.');
        }
        let to = self.x((from + self.width - 1) as f64 * 0.5);
        legs.push(Leg::Drop { to, floor: (self.base + FLOOR_SPACING) as f64 });
    }

    /// The floor above's base over the climb: one-way cells to rise
    /// through and stand on; returns its row.
    fn opening(&mut self) -> i64 {
        let above = self.base - FLOOR_SPACING;
        for u in self.width - 1 - ZONE..self.width - 1 {
            self.set(u, above, b'-');
        }
        above
    }

    /// The goal at the far end of the last floor, past the end of a
    /// walkway `h` high: the exit, or a coin.
    fn goal(&mut self, tier: &Tier, rng: &mut Dice, h: i64, legs: &mut Vec<Leg>) {
        let u = self.width - 3;
        for c in self.width - 1 - ZONE..self.width - 1 {
            self.ground(c, h);
        }
        let goal = if rng.chance(tier.exit) { b'G' } else { b'o' };
        self.set(u, self.base - h, goal);
        legs.push(Leg::Walk { to: self.x(u as f64 + 0.5) });
    }
}

/// The layout's random choices, from one seeded sequence.
pub(crate) struct Dice(SplitMix64);

impl Dice {
    /// Dice whose throws are fixed by `seed`.
    pub fn new(seed: u64) -> Dice {
        Dice(SplitMix64::new(seed))
    }

    /// A whole number from `low` to `high`, both included (`low` when
    /// `high < low`).
    pub fn range(&mut self, low: u32, high: u32) -> u32 {
        if high <= low {
            return low;
        }
        low + (self.0.next_u64() % u64::from(high - low + 1)) as u32
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        self.0.next_f64() < p
    }
}
