//! A designer's measure of difficulty: how long a winning run spends in
//! each room, how many of its steps a one-step slip turns into a loss, and
//! how often a player with human timing gets through each room.
//!
//! The measure starts from one winning run (a pack level's script, or the
//! solver's win) and asks three things of each room, in the order the run
//! enters them:
//!
//! A run that goes back to a room it left adds that visit to the room's
//! figures: its steps and slips are summed, its clear rates multiplied.
//!
//! 1. **Time**: the steps the run spends with the player's middle in the
//!    room (a level without `rooms:` is one room), and those in seconds.
//! 2. **Slip share**: the share of those steps at which a *slip* loses. A
//!    slip at step `i` is one of three mistakes at that one step: its
//!    buttons dropped (nothing held), the previous step's buttons held
//!    instead (a late change) or the next step's (an early change); the
//!    rest of the run is then played as written. The slip *loses* when the
//!    player dies or the run ends without a win; it is forgiven as soon as
//!    the game is bit-identical to the written run's at the same step. A
//!    slip that holds the same buttons as written is no slip.
//! 3. **Clear rate**: the share of [`Noise::tries`] noisy tries that get
//!    through the room. Each try starts from the written run's state on
//!    entering the room and plays the run's buttons with every change of
//!    buttons moved by a reaction delay and a timing jitter (so presses
//!    grow and shrink too); it gets through when the player's middle enters
//!    the room the written run enters next (or wins, in the last room), and
//!    fails on a death or when the run's buttons (and the slack) run out. Tries are seeded:
//!    the same level and run give the same figures on every machine.
//!
//! The level's figure is the run's whole time, its slip share over all
//! steps, and the product of the rooms' clear rates: the chance a noisy
//! player clears every room in one go.

use ledge_engine::{Preset, STEP_60HZ};
use ledge_game::{room_at, Buttons, Level, Play, SplitMix64, Status};

/// The noisy player's timing: how many tries, and how far each change of
/// buttons may move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Noise {
    /// Tries per room. 200 gives a clear rate to about ±3 points.
    pub tries: u32,
    /// The widest reaction delay, steps: each try draws one delay in
    /// `0..=reaction` and moves every change of buttons that late. Default
    /// 3 steps (50 ms at 60 Hz, on top of the jitter).
    pub reaction: u32,
    /// The widest jitter, steps: each change of buttons moves a further
    /// `-jitter..=jitter` steps of its own. Default 2 (about ±33 ms, a
    /// practised player's spread).
    pub jitter: u32,
    /// The seed of the tries' random numbers.
    pub seed: u64,
}

impl Default for Noise {
    fn default() -> Noise {
        Noise { tries: 200, reaction: 3, jitter: 2, seed: 0x1ed9e }
    }
}

/// One room's figures.
#[derive(Clone, Debug, PartialEq)]
pub struct RoomDifficulty {
    /// The room's index in the level's `rooms:` header (0 for a level
    /// without rooms).
    pub room: usize,
    /// The step at which the winning run first enters the room.
    pub entry: u32,
    /// How many times the run enters it (a run that goes back counts a
    /// room's stretches together).
    pub visits: u32,
    /// Steps the winning run spends in the room, over every visit.
    pub steps: u32,
    /// Those steps in seconds (60 a second).
    pub seconds: f64,
    /// Steps at which a one-step slip loses.
    pub slips: u32,
    /// `slips / steps`, 0 to 1.
    pub slip_share: f64,
    /// Share of the noisy tries that get through the room, 0 to 1 (over
    /// several visits, the product of each visit's share).
    pub clear_rate: f64,
}

/// A level's figures: per room in the order the run enters them, and over
/// the whole run.
#[derive(Clone, Debug, PartialEq)]
pub struct Difficulty {
    /// Each room the run goes through, in the order it first enters them.
    pub rooms: Vec<RoomDifficulty>,
    /// The winning run's steps.
    pub steps: u32,
    /// Those in seconds.
    pub seconds: f64,
    /// Share of all the run's steps at which a slip loses.
    pub slip_share: f64,
    /// The product of the rooms' clear rates.
    pub clear_rate: f64,
}

/// Why a run cannot be measured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DifficultyError {
    /// The run ends without winning the level.
    NotAWin {
        /// What the game was at the run's end: `lost (lava)`, `playing`.
        ending: String,
        /// The step it ended at.
        frame: u64,
    },
}

impl std::fmt::Display for DifficultyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DifficultyError::NotAWin { ending, frame } => {
                write!(f, "the run does not win the level: {ending} at step {frame}")
            }
        }
    }
}

impl std::error::Error for DifficultyError {}

