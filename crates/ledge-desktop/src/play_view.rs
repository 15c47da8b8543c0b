//! A game as the player sees and hears it: the session, the camera that
//! follows the player with a look ahead, the last step's figures to draw
//! between two steps, the [`Show`] of what each step did (poses, dust,
//! shake), the pauses it asks for, and the sounds.
//!
//! Hit-pause and the death freeze live here: the [`Show`] asks for them
//! and the view holds its picture while the fixed steps it owes pass
//! without stepping the game. The game's own steps are untouched, so
//! replays, the solver and agents see the same runs.

use ledge_engine::{Grid, Vec2};
use ledge_game::{Buttons, Event, Figure, Session, SessionEvent};
use ledge_render::{draw_scene, Camera, Canvas, Scene, Show, CELL_PX};

use crate::sound::{sfx_of, Sfx};

/// The most rows of cells the view shows.
const MAX_ROWS: u32 = 15;
/// The fewest rows the view zooms in to for a short level.
const MIN_ROWS: u32 = 8;
/// How much of the way to its goal the camera moves each step.
const CAMERA_SMOOTHING: f64 = 0.15;
/// How far ahead of the running player the camera looks, cells.
const LOOK_AHEAD: f64 = 3.0;
/// How much of the way to its look-ahead the camera moves each step.
const LOOK_EASE: f64 = 0.04;
/// Steps after a loss (with lives left) before the level starts over: with
/// the death freeze, play comes back in under a second (as a checkpoint's
/// respawn does, `ledge_game::RESPAWN_STEPS`).
const RESTART_AFTER_LOSS_STEPS: u64 = 36;

/// Screen pixels per art pixel for a view `height_px` tall on a level
/// `rows` cells high: a whole number, so every art pixel is a square; as
/// large as lets the view show [`MAX_ROWS`] rows, larger for a shorter
/// level so that it fills the height (never fewer than [`MIN_ROWS`] rows).
pub fn zoom_for(height_px: f32, rows: u32) -> u32 {
    let rows = rows.clamp(MIN_ROWS, MAX_ROWS) as f32;
    ((height_px / (rows * CELL_PX as f32)).ceil() as u32).max(1)
}

/// A game being played, if any, and how it shows.
pub struct PlayView {
    session: Option<Session>,
    size_px: (f32, f32),
    camera: Camera,
    prev_camera: Camera,
    prev_figures: Vec<Figure>,
    look: f64,
    show: Show,
    hold: u32,
    sounds: Vec<Sfx>,
}

impl PlayView {
    /// No game yet.
    pub fn new() -> PlayView {
        PlayView {
            session: None,
            size_px: (1.0, 1.0),
            camera: Camera::new(1.0, 1.0),
            prev_camera: Camera::new(1.0, 1.0),
            prev_figures: Vec::new(),
            look: 0.0,
            show: Show::new(),
            hold: 0,
            sounds: Vec::new(),
        }
    }

    /// The game being played, if any.
    pub fn session(&self) -> Option<&Session> {
        self.session.as_ref()
    }

    /// Plays `session`, the camera on the player.
    pub fn start(&mut self, session: Session) {
        self.session = Some(session);
        self.reset();
    }

    /// Ends the game.
    pub fn stop(&mut self) {
        self.session = None;
    }

    /// Stops or resumes the game's steps.
    pub fn set_paused(&mut self, paused: bool) {
        if let Some(session) = &mut self.session {
            session.set_paused(paused);
        }
    }

    /// Starts the level again.
    pub fn restart(&mut self) {
        if let Some(session) = &mut self.session {
            session.restart();
            self.reset();
        }
    }

    /// Fits the view to a drawing surface of `w` by `h` pixels, at a whole
    /// number of pixels per art pixel ([`zoom_for`]).
    pub fn resize(&mut self, size_px: (f32, f32)) {
        self.size_px = size_px;
        let rows = self.session.as_ref().map_or(MAX_ROWS, |s| s.play().grid().height());
        let cell = f64::from(zoom_for(size_px.1, rows) * CELL_PX);
        let (cw, ch) = (f64::from(size_px.0) / cell, f64::from(size_px.1) / cell);
        if (cw, ch) == (self.camera.width, self.camera.height) {
            return;
        }
        for camera in [&mut self.camera, &mut self.prev_camera] {
            camera.width = cw;
            camera.height = ch;
        }
        if let Some(session) = &self.session {
            let level = level_size(session.play().grid());
            self.camera.clamp_to(level);
            self.prev_camera.clamp_to(level);
        }
    }

