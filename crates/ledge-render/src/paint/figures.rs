//! Painting what moves: the ghosts of recorded runs, moving platforms,
//! coins spinning and sparkling, lava bouncing and dripping, monsters
//! walking, the player posed by the scene's [`crate::Show`], what has just
//! left (a coin's sparkle, a flattened monster) and the specks.

use ledge_engine::{Grid, Rect, Tile};
use ledge_game::{Figure, FigureKind, Look, Status};

use super::Painter;
use crate::art::CELL_PX;
use crate::autotile;
use crate::image::Stamp;
use crate::show::{Pose, Scarf, Show, FADE_STEPS, SCARF, SCARF_SPENT};
use crate::{Ghost, Scene};

const SPIN: [&str; 6] = ["spin-0", "spin-1", "spin-2", "spin-3", "spin-4", "spin-5"];
const SPARKLE: [&str; 4] = ["sparkle-0", "sparkle-1", "sparkle-2", "sparkle-3"];
const BALL: [&str; 4] = ["ball-0", "ball-1", "ball-2", "ball-3"];
const DRIP: [&str; 4] = ["drip-0", "drip-1", "drip-2", "drip-3"];
const WALK: [&str; 4] = ["walk-0", "walk-1", "walk-2", "walk-3"];
const FLAG: [&str; 4] = ["checkpoint-on-0", "checkpoint-on-1", "checkpoint-on-2", "checkpoint-on-3"];
/// Steps each frame of a raised flag's waving shows.
const FLAG_STEPS: u64 = 8;
/// Steps each frame of a coin's spin shows.
const SPIN_STEPS: u64 = 6;
/// A coin sparkles once in this many steps, for the sparkle's four frames.
const SPARKLE_EVERY: u64 = 150;
const SPARKLE_STEPS: u64 = 4;
/// Steps each frame of an element's animation shows.
const ELEMENT_STEPS: u64 = 8;
/// Cells a monster walks per frame of its walk.
const WALK_STRIDE: f64 = 0.25;
/// How opaque a fresh afterimage of the dash is, of 255.
const AFTERIMAGE_ALPHA: f64 = 150.0;

