//! A fixed-timestep loop helper: accumulator, clamp on long frames, and the
//! interpolation factor for rendering between steps.

/// Turns frame durations into a whole number of fixed steps.
///
/// ```
/// use ledge_engine::FixedStep;
/// let mut clock = FixedStep::new(1.0 / 60.0, 0.1);
/// assert_eq!(clock.advance(1.0 / 30.0), 2);   // a 30 Hz frame runs two steps
/// assert_eq!(clock.advance(5.0), 6);          // a 5 s stall is clamped to 0.1 s
/// assert!(clock.alpha() >= 0.0 && clock.alpha() < 1.0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FixedStep {
    step: f64,
    max_frame: f64,
    acc: f64,
}

impl FixedStep {
    /// A clock for steps of `step` seconds that never counts more than
    /// `max_frame` seconds from one frame (the tiny platformer clamps at 1 s, Eloquent JavaScript's game at 0.1 s).
    pub fn new(step: f64, max_frame: f64) -> FixedStep {
        FixedStep { step, max_frame, acc: 0.0 }
    }

    /// The step, in seconds.
    pub fn step(&self) -> f64 {
        self.step
    }

    /// Adds a frame of `frame_seconds` and returns how many steps to run now.
    pub fn advance(&mut self, frame_seconds: f64) -> u32 {
        self.acc += frame_seconds.clamp(0.0, self.max_frame);
        // A little slack so that frames of exactly one step are not split by rounding.
        let slack = self.step * 1e-6;
        let mut steps = 0;
        while self.acc + slack >= self.step {
            self.acc -= self.step;
            steps += 1;
        }
        self.acc = self.acc.max(0.0);
        steps
    }

    /// How far the time is between the last step and the next, `0.0..1.0`:
    /// draw at `previous + (current - previous) * alpha`.
    pub fn alpha(&self) -> f64 {
        (self.acc / self.step).clamp(0.0, 1.0 - f64::EPSILON)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_display_rate_runs_the_same_number_of_steps_per_second() {
        for hz in [30.0, 60.0, 144.0, 75.0] {
            let mut clock = FixedStep::new(1.0 / 60.0, 0.25);
            let steps: u32 = (0..(hz as u32 * 10)).map(|_| clock.advance(1.0 / hz)).sum();
            assert!((599..=600).contains(&steps), "{hz} Hz ran {steps} steps in 10 s");
        }
    }
}
