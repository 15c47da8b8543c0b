//! Painting the level's tiles and seed 003's edges in the world's art,
//! each wall, ice block, plank and lava pool joined to its neighbours
//! ([`crate::autotile`]), and the false walls among them, drawn as the
//! walls they pretend to be.

use ledge_engine::{Grid, Tile};
use ledge_game::{element, FigureKind, Look};

use super::deep;
use super::Painter;
use crate::art::CELL_PX;
use crate::autotile::{self, QUARTERS};
use crate::{Color, Scene};

/// Steps each frame of lava shows. A surface's frame `k` continues into
/// the body's frame `k % 2` below it, so both change together.
const LAVA_STEPS: u64 = 8;

/// Laid over what lies beside a level narrower than the view: out of play.
const OUT_OF_PLAY: Color = Color::rgba(14, 10, 30, 150);

/// A wall's five pieces, in [`autotile::Piece`]'s order.
const WALL: [&str; 5] = ["wall-solo", "wall-vert", "wall-horiz", "wall-corners", "wall-inner"];
/// The inside of a wall's drawings, one chosen by each cell's place
/// ([`inner_variant`]) so that a wide wall shows no grid.
const WALL_INNER: [&str; 3] = ["wall-inner", "wall-inner-2", "wall-inner-3"];

/// Which of [`WALL_INNER`] cell `(x, y)` shows: a fixed scramble of its
/// place, the same in every picture.
fn inner_variant(x: i64, y: i64) -> usize {
    let h = (x.wrapping_mul(0x9e37_79b9) ^ y.wrapping_mul(0x85eb_ca6b)).wrapping_mul(0xc2b2_ae35);
    ((h >> 16).rem_euclid(WALL_INNER.len() as i64)) as usize
}
/// Ice's five pieces.
const ICE: [&str; 5] = ["ice-solo", "ice-vert", "ice-horiz", "ice-corners", "ice-inner"];

/// The slope's frame in `tiles-THEME.art`.
fn slope_frame(tile: Tile) -> Option<&'static str> {
    Some(match tile {
        Tile::SlopeUpRight => "slope-up",
        Tile::SlopeUpLeft => "slope-down",
        Tile::SlopeUpRightLow => "slope-r",
        Tile::SlopeUpRightHigh => "slope-R",
        Tile::SlopeUpLeftHigh => "slope-L",
        Tile::SlopeUpLeftLow => "slope-l",
        _ => return None,
    })
}

/// The tile at `(x, y)`, where below the level's bottom the bottom row's
/// walls, ice and lava go on down, and beside the level its sides (what
/// the grid's own rule puts there, a wall in every built-in level) go on
/// down with them.
fn ground(grid: &Grid, x: i64, y: i64) -> Tile {
    let bottom = i64::from(grid.height()) - 1;
    if !(0..i64::from(grid.width())).contains(&x) {
        return grid.tile(x, y.min(bottom));
    }
    if y <= bottom {
        return grid.tile(x, y);
    }
    match grid.tile(x, bottom) {
        tile @ (Tile::Solid | Tile::Ice | Tile::Hazard) => tile,
        _ => Tile::Empty,
    }
}

/// Whether `tile` joins a wall: walls and slopes do.
fn walls_join(tile: Tile) -> bool {
    tile == Tile::Solid || slope_frame(tile).is_some()
}

/// A false wall still showing: its cell, how much of it shows (1 closed,
/// down to 0 as it fades out), and whether it is the passage's face.
pub(super) struct FalseWall {
    cell: (i64, i64),
    shown: f64,
    /// Beside it, above or below, open ground: the face a player walks
    /// or falls into, the only cells of a false wall that show a crack.
    face: bool,
}

/// The false walls of `scene` still showing.
pub(super) fn false_walls(scene: &Scene<'_>) -> Vec<FalseWall> {
    let cell_of = |figure: &ledge_game::Figure| (figure.rect.x.floor() as i64, figure.rect.y.floor() as i64);
    let elements: Vec<(i64, i64)> =
        scene.figures.iter().filter(|f| matches!(f.kind, FigureKind::Element(..))).map(cell_of).collect();
    let open = |(x, y): (i64, i64)| scene.grid.tile(x, y) == Tile::Empty && !elements.contains(&(x, y));
    scene
        .figures
        .iter()
        .filter_map(|figure| match figure.kind {
            FigureKind::Element(kind, phase)
                if kind.decl().look == Look::Wall && !kind.frames(phase).is_empty() =>
            {
                let (x, y) = cell_of(figure);
                let face = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)].into_iter().any(open);
                Some(FalseWall { cell: (x, y), shown: element::false_wall_shown(phase), face })
            }
            _ => None,
        })
        .collect()
}

