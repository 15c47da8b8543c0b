//! A game: a sequence of levels with lives, pause and a final victory
//! (seed 002's `runGame` and its exercises).

use ledge_engine::Preset;

use crate::{Buttons, Cause, Event, Level, Play, Script, Status};

/// Lives at the start of a game, and again after a game over.
pub const LIVES: u32 = 3;

/// What a game keeps about each level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LevelStats {
    /// Steps played on the level, every attempt counted, up to each outcome.
    pub steps: u64,
    /// Attempts lost.
    pub deaths: u32,
    /// Steps of the fastest winning attempt.
    pub best: Option<u64>,
}

/// Something a game's step did that a frontend may want to show or play a sound for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SessionEvent {
    /// The level (index from 0) was won after `steps` steps; the next one
    /// starts after [`crate::END_DELAY_STEPS`].
    Won {
        /// Which level.
        level: usize,
        /// Steps the winning attempt took.
        steps: u64,
    },
    /// The player died, costing a life; `lives` are left. The level starts
    /// again after [`crate::END_DELAY_STEPS`], or, after a checkpoint, the
    /// player comes back there ([`Play::respawning`]) while lives are left.
    Lost {
        /// Which level.
        level: usize,
        /// What killed the player.
        cause: Cause,
        /// Lives left.
        lives: u32,
    },
    /// A level started (again).
    Started {
        /// Which level.
        level: usize,
    },
    /// The last life was lost: the game starts over from the first level.
    GameOver,
    /// The last level was won.
    Victory,
}

/// A game through a list of levels: 3 lives, a life lost per death (a
/// level lost, or a death after a checkpoint), game over back to the first level, 1 s after each outcome before the
/// next attempt, and victory after the last level.
///
/// ```
/// use ledge_game::{Buttons, Level, Session};
/// let level = Level::parse("one.txt", "....\n@.o.\n####\n").unwrap();
/// let mut game = Session::new(vec![level], None);
/// for _ in 0..200 {
///     game.step(Buttons::RIGHT);
/// }
/// assert!(game.is_victory());
/// assert_eq!(game.lives(), 3);
/// ```
#[derive(Clone, Debug)]
pub struct Session {
    levels: Vec<Level>,
    physics: Option<Preset>,
    current: usize,
    lives: u32,
    paused: bool,
    victory: bool,
    play: Play,
    stats: Vec<LevelStats>,
    /// The buttons of the attempt under way, step by step from its start.
    attempt: Script,
}

impl Session {
    /// A game through `levels` (at least one), each played with `physics`
    /// when given, else with its own.
    ///
    /// # Panics
    /// When `levels` is empty.
    pub fn new(levels: Vec<Level>, physics: Option<Preset>) -> Session {
        Session::starting_at(levels, physics, 0)
    }

    /// The same, starting at level `start` (for a level-select screen;
    /// clamped to the last level).
    ///
    /// # Panics
    /// When `levels` is empty.
    pub fn starting_at(levels: Vec<Level>, physics: Option<Preset>, start: usize) -> Session {
        assert!(!levels.is_empty(), "a game needs at least one level");
        let current = start.min(levels.len() - 1);
        let play = Play::new(&levels[current], levels[current].preset(physics));
        let stats = vec![LevelStats::default(); levels.len()];
        let attempt = Script::default();
        Session {
            levels,
            physics,
            current,
            lives: LIVES,
            paused: false,
            victory: false,
            play,
            stats,
            attempt,
        }
    }

    /// Advances one step with `buttons` held, unless paused or won; returns
    /// what happened, if anything.
    pub fn step(&mut self, buttons: Buttons) -> Option<SessionEvent> {
        if self.paused || self.victory {
            return None;
        }
        let was_playing = self.play.status() == Status::Playing;
        if was_playing {
            self.attempt.push(buttons);
        }
        self.play.step(buttons);
        let stats = &mut self.stats[self.current];
        if was_playing {
            stats.steps += 1;
        }
        let died =
            self.play.events().iter().find_map(|e| if let Event::Lost(c) = e { Some(*c) } else { None });
        // A death after a checkpoint: the player comes back there while
        // lives are left; the last one lost is the level's loss.
        if let (Status::Playing, Some(cause)) = (self.play.status(), died) {
            stats.deaths += 1;
            self.lives = self.lives.saturating_sub(1);
            if self.lives == 0 {
                self.play.forfeit();
            }
            return Some(SessionEvent::Lost { level: self.current, cause, lives: self.lives });
        }
        match self.play.status() {
            Status::Won if was_playing => {
                let steps = self.play.frame();
                stats.best = Some(stats.best.map_or(steps, |b| b.min(steps)));
                return Some(SessionEvent::Won { level: self.current, steps });
            }
            Status::Lost(cause) if was_playing => {
                stats.deaths += 1;
                self.lives = self.lives.saturating_sub(1);
                return Some(SessionEvent::Lost { level: self.current, cause, lives: self.lives });
            }
            _ => {}
        }
        if !self.play.is_over() {
            return None;
        }
        match self.play.status() {
            Status::Won if self.current + 1 == self.levels.len() => {
                self.victory = true;
                Some(SessionEvent::Victory)
            }
            Status::Won => Some(self.start(self.current + 1)),
            _ if self.lives == 0 => {
                self.lives = LIVES;
                self.start(0);
                Some(SessionEvent::GameOver)
            }
            _ => Some(self.start(self.current)),
        }
    }

