//! One environment of a batch: a game, its episode's count of steps and
//! buttons, and its random numbers.

use ledge_game::{Buttons, Script, Snapshot, Status};

use crate::levels::{Choice, Levels};
use crate::rewards::Rewards;
use crate::rng::SplitMix64;

/// One environment.
#[derive(Clone)]
pub struct Env {
    /// The game being played.
    pub play: ledge_game::Play,
    /// Which level of the batch's list it plays.
    pub level: usize,
    /// The level it plays when the batch's levels are a stream: generated
    /// for this episode.
    pub own: Option<Box<Choice>>,
    /// Steps taken in this episode.
    pub steps: u64,
    /// True once the episode has ended: the next step starts another
    /// (Gymnasium's next-step auto-reset).
    pub done: bool,
    /// Picks the level of each episode.
    pub rng: SplitMix64,
    /// The buttons held since the episode began, run by run, for replays.
    pub runs: Script,
    /// For a batch pinned to its list's order, which level the next
    /// episode plays; `None` when each episode draws one.
    pub order: Option<Order>,
}

/// The order of a batch pinned to its levels (`VectorEnv(levels=[...])`):
/// environment `i` of `n` plays the list's levels `i`, `i + n`, `i + 2n`...
/// (around again past the end), so that `n` environments on `n` levels
/// play each once in their first episodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Order {
    /// The place in the list, before wrapping, of the next episode's level.
    pub next: usize,
    /// The environment's first place in the list: its index.
    pub first: usize,
    /// How far each episode moves on: the number of environments.
    pub stride: usize,
}

impl Order {
    /// Environment `index` of `stride`, at its first level.
    pub fn new(index: usize, stride: usize) -> Order {
        Order { next: index, first: index, stride }
    }

    /// The next episode's level of a list of `len` (at least 1), moving on.
    fn take(&mut self, len: usize) -> usize {
        let level = self.next % len;
        self.next = self.next.wrapping_add(self.stride);
        level
    }
}

/// What a step did to an environment.
pub struct Stepped {
    /// Its reward.
    pub reward: f32,
    /// True when the level was won or lost.
    pub terminated: bool,
    /// True when the step limit ended the episode first.
    pub truncated: bool,
}

/// How an episode ended, as the infos say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The level was won.
    Won,
    /// The player died (or the level's own clock ran out).
    Lost,
    /// The step limit cut it first.
    Timeout,
}

impl Ending {
    /// The infos' words for the codes [`Ending::code`] gives, the first
    /// (0) for an episode that goes on.
    pub const NAMES: [&'static str; 4] = ["", "won", "lost", "timeout"];

    /// Its code: 1 won, 2 lost, 3 timeout (0 is an episode that goes on).
    pub fn code(self) -> i8 {
        match self {
            Ending::Won => 1,
            Ending::Lost => 2,
            Ending::Timeout => 3,
        }
    }
}

impl Env {
    /// An environment at the first step of its first level, its level
    /// choices seeded with `seed`, or taken in `order`.
    pub fn new(levels: &Levels, seed: u64, order: Option<Order>) -> Env {
        let mut rng = SplitMix64::new(seed);
        let (play, own) = match levels {
            Levels::Listed(choices) => (choices[0].start.clone(), None),
            Levels::Stream(options) => {
                let own = Choice::generated(rng.next_u64() >> 33, *options);
                (own.start.clone(), Some(Box::new(own)))
            }
        };
        let mut env = Env { play, level: 0, own, steps: 0, done: false, rng, runs: Script::default(), order };
        if let Levels::Listed(_) = levels {
            env.begin(levels);
        }
        env
    }

    /// The level it plays now.
    pub fn choice<'a>(&'a self, levels: &'a Levels) -> &'a Choice {
        match (levels, &self.own) {
            (Levels::Stream(_), Some(own)) => own,
            (Levels::Listed(choices), _) => &choices[self.level],
            (Levels::Stream(_), None) => {
                unreachable!("an environment of a stream has its level from its first episode")
            }
        }
    }

