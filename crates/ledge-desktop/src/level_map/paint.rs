//! Drawing a world's map: its backdrop and ground, the path from stone to
//! stone, each level's stone showing whether it is locked, open or won,
//! its par star and its gem, the gates to the worlds on either side, and
//! the climber walking along the path.

use ledge_game::Theme;
use ledge_render::{
    art, format_time, paint_backdrop, palette, text_px, text_width, Canvas, Color, Image, Sprite, Stamp,
    ThemeArt, CELL_PX,
};

use super::layout::{self, Point, Walk, GROUND_TOP};
use super::{world_of, worlds, MapInfo, World};
use crate::play_view::zoom_for;
use crate::screens;

/// The path's stones leading to open levels.
const PATH_OPEN: Color = Color::rgb(255, 243, 184);
/// The path's stones leading to locked levels.
const PATH_LOCKED: Color = Color::rgb(90, 90, 122);
/// The shadow under each of the path's stones.
const PATH_SHADOW: Color = Color::rgb(29, 23, 49);
/// Art pixels between the path's stones.
const PATH_STEP: f32 = 6.0;
/// Laid over the ground under its surface, so the stones and the path stand out from it.
const GROUND_SHADE: Color = Color::rgba(14, 10, 30, 110);
/// Behind the writing at the map's top and bottom.
const BAND: Color = Color::rgba(10, 14, 30, 170);
/// The chosen level's number.
const CHOSEN: Color = Color::rgb(255, 227, 92);

/// Draws the map of the world holding `chosen`, the climber walking there
/// as `walk` says at step `now`.
pub fn draw(canvas: &mut dyn Canvas, info: &MapInfo<'_>, chosen: usize, walk: Walk, now: u64) {
    let (w, h) = canvas.size();
    let zoom = zoom_for(h) as f32;
    let (art_w, art_h) = ((w / zoom).ceil() as u32, (h / zoom).ceil() as u32);
    let all = worlds(info.levels);
    let Some(&world) = all.get(world_of(&all, chosen)) else { return };
    let index = world_of(&all, chosen);
    let art = art().theme(world.theme);
    let mut image = Image::new(art_w, art_h, PATH_SHADOW);
    paint_sky(&mut image, world.theme, now);
    paint_ground(&mut image, art);
    let width = art_w as f32;
    let stones: Vec<Point> = (0..world.len).map(|j| layout::stone(j, world.len, width)).collect();
    let (left_gate, right_gate) = layout::gates(width);
    let open = |level: usize| level <= info.progress.reached;
    if index > 0 {
        paint_path(&mut image, left_gate, stones[0], true);
    }
    for (j, pair) in stones.windows(2).enumerate() {
        paint_path(&mut image, pair[0], pair[1], open(world.first + j + 1));
    }
    let last = *stones.last().unwrap_or(&right_gate);
    let next_open = open(world.first + world.len);
    if index + 1 < all.len() {
        paint_path(&mut image, last, right_gate, next_open);
        stand(&mut image, art, if next_open { "gate-open" } else { "gate-shut" }, right_gate, false);
    } else {
        paint_path(&mut image, last, right_gate, info.won(world.first + world.len - 1).is_some());
        stand(&mut image, art, "exit-0", right_gate, false);
    }
    if index > 0 {
        stand(&mut image, art, "gate-open", left_gate, false);
    }
    for (j, &at) in stones.iter().enumerate() {
        paint_stone(&mut image, art, info, world.first + j, at);
    }
    let (at, walking, leftwards) = layout::climber(&world, walk, chosen, now, width);
    let frame = if walking { format!("run-{}", (now / 4) % 6) } else { format!("idle-{}", (now / 30) % 4) };
    stand(&mut image, art, &frame, Point { x: at.x, y: at.y - 2.0 }, leftwards);
    canvas.draw_image(&image, 0.0, 0.0, zoom);
    write_numbers(canvas, &world, &stones, chosen, zoom);
    write_title(canvas, info, &all, index);
    draw_chosen(canvas, info, chosen);
}

