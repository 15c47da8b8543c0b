//! The game as the player meets it: screens (title, level select, play,
//! pause, settings, level complete, game over, victory), the session, the
//! camera, effects and progress. It knows nothing of the window: the
//! frontend feeds it key presses and held buttons, steps it at the fixed
//! step and asks it to draw onto a [`Canvas`].

use ledge_engine::{Preset, Vec2};
use ledge_game::{Buttons, Level, Script, Session, SessionEvent, Status, END_DELAY_STEPS};
use ledge_render::{draw_scene, format_time, palette, play_time, Camera, Canvas, Scene, Sprite, SpriteKind};

use crate::controls::Action;
use crate::effects::Effects;
use crate::save::{Progress, Settings, Store};
use crate::screens;
use crate::sound::Sfx;

/// Rows of cells the view shows (before whole-pixel rounding).
const VIEW_ROWS: f64 = 15.0;
/// How much of the way to its goal the camera moves each step.
const CAMERA_SMOOTHING: f64 = 0.15;
/// Steps the level-complete screen stays before the next level starts.
const LEVEL_COMPLETE_STEPS: u32 = 150;
/// Steps the game-over screen stays before the game starts over.
const GAME_OVER_STEPS: u32 = 180;
/// The upward jump in speed that counts as a jump, cells/s.
const JUMP_KICK: f64 = 4.0;

/// A key or button press, as the app sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Press {
    /// The actions bound to the key.
    pub actions: Vec<Action>,
    /// Enter (or a gamepad's A): choose in menus.
    pub confirm: bool,
    /// Escape (or a gamepad's B): back in menus.
    pub back: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MenuKey {
    Up,
    Down,
    Left,
    Right,
    Confirm,
    Back,
}

impl Press {
    fn has(&self, action: Action) -> bool {
        self.actions.contains(&action)
    }

    /// What the press means in a menu: moving wins over choosing, so that
    /// Up (bound to both climbing and jumping) moves up.
    fn menu_key(&self) -> Option<MenuKey> {
        [
            (Action::Up, MenuKey::Up),
            (Action::Down, MenuKey::Down),
            (Action::Left, MenuKey::Left),
            (Action::Right, MenuKey::Right),
        ]
        .into_iter()
        .find(|(a, _)| self.has(*a))
        .map(|(_, k)| k)
        .or_else(|| (self.confirm || self.has(Action::Jump)).then_some(MenuKey::Confirm))
        .or_else(|| (self.back || self.has(Action::Pause)).then_some(MenuKey::Back))
    }
}

/// Where the settings screen returns to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Back {
    Title,
    Paused,
}

#[derive(Clone, Debug, PartialEq)]
enum Screen {
    Title { chosen: usize },
    LevelSelect { chosen: usize },
    Playing,
    Paused { chosen: usize },
    Settings { chosen: usize, back: Back, waiting: bool },
    LevelComplete { level: usize, time_s: f64, steps_left: u32 },
    GameOver { steps_left: u32 },
    Victory,
}

/// The settings screen's items after the key bindings.
const SETTINGS_TAIL: [&str; 2] = ["Reset keys", "Back"];

/// The desktop game, without its window.
pub struct App {
    levels: Vec<Level>,
    physics: Option<Preset>,
    script: Option<Script>,
    store: Option<Store>,
    session: Option<Session>,
    screen: Screen,
    settings: Settings,
    progress: Progress,
    camera: Camera,
    prev_camera: Camera,
    prev_sprites: Vec<Sprite>,
    effects: Effects,
    sounds: Vec<Sfx>,
    notes: Vec<String>,
    logged: usize,
    quit: bool,
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
}

impl App {
    /// A new game; the notes (a corrupt save moved aside) show on the title screen.
    pub fn new(start: AppStart) -> App {
        let (settings, mut progress, notes) = match &start.store {
            Some(store) => store.load(),
            None => (Settings::default(), Progress::default(), Vec::new()),
        };
        let last = start.levels.len().saturating_sub(1);
        progress.reached = if start.is_pack { progress.reached.min(last) } else { last };
        let mut app = App {
            levels: start.levels,
            physics: start.physics,
            script: start.script,
            store: start.store.filter(|_| start.is_pack),
            session: None,
            screen: Screen::Title { chosen: 0 },
            settings,
            progress,
            camera: Camera::new(1.0, 1.0),
            prev_camera: Camera::new(1.0, 1.0),
            prev_sprites: Vec::new(),
            effects: Effects::new(ledge_engine::STEP_60HZ),
            sounds: Vec::new(),
            notes,
            logged: 0,
            quit: false,
        };
        app.set_view(start.view_px);
        if start.play_at_once {
            app.start(0);
        }
        app
    }