impl Painter<'_> {
    /// Every figure, the elements first (behind what moves), then the
    /// others in the scene's order.
    pub(super) fn figures(&mut self, scene: &Scene<'_>) {
        for ghost in &scene.ghosts {
            self.ghost(ghost);
        }
        for figure in &scene.figures {
            // False walls are painted with the walls they join (`tiles.rs`).
            match figure.kind {
                FigureKind::Element(kind, phase) if kind.decl().look != Look::Wall => {
                    self.element(scene, figure, kind.frames(phase))
                }
                _ => {}
            }
        }
        for figure in &scene.figures {
            match figure.kind {
                FigureKind::Element(..) => {}
                FigureKind::Platform => self.platform(figure.rect),
                FigureKind::Coin => self.coin(figure),
                FigureKind::Lava => {
                    let frames = if scene.drips.contains(&figure.id) { DRIP } else { BALL };
                    let name = frames[(self.time / 5 + u64::from(figure.id)) as usize % 4];
                    self.fitted(name, figure.rect, figure.facing_left, (1.0, 1.0));
                }
                FigureKind::Monster => {
                    let step = (figure.rect.x / WALK_STRIDE).floor().rem_euclid(4.0) as usize;
                    self.standing(WALK[step], figure.rect, figure.facing_left, (1.0, 1.0));
                }
                FigureKind::Player => self.player(scene, figure),
            }
        }
    }

    /// The tracks of the elements that move: a rail along each, a cog at
    /// each end of a row of them (a row of zip movers is one block).
    pub(super) fn tracks(&mut self, scene: &Scene<'_>) {
        let beside =
            |at: ledge_engine::Vec2,
             dx: f64,
             ends: fn(&(ledge_engine::Vec2, ledge_engine::Vec2)) -> ledge_engine::Vec2| {
                scene.tracks.iter().map(ends).any(|e| e.y == at.y && e.x == at.x + dx)
            };
        for &(from, to) in &scene.tracks {
            let (x0, x1) = (from.x.min(to.x).round() as i64, from.x.max(to.x).round() as i64);
            let (y0, y1) = (from.y.min(to.y).round() as i64, from.y.max(to.y).round() as i64);
            for y in y0..=y1 {
                for x in x0..=x1 {
                    let (px, py) = self.cell_px(x, y);
                    self.sprite_at("zip-track", px, py);
                }
            }
            let outer = [(from, !beside(from, -1.0, |t| t.0)), (to, !beside(to, 1.0, |t| t.1))];
            for (end, _) in outer.into_iter().filter(|&(_, outer)| outer) {
                let (px, py) = self.cell_px(end.x.round() as i64, end.y.round() as i64);
                self.sprite_at("zip-cog", px, py);
            }
        }
    }

    /// An element's frames, shown in turn over its cell. A frame with a
    /// `-below` part (a shut door's) fills a one-cell gap under the cell
    /// down to the floor: a player cannot pass under it, so it is drawn
    /// shut to the ground.
    fn element(&mut self, scene: &Scene<'_>, figure: &Figure, frames: &[&str]) {
        if frames.is_empty() {
            return;
        }
        let frame =
            frames[((self.time / ELEMENT_STEPS + u64::from(figure.id)) % frames.len() as u64) as usize];
        self.fitted(frame, figure.rect, false, (1.0, 1.0));
        if gap_to_floor_below(scene.grid, figure.rect) {
            // Drawn only where the art has that part (`fitted` skips a missing frame).
            let rect = Rect::new(figure.rect.x, figure.rect.y + 1.0, figure.rect.w, figure.rect.h);
            self.fitted(&format!("{frame}-below"), rect, false, (1.0, 1.0));
        }
    }

    fn platform(&mut self, rect: Rect) {
        let cells = rect.w.round().max(1.0) as u32;
        let (x, y) = self.point_px(rect.x, rect.y);
        for i in 0..cells {
            self.sprite_at(autotile::platform(i, cells), x + (i * CELL_PX) as i32, y);
        }
    }

    fn coin(&mut self, figure: &Figure) {
        let t = self.time + u64::from(figure.id) * 7;
        let spin = SPIN[(t / SPIN_STEPS % 6) as usize];
        let (cx, cy) = self.point_px(figure.rect.center().x, figure.rect.center().y);
        self.centered(spin, cx, cy);
        let sparkle = (t + u64::from(figure.id) * 37) % SPARKLE_EVERY;
        if sparkle < SPARKLE_STEPS * 4 {
            self.centered(SPARKLE[(sparkle / SPARKLE_STEPS) as usize], cx - 3, cy - 4);
        }
    }

    fn player(&mut self, scene: &Scene<'_>, figure: &Figure) {
        let (pose, squash, shows) = match scene.show {
            Some(show) => (show.pose(), show.squash(), show.player_shows()),
            None if matches!(scene.status, Status::Lost(_)) => {
                (Pose::Hurt, ledge_engine::Vec2::new(1.0, 1.0), true)
            }
            None => (Pose::Idle(0), ledge_engine::Vec2::new(1.0, 1.0), true),
        };
        let rect = scene.show.and_then(Show::held_player).unwrap_or(figure.rect);
        let scarf = scene.show.map_or(Scarf::Ready, Show::scarf);
        for image in scene.show.map_or(&[][..], Show::afterimages) {
            let alpha = (AFTERIMAGE_ALPHA * (1.0 - image.fade)).round() as u8;
            let color = SCARF_SPENT[0].with_alpha(alpha);
            let Some(stamp) =
                self.standing_stamp(image.pose.frame(), image.rect, image.facing_left, (1.0, 1.0))
            else {
                continue;
            };
            if let Some(sprite) = self.art.sprite(image.pose.frame()) {
                self.image.paint_silhouette(sprite, stamp, color);
            }
        }
        if shows {
            let Some(stamp) =
                self.standing_stamp(pose.frame(), rect, figure.facing_left, (squash.x, squash.y))
            else {
                return;
            };
            let [lit, shade] = scarf.colors();
            let swap = [(SCARF[0], lit), (SCARF[1], shade)];
            if let Some(sprite) = self.art.sprite(pose.frame()) {
                self.image.paint_swapped(sprite, stamp, &swap);
            }
        }
    }

    /// A recorded run's player: its sprite tinted and see-through.
    fn ghost(&mut self, ghost: &Ghost) {
        let name = ghost.pose.frame();
        let Some(stamp) = self.standing_stamp(name, ghost.rect, ghost.facing_left, (1.0, 1.0)) else {
            return;
        };
        if let Some(sprite) = self.art.sprite(name) {
            self.image.paint_tinted(sprite, stamp, ghost.kind.tint());
        }
    }

    /// The frame `name` standing on the bottom of `rect`, centred across
    /// it, scaled so that its height is the box's, then by `squash`.
    fn standing(&mut self, name: &str, rect: Rect, flip: bool, squash: (f64, f64)) {
        let Some(stamp) = self.standing_stamp(name, rect, flip, squash) else { return };
        if let Some(sprite) = self.art.sprite(name) {
            self.image.paint(sprite, stamp);
        }
    }

    /// Where [`Self::standing`] paints the frame `name`.
    fn standing_stamp(&self, name: &str, rect: Rect, flip: bool, squash: (f64, f64)) -> Option<Stamp> {
        let sprite = self.art.sprite(name)?;
        let k = rect.h * f64::from(CELL_PX) / f64::from(sprite.height());
        let width = (f64::from(sprite.width()) * k * squash.0).round() as i32;
        let height = (f64::from(sprite.height()) * k * squash.1).round() as i32;
        let (cx, bottom) = self.point_px(rect.center().x, rect.bottom());
        Some(Stamp { x: cx - width / 2, y: bottom - height, width, height, flip })
    }

    /// The frame `name` stretched over `rect`.
    fn fitted(&mut self, name: &str, rect: Rect, flip: bool, squash: (f64, f64)) {
        let Some(sprite) = self.art.sprite(name) else { return };
        let (x, y) = self.point_px(rect.x, rect.y);
        let (w, h) = (
            (rect.w * f64::from(CELL_PX) * squash.0).round() as i32,
            (rect.h * f64::from(CELL_PX) * squash.1).round() as i32,
        );
        self.image.paint(sprite, Stamp { x, y, width: w, height: h, flip });
    }

    /// The frame `name` at its own size, centred on `(x, y)`.
    fn centered(&mut self, name: &str, x: i32, y: i32) {
        if let Some(sprite) = self.art.sprite(name) {
            let stamp = Stamp::at(sprite, x - sprite.width() as i32 / 2, y - sprite.height() as i32 / 2);
            self.image.paint(sprite, stamp);
        }
    }

    /// The checkpoints' flags, standing on their cells' bottoms: the
    /// active one raised and waving.
    pub(super) fn checkpoints(&mut self, scene: &Scene<'_>) {
        for (i, &(x, y)) in scene.checkpoints.iter().enumerate() {
            let name = if scene.checkpoint == Some(i) {
                FLAG[(self.time / FLAG_STEPS % 4) as usize]
            } else {
                "checkpoint-off"
            };
            let Some(sprite) = self.art.sprite(name) else { continue };
            let (px, py) = self.cell_px(i64::from(x), i64::from(y) + 1);
            self.image.paint(sprite, Stamp::at(sprite, px, py - sprite.height() as i32));
        }
    }

    /// What has just left: a coin's sparkle, a monster flattened.
    pub(super) fn fades(&mut self, scene: &Scene<'_>) {
        let Some(show) = scene.show else { return };
        for fade in show.fades() {
            match fade.kind {
                FigureKind::Coin => {
                    let (x, y) = self
                        .point_px(fade.rect.center().x, fade.rect.center().y - f64::from(fade.age) * 0.03);
                    self.centered(SPARKLE[(fade.age * 4 / FADE_STEPS) as usize % 4], x, y);
                }
                FigureKind::Monster if fade.age % 4 < 3 || fade.age < FADE_STEPS / 2 => {
                    self.standing("squashed", fade.rect, fade.facing_left, (1.0, 1.0));
                }
                _ => {}
            }
        }
    }

    /// The specks.
    pub(super) fn particles(&mut self, scene: &Scene<'_>) {
        let Some(show) = scene.show else { return };
        for p in show.particles() {
            let (x, y) = self.point_px(p.pos.x, p.pos.y);
            let s = p.size as i32;
            let fade = 255 - (p.age * 160 / p.life.max(1)) as u8;
            self.image.fill(x - s / 2, y - s / 2, s, s, p.color.with_alpha(fade));
        }
    }
}

/// True when the cell under `rect`'s cell is empty and the one under that
/// is a wall: a one-cell gap down to the floor.
fn gap_to_floor_below(grid: &Grid, rect: Rect) -> bool {
    let (x, y) = (rect.center().x.floor() as i64, rect.bottom().round() as i64);
    grid.tile(x, y) == Tile::Empty && matches!(grid.tile(x, y + 1), Tile::Solid | Tile::Ice)
}
