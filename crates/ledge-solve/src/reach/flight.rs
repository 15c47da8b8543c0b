//! How far the player can get between two touches of the ground: bounds
//! measured by flying the level's own player body, with the real step, in
//! an empty world. They hold for every run because the flights measured
//! are the extreme ones (see docs/solver.md, "Proving a level cannot be
//! finished"):
//! - **rise**: the highest the body's bottom can be above where it last
//!   stood, `t` steps later. The flight measured holds jump from the first
//!   step with the largest take-off speed the level allows; every update
//!   order's vertical motion in the air is monotone in the speed (gravity,
//!   caps and vertical friction preserve order, letting go of jump only
//!   cuts a rise), so no flight is higher at any step.
//! - **spread**: the farthest the body can be sideways, `t` steps later.
//!   The flight measured starts at the largest sideways speed the body can
//!   have and holds that direction, which with every drive (set, linear or
//!   multiplicative, each monotone in the speed) is the fastest.
//! - **steps**: the most the body moves up, or down, in one step.

use ledge_engine::{Body, BodyId, Controller, Drive, Grid, Input, Motion, Outside, Rect, Tile, World};
use ledge_game::Play;

/// Headroom added to every measured bound, cells: the bounds are compared
/// with positions computed by other sums of the same numbers.
const SLACK: f64 = 1e-6;

/// What the player's flights can do, step by step from the last step it
/// stood (index 0).
#[derive(Clone, Debug)]
pub(crate) struct Flight {
    /// Highest rise of the body's bottom above its footing after `t`
    /// steps in the air, cells. A body that lands in step `t` stops no
    /// higher than it was after step `t - 1`.
    pub rise: Vec<f64>,
    /// Farthest sideways move after `t` steps, cells.
    pub spread: Vec<f64>,
    /// Most the body moves up in one step, cells.
    pub up_step: f64,
    /// Most the body moves down in step `t`, cells.
    pub down_step: Vec<f64>,
    /// Downward speed of the highest flight after `t` steps, cells/step
    /// (for `eloquent`'s landing, which stops short of the floor).
    pub highest_fall: Vec<f64>,
}

impl Flight {
    /// A bound at step `t` of `table`, past its end the last entry (every
    /// table is measured until the body has fallen below the level).
    pub fn at(table: &[f64], t: usize) -> f64 {
        table[t.min(table.len() - 1)]
    }
}

/// The extremes a level allows its player's flights to start from.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Extremes {
    /// The fastest a body can move sideways, cells/s.
    pub sideways: f64,
    /// Added to a jump's take-off speed (a rising platform's), cells/s.
    pub boost: f64,
    /// Speed of a platform that can push a body in the air, cells/s.
    pub push: f64,
    /// Steps after leaving the ground in which a jump still works.
    pub coyote: usize,
    /// Sideways shift corner correction may add in one rising step, cells.
    pub corner: f64,
    /// Up a ladder in one step, cells (0 without ladders).
    pub climb: f64,
    /// How far the flights must be followed: the level's height and
    /// more, cells.
    pub depth: f64,
}

/// An empty world with the level's player in it.
struct Flyer {
    world: World,
    id: BodyId,
    controller: Option<Controller>,
}

impl Flyer {
    /// The player of `play` with its bottom-left corner at `(x, bottom)`
    /// in an empty world `width` by `height` cells, open all round.
    fn new(play: &Play, width: u32, height: u32, x: f64, bottom: f64) -> Flyer {
        let mut grid = Grid::new(width, height);
        grid.set_outside(Outside::Open);
        let mut world = World::new(grid, play.world().config());
        let size = play.body().rect;
        let rect = Rect::new(x, bottom - size.h, size.w, size.h);
        let controller = play.controller().map(|c| Controller::new(*c.config()));
        let mut body = match &controller {
            Some(c) => c.body(&world.config(), rect),
            None => Body::new(rect, play.body().motion),
        };
        body.motion.gravity_scale = play.body().motion.gravity_scale;
        let id = world.add_body(body);
        Flyer { world, id, controller }
    }