/// The world's backdrop above the ground, its hills standing on the ground's edge.
fn paint_sky(image: &mut Image, theme: Theme, now: u64) {
    let height = GROUND_TOP as u32 + CELL_PX / 2;
    let sky = paint_backdrop(theme, now, image.width(), height);
    for y in 0..height {
        for x in 0..image.width() {
            if let Some(color) = sky.pixel(x, y) {
                image.put(x as i32, y as i32, color);
            }
        }
    }
}

/// The ground from [`GROUND_TOP`] down: the world's wall, its surface on top.
fn paint_ground(image: &mut Image, art: &ThemeArt) {
    let (Some(top), Some(inner)) = (art.sprite("wall-horiz"), art.sprite("wall-inner")) else { return };
    let variants: Vec<&Sprite> =
        ["wall-inner", "wall-inner-2", "wall-inner-3"].iter().filter_map(|name| art.sprite(name)).collect();
    let cell = CELL_PX as i32;
    for cx in 0..=(image.width() as i32 / cell) {
        let x = cx * cell;
        image.paint_part(top, (0, 0, CELL_PX, CELL_PX / 2), x, GROUND_TOP);
        image.paint_part(inner, (0, CELL_PX / 2, CELL_PX, CELL_PX / 2), x, GROUND_TOP + cell / 2);
        for cy in 1..=((image.height() as i32 - GROUND_TOP) / cell) {
            let pick = variants[((cx * 7 + cy * 3) as usize) % variants.len()];
            image.paint(pick, Stamp::at(pick, x, GROUND_TOP + cy * cell));
        }
    }
    let below = GROUND_TOP + cell / 2;
    image.fill(0, below, image.width() as i32, image.height() as i32 - below, GROUND_SHADE);
}

/// A dotted path from `from` to `to`, bright if it leads somewhere open.
fn paint_path(image: &mut Image, from: Point, to: Point, open: bool) {
    let length = ((to.x - from.x).powi(2) + (to.y - from.y).powi(2)).sqrt();
    let dots = (length / PATH_STEP).floor() as i32;
    let color = if open { PATH_OPEN } else { PATH_LOCKED };
    for i in 1..dots {
        let share = i as f32 / dots as f32;
        let (x, y) =
            ((from.x + (to.x - from.x) * share) as i32, (from.y + (to.y - from.y) * share) as i32 + 2);
        image.fill(x - 1, y, 3, 3, PATH_SHADOW);
        image.fill(x - 1, y - 1, 2, 2, color);
    }
}

/// The frame `name` standing with its feet on `at`, centred across it.
fn stand(image: &mut Image, art: &ThemeArt, name: &str, at: Point, flip: bool) {
    let Some(sprite) = art.sprite(name) else { return };
    let (w, h) = (sprite.width() as i32, sprite.height() as i32);
    let stamp = Stamp { x: at.x as i32 - w / 2, y: at.y as i32 - h, width: w, height: h, flip };
    image.paint(sprite, stamp);
}

/// Level `level`'s stone at `at`, with its par star and its gem.
fn paint_stone(image: &mut Image, art: &ThemeArt, info: &MapInfo<'_>, level: usize, at: Point) {
    let name = if level > info.progress.reached {
        "node-locked"
    } else if info.won(level).is_some() {
        "node-won"
    } else {
        "node-open"
    };
    stand(image, art, name, Point { x: at.x, y: at.y + 6.0 }, false);
    if info.beat_par(level) {
        stand(image, art, "star", Point { x: at.x + 9.0, y: at.y - 2.0 }, false);
    }
    if info.levels[level].gems() > 0 {
        let found = info.progress.levels.get(&info.levels[level].name).is_some_and(|r| r.gem);
        stand(
            image,
            art,
            if found { "gem-found" } else { "gem-missing" },
            Point { x: at.x - 9.0, y: at.y - 2.0 },
            false,
        );
    }
}

/// Each level's number under its stone, the chosen one in gold.
fn write_numbers(canvas: &mut dyn Canvas, world: &World, stones: &[Point], chosen: usize, zoom: f32) {
    let px = text_px(canvas.size().1);
    for (j, at) in stones.iter().enumerate() {
        let number = (j + 1).to_string();
        let x = (at.x * zoom - text_width(&number, px) / 2.0).round();
        let y = ((at.y + 9.0) * zoom).round();
        let color = if world.first + j == chosen { CHOSEN } else { palette::TEXT };
        canvas.fill_rect(x - px, y - px, text_width(&number, px) + px, px * 9.0, BAND);
        canvas.text(x, y, px, &number, color);
    }
}

