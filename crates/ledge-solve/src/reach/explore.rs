//! The fixed point: from every footing the player can reach, every place
//! its flights can take it, until no new footing turns up.
//!
//! A *footing* is a connected patch of lattice cells where the player may
//! stand (or climb, or bounce): a floor's row, a ladder, a slope. From a
//! footing, the places the player can be `t` steps after it last stood
//! there are grown step by step: those of step `t - 1` widened by the most
//! one step can move a body, kept where they are open and within the
//! flights' bounds measured from the footing's top and sides ([`Flight`]).
//! Every footing met on the way is explored in turn, once. A run of any
//! length is a chain of such flights, each starting from a footing the
//! chain reached, so every place it visits is marked.
//!
//! With wall jumps (or wall slides), a place beside a wall is a footing
//! too: a jump off it starts a flight as one from a floor does, and a
//! slide down it is a flight from each place of the slide in turn; so are
//! the places touching a spring (a throw) or a dash crystal (a dash given
//! back). Such footings are bands of [`BAND`] rows, each taking off from
//! its top, so that touching the foot of a wall is not taken for
//! standing at its top.
//!
//! Where the flights depend on the take-off speed ([`Flight::classes`]),
//! a footing is explored with the fastest class a body can stand there
//! in: the slowest at the start, and as fast as any flight that lands
//! there, which explores it again.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

use ledge_engine::{Order, Rect};

use super::bits::{ones, widen, Bits};
use super::flight::Flight;
use super::lattice::{touches, Lattice, QX, QY};
use super::work::Work;

/// Rows of a band of places where a flight begins anew (beside a wall,
/// at a spring or a crystal) explored as one footing: a cell.
const BAND: usize = 32;

/// Where the player can stand, or where a flight begins anew in the air:
/// its cells, and their bounds.
#[derive(Default)]
struct Footing {
    cells: Vec<(usize, usize)>,
    /// Places where a flight begins anew (beside a wall, at a spring or a
    /// crystal), not a floor: it takes off from its top row.
    launch: bool,
    /// How far above what it stands on a body in it may be, cells.
    gap: f64,
    /// The top row, the leftmost and the rightmost column.
    top: usize,
    left: usize,
    right: usize,
    bottom: usize,
}

impl Footing {
    /// The cells connected to `start` (which `marked` may not hold yet)
    /// that `fits`, none of them in `marked`, each then marked: gap 0, on
    /// a floor.
    fn flood(
        l: &Lattice,
        marked: &mut Bits,
        start: (usize, usize),
        fits: impl Fn(usize, usize) -> bool,
    ) -> Footing {
        let (i, j) = start;
        let mut footing = Footing { top: j, left: i, right: i, bottom: j, ..Footing::default() };
        let mut todo = vec![start];
        marked.set(i, j);
        while let Some((i, j)) = todo.pop() {
            footing.cells.push((i, j));
            (footing.top, footing.bottom) = (footing.top.min(j), footing.bottom.max(j));
            (footing.left, footing.right) = (footing.left.min(i), footing.right.max(i));
            let near = [(i.wrapping_sub(1), j), (i + 1, j), (i, j.wrapping_sub(1)), (i, j + 1)];
            for (a, b) in near {
                if a < l.cols && b < l.rows && !marked.get(a, b) && fits(a, b) {
                    marked.set(a, b);
                    todo.push((a, b));
                }
            }
        }
        footing
    }
}

