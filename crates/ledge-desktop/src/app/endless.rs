//! Endless play: generated levels one after another from a seed shown on
//! screen, the day's date by default (so that friends share a run), easy
//! at first, then normal, then hard, turning from one shape to the next
//! (floors, a tower, a descent) so that no two in a row look alike; each
//! level's par is its certificate.

use ledge_game::Level;
use ledge_generate::{generate_any, Difficulty, Options, Shape};

/// A run of endless play.
#[derive(Clone, Debug, PartialEq)]
pub struct Endless {
    /// The run's seed: the day's date as `YYYYMMDD` by default.
    pub seed: u64,
    /// Each level made so far: its par (its certificate's time), seconds.
    pub pars: Vec<f64>,
}

impl Endless {
    /// A run from `seed`, with its first two levels.
    pub fn new(seed: u64) -> (Endless, Vec<Level>) {
        let mut endless = Endless { seed, pars: Vec::new() };
        let levels = vec![endless.next_level(), endless.next_level()];
        (endless, levels)
    }

    /// The run's next level: number `n` (from 0) of the seed's, easy for
    /// the first 3, normal for the next 5, hard after.
    pub fn next_level(&mut self) -> Level {
        let n = self.pars.len() as u64;
        let difficulty = match n {
            0..3 => Difficulty::Easy,
            3..8 => Difficulty::Normal,
            _ => Difficulty::Hard,
        };
        // A level's seed: the run's, then its number (20261127 gives 20261127000,
        // 20261127001...), so the name on screen shows the run's seed.
        let seed = self.seed.wrapping_mul(1000).wrapping_add(n);
        let shape = Shape::of_run(self.seed, n);
        let made = generate_any(&Options { seed, difficulty, theme: None, shape });
        self.pars.push(made.certificate.frames() as f64 * ledge_engine::STEP_60HZ);
        made.level
    }
}

/// The day of `unix_seconds` (seconds since 1970-01-01 UTC) as `YYYYMMDD`:
/// the seed of the day's run. The clock chooses the seed only; the game
/// itself reads none.
pub fn day_seed(unix_seconds: f64) -> u64 {
    let days = (unix_seconds / 86_400.0).floor() as i64;
    // Howard Hinnant's days-to-civil-date algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year * 10_000 + month * 100 + day).max(0) as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::tests::two_levels;
    use ledge_game::SessionEvent;

    #[test]
    fn endless_play_makes_a_level_at_each_win_and_keeps_no_progress() {
        let mut app = two_levels(None, false);
        let before = app.progress.clone();
        app.start_endless(20261127);
        let session = app.view.session().unwrap();
        assert_eq!(session.levels().len(), 2);
        assert_eq!(session.levels()[0].name, "Generated 20261127000 (easy)");
        app.on_event(Some(SessionEvent::Won { level: 0, steps: 600 }));
        let session = app.view.session().unwrap();
        assert_eq!(session.levels()[2].name, "Generated 20261127002 (easy, descent)");
        assert_eq!(app.progress, before, "a generated level's win is not the pack's progress");
        let (_, par) = app.level_and_par(2).unwrap();
        assert!(par.is_some_and(|p| p >= 2.0), "its par is its certificate's time");
    }

    #[test]
    fn no_two_levels_in_a_row_of_a_run_are_laid_out_alike() {
        let (mut run, mut levels) = Endless::new(20261129);
        levels.extend((2..9).map(|_| run.next_level()));
        // "Generated N (easy)" is laid out in floors; "(easy, tower)" in a tower.
        let shape = |level: &Level| {
            let words = level.name.rsplit('(').next().unwrap_or_default().trim_end_matches(')');
            words.split_once(", ").map_or("floors", |(_, shape)| shape).to_string()
        };
        for pair in levels.windows(2) {
            assert_ne!(shape(&pair[0]), shape(&pair[1]), "{} then {}", pair[0].name, pair[1].name);
            assert_ne!((pair[0].width, pair[0].height), (pair[1].width, pair[1].height));
        }
    }

    #[test]
    fn the_days_seed_is_its_date() {
        assert_eq!(day_seed(0.0), 19700101);
        // 2026-11-27 12:00 UTC.
        assert_eq!(day_seed(1_795_780_800.0), 20261127);
        assert_eq!(day_seed(951_782_400.0), 20000229);
    }

    #[test]
    fn a_run_starts_easy_and_gets_harder_with_the_same_levels_from_the_same_seed() {
        let (mut run, levels) = Endless::new(20261127);
        assert!(levels[0].name.starts_with("Generated 2026112700") && levels[0].name.ends_with("(easy)"));
        let later: Vec<String> = (2..9).map(|_| run.next_level().name).collect();
        assert!(later.last().unwrap().ends_with("(hard, descent)"), "{later:?}");
        let (_, again) = Endless::new(20261127);
        assert_eq!(again[1].name, levels[1].name);
        assert_eq!(run.pars.len(), 9);
    }
}
