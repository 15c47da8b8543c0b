//! `Games`: the Rust core of `ledge.VectorEnv`, a batch of environments
//! stepped in one call that writes into numpy arrays the caller allocated
//! once.

use std::path::PathBuf;

use ledge_game::{Buttons, Replay};
use numpy::{PyReadonlyArray1, PyReadwriteArray1, PyReadwriteArrayDyn};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::env::{Ending, Env, Order, Saved};
use crate::levels::{self, Levels};
use crate::pixels::{self, Painter};
use crate::rewards::Rewards;
use crate::{observe, LevelError};

/// A batch of environments on one list of levels. Each call takes the
/// numpy arrays to fill; none is allocated per step.
#[pyclass(module = "ledge._ledge")]
pub struct Games {
    levels: Levels,
    envs: Vec<Env>,
    rewards: Rewards,
    max_steps: u64,
    /// One painter per environment when it sees pictures, else none: it
    /// sees the state vector.
    painters: Option<Vec<Painter>>,
}

/// An environment's whole state, as `get_state` returns it: opaque, to be
/// given back to `set_state` of a batch that plays the same level.
#[pyclass(module = "ledge._ledge", frozen)]
pub struct State(Saved);

/// Every environment's row of the observations array.
enum Rows<'a> {
    /// State vectors, [`observe::LEN`] numbers each.
    State(&'a mut [f32]),
    /// Pictures, [`pixels::LEN`] bytes each.
    Pixels(&'a mut [u8]),
}

fn value_error(message: impl Into<String>) -> PyErr {
    PyValueError::new_err(message.into())
}

/// The contents of a contiguous array holding `len` values.
fn flat<'a, T: numpy::Element, D: numpy::ndarray::Dimension>(
    array: &'a mut numpy::PyReadwriteArray<'_, T, D>,
    len: usize,
    what: &str,
) -> PyResult<&'a mut [T]> {
    let slice =
        array.as_slice_mut().map_err(|_| value_error(format!("{what}: the array must be contiguous")))?;
    if slice.len() != len {
        return Err(value_error(format!("{what}: {} values, where {len} are needed", slice.len())));
    }
    Ok(slice)
}

impl Games {
    /// `num_envs` environments on `levels`, each drawing its episodes'
    /// levels, or taking them in the list's order when `pinned`.
    fn build(
        levels: Levels,
        num_envs: usize,
        pinned: bool,
        pixels: bool,
        max_steps: u64,
        rewards: Rewards,
    ) -> PyResult<Games> {
        if num_envs == 0 || max_steps == 0 {
            return Err(value_error("num_envs and max_steps must be at least 1"));
        }
        let envs = (0..num_envs)
            .map(|i| Env::new(&levels, i as u64, pinned.then(|| Order::new(i, num_envs))))
            .collect();
        let painters = if pixels {
            let painter = || Painter::new().map_err(|e| value_error(e.to_string()));
            Some((0..num_envs).map(|_| painter()).collect::<PyResult<Vec<_>>>()?)
        } else {
            None
        };
        Ok(Games { levels, envs, rewards, max_steps, painters })
    }

    /// Writes environment `i`'s observation into its row.
    fn observe(&mut self, i: usize, rows: &mut Rows<'_>) {
        let play = &self.envs[i].play;
        match (rows, &mut self.painters) {
            (Rows::State(rows), _) => observe::write(play, &mut rows[i * observe::LEN..][..observe::LEN]),
            (Rows::Pixels(rows), Some(painters)) => {
                painters[i].write(play, &mut rows[i * pixels::LEN..][..pixels::LEN]);
            }
            (Rows::Pixels(_), None) => unreachable!("pixel rows are made for a batch with painters"),
        }
    }

