//! The game as the player meets it: its screens (title, level select, play,
//! pause, settings, level complete, game over, victory) and how presses and
//! steps move between them. It knows nothing of the window: the frontend
//! feeds it key presses and held buttons, steps it at the fixed step and
//! asks it to draw onto a [`ledge_render::Canvas`].
//!
//! The game being played shows through [`PlayView`]; the menus are in
//! [`menus`] (their items are [`TitleItem`], [`PauseItem`] and
//! [`SettingsItem`]); each screen is drawn by [`draw`]; progress and
//! settings are kept by the [`Store`]; the ghosts of the best run and par
//! are chosen in [`ghosts`].

mod draw;
mod editing;
mod endless;
mod ghosts;
mod menus;

use std::path::PathBuf;

use ledge_engine::Preset;
use ledge_game::{
    Buttons, GameMode, Level, Play, Replay, Script, Session, SessionEvent, Status, END_DELAY_STEPS,
};
use ledge_render::play_time;

use crate::controls::Action;
use crate::editor::EditScreen;
use crate::level_map;
use crate::menu::{PauseItem, TitleItem};
use crate::music::{track_for_level, Track};
use crate::play_view::PlayView;
use crate::save::{Preferences, Progress, Store};
use crate::settings_menu::SettingsItem;
use crate::sound::Sfx;

/// Steps the level-complete screen stays before the next level starts.
const LEVEL_COMPLETE_STEPS: u32 = 150;
/// Steps the game-over screen stays before the game starts over.
const GAME_OVER_STEPS: u32 = 180;
/// Steps the map says why a move was refused (2 s).
const REFUSED_STEPS: u64 = 120;

/// Where the settings screen returns to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Back {
    Title,
    Paused,
}

impl Back {
    /// The screen it names, its settings item chosen.
    fn screen(self) -> Screen {
        match self {
            Back::Title => Screen::Title { chosen: TitleItem::Settings },
            Back::Paused => Screen::Paused { chosen: PauseItem::Settings },
        }
    }
}

/// The game's screen; while the editor is open ([`App::is_editing`]), the
/// editor shows instead, and this is where leaving it goes back to.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Screen {
    Title { chosen: TitleItem },
    LevelSelect { chosen: usize },
    Playing,
    Paused { chosen: PauseItem },
    Settings { chosen: SettingsItem, back: Back, waiting: bool },
    LevelComplete { level: usize, time_s: f64, clock_s: f64, steps_left: u32 },
    GameOver { steps_left: u32 },
    Victory,
}

/// The desktop game, without its window.
pub struct App {
    levels: Vec<Level>,
    physics: Option<Preset>,
    script: Option<Script>,
    store: Option<Store>,
    screen: Screen,
    settings: Preferences,
    progress: Progress,
    view: PlayView,
    /// The level editor, while it is open.
    editor: Option<Box<EditScreen>>,
    /// The level the title screen's editor opens.
    my_level: Option<PathBuf>,
    /// True when leaving the editor leaves the game: it was all that was
    /// asked for (`ledge edit`), or the window's close button was pressed.
    edit_only: bool,
    notes: Vec<String>,
    logged: usize,
    /// The menus' sounds not yet played.
    sounds: Vec<Sfx>,
    quit: bool,
    /// Fixed steps since the game started: the clock of the menus' moving backdrop.
    ticks: u64,
    /// The climber's last walk on the level select's map.
    map_walk: level_map::Walk,
    /// Each level's par time, seconds: the built-in pack's shortest wins found.
    pars: Vec<Option<f64>>,
    /// The first level of the bonus worlds: the built-in pack's strips, after its chapters.
    bonus_from: Option<usize>,
    /// The step at which the map last refused a move to a level still locked.
    refused_at: Option<u64>,
    /// The first level of each world, where a game over goes back to: the
    /// built-in pack's worlds, or the first level of other levels.
    chapters: Vec<usize>,
    /// Endless play, while it is under way: its levels are the session's,
    /// made as it goes, and it keeps no progress.
    endless: Option<endless::Endless>,
    /// The recorded runs of the level being played, shown as ghosts.
    ghosts: ghosts::Ghosts,
}

