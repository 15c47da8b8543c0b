//! Proving that a level cannot be finished: a sound over-approximation of
//! every place the player can get to, by any run of any length.
//!
//! The search ([`crate::solve`]) proves a level unwinnable only within a
//! number of steps, and only where the states are few. This analysis
//! proves it for every number of steps: it marks a set of places that
//! holds every place any run can take the player's box ([`Reach`]); a coin
//! outside every marked place is out of reach by any run, and a level with
//! such a coin cannot be won.
//!
//! How (docs/solver.md gives the argument for each update order):
//! 1. the player's flights are measured with the level's own body and the
//!    real step: how high and how far it can get `t` steps after it last
//!    stood (`src/reach/flight.rs`);
//! 2. the places a box can be are a lattice of small cells, with what each
//!    is: open or closed by a block, in lava, something to stand on
//!    (`src/reach/lattice.rs`);
//! 3. from the start, and from every footing reached since, the flights
//!    are grown step by step through open cells within their bounds, until
//!    no new footing turns up: a fixed point (`src/reach/explore.rs`).
//!
//! Every element is analysed: spikes only take runs away and a gem
//! changes none; a false wall is a passage; crumbling blocks and bricks
//! are stood on or passed, as one-way floors are; a spring or a dash
//! crystal starts a flight anew where the player touches it; doors open
//! once a key's place is marked, and switch blocks are passed either way
//! once a switch's is (the level is explored again with them so).
//!
//! What it gives up to stay sound: moving lava, monsters and platforms
//! never block the player; it may stand on a platform anywhere along its
//! path and bounce off a monster anywhere along its row; a slope, ladder,
//! one-way floor or thin edge is passed through as if open. So it can say a
//! coin is reachable where no run reaches it (the verdict is then
//! `unknown`), never the other way round.
//!
//! ```
//! use ledge_game::Level;
//! use ledge_solve::reach;
//! // The coin is walled in.
//! let plan = "#########\n#.....#o#\n#@....###\n#########\n";
//! let level = Level::parse("sealed.txt", plan).unwrap();
//! let reach = reach(&level, level.preset(None)).unwrap();
//! assert_eq!(reach.out_of_reach(), vec![(7, 1)]);
//! assert!(reach.proof().unwrap().contains("the coin at 7,1 is out of reach by any run"));
//! ```

mod bits;
mod dash;
mod explore;
mod flight;
mod flyer;
mod lattice;
mod room;
mod work;

use std::fmt;

use ledge_engine::{Grid, Preset, Rect, Tile, Vec2};
use ledge_game::{Facing, Launch, Level, Lock, Play, PlayerMoves, ReachFact};

use crate::Reached;
use bits::Bits;
use explore::Explorer;
use flight::{top_sideways, Flight};
use flyer::Extremes;
use lattice::{touches, Band, Ground, Lattice};
use work::Work;
pub use work::DEFAULT_MAX_WORK;

/// Every place the player's box can be in a level, by any run.
pub struct Reach {
    marked: Marked,
    /// Each coin's cell (each exit's, in a level with an exit), and
    /// whether a box can touch it.
    coins: Vec<((i64, i64), bool)>,
    /// The level is won at an exit, not by its coins.
    exit: bool,
    /// In a level open all round: the line below which nothing holds a
    /// body, which falls from there for ever; the places below it are
    /// not marked.
    bottomless: Option<f64>,
    /// The work it took, units (see [`DEFAULT_MAX_WORK`]).
    work: u64,
}

/// What a [`Reach`] marked.
enum Marked {
    /// The room the player starts in, when it walls a coin in: its cells.
    Room(Reached),
    /// The places flights reach.
    Places { lattice: Box<Lattice>, reached: Bits },
}