/// The world's number and name at the top: `WORLD 2  CLIFFS`, or for a
/// world off the main path `BONUS 1  MEADOW`.
fn write_title(canvas: &mut dyn Canvas, info: &MapInfo<'_>, all: &[World], index: usize) {
    let (w, h) = canvas.size();
    let px = text_px(h);
    let title = world_title(info, all, index);
    let width = text_width(&title, px) * 2.0;
    screens::framed(
        canvas,
        ((w - width) / 2.0 - px * 8.0).round(),
        px * 4.0,
        width + px * 16.0,
        px * 26.0,
        px,
    );
    screens::centered(canvas, px * 10.0, 2.0, &title, palette::TEXT);
}

/// The title of world `index` of `all`: its place on the main path and its
/// name, or its place among the bonus worlds.
fn world_title(info: &MapInfo<'_>, all: &[World], index: usize) -> String {
    let world = &all[index];
    let name = world.theme.name().to_uppercase();
    if info.is_bonus(world) {
        let place = all[..index].iter().filter(|w| info.is_bonus(w)).count() + 1;
        format!("BONUS {place}  {name}")
    } else {
        format!("WORLD {}  {name}", index + 1)
    }
}

/// The chosen level's name and records along the bottom.
fn draw_chosen(canvas: &mut dyn Canvas, info: &MapInfo<'_>, chosen: usize) {
    let Some(level) = info.levels.get(chosen) else { return };
    let best = info.won(chosen).map_or("-".to_string(), format_time);
    let par = info.par_shown(chosen).map_or("?".to_string(), format_time);
    let deaths = info.progress.levels.get(&level.name).map_or(0, |r| r.deaths);
    let mark = if info.beat_par(chosen) { "  PAR BEATEN" } else { "" };
    let (w, h) = canvas.size();
    let line = text_px(h) * 12.0;
    let y = h - line * 3.2;
    canvas.fill_rect(0.0, (y - line * 0.5).round(), w, h - (y - line * 0.5).round(), BAND);
    screens::centered(canvas, y, 1.0, &level.name, palette::COIN);
    let records = format!("best {best}   par {par}   coins {}   deaths {deaths}{mark}", level.coins());
    screens::centered(canvas, y + line, 1.0, &records, palette::TEXT);
    if info.refused {
        let why = format!("Locked: win {} to open the way on", level.name);
        screens::centered(canvas, y + line * 2.0, 1.0, &why, palette::COIN);
    } else {
        let keys = "Left/Right walk   Up/Down other worlds   Enter play   Esc back";
        screens::centered(canvas, y + line * 2.0, 1.0, keys, Color::rgb(160, 160, 190));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::save::{LevelRecord, Progress};
    use ledge_game::Level;
    use ledge_render::PixmapCanvas;

    fn level(name: &str, theme: &str, row: &str) -> Level {
        Level::parse("l.txt", &format!("name: {name}\ntheme: {theme}\n---\n{row}\n####\n")).unwrap()
    }

    /// The map at 640x360 (one art pixel a pixel) with `chosen` chosen, once the climber stands still.
    fn map(levels: &[Level], progress: &Progress, chosen: usize) -> PixmapCanvas {
        let pars = vec![Some(10.0); levels.len()];
        let info = MapInfo { levels, progress, pars: &pars, bonus_from: None, refused: false };
        let mut canvas = PixmapCanvas::new(640, 360).unwrap();
        draw(&mut canvas, &info, chosen, Walk { from: chosen, since: 0 }, 1000);
        canvas
    }

    /// The colour of the `j`th stone of a world of `len` levels, left of its middle.
    fn stone_color(canvas: &PixmapCanvas, j: usize, len: usize) -> Option<Color> {
        let at = layout::stone(j, len, 640.0);
        canvas.pixel(at.x as u32 - 5, at.y as u32 - 2)
    }

    fn color(art: &ThemeArt, frame: &str, x: u32, y: u32) -> Option<Color> {
        Some(art.sprite(frame).unwrap().pixel(x, y))
    }

    #[test]
    fn each_stone_shows_its_level_locked_open_or_won() {
        let levels: Vec<Level> = (0..4).map(|i| level(&format!("L{i}"), "meadow", ".@.o")).collect();
        let won = LevelRecord { best_s: Some(12.0), ..LevelRecord::default() };
        let progress = Progress { reached: 2, levels: [("L0".to_string(), won)].into_iter().collect() };
        let canvas = map(&levels, &progress, 2);
        let art = art().theme(Theme::Meadow);
        assert_eq!(stone_color(&canvas, 0, 4), color(art, "node-won", 3, 4), "a won level's stone is gold");
        assert_eq!(
            stone_color(&canvas, 1, 4),
            color(art, "node-open", 3, 4),
            "an open level's stone is pale"
        );
        assert_eq!(
            stone_color(&canvas, 3, 4),
            color(art, "node-locked", 3, 4),
            "a locked level's stone is dark"
        );
    }

    #[test]
    fn a_found_gem_shows_beside_its_level_and_a_missing_one_as_an_outline() {
        let levels = [
            level("Found", "meadow", ".@$o"),
            level("Missed", "meadow", ".@$o"),
            level("None", "meadow", ".@.o"),
        ];
        let found = LevelRecord { best_s: Some(12.0), gem: true, ..LevelRecord::default() };
        let progress = Progress { reached: 2, levels: [("Found".to_string(), found)].into_iter().collect() };
        let canvas = map(&levels, &progress, 2);
        // The mark's column `x`, row 4: it stands 9 pixels left of the stone's middle, 8 wide.
        let gem = |j: usize, x: u32| {
            let at = layout::stone(j, 3, 640.0);
            canvas.pixel(at.x as u32 - 13 + x, at.y as u32 - 6)
        };
        let art = art().theme(Theme::Meadow);
        assert_eq!(gem(0, 3), color(art, "gem-found", 3, 4));
        assert_eq!(gem(1, 2), color(art, "gem-missing", 2, 4));
        assert_ne!(gem(2, 2), gem(1, 2), "a level with no gem shows no mark");
    }

    /// The built-in pack's worlds take their chapters' names, and the
    /// strips after them are marked as bonus worlds.
    #[test]
    fn each_world_of_the_pack_is_titled_with_its_own_name_and_bonus_worlds_say_so() {
        let levels = ledge_game::pack::levels();
        let progress = Progress::default();
        let bonus_from = ledge_game::pack::WORLDS.iter().find(|w| w.bonus).map(|w| w.first);
        let info = MapInfo { levels: &levels, progress: &progress, pars: &[], bonus_from, refused: false };
        let all = worlds(&levels);
        let titles: Vec<String> = (0..all.len()).map(|i| world_title(&info, &all, i)).collect();
        assert_eq!(
            titles,
            [
                "WORLD 1  SHAFTS",
                "WORLD 2  CLIFFS",
                "WORLD 3  WORKS",
                "WORLD 4  RUINS",
                "WORLD 5  SPIRES",
                "BONUS 1  MEADOW",
                "BONUS 2  CAVERNS",
                "BONUS 3  FOUNDRY"
            ]
        );
    }

    #[test]
    fn the_gate_to_the_next_world_opens_with_its_first_level() {
        let levels =
            [level("A", "meadow", ".@.o"), level("B", "meadow", ".@.o"), level("C", "caverns", ".@.o")];
        let gate = |reached: usize| {
            let canvas = map(&levels, &Progress { reached, ..Progress::default() }, 1);
            let (_, right) = layout::gates(640.0);
            canvas.pixel(right.x as u32, right.y as u32 - 10)
        };
        let art = art().theme(Theme::Meadow);
        assert_eq!(
            gate(1),
            color(art, "gate-shut", 8, 14),
            "the gate is barred while the caverns are locked"
        );
        assert_ne!(
            gate(2),
            color(art, "gate-shut", 8, 14),
            "the gate opens once the caverns' first level is"
        );
    }
}