/// How an [`App`] starts.
pub struct AppStart {
    /// The levels; the progress is saved only for the built-in pack.
    pub levels: Vec<Level>,
    /// True for the built-in pack.
    pub is_pack: bool,
    /// Physics for every level, instead of each level's own.
    pub physics: Option<Preset>,
    /// Buttons to play instead of the player's, step by step from each level's start.
    pub script: Option<Script>,
    /// Where saves go; `None` saves nothing.
    pub store: Option<Store>,
    /// Start playing at once instead of on the title screen.
    pub play_at_once: bool,
    /// The drawing surface's size in pixels.
    pub view_px: (f32, f32),
    /// Open the editor on this level file at once (a new level when it
    /// does not exist); leaving the editor then leaves the game.
    pub edit: Option<PathBuf>,
    /// The level the title screen's editor opens ([`crate::my_level`]).
    pub my_level: Option<PathBuf>,
}

impl App {
    /// A new game; the notes (a corrupt save moved aside) show on the title screen.
    pub fn new(start: AppStart) -> App {
        let (settings, mut progress, notes) = match &start.store {
            Some(store) => store.load(),
            None => (Preferences::default(), Progress::default(), Vec::new()),
        };
        let last = start.levels.len().saturating_sub(1);
        progress.reached = if start.is_pack { progress.reached.min(last) } else { last };
        let mut view = PlayView::new();
        view.resize(start.view_px);
        let mut app = App {
            levels: start.levels,
            physics: start.physics,
            script: start.script,
            store: start.store.filter(|_| start.is_pack),
            screen: Screen::Title { chosen: TitleItem::Play },
            settings,
            progress,
            view,
            editor: None,
            my_level: start.my_level,
            edit_only: start.edit.is_some(),
            notes,
            logged: 0,
            sounds: Vec::new(),
            quit: false,
            ticks: 0,
            map_walk: level_map::Walk::default(),
            pars: Vec::new(),
            bonus_from: ledge_game::pack::WORLDS
                .iter()
                .find(|w| w.bonus)
                .map(|w| w.first)
                .filter(|_| start.is_pack),
            refused_at: None,
            chapters: if start.is_pack {
                ledge_game::pack::WORLDS.iter().map(|w| w.first).collect()
            } else {
                vec![0]
            },
            endless: None,
            ghosts: ghosts::Ghosts::default(),
        };
        app.pars = (0..app.levels.len()).map(|i| par_seconds(start.is_pack, i)).collect();
        if let Some(file) = &start.edit {
            app.open_editor(file);
        } else if start.play_at_once {
            app.start(0);
        }
        app
    }

    /// The settings (volumes, screen shake, fullscreen, keys).
    pub fn settings(&self) -> &Preferences {
        &self.settings
    }

    /// Switches fullscreen on or off (F11), and remembers it.
    pub fn toggle_fullscreen(&mut self) {
        self.settings.fullscreen = !self.settings.fullscreen;
        self.save_settings();
    }

    /// Messages not yet logged: corrupt saves, failed writes. They stay on the title screen.
    pub fn new_notes(&mut self) -> Vec<String> {
        let new = self.notes[self.logged..].to_vec();
        self.logged = self.notes.len();
        new
    }

    /// Sounds to play now. Taken once.
    pub fn take_sounds(&mut self) -> Vec<Sfx> {
        let mut sounds = std::mem::take(&mut self.sounds);
        sounds.extend(self.view.take_sounds());
        if let Some(editor) = &mut self.editor {
            sounds.extend(editor.take_sounds());
        }
        sounds
    }

    /// The music wanted now: the title's on the title, level select,
    /// settings and victory screens; the level's world's while a level is
    /// played (paused, lost, or its settings open too); none in the editor
    /// nor over the level-complete panel, whose jingle plays alone.
    pub fn music(&self) -> Option<Track> {
        if self.editor.is_some() {
            return None;
        }
        let level = self.view.session().map(|s| track_for_level(&s.levels()[s.current()]));
        match self.screen {
            Screen::Title { .. } | Screen::LevelSelect { .. } | Screen::Victory => Some(Track::Title),
            Screen::Settings { back: Back::Title, .. } => Some(Track::Title),
            Screen::LevelComplete { .. } => None,
            Screen::Playing
            | Screen::Paused { .. }
            | Screen::Settings { back: Back::Paused, .. }
            | Screen::GameOver { .. } => level.or(Some(Track::Title)),
        }
    }