    /// Calls `body` with the observations array's rows, typed after what
    /// the batch sees.
    fn with_rows<R>(
        &mut self,
        obs: &Bound<'_, PyAny>,
        body: impl FnOnce(&mut Games, Rows<'_>) -> PyResult<R>,
    ) -> PyResult<R> {
        let n = self.envs.len();
        if self.painters.is_some() {
            let mut array: PyReadwriteArrayDyn<'_, u8> = obs.extract()?;
            let rows = flat(&mut array, n * pixels::LEN, "observations")?;
            body(self, Rows::Pixels(rows))
        } else {
            let mut array: PyReadwriteArrayDyn<'_, f32> = obs.extract()?;
            let rows = flat(&mut array, n * observe::LEN, "observations")?;
            body(self, Rows::State(rows))
        }
    }

    /// [`Games::step`] once its arrays are checked: `actions` are sets of
    /// buttons (0 to 63), the other slices one entry per environment.
    fn step_rows(
        &mut self,
        actions: &[i64],
        mut rows: Rows<'_>,
        rewards: &mut [f32],
        terminated: &mut [bool],
        truncated: &mut [bool],
    ) {
        for (i, &action) in actions.iter().enumerate() {
            let env = &mut self.envs[i];
            if env.done {
                env.begin(&self.levels);
                (rewards[i], terminated[i], truncated[i]) = (0.0, false, false);
            } else {
                let step = env.step(Buttons::from_bits(action as u8), &self.rewards, self.max_steps);
                (rewards[i], terminated[i], truncated[i]) = (step.reward, step.terminated, step.truncated);
            }
            self.observe(i, &mut rows);
        }
    }

    /// One step of a batch that sees state vectors, from Rust (benchmarks
    /// and tests): the `step` Python calls, on plain slices, `obs` holding
    /// [`observe::LEN`] numbers per environment and `actions` sets of
    /// buttons (0 to 63), the other slices one entry per environment.
    ///
    /// # Panics
    /// When a slice has the wrong length or the batch sees pictures.
    pub fn step_states(
        &mut self,
        actions: &[i64],
        obs: &mut [f32],
        rewards: &mut [f32],
        terminated: &mut [bool],
        truncated: &mut [bool],
    ) {
        let n = self.envs.len();
        assert!(self.painters.is_none(), "a batch that sees pictures has no state vectors");
        assert!(
            actions.len() == n && obs.len() == n * observe::LEN,
            "one action and one vector per environment"
        );
        assert!(
            rewards.len() == n && terminated.len() == n && truncated.len() == n,
            "one entry per environment"
        );
        self.step_rows(actions, Rows::State(obs), rewards, terminated, truncated);
    }

    fn env_index(&self, i: usize) -> PyResult<usize> {
        if i < self.envs.len() {
            Ok(i)
        } else {
            Err(value_error(format!("no environment {i}: there are {}", self.envs.len())))
        }
    }
}

#[pymethods]
impl Games {
    /// `num_envs` environments on `levels` (names or paths; each episode
    /// draws one), with the preset called `physics` (else each level's own)
    /// and `mapping` for Tiled and LDtk files; `pixels` for pictures rather
    /// than state vectors; episodes truncated at `max_steps`.
    #[new]
    #[pyo3(signature = (levels, num_envs, *, physics=None, mapping=None, pixels=false, max_steps=3600, reward_coin=1.0, reward_win=10.0, reward_loss=-10.0, reward_step=0.0))]
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        levels: Vec<String>,
        num_envs: usize,
        physics: Option<&str>,
        mapping: Option<PathBuf>,
        pixels: bool,
        max_steps: u64,
        reward_coin: f32,
        reward_win: f32,
        reward_loss: f32,
        reward_step: f32,
    ) -> PyResult<Games> {
        let choices =
            levels::open(&levels, physics, mapping.as_deref()).map_err(|e| LevelError::new_err(e.0))?;
        let rewards = Rewards { coin: reward_coin, win: reward_win, loss: reward_loss, step: reward_step };
        Games::build(Levels::Listed(choices), num_envs, false, pixels, max_steps, rewards)
    }

