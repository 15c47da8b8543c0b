//! The search: from the level's start, every button set at every step,
//! each new state kept once ([`crate::seen`]), until a step wins, every
//! state within the bound has been played out, or the budget is spent.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

use ledge_engine::{measure, Preset, Rect};
use ledge_game::{Buttons, Level, Play, Run, Script, Snapshot, Status};

use crate::guide::Guide;
use crate::seen::{fingerprint, Seen};
use crate::{Moves, Reached, Strategy};

/// How many states are taken from the queue and expanded together (split
/// between the threads). Fixed, so that the search goes the same way
/// whatever the number of threads.
const BATCH: usize = 256;

/// A guided search prefers fewer coins left above all, then the least of
/// `frames + GREED * frames to walk to the nearest coin + CROWD * states
/// kept before in the same cell with as many coins left`: the crowding
/// term moves it on from places it has searched much (a ledge too high
/// under a coin) to others. Both were chosen by measuring the five
/// `eloquent` levels and the built-in pack (docs/solver.md).
const GREED: f64 = 3.0;
const CROWD: f64 = 1.0;

/// What a search may spend.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Options {
    /// The longest run searched, steps.
    pub max_frames: u32,
    /// The most distinct states kept before giving up.
    pub max_states: usize,
    /// Which states are expanded first.
    pub strategy: Strategy,
    /// Threads that expand states (1 or more).
    pub threads: usize,
    /// Steps each button set is held for before the next choice: 1 tries
    /// every run; more tries only runs that change buttons every `hold`
    /// steps (far fewer, so a win in a long level is found sooner), and
    /// then proves nothing when none wins.
    pub hold: u32,
}

impl Default for Options {
    /// A minute of play, two million states, guided, one thread.
    fn default() -> Options {
        Options { max_frames: 3600, max_states: 2_000_000, strategy: Strategy::Guided, threads: 1, hold: 1 }
    }
}

/// Where a search stands, as it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchProgress {
    /// Distinct states kept.
    pub states: usize,
    /// States expanded (every button set tried from each).
    pub expanded: u64,
    /// The latest step any kept state was reached at.
    pub deepest: u32,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// A run that wins.
    Solved {
        /// Its buttons, one set per step.
        inputs: Script,
        /// Steps to the win.
        frames: u32,
        /// True when no shorter run wins (a [`Strategy::Shortest`] search).
        shortest: bool,
    },
    /// Every run of up to `max_frames` steps was played out and none wins.
    Unsolvable,
    /// The state budget ran out first.
    Unknown,
}

impl Verdict {
    /// `solved`, `unsolvable` or `unknown`.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Solved { .. } => "solved",
            Verdict::Unsolvable => "unsolvable",
            Verdict::Unknown => "unknown",
        }
    }
}

/// A search's verdict and what it took.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// What the search found.
    pub verdict: Verdict,
    /// Distinct states kept, the start included.
    pub states: usize,
    /// States expanded.
    pub expanded: u64,
    /// The bound searched within, steps.
    pub max_frames: u32,
    /// The button sets tried.
    pub moves: Moves,
    /// The cells the player's box covered in any state kept.
    pub reached: Reached,
}

impl Solution {
    /// What the verdict rests on, in a sentence.
    pub fn proof(&self) -> String {
        let sets = self.moves.sets.len();
        let covered = format!("{} distinct states, {sets} button sets at every step", self.states);
        match &self.verdict {
            Verdict::Solved { frames, shortest: true, .. } => {
                format!("won in {frames} steps, the fewest: every shorter run was played out ({covered})")
            }
            Verdict::Solved { frames, .. } => {
                format!("won in {frames} steps, the first win found (a shorter one may exist; {covered})")
            }
            Verdict::Unsolvable => format!(
                "no run of up to {} steps wins: every one was played out ({covered})",
                self.max_frames
            ),
            Verdict::Unknown => format!(
                "the budget of {} states ran out before a win was found or every run of up to {} steps was played out",
                self.states, self.max_frames
            ),
        }
    }
}

