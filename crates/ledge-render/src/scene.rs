//! One moment of play to draw, in world units (cells): the grid, the game's
//! figures on it, the level's status and the heads-up display.

use ledge_engine::{Grid, Vec2};
use ledge_game::{Figure, FigureKind, Play, Session, Status, Theme};

use crate::{Ghost, Show};

/// The heads-up display: a band at the top of the picture.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Hud {
    /// The level's name.
    pub level_name: String,
    /// Lives left; `None` when the game has no lives.
    pub lives: Option<u32>,
    /// Deaths on the level, in a game without lives.
    pub deaths: Option<u32>,
    /// Coins still to take.
    pub coins_left: u32,
    /// Time spent in the level, in seconds.
    pub time_s: f64,
    /// Keys held, not yet used on a door.
    pub keys: u32,
    /// True once the level's gem is found.
    pub gem: bool,
}

/// One moment to draw: seed 002's level plus state, in world units.
#[derive(Clone, Debug)]
pub struct Scene<'a> {
    /// The tiles and edges.
    pub grid: &'a Grid,
    /// The moving things, drawn in order (later ones on top).
    pub figures: Vec<Figure>,
    /// The level's status: a lost player is drawn dark red, a winner with a
    /// halo (seed 002).
    pub status: Status,
    /// The heads-up display, if one is shown.
    pub hud: Option<Hud>,
    /// The world whose art it is drawn in.
    pub theme: Theme,
    /// Steps since the level started: the clock of coins' spin, lava's
    /// waves and the other loops of frames.
    pub time: u64,
    /// The look beyond where things are (poses, dust, squash), when the
    /// scene's steps were followed; without one, figures stand still.
    pub show: Option<&'a Show>,
    /// Whether the view shakes when the show says so (a setting turns it off).
    pub shake: bool,
    /// The checkpoints' cells (column and row).
    pub checkpoints: Vec<(u32, u32)>,
    /// The index in `checkpoints` of the one the player comes back at, once touched.
    pub checkpoint: Option<usize>,
    /// Whether a view reaching below the level shows its bottom row's
    /// ground going on down, and one wider than the level its sides' ground
    /// beside it, darkened as out of play (play); or the backdrop (the
    /// editor, where the level's edge must show).
    pub ground_below: bool,
    /// Recorded runs drawn beside the player, translucent, behind
    /// everything that moves.
    pub ghosts: Vec<Ghost>,
    /// The tracks of the elements that move (zip movers), from their
    /// first cell to their last (top-left corners), cells: drawn behind
    /// everything that moves.
    pub tracks: Vec<(Vec2, Vec2)>,
}

/// Seconds of play in the level, stopping at the win or loss.
pub fn play_time(play: &Play) -> f64 {
    let steps = play.ended_at().unwrap_or(play.frame());
    steps as f64 * play.world().config().step
}

