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
//!   multiplicative, each monotone in the speed) is the fastest. Where the
//!   air keeps more speed than the ground (`deepnight`), it is measured
//!   for a few take-off speeds, *classes*, from the ground's top to the
//!   air's, with the speed the flight has after each step: a body lands
//!   no faster than that, and on the ground it only slows down to the
//!   ground's top.
//! - **steps**: the most the body moves up, or down, in one step.

use ledge_engine::{Drive, Input, Motion, PerSurface, Surface, Tile};
use ledge_game::Play;

use super::dash::Dash;
use super::flyer::{Extremes, Flyer, SLACK};

/// What the player's flights can do, step by step from the last step it
/// stood (index 0). The tables are measured until the highest flight has
/// fallen the level's depth and more; past their end a flight goes on
/// falling (see [`Tails`]), so that every flight leaves any lattice.
#[derive(Clone, Debug)]
pub(crate) struct Flight {
    /// Highest rise of the body's bottom above its footing after `t`
    /// steps in the air, cells. A body that lands in step `t` stops no
    /// higher than it was after step `t - 1`.
    rise: Vec<f64>,
    /// Per speed class, slowest first: the farthest sideways move after
    /// `t` steps, cells.
    spread: Vec<Vec<f64>>,
    /// Per speed class: the fastest a body of its flights that lands in
    /// step `t` stands, cells/s.
    speed: Vec<Vec<f64>>,
    /// The take-off speed of each class, cells/s, slowest first; the
    /// last is the top speed.
    pub classes: Vec<f64>,
    /// Most the body moves up in one step, cells.
    pub up_step: f64,
    /// Most the body moves sideways in any one step, beyond what the
    /// spread grows by in that step: a dash's step, cells (0 without a
    /// dash).
    pub side_step: f64,
    /// Most the body moves down in step `t`, cells.
    down_step: Vec<f64>,
    /// Steps from a dash's press to its end (0 without a dash).
    pub dash_len: usize,
    /// Downward speed of the highest flight after `t` steps, cells/step
    /// (for `eloquent`'s landing, which stops short of the floor).
    highest_fall: Vec<f64>,
    tails: Tails,
}

/// How the tables go on past their end, cells a step. A flight is then
/// falling: past its apex, each step's drop is at least the one before
/// (gravity, the caps and vertical friction move the downward speed
/// monotonely towards the terminal one), and each step's gain in drop at
/// most the one before; sideways it moves at most at the top speed.
#[derive(Clone, Copy, Debug)]
struct Tails {
    /// The least the highest flight drops in a step past the table's end:
    /// its drop in the step where the last coyote jump's flight stands at
    /// the table's end, which is past the apex (more than 0).
    fall: f64,
    /// The most a flight moves sideways in a step: the top speed, and a
    /// platform's push.
    sideways: f64,
    /// The last gain of the fastest fall's drop from one step to the next.
    down_gain: f64,
    /// The last gain of the highest flight's downward speed.
    highest_gain: f64,
}

impl Flight {
    /// `table` at step `t`, past its end going on from its last entry by
    /// `per_step` a step.
    fn ahead(table: &[f64], t: usize, per_step: f64) -> f64 {
        let last = table.len() - 1;
        match t.checked_sub(last) {
            Some(past) if past > 0 => table[last] + past as f64 * per_step,
            _ => table[t],
        }
    }

    /// Highest rise of the body's bottom above its footing after `t` steps
    /// in the air, cells; past the table, the fall goes on.
    pub fn rise(&self, t: usize) -> f64 {
        Flight::ahead(&self.rise, t, -self.tails.fall)
    }

    /// The highest rise of any flight, cells.
    pub fn highest(&self) -> f64 {
        self.rise.iter().fold(0.0_f64, |a, &b| a.max(b))
    }

    /// The first step after which every flight is more than `depth` below
    /// its footing (and stays so).
    pub fn below(&self, depth: f64) -> usize {
        let last = self.rise.len() - 1;
        if let Some(t) = (0..=last).rev().take_while(|&t| self.rise[t] < -depth).last() {
            return t;
        }
        last + ((self.rise[last] + depth) / self.tails.fall).floor() as usize + 1
    }

    /// Farthest sideways move of a flight of speed class `class` after `t`
    /// steps, cells.
    pub fn spread(&self, class: usize, t: usize) -> f64 {
        Flight::ahead(&self.spread[class], t, self.tails.sideways)
    }

    /// The number of speed classes.
    pub fn class_count(&self) -> usize {
        self.classes.len()
    }

    /// Most the body moves down in step `t`, cells.
    pub fn down_step(&self, t: usize) -> f64 {
        Flight::ahead(&self.down_step, t, self.tails.down_gain)
    }

