//! Scenes from the game's state: a level being played, or a whole game with
//! its heads-up display.

use ledge_game::{FigureKind, Play, Session};

use crate::{Hud, Scene, Sprite, SpriteKind, Status};

impl From<ledge_game::Status> for Status {
    fn from(status: ledge_game::Status) -> Status {
        match status {
            ledge_game::Status::Playing => Status::Playing,
            ledge_game::Status::Won => Status::Won,
            ledge_game::Status::Lost(_) => Status::Lost,
        }
    }
}

fn sprite_kind(kind: FigureKind) -> SpriteKind {
    match kind {
        FigureKind::Player => SpriteKind::Player,
        FigureKind::Coin => SpriteKind::Coin,
        FigureKind::Lava => SpriteKind::Lava,
        FigureKind::Monster => SpriteKind::Monster,
        FigureKind::Platform => SpriteKind::Platform,
    }
}

/// Seconds of play in the level, stopping at the win or loss.
pub fn play_time(play: &Play) -> f64 {
    let steps = play.ended_at().unwrap_or(play.frame());
    steps as f64 * play.world().config().step
}

impl<'a> Scene<'a> {
    /// The level being played, with no heads-up display.
    pub fn from_play(play: &'a Play) -> Scene<'a> {
        // Draw the player last, on top of everything it passes.
        let mut sprites: Vec<Sprite> = play
            .figures()
            .map(|f| Sprite { id: f.id, kind: sprite_kind(f.kind), rect: f.rect, facing_left: f.facing_left })
            .collect();
        sprites.rotate_left(1);
        Scene { grid: play.grid(), sprites, status: play.status().into(), hud: None }
    }

    /// The current level of a game, with the heads-up display: the level's
    /// name, lives, coins left and time.
    pub fn from_session(session: &'a Session) -> Scene<'a> {
        let play = session.play();
        let mut scene = Scene::from_play(play);
        let (taken, total) = play.coins();
        scene.hud = Some(Hud {
            level_name: session.levels()[session.current()].name.clone(),
            lives: Some(session.lives()),
            coins_left: total - taken,
            time_s: play_time(play),
        });
        scene
    }
}

#[cfg(test)]
mod tests {
    use ledge_game::{Buttons, Level, Session};

    use super::*;

    #[test]
    fn a_game_becomes_sprites_and_a_hud() {
        let level = Level::parse("one.txt", "......\n.@..o.\n######\n").unwrap();
        let mut game = Session::new(vec![level], None);
        for _ in 0..60 {
            game.step(Buttons::NONE);
        }
        let scene = Scene::from_session(&game);
        assert_eq!(scene.sprites.last().map(|s| s.kind), Some(SpriteKind::Player));
        assert_eq!(scene.sprites.iter().filter(|s| s.kind == SpriteKind::Coin).count(), 1);
        let hud = scene.hud.unwrap();
        assert_eq!((hud.lives, hud.coins_left), (Some(3), 1));
        assert!((hud.time_s - 1.0).abs() < 1e-9, "{}", hud.time_s);
        assert_eq!(scene.status, Status::Playing);
    }
}
