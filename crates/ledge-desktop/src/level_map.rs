//! Level select as a map of worlds: the levels in rows, one row a world
//! (a run of levels with the same theme), each level a marker showing
//! whether it is open, won and won within its par time; the chosen one
//! with the climber over it and its records below.

use ledge_game::{Level, Theme};
use ledge_render::{art, draw_sprite, format_time, palette, text_px, text_width, Canvas, Color};

use crate::press::MenuKey;
use crate::save::Progress;
use crate::screens;

/// A marker not yet open.
const LOCKED: Color = Color::rgba(30, 30, 46, 220);
/// A marker open but not won.
const OPEN: Color = Color::rgb(236, 228, 210);
/// A won level's marker.
const WON: Color = Color::rgb(255, 200, 60);
/// The chosen marker's ring.
const RING: Color = Color::rgb(255, 255, 255);
/// A row's band behind its markers.
const BAND: Color = Color::rgba(10, 14, 30, 150);
/// Behind a world's name, drawn over the climber that may stand there.
const LABEL: Color = Color::rgb(29, 23, 49);

/// One world: a run of levels of the same theme, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct World {
    /// Its theme.
    pub theme: Theme,
    /// Its first level's index in the game.
    pub first: usize,
    /// How many levels it has.
    pub len: usize,
}

/// The worlds of `levels`, in order.
pub fn worlds(levels: &[Level]) -> Vec<World> {
    let mut worlds: Vec<World> = Vec::new();
    for (i, level) in levels.iter().enumerate() {
        match worlds.last_mut() {
            Some(world) if world.theme == level.settings.theme => world.len += 1,
            _ => worlds.push(World { theme: level.settings.theme, first: i, len: 1 }),
        }
    }
    worlds
}

/// The world holding level `level`, as an index in `worlds`.
fn world_of(worlds: &[World], level: usize) -> usize {
    worlds.iter().position(|w| (w.first..w.first + w.len).contains(&level)).unwrap_or(0)
}

/// The level `key` chooses after `chosen`, among the levels open (up to
/// `reached`): Left and Right step along, across worlds; Up and Down go to
/// the same place in the world above or below.
pub fn moved(worlds: &[World], chosen: usize, reached: usize, key: MenuKey) -> usize {
    let w = world_of(worlds, chosen);
    let target = match key {
        MenuKey::Left => chosen.saturating_sub(1),
        MenuKey::Right => chosen + 1,
        MenuKey::Up | MenuKey::Down => {
            let to =
                if key == MenuKey::Up { w.checked_sub(1) } else { Some(w + 1).filter(|&n| n < worlds.len()) };
            match to {
                Some(to) => worlds[to].first + (chosen - worlds[w].first).min(worlds[to].len - 1),
                None => chosen,
            }
        }
        MenuKey::Confirm | MenuKey::Back => chosen,
    };
    target.min(reached)
}

/// What the map shows of each level besides its place: its par time in
/// seconds, if it has one.
pub struct MapInfo<'a> {
    /// The game's levels.
    pub levels: &'a [Level],
    /// The records.
    pub progress: &'a Progress,
    /// Each level's par time, seconds.
    pub pars: &'a [Option<f64>],
}

impl MapInfo<'_> {
    fn won(&self, level: usize) -> Option<f64> {
        self.progress.levels.get(&self.levels[level].name).and_then(|r| r.best_s)
    }

    /// Whether level `level` was won within its par time.
    pub fn beat_par(&self, level: usize) -> bool {
        matches!((self.won(level), self.pars.get(level).copied().flatten()), (Some(best), Some(par)) if best <= par)
    }
}