/// Why a level was not analysed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotAnalysed {
    /// The player starts inside a block.
    StartsInWall,
    /// A top-down level (no gravity): its player goes anywhere open.
    TopDown,
    /// The player's drive has no top speed, or it jumps in the air.
    Unbounded,
    /// Seed 000's collision (`tiny`) can leave the body inside a wall or
    /// a floor of any walled room (turning round at a wall, jumping as a
    /// fall along a wall lands, rising under a slope's corner), and the
    /// analysis does not follow a body inside a block.
    SeedCollision,
    /// The player's moves go past what the analysis models: more than one
    /// dash between landings, or coyote time that outlasts a dash (the
    /// sentence says which).
    Moves(&'static str),
    /// The analysis stopped at the most work it was allowed, units (see
    /// [`DEFAULT_MAX_WORK`]): the level is too large to analyse within it.
    OverBudget {
        /// The most work allowed, units.
        max_work: u64,
    },
}

impl fmt::Display for NotAnalysed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NotAnalysed::StartsInWall => "the player starts inside a block",
            NotAnalysed::TopDown => "the level is top-down",
            NotAnalysed::Unbounded => "the player's speed has no bound",
            NotAnalysed::SeedCollision => "seed 000's collision can put the player inside a block",
            NotAnalysed::Moves(what) => return write!(f, "the analysis does not model {what}"),
            NotAnalysed::OverBudget { max_work } => {
                return write!(f, "the analysis stopped at its budget of {max_work} units of work")
            }
        })
    }
}

impl Reach {
    /// The cells of the coins that no run reaches, in plan order; in a
    /// level won at an exit, the exits' when no run reaches any.
    pub fn out_of_reach(&self) -> Vec<(i64, i64)> {
        if self.exit && self.coins.iter().any(|&(_, reached)| reached) {
            return Vec::new();
        }
        self.coins.iter().filter(|(_, reached)| !reached).map(|&(cell, _)| cell).collect()
    }

    /// The level's coins (its exits, in a level won at an exit).
    pub fn coins(&self) -> usize {
        self.coins.len()
    }

    /// The proof that the level cannot be won, if there is one: the coins
    /// out of reach, or every exit.
    pub fn proof(&self) -> Option<String> {
        let out = self.out_of_reach();
        let (first, rest) = out.split_first()?;
        let what = if self.exit { "exit" } else { "coin" };
        let more = match (rest.len(), self.exit) {
            (0, _) => String::new(),
            (1, false) => " (and one more coin)".to_string(),
            (n, false) => format!(" (and {n} more coins)"),
            (n, true) => format!(" (and the {n} other exits)"),
        };
        Some(format!("the {what} at {},{} is out of reach by any run{more}", first.0, first.1))
    }

    /// True when `rect`, the player's box, lies in the places marked, or
    /// falls for ever below a level open all round. Every place a run
    /// reaches is marked, except in a [`prove_within`] that found no
    /// proof: it stopped early.
    pub fn contains(&self, rect: &Rect) -> bool {
        if self.bottomless.is_some_and(|line| rect.y >= line) {
            return true;
        }
        match &self.marked {
            Marked::Room(room) => {
                let c = ledge_engine::Cells::covered(rect);
                let inside = |x: i64, y: i64| x >= 0 && y >= 0 && room.get(x as u32, y as u32);
                (c.y0..c.y1).any(|y| (c.x0..c.x1).any(|x| inside(x, y)))
            }
            Marked::Places { lattice, reached } => {
                lattice.cells_of(rect).iter().any(|&(i, j)| reached.get(i, j))
            }
        }
    }

    /// The work the analysis took, units (see [`DEFAULT_MAX_WORK`]).
    pub fn work(&self) -> u64 {
        self.work
    }

    /// The cells of the level a box in the places marked covers.
    pub fn cells(&self, width: u32, height: u32) -> Reached {
        match &self.marked {
            Marked::Room(room) => room.clone(),
            Marked::Places { lattice, reached } => {
                let mut cells = Reached::new(width, height);
                for j in 0..lattice.rows {
                    for i in reached.ones(j) {
                        cells.cover(&lattice.hull(i, j));
                    }
                }
                cells
            }
        }
    }
}