/// A state kept.
#[derive(Clone, Copy, Debug)]
struct Node {
    /// The state it was reached from (itself for the start).
    parent: u32,
    /// The buttons held to reach it.
    buttons: Buttons,
    /// For how many steps.
    held: u32,
    /// The step it was reached at.
    frame: u32,
}

/// One step from a state, as a worker played it.
#[derive(Debug)]
struct Child {
    parent: u32,
    buttons: Buttons,
    held: u32,
    frame: u32,
    status: Status,
    /// Coins still in the level.
    coins_left: u32,
    fingerprint: u64,
    /// Its key, in the worker's words.
    key: std::ops::Range<usize>,
    player: Rect,
    /// Cells to the nearest coin (guided searches only).
    distance: u32,
    /// The state, while the level is still being played (boxed: a
    /// snapshot is hundreds of bytes, and children are moved about).
    snapshot: Option<Box<Snapshot>>,
}

/// Plays steps from a batch of states, on its own game.
#[derive(Debug)]
struct Worker {
    play: Play,
    children: Vec<Child>,
    words: Vec<u64>,
    /// Snapshots to reuse, boxed as children hold them: one moves from
    /// here to a child and back without copying the snapshot.
    #[allow(clippy::vec_box)]
    spare: Vec<Box<Snapshot>>,
}

impl Worker {
    /// Plays every set of `moves` (each held `hold` steps) from each state
    /// of `batch`. A child already `known` keeps no snapshot and no key.
    fn expand(
        &mut self,
        batch: &[(u32, Box<Snapshot>)],
        moves: &[Buttons],
        hold: u32,
        guide: Option<&Guide>,
        known: Known<'_>,
    ) {
        self.children.clear();
        self.words.clear();
        for (parent, state) in batch {
            for &buttons in moves {
                self.play.restore(state).expect("every state searched is of the level searched");
                let mut held = 0;
                while held < hold && self.play.status() == Status::Playing && self.play.respawning().is_none()
                {
                    self.play.step(buttons);
                    held += 1;
                }
                // A death after a checkpoint is a dead end, as a loss is: a
                // win is a run from the start with no death in it.
                let status = self.play.respawning().map_or(self.play.status(), |r| Status::Lost(r.cause));
                let frame = self.play.frame() as u32;
                let start = self.words.len();
                let (mut fingerprint_of_key, mut snapshot, mut distance) = (0, None, 0);
                if status == Status::Playing {
                    self.play.state_key(&mut self.words);
                    fingerprint_of_key = fingerprint(&self.words[start..]);
                    if known.has(fingerprint_of_key, &self.words[start..], frame) {
                        self.words.truncate(start);
                    } else {
                        let mut kept = self.spare.pop().unwrap_or_else(|| Box::new(self.play.snapshot()));
                        self.play.save(&mut kept);
                        snapshot = Some(kept);
                        distance = guide.map_or(0, |g| g.distance(&self.play));
                    }
                }
                let (taken, total) = self.play.coins();
                self.children.push(Child {
                    parent: *parent,
                    buttons,
                    held,
                    frame,
                    status,
                    coins_left: total - taken,
                    fingerprint: fingerprint_of_key,
                    key: start..self.words.len(),
                    player: self.play.player(),
                    distance,
                    snapshot,
                });
            }
        }
    }
}

/// The states kept before a batch, which its workers read (and nobody
/// changes) while they expand it.
#[derive(Clone, Copy)]
struct Known<'a> {
    seen: &'a Seen,
    nodes: &'a [Node],
}

impl Known<'_> {
    /// True when the state whose key is `key` was kept, reached at `frame`
    /// or sooner: reached again, it has nothing new to search.
    fn has(&self, fingerprint: u64, key: &[u64], frame: u32) -> bool {
        self.seen.find(fingerprint, key).is_some_and(|at| self.nodes[at as usize].frame <= frame)
    }
}