    /// Downward speed of the highest flight after `t` steps, cells/step.
    pub fn highest_fall(&self, t: usize) -> f64 {
        Flight::ahead(&self.highest_fall, t, self.tails.highest_gain)
    }

    /// The class of a body that took off in class `class` and lands
    /// after step `t`: it stands no faster than it landed, or than the
    /// ground's top speed (the slowest class); past the table, the top.
    pub fn landing_class(&self, class: usize, t: usize) -> usize {
        let top = self.classes.len() - 1;
        let Some(&speed) = self.speed[class].get(t) else { return top };
        self.classes.iter().position(|&c| c >= speed).unwrap_or(top)
    }
}

/// The fastest sideways speeds of a drive, cells/s.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Tops {
    /// Walking: after steps that start and end on the ground.
    pub walking: f64,
    /// Standing: after any step that ends on the ground.
    pub standing: f64,
    /// After any step.
    pub top: f64,
}

/// The fastest sideways speeds `motion` can reach when the level has ice
/// (`ice`) or not; `None` for a drive with no top speed.
pub(crate) fn top_sideways(motion: &Motion, ice: bool) -> Option<Tops> {
    let cap = motion.max_speed.x.abs();
    let tops = match motion.drive {
        Drive::Direct { speed } => {
            let top = speed.abs().min(cap);
            Tops { walking: top, standing: top, top }
        }
        Drive::Linear { .. } => Tops { walking: cap, standing: cap, top: cap },
        // A step adds the acceleration of the surface it starts on, caps,
        // and multiplies by the factor of the surface it ends on: `v' =
        // min(v + a, cap) f`, each monotone in `v`. The fastest speeds
        // after a step ending on the ground and in the air are the least
        // fixed point of the four ways a step can go, reached from rest.
        Drive::Multiplicative { accel, factor, .. } => {
            let step = |v: f64, from: Surface, to: Surface| push_step(&accel, &factor, cap, v, from, to);
            let most = |f: &dyn Fn(Surface) -> f64| grounds(ice).iter().map(|&s| f(s)).fold(0.0, f64::max);
            let fixed = |next: &dyn Fn(f64, f64) -> (f64, f64)| {
                let (mut ground, mut air) = (0.0_f64, 0.0_f64);
                for _ in 0..100_000 {
                    let (g, a) = next(ground, air);
                    if g - ground <= 1e-13 * g && a - air <= 1e-13 * a {
                        return Some((g, a));
                    }
                    (ground, air) = (g.max(ground), a.max(air));
                }
                None
            };
            let (walking, _) = fixed(&|g, _| (most(&|s| step(g, s, s)), 0.0))?;
            let (standing, air) = fixed(&|g, a| {
                let ground = most(&|s| step(g, s, s).max(step(a, Surface::Air, s)));
                let air = step(a, Surface::Air, Surface::Air).max(most(&|s| step(g, s, Surface::Air)));
                (ground, air)
            })?;
            Tops { walking, standing, top: standing.max(air) }
        }
    };
    let headroom = |v: f64| v * (1.0 + 1e-9);
    tops.top.is_finite().then_some(Tops {
        walking: headroom(tops.walking),
        standing: headroom(tops.standing),
        top: headroom(tops.top),
    })
}

/// One step of a multiplicative drive held one way: the push of the
/// surface the step starts on, capped, times the factor of the surface
/// it ends on (monotone in `v`).
fn push_step(accel: &PerSurface, factor: &PerSurface, cap: f64, v: f64, from: Surface, to: Surface) -> f64 {
    (v + accel.get(from).abs()).min(cap) * factor.get(to)
}

/// The surfaces a body stands on in a level with ice (`ice`) or not.
fn grounds(ice: bool) -> &'static [Surface] {
    if ice {
        &[Surface::Ground, Surface::Ice]
    } else {
        &[Surface::Ground]
    }
}

/// The fastest a body can stand after landing from a flight moving at
/// `v`: the landing step starts in the air and ends on the ground.
fn landed(motion: &Motion, ice: bool, v: f64) -> f64 {
    match motion.drive {
        Drive::Multiplicative { accel, factor, .. } => {
            let cap = motion.max_speed.x.abs();
            let on = |&s: &Surface| push_step(&accel, &factor, cap, v, Surface::Air, s);
            grounds(ice).iter().map(on).fold(0.0, f64::max) * (1.0 + 1e-9)
        }
        _ => v,
    }
}

/// Take-off speeds from the fastest walk to the fastest standing, cells/s.
fn classes(extremes: &Extremes) -> Vec<f64> {
    const CLASSES: usize = 8;
    let (lo, hi) = (extremes.walking, extremes.standing);
    if lo >= hi {
        return vec![hi];
    }
    (0..=CLASSES)
        .map(|k| if k == CLASSES { hi } else { lo + (hi - lo) * k as f64 / CLASSES as f64 })
        .collect()
}