    /// `num_envs` environments on generated levels (Procgen's protocol):
    /// the `num_levels` levels of seeds `start_level..start_level +
    /// num_levels`, each episode drawing one; or, with `num_levels` 0, a
    /// new level each episode from a seed the environment draws; or the
    /// levels of the seeds `levels`, played in that order (environment `i`
    /// of `n` plays the list's levels `i`, `i + n`...). The other
    /// arguments are [`Games::new`]'s.
    #[staticmethod]
    #[pyo3(signature = (num_envs, *, num_levels=0, start_level=0, levels=None, difficulty="easy", theme=None, shape="floors", pixels=false, max_steps=3600, reward_coin=1.0, reward_win=10.0, reward_loss=-10.0, reward_step=0.0))]
    #[allow(clippy::too_many_arguments)]
    pub fn generated(
        num_envs: usize,
        num_levels: i64,
        start_level: i64,
        levels: Option<Vec<i128>>,
        difficulty: &str,
        theme: Option<&str>,
        shape: &str,
        pixels: bool,
        max_steps: u64,
        reward_coin: f32,
        reward_win: f32,
        reward_loss: f32,
        reward_step: f32,
    ) -> PyResult<Games> {
        let options = levels::generator_options(difficulty, theme, shape).map_err(|e| value_error(e.0))?;
        let (Ok(count), Ok(first)) = (u64::try_from(num_levels), u64::try_from(start_level)) else {
            return Err(value_error(format!(
                "num_levels ({num_levels}) and start_level ({start_level}) must be 0 or more: num_levels 0 is an unlimited stream of levels"
            )));
        };
        let rewards = Rewards { coin: reward_coin, win: reward_win, loss: reward_loss, step: reward_step };
        if let Some(seeds) = levels {
            let seeds = levels::seeds(&seeds).map_err(|e| value_error(e.0))?;
            let choices = seeds.iter().map(|&seed| levels::Choice::generated(seed, options)).collect();
            return Games::build(Levels::Listed(choices), num_envs, true, pixels, max_steps, rewards);
        }
        let levels = match count {
            0 => Levels::Stream(options),
            _ => Levels::Listed(levels::generated(first, count, options)),
        };
        Games::build(levels, num_envs, false, pixels, max_steps, rewards)
    }

    /// How many environments.
    #[getter]
    fn num_envs(&self) -> usize {
        self.envs.len()
    }

    /// The levels' names, in the order given.
    #[getter]
    fn level_names(&self) -> Vec<String> {
        self.levels.names()
    }

    /// Starts an episode in every environment and writes the first
    /// observations into `obs`. With a `seed`, environment `i` draws its
    /// levels from `seed + i`; without, each goes on drawing from where it
    /// was. A batch pinned to its levels' order starts that order again.
    #[pyo3(signature = (obs, seed=None))]
    fn reset(&mut self, obs: &Bound<'_, PyAny>, seed: Option<u64>) -> PyResult<()> {
        self.with_rows(obs, |games, mut rows| {
            for i in 0..games.envs.len() {
                let env = &mut games.envs[i];
                if let Some(seed) = seed {
                    env.rng = crate::rng::SplitMix64::new(seed.wrapping_add(i as u64));
                }
                if let Some(order) = &mut env.order {
                    order.next = order.first;
                }
                env.begin(&games.levels);
                games.observe(i, &mut rows);
            }
            Ok(())
        })
    }

    /// Steps every environment with its action (a set of buttons as bits:
    /// left 1, right 2, up 4, down 8, jump 16, dash 32) and writes the observations,
    /// rewards, terminations and truncations. An environment whose episode
    /// ended at the last step starts another instead, ignoring its action:
    /// reward 0, neither terminated nor truncated (next-step auto-reset).
    fn step(
        &mut self,
        actions: PyReadonlyArray1<'_, i64>,
        obs: &Bound<'_, PyAny>,
        mut rewards: PyReadwriteArray1<'_, f32>,
        mut terminated: PyReadwriteArray1<'_, bool>,
        mut truncated: PyReadwriteArray1<'_, bool>,
    ) -> PyResult<()> {
        let n = self.envs.len();
        let actions = actions.as_slice().map_err(|_| value_error("actions: the array must be contiguous"))?;
        if actions.len() != n {
            return Err(value_error(format!(
                "actions: {} given, where {n} are needed, one per environment",
                actions.len()
            )));
        }
        if let Some((i, a)) = actions.iter().enumerate().find(|(_, a)| !(0..64).contains(*a)) {
            return Err(value_error(format!(
                "actions: {a} at {i} is not a set of buttons (0 to 63: left 1, right 2, up 4, down 8, jump 16, dash 32)"
            )));
        }
        let rewards = flat(&mut rewards, n, "rewards")?;
        let terminated = flat(&mut terminated, n, "terminated")?;
        let truncated = flat(&mut truncated, n, "truncated")?;
        self.with_rows(obs, |games, rows| {
            games.step_rows(actions, rows, rewards, terminated, truncated);
            Ok(())
        })
    }

    /// Environment `i`'s whole state.
    fn get_state(&self, i: usize) -> PyResult<State> {
        Ok(State(self.envs[self.env_index(i)?].save()))
    }