    fn body(&self) -> &Body {
        self.world.body(self.id).expect("the flyer is never removed")
    }

    fn step(&mut self, input: Input) {
        match &mut self.controller {
            Some(controller) => controller.update(&mut self.world, self.id, input),
            None => self.world.set_input(self.id, input),
        }
        self.world.step();
    }
}

/// The fastest sideways speed `motion` can reach, cells/s, when the level
/// has ice (`ice`) or not; `None` for a drive with no top speed.
pub(crate) fn top_sideways(motion: &Motion, ice: bool) -> Option<f64> {
    let cap = motion.max_speed.x.abs();
    let speed = match motion.drive {
        Drive::Direct { speed } => speed.abs(),
        Drive::Linear { .. } => cap,
        // `v' = (v + a) f` has the fixed point `a f / (1 - f)`, and no
        // surface's step takes a speed at or under the largest of them
        // above it.
        Drive::Multiplicative { accel, factor, .. } => {
            let fixed = |a: f64, f: f64| if f < 1.0 { a.abs() * f / (1.0 - f) } else { f64::INFINITY };
            let mut top = fixed(accel.ground, factor.ground).max(fixed(accel.air, factor.air));
            if ice {
                top = top.max(fixed(accel.ice, factor.ice));
            }
            top
        }
    };
    let speed = speed.min(cap);
    speed.is_finite().then_some(speed * (1.0 + 1e-9))
}

/// Measures the flights of `play`'s player within `extremes`.
pub(crate) fn measure(play: &Play, extremes: &Extremes) -> Flight {
    let (highest, highest_fall) = rise(play, extremes);
    let steps = highest.len();
    // Coyote time: a jump may start up to `coyote` steps after the last
    // footing, from where a fall from rest took the body by then (or
    // from as high as it, where a rising platform may have lifted it).
    let rest = if extremes.boost > 0.0 {
        vec![0.0; extremes.coyote + 1]
    } else {
        drop_from_rest(play, extremes.coyote)
    };
    let mut rise: Vec<f64> = (0..steps)
        .map(|t| {
            let c_max = extremes.coyote.min(t);
            (0..=c_max).map(|c| rest[c] + if c == t { 0.0 } else { highest[t - c] }).fold(f64::MIN, f64::max)
        })
        .collect();
    if rise.len() > 1 {
        rise[1] = rise[1].max(extremes.climb);
    }
    for r in &mut rise {
        *r += SLACK;
    }
    let up_step = highest.windows(2).map(|w| w[1] - w[0]).fold(extremes.climb, f64::max) + SLACK;
    let down_step = fall(play, extremes, steps);
    // Corner correction nudges only a rising body: within the steps to
    // the top of the highest flight, after coyote time.
    let apex = (0..steps).max_by(|&a, &b| highest[a].total_cmp(&highest[b])).unwrap_or(0);
    let spread = spread(play, extremes, steps, apex + extremes.coyote);
    Flight { rise, spread, up_step, down_step, highest_fall }
}

/// The highest flight: jump held from the first step, the take-off speed
/// raised by the boost. Its rise after each step until it has fallen
/// `depth` below its start, and its downward speed, cells/step.
fn rise(play: &Play, extremes: &Extremes) -> (Vec<f64>, Vec<f64>) {
    const FLOOR: u32 = 8;
    let height = FLOOR + extremes.depth.ceil() as u32 + 8;
    let mut flyer = Flyer::new(play, 8, height, 3.0, FLOOR as f64);
    for x in 0..8 {
        flyer.world.grid_mut().set_tile(x, FLOOR, Tile::Solid);
    }
    // Settle on the floor first, so that the press is a fresh one there.
    for _ in 0..3 {
        flyer.step(Input::default());
    }
    let jump = Input { jump: true, ..Input::default() };
    let (mut rise, mut fall) = (vec![0.0], vec![0.0]);
    let mut flying = false;
    let dt = play.world().config().step;
    while rise.len() < 100_000 {
        flyer.step(jump);
        let body = *flyer.body();
        let up = FLOOR as f64 - body.rect.bottom();
        // A body that cannot jump walks off instead.
        if !flying && (up > 0.0 || rise.len() > 4) {
            flying = true;
            for x in 0..8 {
                flyer.world.grid_mut().set_tile(x, FLOOR, Tile::Empty);
            }
            if let Some(body) = flyer.world.body_mut(flyer.id) {
                body.vel.y -= extremes.boost;
            }
        }
        rise.push(up.max(if flying { f64::MIN } else { 0.0 }));
        fall.push(body.vel.y * dt);
        if up < -extremes.depth {
            break;
        }
    }
    (rise, fall)
}