impl<'a> Scene<'a> {
    /// A scene of just the grid: no figures, playing, no heads-up display.
    pub fn new(grid: &'a Grid) -> Scene<'a> {
        Scene {
            grid,
            figures: Vec::new(),
            status: Status::Playing,
            hud: None,
            theme: Theme::default(),
            time: 0,
            show: None,
            shake: true,
            checkpoints: Vec::new(),
            checkpoint: None,
            ground_below: true,
            ghosts: Vec::new(),
            tracks: Vec::new(),
        }
    }

    /// The level being played, with no heads-up display.
    pub fn from_play(play: &'a Play) -> Scene<'a> {
        // Draw the player last, on top of everything it passes.
        let mut figures: Vec<Figure> = play.figures().collect();
        figures.rotate_left(1);
        Scene {
            figures,
            status: play.status(),
            time: play.frame(),
            checkpoints: play.checkpoints().to_vec(),
            checkpoint: play.checkpoint(),
            tracks: play.element_tracks().collect(),
            ..Scene::new(play.grid())
        }
    }

    /// The current level of a game, with the heads-up display: the level's
    /// name, lives, coins left and time.
    pub fn from_session(session: &'a Session) -> Scene<'a> {
        let play = session.play();
        let mut scene = Scene::from_play(play);
        scene.theme = session.levels()[session.current()].settings.theme;
        let (taken, total) = play.coins();
        scene.hud = Some(Hud {
            level_name: session.levels()[session.current()].name.clone(),
            lives: session.lives(),
            deaths: session.lives().is_none().then(|| session.deaths()),
            coins_left: total - taken,
            time_s: session.clock_steps() as f64 * play.world().config().step,
            keys: play.keys(),
            gem: play.gems().0 > 0,
        });
        scene
    }

    /// The level's size in cells.
    pub fn level_size(&self) -> Vec2 {
        Vec2::new(f64::from(self.grid.width()), f64::from(self.grid.height()))
    }

    /// The first player figure, if any.
    pub fn player(&self) -> Option<&Figure> {
        self.figures.iter().find(|f| f.kind == FigureKind::Player)
    }

    /// This scene with every figure moved back towards where the figure with
    /// the same id was in `previous`: `alpha` 0 is `previous`, 1 is `self`.
    /// Figures that `previous` lacks are drawn where they are now; a figure
    /// that jumped more than two cells (a respawn or a drip reset) is not
    /// smeared across the jump.
    pub fn interpolate(&self, previous: &Scene<'_>, alpha: f64) -> Scene<'a> {
        let mut scene = self.clone();
        for figure in &mut scene.figures {
            let Some(old) = previous.figures.iter().find(|p| p.id == figure.id) else { continue };
            let (dx, dy) = (figure.rect.x - old.rect.x, figure.rect.y - old.rect.y);
            if dx.abs() > 2.0 || dy.abs() > 2.0 {
                continue;
            }
            figure.rect.x = old.rect.x + dx * alpha;
            figure.rect.y = old.rect.y + dy * alpha;
        }
        scene
    }
}

#[cfg(test)]
mod tests {
    use ledge_engine::Rect;
    use ledge_game::{Buttons, Level};

    use super::*;

    fn figure(id: u32, kind: FigureKind, rect: Rect) -> Figure {
        Figure { id, kind, rect, facing_left: false }
    }

    #[test]
    fn dripping_lava_is_drawn_dripping_in_a_level_with_elements_after_it() {
        let level =
            Level::parse("drip.txt", "physics: ledge\n---\n#######\n#..v..#\n#.....#\n#@..$G#\n#######\n")
                .unwrap();
        let play = Play::new(&level, level.preset(None));
        let scene = Scene::from_play(&play);
        let drip = scene.figures.iter().find_map(|f| match f.kind {
            FigureKind::Mechanic(art, state) => art.frame(state, f.id, f.rect, 0),
            _ => None,
        });
        assert_eq!(drip, Some("drip-0"));
    }

    #[test]
    fn interpolation_moves_matching_figures_part_way() {
        let grid = Grid::new(10, 10);
        let mut before = Scene::new(&grid);
        before.figures.push(figure(1, FigureKind::Player, Rect::new(1.0, 1.0, 0.8, 1.5)));
        before.figures.push(figure(2, FigureKind::MONSTER, Rect::new(5.0, 1.0, 1.0, 1.0)));
        let mut after = before.clone();
        after.figures[0].rect.x = 2.0;
        after.figures[1].rect.y = 8.0; // a drip reset: too far to smear
        after.figures.push(figure(3, FigureKind::COIN, Rect::new(3.0, 3.0, 0.6, 0.6)));
        let mid = after.interpolate(&before, 0.25);
        assert_eq!(mid.figures[0].rect.x, 1.25);
        assert_eq!(mid.figures[1].rect.y, 8.0);
        assert_eq!(mid.figures[2].rect.x, 3.0);
    }

    #[test]
    fn a_game_becomes_figures_player_last_and_a_hud() {
        let level = Level::parse("one.txt", "......\n.@..o.\n######\n").unwrap();
        let mut game = Session::new(vec![level], None);
        for _ in 0..60 {
            game.step(Buttons::NONE);
        }
        let scene = Scene::from_session(&game);
        assert_eq!(scene.figures.last().map(|f| f.kind), Some(FigureKind::Player));
        assert_eq!(scene.figures.iter().filter(|f| f.kind == FigureKind::COIN).count(), 1);
        let hud = scene.hud.unwrap();
        assert_eq!((hud.lives, hud.deaths, hud.coins_left), (None, Some(0), 1));
        assert!((hud.time_s - 1.0).abs() < 1e-9, "{}", hud.time_s);
        assert_eq!(scene.status, Status::Playing);
        let classic = game.with_mode(ledge_game::GameMode::Classic);
        let hud = Scene::from_session(&classic).hud.unwrap();
        assert_eq!((hud.lives, hud.deaths), (Some(3), None), "a classic game counts lives instead");
    }
}