    /// Puts the camera on the player at once and forgets the last step and
    /// its show (a new attempt).
    fn reset(&mut self) {
        self.show = Show::new();
        self.hold = 0;
        self.look = 0.0;
        self.resize(self.size_px);
        let Some(session) = &self.session else { return };
        let play = session.play();
        self.prev_figures = Scene::from_play(play).figures;
        self.camera.center_on(play.player().center(), level_size(play.grid()));
        self.prev_camera = self.camera;
    }

    /// Plays one step of the game with `buttons` held, with its show and
    /// sounds, the camera following the player; returns what the session
    /// did. While the show holds the picture (a hit-pause, the death
    /// freeze), the step passes without the game.
    pub fn step(&mut self, buttons: Buttons) -> Option<SessionEvent> {
        let session = self.session.as_mut()?;
        if self.hold > 0 {
            self.hold -= 1;
            self.prev_camera = self.camera;
            self.prev_figures = Scene::from_play(session.play()).figures;
            return None;
        }
        let before = Scene::from_play(session.play()).figures;
        let frame = session.play().frame();
        self.prev_camera = self.camera;
        let event = session.step(buttons);
        let play = session.play();
        // A paused or finished game does not step: its events are an older step's.
        let events = if play.frame() == frame { Vec::new() } else { play.events().to_vec() };
        if play.frame() != frame {
            self.show.step(play, &before);
            self.hold = self.show.take_hold();
        }
        let vx = play.body().vel.x;
        let goal = if vx.abs() > 1.0 { LOOK_AHEAD * vx.signum() } else { self.look };
        self.look += (goal - self.look) * LOOK_EASE;
        // The camera stays on a dead player where it died.
        let center = self.show.held_player().unwrap_or(play.player()).center();
        let target = Vec2::new(center.x + self.look, center.y);
        self.camera.follow(target, level_size(play.grid()), CAMERA_SMOOTHING);
        self.on_events(&events);
        self.prev_figures = before;
        self.moved_on(event);
        self.restart_after_loss();
        event
    }

    /// Once a lost attempt has shown its death for [`RESTART_AFTER_LOSS_STEPS`],
    /// starts the level over at once (the session would wait its full second
    /// of [`ledge_game::END_DELAY_STEPS`]). The last life lost waits for the
    /// game over as before.
    fn restart_after_loss(&mut self) {
        let Some(session) = &mut self.session else { return };
        let play = session.play();
        let lost = matches!(play.status(), ledge_game::Status::Lost(_));
        let shown = play.ended_at().is_some_and(|end| play.frame() >= end + RESTART_AFTER_LOSS_STEPS);
        if lost && shown && session.lives() > 0 {
            session.restart();
            self.reset();
        }
    }

    /// Leaves a level that is over: the step in which the session starts
    /// the next attempt, unseen.
    pub fn move_on(&mut self) -> Option<SessionEvent> {
        let event = self.session.as_mut()?.step(Buttons::NONE);
        self.moved_on(event);
        event
    }

    /// A new attempt shows from its start.
    fn moved_on(&mut self, event: Option<SessionEvent>) {
        if let Some(SessionEvent::Started { .. } | SessionEvent::GameOver) = event {
            self.reset();
        }
    }

    /// The sounds of what the last step did. When a later touch in the
    /// same step overrode the verdict, only the last verdict sounds.
    fn on_events(&mut self, events: &[Event]) {
        let verdict = events.iter().rposition(|e| matches!(e, Event::Won | Event::Lost(_)));
        for (i, event) in events.iter().enumerate() {
            let overridden = matches!(event, Event::Won | Event::Lost(_)) && Some(i) != verdict;
            if let (false, Some(sfx)) = (overridden, sfx_of(event)) {
                self.sounds.push(sfx);
            }
        }
    }

    /// Sounds to play now. Taken once.
    pub fn take_sounds(&mut self) -> Vec<Sfx> {
        std::mem::take(&mut self.sounds)
    }

    /// Draws the game, `alpha` of the way from the last step to this one:
    /// the level in its world's art, its heads-up display, the view shaken
    /// when `shake` allows.
    pub fn draw(&self, canvas: &mut dyn Canvas, alpha: f64, shake: bool) {
        let Some(session) = &self.session else { return };
        let now = Scene::from_session(session);
        let prev = Scene { figures: self.prev_figures.clone(), ..Scene::new(now.grid) };
        let mut scene = now.interpolate(&prev, alpha);
        scene.show = Some(&self.show);
        scene.shake = shake;
        let camera = self.camera.interpolate(&self.prev_camera, alpha);
        draw_scene(&scene, &camera, canvas);
    }
}