/// The rise (never above 0) of a body that walks off a ledge at rest,
/// after each of its first `steps` steps.
fn drop_from_rest(play: &Play, steps: usize) -> Vec<f64> {
    let mut flyer = Flyer::new(play, 8, 64, 3.0, 8.0);
    let start = flyer.body().rect.bottom();
    let mut rise = vec![0.0];
    for _ in 0..steps {
        flyer.step(Input::default());
        rise.push((start - flyer.body().rect.bottom()).min(0.0));
    }
    rise
}

/// The fastest fall: from rest, or moving down at the speed of a slope
/// walked at top speed or a platform going down. Its drop in each step.
fn fall(play: &Play, extremes: &Extremes, steps: usize) -> Vec<f64> {
    let height = 16 + (extremes.depth * 4.0).ceil() as u32;
    let mut flyer = Flyer::new(play, 8, height.max(64), 3.0, 4.0);
    if let Some(body) = flyer.world.body_mut(flyer.id) {
        body.vel.y = extremes.sideways + extremes.boost;
    }
    let mut down = vec![0.0];
    let mut last = flyer.body().rect.bottom();
    for _ in 1..steps {
        flyer.step(Input::default());
        let bottom = flyer.body().rect.bottom();
        down.push(bottom - last + SLACK);
        last = bottom;
    }
    // A body that left the measured world falls no slower than it did.
    let mut fastest = 0.0_f64;
    for d in &mut down {
        fastest = fastest.max(*d);
        *d = fastest;
    }
    down
}

/// The farthest sideways flight: at the top speed from the start, holding
/// right, its first step taken from the ground (whose drive is the
/// strongest), then kept in the air. Its distance after each step, with
/// what platforms may push.
fn spread(play: &Play, extremes: &Extremes, steps: usize, rising: usize) -> Vec<f64> {
    let dt = play.world().config().step;
    let reach = extremes.sideways * 2.0 * dt * steps as f64;
    let width = (reach.ceil() as u32 + 16).min(1 << 20);
    const FLOOR: u32 = 8;
    let mut flyer = Flyer::new(play, width, 16, 4.0, FLOOR as f64);
    flyer.world.grid_mut().set_tile(4, FLOOR, Tile::Solid);
    flyer.world.grid_mut().set_tile(5, FLOOR, Tile::Solid);
    for _ in 0..3 {
        flyer.step(Input::default());
    }
    if let Some(body) = flyer.world.body_mut(flyer.id) {
        body.vel.x = extremes.sideways;
    }
    let right = Input { right: true, ..Input::default() };
    let start = flyer.body().rect.x;
    let mut spread = vec![0.0];
    for t in 1..steps {
        flyer.step(right);
        if t == 1 {
            // Up and away: no ground, no gravity, the air's drive.
            flyer.world.grid_mut().set_tile(4, FLOOR, Tile::Empty);
            flyer.world.grid_mut().set_tile(5, FLOOR, Tile::Empty);
            if let Some(body) = flyer.world.body_mut(flyer.id) {
                body.motion.gravity_scale = 0.0;
                body.vel.y = 0.0;
                body.rect.y -= 2.0;
            }
        }
        let moved = flyer.body().rect.x - start;
        let pushed = extremes.push * dt * t as f64 + extremes.corner * t.min(rising) as f64;
        spread.push(moved + pushed + SLACK);
    }
    spread
}