/// The exploration of one level.
pub(crate) struct Explorer<'a> {
    pub lattice: &'a Lattice,
    pub flight: &'a Flight,
    pub order: Order,
    /// Every cell a box may be in.
    pub reached: Bits,
    /// The cells of every footing explored or waiting.
    stood: Bits,
    /// The cells of every band where a flight begins anew, explored or
    /// waiting.
    launched: Bits,
    footings: Vec<Footing>,
    /// Per footing, the fastest speed class a body stands in it with.
    classes: Vec<usize>,
    /// With more than one speed class, the footing of each cell stood.
    footing_of: HashMap<(usize, usize), usize>,
    /// Footings to explore, and whether each is waiting.
    /// Footings to explore, nearest a target first (with no goal, in the
    /// order queued), each with its key; and the one queued last.
    queue: BinaryHeap<Reverse<(u64, usize)>>,
    last: Option<usize>,
    /// How many footings were queued: with no goal, the key.
    queued: u64,
    waiting: Vec<bool>,
    /// The places a flight may be in at its step, and at the next: kept
    /// empty between flights.
    now: Bits,
    next: Bits,
    /// The cells the flight under way has found to land on: kept empty
    /// between flights.
    met: Bits,
    /// The work done, and the most allowed: past it, no flight goes on.
    pub work: Work,
    /// When the exploration may stop as soon as nothing can be proven: the
    /// places to touch, and whether touching any one is enough (exits) or
    /// every one is needed (coins).
    goal: Option<(Vec<Rect>, bool)>,
    /// The goal was met: every coin (or an exit) is touched, and the
    /// exploration stopped with places left unmarked.
    pub settled: bool,
}

/// The cells a flight lands on: each once, in the order first met, with
/// the gap it was first met within and the fastest class it lands in.
#[derive(Default)]
struct Found {
    cells: Vec<(usize, usize, f64, usize)>,
    /// With more than one speed class, the place of each cell in `cells`.
    slot: HashMap<(usize, usize), usize>,
}

/// A cell a flight lands on: its place, the gap it was met within, and
/// the class it lands in.
type Landing = (usize, usize, f64, usize);

/// How close to a footing a body stops, cells: the sweep's contact.
const STANDING: f64 = 1e-6;

