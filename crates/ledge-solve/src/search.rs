//! The search: from the level's start, every button set at every step,
//! each new state kept once ([`crate::seen`]), until a step wins, every
//! state within the bound has been played out, or the budget is spent.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

use ledge_engine::{measure, Preset};
use ledge_game::{Buttons, Level, Play, Run, Script, Snapshot, Status};

use crate::bound::Bound;
use crate::guide::Guide;
use crate::seen::{fingerprint, Seen};
use crate::worker::{expand, in_batch_order, Child, Known, Node, Task, Worker};
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
    /// Every win takes at least this many steps, as far as the search has
    /// shown: in a search step by step, one more than the step of the
    /// states it expands; in a bounded one, their steps plus bound; in a
    /// guided one, the level's bound (0 when it has none).
    pub at_least: u32,
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
        /// True when no shorter run wins: a [`Strategy::Shortest`] or
        /// [`Strategy::Bounded`] search that finished, or a win as short as
        /// the level's bound ([`Solution::bound`]).
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
    /// Every win takes this many steps at least ([`Bound`]); `None` on a
    /// level the bound does not model.
    pub bound: Option<u32>,
}

impl Solution {
    /// What the verdict rests on, in a sentence.
    pub fn proof(&self) -> String {
        let sets = self.moves.sets.len();
        let covered = format!("{} distinct states, {sets} button sets at every step", self.states);
        match &self.verdict {
            Verdict::Solved { frames, shortest: true, .. } if self.bound == Some(*frames) => {
                format!("won in {frames} steps, the fewest: no run can win sooner than the bound of {frames} steps ({covered})")
            }
            Verdict::Solved { frames, shortest: true, .. } => {
                format!("won in {frames} steps, the fewest: every shorter run was played out or bounded out ({covered})")
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
    let bound = Bound::of(level, &play);
    let floor = bound.as_ref().map(|b| b.steps(&play));
    let bounded = bound.as_ref().filter(|_| options.strategy == Strategy::Bounded);
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
        // Fewest steps in all first; of those, the deepest.
        Strategy::Bounded => {
            (child.frame as u64 + child.floor as u64) << 32 | u64::from(u32::MAX - child.frame)
        }
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
    let mut key = Vec::new();
    play.state_key(&mut key);
    seen.add(fingerprint(&key), &key);
    reached.cover(&play.player());
    let start = play.snapshot();
    let mut kept = Kept::default();
    kept.push(true);
    let mut queue = BinaryHeap::from([Reverse((0u64, 0u32))]);
    let mut workers: Vec<Worker> = (0..options.threads.max(1)).map(|_| Worker::new(&play)).collect();
    let (mut expanded, mut deepest) = (0u64, 0u32);
    let mut at_least = floor.unwrap_or(0);
    let mut batch: Vec<u32> = Vec::with_capacity(BATCH);
    // A bounded search's shortest win so far: once no state waiting could
    // lead to a shorter one, it is the shortest.
    let mut best: Option<(u32, u32, Buttons, u32)> = None;
    let verdict = loop {
        batch.clear();
        while batch.len() < BATCH {
            let Some(Reverse((key, id))) = queue.pop() else { break };
            if best.is_some_and(|(frames, ..)| key >> 32 >= u64::from(frames)) {
                queue.clear();
                break;
            }
            if std::mem::take(&mut kept.waiting[id as usize]) {
                if batch.is_empty() {
                    at_least = at_least.max(match options.strategy {
                        Strategy::Shortest => nodes[id as usize].frame + 1,
                        Strategy::Bounded => (key >> 32) as u32,
                        Strategy::Guided => 0,
                    });
                }
                batch.push(id);
            }
        }
        if batch.is_empty() {
            break match best {
                Some((frames, parent, buttons, held)) => {
                    Verdict::Solved { inputs: path(&nodes, parent, buttons, held), frames, shortest: true }
                }
                None if options.hold == 1 => Verdict::Unsolvable,
                None => Verdict::Unknown,
            };
        }
        expanded += batch.len() as u64;
        let known = Known { seen: &seen, nodes: &nodes, snapshots: &kept.snapshots, start: &start };
        let task =
            Task { moves: &moves.sets, hold: options.hold, guide: guide.as_ref(), bound: bounded, known };
        expand(&mut workers, &batch, task);
        let (mut won, mut full) = (None, false);
        let chunks = in_batch_order(&workers);
        let sets = moves.sets.len();
        for &(w, chunk) in &chunks {
            let worker = &workers[w];
            for child in &worker.children[chunk.children..chunk.children + chunk.len * sets] {
                if !child.fresh {
                    let shorter = best.is_none_or(|(frames, ..)| child.frame < frames);
                    if child.status == Status::Won && bounded.is_some() && shorter {
                        best = Some((child.frame, child.parent, child.buttons, child.held));
                    } else if child.status == Status::Won && won.is_none() && bounded.is_none() {
                        won = Some((child.parent, child.buttons, child.held, child.frame));
                    }
                    continue;
                }
                // A bounded search goes on past its first win, and keeps
                // no state that cannot lead to a shorter one.
                let last = best.map_or(options.max_frames, |(frames, ..)| frames - 1);
                let hopeless = bounded.is_some() && child.frame.saturating_add(child.floor) > last;
                let key = &worker.words[child.key.clone()];
                let met = seen.find(child.fingerprint, key);
                let sooner = met.is_none_or(|at| child.frame < nodes[at as usize].frame);
                if won.is_some() || full || !sooner {
                    continue;
                }
                if nodes.len() >= options.max_states {
                    full = true;
                    continue;
                }
                if let Some(stale) = met.filter(|&at| std::mem::take(&mut kept.waiting[at as usize])) {
                    kept.release(nodes[stale as usize].parent);
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
                let waits = child.frame < options.max_frames && !hopeless;
                if waits {
                    queue.push(Reverse((priority(child), id)));
                    kept.children[child.parent as usize] += 1;
                }
                kept.push(waits);
            }
        }
        // The states expanded keep their snapshots while children of them
        // wait; their parents' snapshots go once no child waits.
        let mut snapshots: Vec<_> = workers.iter_mut().map(|worker| worker.expanded.drain(..)).collect();
        for &(w, chunk) in &chunks {
            for &id in &batch[chunk.from..chunk.from + chunk.len] {
                let snapshot = snapshots[w].next().expect("a snapshot of every state expanded");
                kept.expanded(id, snapshot);
                if id != 0 {
                    kept.release(nodes[id as usize].parent);
                }
            }
        }
        drop(snapshots);
        kept.share_spares(&mut workers);
        progress(&SearchProgress { states: nodes.len(), expanded, deepest, at_least });
        if let Some((parent, buttons, held, frames)) = won {
            let inputs = path(&nodes, parent, buttons, held);
            let shortest = options.strategy != Strategy::Guided || floor == Some(frames);
            break Verdict::Solved { inputs, frames, shortest };
        }
        if full {
            break match best {
                Some((frames, parent, buttons, held)) => Verdict::Solved {
                    inputs: path(&nodes, parent, buttons, held),
                    frames,
                    shortest: floor == Some(frames),
                },
                None => Verdict::Unknown,
            };
        }
    };
    Solution {
        verdict,
        states: nodes.len(),
        expanded,
        max_frames: options.max_frames,
        moves,
        reached,
        bound: floor,
    }
}

/// Per state kept, by its number: whether it waits to be expanded, how
/// many of its children wait, and its snapshot while any does.
#[derive(Debug, Default)]
struct Kept {
    waiting: Vec<bool>,
    children: Vec<u32>,
    snapshots: Vec<Option<Box<Snapshot>>>,
    /// Snapshots no state needs any more, to reuse.
    #[allow(clippy::vec_box)] // they move, boxed, to and from the table
    spare: Vec<Box<Snapshot>>,
}

impl Kept {
    /// A new state, waiting to be expanded or not.
    fn push(&mut self, waits: bool) {
        self.waiting.push(waits);
        self.children.push(0);
        self.snapshots.push(None);
    }

    /// State `id` was expanded, into `snapshot`: kept while children of
    /// it wait.
    fn expanded(&mut self, id: u32, snapshot: Box<Snapshot>) {
        if self.children[id as usize] > 0 {
            self.snapshots[id as usize] = Some(snapshot);
        } else {
            self.spare.push(snapshot);
        }
    }

    /// A child of `parent` no longer waits (it was expanded, or reached
    /// again sooner): the parent's snapshot goes with its last one.
    fn release(&mut self, parent: u32) {
        let waiting = &mut self.children[parent as usize];
        *waiting -= 1;
        if *waiting == 0 {
            self.spare.extend(self.snapshots[parent as usize].take());
        }
    }

    /// Hands the spare snapshots to the workers, as many to each: theirs
    /// too, as a worker that expanded fewer states than another used
    /// fewer (no worker keeps more than its share batch after batch).
    fn share_spares(&mut self, workers: &mut [Worker]) {
        for worker in workers.iter_mut() {
            self.spare.append(&mut worker.spare);
        }
        let each = self.spare.len().div_ceil(workers.len());
        for worker in workers {
            let from = self.spare.len().saturating_sub(each);
            worker.spare.extend(self.spare.drain(from..));
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A parent's snapshot stays while a child of it waits (a waiting
    /// state is rebuilt from it) and goes with the last; a state expanded
    /// with no child waiting keeps none.
    #[test]
    fn a_snapshot_is_kept_while_a_child_waits_and_goes_with_the_last() {
        let level = Level::parse("walk.txt", ".....\n.@.o.\n#####\n").unwrap();
        let play = Play::new(&level, level.preset(None));
        let mut kept = Kept::default();
        for _ in 0..3 {
            kept.push(true);
        }
        kept.children[0] = 2;
        kept.expanded(0, Box::new(play.snapshot()));
        kept.expanded(1, Box::new(play.snapshot()));
        assert!(kept.snapshots[0].is_some());
        assert!(kept.snapshots[1].is_none());
        kept.release(0);
        assert!(kept.snapshots[0].is_some());
        kept.release(0);
        assert!(kept.snapshots[0].is_none());
        assert_eq!(kept.spare.len(), 2);
    }

    /// A worker that expanded fewer states than another, so used fewer
    /// snapshots, gives its spares back: the threads' spares stay as many
    /// as the states they expand, whichever thread expands more.
    #[test]
    fn spare_snapshots_are_shared_again_whoever_kept_them() {
        let level = Level::parse("walk.txt", ".....\n.@.o.\n#####\n").unwrap();
        let play = Play::new(&level, level.preset(None));
        let mut workers = [Worker::new(&play), Worker::new(&play)];
        workers[0].spare.extend((0..10).map(|_| Box::new(play.snapshot())));
        let mut kept = Kept::default();
        kept.spare.extend((0..2).map(|_| Box::new(play.snapshot())));
        kept.share_spares(&mut workers);
        assert_eq!([workers[0].spare.len(), workers[1].spare.len()], [6, 6]);
        assert!(kept.spare.is_empty());
    }
}