/// Measures the flights of `play`'s player within `extremes`; `None` when
/// its highest flight does not fall below the depth. With a dash or a
/// spring, the tables are measured deeper until the flights that dash or
/// are thrown have fallen that far too.
pub(crate) fn measure(play: &Play, extremes: &Extremes) -> Option<Flight> {
    let dashes = play.controller().is_some_and(|c| c.config().dashes > 0);
    let others = dashes || extremes.thrown > 0.0;
    let mut extra = 0.0;
    for _ in 0..8 {
        let deeper = Extremes { depth: extremes.depth + extra, ..*extremes };
        let (jump, mut highest_fall) = rise(play, &deeper);
        let steps = jump.len();
        let dash = if dashes { Some(Dash::measure(play, extremes, steps + 16)?) } else { None };
        // The flights from a footing: a jump; a spring's throw; the rest of
        // a dash under way when a crystal gives another.
        let mut flights = vec![jump];
        if extremes.thrown > 0.0 {
            let (rise, fall) = thrown(play, &deeper, steps);
            flights.push(rise);
            highest_fall = fall;
        }
        let mid = dash.as_ref().filter(|_| extremes.refills).map(|d| d.under_way(steps));
        if let Some((rise, _)) = &mid {
            flights.push(rise.clone());
        }
        match tables(play, extremes, &flights, highest_fall, dash.as_ref(), mid.map(|m| m.1)) {
            Some(flight) => return Some(flight),
            None if others => extra = 2.0 * extra + 8.0,
            None => return None,
        }
    }
    None
}

/// The flights' tables from the rises of the highest flights from a
/// footing (`flights`, as long as each other) and the downward speed of
/// the highest, the dash's flights when the player has one, and the
/// farthest move of a dash under way across (with crystals).
fn tables(
    play: &Play,
    extremes: &Extremes,
    flights: &[Vec<f64>],
    highest_fall: Vec<f64>,
    dash: Option<&Dash>,
    across: Option<Vec<f64>>,
) -> Option<Flight> {
    let steps = flights[0].len();
    let highest: Vec<f64> =
        (0..steps).map(|t| flights.iter().map(|f| f[t]).fold(f64::MIN, f64::max)).collect();
    let highest = &highest[..];
    // A ground dash past the footing's end, then a coyote jump: the
    // jump may start this many steps after the footing.
    let delay = dash.map_or(0, |d| d.len + extremes.coyote + 1);
    let envelope = match dash {
        Some(dash) => dash.rise(highest, delay),
        None => highest.to_vec(),
    };
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
            (0..=c_max).map(|c| rest[c] + if c == t { 0.0 } else { envelope[t - c] }).fold(f64::MIN, f64::max)
        })
        .collect();
    if rise.len() > 1 {
        rise[1] = rise[1].max(extremes.climb);
    }
    for r in &mut rise {
        *r += SLACK;
    }
    let dash_step = |f: fn(&Dash) -> f64| dash.map_or(0.0, f);
    let up_step =
        highest.windows(2).map(|w| w[1] - w[0]).fold(extremes.climb, f64::max).max(dash_step(|d| d.up_step))
            + SLACK;
    let mut down_step = fall(play, extremes, steps);
    for d in &mut down_step {
        *d = d.max(dash_step(|d| d.down_step));
    }
    // Corner correction nudges only a rising body: within the steps to
    // the top of the highest flight, after coyote time (a dash's rising
    // steps are counted in its own moves).
    let apex = (0..steps).max_by(|&a, &b| highest[a].total_cmp(&highest[b])).unwrap_or(0);
    let lines = highest[apex].ceil() as usize + 1;
    let rising = if extremes.whole { (apex + extremes.coyote).min(lines) } else { apex + extremes.coyote };
    let classes = classes(extremes);
    let (spread, speed): (Vec<Vec<f64>>, _) =
        classes.iter().map(|&c| spread(play, extremes, c, steps, rising)).unzip();
    // A dash under way across at a crystal, or a spring's throw faster
    // than the top speed for a step, goes farther than the fastest run.
    let thrown_side = (extremes.thrown_side - extremes.sideways).max(0.0) / 2.0 * play.world().config().step;
    let spread: Vec<Vec<f64>> = spread
        .iter()
        .map(|s| {
            (0..steps)
                .map(|t| {
                    s[t].max(across.as_ref().map_or(f64::MIN, |a| a[t]))
                        + if t > 0 { thrown_side } else { 0.0 }
                })
                .collect()
        })
        .collect();
    let spread = match dash {
        Some(dash) => spread.iter().map(|s| dash.spread(s)).collect(),
        None => spread,
    };
    let gain = |table: &[f64]| match table {
        [.., a, b] => (b - a).max(0.0) + SLACK,
        _ => SLACK,
    };
    // The drop, in its step, of the flight of the latest coyote jump,
    // which stands at the table's end: each flight's later steps drop
    // at least as much.
    let k = steps.checked_sub(1 + extremes.coyote).filter(|&k| k > 0)?;
    // Past its top, each flight falls more each step: the highest of
    // them falls at least as much as the least of their drops.
    let top = flights
        .iter()
        .map(|f| (0..steps).max_by(|&a, &b| f[a].total_cmp(&f[b])).unwrap_or(0))
        .max()
        .unwrap_or(0);
    let drop = |s: usize| flights.iter().map(|f| f[s] - f[s + 1]).fold(f64::INFINITY, f64::min);
    let fall = match dash {
        Some(dash) => dash.fall_past(&drop, top, k, delay)?,
        None if k > top + 1 => drop(k - 1) - SLACK,
        None => return None,
    };
    let tails = Tails {
        fall,
        sideways: (extremes.sideways + extremes.push) * play.world().config().step + extremes.corner + SLACK,
        down_gain: gain(&down_step),
        highest_gain: gain(&highest_fall),
    };
    (envelope[k] < -extremes.depth && tails.fall > 0.0).then_some(Flight {
        rise,
        spread,
        speed,
        classes,
        up_step,
        side_step: dash_step(|d| d.side_step) + thrown_side,
        down_step,
        highest_fall,
        dash_len: dash.map_or(0, |d| d.len),
        tails,
    })
}

