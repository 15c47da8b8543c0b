//! One environment of a batch: a game, its episode's count of steps and
//! buttons, and its random numbers.

use ledge_game::{Buttons, Script, Snapshot, Status};

use crate::levels::Choice;
use crate::rewards::Rewards;
use crate::rng::SplitMix64;

/// One environment.
#[derive(Clone)]
pub struct Env {
    /// The game being played.
    pub play: ledge_game::Play,
    /// Which level of the batch's list it plays.
    pub level: usize,
    /// Steps taken in this episode.
    pub steps: u64,
    /// True once the episode has ended: the next step starts another
    /// (Gymnasium's next-step auto-reset).
    pub done: bool,
    /// Picks the level of each episode.
    pub rng: SplitMix64,
    /// The buttons held since the episode began, run by run, for replays.
    pub runs: Script,
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

impl Env {
    /// An environment at the first step of the first level, its level
    /// choices seeded with `seed`.
    pub fn new(choices: &[Choice], seed: u64) -> Env {
        let mut env = Env {
            play: choices[0].start.clone(),
            level: 0,
            steps: 0,
            done: false,
            rng: SplitMix64::new(seed),
            runs: Script::default(),
        };
        env.begin(choices);
        env
    }

    /// Starts an episode: a level drawn from `choices`, at its first step.
    pub fn begin(&mut self, choices: &[Choice]) {
        let level = if choices.len() > 1 { self.rng.below(choices.len()) } else { 0 };
        if level == self.level {
            self.play.restart();
        } else {
            self.play = choices[level].start.clone();
            self.level = level;
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

    /// Everything about the environment that changes, for [`Env::restore`].
    pub fn save(&self) -> Saved {
        Saved {
            snapshot: self.play.snapshot(),
            level: self.level,
            steps: self.steps,
            done: self.done,
            rng: self.rng,
            runs: self.runs.clone(),
        }
    }

    /// Puts back what [`Env::save`] kept, bit for bit; `Err` when it was
    /// taken of a level (or physics) this batch does not have.
    pub fn restore(&mut self, saved: &Saved, choices: &[Choice]) -> Result<(), ledge_game::OtherLevel> {
        let choice = choices.get(saved.level).ok_or(ledge_game::OtherLevel)?;
        let mut play = if saved.level == self.level { self.play.clone() } else { choice.start.clone() };
        play.restore(&saved.snapshot)?;
        self.play = play;
        self.level = saved.level;
        self.steps = saved.steps;
        self.done = saved.done;
        self.rng = saved.rng;
        self.runs.clone_from(&saved.runs);
        Ok(())
    }
}

/// An environment's whole state: the game's snapshot, the episode's steps
/// and buttons, and its random numbers.
#[derive(Clone)]
pub struct Saved {
    snapshot: Snapshot,
    level: usize,
    steps: u64,
    done: bool,
    rng: SplitMix64,
    runs: Script,
}