    /// Starts `level`: the current one again from its first state, another
    /// one anew.
    fn start(&mut self, level: usize) -> SessionEvent {
        self.attempt = Script::default();
        if level == self.current {
            self.play.restart();
        } else {
            self.current = level;
            self.play = Play::new(&self.levels[level], self.levels[level].preset(self.physics));
        }
        SessionEvent::Started { level }
    }

    /// Starts the current level over, as if it had been lost (a restart key).
    pub fn restart(&mut self) {
        self.start(self.current);
    }

    /// Pauses or resumes: while paused, [`Session::step`] changes nothing.
    pub fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
    }

    /// True while paused.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// True once the last level is won.
    pub fn is_victory(&self) -> bool {
        self.victory
    }

    /// Lives left.
    pub fn lives(&self) -> u32 {
        self.lives
    }

    /// Index (from 0) of the level being played.
    pub fn current(&self) -> usize {
        self.current
    }

    /// The levels of the game.
    pub fn levels(&self) -> &[Level] {
        &self.levels
    }

    /// The level being played.
    pub fn play(&self) -> &Play {
        &self.play
    }

    /// The buttons held in the attempt under way, from its start up to its
    /// outcome: with the level and [`Play::preset`], what a replay of it
    /// needs ([`crate::Replay::record`]).
    pub fn attempt_inputs(&self) -> Script {
        self.attempt.clone()
    }

    /// Time and deaths per level, in level order.
    pub fn stats(&self) -> &[LevelStats] {
        &self.stats
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn levels() -> Vec<Level> {
        let deadly = Level::parse("deadly.txt", ".....\n.@+o.\n#####").unwrap();
        let easy = Level::parse("easy.txt", ".....\n.@.o.\n#####").unwrap();
        vec![easy, deadly]
    }

    fn run(game: &mut Session, steps: usize, buttons: Buttons) -> Vec<SessionEvent> {
        (0..steps).filter_map(|_| game.step(buttons)).collect()
    }

    #[test]
    fn a_win_moves_on_after_a_second() {
        let mut game = Session::new(levels(), None);
        let events = run(&mut game, 100, Buttons::RIGHT);
        assert!(matches!(events[0], SessionEvent::Won { level: 0, .. }));
        assert_eq!(events[1], SessionEvent::Started { level: 1 });
        assert_eq!(game.current(), 1);
        assert!(game.stats()[0].best.is_some());
    }

    #[test]
    fn three_deaths_are_game_over_and_the_pack_starts_again() {
        let mut game = Session::starting_at(levels(), None, 1);
        let mut events = Vec::new();
        while !events.contains(&SessionEvent::GameOver) && events.len() < 20 {
            events.extend(game.step(Buttons::RIGHT));
        }
        let lives: Vec<u32> = events
            .iter()
            .filter_map(|e| if let SessionEvent::Lost { lives, .. } = e { Some(*lives) } else { None })
            .collect();
        assert_eq!(lives, [2, 1, 0]);
        assert!(events.contains(&SessionEvent::GameOver));
        assert_eq!((game.current(), game.lives()), (0, LIVES));
        assert_eq!(game.stats()[1].deaths, 3);
    }

    #[test]
    fn nothing_moves_while_paused() {
        let mut game = Session::new(levels(), None);
        game.set_paused(true);
        let hash = game.play().state_hash();
        assert!(run(&mut game, 50, Buttons::RIGHT).is_empty());
        assert_eq!(game.play().state_hash(), hash);
        game.set_paused(false);
        game.step(Buttons::RIGHT);
        assert_ne!(game.play().state_hash(), hash);
    }

    #[test]
    fn winning_the_last_level_is_victory() {
        let mut game = Session::new(levels()[..1].to_vec(), None);
        let events = run(&mut game, 200, Buttons::RIGHT);
        assert_eq!(events.last(), Some(&SessionEvent::Victory));
        assert!(game.is_victory());
    }
}
