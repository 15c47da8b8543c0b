//! The dash in the flights' bounds (the `ledge` physics' controller).
//!
//! A dash press holds the body still through the freeze, sets its
//! velocity for the dash's steps and sets it again at the dash's end
//! (`Controller::dash`), with gravity off until then: what the body does
//! from the press on is the same whatever it did before. So a flight that
//! dashes at step `s` is the flight before the press, to step `s`, and
//! then the dash's own flight from where the press found it. The highest
//! a flight can be at step `t` is the most, over every `s` and direction,
//! of the highest flight's rise at `s` and the dash's rise `t - s` steps
//! after its press; the farthest, likewise. One dash between two
//! footings: a landing or a wall gives it back, and a flight from there is
//! another flight; a level whose player has more than one is not analysed.

use ledge_engine::Input;
use ledge_game::Play;

use super::flyer::{Extremes, Flyer, SLACK};

/// The eight directions a dash can take, `(x, y)` with `y` down.
const DIRECTIONS: [(i8, i8); 8] = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)];

/// What one dash does from its press, measured in an empty world.
#[derive(Clone, Debug)]
pub(crate) struct Dash {
    /// Per direction: the rise of the body's bottom `k` steps after the
    /// press, with jump held (near the top of a flight it lowers gravity,
    /// and a dash ends any jump's rise, so nothing is cut), cells. A
    /// sideways dash's steps may nudge the body up past a corner, which is
    /// added.
    rise: Vec<Vec<f64>>,
    /// Per direction with a part to the right: the move right `k` steps
    /// after the press, right held, with what a platform may push and
    /// corner correction may nudge a rising head, cells.
    side: Vec<Vec<f64>>,
    /// Steps from the press until the dash is over and the body has its
    /// own motion back.
    pub len: usize,
    /// The step after the press past which every dash's flight falls
    /// faster each step (its top, or the dash's end).
    pub top: usize,
    /// Most a dash's flight moves up, down and sideways in one step, cells.
    pub up_step: f64,
    pub down_step: f64,
    pub side_step: f64,
    /// What a sideways dash's corner correction may lift the body, cells.
    pub lift: f64,
}

impl Dash {
    /// The dash of `play`'s player within `extremes`, measured for `steps`
    /// steps from its press; `None` when it has no dash.
    pub fn measure(play: &Play, extremes: &Extremes, steps: usize) -> Option<Dash> {
        let config = *play.controller()?.config();
        if config.dashes == 0 {
            return None;
        }
        let dt = play.world().config().step;
        // A sideways dash is nudged past a wall's corner wherever it meets
        // one; a rising head past a ceiling's only where the flights are
        // widened by it (`extremes.corner`).
        let corner = config.corner_correction;
        let mut dash = Dash {
            rise: Vec::new(),
            side: Vec::new(),
            len: 0,
            top: 0,
            up_step: 0.0,
            down_step: 0.0,
            side_step: 0.0,
            lift: 0.0,
        };
        let mut rising_of = Vec::new();
        for (x, y) in DIRECTIONS {
            let press = Input { dash: true, jump: true, left: x < 0, right: x > 0, up: y < 0, down: y > 0 };
            let mut flyer = Flyer::new(play, 8, 8, 3.0, 4.0);
            let start = flyer.body().rect.bottom();
            let (mut rise, mut rising, mut ups) = (vec![0.0], vec![0usize], 0usize);
            let mut len = None;
            for k in 1..steps.max(2) {
                flyer.step(press);
                let up = start - flyer.body().rect.bottom();
                if up > rise[k - 1] {
                    ups += 1;
                }
                // The step where gravity turns the rise round still
                // started rising.
                rising.push(ups + 1);
                rise.push(up);
                if len.is_none() && !flyer.controller.as_ref().is_some_and(|c| c.is_dashing()) {
                    len = Some(k);
                }
            }
            let len = len?;
            dash.len = dash.len.max(len);
            let sideways = y == 0;
            // A sideways dash's steps may each be nudged past a corner,
            // up or down, by the correction's most.
            let nudge = if sideways { corner } else { 0.0 };
            for k in 1..rise.len() {
                let step = rise[k] - rise[k - 1];
                dash.up_step = dash.up_step.max(step + nudge);
                dash.down_step = dash.down_step.max(-step + nudge);
            }
            let top = (0..rise.len()).max_by(|&a, &b| rise[a].total_cmp(&rise[b])).unwrap_or(0);
            dash.top = dash.top.max(top).max(len);
            let nudges = |k: usize| if extremes.whole { k.min(1) } else { k.min(len) };
            dash.lift = dash.lift.max(nudge * nudges(len) as f64);
            let lifted: Vec<f64> =
                rise.iter().enumerate().map(|(k, r)| r + nudge * nudges(k) as f64 + SLACK).collect();
            // A head rises past a line at most once a step, and once per line.
            if extremes.whole {
                let lines = rise[top].ceil() as usize + 1;
                rising.iter_mut().for_each(|r| *r = (*r).min(lines));
            }
            dash.rise.push(lifted);
            rising_of.push(rising);
        }
        for (d, &(x, y)) in DIRECTIONS.iter().enumerate() {
            if x <= 0 {
                continue;
            }
            let press = Input { dash: true, right: true, up: y < 0, down: y > 0, ..Input::default() };
            let mut flyer = Flyer::new(play, 8, 8, 3.0, 4.0);
            if let Some(body) = flyer.world.body_mut(flyer.id) {
                body.motion.gravity_scale = 0.0;
            }
            let start = flyer.body().rect.x;
            let mut side = vec![0.0];
            for k in 1..steps.max(2) {
                flyer.step(press);
                let pushed = extremes.push * dt * k as f64 + extremes.corner * rising_of[d][k] as f64;
                side.push(flyer.body().rect.x - start + pushed + SLACK);
                dash.side_step = dash.side_step.max(side[k] - side[k - 1]);
            }
            dash.side.push(side);
        }
        dash.side_step += corner + SLACK;
        dash.up_step += SLACK;
        dash.down_step += SLACK;
        Some(dash)
    }

