//! A game: a sequence of levels, deaths counted, pause and a final victory
//! (seed 002's `runGame` and its exercises, and the flow of today's
//! platformers).
//!
//! By default ([`GameMode::Retry`]) a death costs nothing but a count: the
//! player is back at the last flag touched, or the level's start,
//! [`RETRY_STEPS`] steps after it, with the level as it was then (what was
//! taken since is back). [`GameMode::Classic`] is seed 002's: [`LIVES`] lives, a
//! death after a flag comes back there as the level plays it
//! ([`Play::respawning`]), and the last life lost is game over.

use ledge_engine::Preset;

use crate::{Buttons, Cause, Event, Level, Play, Script, Snapshot, Status};

/// Lives at the start of a classic game, and again after a game over.
pub const LIVES: u32 = 3;

/// Steps from a death to the player back at its flag (or a lost level
/// started again): with the show's freeze of the death, the player is in
/// control again within half a second.
pub const RETRY_STEPS: u64 = 18;

/// How a game treats deaths.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GameMode {
    /// Deaths are counted; each puts the player back at the last flag (or
    /// the level's start) within half a second. No lives, no game over.
    #[default]
    Retry,
    /// Seed 002's: [`LIVES`] lives, a life lost per death, game over back to
    /// the first level (of the chapter, in a game of chapters:
    /// [`Session::with_chapters`]).
    Classic,
}

/// What a game keeps about each level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LevelStats {
    /// Steps played on the level, every attempt counted, up to each outcome.
    pub steps: u64,
    /// Deaths, and retries chosen from the pause menu.
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
    /// The player died. The player is back at its flag (or the level's
    /// start) after [`RETRY_STEPS`]; in a classic game it costs a life, and
    /// the last one lost is game over.
    Lost {
        /// Which level.
        level: usize,
        /// What killed the player.
        cause: Cause,
        /// Lives left in a classic game; `None` in a game without lives.
        lives: Option<u32>,
    },
    /// A level started (again).
    Started {
        /// Which level.
        level: usize,
    },
    /// The player is back at the last flag it touched after a death or a
    /// retry, the level as it was then.
    BackAtFlag {
        /// Which level.
        level: usize,
    },
    /// The last life was lost: the game starts over from the first level
    /// of the chapter being played (of the game, when it has none).
    GameOver,
    /// The last level was won.
    Victory,
}

/// The level as it was when the player touched its last flag.
#[derive(Clone, Debug)]
struct Flag {
    /// The game's state then.
    state: Snapshot,
    /// The attempt's buttons up to then.
    attempt: Script,
}

/// A game through a list of levels: deaths counted ([`GameMode`]), 1 s after a
/// win before the next level, and victory after the last level.
///
/// ```
/// use ledge_game::{Buttons, Level, Session};
/// let level = Level::parse("one.txt", "....\n@.o.\n####\n").unwrap();
/// let mut game = Session::new(vec![level], None);
/// for _ in 0..200 {
///     game.step(Buttons::RIGHT);
/// }
/// assert!(game.is_victory());
/// assert_eq!(game.lives(), None);
/// ```
#[derive(Clone, Debug)]
pub struct Session {
    levels: Vec<Level>,
    physics: Option<Preset>,
    mode: GameMode,
    current: usize,
    lives: u32,
    paused: bool,
    victory: bool,
    play: Play,
    stats: Vec<LevelStats>,
    /// The buttons of the attempt under way, step by step from its start.
    attempt: Script,
    /// The last flag touched in the attempt under way.
    flag: Option<Box<Flag>>,
    /// The play's step at which the player goes back to its flag, after a death.
    retry_at: Option<u64>,
    /// The first level of each chapter, in order, from 0: where a game
    /// over goes back to.
    chapters: Vec<usize>,
}