/// The highest flight: jump held from the first step, the take-off speed
/// raised by the boost. Its rise after each step until it has fallen
/// `depth` below its start (and `coyote` steps more), and its downward
/// speed, cells/step.
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
    let (mut flying, mut below) = (false, 0);
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
        // On until the flight of a jump started `coyote` steps late is
        // that deep too.
        if up < -extremes.depth {
            below += 1;
            if below > extremes.coyote {
                break;
            }
        }
    }
    (rise, fall)
}

/// A spring's throw: from rest in the air, thrown up at `extremes.thrown`
/// (and the boost) with jump held. Its rise after each of `steps` steps
/// and its downward speed, cells/step.
fn thrown(play: &Play, extremes: &Extremes, steps: usize) -> (Vec<f64>, Vec<f64>) {
    let mut flyer = Flyer::new(play, 8, 8, 3.0, 4.0);
    let start = flyer.body().rect.bottom();
    if let Some(body) = flyer.world.body_mut(flyer.id) {
        body.vel.y = -(extremes.thrown + extremes.boost);
    }
    let jump = Input { jump: true, ..Input::default() };
    let dt = play.world().config().step;
    let (mut rise, mut fall) = (vec![0.0], vec![0.0]);
    while rise.len() < steps {
        flyer.step(jump);
        rise.push(start - flyer.body().rect.bottom());
        fall.push(flyer.body().vel.y * dt);
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
        body.vel.y = (extremes.sideways + extremes.boost).max(extremes.thrown_down);
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

/// The farthest sideways flight: from standing on the ground at `speed`,
/// holding right, in the air from its first step on. Its distance after
/// each step, with what platforms may push, and the fastest a body
/// landing in that step stands.
fn spread(play: &Play, extremes: &Extremes, speed: f64, steps: usize, rising: usize) -> (Vec<f64>, Vec<f64>) {
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
    // The take-off step starts on the ground and ends in the air, as any
    // flight's first step does: no ground from here on, and no gravity.
    flyer.world.grid_mut().set_tile(4, FLOOR, Tile::Empty);
    flyer.world.grid_mut().set_tile(5, FLOOR, Tile::Empty);
    if let Some(body) = flyer.world.body_mut(flyer.id) {
        body.vel.x = speed;
        body.vel.y = 0.0;
        body.motion.gravity_scale = 0.0;
    }
    let right = Input { right: true, ..Input::default() };
    let start = flyer.body().rect.x;
    let motion = play.body().motion;
    let (mut spread, mut landing) = (vec![0.0], vec![speed]);
    for t in 1..steps {
        // Landing in step t, the body starts it at the speed it has now;
        // in the first, it walked: no faster than it stood.
        let now = flyer.body().vel.x.abs();
        landing.push(if t == 1 { speed } else { landed(&motion, extremes.ice, now) });
        flyer.step(right);
        let moved = flyer.body().rect.x - start;
        let pushed = extremes.push * dt * t as f64 + extremes.corner * t.min(rising) as f64;
        spread.push(moved + pushed + SLACK);
    }
    (spread, landing)
}