/// The size of the level of `grid`, in cells.
fn level_size(grid: &Grid) -> Vec2 {
    Scene::new(grid).level_size()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sounds of playing a built-in level with its winning script.
    fn sounds_of_winning(name: &str) -> Vec<Sfx> {
        let pack_level = ledge_game::pack::find(name).unwrap();
        let script = pack_level.script();
        let mut view = PlayView::new();
        view.start(Session::new(vec![pack_level.level()], None));
        let mut sounds = Vec::new();
        // The game's own frame picks the buttons: hit-pauses hold steps without the game.
        while let Some(frame) = view.session().map(|s| s.play().frame()).filter(|&f| f < script.frames()) {
            view.step(script.buttons_at(frame + 1));
            sounds.extend(view.take_sounds());
        }
        sounds
    }

    #[test]
    fn a_stomp_holds_the_picture_without_changing_the_run() {
        let pack_level = ledge_game::pack::find("stomp").unwrap();
        let (level, script) = (pack_level.level(), pack_level.script());
        let mut view = PlayView::new();
        view.start(Session::new(vec![level.clone()], None));
        let mut plain = ledge_game::Play::new(&level, level.preset(None));
        let (mut steps, mut held) = (0, 0);
        while plain.frame() < script.frames() {
            let before = view.session().unwrap().play().frame();
            view.step(script.buttons_at(before + 1));
            steps += 1;
            if view.session().unwrap().play().frame() == before {
                held += 1;
                continue;
            }
            plain.step(script.buttons_at(plain.frame() + 1));
            assert_eq!(view.session().unwrap().play().state_hash(), plain.state_hash(), "step {steps}");
        }
        assert!(held >= 2 * ledge_render::STOMP_HOLD_STEPS as usize, "two stomps held {held} steps");
    }

    #[test]
    fn coins_stomps_jumps_and_the_win_each_sound() {
        let sounds = sounds_of_winning("stomp");
        let count = |sfx: Sfx| sounds.iter().filter(|&&s| s == sfx).count();
        assert_eq!((count(Sfx::Coin), count(Sfx::Stomp), count(Sfx::Win), count(Sfx::Death)), (4, 2, 1, 0));
        assert!(count(Sfx::Jump) > 0, "{sounds:?}");
    }

    #[test]
    fn after_a_loss_the_level_plays_again_in_under_a_second() {
        let mut view = PlayView::new();
        view.start(Session::new(vec![ledge_game::pack::find("hot-floor").unwrap().level()], None));
        let mut since_loss = None;
        for _ in 0..600 {
            view.step(Buttons::RIGHT);
            let play = view.session().unwrap().play();
            if since_loss.is_none() && matches!(play.status(), ledge_game::Status::Lost(_)) {
                since_loss = Some(0);
            } else if let Some(n) = &mut since_loss {
                *n += 1;
                if play.status() == ledge_game::Status::Playing && play.frame() <= 1 {
                    break;
                }
            }
        }
        let steps = since_loss.expect("the player ran into the lava");
        assert!(steps < 60, "play came back after {steps} steps");
        assert_eq!(view.session().unwrap().lives(), ledge_game::LIVES - 1);
    }

    #[test]
    fn a_loss_sounds_the_death() {
        let mut view = PlayView::new();
        view.start(Session::new(vec![ledge_game::pack::find("hot-floor").unwrap().level()], None));
        let mut sounds = Vec::new();
        for _ in 0..600 {
            view.step(Buttons::RIGHT);
            sounds.extend(view.take_sounds());
        }
        assert!(sounds.contains(&Sfx::Death), "{sounds:?}");
    }

    #[test]
    fn only_the_last_verdict_of_a_step_sounds() {
        let mut view = PlayView::new();
        let events = [Event::CoinTaken { id: 7 }, Event::Won, Event::Lost(ledge_game::Cause::Monster)];
        view.on_events(&events);
        assert_eq!(view.take_sounds(), [Sfx::Coin, Sfx::Death]);
    }

    #[test]
    fn a_paused_game_repeats_no_sound() {
        let mut view = PlayView::new();
        view.start(Session::new(vec![ledge_game::pack::find("hop").unwrap().level()], None));
        let jumped = (0..60).any(|_| {
            view.step(Buttons::JUMP);
            view.take_sounds().contains(&Sfx::Jump)
        });
        assert!(jumped);
        view.set_paused(true);
        view.step(Buttons::JUMP);
        assert_eq!(view.take_sounds(), []);
    }
}