impl Session {
    /// A game through `levels` (at least one), each played with `physics`
    /// when given, else with its own, in the default [`GameMode`].
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
        Session {
            levels,
            physics,
            mode: GameMode::default(),
            current,
            lives: LIVES,
            paused: false,
            victory: false,
            play,
            stats,
            attempt: Script::default(),
            flag: None,
            retry_at: None,
            chapters: vec![0],
        }
    }

    /// The same game, its levels in chapters that start at the levels
    /// `starts` (from 0): a game over goes back to the first level of the
    /// chapter being played, not of the whole game.
    ///
    /// ```
    /// use ledge_game::{Buttons, GameMode, Level, Session, SessionEvent};
    /// let calm = Level::parse("calm.txt", ".....\n@..o.\n#####\n").unwrap();
    /// let lava = Level::parse("lava.txt", ".....\n@..o.\n#+###\n").unwrap();
    /// let levels = vec![calm.clone(), calm, lava];
    /// let mut game = Session::starting_at(levels, None, 2).with_mode(GameMode::Classic).with_chapters(vec![0, 1]);
    /// let over = (0..2000).find_map(|_| game.step(Buttons::RIGHT).filter(|e| *e == SessionEvent::GameOver));
    /// assert_eq!((over, game.current()), (Some(SessionEvent::GameOver), 1), "back to the second chapter's first level");
    /// ```
    pub fn with_chapters(mut self, starts: Vec<usize>) -> Session {
        self.chapters = if starts.is_empty() { vec![0] } else { starts };
        self
    }

    /// The first level of the chapter level `level` belongs to.
    fn chapter_start(&self, level: usize) -> usize {
        self.chapters.iter().copied().filter(|&start| start <= level).max().unwrap_or(0)
    }

    /// The same game in `mode`.
    pub fn with_mode(mut self, mode: GameMode) -> Session {
        self.mode = mode;
        self
    }

    /// How the game treats deaths.
    pub fn mode(&self) -> GameMode {
        self.mode
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
        if was_playing {
            self.stats[self.current].steps += 1;
        }
        if self.retry_at.is_some_and(|at| self.play.frame() >= at) {
            return Some(self.back_at_flag());
        }
        let events = self.play.events();
        let died = events.iter().find_map(|e| if let Event::Lost(c) = e { Some(*c) } else { None });
        let flag = events.iter().any(|e| matches!(e, Event::Checkpoint { .. }));
        if flag && self.play.status() == Status::Playing {
            let (state, attempt) = (self.play.snapshot(), self.attempt.clone());
            self.flag = Some(Box::new(Flag { state, attempt }));
        }
        if let (true, Some(cause)) = (was_playing, died) {
            return Some(self.died(cause));
        }
        if let (Status::Won, true) = (self.play.status(), was_playing) {
            let steps = self.play.frame();
            let stats = &mut self.stats[self.current];
            stats.best = Some(stats.best.map_or(steps, |b| b.min(steps)));
            return Some(SessionEvent::Won { level: self.current, steps });
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
                self.start(self.chapter_start(self.current));
                Some(SessionEvent::GameOver)
            }
            _ => Some(self.start(self.current)),
        }
    }

    /// A death by `cause` in this step: counted, and in a classic game a
    /// life lost; the player goes back to its flag after [`RETRY_STEPS`]
    /// unless the game is over or, in a classic game, the level brings it
    /// back to its flag itself.
    fn died(&mut self, cause: Cause) -> SessionEvent {
        self.stats[self.current].deaths += 1;
        let lives = match self.mode {
            GameMode::Retry => {
                self.retry_at = Some(self.play.frame() + RETRY_STEPS);
                None
            }
            GameMode::Classic => {
                self.lives = self.lives.saturating_sub(1);
                if self.lives == 0 {
                    self.play.forfeit();
                } else if self.play.respawning().is_none() {
                    self.retry_at = Some(self.play.frame() + RETRY_STEPS);
                }
                Some(self.lives)
            }
        };
        SessionEvent::Lost { level: self.current, cause, lives }
    }

    /// Puts the player back at its last flag, the level as it was then, or
    /// starts the level again when no flag was touched.
    fn back_at_flag(&mut self) -> SessionEvent {
        let Some(flag) = &self.flag else { return self.start(self.current) };
        self.retry_at = None;
        self.play.restore(&flag.state).expect("a flag's state is of the level being played");
        self.attempt.clone_from(&flag.attempt);
        SessionEvent::BackAtFlag { level: self.current }
    }

    /// Starts `level`: the current one again from its first state, another
    /// one anew.
    fn start(&mut self, level: usize) -> SessionEvent {
        self.attempt = Script::default();
        self.flag = None;
        self.retry_at = None;
        if level == self.current {
            self.play.restart();
        } else {
            self.current = level;
            self.play = Play::new(&self.levels[level], self.levels[level].preset(self.physics));
        }
        SessionEvent::Started { level }
    }

    /// Starts the current level over, from its start (the pause menu's
    /// "restart the level", a restart key).
    pub fn restart(&mut self) {
        self.start(self.current);
    }

    /// Goes back to the last flag touched, or the level's start, at once:
    /// the pause menu's "retry from the flag". It counts as a death, and
    /// costs no life.
    pub fn retry(&mut self) -> SessionEvent {
        self.stats[self.current].deaths += 1;
        self.back_at_flag()
    }

    /// Steps left before the player is back at its flag after a death, if
    /// it is on its way there.
    pub fn retry_in(&self) -> Option<u64> {
        self.retry_at.map(|at| at.saturating_sub(self.play.frame()))
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

    /// Lives left in a classic game; `None` in a game without lives.
    pub fn lives(&self) -> Option<u32> {
        (self.mode == GameMode::Classic).then_some(self.lives)
    }

    /// The current level's clock, in steps: every step played on it, every
    /// attempt counted. It never goes back, not even when a death takes the
    /// level back to a flag or its start (as [`Play::frame`] does).
    pub fn clock_steps(&self) -> u64 {
        self.stats[self.current].steps
    }

    /// Deaths on the current level.
    pub fn deaths(&self) -> u32 {
        self.stats[self.current].deaths
    }

    /// Index (from 0) of the level being played.
    pub fn current(&self) -> usize {
        self.current
    }

    /// Adds `level` after the last one: a game whose levels are made as it
    /// goes (endless play) never reaches its victory while each win brings
    /// one more.
    pub fn push_level(&mut self, level: Level) {
        self.levels.push(level);
        self.stats.push(LevelStats::default());
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
    /// needs ([`crate::Replay::record`]). A death's steps are not in it: the
    /// player went back to the state its flag kept.
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
    fn a_level_pushed_before_the_last_win_is_played_next_instead_of_the_victory() {
        let easy = Level::parse("easy.txt", ".....\n.@.o.\n#####").unwrap();
        let mut game = Session::new(vec![easy.clone()], None);
        game.push_level(easy);
        while game.current() == 0 && !game.is_victory() {
            game.step(Buttons::RIGHT);
        }
        assert_eq!(game.current(), 1, "the pushed level is played after the first");
        assert!(!game.is_victory());
        assert_eq!(game.stats().len(), 2);
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
    fn in_a_classic_game_three_deaths_are_game_over_and_the_pack_starts_again() {
        let mut game = Session::starting_at(levels(), None, 1).with_mode(GameMode::Classic);
        let mut events = Vec::new();
        while !events.contains(&SessionEvent::GameOver) && events.len() < 20 {
            events.extend(game.step(Buttons::RIGHT));
        }
        let lives: Vec<Option<u32>> = events
            .iter()
            .filter_map(|e| if let SessionEvent::Lost { lives, .. } = e { Some(*lives) } else { None })
            .collect();
        assert_eq!(lives, [Some(2), Some(1), Some(0)]);
        assert!(events.contains(&SessionEvent::GameOver));
        assert_eq!((game.current(), game.lives()), (0, Some(LIVES)));
        assert_eq!(game.stats()[1].deaths, 3);
    }

    #[test]
    fn a_game_over_goes_back_to_the_chapters_first_level_not_the_games() {
        let mut levels = levels();
        levels.insert(0, levels[0].clone());
        let mut game =
            Session::starting_at(levels, None, 2).with_mode(GameMode::Classic).with_chapters(vec![0, 1]);
        let events = run(&mut game, 2000, Buttons::RIGHT);
        let over =
            events.iter().position(|e| *e == SessionEvent::GameOver).expect("three deaths are game over");
        assert_eq!(events[over - 1], SessionEvent::Lost { level: 2, cause: Cause::Lava, lives: Some(0) });
        assert!(events[over + 1..].iter().all(|e| !matches!(e, SessionEvent::Started { level: 0 })));
        assert!(game.current() >= 1, "the second chapter starts at level 1");
    }

    #[test]
    fn the_clock_never_goes_back_when_a_death_takes_the_level_back_to_its_flag_or_start() {
        for (mut game, name) in [
            (Session::new(vec![flag()], None), "back at the flag"),
            (Session::starting_at(levels(), None, 1), "back at the start"),
        ] {
            let (mut last, mut deaths) = (0, 0);
            for _ in 0..600 {
                if let Some(SessionEvent::Lost { .. }) = game.step(Buttons::RIGHT) {
                    deaths += 1;
                }
                assert!(
                    game.clock_steps() >= last,
                    "{name}: the clock went from {last} to {}",
                    game.clock_steps()
                );
                last = game.clock_steps();
            }
            assert!(deaths >= 2 && game.clock_steps() > game.play().frame(), "{name}: {deaths} deaths");
        }
    }

    #[test]
    fn by_default_deaths_are_counted_and_never_end_the_game() {
        let mut game = Session::starting_at(levels(), None, 1);
        let events = run(&mut game, 2000, Buttons::RIGHT);
        assert!(!events.contains(&SessionEvent::GameOver));
        let lost = events.iter().filter(|e| matches!(e, SessionEvent::Lost { lives: None, .. })).count();
        assert!(lost >= 20, "{lost} deaths");
        assert_eq!(game.stats()[1].deaths as usize, lost);
        assert_eq!((game.current(), game.lives()), (1, None));
    }

    #[test]
    fn a_death_starts_the_level_again_in_a_third_of_a_second() {
        let mut game = Session::starting_at(levels(), None, 1);
        let mut died = None;
        for step in 0..200u64 {
            match game.step(if died.is_none() { Buttons::RIGHT } else { Buttons::NONE }) {
                Some(SessionEvent::Lost { .. }) => died = Some(step),
                Some(SessionEvent::Started { level: 1 }) => {
                    assert_eq!(step - died.expect("a death first"), RETRY_STEPS);
                    assert_eq!((game.play().status(), game.play().frame()), (Status::Playing, 0));
                    return;
                }
                _ => {}
            }
        }
        panic!("the level never started again");
    }

    /// A flag, a coin after it, then lava.
    fn flag() -> Level {
        let air = "..............\n".repeat(6);
        let plan = format!("physics: ledge\n---\n{air}.@.F.o.++...o.\n##############\n");
        Level::parse("flag.txt", &plan).unwrap()
    }

    #[test]
    fn a_death_after_a_flag_is_back_there_with_the_level_as_it_was_then() {
        let mut game = Session::new(vec![flag()], None);
        let mut at_flag = None;
        let mut events = Vec::new();
        for _ in 0..300 {
            let event = game.step(Buttons::RIGHT);
            if game.play().checkpoint().is_some() && at_flag.is_none() {
                at_flag = Some((game.play().state_hash(), game.attempt_inputs()));
            }
            events.extend(event);
            if event.is_some_and(|e| matches!(e, SessionEvent::BackAtFlag { .. })) {
                break;
            }
        }
        let (hash, inputs) = at_flag.expect("the flag touched");
        assert!(matches!(events[..], [SessionEvent::Lost { .. }, SessionEvent::BackAtFlag { level: 0 }]));
        assert_eq!(game.play().state_hash(), hash, "the level as it was at the flag");
        assert_eq!(game.play().coins(), (0, 2), "the coin taken after the flag is back");
        assert_eq!(game.attempt_inputs(), inputs, "the attempt goes on from the flag");
    }

    #[test]
    fn a_win_after_deaths_keeps_a_replay_of_the_run_without_them() {
        let level = flag();
        let mut game = Session::new(vec![level.clone()], None);
        // Into the lava, then back at the flag: jump it.
        while !matches!(game.step(Buttons::RIGHT), Some(SessionEvent::Lost { .. })) {}
        while !matches!(game.step(Buttons::NONE), Some(SessionEvent::BackAtFlag { .. })) {}
        assert_eq!(game.stats()[0].deaths, 1);
        // Run, then jump the lava: the first take-off that wins.
        let won = (0..40).find_map(|run| {
            let mut take = game.clone();
            (0..200).find_map(|step| {
                let jump = if step < run { Buttons::NONE } else { Buttons::JUMP };
                match take.step(Buttons::RIGHT | jump) {
                    Some(SessionEvent::Won { steps, .. }) => Some((take.clone(), steps)),
                    _ => None,
                }
            })
        });
        let (game, steps) = won.expect("a jump over the lava wins");
        assert_eq!(game.stats()[0].deaths, 1);
        let replay = crate::Replay::record(&level, None, level.preset(None), &game.attempt_inputs(), 10_000);
        assert_eq!((replay.outcome, replay.frames), (crate::Outcome::Won, steps));
    }

    #[test]
    fn retry_goes_back_to_the_flag_at_once_and_restart_to_the_start() {
        let mut game = Session::new(vec![flag()], None);
        while game.play().checkpoint().is_none() {
            game.step(Buttons::RIGHT);
        }
        let at_flag = game.play().state_hash();
        game.step(Buttons::RIGHT);
        assert_eq!(game.retry(), SessionEvent::BackAtFlag { level: 0 });
        assert_eq!((game.play().state_hash(), game.deaths()), (at_flag, 1));
        game.restart();
        assert_eq!((game.play().frame(), game.play().checkpoint()), (0, None));
        assert_eq!(game.retry(), SessionEvent::Started { level: 0 }, "no flag: back to the start");
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
