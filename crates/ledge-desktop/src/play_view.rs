//! A game as the player sees and hears it: the session, the camera that
//! follows the player with a look ahead within the level's room the player
//! is in (moving to the next as the player crosses), the last step's figures to draw
//! between two steps, the [`Show`] of what each step did (poses, dust,
//! shake), the pauses it asks for, the sounds, and the ghosts of recorded
//! runs drawn at the game's own step.
//!
//! Hit-pause and the death freeze live here: the [`Show`] asks for them
//! and the view holds its picture while the fixed steps it owes pass
//! without stepping the game. The game's own steps are untouched, so
//! replays, the solver and agents see the same runs.

use std::rc::Rc;

use ledge_engine::{Grid, Rect, Vec2};
use ledge_game::{room_at, Buttons, Event, Figure, Session, SessionEvent};
use ledge_render::{draw_scene, Camera, Canvas, GhostRun, Scene, Show, CELL_PX};

use crate::iris::draw_iris;
use crate::sound::{sfx_of, sfx_of_cue, Sfx};

/// The rows of cells the view shows in every level, as many as today's
/// platformers show (Celeste: 180 pixels of 8-pixel tiles): 40 across at 16:9.
const VIEW_ROWS: f64 = 22.5;
/// How much of the way to its goal the camera moves each step.
const CAMERA_SMOOTHING: f64 = 0.15;
/// How far ahead of the running player the camera looks, cells.
const LOOK_AHEAD: f64 = 6.0;
/// How much of the way to its look-ahead the camera moves each step.
const LOOK_EASE: f64 = 0.05;
/// Steps the level's hint shows as its first attempt starts (4 s).
const HINT_STEPS: u64 = 240;
/// Rows of ground shown below a level shorter than the view (its sky fills the rest).
const GROUND_BELOW: f64 = 1.5;
/// How far the camera's target may stray from the view's centre before the
/// view follows, cells across and down.
const REACH: Vec2 = Vec2::new(1.5, 3.0);
/// Steps the iris takes to close on a dead player, and to open again on it
/// back at its flag.
const IRIS_STEPS: u64 = 8;

/// Screen pixels per art pixel for a view `height_px` tall: a whole
/// number, so every art pixel is a square, the nearest to showing
/// [`VIEW_ROWS`] rows (at 720 pixels, 2: 40 by 22.5 cells), whatever the level.
pub fn zoom_for(height_px: f32) -> u32 {
    (f64::from(height_px) / (VIEW_ROWS * f64::from(CELL_PX))).round().max(1.0) as u32
}