/// Marks every place the player of `level` can get to with `preset`, by
/// any run: see the module's documentation. Gives up past
/// [`DEFAULT_MAX_WORK`].
pub fn reach(level: &Level, preset: Preset) -> Result<Reach, NotAnalysed> {
    reach_with_moves(level, preset, PlayerMoves::ALL)
}

/// [`reach`] for a player with `moves`: the `ledge` physics with some of
/// its moves taken away (`PlayerMoves::NONE`: without the dash and the
/// wall moves, as replays of format 1 play).
pub fn reach_with_moves(level: &Level, preset: Preset, moves: PlayerMoves) -> Result<Reach, NotAnalysed> {
    reach_within(level, preset, moves, DEFAULT_MAX_WORK)
}

/// [`reach_with_moves`] that gives up ([`NotAnalysed::OverBudget`]) past
/// `max_work` units of work: the count, not a clock, decides, so the
/// answer is the same on every machine.
pub fn reach_within(
    level: &Level,
    preset: Preset,
    moves: PlayerMoves,
    max_work: u64,
) -> Result<Reach, NotAnalysed> {
    analyse(level, preset, moves, max_work, false)
}

/// [`reach_within`] for its proof alone: it stops as soon as a marked
/// place touches every coin (an exit, in a level won at one), where
/// nothing can be proven. [`Reach::proof`] is the same as
/// [`reach_within`]'s; when it is `None`, the places marked may be fewer
/// than every place a run reaches. What `ledge solve`, `ledge check
/// --solve` and the editor ask: on a level that can be won, the analysis
/// stops early.
///
/// ```
/// use ledge_game::{Level, PlayerMoves};
/// use ledge_solve::{prove_within, DEFAULT_MAX_WORK};
/// let open = Level::parse("open.txt", "#######\n#.....#\n#@...o#\n#######\n").unwrap();
/// let settled = prove_within(&open, open.preset(None), PlayerMoves::ALL, DEFAULT_MAX_WORK).unwrap();
/// assert_eq!(settled.proof(), None);
/// ```
pub fn prove_within(
    level: &Level,
    preset: Preset,
    moves: PlayerMoves,
    max_work: u64,
) -> Result<Reach, NotAnalysed> {
    analyse(level, preset, moves, max_work, true)
}