    /// The highest rise after each step of a flight that may dash once,
    /// from `highest` (the highest flight without a dash, as long as the
    /// dash's tables): a dash pressed at any step, in any direction; or a
    /// dash along the ground that carries the body past the footing's end,
    /// and a jump within coyote time after it (`delay` steps after the
    /// footing at most).
    pub fn rise(&self, highest: &[f64], delay: usize) -> Vec<f64> {
        let mut rise = after_a_press(highest, &self.rise);
        for t in 0..rise.len() {
            for j in 1..=delay.min(t) {
                rise[t] = rise[t].max(highest[t - j] + self.lift);
            }
        }
        rise
    }

    /// A dash under way, as a crystal may find it: straight up, or across,
    /// with all its steps still to fly (the freeze over). Its rise after
    /// each of `steps` steps, and its move across.
    pub fn under_way(&self, steps: usize) -> (Vec<f64>, Vec<f64>) {
        let up = &self.rise[1];
        let across = &self.side[1];
        // The freeze: the steps before the dash first moves the body.
        let freeze = up.iter().position(|&r| r > SLACK * 2.0).map_or(0, |k| k - 1);
        let shift = |table: &[f64]| -> Vec<f64> {
            (0..steps).map(|t| table.get(t + freeze).copied().unwrap_or(f64::MIN) - table[freeze]).collect()
        };
        (shift(up), shift(across))
    }

    /// The farthest move after each step of a flight that may dash once,
    /// from `spread` (the farthest without a dash, as long as the dash's
    /// tables).
    pub fn spread(&self, spread: &[f64]) -> Vec<f64> {
        after_a_press(spread, &self.side)
    }

    /// The least every flight that may dash falls in each step past step
    /// `end` of the table `highest` (of the highest flight without a dash,
    /// whose top is at step `top`): see docs/solver.md. `None` when the
    /// table is too short to tell.
    ///
    /// Each bound of [`Dash::rise`] at step `t + 1` is a bound at step `t`
    /// less a step's fall: a dash pressed at `s > s0` maps to the one
    /// pressed a step earlier, and falls as the highest flight does from
    /// `s - 1 >= s0` to `s`; one pressed at `s <= s0` falls as the dash's
    /// own flight does `t - s >= k0` steps after its press; a delayed
    /// jump, `j <= delay` steps late, falls as the highest flight does
    /// past `t - j >= s0`. Past their tops, both fall more each step.
    pub fn fall_past(
        &self,
        drop: &dyn Fn(usize) -> f64,
        top: usize,
        end: usize,
        delay: usize,
    ) -> Option<f64> {
        let k0 = (self.top + 1).max(end / 2);
        let s0 = end.checked_sub(k0.max(delay))?;
        if s0 <= top || s0 + 1 >= end || self.rise.iter().any(|g| k0 + 1 >= g.len()) {
            return None;
        }
        let own = self.rise.iter().map(|g| g[k0] - g[k0 + 1]).fold(f64::INFINITY, f64::min);
        let fall = drop(s0).min(own) - SLACK;
        (fall > 0.0).then_some(fall)
    }
}

/// The most, after each step `t` of `before` (a table of a flight without
/// a dash), of `before` itself and of `before[s] + dash[t - s]` for every
/// press step `s < t` and every dash's table: what a flight that may dash
/// once can reach, when a dash does the same from its press whatever came
/// before.
fn after_a_press(before: &[f64], dashes: &[Vec<f64>]) -> Vec<f64> {
    let n = before.len();
    let mut out = before.to_vec();
    for (s, &at_press) in before.iter().enumerate() {
        for dash in dashes {
            for (k, &d) in dash.iter().enumerate().take(n - s).skip(1) {
                out[s + k] = out[s + k].max(at_press + d);
            }
        }
    }
    out
}