/// A game being played, if any, and how it shows.
pub struct PlayView {
    session: Option<Session>,
    size_px: (f32, f32),
    camera: Camera,
    prev_camera: Camera,
    prev_figures: Vec<Figure>,
    /// The game's step when `prev_figures` were taken.
    prev_frame: u64,
    /// Recorded runs shown beside the player, looked up by the game's step.
    ghosts: Vec<Rc<GhostRun>>,
    look: f64,
    show: Show,
    hold: u32,
    /// Steps left of the iris opening on the player back at its flag.
    opening: u64,
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
            prev_frame: 0,
            ghosts: Vec::new(),
            look: 0.0,
            show: Show::new(),
            hold: 0,
            opening: 0,
            sounds: Vec::new(),
        }
    }

    /// The game being played, if any.
    pub fn session(&self) -> Option<&Session> {
        self.session.as_ref()
    }

    /// Adds `level` after the session's last one (endless play).
    pub fn push_level(&mut self, level: ledge_game::Level) {
        if let Some(session) = &mut self.session {
            session.push_level(level);
        }
    }

    /// Plays `session`, the camera on the player.
    pub fn start(&mut self, session: Session) {
        self.session = Some(session);
        self.reset();
        self.opening = IRIS_STEPS;
    }

    /// Shows `ghosts` beside the player from now on (none: no ghosts).
    pub fn set_ghosts(&mut self, ghosts: Vec<Rc<GhostRun>>) {
        self.ghosts = ghosts;
    }

    /// The ghosts shown beside the player.
    pub fn ghosts(&self) -> &[Rc<GhostRun>] {
        &self.ghosts
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

    /// Starts the level again from its start.
    pub fn restart(&mut self) {
        if let Some(session) = &mut self.session {
            session.restart();
            self.reset();
        }
    }

    /// Goes back to the last flag touched (or the level's start), as a death does.
    pub fn retry(&mut self) {
        if let Some(session) = &mut self.session {
            session.retry();
            self.reset();
        }
    }

    /// Fits the view to a drawing surface of `w` by `h` pixels, at a whole
    /// number of pixels per art pixel ([`zoom_for`]).
    pub fn resize(&mut self, size_px: (f32, f32)) {
        self.size_px = size_px;
        let cell = f64::from(zoom_for(size_px.1) * CELL_PX);
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
            for camera in [&mut self.camera, &mut self.prev_camera] {
                camera.clamp_to(level);
                camera.rest_on_ground(level, GROUND_BELOW);
            }
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
        self.prev_frame = play.frame();
        let level = level_size(play.grid());
        let center = play.player().center();
        self.camera.center_on(center, level);
        self.camera.frame_in_room(center, room_of(session, center), level, REACH, 1.0);
        self.camera.rest_on_ground(level, GROUND_BELOW);
        self.prev_camera = self.camera;
    }

    /// Plays one step of the game with `buttons` held, with its show and
    /// sounds, the camera following the player; returns what the session
    /// did. While the show holds the picture (a hit-pause, the death
    /// freeze), the step passes without the game.
    pub fn step(&mut self, buttons: Buttons) -> Option<SessionEvent> {
        let session = self.session.as_mut()?;
        self.opening = self.opening.saturating_sub(1);
        if self.hold > 0 {
            self.hold -= 1;
            self.prev_camera = self.camera;
            self.prev_figures = Scene::from_play(session.play()).figures;
            self.prev_frame = session.play().frame();
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
            self.sounds.extend(self.show.cues().iter().map(|&cue| sfx_of_cue(cue)));
        }
        let vx = play.body().vel.x;
        let goal = if vx.abs() > 1.0 { LOOK_AHEAD * vx.signum() } else { self.look };
        self.look += (goal - self.look) * LOOK_EASE;
        // The camera stays on a dead player where it died.
        let center = self.show.held_player().unwrap_or(play.player()).center();
        let target = Vec2::new(center.x + self.look, center.y);
        let level = level_size(play.grid());
        // The room is the player's, not the look-ahead's: the view moves on as the player crosses.
        self.camera.frame_in_room(target, room_of(session, center), level, REACH, CAMERA_SMOOTHING);
        self.camera.rest_on_ground(level, GROUND_BELOW);
        self.on_events(&events);
        self.prev_figures = before;
        self.prev_frame = frame;
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
        if let Some(SessionEvent::Started { .. } | SessionEvent::BackAtFlag { .. } | SessionEvent::GameOver) =
            event
        {
            self.reset();
            self.opening = IRIS_STEPS;
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
        let frame = session.play().frame();
        scene.ghosts =
            self.ghosts.iter().filter_map(|run| run.between(self.prev_frame, frame, alpha)).collect();
        let camera = self.camera.interpolate(&self.prev_camera, alpha);
        draw_scene(&scene, &camera, canvas);
        if let Some(hint) = hint_now(session) {
            // What the player must see: itself, coins, monsters, elements.
            let scale = f64::from(canvas.size().0) / camera.width;
            let busy = |top: f32, bottom: f32| {
                let on_screen = |f: &&ledge_game::Figure| {
                    let (y0, y1) = ((f.rect.y - camera.top) * scale, (f.rect.bottom() - camera.top) * scale);
                    let across = f.rect.right() >= camera.left && f.rect.x <= camera.left + camera.width;
                    across && y1 >= f64::from(top) && y0 <= f64::from(bottom)
                };
                // The player most of all: the hint never covers it where it can help it.
                let weight = |f: &ledge_game::Figure| match f.kind {
                    ledge_game::FigureKind::Player => 10,
                    kind if kind.is_ground() => 0,
                    _ => 1,
                };
                scene.figures.iter().filter(on_screen).map(weight).sum()
            };
            crate::screens::hint(canvas, hint, &busy);
        }
        self.draw_iris(session, &camera, canvas, alpha);
    }

    /// The iris closing on a dead player on its way back to its flag, and
    /// opening on it there.
    fn draw_iris(&self, session: &Session, camera: &Camera, canvas: &mut dyn Canvas, alpha: f64) {
        let steps = IRIS_STEPS as f64;
        let open = match session.retry_in() {
            Some(left) if self.hold == 0 => (left as f64 - alpha) / steps,
            Some(left) => left as f64 / steps,
            None if self.opening > 0 => 1.0 - (self.opening as f64 - alpha) / steps,
            None => return,
        };
        let play = session.play();
        let at = self.show.held_player().unwrap_or(play.player()).center();
        let scale = f64::from(canvas.size().0) / camera.width;
        let center = ((at.x - camera.left) * scale, (at.y - camera.top) * scale);
        let pixel = scale / f64::from(CELL_PX);
        draw_iris(canvas, (center.0 as f32, center.1 as f32), open.clamp(0.0, 1.0) as f32, pixel as f32);
    }
}

/// The level's hint while it shows: in the first [`HINT_STEPS`] of the
/// level, until the player's first death there.
fn hint_now(session: &Session) -> Option<&str> {
    let level = &session.levels()[session.current()];
    let early = session.play().frame() < HINT_STEPS
        && session.deaths() == 0
        && session.play().status() == ledge_game::Status::Playing;
    level.settings.hint.as_deref().filter(|_| early)
}

/// The rectangle of the room of the session's level with `point` in it,
/// if the level has rooms and the point is in one.
fn room_of(session: &Session, point: Vec2) -> Option<Rect> {
    let rooms = &session.levels()[session.current()].settings.rooms;
    room_at(rooms, point).map(|i| rooms[i].rect())
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
        assert_eq!((count(Sfx::COIN), count(Sfx::STOMP), count(Sfx::WIN), count(Sfx::DEATH)), (4, 2, 1, 0));
        assert!(count(Sfx::JUMP) > 0, "{sounds:?}");
    }

    /// Window steps from a death, running right in `session`, to the
    /// player in control again.
    fn steps_back_in_control(session: Session) -> (u64, Session) {
        let mut view = PlayView::new();
        view.start(session);
        let mut since_death = None;
        for _ in 0..600 {
            view.step(Buttons::RIGHT);
            let session = view.session().unwrap();
            let play = session.play();
            let dead = !matches!(play.status(), ledge_game::Status::Playing) || play.respawning().is_some();
            match &mut since_death {
                None if dead => since_death = Some(0),
                None => {}
                Some(n) if dead || session.retry_in().is_some() => *n += 1,
                Some(n) => return (*n + 1, session.clone()),
            }
        }
        panic!("the player never died, or never came back");
    }

    #[test]
    fn after_a_death_the_player_is_in_control_again_within_half_a_second() {
        let air = "..........\n".repeat(6);
        let flag = ledge_game::Level::parse(
            "flag.txt",
            &format!("physics: ledge\n---\n{air}.@.F.++..o\n##########\n"),
        );
        let hot_floor = ledge_game::pack::find("hot-floor").unwrap().level();
        for (level, mode) in [
            (hot_floor.clone(), ledge_game::GameMode::Retry),
            (flag.unwrap(), ledge_game::GameMode::Retry),
            (hot_floor, ledge_game::GameMode::Classic),
        ] {
            let name = level.name.clone();
            let (steps, session) = steps_back_in_control(Session::new(vec![level], None).with_mode(mode));
            assert!(steps <= 30, "{name} ({mode:?}): in control {steps} steps after the death");
            assert_eq!(session.deaths(), 1);
            let lives = (mode == ledge_game::GameMode::Classic).then_some(ledge_game::LIVES - 1);
            assert_eq!(session.lives(), lives);
        }
    }

    /// A view of `name` on a 1280 by 720 window.
    fn view_of(name: &str) -> PlayView {
        let mut view = PlayView::new();
        view.resize((1280.0, 720.0));
        view.start(Session::new(vec![ledge_game::pack::find(name).unwrap().level()], None));
        view
    }

    #[test]
    fn every_level_shows_the_same_forty_by_twenty_two_cells_at_a_whole_zoom() {
        for name in ["first-steps", "meadow-run", "chimney", "summit"] {
            let view = view_of(name);
            assert_eq!((view.camera.width, view.camera.height), (40.0, 22.5), "{name}");
        }
        assert_eq!([540.0, 720.0, 1080.0, 1440.0].map(zoom_for), [2, 2, 3, 4]);
    }

    #[test]
    fn running_right_the_view_shows_more_ahead_than_behind_and_stays_in_the_level() {
        let air = ".".repeat(200) + "\n";
        let plan =
            format!("physics: ledge\n---\n{}.@{}o\n{}\n", air.repeat(8), ".".repeat(197), "#".repeat(200));
        let mut view = PlayView::new();
        view.resize((1280.0, 720.0));
        view.start(Session::new(vec![ledge_game::Level::parse("flat.txt", &plan).unwrap()], None));
        let level = level_size(view.session().unwrap().play().grid());
        let mut ahead = Vec::new();
        for step in 0..240 {
            view.step(Buttons::RIGHT);
            let camera = view.camera;
            assert!(camera.left >= 0.0 && camera.left + camera.width <= level.x, "step {step}: {camera:?}");
            assert_eq!(
                camera.top + camera.height,
                level.y + GROUND_BELOW,
                "a short level stands on the view's bottom"
            );
            let x = view.session().unwrap().play().player().center().x;
            ahead.push((x - camera.left) / camera.width);
        }
        let settled = ahead[120..].iter().copied().fold(0.0, f64::max);
        assert!(settled < 0.42, "the running player stands at {settled:.2} of the width");
    }

    #[test]
    fn the_view_frames_the_player_s_room_and_moves_to_the_next_as_the_player_crosses() {
        let air = ".".repeat(80) + "\n";
        let plan = format!(
            "physics: ledge\nrooms: 0,0 40x23; 40,0 40x23\n---\n{}.@{}o\n{}\n",
            air.repeat(21),
            ".".repeat(77),
            "#".repeat(80)
        );
        let mut view = PlayView::new();
        view.resize((1280.0, 720.0));
        view.start(Session::new(vec![ledge_game::Level::parse("rooms.txt", &plan).unwrap()], None));
        let mut crossed_at = None;
        for step in 0..600 {
            view.step(Buttons::RIGHT);
            let (camera, x) = (view.camera, view.session().unwrap().play().player().center().x);
            assert!(camera.top >= 0.0 && camera.top + camera.height <= 23.0, "step {step}: {camera:?}");
            match crossed_at {
                None if x < 40.0 => assert_eq!(camera.left, 0.0, "step {step}: only the first room, x {x}"),
                None => crossed_at = Some(step),
                Some(at) if step >= at + 30 => assert!(camera.left > 39.5, "step {step}: {camera:?}"),
                Some(_) => assert!(camera.left > 0.0, "step {step}: the view moves on at once"),
            }
        }
        assert!(crossed_at.is_some(), "the player never crossed");
    }

    #[test]
    fn the_level_s_hint_shows_as_it_starts_until_four_seconds_or_a_death() {
        let mut view = view_of("hot-floor");
        let hint = |view: &PlayView| hint_now(view.session().unwrap()).map(str::to_string);
        assert_eq!(hint(&view).as_deref(), Some("Red is lava. Don't touch it."));
        while view.session().unwrap().deaths() == 0 {
            assert!(hint(&view).is_some());
            view.step(Buttons::RIGHT);
        }
        assert_eq!(hint(&view), None, "gone after a death");
        let mut view = view_of("hot-floor");
        for _ in 0..HINT_STEPS {
            view.step(Buttons::NONE);
        }
        assert_eq!(hint(&view), None, "gone after four seconds");
    }

    #[test]
    fn the_hint_is_gone_once_the_level_is_won_so_it_never_shows_behind_level_complete() {
        let first = ledge_game::pack::find("first-steps").unwrap();
        let script = first.script();
        let mut view = view_of(first.slug);
        assert!(hint_now(view.session().unwrap()).is_some());
        while view.session().unwrap().play().status() == ledge_game::Status::Playing {
            let frame = view.session().unwrap().play().frame();
            view.step(script.buttons_at(frame + 1));
        }
        assert!(
            view.session().unwrap().play().frame() < HINT_STEPS,
            "the level is won within the hint's time"
        );
        assert_eq!(hint_now(view.session().unwrap()), None);
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
        assert!(sounds.contains(&Sfx::DEATH), "{sounds:?}");
    }

    #[test]
    fn only_the_last_verdict_of_a_step_sounds() {
        let mut view = PlayView::new();
        let events = [Event::CoinTaken { id: 7 }, Event::Won, Event::Lost(ledge_game::Cause::Monster)];
        view.on_events(&events);
        assert_eq!(view.take_sounds(), [Sfx::COIN, Sfx::DEATH]);
    }

    #[test]
    fn a_paused_game_repeats_no_sound() {
        let mut view = PlayView::new();
        view.start(Session::new(vec![ledge_game::pack::find("hop").unwrap().level()], None));
        let jumped = (0..60).any(|_| {
            view.step(Buttons::JUMP);
            view.take_sounds().contains(&Sfx::JUMP)
        });
        assert!(jumped);
        view.set_paused(true);
        view.step(Buttons::JUMP);
        assert_eq!(view.take_sounds(), []);
    }
}
