//! Life in each world, over the tiles and under what moves: butterflies
//! fluttering over the meadow's ground, drops forming under the
//! caverns' ceilings, falling and splashing, sparks rising off the
//! foundry's lava, snow blowing down onto the cliffs' ledges. Each comes from a cell that offers it (a ground top, a
//! ceiling, a lava surface), one in [`ONE_IN`], chosen by a fixed scramble
//! of the cell's place, and moves by the scene's clock alone: it plays
//! nothing and changes nothing, and a frame always draws it the same. The
//! frames are `ambient.art`'s.

use ledge_engine::{Grid, Tile};
use ledge_game::Theme;

use super::Painter;
use crate::art::CELL_PX;
use crate::Color;

/// One cell in this many of those that offer it has a butterfly, a drip, a spark or a snowflake.
const ONE_IN: u64 = 4;
/// The longest fall a drop is drawn for, cells.
const LONGEST_FALL: i64 = 16;
/// A falling drop goes `t * t / FALL_PULL` art pixels in `t` steps.
const FALL_PULL: u64 = 12;
/// Steps a splash shows.
const SPLASH_STEPS: u64 = 8;
/// Steps a spark rises for.
const SPARK_STEPS: u64 = 36;
/// Cells a snowflake falls before it lands.
const SNOW_FALL: i64 = 3;
/// A snowflake's colour.
const SNOW: Color = Color::rgba(246, 250, 255, 230);

impl Painter<'_> {
    /// Paints the world's life in view (the cells above the view too, whose
    /// drops may fall into it).
    pub(super) fn ambient(&mut self, grid: &Grid, theme: Theme) {
        let (x0, x1, y0, y1) = self.cells_in_view(grid);
        let top =
            if matches!(theme, Theme::Caverns | Theme::Shafts) { (y0 - LONGEST_FALL).max(0) } else { y0 };
        for y in top..y1 {
            for x in x0..x1 {
                let luck = scramble(x, y);
                if luck % ONE_IN != 0 || grid.tile(x, y) != Tile::Empty {
                    continue;
                }
                match theme {
                    Theme::Meadow | Theme::Ruins if is_ground(grid.tile(x, y + 1)) => {
                        self.butterfly(x, y, luck)
                    }
                    Theme::Caverns | Theme::Shafts if is_ground(grid.tile(x, y - 1)) => {
                        self.drip(grid, x, y, luck)
                    }
                    Theme::Foundry | Theme::Works if grid.tile(x, y + 1) == Tile::Hazard => {
                        self.spark(x, y, luck)
                    }
                    Theme::Cliffs | Theme::Spires if is_ground(grid.tile(x, y + 1)) => {
                        self.snowflake(grid, x, y, luck)
                    }
                    _ => {}
                }
            }
        }
    }

    /// A butterfly over the ground under cell `(x, y)`: it wanders over
    /// the cell and a little above, flapping, and rests now and then.
    fn butterfly(&mut self, x: i64, y: i64, luck: u64) {
        let t = self.time + (luck >> 16);
        let (left, top) = self.cell_px(x, y);
        let px = left + triangle(t / 4, 20) - 6;
        let py = top + triangle(t / 7, 8) - 2;
        let resting = (t / 90) % 3 == 0;
        let frame = if resting || (t / 6) % 2 == 0 { "butterfly-0" } else { "butterfly-1" };
        self.sprite_at(frame, px, py);
    }

    /// A drop under the ceiling over cell `(x, y)`: it hangs most of its
    /// period, falls faster and faster to the first cell that is not open
    /// below it, splashes there, and forms again.
    fn drip(&mut self, grid: &Grid, x: i64, y: i64, luck: u64) {
        let Some(fall) = (1..=LONGEST_FALL).find(|&d| grid.tile(x, y + d) != Tile::Empty) else { return };
        let period = 160 + (luck >> 8) % 160;
        let phase = (self.time + (luck >> 16)) % period;
        let (left, top) = self.cell_px(x, y);
        let column = left + 6 + ((luck >> 32) % 4) as i32;
        // The drop's fall, art pixels, to the top of what stops it.
        let depth = fall as u64 * u64::from(CELL_PX) - 4;
        // A twelfth of a pixel a step faster each step, as a weight falls.
        let falling = (depth * FALL_PULL).isqrt() + 1;
        let start = period - falling - SPLASH_STEPS;
        if phase < start {
            self.sprite_at("drip-hang", column, top);
        } else if phase < start + falling {
            let t = phase - start;
            self.sprite_at("drip-fall", column, top + (t * t / FALL_PULL).min(depth) as i32);
        } else {
            self.sprite_at("drip-splash", column - 1, top + depth as i32);
        }
    }

    /// A snowflake blown down onto the ground under cell `(x, y)`: it
    /// drifts in from up to [`SNOW_FALL`] open cells above, a little
    /// upwind, wobbling, lands, and starts over.
    fn snowflake(&mut self, grid: &Grid, x: i64, y: i64, luck: u64) {
        let open = 1 + (1..SNOW_FALL).take_while(|&d| grid.tile(x, y - d) == Tile::Empty).count() as i64;
        let fall = open * i64::from(CELL_PX);
        let period = fall as u64 * 2 + (luck >> 8) % 120;
        let phase = ((self.time + (luck >> 16)) % period) as i64;
        let drop = phase / 2;
        if drop >= fall {
            return;
        }
        let (left, top) = self.cell_px(x, y);
        let landing = left + ((luck >> 32) % 14) as i32;
        let wind = (fall - drop) as i32 / 6;
        let px = landing - wind + triangle(phase as u64 / 6, 2);
        let py = top + CELL_PX as i32 - 1 - (fall - drop) as i32;
        self.image.put(px, py, SNOW);
        if luck >> 40 & 1 == 1 {
            self.image.put(px + 1, py, SNOW.with_alpha(120));
        }
    }

    /// A spark off the lava under cell `(x, y)`: it rises and cools, then
    /// waits for its next turn.
    fn spark(&mut self, x: i64, y: i64, luck: u64) {
        let period = 60 + (luck >> 8) % 90;
        let phase = (self.time + (luck >> 16)) % period;
        if phase >= SPARK_STEPS {
            return;
        }
        let (left, top) = self.cell_px(x, y);
        let px = left + ((luck >> 32) % 12) as i32 + triangle(phase / 4, 2);
        let py = top + CELL_PX as i32 - 2 - (phase / 2) as i32;
        let frame = if phase < SPARK_STEPS / 2 { "spark-0" } else { "spark-1" };
        self.sprite_at(frame, px, py);
    }
}