    /// True when the player chose to quit.
    pub fn wants_to_quit(&self) -> bool {
        self.quit
    }

    /// The screen's name: `title`, `level-select`, `playing`, `paused`,
    /// `settings`, `level-complete`, `game-over`, `victory`, or the
    /// editor's: `editor`, `editor-play-test`, `editor-form`,
    /// `editor-recover`, `editor-unsaved` or `editor-convert`.
    pub fn screen_name(&self) -> &'static str {
        if let Some(editor) = &self.editor {
            return editor.screen_name();
        }
        match self.screen {
            Screen::Title { .. } => "title",
            Screen::LevelSelect { .. } => "level-select",
            Screen::Playing => "playing",
            Screen::Paused { .. } => "paused",
            Screen::Settings { .. } => "settings",
            Screen::LevelComplete { .. } => "level-complete",
            Screen::GameOver { .. } => "game-over",
            Screen::Victory => "victory",
        }
    }

    /// The level being played (index from 0), if any.
    pub fn level(&self) -> Option<usize> {
        self.view.session().map(Session::current)
    }

    /// The level being played, if any.
    pub fn play(&self) -> Option<&Play> {
        self.view.session().map(Session::play)
    }

    /// The player's box, if a level is being played.
    pub fn player(&self) -> Option<ledge_engine::Rect> {
        self.view.session().map(|s| s.play().player())
    }

    /// The action waiting for a new key on the settings screen, if any.
    pub fn awaiting_key(&self) -> Option<Action> {
        match self.screen {
            Screen::Settings { chosen: SettingsItem::Key(action), waiting: true, .. } => Some(action),
            _ => None,
        }
    }

    /// Gives the waiting action its new key; `None` (Escape) keeps the old one.
    pub fn bind_key(&mut self, key: Option<&str>) {
        if let (Some(action), Some(key)) = (self.awaiting_key(), key) {
            self.settings.bindings.remap(action, key);
            self.save_settings();
        }
        if let Screen::Settings { waiting, .. } = &mut self.screen {
            *waiting = false;
        }
    }

    fn save_settings(&mut self) {
        if let Some(Err(e)) = self.store.as_ref().map(|s| s.save_settings(&self.settings)) {
            self.notes.push(e.to_string());
        }
    }

    fn save_progress(&mut self) {
        if let Some(Err(e)) = self.store.as_ref().map(|s| s.save_progress(&self.progress)) {
            self.notes.push(e.to_string());
        }
    }

    /// Keeps the winning attempt at `level`, `steps` long, as the level's
    /// best replay beside the progress. A game with a store plays the
    /// built-in pack, in its order, so the level's index names it.
    fn save_replay(&mut self, level: usize, steps: u64) {
        let (Some(store), Some(session)) = (&self.store, self.view.session()) else { return };
        let source = ledge_game::pack::PACK.get(level).map(|p| p.slug);
        let level = &self.levels[level];
        let preset = *session.play().preset();
        let replay = Replay::record(level, source, preset, &session.attempt_inputs(), steps);
        if let Err(e) = store.save_replay(&level.name, &replay.to_text()) {
            self.notes.push(e.to_string());
        }
        self.ghosts.forget();
    }

    fn mode(&self) -> GameMode {
        if self.settings.classic {
            GameMode::Classic
        } else {
            GameMode::Retry
        }
    }

    fn start(&mut self, level: usize) {
        let session = Session::starting_at(self.levels.clone(), self.physics, level)
            .with_mode(self.mode())
            .with_chapters(self.chapters.clone());
        self.endless = None;
        self.view.start(session);
        self.screen = Screen::Playing;
        self.sync_ghosts();
    }

    /// Starts endless play from `seed`: generated levels, one more made at
    /// each win.
    fn start_endless(&mut self, seed: u64) {
        let (endless, levels) = endless::Endless::new(seed);
        self.endless = Some(endless);
        self.view.start(Session::new(levels, None).with_mode(self.mode()));
        self.screen = Screen::Playing;
    }

    /// The level `level` of the game under way (endless play's are made as
    /// it goes) and its par time, seconds.
    fn level_and_par(&self, level: usize) -> Option<(&Level, Option<f64>)> {
        match (&self.endless, self.view.session()) {
            (Some(endless), Some(session)) => {
                Some((session.levels().get(level)?, endless.pars.get(level).copied()))
            }
            _ => Some((self.levels.get(level)?, self.pars.get(level).copied().flatten())),
        }
    }

    /// Leaves the level-complete or game-over screen: the session moves on.
    fn advance(&mut self) {
        self.screen = Screen::Playing;
        let event = self.view.move_on();
        self.on_event(event);
    }

    /// Advances one fixed step with `held` buttons (ignored when a script plays).
    pub fn step(&mut self, held: Buttons) {
        self.ticks += 1;
        if let Some(editor) = &mut self.editor {
            editor.step(held);
            return;
        }
        match &mut self.screen {
            Screen::Playing => self.step_play(held),
            Screen::LevelComplete { steps_left, .. } | Screen::GameOver { steps_left } => {
                *steps_left = steps_left.saturating_sub(1);
                if *steps_left == 0 {
                    self.advance();
                }
            }
            _ => {}
        }
    }

    fn step_play(&mut self, held: Buttons) {
        let Some(session) = self.view.session() else { return };
        if let Some(screen) = end_screen(session) {
            if let Screen::LevelComplete { .. } = screen {
                self.sounds.push(Sfx::LEVEL_COMPLETE);
            }
            self.screen = screen;
            return;
        }
        let buttons = self.script.as_ref().map_or(held, |s| s.buttons_at(session.play().frame() + 1));
        let event = self.view.step(buttons);
        self.on_event(event);
        self.sync_ghosts();
    }

    /// Keeps the progress of a win or a loss; shows the victory.
    fn on_event(&mut self, event: Option<SessionEvent>) {
        if let Some(endless) = &mut self.endless {
            // One more level at each win: the run has no last one.
            if let Some(SessionEvent::Won { .. }) = event {
                self.view.push_level(endless.next_level());
            }
            return;
        }
        match event {
            Some(SessionEvent::Won { level, steps }) => {
                let time_s = steps as f64 * self.step_seconds();
                let opened = (level + 1).min(self.levels.len() - 1);
                let name = &self.levels[level].name;
                // A kept run that no longer plays on the level (it changed) is replaced by any win.
                let best =
                    self.progress.levels.get(name).and_then(|r| r.best_s).is_none_or(|best| time_s < best)
                        || !self.ghosts.has_best(level);
                self.progress.record_win(name, time_s, opened);
                if self.view.session().is_some_and(|s| s.play().gems().0 > 0) {
                    self.progress.record_gem(name);
                }
                self.save_progress();
                if best {
                    self.save_replay(level, steps);
                }
            }
            Some(SessionEvent::Lost { level, .. }) => {
                self.progress.record_death(&self.levels[level].name);
                self.save_progress();
            }
            Some(SessionEvent::Victory) => self.screen = Screen::Victory,
            Some(SessionEvent::Started { .. } | SessionEvent::BackAtFlag { .. } | SessionEvent::GameOver)
            | None => {}
        }
    }

    /// The fixed step of the level being played, in seconds.
    pub fn step_seconds(&self) -> f64 {
        self.view.session().map_or(ledge_engine::STEP_60HZ, |s| s.play().world().config().step)
    }
}