impl<'a> Explorer<'a> {
    /// Nothing explored yet; `work` counted on from there.
    pub fn new(lattice: &'a Lattice, flight: &'a Flight, order: Order, work: Work) -> Explorer<'a> {
        let cells = || Bits::new(lattice.cols, lattice.rows);
        Explorer {
            lattice,
            flight,
            order,
            reached: cells(),
            stood: cells(),
            launched: cells(),
            footings: Vec::new(),
            classes: Vec::new(),
            footing_of: HashMap::new(),
            queue: BinaryHeap::new(),
            last: None,
            queued: 0,
            waiting: Vec::new(),
            now: cells(),
            next: cells(),
            met: cells(),
            work,
            goal: None,
            settled: false,
        }
    }

    /// Stops the exploration as soon as a marked place touches every one
    /// of `targets` (any one, with `any`): from there nothing is proven.
    pub fn until_touched(&mut self, targets: Vec<Rect>, any: bool) {
        self.goal = Some((targets, any));
    }

    /// Queues footing `id`: with a goal, keyed by how far it lies from the
    /// nearest target (the order changes how soon the goal is met, not the
    /// places marked); else in the order queued.
    fn enqueue(&mut self, id: usize) {
        self.queued += 1;
        let key = match &self.goal {
            Some((targets, _)) => {
                let (l, f) = (self.lattice, &self.footings[id]);
                let (x0, x1, y0, y1) =
                    (l.x_lo(f.left), l.x_lo(f.right) + QX, l.y_lo(f.top), l.y_lo(f.bottom) + QY);
                let apart = |rect: &Rect| {
                    let dx = (rect.x - x1).max(x0 - rect.right()).max(0.0);
                    let dy = (rect.y - y1).max(y0 - rect.bottom()).max(0.0);
                    dx + dy
                };
                let nearest = targets.iter().map(apart).fold(f64::INFINITY, f64::min);
                // Cells in 1/64ths, then the order queued.
                ((nearest.min(1e12) * 64.0) as u64) << 20 | self.queued.min((1 << 20) - 1)
            }
            None => self.queued,
        };
        self.queue.push(Reverse((key, id)));
        self.last = Some(id);
    }

    /// True when the goal is met (and the targets touched are dropped).
    fn goal_met(&mut self) -> bool {
        let Some((targets, any)) = &mut self.goal else { return false };
        let (l, reached) = (self.lattice, &self.reached);
        if *any {
            return targets.iter().any(|rect| touches(l, reached, rect));
        }
        targets.retain(|rect| !touches(l, reached, rect));
        targets.is_empty()
    }

    /// Explores from a player at rest in cell `(i, j)`, as from a footing
    /// (more than a body in the air can do). False when the cell is not open.
    pub fn start(&mut self, i: usize, j: usize) -> bool {
        if !self.lattice.open.get(i, j) {
            return false;
        }
        if !self.push(i, j, STANDING, 0) {
            self.stood.set(i, j);
            let footing = Footing {
                cells: vec![(i, j)],
                gap: f64::INFINITY,
                top: j,
                left: i,
                right: i,
                bottom: j,
                ..Footing::default()
            };
            self.add(footing, 0);
        }
        self.run();
        true
    }

    /// Explores every footing found, until none is new (or the work
    /// allowed is done).
    fn run(&mut self) {
        while let Some(Reverse((_, id))) = self.queue.pop() {
            if self.work.over() || self.settled {
                self.queue.clear();
                return;
            }
            self.waiting[id] = false;
            // Taken out while it flies, and back before its landings are
            // queued, which may add to it or queue it again.
            let footing = std::mem::take(&mut self.footings[id]);
            let (found, launches) = self.fly(&footing, self.classes[id]);
            self.footings[id] = footing;
            for (i, j, gap, class) in found {
                self.push(i, j, gap, class);
            }
            // A flight begun anew (off a wall, thrown) is as fast as a body goes.
            let top = self.flight.class_count() - 1;
            for launch in launches {
                self.add(launch, top);
            }
            self.settled = self.goal_met();
        }
    }

    /// Keeps `footing`, with speed class `class`, and queues it; or, when
    /// it lies just above or below the footing queued last (a floor's band
    /// of places a body may stop short of it, found by one flight), adds it
    /// to that one, whose flights then cover both's.
    fn add(&mut self, footing: Footing, class: usize) {
        let last = self.last.filter(|&id| self.waiting[id]);
        let beside = |other: &Footing| {
            (footing.bottom + 1 == other.top || other.bottom + 1 == footing.top)
                && footing.left <= other.right
                && other.left <= footing.right
        };
        let id = match last {
            Some(id) if !footing.launch && !self.footings[id].launch && beside(&self.footings[id]) => id,
            _ => self.footings.len(),
        };
        if self.flight.class_count() > 1 {
            self.footing_of.extend(footing.cells.iter().map(|&cell| (cell, id)));
        }
        if id < self.footings.len() {
            let other = &mut self.footings[id];
            (other.top, other.bottom) = (other.top.min(footing.top), other.bottom.max(footing.bottom));
            (other.left, other.right) = (other.left.min(footing.left), other.right.max(footing.right));
            other.gap = other.gap.max(footing.gap);
            other.cells.extend(footing.cells);
            self.classes[id] = self.classes[id].max(class);
            return;
        }
        self.footings.push(footing);
        self.classes.push(class);
        self.waiting.push(true);
        self.enqueue(id);
    }

    /// Queues the footing of the cells connected to `(i, j)` that stand
    /// within `gap` of something, with speed class `class`, unless `(i, j)`
    /// lies in one already: then queues that one again if `class` is
    /// faster than its own. False when `(i, j)` does not stand within `gap`.
    fn push(&mut self, i: usize, j: usize, gap: f64, class: usize) -> bool {
        let l = self.lattice;
        let stands = |i: usize, j: usize| l.open.get(i, j) && !l.end.get(i, j) && l.gap(i, j) <= gap;
        if !stands(i, j) {
            return false;
        }
        if self.stood.get(i, j) {
            if let Some(&id) = self.footing_of.get(&(i, j)) {
                if self.classes[id] < class {
                    self.classes[id] = class;
                    if !self.waiting[id] {
                        self.waiting[id] = true;
                        self.enqueue(id);
                    }
                }
            }
            return true;
        }
        let footing = Footing { gap, ..Footing::flood(l, &mut self.stood, (i, j), stands) };
        self.add(footing, class);
        true
    }

    /// Adds to `found` the cells of `row` (row `r`'s words from `w0` on)
    /// that stand within `gap` of something, with speed class `class`,
    /// where that is news: the cell is in no footing yet, or (with more
    /// than one class) in one explored slower. A cell this flight found
    /// already keeps its place, its gap and the fastest class.
    fn landings(&mut self, row: &[u64], r: usize, w0: usize, gap: f64, class: usize, found: &mut Found) {
        let l = self.lattice;
        let classes = self.flight.class_count() > 1;
        for (w, &cells) in row.iter().enumerate() {
            let w = w0 + w;
            let mut cells = cells & l.floor.row(r)[w];
            if !classes {
                cells &= !self.stood.row(r)[w] & !self.met.row(r)[w];
            }
            self.work.charge(cells.count_ones().into());
            for i in ones(&[cells], w) {
                if l.gap(i, r) > gap {
                    continue;
                }
                if let Some(&k) = found.slot.get(&(i, r)) {
                    found.cells[k].3 = found.cells[k].3.max(class);
                    continue;
                }
                let news = !self.stood.get(i, r)
                    || self.footing_of.get(&(i, r)).is_some_and(|&id| self.classes[id] < class);
                if news {
                    self.met.set(i, r);
                    if classes {
                        found.slot.insert((i, r), found.cells.len());
                    }
                    found.cells.push((i, r, gap, class));
                }
            }
        }
    }

    /// Adds to `launches` the bands where a flight begins anew that cells
    /// of `row` (row `r`'s words from `w0` on) meet and no band explored or
    /// waiting holds: each the such places connected to the cell within its
    /// [`BAND`] of rows.
    fn launches(&mut self, row: &[u64], r: usize, w0: usize, launches: &mut Vec<Footing>) {
        let l = self.lattice;
        for (w, &cells) in row.iter().enumerate() {
            let w = w0 + w;
            let cells = cells & l.launch.row(r)[w] & !self.launched.row(r)[w] & !l.end.row(r)[w];
            for i in ones(&[cells], w) {
                if self.launched.get(i, r) {
                    continue;
                }
                let band = r / BAND;
                let fits = |a: usize, b: usize| {
                    b / BAND == band && l.launch.get(a, b) && l.open.get(a, b) && !l.end.get(a, b)
                };
                let footing =
                    Footing { launch: true, gap: 0.0, ..Footing::flood(l, &mut self.launched, (i, r), fits) };
                self.work.charge(footing.cells.len() as u64);
                launches.push(footing);
            }
        }
    }

    /// How far above a footing a body `t` steps into a flight may stop
    /// and still stand: `eloquent` cancels a move into a floor, so a body
    /// stops short of it by up to the step it did not take. The highest
    /// flight falls slowest; one `d` lower at step `t` started slower by
    /// `d / t` a step, and falls faster by as much (that order's fall is
    /// linear in the take-off speed).
    fn stop_short(&self, t: usize, drop: f64) -> f64 {
        if self.order != Order::Eloquent {
            return STANDING;
        }
        let fall = self.flight.highest_fall(t + 1).max(0.0);
        fall + drop.max(0.0) / t as f64 + STANDING
    }

    /// The highest a body standing in `footing` may be: the top of its top
    /// row, or lower where every box there stands above a floor a known
    /// way down and the body can be no farther above it than the
    /// footing's gap.
    fn take_off(&self, footing: &Footing) -> f64 {
        let l = self.lattice;
        if footing.launch {
            return l.y_lo(footing.top);
        }
        let highest = |&(i, j): &(usize, usize)| {
            let (top, gap) = (l.y_lo(j), l.gap(i, j));
            // A gap of 0 may lie anywhere in the cell.
            if gap > 0.0 {
                top.max(l.y_lo(j) + QY + gap - footing.gap)
            } else {
                top
            }
        };
        let row = footing.cells.iter().filter(|&&(_, j)| j == footing.top);
        row.map(highest).fold(f64::INFINITY, f64::min)
    }

    /// Explores the flights from `footing`, taking off in speed class
    /// `class`: marks the places they reach, and gives the footings they
    /// land on (a cell, its gap and its class) and the bands where a
    /// flight begins anew that they meet.
    fn fly(&mut self, footing: &Footing, class: usize) -> (Vec<Landing>, Vec<Footing>) {
        let l = self.lattice;
        let f = self.flight;
        let (mut now, mut next) = (std::mem::take(&mut self.now), std::mem::take(&mut self.next));
        self.work.charge(footing.cells.len() as u64);
        for &(i, j) in &footing.cells {
            now.set(i, j);
            self.reached.set(i, j);
        }
        let take_off = self.take_off(footing);
        let (left, right) = (l.x_lo(footing.left), l.x_lo(footing.right) + QX);
        let (mut top, mut bottom) = (footing.top, footing.bottom);
        let mut found = Found::default();
        let mut launches = Vec::new();
        for t in 1.. {
            let (rise, spread) = (f.rise(t), f.spread(class, t));
            let sideways = (spread - f.spread(class, t - 1)).max(f.side_step);
            let landing = f.landing_class(class, t);
            let rx = (sideways / QX).ceil() as usize + 1;
            let up = (f.up_step / QY).ceil() as usize + 1;
            let down = (f.down_step(t) / QY).ceil() as usize + 1;
            // The flights' bounds this step.
            let row = |rise: f64| match l.row_of(take_off - rise) {
                Some(j) => Some(j),
                None if take_off - rise < l.y_lo(0) => Some(0),
                None => None,
            };
            // In the air no higher than the highest flight; landed, no
            // higher than the step before.
            let Some(landed) = row(f.rise(t - 1).max(rise)) else { break };
            let highest = row(rise).unwrap_or(l.rows);
            let (c0, c1) =
                (l.col_of(left - spread).unwrap_or(0), l.col_of(right + spread).unwrap_or(l.cols - 1));
            let from = top.saturating_sub(up).max(landed);
            let to = (bottom + down).min(l.rows - 1);
            if from > to {
                break;
            }
            // Only the words of columns `c0..=c1` are ever set: the
            // spread, and with it this range, only grows.
            let ws = c0 / 64..c1 / 64 + 1;
            let w0 = ws.start;
            // The rows grown, in and around the flight's, up and down.
            let rows = (bottom + down).max(to) - top.saturating_sub(up).min(from) + 1;
            if !self.work.charge((rows * ws.len()) as u64) {
                break;
            }
            grow(&now, top, bottom, rx, up, down, from, to, ws.clone(), &mut next);
            let (mut new_top, mut new_bottom, mut any) = (usize::MAX, 0, false);
            for r in from..=to {
                let row = &mut next.row_mut(r)[ws.clone()];
                keep_columns(row, w0, c0, c1);
                for (a, b) in row.iter_mut().zip(&l.open.row(r)[ws.clone()]) {
                    *a &= b;
                }
                if r < highest {
                    // Only a landing gets here.
                    self.landings(row, r, w0, STANDING, landing, &mut found);
                    self.launches(row, r, w0, &mut launches);
                    for (a, b) in self.reached.row_mut(r)[ws.clone()].iter_mut().zip(row.iter()) {
                        *a |= b;
                    }
                    row.fill(0);
                    continue;
                }
                if row.iter().any(|&w| w != 0) {
                    (new_top, new_bottom, any) = (new_top.min(r), r, true);
                }
            }
            // Rows outside `from..=to` were left empty by `grow`.
            if !any {
                break;
            }
            for r in new_top..=new_bottom {
                let row = &mut next.row_mut(r)[ws.clone()];
                for (a, b) in self.reached.row_mut(r)[ws.clone()].iter_mut().zip(row.iter()) {
                    *a |= b;
                }
                for (a, b) in row.iter_mut().zip(&l.end.row(r)[ws.clone()]) {
                    *a &= !b;
                }
                let drop = l.y_lo(r) + QY - take_off;
                let gap = self.stop_short(t, rise + drop);
                self.landings(row, r, w0, gap, landing, &mut found);
                self.launches(row, r, w0, &mut launches);
            }
            for r in top..=bottom {
                now.row_mut(r)[ws.clone()].fill(0);
            }
            std::mem::swap(&mut now, &mut next);
            (top, bottom) = (new_top, new_bottom);
        }
        // Both sets empty again for the next flight: `next` is, and `now`
        // holds rows `top..=bottom` only.
        for r in top..=bottom {
            now.row_mut(r).fill(0);
        }
        (self.now, self.next) = (now, next);
        for &(i, j, ..) in &found.cells {
            self.met.row_mut(j)[i / 64] = 0;
        }
        (found.cells, launches)
    }
}

