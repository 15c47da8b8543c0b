//! One moment of play to draw, in world units (cells): the grid, the moving
//! things on it, the level's status and the heads-up display.

use ledge_engine::{Grid, Rect, Vec2};

/// What a sprite is, which decides how it looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpriteKind {
    /// The player; its color follows the scene's [`Status`] (seed 002).
    Player,
    /// A coin.
    Coin,
    /// A moving (or static) block of lava.
    Lava,
    /// A monster: dies when stomped, kills otherwise.
    Monster,
    /// A moving platform that carries what stands on it.
    Platform,
}

/// A moving thing to draw: its kind and its box in cells.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprite {
    /// A number that stays the same for the same thing from one step to the
    /// next, so that [`Scene::interpolate`] can match sprites across steps.
    pub id: u32,
    /// What it is.
    pub kind: SpriteKind,
    /// Its box, in cells.
    pub rect: Rect,
    /// True when it faces left (the player's eye and a monster's look follow it).
    pub facing_left: bool,
}

impl Sprite {
    /// A sprite facing right.
    pub fn new(id: u32, kind: SpriteKind, rect: Rect) -> Sprite {
        Sprite { id, kind, rect, facing_left: false }
    }
}

/// Where the level stands (seed 002's `state.status`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Status {
    /// Still being played.
    #[default]
    Playing,
    /// Every coin is taken.
    Won,
    /// The player touched lava or a monster, or fell out.
    Lost,
}

/// The heads-up display: a band at the top of the picture.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Hud {
    /// The level's name.
    pub level_name: String,
    /// Lives left; `None` when the game has no lives (a single level played on its own).
    pub lives: Option<u32>,
    /// Coins still to take.
    pub coins_left: u32,
    /// Time spent in the level, in seconds.
    pub time_s: f64,
}

/// One moment to draw: seed 002's level plus state, in world units.
#[derive(Clone, Debug)]
pub struct Scene<'a> {
    /// The tiles and edges.
    pub grid: &'a Grid,
    /// The moving things, drawn in order (later ones on top).
    pub sprites: Vec<Sprite>,
    /// The level's status, which colors the player.
    pub status: Status,
    /// The heads-up display, if one is shown.
    pub hud: Option<Hud>,
}

impl<'a> Scene<'a> {
    /// A scene of just the grid: no sprites, playing, no heads-up display.
    pub fn new(grid: &'a Grid) -> Scene<'a> {
        Scene { grid, sprites: Vec::new(), status: Status::Playing, hud: None }
    }

    /// The level's size in cells.
    pub fn level_size(&self) -> Vec2 {
        Vec2::new(f64::from(self.grid.width()), f64::from(self.grid.height()))
    }

    /// The first player sprite, if any.
    pub fn player(&self) -> Option<&Sprite> {
        self.sprites.iter().find(|s| s.kind == SpriteKind::Player)
    }

    /// This scene with every sprite moved back towards where the sprite with
    /// the same id was in `previous`: `alpha` 0 is `previous`, 1 is `self`.
    /// Sprites that `previous` lacks are drawn where they are now; a sprite
    /// that jumped more than two cells (a respawn or a drip reset) is not
    /// smeared across the jump.
    pub fn interpolate(&self, previous: &Scene<'_>, alpha: f64) -> Scene<'a> {
        let mut scene = self.clone();
        for sprite in &mut scene.sprites {
            let Some(old) = previous.sprites.iter().find(|p| p.id == sprite.id) else { continue };
            let (dx, dy) = (sprite.rect.x - old.rect.x, sprite.rect.y - old.rect.y);
            if dx.abs() > 2.0 || dy.abs() > 2.0 {
                continue;
            }
            sprite.rect.x = old.rect.x + dx * alpha;
            sprite.rect.y = old.rect.y + dy * alpha;
        }
        scene
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interpolation_moves_matching_sprites_part_way() {
        let grid = Grid::new(10, 10);
        let mut before = Scene::new(&grid);
        before.sprites.push(Sprite::new(1, SpriteKind::Player, Rect::new(1.0, 1.0, 0.8, 1.5)));
        before.sprites.push(Sprite::new(2, SpriteKind::Lava, Rect::new(5.0, 1.0, 1.0, 1.0)));
        let mut after = before.clone();
        after.sprites[0].rect.x = 2.0;
        after.sprites[1].rect.y = 8.0; // a drip reset: too far to smear
        after.sprites.push(Sprite::new(3, SpriteKind::Coin, Rect::new(3.0, 3.0, 0.6, 0.6)));
        let mid = after.interpolate(&before, 0.25);
        assert_eq!(mid.sprites[0].rect.x, 1.25);
        assert_eq!(mid.sprites[1].rect.y, 8.0);
        assert_eq!(mid.sprites[2].rect.x, 3.0);
    }
}