/// Measures the level's difficulty from `inputs`, a winning run (one set
/// of buttons a step); an error when the run does not win.
///
/// ```
/// use ledge_game::{Buttons, Level};
/// use ledge_solve::difficulty::{measure, Noise};
/// let level = Level::parse("walk.txt", "#####\n#...#\n#@.o#\n#####\n").unwrap();
/// let preset = level.preset(None);
/// let run = vec![Buttons::RIGHT; 300];
/// let measured = measure(&level, preset, &run, Noise::default()).unwrap();
/// assert_eq!(measured.clear_rate, 1.0);
/// ```
pub fn measure(
    level: &Level,
    preset: Preset,
    inputs: &[Buttons],
    noise: Noise,
) -> Result<Difficulty, DifficultyError> {
    measure_watched(level, preset, inputs, noise, &mut |_| {})
}

/// How far a measure has gone: it is at the `stretch`th of the run's
/// `stretches` (each a stay in one room, counted from 0), in `room`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MeasureProgress {
    /// The stretch being measured, from 0.
    pub stretch: usize,
    /// How many stretches the run has.
    pub stretches: usize,
    /// The room of that stretch (its index in the `rooms:` header).
    pub room: usize,
}

/// [`measure`], telling `watch` as each stretch of the run in one room
/// begins (a window shows it while the measure runs on a thread).
pub fn measure_watched(
    level: &Level,
    preset: Preset,
    inputs: &[Buttons],
    noise: Noise,
    watch: &mut dyn FnMut(MeasureProgress),
) -> Result<Difficulty, DifficultyError> {
    let written = Written::play(level, preset, inputs)?;
    let mut rooms: Vec<RoomDifficulty> = Vec::new();
    for (k, stretch) in written.stretches.iter().enumerate() {
        watch(MeasureProgress { stretch: k, stretches: written.stretches.len(), room: stretch.room });
        let next = written.stretches.get(k + 1).map(|s| s.room);
        let slips = (stretch.start..stretch.end).filter(|&i| written.slip_loses(inputs, i)).count() as u32;
        let steps = stretch.end - stretch.start;
        let clear_rate = written.clear_rate(level, inputs, stretch, next, noise);
        match rooms.iter_mut().find(|r| r.room == stretch.room) {
            Some(room) => {
                room.visits += 1;
                room.steps += steps;
                room.slips += slips;
                room.clear_rate *= clear_rate;
            }
            None => rooms.push(RoomDifficulty {
                room: stretch.room,
                entry: stretch.start,
                visits: 1,
                steps,
                seconds: 0.0,
                slips,
                slip_share: 0.0,
                clear_rate,
            }),
        }
    }
    for room in &mut rooms {
        room.seconds = f64::from(room.steps) * STEP_60HZ;
        room.slip_share = share(room.slips, room.steps);
    }
    let steps = written.states.len() as u32 - 1;
    let slips = rooms.iter().map(|r| r.slips).sum();
    Ok(Difficulty {
        steps,
        seconds: f64::from(steps) * STEP_60HZ,
        slip_share: share(slips, steps),
        clear_rate: rooms.iter().map(|r| r.clear_rate).product(),
        rooms,
    })
}

/// Steps a slipped or noisy run may go on after the written run's end,
/// holding its last buttons: a slip that only delays the win by a few steps
/// does not lose (half a second).
const SLACK: usize = 30;

fn share(part: u32, whole: u32) -> f64 {
    if whole == 0 {
        0.0
    } else {
        f64::from(part) / f64::from(whole)
    }
}

/// A stretch of the run in one room: steps `start..end`.
struct Stretch {
    room: usize,
    start: u32,
    end: u32,
}

/// The written run played out: the state hash before each step and the
/// stretches of rooms.
struct Written {
    /// The game before step `i` (and, last, after the winning step).
    states: Vec<Play>,
    hashes: Vec<u64>,
    stretches: Vec<Stretch>,
}

impl Written {
    fn play(level: &Level, preset: Preset, inputs: &[Buttons]) -> Result<Written, DifficultyError> {
        let rooms = &level.settings.rooms;
        let mut play = Play::new(level, preset);
        let mut states = vec![play.clone()];
        let mut hashes = vec![play.state_hash()];
        let mut stretches: Vec<Stretch> = Vec::new();
        for (i, &buttons) in inputs.iter().enumerate() {
            let here =
                room_at(rooms, play.player().center()).or(stretches.last().map(|s| s.room)).unwrap_or(0);
            match stretches.last_mut() {
                Some(s) if s.room == here => s.end = i as u32 + 1,
                _ => stretches.push(Stretch { room: here, start: i as u32, end: i as u32 + 1 }),
            }
            play.step(buttons);
            states.push(play.clone());
            hashes.push(play.state_hash());
            if play.status() != Status::Playing {
                break;
            }
        }
        match play.status() {
            Status::Won => Ok(Written { states, hashes, stretches }),
            other => Err(DifficultyError::NotAWin { ending: ending(other), frame: play.frame() }),
        }
    }