/// The analysis; with `settle`, stopped as soon as nothing can be proven.
fn analyse(
    level: &Level,
    preset: Preset,
    moves: PlayerMoves,
    max_work: u64,
    settle: bool,
) -> Result<Reach, NotAnalysed> {
    let play = Play::with_moves(level, preset, moves);
    let body = *play.body();
    if body.motion.top_down() {
        return Err(NotAnalysed::TopDown);
    }
    if play.controller().is_some_and(|c| c.config().air_jumps > 0) {
        return Err(NotAnalysed::Unbounded);
    }
    if play.controller().is_some_and(|c| c.config().dashes > 1) {
        return Err(NotAnalysed::Moves("more than one dash between landings"));
    }
    if body.motion.order == ledge_engine::Order::Tiny {
        return Err(NotAnalysed::SeedCollision);
    }
    // Blocks that give way (crumbling blocks, bricks) may be stood on and
    // may be passed: as one-way floors are (see the lattice). They still
    // stop a rising head, which corner correction nudges past them.
    // The grids with every door open and every switch block passed: what
    // the first look at the start's room and the level's tiles take.
    let everything = Opened { doors: true, switches: true };
    let dash = play.controller().is_some_and(|c| c.config().dashes > 0);
    let (grid, _) = grids(&play, level, everything, dash);
    let grid = &grid;
    let exit = level.has_exit();
    let coins: Vec<Rect> = if exit {
        level.elements.iter().filter(|e| e.kind.reach() == ReachFact::Goal).map(|e| e.rect()).collect()
    } else {
        play.actors().filter(|actor| actor.reach() == ReachFact::Goal).map(|actor| actor.rect()).collect()
    };
    let cell_of = |rect: &Rect| (rect.x.floor() as i64, rect.y.floor() as i64);
    // First the room the player starts in: a coin walled in settles it.
    let flags: Vec<_> = level.checkpoints.iter().copied().zip(play.respawn_rects().iter().copied()).collect();
    if let Some(room) = room::room(grid, &[body.rect], &flags) {
        let near = |(x, y): (i64, i64)| {
            (y - 1..=y + 1).any(|y| (x - 1..=x + 1).any(|x| x >= 0 && y >= 0 && room.get(x as u32, y as u32)))
        };
        let coins: Vec<_> = coins.iter().map(|rect| (cell_of(rect), near(cell_of(rect)))).collect();
        if coins.iter().any(|&(_, reached)| !reached) {
            return Ok(Reach { marked: Marked::Room(room), coins, exit, bottomless: None, work: 0 });
        }
    }
    let has = |kind: Tile| grid.tiles().contains(&kind);
    let tops = top_sideways(&body.motion, has(Tile::Ice)).ok_or(NotAnalysed::Unbounded)?;
    let dt = play.world().config().step;
    // Platforms: stood on anywhere along their paths; their speed carries
    // into a jump and pushes; jumped off or slid down anywhere along them.
    let mut bands = Vec::new();
    let mut sides = Vec::new();
    let mut platform_speed = 0.0_f64;
    for (_, platform) in play.world().platforms() {
        let (mut x, mut top) = ((platform.rect.x, platform.rect.x), (platform.rect.y, platform.rect.y));
        for point in &platform.path.waypoints {
            (x, top) = (
                (x.0.min(point.pos.x), x.1.max(point.pos.x)),
                (top.0.min(point.pos.y), top.1.max(point.pos.y)),
            );
            platform_speed = platform_speed.max(point.speed.abs());
        }
        bands.push(Band { x: (x.0, x.1 + platform.rect.w), top });
        sides.push(Rect::new(x.0, top.0, x.1 + platform.rect.w - x.0, top.1 + platform.rect.h - top.0));
    }
    // Monsters that bounce the player: stood on anywhere along their row.
    if play.ruleset().stomp().bounce > 0.0 {
        for actor in play.actors().filter(|actor| actor.reach() == ReachFact::Bounces) {
            let y = actor.rect().y;
            bands.push(Band { x: (f64::MIN, f64::MAX), top: (y, y + 1.5) });
        }
    }
    // Slopes, ladders and things that move the player may speed it up
    // on the ground: there, a take-off may be as fast as anywhere.
    let moved = !bands.is_empty() || grid.tiles().iter().any(|&t| t.is_slope() || t == Tile::Ladder);
    let controller = play.controller().map(|c| *c.config());
    let corner = controller.map_or(0.0, |c| c.corner_correction);
    let climb_speed = controller.map_or(ledge_game::Ladder::SEEDS.climb_speed, |c| c.climb_speed);
    let launch = |how: Launch| level.elements.iter().any(|e| e.kind.reach() == ReachFact::Launches(how));
    let springs = |facing: Facing| launch(Launch::Throw(facing));
    // A spring throws as high as the gravity the player has when it
    // touches it lets it: the most, with the apex's share at its largest.
    let apex_share = controller.map_or(1.0, |c| c.apex_gravity.max(1.0));
    let gravity = play.world().config().gravity * body.motion.gravity_scale.max(0.0) * apex_share;
    // A wall jump works a little way off a wall; a slide needs the wall
    // touching, which the sweep leaves a hair apart.
    let wall_reach = controller
        .filter(|c| c.wall_jump || c.wall_slide)
        .map(|c| if c.wall_jump { c.wall_jump_distance } else { 0.0 } + 1.0 / 32.0);
    let extremes = Extremes {
        sideways: tops.top + platform_speed,
        walking: if moved { tops.top + platform_speed } else { tops.walking },
        standing: if moved { tops.top + platform_speed } else { tops.standing },
        ice: has(Tile::Ice),
        boost: platform_speed,
        push: platform_speed,
        coyote: controller.map_or(0, |c| (c.coyote_time / dt).ceil() as usize + 1),
        corner: 0.0,
        climb: if has(Tile::Ladder) { climb_speed * dt * 1.01 } else { 0.0 },
        whole: play.world().platforms().next().is_none() && !grid.tiles().iter().any(|t| t.is_slope()),
        thrown: if springs(Facing::Up) { ledge_game::spring_throw_speed(gravity) } else { 0.0 },
        thrown_side: if springs(Facing::Left) || springs(Facing::Right) {
            ledge_game::SPRING_SIDE_SPEED
        } else {
            0.0
        },
        thrown_down: if springs(Facing::Down) { ledge_game::SPRING_SIDE_SPEED } else { 0.0 },
        refills: launch(Launch::Refill),
        depth: grid.height() as f64 + 8.0,
    };
    // Corner correction nudges a rising head past a ceiling's corner: the
    // flights widen by it only if some place reached has a ceiling close
    // above, or a platform may be anywhere over it.
    let size = Vec2::new(body.rect.w, body.rect.h);
    let over = NotAnalysed::OverBudget { max_work };
    // Springs and dash crystals: a flight may begin again where the
    // player touches one (a hair round its cell).
    let launches: Vec<Rect> = level
        .elements
        .iter()
        .filter(|e| matches!(e.kind.reach(), ReachFact::Launches(_)))
        .map(|e| {
            let cell = e.rect();
            Rect::new(cell.x - 1.0 / 64.0, cell.y - 1.0 / 64.0, cell.w + 1.0 / 32.0, cell.h + 1.0 / 32.0)
        })
        .collect();
    let wobble = play.ruleset().coin().wobble_dist;
    let targets: Vec<Rect> =
        coins.iter().map(|rect| Rect { y: rect.y - wobble, h: rect.h + 2.0 * wobble, ..*rect }).collect();
    let explore = |extremes: &Extremes, mut work: Work, (grid, solids): (&Grid, &Grid)| {
        let flight = flight::measure(&play, extremes).ok_or(NotAnalysed::Unbounded)?;
        if flight.dash_len > 0 && extremes.coyote >= flight.dash_len {
            return Err(NotAnalysed::Moves("coyote time that outlasts a dash"));
        }
        let margin = margins(&play, &flight);
        let ground = Ground {
            grid,
            solids,
            size,
            bands: &bands,
            margin,
            headroom: flight.up_step,
            wall_reach,
            sides: &sides,
            launches: &launches,
        };
        // Built a cell at a time, each with a few look-ups and its gap in
        // 8 bytes: counted before the lattice takes any memory.
        let (cols, rows) = Lattice::size(&ground);
        if !work.charge((cols as u64).saturating_mul(rows as u64).saturating_mul(work::PER_LATTICE_CELL)) {
            return Err(over.clone());
        }
        let lattice = Lattice::new(&ground);
        let mut explorer = Explorer::new(&lattice, &flight, body.motion.order, work);
        if settle {
            explorer.until_touched(targets.clone(), exit);
        }
        let mut started = false;
        for (i, j) in lattice.cells_of(&body.rect) {
            started |= explorer.start(i, j);
        }
        // A checkpoint touched brings the player back on its flag.
        let mut respawned = vec![false; level.checkpoints.len()];
        let mut any = started;
        while any {
            any = false;
            for (k, (&(x, y), rect)) in level.checkpoints.iter().zip(play.respawn_rects()).enumerate() {
                let flag = Rect::new(x.into(), y.into(), 1.0, 1.0);
                if !respawned[k] && touches(&lattice, &explorer.reached, &flag) {
                    (respawned[k], any) = (true, true);
                    for (i, j) in lattice.cells_of(rect) {
                        explorer.start(i, j);
                    }
                }
            }
        }
        if explorer.work.over() {
            return Err(over.clone());
        }
        if !started {
            return Err(NotAnalysed::StartsInWall);
        }
        let (reached, work, settled) = (explorer.reached, explorer.work, explorer.settled);
        Ok((lattice, reached, work, settled))
    };
    // Keys open doors and switches swap blocks only once a run touches
    // one: explored with the doors shut and the blocks as they start, then
    // again with what the places marked touch opened, until nothing more
    // opens (a door open, a block passed, only add places).
    let touched = |lattice: &Lattice, reached: &Bits, lock: Lock| {
        let opens = |e: &&ledge_game::Placed| e.kind.reach() == ReachFact::Opens(lock);
        level.elements.iter().filter(opens).any(|e| touches(lattice, reached, &e.rect()))
    };
    let platforms = play.world().platforms().next().is_some();
    let (mut open, mut work) = (Opened { doors: false, switches: false }, Work::new(max_work));
    let (lattice, reached) = loop {
        let (grid, solids) = grids(&play, level, open, dash);
        let (mut lattice, mut reached, done, settled) = explore(&extremes, work, (&grid, &solids))?;
        work = done;
        // Settled, the first exploration touched every coin: the second,
        // with the nudges, marks more and proves nothing either.
        if !settled
            && corner > 0.0
            && (platforms || (0..lattice.rows).any(|j| reached.ones(j).any(|i| lattice.under.get(i, j))))
        {
            (lattice, reached, work, _) = explore(&Extremes { corner, ..extremes }, work, (&grid, &solids))?;
        }
        let now = Opened {
            doors: open.doors || touched(&lattice, &reached, Lock::Key),
            switches: open.switches || touched(&lattice, &reached, Lock::Switch),
        };
        if settled || now == open {
            break (lattice, reached);
        }
        open = now;
    };
    let coins = coins
        .iter()
        .zip(&targets)
        .map(|(rect, target)| (cell_of(rect), touches(&lattice, &reached, target)))
        .collect();
    let bottomless = (grid.outside() == ledge_engine::Outside::Open)
        .then(|| bands.iter().map(|band| band.top.1).fold(grid.height() as f64, f64::max));
    Ok(Reach {
        marked: Marked::Places { lattice: Box::new(lattice), reached },
        coins,
        exit,
        bottomless,
        work: work.done(),
    })
}