/// Searches `level`, played with `preset`, for a winning run; `progress`
/// hears how far it got after every batch of states.
///
/// ```
/// use ledge_game::Level;
/// use ledge_solve::{solve, Options, Strategy, Verdict};
/// let level = Level::parse("walk.txt", ".....\n.@.o.\n#####\n").unwrap();
/// let options = Options { strategy: Strategy::Shortest, max_frames: 120, ..Options::default() };
/// let solution = solve(&level, level.preset(None), &options, &mut |_| {});
/// assert!(matches!(solution.verdict, Verdict::Solved { shortest: true, .. }));
/// ```
pub fn solve(
    level: &Level,
    preset: Preset,
    options: &Options,
    progress: &mut dyn FnMut(&SearchProgress),
) -> Solution {
    let play = Play::new(level, preset);
    let moves = Moves::of(&play);
    let guide = (options.strategy == Strategy::Guided).then(|| Guide::new(&play));
    let frames_per_cell = {
        // The walking speed is the same with gravity, which measuring a
        // jump needs (a top-down level's preset has none).
        let mut walking = preset;
        walking.motion.gravity_scale = walking.motion.gravity_scale.max(1.0);
        let speed = measure(&walking).top_speed * preset.step;
        if speed > 0.0 {
            1.0 / speed
        } else {
            1.0
        }
    };
    // Per cell of the player's middle and coins left, the states kept there
    // (looked up only, never walked: the order stays the same every run).
    let mut crowds: HashMap<(i64, i64, u32), u32> = HashMap::new();
    let mut priority = |child: &Child| match options.strategy {
        Strategy::Shortest => child.frame as u64,
        Strategy::Guided => {
            let middle = child.player.center();
            let crowd = crowds
                .entry((middle.x.floor() as i64, middle.y.floor() as i64, child.coins_left))
                .or_default();
            *crowd += 1;
            let cost =
                child.frame as f64 + GREED * frames_per_cell * child.distance as f64 + CROWD * *crowd as f64;
            (child.coins_left as u64) << 40 | cost.min((1u64 << 40) as f64 - 1.0) as u64
        }
    };
    let mut seen = Seen::default();
    let mut reached = Reached::new(level.width, level.height);
    let mut nodes = vec![Node { parent: 0, buttons: Buttons::NONE, held: 0, frame: 0 }];
    let mut waiting: Vec<Option<Box<Snapshot>>> = vec![Some(Box::new(play.snapshot()))];
    let mut key = Vec::new();
    play.state_key(&mut key);
    seen.add(fingerprint(&key), &key);
    reached.cover(&play.player());
    let mut queue = BinaryHeap::from([Reverse((0u64, 0u32))]);
    let mut workers: Vec<Worker> = (0..options.threads.max(1))
        .map(|_| Worker { play: play.clone(), children: Vec::new(), words: Vec::new(), spare: Vec::new() })
        .collect();
    let (mut expanded, mut deepest) = (0u64, 0u32);
    let mut batch: Vec<(u32, Box<Snapshot>)> = Vec::with_capacity(BATCH);
    let verdict = loop {
        batch.clear();
        while batch.len() < BATCH {
            let Some(Reverse((_, id))) = queue.pop() else { break };
            if let Some(state) = waiting[id as usize].take() {
                batch.push((id, state));
            }
        }
        if batch.is_empty() {
            break if options.hold == 1 { Verdict::Unsolvable } else { Verdict::Unknown };
        }
        expanded += batch.len() as u64;
        let known = Known { seen: &seen, nodes: &nodes };
        expand(&mut workers, &batch, &moves.sets, options.hold, guide.as_ref(), known);
        let (mut won, mut full) = (None, false);
        for (worker, share) in workers.iter_mut().zip(batch_shares(&mut batch, options.threads.max(1))) {
            worker.spare.extend(share);
            let Worker { children, words, spare, .. } = worker;
            for mut child in children.drain(..) {
                let Some(snapshot) = child.snapshot.take() else {
                    if child.status == Status::Won && won.is_none() {
                        won = Some((child.parent, child.buttons, child.held, child.frame));
                    }
                    continue;
                };
                let key = &words[child.key.clone()];
                let met = seen.find(child.fingerprint, key);
                let sooner = met.is_none_or(|at| child.frame < nodes[at as usize].frame);
                if won.is_some() || full || !sooner {
                    spare.push(snapshot);
                    continue;
                }
                if nodes.len() >= options.max_states {
                    full = true;
                    spare.push(snapshot);
                    continue;
                }
                if let Some(stale) = met.and_then(|at| waiting[at as usize].take()) {
                    spare.push(stale);
                }
                let id = seen.add(child.fingerprint, key);
                nodes.push(Node {
                    parent: child.parent,
                    buttons: child.buttons,
                    held: child.held,
                    frame: child.frame,
                });
                reached.cover(&child.player);
                deepest = deepest.max(child.frame);
                if child.frame < options.max_frames {
                    queue.push(Reverse((priority(&child), id)));
                    waiting.push(Some(snapshot));
                } else {
                    waiting.push(None);
                    spare.push(snapshot);
                }
            }
        }
        progress(&SearchProgress { states: nodes.len(), expanded, deepest });
        if let Some((parent, buttons, held, frames)) = won {
            let inputs = path(&nodes, parent, buttons, held);
            break Verdict::Solved { inputs, frames, shortest: options.strategy == Strategy::Shortest };
        }
        if full {
            break Verdict::Unknown;
        }
    };
    Solution { verdict, states: nodes.len(), expanded, max_frames: options.max_frames, moves, reached }
}