/// Sets rows `from..=to` of `next` to the cells of rows `top..=bottom` of
/// `now` widened by `rx` columns to each side, `up` rows up and `down`
/// rows down (each by doubling); leaves `next`'s other rows empty. Only
/// the words `ws` of each row are read and written: the others are empty.
#[allow(clippy::too_many_arguments)]
fn grow(
    now: &Bits,
    top: usize,
    bottom: usize,
    rx: usize,
    up: usize,
    down: usize,
    from: usize,
    to: usize,
    ws: std::ops::Range<usize>,
    next: &mut Bits,
) {
    let (lo, hi) = (top.saturating_sub(up).min(from), (bottom + down).max(to).min(now.rows() - 1));
    let mut scratch = vec![0; ws.len()];
    for r in lo..=hi {
        if (top..=bottom).contains(&r) {
            widen(&now.row(r)[ws.clone()], rx, &mut next.row_mut(r)[ws.clone()], &mut scratch);
        } else {
            next.row_mut(r)[ws.clone()].fill(0);
        }
    }
    // Up: row r takes in row r + k, for k up to `up`.
    let mut done = 0;
    while done < up {
        let by = (up - done).min(done.max(1));
        for r in lo..=hi {
            if r + by <= hi {
                let (a, b) = next.rows_pair(r, r + by);
                for (x, y) in a[ws.clone()].iter_mut().zip(&b[ws.clone()]) {
                    *x |= *y;
                }
            }
        }
        done += by;
    }
    // Down: row r takes in row r - k, for k up to `down` (from the
    // bottom, so that a row is read before it grows).
    let mut done = 0;
    while done < down {
        let by = (down - done).min(done.max(1));
        for r in (lo..=hi).rev() {
            if r >= lo + by {
                let (a, b) = next.rows_pair(r, r - by);
                for (x, y) in a[ws.clone()].iter_mut().zip(&b[ws.clone()]) {
                    *x |= *y;
                }
            }
        }
        done += by;
    }
    for r in lo..=hi {
        if !(from..=to).contains(&r) {
            next.row_mut(r)[ws.clone()].fill(0);
        }
    }
}

/// Clears the cells of `row` (words from `w0` on) outside columns `c0..=c1`.
fn keep_columns(row: &mut [u64], w0: usize, c0: usize, c1: usize) {
    for (w, word) in row.iter_mut().enumerate() {
        let w = w0 + w;
        let (lo, hi) = (w * 64, w * 64 + 63);
        if hi < c0 || lo > c1 {
            *word = 0;
            continue;
        }
        if c0 > lo {
            *word &= !0u64 << (c0 - lo);
        }
        if c1 < hi {
            *word &= !0u64 >> (hi - c1);
        }
    }
}