/// What a run has opened: every door (once a key is reached: keys are
/// all alike), every switch block passed (once a switch is reached: the
/// blocks may then be either way).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Opened {
    doors: bool,
    switches: bool,
}

/// The level's tiles as the analysis passes them, and as they stop a
/// rising head or a body moving sideways: blocks that give way (crumbling
/// blocks, bricks; dash blocks for a player with the `dash`; the doors and
/// the switch blocks `open` says) are one-way floors to pass and stand on,
/// and blocks to meet.
fn grids(play: &Play, level: &Level, open: Opened, dash: bool) -> (Grid, Grid) {
    let mut solids = play.grid().clone();
    let mut grid = solids.clone();
    for element in &level.elements {
        let (x, y) = element.cell;
        let passed = match element.kind.reach() {
            ReachFact::GivesWay => true,
            ReachFact::DashBreaks => dash,
            ReachFact::Shut(Lock::Key) => open.doors,
            ReachFact::Shut(Lock::Switch) => open.switches,
            _ => false,
        };
        if passed {
            grid.set_tile(x, y, Tile::OneWay);
            solids.set_tile(x, y, Tile::Solid);
        }
    }
    (grid, solids)
}

/// How far around the level the lattice reaches: a level open at its
/// sides lets a flight leave it and come back.
fn margins(play: &Play, flight: &Flight) -> (i64, i64, i64) {
    let size = play.body().rect;
    let below = 2 + size.h.ceil() as i64;
    if play.grid().outside() != ledge_engine::Outside::Open {
        return (2, 2, below);
    }
    let back = flight.below(play.grid().height() as f64 + 2.0);
    let fastest = flight.class_count() - 1;
    (2 + flight.spread(fastest, back).ceil() as i64, 2 + flight.highest().ceil() as i64, below)
}