/// Expands the batch: each worker a contiguous share, in parallel when
/// there are several.
fn expand(
    workers: &mut [Worker],
    batch: &[(u32, Box<Snapshot>)],
    moves: &[Buttons],
    hold: u32,
    guide: Option<&Guide>,
    known: Known<'_>,
) {
    let share = batch.len().div_ceil(workers.len());
    if workers.len() == 1 || batch.len() < 2 {
        workers[0].expand(batch, moves, hold, guide, known);
        for worker in &mut workers[1..] {
            worker.children.clear();
        }
        return;
    }
    std::thread::scope(|scope| {
        let mut shares = batch.chunks(share);
        let (first, rest) = workers.split_first_mut().expect("one worker at least");
        let first_share = shares.next().unwrap_or(&[]);
        for worker in rest {
            let mine = shares.next().unwrap_or(&[]);
            scope.spawn(move || worker.expand(mine, moves, hold, guide, known));
        }
        first.expand(first_share, moves, hold, guide, known);
    });
}

/// The batch's states, handed back in the shares the workers expanded
/// (each worker keeps those it expanded, to reuse).
#[allow(clippy::vec_box)] // the workers' spare snapshots, boxed as they are kept
fn batch_shares(batch: &mut Vec<(u32, Box<Snapshot>)>, workers: usize) -> Vec<Vec<Box<Snapshot>>> {
    let share = batch.len().div_ceil(workers).max(1);
    let mut shares: Vec<Vec<Box<Snapshot>>> = (0..workers).map(|_| Vec::new()).collect();
    for (i, (_, state)) in batch.drain(..).enumerate() {
        shares[(i / share).min(workers - 1)].push(state);
    }
    shares
}

/// The buttons from the start to `parent`, then `last` held `held` steps.
fn path(nodes: &[Node], mut at: u32, last: Buttons, held: u32) -> Script {
    let mut runs = vec![(last, held)];
    while at != 0 {
        let node = nodes[at as usize];
        runs.push((node.buttons, node.held));
        at = node.parent;
    }
    let mut script = Script::default();
    for &(buttons, held) in runs.iter().rev() {
        script.push_run(Run { buttons, frames: held });
    }
    script
}
