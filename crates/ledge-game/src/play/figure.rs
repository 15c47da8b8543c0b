//! The moving things of a level being played, as a renderer wants them.

use ledge_engine::{Rect, Vec2};

use super::Play;
use crate::element::{
    coin, lava, monster, platform, Art, ElementKind, Fit, Lava, Mechanic, Phase, Placed, MECHANICS,
};
use crate::{Actor, SpawnKind};

/// What a [`Figure`] is: the player, a mechanic that moves, shown as its
/// declared [`Art`] says, or an element, shown by its declaration. A
/// drawing, an observation or an editor asks it what to show and names no
/// mechanic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FigureKind {
    /// The player.
    Player,
    /// A mechanic that moves (a coin, lava, a monster, a moving platform),
    /// shown by its art in a state of its own (lava: 0 bouncing, 1
    /// dripping).
    Mechanic(&'static Art, u8),
    /// An element (`src/element/`) in its phase: its frames are
    /// [`ElementKind::frames`].
    Element(ElementKind, Phase),
}

impl FigureKind {
    /// A coin.
    pub const COIN: FigureKind = FigureKind::Mechanic(&coin::ART, 0);
    /// A moving platform.
    pub const PLATFORM: FigureKind = FigureKind::Mechanic(&platform::ART, 0);
    /// A monster.
    pub const MONSTER: FigureKind = FigureKind::Mechanic(&monster::ART, 0);

    /// A block of moving lava: dripping when it goes back to its start.
    pub fn lava(lava: &Lava) -> FigureKind {
        FigureKind::Mechanic(&lava::ART, u8::from(lava.reset.is_some()))
    }

    /// The art of a mechanic's figure; none for the player and the elements.
    pub fn art(self) -> Option<&'static Art> {
        match self {
            FigureKind::Mechanic(art, _) => Some(art),
            FigureKind::Player | FigureKind::Element(..) => None,
        }
    }

    /// Its channel in an observation: 0 for the player, its art's for a
    /// mechanic, 5 for an element.
    pub fn channel(self) -> f32 {
        match self {
            FigureKind::Player => 0.0,
            FigureKind::Mechanic(art, _) => art.channel,
            FigureKind::Element(..) => 5.0,
        }
    }

    /// True for ground underfoot (a moving platform), drawn as tiles.
    pub fn is_ground(self) -> bool {
        self.art().is_some_and(|art| art.fit == Fit::Row)
    }

    /// Its box when placed in the cell whose top-left corner is `at`, as
    /// an editor shows it: the player standing in the cell, a mechanic as
    /// its art says, an element filling the cell.
    pub fn placed_box(self, at: Vec2) -> Rect {
        let offset = match self {
            FigureKind::Player => Rect::new(0.1, -0.5, 0.8, 1.5),
            FigureKind::Mechanic(art, _) => art.editor_box,
            FigureKind::Element(..) => Rect::new(0.0, 0.0, 1.0, 1.0),
        };
        Rect::new(at.x + offset.x, at.y + offset.y, offset.w, offset.h)
    }
}

impl SpawnKind {
    /// The declaration of the mechanic it places; none for the player.
    pub fn mechanic(self) -> Option<&'static Mechanic> {
        match self.figure() {
            FigureKind::Mechanic(art, _) => MECHANICS.iter().copied().find(|m| m.name == art.name),
            FigureKind::Player | FigureKind::Element(..) => None,
        }
    }

    /// The figure of what it places, as it starts.
    pub fn figure(self) -> FigureKind {
        match self {
            SpawnKind::Player => FigureKind::Player,
            SpawnKind::Coin => FigureKind::COIN,
            SpawnKind::BouncingLava { .. } => FigureKind::Mechanic(&lava::ART, 0),
            SpawnKind::DrippingLava { .. } => FigureKind::Mechanic(&lava::ART, 1),
            SpawnKind::Monster { .. } => FigureKind::MONSTER,
        }
    }
}

impl Actor {
    /// Its figure's kind, and whether it faces left.
    pub(crate) fn figure(&self) -> (FigureKind, bool) {
        let (art, state, facing_left) = self.shown();
        (FigureKind::Mechanic(art, state), facing_left)
    }
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
            Figure { id, kind: FigureKind::PLATFORM, rect: platform.rect, facing_left: platform.vel.x < 0.0 }
        });
        let others = self.game.cast.iter().map(|(id, actor)| {
            let (kind, facing_left) = actor.figure();
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