    /// The settings (volume, scaling, fullscreen, keys).
    pub fn settings(&self) -> &Settings {
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
        std::mem::take(&mut self.sounds)
    }

    /// True when the player chose to quit.
    pub fn wants_to_quit(&self) -> bool {
        self.quit
    }

    /// The screen's name: `title`, `level-select`, `playing`, `paused`,
    /// `settings`, `level-complete`, `game-over` or `victory`.
    pub fn screen_name(&self) -> &'static str {
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
        self.session.as_ref().map(Session::current)
    }

    /// The player's box, if a level is being played.
    pub fn player(&self) -> Option<ledge_engine::Rect> {
        self.session.as_ref().map(|s| s.play().player())
    }

    /// The action waiting for a new key on the settings screen, if any.
    pub fn awaiting_key(&self) -> Option<Action> {
        match self.screen {
            Screen::Settings { chosen, waiting: true, .. } => {
                Action::ALL.get(chosen.checked_sub(3)?).copied()
            }
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
            self.notes.push(e);
        }
    }

    fn save_progress(&mut self) {
        if let Some(Err(e)) = self.store.as_ref().map(|s| s.save_progress(&self.progress)) {
            self.notes.push(e);
        }
    }

    fn start(&mut self, level: usize) {
        self.session = Some(Session::starting_at(self.levels.clone(), self.physics, level));
        self.screen = Screen::Playing;
        self.reset_view();
    }

    /// Puts the camera on the player at once and forgets the last step (a new attempt).
    fn reset_view(&mut self) {
        self.effects.clear();
        let Some(session) = &self.session else { return };
        let play = session.play();
        self.prev_sprites = Scene::from_play(play).sprites;
        let level = Vec2::new(f64::from(play.grid().width()), f64::from(play.grid().height()));
        self.camera.center_on(play.player().center(), level);
        self.prev_camera = self.camera;
    }

    fn set_view(&mut self, (w, h): (f32, f32)) {
        let mut scale = f64::from(h) / VIEW_ROWS;
        if self.settings.pixel_perfect {
            scale = scale.floor();
        }
        let scale = scale.max(1.0);
        let (cw, ch) = (f64::from(w) / scale, f64::from(h) / scale);
        if (cw, ch) == (self.camera.width, self.camera.height) {
            return;
        }
        for camera in [&mut self.camera, &mut self.prev_camera] {
            camera.width = cw;
            camera.height = ch;
        }
        if let Some(session) = &self.session {
            let grid = session.play().grid();
            let level = Vec2::new(f64::from(grid.width()), f64::from(grid.height()));
            self.camera.clamp_to(level);
            self.prev_camera.clamp_to(level);
        }
    }

    /// Handles a key or button press.
    pub fn press(&mut self, press: &Press) {
        match self.screen.clone() {
            Screen::Playing => {
                if press.has(Action::Pause) || press.back {
                    self.set_paused(true);
                    self.screen = Screen::Paused { chosen: 0 };
                } else if press.has(Action::Restart) {
                    self.restart();
                }
            }
            Screen::LevelComplete { .. } | Screen::GameOver { .. } => {
                if press.menu_key() == Some(MenuKey::Confirm) {
                    self.advance();
                }
            }
            screen => {
                if let Some(key) = press.menu_key() {
                    self.menu(screen, key);
                }
            }
        }
    }

    fn set_paused(&mut self, paused: bool) {
        if let Some(session) = &mut self.session {
            session.set_paused(paused);
        }
    }

    fn restart(&mut self) {
        if let Some(session) = &mut self.session {
            session.restart();
            self.reset_view();
        }
    }

    fn menu(&mut self, screen: Screen, key: MenuKey) {
        let step = |chosen: usize, len: usize| match key {
            MenuKey::Up => (chosen + len - 1) % len,
            MenuKey::Down => (chosen + 1) % len,
            _ => chosen,
        };
        match screen {
            Screen::Title { chosen } => match key {
                MenuKey::Confirm => match chosen {
                    0 => self.start(self.progress.reached),
                    1 => self.screen = Screen::LevelSelect { chosen: self.progress.reached },
                    2 => self.screen = Screen::Settings { chosen: 0, back: Back::Title, waiting: false },
                    _ => self.quit = true,
                },
                MenuKey::Back => self.quit = true,
                _ => self.screen = Screen::Title { chosen: step(chosen, 4) },
            },
            Screen::LevelSelect { chosen } => match key {
                MenuKey::Confirm => self.start(chosen),
                MenuKey::Back => self.screen = Screen::Title { chosen: 1 },
                _ => self.screen = Screen::LevelSelect { chosen: step(chosen, self.progress.reached + 1) },
            },
            Screen::Paused { chosen } => match (key, chosen) {
                (MenuKey::Back, _) | (MenuKey::Confirm, 0) => {
                    self.set_paused(false);
                    self.screen = Screen::Playing;
                }
                (MenuKey::Confirm, 1) => {
                    self.restart();
                    self.set_paused(false);
                    self.screen = Screen::Playing;
                }
                (MenuKey::Confirm, 2) => {
                    self.screen = Screen::Settings { chosen: 0, back: Back::Paused, waiting: false }
                }
                (MenuKey::Confirm, _) => {
                    self.session = None;
                    self.screen = Screen::Title { chosen: 0 };
                }
                _ => self.screen = Screen::Paused { chosen: step(chosen, 4) },
            },
            Screen::Settings { chosen, back, .. } => self.settings_menu(chosen, back, key, step),
            Screen::Victory => {
                if matches!(key, MenuKey::Confirm | MenuKey::Back) {
                    self.session = None;
                    self.screen = Screen::Title { chosen: 0 };
                }
            }
            Screen::Playing | Screen::LevelComplete { .. } | Screen::GameOver { .. } => {}
        }
    }

    fn settings_menu(
        &mut self,
        chosen: usize,
        back: Back,
        key: MenuKey,
        step: impl Fn(usize, usize) -> usize,
    ) {
        let len = 3 + Action::ALL.len() + SETTINGS_TAIL.len();
        let leave = || match back {
            Back::Title => Screen::Title { chosen: 2 },
            Back::Paused => Screen::Paused { chosen: 2 },
        };
        let s = &mut self.settings;
        let mut waiting = false;
        match (key, chosen) {
            (MenuKey::Back, _) => {
                self.screen = leave();
                return;
            }
            (MenuKey::Left, 0) => s.volume = s.volume.saturating_sub(1),
            (MenuKey::Right | MenuKey::Confirm, 0) => s.volume = (s.volume + 1).min(10),
            (MenuKey::Left | MenuKey::Right | MenuKey::Confirm, 1) => s.pixel_perfect = !s.pixel_perfect,
            (MenuKey::Left | MenuKey::Right | MenuKey::Confirm, 2) => s.fullscreen = !s.fullscreen,
            (MenuKey::Confirm, c) if c < len - 2 => waiting = true,
            (MenuKey::Confirm, c) if c == len - 2 => s.bindings = Default::default(),
            (MenuKey::Confirm, _) => {
                self.screen = leave();
                return;
            }
            _ => {
                self.screen = Screen::Settings { chosen: step(chosen, len), back, waiting: false };
                return;
            }
        }
        self.save_settings();
        // A new scale shows at the next draw.
        self.camera.width = 0.0;
        self.screen = Screen::Settings { chosen, back, waiting };
    }

    /// Leaves the level-complete or game-over screen: the session moves on.
    fn advance(&mut self) {
        self.screen = Screen::Playing;
        let event = self.session.as_mut().and_then(|s| s.step(Buttons::NONE));
        self.on_event(event);
    }

    /// Advances one fixed step with `held` buttons (ignored when a script plays).
    pub fn step(&mut self, held: Buttons) {
        self.effects.step();
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
        let Some(session) = &mut self.session else { return };
        let play = session.play();
        // The session moves on in the step that ends the 1 s after a win or
        // a loss; stop before it to show the level-complete or game-over screen.
        if play.ended_at().is_some_and(|end| play.frame() + 1 >= end + END_DELAY_STEPS) {
            let last = session.current() + 1 == session.levels().len();
            match play.status() {
                Status::Won if !last => {
                    let (level, time_s) = (session.current(), play_time(play));
                    self.screen = Screen::LevelComplete { level, time_s, steps_left: LEVEL_COMPLETE_STEPS };
                    return;
                }
                Status::Lost(_) if session.lives() == 0 => {
                    self.screen = Screen::GameOver { steps_left: GAME_OVER_STEPS };
                    return;
                }
                _ => {}
            }
        }
        let buttons = self.script.as_ref().map_or(held, |s| s.buttons_at(play.frame() + 1));
        let before = Scene::from_play(play).sprites;
        let vel_y = play.body().vel.y;
        self.prev_camera = self.camera;
        let event = session.step(buttons);

        // Effects: what vanished since the last step, and a sudden upward kick.
        let play = session.play();
        let now = Scene::from_play(play);
        let mut stomped = false;
        for gone in before.iter().filter(|b| !now.sprites.iter().any(|n| n.id == b.id)) {
            let (color, sfx) = match gone.kind {
                SpriteKind::Coin => (palette::COIN, Sfx::Coin),
                SpriteKind::Monster => (palette::MONSTER, Sfx::Stomp),
                _ => continue,
            };
            stomped |= sfx == Sfx::Stomp;
            self.effects.burst(gone.rect.center(), color, 14);
            self.sounds.push(sfx);
        }
        let new_vel_y = play.body().vel.y;
        if !stomped
            && play.status() == Status::Playing
            && new_vel_y < -JUMP_KICK
            && new_vel_y < vel_y - JUMP_KICK
        {
            self.sounds.push(Sfx::Jump);
        }
        let level = now.level_size();
        let target = play.player().center();
        self.prev_sprites = before;
        self.camera.follow(target, level, CAMERA_SMOOTHING);
        self.on_event(event);
    }

    fn on_event(&mut self, event: Option<SessionEvent>) {
        match event {
            Some(SessionEvent::Started { .. } | SessionEvent::GameOver) => self.reset_view(),
            Some(SessionEvent::Won { level, steps }) => {
                self.sounds.push(Sfx::Win);
                let name = self.levels[level].name.clone();
                let time_s = steps as f64 * self.step_seconds();
                let record = self.progress.levels.entry(name).or_default();
                record.best_s = Some(record.best_s.map_or(time_s, |b| b.min(time_s)));
                self.progress.reached = self.progress.reached.max((level + 1).min(self.levels.len() - 1));
                self.save_progress();
            }
            Some(SessionEvent::Lost { level, .. }) => {
                self.sounds.push(Sfx::Death);
                self.effects.flash();
                self.progress.levels.entry(self.levels[level].name.clone()).or_default().deaths += 1;
                self.save_progress();
            }
            Some(SessionEvent::Victory) => self.screen = Screen::Victory,
            None => {}
        }
    }

    /// The fixed step of the level being played, in seconds.
    pub fn step_seconds(&self) -> f64 {
        self.session.as_ref().map_or(ledge_engine::STEP_60HZ, |s| s.play().world().config().step)
    }

    /// Draws the current screen, `alpha` of the way from the last step to this one.
    pub fn draw(&mut self, canvas: &mut dyn Canvas, alpha: f64) {
        self.set_view(canvas.size());
        match &self.screen {
            Screen::Title { chosen } => {
                self.draw_backdrop(canvas);
                let items = ["Play", "Level select", "Settings", "Quit"].map(String::from);
                let mut notes = vec!["Arrows or WASD move - Space jumps - Esc pauses".to_string()];
                notes.extend(self.notes.iter().cloned());
                screens::menu(canvas, "LEDGE", &items, *chosen, &notes);
            }
            Screen::LevelSelect { chosen } => {
                self.draw_backdrop(canvas);
                let items: Vec<String> = self.levels[..=self.progress.reached]
                    .iter()
                    .enumerate()
                    .map(|(i, level)| {
                        let record = self.progress.levels.get(&level.name).copied().unwrap_or_default();
                        let best = record.best_s.map_or("-".to_string(), format_time);
                        format!("{:2}. {}  best {}  deaths {}", i + 1, level.name, best, record.deaths)
                    })
                    .collect();
                screens::menu(canvas, "LEVELS", &items, *chosen, &[]);
            }
            Screen::Settings { chosen, waiting, .. } => {
                self.draw_backdrop(canvas);
                let s = &self.settings;
                let onoff = |b: bool| if b { "on" } else { "off" };
                let mut items = vec![
                    format!("Volume  < {} >", s.volume),
                    format!("Whole-pixel scaling  {}", onoff(s.pixel_perfect)),
                    format!("Fullscreen (F11)  {}", onoff(s.fullscreen)),
                ];
                for (i, action) in Action::ALL.into_iter().enumerate() {
                    let keys = if *waiting && *chosen == i + 3 {
                        "press a key...".to_string()
                    } else {
                        s.bindings.keys(action).join(" ")
                    };
                    items.push(format!("{}: {}", action.label(), keys));
                }
                items.extend(SETTINGS_TAIL.map(String::from));
                screens::menu(canvas, "SETTINGS", &items, *chosen, &[]);
            }
            Screen::Playing => self.draw_play(canvas, alpha),
            Screen::Paused { chosen } => {
                let chosen = *chosen;
                self.draw_play(canvas, alpha);
                let items = ["Resume", "Restart", "Settings", "Quit"].map(String::from);
                screens::menu(canvas, "PAUSED", &items, chosen, &[]);
            }
            Screen::LevelComplete { level, time_s, .. } => {
                let deaths = self.session.as_ref().map_or(0, |s| s.stats()[*level].deaths);
                let lines = vec![
                    self.levels[*level].name.clone(),
                    format!("Time {}", format_time(*time_s)),
                    format!("Deaths {deaths}"),
                ];
                self.draw_play(canvas, alpha);
                screens::panel(canvas, "LEVEL COMPLETE", &lines);
            }
            Screen::GameOver { .. } => {
                self.draw_play(canvas, alpha);
                screens::panel(canvas, "GAME OVER", &["Back to the first level".to_string()]);
            }
            Screen::Victory => {
                let (time, deaths) = self.session.as_ref().map_or((0, 0), |s| {
                    s.stats().iter().fold((0, 0), |(t, d), st| (t + st.steps, d + st.deaths))
                });
                let lines = vec![
                    format!("Total time {}", format_time(time as f64 * self.step_seconds())),
                    format!("Deaths {deaths}"),
                ];
                self.draw_play(canvas, alpha);
                screens::panel(canvas, "VICTORY!", &lines);
            }
        }
    }

    /// The first level's tiles behind the menus.
    /// The first level behind the menus, standing on the bottom of the
    /// window so that its floor stays clear of the menu's title.
    fn draw_backdrop(&self, canvas: &mut dyn Canvas) {
        let grid = &self.levels[0].grid;
        let scene = Scene::new(grid);
        let mut camera = self.camera;
        camera.clamp_to(scene.level_size());
        camera.top = scene.level_size().y - camera.height;
        draw_scene(&scene, &camera, canvas);
    }

    fn draw_play(&self, canvas: &mut dyn Canvas, alpha: f64) {
        let Some(session) = &self.session else { return };
        let now = Scene::from_session(session);
        let prev = Scene { sprites: self.prev_sprites.clone(), ..Scene::new(now.grid) };
        let scene = now.interpolate(&prev, alpha);
        let camera = self.camera.interpolate(&self.prev_camera, alpha);
        draw_scene(&scene, &camera, canvas);
        let scale = f64::from(canvas.size().0) / camera.width;
        let to_px = |p: Vec2| (((p.x - camera.left) * scale) as f32, ((p.y - camera.top) * scale) as f32);
        self.effects.draw_particles(canvas, to_px, (scale * 0.15) as f32);
        self.effects.draw_flash(canvas);
    }
}