/// The level-complete or game-over screen, when the game's next step would
/// move on from a level won (not the last) or a game lost: the session
/// moves on in the step that ends the delay after a win or a loss, so the
/// screen shows before it.
/// The par time of level `index` of the built-in pack (when the game
/// plays it), seconds: the solver's win that is its shipped replay.
fn par_seconds(is_pack: bool, index: usize) -> Option<f64> {
    let pack_level = ledge_game::pack::PACK.get(index).filter(|_| is_pack)?;
    Some(pack_level.par_frames() as f64 * ledge_engine::STEP_60HZ)
}

fn end_screen(session: &Session) -> Option<Screen> {
    let play = session.play();
    let moves_on = play.ended_at().is_some_and(|end| play.frame() + 1 >= end + END_DELAY_STEPS);
    if !moves_on {
        return None;
    }
    let last = session.current() + 1 == session.levels().len();
    match play.status() {
        Status::Won if !last => {
            let (level, time_s) = (session.current(), play_time(play));
            let clock_s = session.clock_steps() as f64 * play.world().config().step;
            Some(Screen::LevelComplete { level, time_s, clock_s, steps_left: LEVEL_COMPLETE_STEPS })
        }
        Status::Lost(_) if session.lives() == Some(0) => {
            Some(Screen::GameOver { steps_left: GAME_OVER_STEPS })
        }
        _ => None,
    }
}