    /// Whether some slip at step `i` loses.
    fn slip_loses(&self, inputs: &[Buttons], i: u32) -> bool {
        let i = i as usize;
        let written = inputs[i];
        let mut slips = vec![Buttons::NONE];
        slips.extend(i.checked_sub(1).map(|j| inputs[j]));
        slips.extend(inputs.get(i + 1).copied());
        slips.into_iter().filter(|&b| b != written).any(|slip| self.loses_after(inputs, i, slip))
    }

    /// Plays `slip` at step `i` and the written run after it (then its
    /// last buttons for [`SLACK`] steps more), until it rejoins the written
    /// run (forgiven), wins, dies or runs out.
    fn loses_after(&self, inputs: &[Buttons], i: usize, slip: Buttons) -> bool {
        let mut play = self.states[i].clone();
        play.step(slip);
        let last = inputs.last().copied().unwrap_or(Buttons::NONE);
        for j in i + 1..inputs.len() + SLACK {
            match play.status() {
                Status::Won => return false,
                Status::Lost(_) => return true,
                Status::Playing => {}
            }
            if self.hashes.get(j) == Some(&play.state_hash()) {
                return false;
            }
            play.step(inputs.get(j).copied().unwrap_or(last));
        }
        play.status() != Status::Won
    }

    /// The share of noisy tries from the stretch's entry that reach `next`
    /// (or win, when there is no next room).
    fn clear_rate(
        &self,
        level: &Level,
        inputs: &[Buttons],
        stretch: &Stretch,
        next: Option<usize>,
        noise: Noise,
    ) -> f64 {
        if noise.tries == 0 {
            return 1.0;
        }
        let start = stretch.start as usize;
        let rest = &inputs[start..];
        let mut rng = SplitMix64::new(noise.seed ^ (u64::from(stretch.start) << 20));
        let cleared = (0..noise.tries)
            .filter(|_| {
                let noisy = jittered(rest, noise, &mut rng);
                let mut play = self.states[start].clone();
                for &buttons in &noisy {
                    play.step(buttons);
                    match play.status() {
                        Status::Won => return true,
                        Status::Lost(_) => return false,
                        Status::Playing => {}
                    }
                    if next.is_some() && room_at(&level.settings.rooms, play.player().center()) == next {
                        return true;
                    }
                }
                false
            })
            .count() as u32;
        share(cleared, noise.tries)
    }
}

/// `inputs` with each change of buttons moved by one reaction delay (the
/// same for the whole try) and its own jitter; changes keep their order.
fn jittered(inputs: &[Buttons], noise: Noise, rng: &mut SplitMix64) -> Vec<Buttons> {
    let delay = draw(rng, 0, i64::from(noise.reaction));
    let jitter = i64::from(noise.jitter);
    // The written run's changes: (step, buttons from then on).
    let mut changes = vec![(0i64, inputs.first().copied().unwrap_or(Buttons::NONE))];
    for (i, pair) in inputs.windows(2).enumerate() {
        if pair[0] != pair[1] {
            changes.push((i as i64 + 1, pair[1]));
        }
    }
    let mut out = Vec::with_capacity(inputs.len() + SLACK + noise.reaction as usize + noise.jitter as usize);
    let mut previous = 0i64;
    let mut held = changes[0].1;
    for &(at, buttons) in &changes[1..] {
        let moved = (at + delay + draw(rng, -jitter, jitter)).max(previous + 1);
        while (out.len() as i64) < moved {
            out.push(held);
        }
        held = buttons;
        previous = moved;
    }
    let end = (inputs.len() + SLACK) as i64 + i64::from(noise.reaction) + i64::from(noise.jitter);
    while (out.len() as i64) < end {
        out.push(held);
    }
    out
}

/// A whole number in `low..=high`.
fn draw(rng: &mut SplitMix64, low: i64, high: i64) -> i64 {
    low + (rng.next_u64() % (high - low + 1) as u64) as i64
}

fn ending(status: Status) -> String {
    match status {
        Status::Won => "won".to_string(),
        Status::Lost(cause) => format!("lost ({})", cause.name()),
        Status::Playing => "still playing".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(text: &str) -> Level {
        Level::parse("test.txt", text).expect("a test level")
    }

    fn measured(text: &str, run: &[Buttons]) -> Difficulty {
        let level = level(text);
        let preset = level.preset(None);
        measure(&level, preset, run, Noise::default()).expect("the run wins")
    }

    #[test]
    fn a_walk_to_a_coin_is_safe_and_always_cleared() {
        let run = vec![Buttons::RIGHT; 300];
        let d = measured("########\n#......#\n#@....o#\n########\n", &run);
        assert!(d.slip_share < 0.05, "slip share {}", d.slip_share);
        assert_eq!(d.clear_rate, 1.0);
        assert_eq!(d.rooms.len(), 1);
    }

    #[test]
    fn a_run_that_does_not_win_is_refused() {
        let level = level("########\n#......#\n#@....o#\n########\n");
        let err = measure(&level, level.preset(None), &[Buttons::LEFT; 10], Noise::default()).unwrap_err();
        assert!(err.to_string().contains("does not win"), "{err}");
    }
}