    /// Starts an episode: a level drawn from the list (or the next in the
    /// environment's order), or generated from a seed drawn (31 bits, as
    /// Procgen's), at its first step.
    pub fn begin(&mut self, levels: &Levels) {
        match levels {
            Levels::Listed(choices) => {
                let level = match &mut self.order {
                    Some(order) => order.take(choices.len()),
                    None if choices.len() > 1 => self.rng.below(choices.len()),
                    None => 0,
                };
                if level == self.level {
                    self.play.restart();
                } else {
                    self.play = choices[level].start.clone();
                    self.level = level;
                }
            }
            Levels::Stream(options) => {
                let own = Choice::generated(self.rng.next_u64() >> 33, *options);
                self.play = own.start.clone();
                self.own = Some(Box::new(own));
            }
        }
        self.steps = 0;
        self.done = false;
        self.runs = Script::default();
    }

    /// One step holding `buttons`: 1. keep them for the replay; 2. step the
    /// game; 3. add up the reward of what happened; 4. end the episode when
    /// the level is won or lost, or at `max_steps`.
    pub fn step(&mut self, buttons: Buttons, rewards: &Rewards, max_steps: u64) -> Stepped {
        // 1.
        self.runs.push(buttons);
        // 2. and 3.
        let reward = rewards.of(self.play.step(buttons));
        // 4.
        self.steps += 1;
        let terminated = self.play.status() != Status::Playing;
        let truncated = !terminated && self.steps >= max_steps;
        self.done = terminated || truncated;
        Stepped { reward, terminated, truncated }
    }

    /// How the episode ended, when it ended at the last step.
    pub fn ending(&self) -> Option<Ending> {
        if !self.done {
            return None;
        }
        Some(match self.play.status() {
            Status::Won => Ending::Won,
            Status::Lost(_) => Ending::Lost,
            Status::Playing => Ending::Timeout,
        })
    }

    /// Everything about the environment that changes, for [`Env::restore`].
    pub fn save(&self) -> Saved {
        Saved {
            snapshot: self.play.snapshot(),
            level: self.level,
            seed: self.own.as_ref().and_then(|own| own.generated.as_ref().map(|g| g.seed)),
            steps: self.steps,
            done: self.done,
            rng: self.rng,
            runs: self.runs.clone(),
            order: self.order,
        }
    }

    /// Puts back what [`Env::save`] kept, bit for bit (a stream's level
    /// generated again from its seed when another is played now); `Err`
    /// when it was taken of a level (or physics) this batch does not have.
    pub fn restore(&mut self, saved: &Saved, levels: &Levels) -> Result<(), ledge_game::OtherLevel> {
        let mut play = match (levels, saved.seed) {
            (Levels::Listed(choices), _) => {
                let choice = choices.get(saved.level).ok_or(ledge_game::OtherLevel)?;
                if saved.level == self.level {
                    self.play.clone()
                } else {
                    choice.start.clone()
                }
            }
            (Levels::Stream(options), Some(seed)) => {
                let playing = self.own.as_ref().and_then(|own| own.generated.as_ref().map(|g| g.seed));
                if playing != Some(seed) {
                    self.own = Some(Box::new(Choice::generated(seed, *options)));
                }
                self.choice(levels).start.clone()
            }
            (Levels::Stream(_), None) => return Err(ledge_game::OtherLevel),
        };
        play.restore(&saved.snapshot)?;
        self.play = play;
        self.level = saved.level;
        self.steps = saved.steps;
        self.done = saved.done;
        self.rng = saved.rng;
        self.runs.clone_from(&saved.runs);
        self.order = saved.order;
        Ok(())
    }
}

/// An environment's whole state: the game's snapshot, the level (its
/// place in the list, or a generated level's seed), the episode's steps
/// and buttons, and its random numbers or its place in its order.
#[derive(Clone)]
pub struct Saved {
    snapshot: Snapshot,
    level: usize,
    seed: Option<u64>,
    steps: u64,
    done: bool,
    rng: SplitMix64,
    runs: Script,
    order: Option<Order>,
}