#[cfg(test)]
pub(super) mod tests {
    use ledge_engine::FixedStep;

    use super::*;
    use crate::menu::MenuItem;

    /// A game of two built-in levels, Hop then First Steps, on its title
    /// screen or playing at once, with `script` instead of the player's buttons.
    pub(super) fn two_levels(script: Option<&str>, play_at_once: bool) -> App {
        let levels = ["hop", "first-steps"].map(|name| ledge_game::pack::find(name).unwrap().level());
        App::new(AppStart {
            levels: levels.to_vec(),
            is_pack: false,
            physics: None,
            script: script.map(|s| Script::parse(s).unwrap()),
            store: None,
            play_at_once,
            view_px: (640.0, 360.0),
            edit: None,
            my_level: None,
        })
    }

    /// The built-in pack saved in `dir`, playing its first level at once
    /// with `script` instead of the player's buttons.
    pub(super) fn pack_game(dir: &std::path::Path, script: &str) -> App {
        App::new(AppStart {
            levels: ledge_game::pack::levels(),
            is_pack: true,
            physics: None,
            script: Some(Script::parse(script).unwrap()),
            store: Some(Store::at(dir)),
            play_at_once: true,
            view_px: (640.0, 360.0),
            edit: None,
            my_level: None,
        })
    }

    /// [`pack_game`] played until its first level is won: on the level-complete screen.
    pub(super) fn win_first(dir: &std::path::Path, script: &str) -> App {
        let mut app = pack_game(dir, script);
        while app.screen_name() == "playing" {
            app.step(Buttons::NONE);
        }
        assert_eq!(app.screen_name(), "level-complete");
        app
    }

    #[test]
    fn the_same_inputs_play_the_same_at_any_display_rate() {
        let script = ledge_game::pack::find("hop").unwrap().script;
        let mut ends = Vec::new();
        for hz in [30.0, 60.0, 144.0] {
            let mut game = two_levels(Some(script), true);
            let mut clock = FixedStep::new(game.step_seconds(), crate::MAX_FRAME_S);
            let mut steps = 0;
            while steps < 150 {
                for _ in 0..clock.advance(1.0 / hz) {
                    if steps < 150 {
                        game.step(Buttons::NONE);
                        steps += 1;
                    }
                }
            }
            ends.push(game.player().unwrap());
        }
        assert_eq!(ends[0], ends[1]);
        assert_eq!(ends[1], ends[2]);
    }

    #[test]
    fn a_win_shows_the_level_complete_screen_then_the_next_level() {
        let script = ledge_game::pack::find("hop").unwrap().script;
        let mut game = two_levels(Some(script), true);
        let mut seen = Vec::new();
        for _ in 0..1200 {
            game.step(Buttons::NONE);
            if seen.last() != Some(&game.screen_name()) {
                seen.push(game.screen_name());
            }
        }
        assert_eq!(seen[..3], ["playing", "level-complete", "playing"]);
        assert_eq!(game.level(), Some(1));
    }

    #[test]
    fn the_level_complete_panel_plays_its_jingle_alone() {
        let script = ledge_game::pack::find("hop").unwrap().script;
        let mut game = two_levels(Some(script), true);
        let mut sounds = Vec::new();
        while game.screen_name() == "playing" {
            assert!(game.music().is_some());
            game.step(Buttons::NONE);
            sounds.extend(game.take_sounds());
        }
        assert_eq!(game.screen_name(), "level-complete");
        assert_eq!(sounds.last(), Some(&Sfx::LEVEL_COMPLETE));
        assert_eq!(game.music(), None, "the level's music stops for the jingle");
    }

