//! Expanding a batch of states: each worker, on its own game, rebuilds a
//! state from its parent's snapshot and plays every button set from it.
//!
//! A state waiting to be expanded keeps no snapshot of its own, only its
//! parent and the buttons that led from there ([`Node`]): the game is
//! deterministic, so restoring the parent and holding those buttons again
//! gives it back bit for bit. Snapshots are kept only of expanded states
//! whose children still wait.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::atomic::{AtomicUsize, Ordering};

use ledge_engine::Rect;
use ledge_game::{Buttons, Play, Snapshot, Status};

use crate::bound::Bound;
use crate::guide::Guide;
use crate::seen::{fingerprint, Fingerprint, Seen};

/// A state kept.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    /// The state it was reached from (itself for the start).
    pub parent: u32,
    /// The buttons held to reach it.
    pub buttons: Buttons,
    /// For how many steps.
    pub held: u32,
    /// The step it was reached at.
    pub frame: u32,
}

/// One step from a state, as a worker played it.
#[derive(Debug)]
pub(crate) struct Child {
    pub parent: u32,
    pub buttons: Buttons,
    pub held: u32,
    pub frame: u32,
    pub status: Status,
    /// Still being played and not kept before at its step or sooner: a
    /// state the merge may keep.
    pub fresh: bool,
    /// Coins still in the level.
    pub coins_left: u32,
    pub fingerprint: u64,
    /// Its key, in the worker's words (empty unless fresh).
    pub key: std::ops::Range<usize>,
    pub player: Rect,
    /// Cells to the nearest coin (guided searches only).
    pub distance: u32,
    /// Steps a win from it still takes, at least (0 without a bound).
    pub floor: u32,
}

/// What the workers read while they expand a batch (nobody changes it
/// meanwhile): the states kept before it and their snapshots.
#[derive(Clone, Copy)]
pub(crate) struct Known<'a> {
    pub seen: &'a Seen,
    pub nodes: &'a [Node],
    /// Per state, its snapshot while children of it wait.
    pub snapshots: &'a [Option<Box<Snapshot>>],
    /// The level's start.
    pub start: &'a Snapshot,
}

impl Known<'_> {
    /// True when the state whose key is `key` was kept, reached at `frame`
    /// or sooner: reached again, it has nothing new to search.
    fn has(&self, fingerprint: u64, key: &[u64], frame: u32) -> bool {
        self.seen.find(fingerprint, key).is_some_and(|at| self.nodes[at as usize].frame <= frame)
    }

    /// Puts `play` in kept state `id`: its parent's snapshot restored, and
    /// the buttons that led from there held again.
    fn rebuild(&self, play: &mut Play, id: u32) {
        const SAME_LEVEL: &str = "every state searched is of the level searched";
        if id == 0 {
            play.restore(self.start).expect(SAME_LEVEL);
            return;
        }
        let node = self.nodes[id as usize];
        let parent = self.snapshots[node.parent as usize].as_deref();
        play.restore(parent.expect("a waiting state's parent keeps its snapshot")).expect(SAME_LEVEL);
        for _ in 0..node.held {
            play.step(node.buttons);
        }
    }
}

impl Child {
    /// The child of `parent` (in the state `play` is in) by a set that
    /// plays as another set tried from it: not fresh, not played.
    fn same_as_another(parent: u32, buttons: Buttons, play: &Play) -> Child {
        Child {
            parent,
            buttons,
            held: 0,
            frame: play.frame() as u32,
            status: Status::Playing,
            fresh: false,
            coins_left: 0,
            fingerprint: 0,
            key: 0..0,
            player: play.player(),
            distance: 0,
            floor: 0,
        }
    }
}

/// What a batch asks of a worker.
#[derive(Clone, Copy)]
pub(crate) struct Task<'a> {
    /// The button sets tried from every state, in order.
    pub moves: &'a [Buttons],
    /// Steps each set is held.
    pub hold: u32,
    pub guide: Option<&'a Guide>,
    /// The bound on the steps left, for a search ordered by it.
    pub bound: Option<&'a Bound>,
    pub known: Known<'a>,
}

/// States a worker takes from a batch at a time: few enough that a thread
/// kept waiting for a core leaves the rest of the batch to the others,
/// enough that taking them costs nothing beside their steps.
const CHUNK: usize = 8;

/// A run of a batch's states that one worker expanded.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Chunk {
    /// Where its states start in the batch.
    pub from: usize,
    /// How many states.
    pub len: usize,
    /// Where their children start in the worker's children.
    pub children: usize,
}

/// Plays steps from a batch of states, on its own game.
#[derive(Debug)]
pub(crate) struct Worker {
    pub play: Play,
    /// The runs of the batch it expanded, in the order it took them (the
    /// batch's order).
    pub chunks: Vec<Chunk>,
    /// The children of the states expanded, state by state, set by set.
    pub children: Vec<Child>,
    /// The fresh children's keys, one after another.
    pub words: Vec<u64>,
    /// The snapshots of the states expanded, in order.
    #[allow(clippy::vec_box)] // they move, boxed, to the search's table of kept states
    pub expanded: Vec<Box<Snapshot>>,
    /// Snapshots to reuse.
    #[allow(clippy::vec_box)]
    pub spare: Vec<Box<Snapshot>>,
    /// Per fingerprint, the first fresh child with it of the states this
    /// worker took from the batch: a later child with the same words,
    /// reached no sooner, is not fresh (the merge, which reads them in the
    /// same order, the batch's, would keep only the first), so the one
    /// thread that merges never looks it up.
    met: Met,
}