/// A tile something can rest on or hang under.
fn is_ground(tile: Tile) -> bool {
    matches!(tile, Tile::Solid | Tile::Ice)
}

/// A fixed scramble of a cell's place: which cells have life, and when.
fn scramble(x: i64, y: i64) -> u64 {
    let h = (x as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (y as u64).wrapping_mul(0xc2b2_ae3d_27d4_eb4f);
    (h ^ (h >> 29)).wrapping_mul(0x1656_67b1_9e37_79f9) >> 3
}

/// A triangle wave from 0 up to `height` and back, one step of `t` a pixel.
fn triangle(t: u64, height: u64) -> i32 {
    let at = t % (2 * height);
    (if at < height { at } else { 2 * height - at }) as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::{paint_scene, ArtView};
    use crate::Scene;

    /// A room 12 cells wide: a ceiling, a floor, lava in the floor's middle.
    fn room() -> Grid {
        let mut grid = Grid::new(12, 8);
        for x in 0..12 {
            grid.set_tile(x, 0, Tile::Solid);
            grid.set_tile(x, 7, if (4..8).contains(&x) { Tile::Hazard } else { Tile::Solid });
        }
        grid
    }

    /// The frames 0 to 600 of `theme`'s room, each a list of pixels.
    fn frames(theme: Theme, grid: &Grid) -> Vec<Vec<u32>> {
        let view = ArtView { left: 0, top: 0, width: 12 * CELL_PX, height: 8 * CELL_PX };
        (0..600)
            .step_by(5)
            .map(|time| {
                let scene = Scene { theme, time, ..Scene::new(grid) };
                let image = paint_scene(&scene, view);
                (0..view.height)
                    .flat_map(|y| (0..view.width).map(move |x| (x, y)))
                    .map(|(x, y)| image.pixel(x, y).map_or(0, |c| u32::from_be_bytes([c.r, c.g, c.b, c.a])))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn each_world_has_life_that_moves_and_the_same_frame_draws_it_the_same() {
        let grid = room();
        for theme in Theme::ALL {
            let shown = frames(theme, &grid);
            let changed = shown.windows(2).filter(|w| w[0] != w[1]).count();
            assert!(changed > shown.len() / 4, "{theme:?}: {changed} of {} frames move", shown.len());
            assert_eq!(frames(theme, &grid), shown, "{theme:?}: the same frame drew differently");
        }
    }

    #[test]
    fn a_drop_falls_from_the_ceiling_to_the_floor_and_no_further() {
        let mut grid = Grid::new(40, 8);
        for x in 0..40 {
            grid.set_tile(x, 0, Tile::Solid);
            grid.set_tile(x, 7, Tile::Solid);
        }
        let (width, height) = (40 * CELL_PX, 8 * CELL_PX);
        let black = crate::Color::rgb(0, 0, 0);
        let mut painter = Painter {
            art: crate::art::art().theme(Theme::Caverns),
            image: crate::image::Image::new(width, height, black),
            view: ArtView { left: 0, top: 0, width, height },
            time: 0,
        };
        let drops: Vec<u32> = (0..40).filter(|&x| scramble(x, 1) % ONE_IN == 0).map(|x| x as u32).collect();
        assert!(!drops.is_empty(), "the room has a drop to watch");
        let mut lowest = 0;
        for time in 0..400 {
            painter.time = time;
            painter.image = crate::image::Image::new(width, height, black);
            painter.ambient(&grid, Theme::Caverns);
            for y in 0..height {
                for x in 0..width {
                    if painter.image.pixel(x, y) == Some(black) {
                        continue;
                    }
                    assert!(y < 7 * CELL_PX, "({x}, {y}) at {time}: drawn in the floor");
                    assert!(
                        drops.contains(&(x / CELL_PX)),
                        "({x}, {y}) at {time}: drawn off the drops' columns"
                    );
                    lowest = lowest.max(y);
                }
            }
        }
        assert!(lowest >= 7 * CELL_PX - 4, "the drops reach the floor (lowest pixel {lowest})");
    }
}
