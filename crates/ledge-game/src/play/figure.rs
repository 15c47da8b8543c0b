//! The moving things of a level being played, as a renderer wants them.

use ledge_engine::{Rect, Vec2};

use super::Play;
use crate::element::{ElementKind, Phase, Placed};
use crate::Actor;

/// What a [`Figure`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FigureKind {
    /// The player.
    Player,
    /// A coin.
    Coin,
    /// A block of moving lava.
    Lava,
    /// A monster.
    Monster,
    /// A moving platform.
    Platform,
    /// An element (`src/element/`) in its phase: its frames are
    /// [`ElementKind::frames`].
    Element(ElementKind, Phase),
}

/// A moving thing of a level, as a renderer wants it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Figure {
    /// Stays the same for the same thing during an attempt (its index in
    /// the level's spawns; for a platform, the number of spawns plus its
    /// index in the level's platforms; for an element, the number of
    /// spawns and platforms plus its index in the level's elements), so
    /// that drawings can be interpolated between steps.
    pub id: u32,
    /// What it is.
    pub kind: FigureKind,
    /// Its box (top-left and size), cells.
    pub rect: Rect,
    /// True when it faces left: the player after walking left, a monster
    /// walking left, a platform moving left.
    pub facing_left: bool,
}

impl Play {
    /// Where the element `placed`, the `index`th, is: its platform's box
    /// for one that moves, its cell for the others.
    pub(crate) fn element_rect(&self, placed: &Placed, index: u32) -> Rect {
        let platform = self.stage.element_platforms.iter().find(|(i, _)| *i == index as usize);
        platform.and_then(|&(_, id)| self.world.platform(id)).map_or(placed.rect(), |p| p.rect)
    }

    /// The track of each element that moves (a zip mover): the first and
    /// the last point of its platform's path (top-left corners), cells.
    pub fn element_tracks(&self) -> impl Iterator<Item = (Vec2, Vec2)> + '_ {
        self.stage.element_platforms.iter().filter_map(|&(_, id)| {
            let points = &self.world.platform(id)?.path.waypoints;
            Some((points.first()?.pos, points.last()?.pos))
        })
    }

    /// Everything to draw, player first, then the moving platforms, then the
    /// other actors in plan order, then the elements still shown (not a
    /// taken key or gem), each with an id that stays the same for the
    /// whole attempt.
    pub fn figures(&self) -> impl Iterator<Item = Figure> + '_ {
        let player = Figure {
            id: self.stage.player_id,
            kind: FigureKind::Player,
            rect: self.player(),
            facing_left: self.game.facing_left,
        };
        // The level's own platforms; those of elements are drawn as theirs.
        let level_platforms = self.world.platforms().take(self.stage.platforms.len());
        let platforms = (self.stage.first_platform_id..).zip(level_platforms).map(|(id, (_, platform))| {
            Figure { id, kind: FigureKind::Platform, rect: platform.rect, facing_left: platform.vel.x < 0.0 }
        });
        let others = self.game.cast.iter().map(|(id, actor)| {
            let (kind, facing_left) = match actor {
                Actor::Coin(_) => (FigureKind::Coin, false),
                Actor::Lava(_) => (FigureKind::Lava, false),
                Actor::Monster(m) => (FigureKind::Monster, m.speed < 0.0),
            };
            Figure { id, kind, rect: actor.rect(), facing_left }
        });
        let first_element = self.stage.first_platform_id + self.stage.platforms.len() as u32;
        // A taken key or gem shows nothing, and is no figure.
        let shown = |(_, (placed, phase)): &(u32, (&Placed, &Phase))| !placed.kind.frames(**phase).is_empty();
        let elements = (first_element..)
            .zip(self.stage.elements.iter().zip(&self.game.phases))
            .filter(shown)
            .map(move |(id, (placed, &phase))| Figure {
                id,
                kind: FigureKind::Element(placed.kind, phase),
                rect: self.element_rect(placed, id - first_element),
                facing_left: false,
            });
        std::iter::once(player).chain(platforms).chain(others).chain(elements)
    }
}