impl Worker {
    /// A worker playing copies of `play`.
    pub fn new(play: &Play) -> Worker {
        Worker {
            play: play.clone(),
            chunks: Vec::new(),
            children: Vec::new(),
            words: Vec::new(),
            expanded: Vec::new(),
            spare: Vec::new(),
            met: HashMap::default(),
        }
    }

    /// Plays every set of `task.moves` (each held `task.hold` steps) from
    /// kept states of `batch`, taking [`CHUNK`] at a time from `next` (the
    /// first not taken yet, shared with the other workers) until none is
    /// left.
    fn expand(&mut self, batch: &[u32], next: &AtomicUsize, task: Task<'_>) {
        self.chunks.clear();
        self.children.clear();
        self.words.clear();
        self.met.clear();
        loop {
            let from = next.fetch_add(CHUNK, Ordering::Relaxed);
            if from >= batch.len() {
                break;
            }
            let len = CHUNK.min(batch.len() - from);
            self.chunks.push(Chunk { from, len, children: self.children.len() });
            for &id in &batch[from..from + len] {
                self.expand_one(id, task);
            }
        }
    }

    /// Plays every set of `task.moves` from kept state `id`.
    fn expand_one(&mut self, id: u32, task: Task<'_>) {
        task.known.rebuild(&mut self.play, id);
        let mut here = self.spare.pop().unwrap_or_else(|| Box::new(self.play.snapshot()));
        self.play.save(&mut here);
        // Where a press cannot dash, a set with `dash` moves the player as a set
        // tried (see `Moves::of`) and only keeps dash held: not played,
        // and left out as not fresh.
        let can_dash = self.play.controller().is_none_or(|c| c.can_dash(self.play.body()));
        for (i, &buttons) in task.moves.iter().enumerate() {
            if !can_dash && buttons.contains(Buttons::DASH) {
                self.children.push(Child::same_as_another(id, buttons, &self.play));
                continue;
            }
            // The first set plays on from the state just rebuilt.
            if i > 0 {
                self.play.restore(&here).expect("a snapshot of this game");
            }
            self.play_from(id, buttons, task);
        }
        self.expanded.push(here);
    }

    /// Holds `buttons` from the state `play` is in (kept state `parent`)
    /// and keeps what came of it as a child.
    fn play_from(&mut self, parent: u32, buttons: Buttons, task: Task<'_>) {
        let play = &mut self.play;
        let mut held = 0;
        while held < task.hold && play.status() == Status::Playing && play.respawning().is_none() {
            play.step(buttons);
            held += 1;
        }
        // A death after a checkpoint is a dead end, as a loss is: a win is
        // a run from the start with no death in it.
        let status = play.respawning().map_or(play.status(), |r| Status::Lost(r.cause));
        let frame = play.frame() as u32;
        let start = self.words.len();
        let (mut print, mut fresh, mut distance, mut floor) = (0, false, 0, 0);
        if status == Status::Playing {
            play.state_key(&mut self.words);
            print = fingerprint(&self.words[start..]);
            if task.known.has(print, &self.words[start..], frame)
                || met_sooner(&mut self.met, &self.children, &self.words, print, start, frame)
            {
                self.words.truncate(start);
            } else {
                fresh = true;
                distance = task.guide.map_or(0, |g| g.distance(play));
                floor = task.bound.map_or(0, |b| b.steps(play));
            }
        }
        let (taken, total) = play.coins();
        self.children.push(Child {
            parent,
            buttons,
            held,
            frame,
            status,
            fresh,
            coins_left: total - taken,
            fingerprint: print,
            key: start..self.words.len(),
            player: play.player(),
            distance,
            floor,
        });
    }
}

/// Per fingerprint, the first fresh child with it of a worker's states.
type Met = HashMap<u64, u32, BuildHasherDefault<Fingerprint>>;

/// True when a fresh child of `children` (keys in `words`) has the words
/// of the next child's key, which starts at `start` in `words`, and was
/// reached no later than `frame`; else, when the next child is the first
/// with its fingerprint, `met` learns it.
fn met_sooner(
    met: &mut Met,
    children: &[Child],
    words: &[u64],
    print: u64,
    start: usize,
    frame: u32,
) -> bool {
    let Some(&first) = met.get(&print) else {
        met.insert(print, children.len() as u32);
        return false;
    };
    let first = &children[first as usize];
    first.frame <= frame && words[first.key.clone()] == words[start..]
}

/// Expands the batch, the workers in parallel when there are several:
/// each takes the next [`CHUNK`] states not taken yet until none is left,
/// so a thread that waits for a core holds none of the others up. Which
/// worker expands a state changes nothing the search keeps: the merge
/// reads the children in the batch's order ([`in_batch_order`]).
pub(crate) fn expand(workers: &mut [Worker], batch: &[u32], task: Task<'_>) {
    let next = AtomicUsize::new(0);
    if workers.len() == 1 || batch.len() <= CHUNK {
        workers[0].expand(batch, &next, task);
        for worker in &mut workers[1..] {
            worker.chunks.clear();
            worker.children.clear();
        }
        return;
    }
    std::thread::scope(|scope| {
        let (first, rest) = workers.split_first_mut().expect("one worker at least");
        let next = &next;
        for worker in rest {
            scope.spawn(move || worker.expand(batch, next, task));
        }
        first.expand(batch, next, task);
    });
}

/// The runs of the batch the workers expanded, in the batch's order: each
/// with the number of the worker that holds its children and snapshots.
pub(crate) fn in_batch_order(workers: &[Worker]) -> Vec<(usize, Chunk)> {
    let mut chunks: Vec<(usize, Chunk)> = workers
        .iter()
        .enumerate()
        .flat_map(|(w, worker)| worker.chunks.iter().map(move |&chunk| (w, chunk)))
        .collect();
    chunks.sort_unstable_by_key(|&(_, chunk)| chunk.from);
    chunks
}