/// Draws the map over whatever is behind it, `chosen` marked.
pub fn draw(canvas: &mut dyn Canvas, info: &MapInfo<'_>, chosen: usize) {
    let (w, h) = canvas.size();
    let px = text_px(h);
    let worlds = worlds(info.levels);
    let line = px * 12.0;
    screens::centered(canvas, line * 0.6, 2.0, "LEVELS", palette::TEXT);
    let row_h = ((h - line * 7.0) / worlds.len().max(1) as f32).min(px * 44.0).floor();
    let art = art().theme(Theme::Meadow);
    for (i, world) in worlds.iter().enumerate() {
        let top = (line * 2.8 + row_h * i as f32).round();
        canvas.fill_rect(px * 4.0, top, w - px * 8.0, row_h - px * 4.0, BAND);
        let gap = ((w - px * 24.0) / world.len.max(1) as f32).min(px * 30.0);
        let marker = (px * 10.0).round();
        for j in 0..world.len {
            let level = world.first + j;
            let x = (px * 12.0 + gap * (j as f32 + 0.5) - marker / 2.0).round();
            let y = (top + row_h * 0.55 - marker / 2.0).round();
            let open = level <= info.progress.reached;
            if level == chosen {
                canvas.fill_rect(x - px * 2.0, y - px * 2.0, marker + px * 4.0, marker + px * 4.0, RING);
                if let Some(player) = art.sprite("idle-0") {
                    let s = px;
                    draw_sprite(canvas, player, x + (marker - 16.0 * s) / 2.0, y - px * 2.0 - 24.0 * s, s);
                }
            }
            let fill = if !open {
                LOCKED
            } else if info.won(level).is_some() {
                WON
            } else {
                OPEN
            };
            canvas.fill_rect(x, y, marker, marker, fill);
            let number = (j + 1).to_string();
            let nx = x + ((marker - text_width(&number, px)) / 2.0).round();
            let color = if open { Color::rgb(29, 23, 49) } else { Color::rgb(90, 90, 122) };
            canvas.text(nx, y + px * 1.5, px, &number, color);
            if info.beat_par(level) {
                if let Some(star) = art.sprite("star") {
                    draw_sprite(canvas, star, x + marker - px * 4.0, y - px * 4.0, px);
                }
            }
        }
        // The world's name last, on its own label: the climber standing
        // over one of the first levels never hides it.
        let name = format!("{} {}", i + 1, world.theme.name().to_uppercase());
        canvas.fill_rect(px * 6.0, top + px, text_width(&name, px) + px * 4.0, px * 9.0, LABEL);
        canvas.text(px * 8.0, top + px * 3.0, px, &name, palette::TEXT);
    }
    draw_chosen(canvas, info, chosen, h - line * 3.6);
}

/// The chosen level's name and records, centred at `y`.
fn draw_chosen(canvas: &mut dyn Canvas, info: &MapInfo<'_>, chosen: usize, y: f32) {
    let Some(level) = info.levels.get(chosen) else { return };
    let best = info.won(chosen).map_or("-".to_string(), format_time);
    let par = info.pars.get(chosen).copied().flatten().map_or("-".to_string(), format_time);
    let deaths = info.progress.levels.get(&level.name).map_or(0, |r| r.deaths);
    let mark = if info.beat_par(chosen) { "  PAR BEATEN" } else { "" };
    let (w, h) = canvas.size();
    let line = text_px(h) * 12.0;
    canvas.fill_rect(0.0, (y - line * 0.5).round(), w, (line * 2.6).round(), BAND);
    screens::centered(canvas, y, 1.0, &level.name, palette::COIN);
    let records = format!("best {best}   par {par}   coins {}   deaths {deaths}{mark}", level.coins());
    screens::centered(canvas, y + line, 1.0, &records, palette::TEXT);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(theme: &str) -> Level {
        Level::parse("l.txt", &format!("theme: {theme}\n---\n.@o\n###\n")).unwrap()
    }

    #[test]
    fn the_climber_on_a_world_s_first_level_leaves_its_name_readable() {
        let levels = [level("meadow"), level("meadow"), level("caverns"), level("caverns")];
        let progress = Progress { reached: 3, ..Progress::default() };
        let pars = vec![None; levels.len()];
        let info = MapInfo { levels: &levels, progress: &progress, pars: &pars };
        let name_row = |chosen: usize| {
            let mut canvas = ledge_render::PixmapCanvas::new(640, 360).unwrap();
            draw(&mut canvas, &info, chosen);
            // The first world's label (a font pixel a pixel at this size): its name.
            (8..56)
                .flat_map(|x| (36..43).map(move |y| (x, y)))
                .map(|(x, y)| canvas.pixel(x, y))
                .collect::<Vec<_>>()
        };
        assert!(name_row(0) == name_row(3), "the climber over level 1 covers the world's name");
    }

    #[test]
    fn worlds_are_runs_of_one_theme() {
        let levels = [level("meadow"), level("meadow"), level("caverns"), level("foundry"), level("foundry")];
        let found = worlds(&levels);
        let shape: Vec<(usize, usize)> = found.iter().map(|w| (w.first, w.len)).collect();
        assert_eq!(shape, [(0, 2), (2, 1), (3, 2)]);
    }

    #[test]
    fn keys_walk_along_and_between_worlds_but_not_past_the_last_level_open() {
        let levels = [level("meadow"), level("meadow"), level("meadow"), level("caverns"), level("caverns")];
        let worlds = worlds(&levels);
        assert_eq!(moved(&worlds, 2, 4, MenuKey::Right), 3, "right crosses into the next world");
        assert_eq!(moved(&worlds, 2, 4, MenuKey::Down), 4, "down keeps the place, within the world");
        assert_eq!(moved(&worlds, 4, 4, MenuKey::Up), 1);
        assert_eq!(moved(&worlds, 2, 2, MenuKey::Right), 2, "level 4 is not open yet");
        assert_eq!(moved(&worlds, 0, 4, MenuKey::Left), 0);
    }
}