#[cfg(test)]
mod tests {
    use ledge_engine::FixedStep;

    use super::*;

    fn app(script: Option<&str>) -> App {
        let levels = ["hop", "first-steps"].map(|name| ledge_game::pack::find(name).unwrap().level());
        App::new(AppStart {
            levels: levels.to_vec(),
            is_pack: false,
            physics: None,
            script: script.map(|s| Script::parse(s).unwrap()),
            store: None,
            play_at_once: true,
            view_px: (640.0, 360.0),
        })
    }

    fn press(actions: &[Action]) -> Press {
        Press { actions: actions.to_vec(), ..Press::default() }
    }

    #[test]
    fn the_same_inputs_play_the_same_at_any_display_rate() {
        let script = ledge_game::pack::find("hop").unwrap().script;
        let mut ends = Vec::new();
        for hz in [30.0, 60.0, 144.0] {
            let mut game = app(Some(script));
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
        let mut game = app(Some(script));
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
    fn pause_stops_the_game_and_resume_goes_on() {
        let mut game = app(None);
        game.press(&press(&[Action::Pause]));
        assert_eq!(game.screen_name(), "paused");
        let before = game.player();
        for _ in 0..30 {
            game.step(Buttons::RIGHT);
        }
        assert_eq!(game.player(), before);
        game.press(&press(&[Action::Pause]));
        assert_eq!(game.screen_name(), "playing");
        for _ in 0..30 {
            game.step(Buttons::RIGHT);
        }
        assert!(game.player().unwrap().x > before.unwrap().x);
    }

    #[test]
    fn up_moves_in_menus_instead_of_choosing() {
        let mut game = app(None);
        game.press(&press(&[Action::Pause]));
        game.press(&press(&[Action::Up, Action::Jump]));
        game.press(&Press { confirm: true, ..Press::default() });
        // Up from "Resume" wraps to "Quit": back to the title.
        assert_eq!(game.screen_name(), "title");
        assert!(game.level().is_none());
    }
}