/// Whether a false wall of `walls` stands at `(x, y)`.
fn false_wall_at(walls: &[FalseWall], x: i64, y: i64) -> bool {
    walls.iter().any(|w| w.cell == (x, y))
}

impl Painter<'_> {
    /// Paints every tile in view, and below the level's bottom (when the
    /// view reaches past it and `ground_below` asks for it) its bottom
    /// row's ground going on down.
    /// The false walls `false_walls` are painted as walls, joined to the
    /// walls (and each other) beside them, and the walls to them.
    pub(super) fn tiles(&mut self, grid: &Grid, ground_below: bool, false_walls: &[FalseWall]) {
        let (x0, x1, y0, y1) = self.cells_in_view(grid);
        let cell = i64::from(CELL_PX);
        let below = (i64::from(self.view.top) + i64::from(self.view.height) + cell - 1).div_euclid(cell);
        let last = if ground_below { below.max(y1) } else { y1 };
        for y in y0..last.max(y0) {
            for x in x0..x1 {
                self.tile(grid, x, y, false_walls);
            }
        }
        for wall in false_walls {
            self.false_wall(grid, wall, false_walls);
        }
        if ground_below {
            let top = i64::from(self.view.top).div_euclid(cell);
            self.around(grid, top, last.max(y0));
        }
    }

    /// Around the level, in the view's rows `y0..y1`, the world goes on
    /// as its ground, darkened as out of play (the way Celeste frames a
    /// small room by the rock around it), so the view never shows the sky
    /// of a place the player cannot go: beside a level narrower than the
    /// view, its sides' ground from the view's top to its bottom; above a
    /// level shorter than it, the rock over each column whose top cell is
    /// wall (an open top shows the sky).
    fn around(&mut self, grid: &Grid, y0: i64, y1: i64) {
        let cell = i64::from(CELL_PX);
        let left = i64::from(self.view.left);
        let width = i64::from(grid.width());
        let (first, last) =
            (left.div_euclid(cell), (left + i64::from(self.view.width) + cell - 1).div_euclid(cell));
        let beside = first < 0 || last > width;
        if !beside && y0 >= 0 {
            return;
        }
        let inside = |x: i64| (0..width).contains(&x);
        let rock = |x: i64, y: i64| {
            if inside(x) {
                y < 0 && walls_join(ground(grid, x, 0))
            } else {
                walls_join(ground(grid, x, y))
            }
        };
        let joins =
            |x: i64, y: i64| if inside(x) && y >= 0 { walls_join(ground(grid, x, y)) } else { rock(x, y) };
        for x in first..last {
            for y in y0..y1 {
                if !rock(x, y) {
                    continue;
                }
                let pieces = self.wall_pieces(x, y);
                let (px, py) = self.cell_px(x, y);
                self.joined(&pieces, px, py, 255, |dx, dy| joins(x + i64::from(dx), y + i64::from(dy)));
                if inside(x) {
                    self.image.fill(px, py, CELL_PX as i32, CELL_PX as i32, OUT_OF_PLAY);
                }
            }
        }
        if beside {
            let (level_left, _) = self.cell_px(0, 0);
            let (level_right, _) = self.cell_px(width, 0);
            let height = self.view.height as i32;
            self.image.fill(0, 0, level_left, height, OUT_OF_PLAY);
            self.image.fill(level_right, 0, self.view.width as i32 - level_right, height, OUT_OF_PLAY);
        }
    }

    /// The wall's pieces at `(x, y)`, its inside chosen by its place.
    fn wall_pieces(&self, x: i64, y: i64) -> [&'static str; 5] {
        let mut pieces = WALL;
        let inner = WALL_INNER[inner_variant(x, y)];
        if self.art.sprite(inner).is_some() {
            pieces[4] = inner;
        }
        pieces
    }

    fn tile(&mut self, grid: &Grid, x: i64, y: i64, false_walls: &[FalseWall]) {
        let at = |dx: i32, dy: i32| ground(grid, x + i64::from(dx), y + i64::from(dy));
        let (px, py) = self.cell_px(x, y);
        let time = self.time;
        match ground(grid, x, y) {
            Tile::Empty => {}
            // Lava lies in its basin: the wall under it shows no top edge.
            Tile::Solid => {
                let pieces = self.wall_pieces(x, y);
                self.joined(&pieces, px, py, 255, |dx, dy| {
                    walls_join(at(dx, dy))
                        || (dy < 0 && at(dx, dy) == Tile::Hazard)
                        || false_wall_at(false_walls, x + i64::from(dx), y + i64::from(dy))
                });
                self.deep(grid, x, y, false_walls, 255);
            }
            Tile::Ice => self.joined(&ICE, px, py, 255, |dx, dy| at(dx, dy) == Tile::Ice),
            Tile::Hazard => {
                let wave = (time / LAVA_STEPS).wrapping_add(x as u64) % 4;
                let name = if at(0, -1) == Tile::Hazard {
                    ["lava-0", "lava-1"][(wave % 2) as usize]
                } else {
                    ["lava-top-0", "lava-top-1", "lava-top-2", "lava-top-3"][wave as usize]
                };
                self.sprite_at(name, px, py);
            }
            Tile::OneWay => {
                self.sprite_at(autotile::plank(at(-1, 0) == Tile::OneWay, at(1, 0) == Tile::OneWay), px, py);
            }
            Tile::Ladder => {
                self.sprite_at(if at(0, -1) == Tile::Ladder { "ladder" } else { "ladder-top" }, px, py);
            }
            slope => {
                if let Some(name) = slope_frame(slope) {
                    self.sprite_at(name, px, py);
                }
            }
        }
    }

    /// A false wall, as the wall it pretends to be (joined to the walls
    /// and false walls beside it) with its faint crack on its face, at the
    /// opacity of its fade.
    fn false_wall(&mut self, grid: &Grid, wall: &FalseWall, false_walls: &[FalseWall]) {
        let (x, y) = wall.cell;
        let (px, py) = self.cell_px(x, y);
        let opacity = (wall.shown * 255.0).round().clamp(0.0, 255.0) as u8;
        let pieces = self.wall_pieces(x, y);
        self.joined(&pieces, px, py, opacity, |dx, dy| {
            let (nx, ny) = (x + i64::from(dx), y + i64::from(dy));
            walls_join(ground(grid, nx, ny)) || false_wall_at(false_walls, nx, ny)
        });
        self.deep(grid, x, y, false_walls, opacity);
        if let Some(crack) = self.art.sprite("false-wall").filter(|_| wall.face) {
            self.image.paint_part_faded(crack, (0, 0, crack.width(), crack.height()), px, py, opacity);
        }
    }

    /// Darkens the wall (or false wall, which must not show as other than
    /// rock) at `(x, y)` by how deep in the rock it lies ([`deep`]), at
    /// `opacity` (255: a wall's whole shade).
    fn deep(&mut self, grid: &Grid, x: i64, y: i64, false_walls: &[FalseWall], opacity: u8) {
        let rock = |x: i64, y: i64| walls_join(ground(grid, x, y)) || false_wall_at(false_walls, x, y);
        let Some(mut shade) = deep::shade(deep::depth(rock, x, y)) else { return };
        shade.a = (u32::from(shade.a) * u32::from(opacity) / 255) as u8;
        let (px, py) = self.cell_px(x, y);
        self.image.fill(px, py, CELL_PX as i32, CELL_PX as i32, shade);
    }

    /// A wall-like tile in four quarters, each from the piece its
    /// neighbours choose (`same(dx, dy)`), at `opacity` (255: as drawn).
    fn joined(&mut self, pieces: &[&str; 5], px: i32, py: i32, opacity: u8, same: impl Fn(i32, i32) -> bool) {
        let half = CELL_PX / 2;
        for (piece, (dx, dy)) in autotile::quarters(same).into_iter().zip(QUARTERS) {
            let Some(sprite) = self.art.sprite(pieces[piece as usize]) else { continue };
            let (qx, qy) = (u32::from(dx > 0) * half, u32::from(dy > 0) * half);
            let part = (qx, qy, half, half);
            self.image.paint_part_faded(sprite, part, px + qx as i32, py + qy as i32, opacity);
        }
    }

    /// Seed 003's edges: thin walls on cells' left sides and ceilings on their tops.
    pub(super) fn edges(&mut self, grid: &Grid) {
        if !grid.has_edges() {
            return;
        }
        let (x0, x1, y0, y1) = self.cells_in_view(grid);
        for y in y0..=y1 {
            for x in x0..=x1 {
                let (px, py) = self.cell_px(x, y);
                if grid.wall(x, y) {
                    self.sprite_centered_x("edge-wall", px, py);
                }
                if grid.ceiling(x, y) {
                    self.sprite_centered_y("edge-ceiling", px, py);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::{paint_scene, ArtView};
    use crate::Scene;

    /// A level 4 cells wide and 3 high: a floor under open air.
    fn narrow() -> Grid {
        let mut grid = Grid::new(4, 3);
        (0..4).for_each(|x| grid.set_tile(x, 2, Tile::Solid));
        grid
    }

    fn brightness(c: Color) -> u32 {
        u32::from(c.r) + u32::from(c.g) + u32::from(c.b)
    }

    #[test]
    fn a_level_narrower_than_the_view_is_framed_by_dark_ground_beside_it() {
        let grid = narrow();
        let cell = CELL_PX as i32;
        // The view is 8 cells wide, the level centred in it, and reaches 2 rows above its top.
        let view = ArtView { left: -2 * cell, top: -2 * cell, width: 8 * CELL_PX, height: 5 * CELL_PX };
        let picture = paint_scene(&Scene::new(&grid), view);
        let sky = picture.pixel(4 * cell as u32, cell as u32 / 2).unwrap();
        for (x, y) in [(cell / 2, cell / 2), (cell / 2, 4 * cell), (7 * cell + 8, 3 * cell)] {
            let beside = picture.pixel(x as u32, y as u32).unwrap();
            assert!(
                brightness(beside) * 2 < brightness(sky),
                "beside the level at ({x}, {y}) shows {beside:?}, not dark ground (the sky is {sky:?})"
            );
        }
        // Within the level, its own sky and floor are drawn as they are, not darkened.
        let floor_edge = picture.pixel(2 * cell as u32 + 8, 4 * cell as u32 + 1).unwrap();
        let plain = paint_scene(
            &Scene::new(&grid),
            ArtView { left: 0, top: 0, width: 4 * CELL_PX, height: 3 * CELL_PX },
        );
        assert_eq!(Some(floor_edge), plain.pixel(8, 2 * CELL_PX + 1));
    }

    #[test]
    fn thick_rock_recedes_darker_inside_than_at_its_rim() {
        // A level 11 cells square: open air around a block of rock 9 cells square.
        let mut grid = Grid::new(11, 11);
        (1..10).for_each(|x| (1..10).for_each(|y| grid.set_tile(x, y, Tile::Solid)));
        let cell = CELL_PX as i32;
        let picture = paint_scene(
            &Scene::new(&grid),
            ArtView { left: 0, top: 0, width: 11 * CELL_PX, height: 11 * CELL_PX },
        );
        // The mean brightness of cell (x, y).
        let mean = |x: i32, y: i32| {
            let pixels = (0..cell).flat_map(|dy| (0..cell).map(move |dx| (dx, dy)));
            let sum: u32 = pixels
                .map(|(dx, dy)| {
                    brightness(picture.pixel((x * cell + dx) as u32, (y * cell + dy) as u32).unwrap())
                })
                .sum();
            sum / (cell * cell) as u32
        };
        let (rim, inside, middle) = (mean(1, 5), mean(3, 5), mean(5, 5));
        assert!(
            middle * 3 < rim * 2 && inside < rim && middle < inside,
            "rim {rim}, a cell in {inside}, the middle {middle}"
        );
    }

    #[test]
    fn above_a_ceiling_the_rock_goes_on_darkened_and_above_an_open_top_the_sky_shows() {
        // A level 4 cells wide, 4 high: a ceiling with a gap in its third column, a floor.
        let mut grid = Grid::new(4, 4);
        for x in 0..4 {
            grid.set_tile(x, 3, Tile::Solid);
            if x != 2 {
                grid.set_tile(x, 0, Tile::Solid);
            }
        }
        let cell = CELL_PX as i32;
        let view = ArtView { left: 0, top: -2 * cell, width: 4 * CELL_PX, height: 6 * CELL_PX };
        let picture = paint_scene(&Scene::new(&grid), view);
        let open = Grid::new(4, 4);
        let sky = paint_scene(&Scene::new(&open), view);
        let (over_ceiling, over_gap) = ((cell / 2) as u32, (2 * cell + 8) as u32);
        let above = cell as u32 / 2;
        let shown = picture.pixel(over_ceiling, above).unwrap();
        assert!(
            brightness(shown) * 2 < brightness(sky.pixel(over_ceiling, above).unwrap()),
            "above the ceiling shows {shown:?}, not dark rock"
        );
        assert_eq!(
            picture.pixel(over_gap, above),
            sky.pixel(over_gap, above),
            "the gap in the ceiling shows the sky"
        );
    }

    #[test]
    fn the_editor_shows_the_level_s_edge_and_nothing_beside_it() {
        let grid = narrow();
        let cell = CELL_PX as i32;
        let view = ArtView { left: -2 * cell, top: 0, width: 8 * CELL_PX, height: 3 * CELL_PX };
        let picture = paint_scene(&Scene { ground_below: false, ..Scene::new(&grid) }, view);
        let empty = Grid::new(4, 3);
        let backdrop = paint_scene(&Scene { ground_below: false, ..Scene::new(&empty) }, view);
        for (x, y) in [(8, 8), (8, 40), (7 * cell as u32 + 8, 40)] {
            assert_eq!(
                picture.pixel(x, y),
                backdrop.pixel(x, y),
                "the editor draws ground beside the level at ({x}, {y})"
            );
        }
    }
}
