//! Painting what moves: the ghosts of recorded runs, the mechanics that
//! move as their declared [`Art`] says (platforms as rows of tiles, coins
//! spinning and glinting, lava bouncing and dripping, monsters walking),
//! the player posed by the scene's [`crate::Show`], what has just left (a
//! coin's sparkle, a flattened monster) and the specks.

use ledge_engine::{Grid, Rect, Tile};
use ledge_game::{Art, Figure, FigureKind, Fit, Gone, Look, Pace, Status};

use super::Painter;
use crate::art::CELL_PX;
use crate::autotile;
use crate::image::Stamp;
use crate::show::{Pose, Scarf, Show, FADE_STEPS, SCARF, SCARF_SPENT};
use crate::{Ghost, Scene};

const FLAG: [&str; 4] = ["checkpoint-on-0", "checkpoint-on-1", "checkpoint-on-2", "checkpoint-on-3"];
/// Steps each frame of a raised flag's waving shows.
const FLAG_STEPS: u64 = 8;
/// A figure glints once in this many steps, each frame of its glint
/// shown for `GLINT_STEPS`.
const GLINT_EVERY: u64 = 150;
const GLINT_STEPS: u64 = 4;
/// Steps of a glint's lead per figure id, beyond its frames' lead.
const GLINT_LEAD: u64 = 37;
/// Steps each frame of an element's animation shows.
const ELEMENT_STEPS: u64 = 8;
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
                FigureKind::Mechanic(art, state) => self.mechanic(figure, art, state),
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

    /// A mechanic's figure, in `state`, as its `art` says.
    fn mechanic(&mut self, figure: &Figure, art: &Art, state: u8) {
        let rect = figure.rect;
        if art.fit == Fit::Row {
            return self.platform(rect);
        }
        let Some(frame) = art.frame(state, figure.id, rect, self.time) else { return };
        match art.fit {
            Fit::Fitted => self.fitted(frame, rect, figure.facing_left, (1.0, 1.0)),
            Fit::Standing => self.standing(frame, rect, figure.facing_left, (1.0, 1.0)),
            Fit::Centered | Fit::Row => {
                let (cx, cy) = self.point_px(rect.center().x, rect.center().y);
                self.centered(frame, cx, cy);
                let lead = match art.pace {
                    Pace::Steps { lead, .. } => lead,
                    Pace::Stride { .. } => 0,
                };
                let glint = (self.time + u64::from(figure.id) * (lead + GLINT_LEAD)) % GLINT_EVERY;
                if let Some(frame) = art.glint.get((glint / GLINT_STEPS) as usize) {
                    self.centered(frame, cx - 3, cy - 4);
                }
            }
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
            match fade.kind.art().map(|art| art.gone) {
                Some(Gone::Rises(frames)) if !frames.is_empty() => {
                    let (x, y) = self
                        .point_px(fade.rect.center().x, fade.rect.center().y - f64::from(fade.age) * 0.03);
                    let n = frames.len();
                    self.centered(frames[(fade.age as usize * n / FADE_STEPS as usize) % n], x, y);
                }
                Some(Gone::Blinks(frame)) if fade.age % 4 < 3 || fade.age < FADE_STEPS / 2 => {
                    self.standing(frame, fade.rect, fade.facing_left, (1.0, 1.0));
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
