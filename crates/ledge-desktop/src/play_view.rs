//! A game as the player sees and hears it: the session, the camera that
//! follows the player, the last step's figures to draw between two steps,
//! the level with its heads-up display, and the effects and sounds of what
//! each step did.

use ledge_engine::{Grid, Vec2};
use ledge_game::{Buttons, Event, Figure, Session, SessionEvent};
use ledge_render::{draw_scene, palette, Camera, Canvas, Color, Scene};

use crate::effects::Effects;
use crate::sound::Sfx;

/// Rows of cells the view shows (before whole-pixel rounding).
const VIEW_ROWS: f64 = 15.0;
/// How much of the way to its goal the camera moves each step.
const CAMERA_SMOOTHING: f64 = 0.15;
/// Particles in the burst of a coin taken or a monster stomped.
const BURST_PARTICLES: usize = 14;

/// A game being played, if any, and how it shows.
pub struct PlayView {
    session: Option<Session>,
    camera: Camera,
    prev_camera: Camera,
    prev_figures: Vec<Figure>,
    effects: Effects,
    sounds: Vec<Sfx>,
}

impl PlayView {
    /// No game yet.
    pub fn new() -> PlayView {
        PlayView {
            session: None,
            camera: Camera::new(1.0, 1.0),
            prev_camera: Camera::new(1.0, 1.0),
            prev_figures: Vec::new(),
            effects: Effects::new(ledge_engine::STEP_60HZ),
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

    /// Fits the view to a drawing surface of `w` by `h` pixels: [`VIEW_ROWS`]
    /// rows of cells, at a whole number of pixels per cell when `pixel_perfect`.
    pub fn resize(&mut self, (w, h): (f32, f32), pixel_perfect: bool) {
        let mut scale = f64::from(h) / VIEW_ROWS;
        if pixel_perfect {
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
            let level = level_size(session.play().grid());
            self.camera.clamp_to(level);
            self.prev_camera.clamp_to(level);
        }
    }

    /// Puts the camera on the player at once and forgets the last step and
    /// its effects (a new attempt).
    fn reset(&mut self) {
        self.effects.clear();
        let Some(session) = &self.session else { return };
        let play = session.play();
        self.prev_figures = Scene::from_play(play).figures;
        self.camera.center_on(play.player().center(), level_size(play.grid()));
        self.prev_camera = self.camera;
    }

    /// Plays one step of the game with `buttons` held, with its effects and
    /// sounds, the camera following the player; returns what the session did.
    pub fn step(&mut self, buttons: Buttons) -> Option<SessionEvent> {
        let session = self.session.as_mut()?;
        let before = Scene::from_play(session.play()).figures;
        let frame = session.play().frame();
        self.prev_camera = self.camera;
        let event = session.step(buttons);
        let play = session.play();
        // A paused or finished game does not step: its events are an older step's.
        let events = if play.frame() == frame { Vec::new() } else { play.events().to_vec() };
        self.camera.follow(play.player().center(), level_size(play.grid()), CAMERA_SMOOTHING);
        self.on_events(&events, &before);
        self.prev_figures = before;
        self.moved_on(event);
        event
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

    /// The bursts, flash and sounds of what the last step did: a jump, a
    /// coin taken or a monster stomped (its burst starts where `before`, the
    /// figures before the step, had it), and the level won or lost. When a
    /// later touch in the same step overrode the verdict, only the last
    /// verdict sounds.
    fn on_events(&mut self, events: &[Event], before: &[Figure]) {
        let verdict = events.iter().rposition(|e| matches!(e, Event::Won | Event::Lost(_)));
        for (i, event) in events.iter().enumerate() {
            match *event {
                Event::Jumped => self.sounds.push(Sfx::Jump),
                Event::CoinTaken { id } => self.burst(before, id, palette::COIN, Sfx::Coin),
                Event::MonsterStomped { id } => self.burst(before, id, palette::MONSTER, Sfx::Stomp),
                Event::Won | Event::Lost(_) if Some(i) != verdict => {}
                Event::Won => self.sounds.push(Sfx::Win),
                Event::Lost(_) => {
                    self.sounds.push(Sfx::Death);
                    self.effects.flash();
                }
                Event::Landed | Event::HitWall(_) | Event::HitCeiling | Event::Climbed => {}
            }
        }
    }

    /// A burst of `color` where the figure `id` was in `before`, and `sfx`.
    fn burst(&mut self, before: &[Figure], id: u32, color: Color, sfx: Sfx) {
        if let Some(figure) = before.iter().find(|f| f.id == id) {
            self.effects.burst(figure.rect.center(), color, BURST_PARTICLES);
        }
        self.sounds.push(sfx);
    }

    /// Advances the effects one fixed step.
    pub fn step_effects(&mut self) {
        self.effects.step();
    }

    /// Sounds to play now. Taken once.
    pub fn take_sounds(&mut self) -> Vec<Sfx> {
        std::mem::take(&mut self.sounds)
    }

    /// Draws the game, `alpha` of the way from the last step to this one:
    /// the level, its heads-up display and the effects.
    pub fn draw(&self, canvas: &mut dyn Canvas, alpha: f64) {
        let Some(session) = &self.session else { return };
        let now = Scene::from_session(session);
        let prev = Scene { figures: self.prev_figures.clone(), ..Scene::new(now.grid) };
        let scene = now.interpolate(&prev, alpha);
        let camera = self.camera.interpolate(&self.prev_camera, alpha);
        draw_scene(&scene, &camera, canvas);
        let scale = f64::from(canvas.size().0) / camera.width;
        let to_px = |p: Vec2| (((p.x - camera.left) * scale) as f32, ((p.y - camera.top) * scale) as f32);
        self.effects.draw_particles(canvas, to_px, (scale * 0.15) as f32);
        self.effects.draw_flash(canvas);
    }

    /// Draws the tiles of `grid` behind the menus, standing on the bottom
    /// of the view so that its floor stays clear of the menu's title.
    pub fn draw_backdrop(&self, grid: &Grid, canvas: &mut dyn Canvas) {
        let scene = Scene::new(grid);
        let mut camera = self.camera;
        camera.clamp_to(scene.level_size());
        camera.top = scene.level_size().y - camera.height;
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
        for frame in 1..=script.frames() {
            view.step(script.buttons_at(frame));
            sounds.extend(view.take_sounds());
        }
        sounds
    }

    #[test]
    fn coins_stomps_jumps_and_the_win_each_sound() {
        let sounds = sounds_of_winning("stomp");
        let count = |sfx: Sfx| sounds.iter().filter(|&&s| s == sfx).count();
        assert_eq!((count(Sfx::Coin), count(Sfx::Stomp), count(Sfx::Win), count(Sfx::Death)), (4, 2, 1, 0));
        assert!(count(Sfx::Jump) > 0, "{sounds:?}");
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
        let rect = ledge_engine::Rect::new(2.0, 3.0, 1.0, 1.0);
        let coin = Figure { id: 7, kind: ledge_game::FigureKind::Coin, rect, facing_left: false };
        let events = [Event::CoinTaken { id: 7 }, Event::Won, Event::Lost(ledge_game::Cause::Monster)];
        view.on_events(&events, &[coin]);
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