    #[test]
    fn a_level_won_for_the_first_time_or_faster_keeps_its_run_as_a_replay_that_verifies() {
        let dir = std::env::temp_dir().join(format!("ledge-app-replays-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let first = ledge_game::pack::find("first-steps").unwrap();
        let game = |script: &str| win_first(&dir, script);
        game(first.script);
        let kept = Store::at(&dir).load_replay("First Steps").unwrap().expect("a replay kept");
        let replay = Replay::parse(&kept).unwrap();
        let level = first.level();
        assert_eq!(replay.source.as_deref(), Some("first-steps"));
        assert_eq!(replay.verify(&level, level.preset(None)).unwrap().frame, replay.frames);
        // A slower win (standing still for a second first) keeps the faster run.
        game(&format!("60 -\n{}", first.script));
        assert_eq!(Store::at(&dir).load_replay("First Steps").unwrap(), Some(kept));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_win_with_the_gem_taken_marks_the_gem_found_and_one_without_does_not() {
        let won = |plan: &str| {
            let level = Level::parse("gem.txt", &format!("name: Gem\n---\n.....\n{plan}\n#####\n")).unwrap();
            let mut app = App::new(AppStart {
                levels: vec![level.clone(), level],
                is_pack: false,
                physics: None,
                script: Some(Script::parse("90 right").unwrap()),
                store: None,
                play_at_once: true,
                view_px: (640.0, 360.0),
                edit: None,
                my_level: None,
            });
            for _ in 0..300 {
                if app.screen_name() != "playing" {
                    break;
                }
                app.step(Buttons::NONE);
            }
            assert_eq!(app.screen_name(), "level-complete");
            app.progress.levels["Gem"]
        };
        assert!(won(".@$.o").gem, "the gem was taken on the way to the coin");
        let behind = won("$@..o");
        assert!(behind.best_s.is_some() && !behind.gem, "the gem left behind is not found");
    }

    #[test]
    fn a_win_opens_the_next_level_and_its_time_and_par_mark_outlast_a_restart() {
        let dir = std::env::temp_dir().join(format!("ledge-app-map-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let first = &ledge_game::pack::PACK[0];
        let game = |script: Option<&str>| {
            App::new(AppStart {
                levels: ledge_game::pack::levels(),
                is_pack: true,
                physics: None,
                script: script.map(|s| Script::parse(s).unwrap()),
                store: Some(Store::at(&dir)),
                play_at_once: script.is_some(),
                view_px: (640.0, 360.0),
                edit: None,
                my_level: None,
            })
        };
        let mut app = game(Some(first.script));
        while app.screen_name() == "playing" {
            app.step(Buttons::NONE);
        }
        assert_eq!(app.screen_name(), "level-complete");
        // The game starts again: the map opens on the next level, the first keeps its time and mark.
        let mut app = game(None);
        for _ in 0..TitleItem::LevelSelect.position() {
            app.press(&crate::Press { actions: vec![Action::Down], ..crate::Press::default() });
        }
        app.press(&crate::Press { confirm: true, ..crate::Press::default() });
        assert_eq!(app.screen, Screen::LevelSelect { chosen: 1 });
        let best = app.progress.levels[&first.level().name].best_s.expect("a best time kept");
        let par = app.pars[0].expect("the first level has a par time");
        assert!(best <= par, "the solver's own run beats its par: best {best}, par {par}");
        let info = crate::level_map::MapInfo {
            levels: &app.levels,
            progress: &app.progress,
            pars: &app.pars,
            bonus_from: None,
            refused: false,
        };
        assert!(info.beat_par(0) && !info.beat_par(1));
        // The third level is locked: the climber cannot walk to it, so it cannot be entered.
        let key = |app: &mut App, action: Action| {
            app.press(&crate::Press { actions: vec![action], ..crate::Press::default() });
        };
        key(&mut app, Action::Right);
        assert_eq!(app.screen, Screen::LevelSelect { chosen: 1 }, "walked to a locked level");
        assert_eq!(app.refused_at, Some(app.ticks), "the map says the way on is locked");
        key(&mut app, Action::Left);
        assert_eq!(app.screen, Screen::LevelSelect { chosen: 0 });
        assert_eq!(app.map_walk, level_map::Walk { from: 1, since: app.ticks }, "the climber sets off");
        app.press(&crate::Press { confirm: true, ..crate::Press::default() });
        assert_eq!((app.screen_name(), app.level()), ("playing", Some(0)));
        std::fs::remove_dir_all(&dir).ok();
    }
}