    /// Puts back environment `i`'s state as `get_state` returned it, and
    /// writes its observation into its row of `obs`.
    fn set_state(&mut self, i: usize, state: &State, obs: &Bound<'_, PyAny>) -> PyResult<()> {
        let i = self.env_index(i)?;
        self.envs[i].restore(&state.0, &self.levels).map_err(|e| value_error(e.to_string()))?;
        self.with_rows(obs, |games, mut rows| {
            games.observe(i, &mut rows);
            Ok(())
        })
    }

    /// Environment `i`'s episode so far as a replay file's text, played
    /// again from its first step to check it: `ledge replay` verifies it.
    fn replay(&self, i: usize) -> PyResult<String> {
        let env = &self.envs[self.env_index(i)?];
        let choice = env.choice(&self.levels);
        let script = env.runs.clone();
        let replay = Replay::record(&choice.level, Some(&choice.source), choice.preset, &script, env.steps);
        Ok(replay.to_text())
    }

    /// Each environment's generated level now: its seed into `seeds` and
    /// its par, the certificate's steps, into `pars` (both -1 for a level
    /// that was not generated).
    fn level_infos(
        &self,
        mut seeds: PyReadwriteArray1<'_, i64>,
        mut pars: PyReadwriteArray1<'_, i64>,
    ) -> PyResult<()> {
        let n = self.envs.len();
        let seeds = flat(&mut seeds, n, "seeds")?;
        let pars = flat(&mut pars, n, "pars")?;
        for (i, env) in self.envs.iter().enumerate() {
            let generated = env.choice(&self.levels).generated.as_ref();
            seeds[i] = generated.map_or(-1, |g| g.seed as i64);
            pars[i] = generated.map_or(-1, |g| g.par as i64);
        }
        Ok(())
    }

    /// How each environment's episode ended at the last step, into
    /// `endings`: 0 when it goes on (or has just begun), else
    /// [`Ending::code`] (`ENDINGS` names them); and each environment's
    /// place in the list of levels into `levels` (-1 for a stream's).
    fn endings(
        &self,
        mut endings: PyReadwriteArray1<'_, i8>,
        mut levels: PyReadwriteArray1<'_, i64>,
    ) -> PyResult<()> {
        let n = self.envs.len();
        let endings = flat(&mut endings, n, "endings")?;
        let levels = flat(&mut levels, n, "levels")?;
        for (i, env) in self.envs.iter().enumerate() {
            endings[i] = env.ending().map_or(0, Ending::code);
            levels[i] = match self.levels {
                Levels::Listed(_) => env.level as i64,
                Levels::Stream(_) => -1,
            };
        }
        Ok(())
    }

    /// Environment `i`'s generated level's certificate, a winning run: its
    /// buttons, one set a step (bits as actions), and the same run as a
    /// replay file's text. `None` for a level that was not generated.
    fn certificate(&self, i: usize) -> PyResult<Option<(Vec<u8>, String)>> {
        let choice = self.envs[self.env_index(i)?].choice(&self.levels);
        Ok(choice.generated.as_ref().map(|generated| {
            let script = &generated.certificate;
            let actions = script.cursor().take(generated.par as usize).map(|b| b.bits()).collect();
            let replay =
                Replay::record(&choice.level, Some(&choice.source), choice.preset, script, generated.par);
            (actions, replay.to_text())
        }))
    }

    /// Environment `i`'s level as a text plan, for a generated level (else `None`).
    fn level_text(&self, i: usize) -> PyResult<Option<String>> {
        let choice = self.envs[self.env_index(i)?].choice(&self.levels);
        Ok(choice.generated.as_ref().map(|_| choice.level.to_text().text))
    }

    /// Draws environment `i` as the pixel observations show it into `out`
    /// (64 by 64 by 3 bytes), whatever the batch sees.
    fn draw(&self, i: usize, out: &Bound<'_, PyAny>) -> PyResult<()> {
        let i = self.env_index(i)?;
        let mut array: PyReadwriteArrayDyn<'_, u8> = out.extract()?;
        let out = flat(&mut array, pixels::LEN, "picture")?;
        let mut painter = Painter::new().map_err(|e| value_error(e.to_string()))?;
        painter.write(&self.envs[i].play, out);
        Ok(())
    }
}
