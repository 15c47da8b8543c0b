//! Drawing each screen: the menus over the first level, the game with its
//! panels (level complete, game over, victory) over it.

use ledge_game::Theme;
use ledge_render::{format_time, paint_backdrop, Canvas};

use super::{App, Back, Screen};
use crate::level_map::{self, MapInfo};
use crate::menu::{MenuItem, TitleItem};
use crate::play_view::zoom_for;
use crate::screens;
use crate::settings_menu::SettingsItem;

/// The title screen's reminder of the controls (their default keys), in
/// two lines that fit the smallest window.
const CONTROLS_HINT: [&str; 2] =
    ["Arrows or WASD move - Space jumps - X or Shift dashes", "R restarts - Esc pauses"];

impl App {
    /// Draws the current screen, `alpha` of the way from the last step to this one.
    pub fn draw(&mut self, canvas: &mut dyn Canvas, alpha: f64) {
        if let Some(editor) = &mut self.editor {
            editor.draw(canvas, alpha);
            return;
        }
        self.view.resize(canvas.size());
        let shake = self.settings.shake;
        match self.screen {
            Screen::Title { chosen } => {
                self.draw_backdrop(Theme::Meadow, canvas);
                let mut notes: Vec<String> = CONTROLS_HINT.iter().map(|line| line.to_string()).collect();
                notes.extend(self.notes.iter().cloned());
                let items: Vec<String> =
                    TitleItem::all().into_iter().map(|i| i.label().to_string()).collect();
                screens::title(canvas, &items, chosen.position(), &notes);
            }
            Screen::LevelSelect { chosen } => {
                let info = MapInfo {
                    levels: &self.levels,
                    progress: &self.progress,
                    pars: &self.pars,
                    bonus_from: self.bonus_from,
                    refused: self.refused_at.is_some_and(|at| self.ticks < at + super::REFUSED_STEPS),
                };
                level_map::draw(canvas, &info, chosen, self.map_walk, self.ticks);
            }
            Screen::Settings { chosen, waiting, back } => {
                // Opened from a pause, the settings show over the paused level.
                match back {
                    Back::Title => self.draw_backdrop(Theme::Meadow, canvas),
                    Back::Paused => self.view.draw(canvas, alpha, shake),
                }
                let label = |item: SettingsItem| item.label(&self.settings, waiting && item == chosen);
                screens::menu_of(canvas, "SETTINGS", chosen, label, &[]);
            }
            Screen::Playing => self.view.draw(canvas, alpha, shake),
            Screen::Paused { chosen } => {
                self.view.draw(canvas, alpha, shake);
                screens::menu_of(canvas, "PAUSED", chosen, |item| item.label().to_string(), &[]);
            }
            Screen::LevelComplete { level, time_s, clock_s, steps_left } => {
                let Some(lines) = self.complete_lines(level, time_s, clock_s) else { return };
                self.view.draw(canvas, alpha, shake);
                screens::panel(canvas, "LEVEL COMPLETE", &lines);
                screens::confetti(canvas, u64::from(super::LEVEL_COMPLETE_STEPS - steps_left));
            }
            Screen::GameOver { .. } => {
                self.view.draw(canvas, alpha, shake);
                screens::panel(canvas, "GAME OVER", &["Back to the start of the world".to_string()]);
            }
            Screen::Victory => {
                let (time, deaths) = self.view.session().map_or((0, 0), |s| {
                    s.stats().iter().fold((0, 0), |(t, d), st| (t + st.steps, d + st.deaths))
                });
                let lines = vec![
                    format!("Total time {}", format_time(time as f64 * self.step_seconds())),
                    format!("Deaths {deaths}"),
                ];
                self.view.draw(canvas, alpha, shake);
                screens::panel(canvas, "VICTORY!", &lines);
            }
        }
    }

    /// The level-complete panel's lines for `level`, won in a run of
    /// `time_s` seconds after `clock_s` on the clock: the name, the times,
    /// coins, deaths, the gem, the best run when this one was slower, and
    /// the run against par.
    fn complete_lines(&self, level: usize, time_s: f64, clock_s: f64) -> Option<Vec<String>> {
        let deaths = self.view.session().map_or(0, |s| s.stats()[level].deaths);
        let gems = self.view.session().map_or((0, 0), |s| s.play().gems());
        let (played, par) = self.level_and_par(level)?;
        let mut lines = vec![played.name.clone(), format!("Time {}", format_time(clock_s))];
        // The clock counts every attempt; the run is the one that won, which par is for.
        if deaths > 0 {
            lines.push(format!("This run {}", format_time(time_s)));
        }
        lines.extend([format!("Coins {}", played.coins()), format!("Deaths {deaths}")]);
        if gems.1 > 0 {
            lines.push(if gems.0 > 0 { "Gem found!".to_string() } else { "Gem: still hidden".to_string() });
        }
        let best = self.progress.levels.get(&played.name).and_then(|r| r.best_s);
        if let Some(best) = best.filter(|&best| best < time_s && self.endless.is_none()) {
            lines.push(format!("Best {}", format_time(best)));
        }
        if let Some(par) = par {
            let mark = if time_s <= par { "  - par beaten!" } else { "" };
            lines.push(format!("Par {}{mark}", format_time(par)));
        }
        Some(lines)
    }

    /// The moving backdrop of `theme`'s world, filling the canvas at the
    /// game's zoom: behind the title and the menus.
    fn draw_backdrop(&self, theme: Theme, canvas: &mut dyn Canvas) {
        let (w, h) = canvas.size();
        let zoom = zoom_for(h) as f32;
        let (art_w, art_h) = ((w / zoom).ceil() as u32, (h / zoom).ceil() as u32);
        canvas.draw_image(&paint_backdrop(theme, self.ticks, art_w, art_h), 0.0, 0.0, zoom);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_level_complete_panel_sets_the_winning_run_against_par() {
        let dir = std::env::temp_dir().join(format!("ledge-complete-par-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let first = &ledge_game::pack::PACK[0];
        let app = crate::app::tests::win_first(&dir, &format!("30 -\n{}", first.script));
        let Screen::LevelComplete { level, time_s, clock_s, .. } = app.screen else {
            panic!("{:?}", app.screen)
        };
        let lines = app.complete_lines(level, time_s, clock_s).unwrap();
        let par = format_time(first.par_frames() as f64 / 60.0);
        assert!(lines.contains(&format!("Time {}", format_time(time_s))), "{lines:?}");
        assert_eq!(lines.last(), Some(&format!("Par {par}")), "half a second slower than par: not beaten");
        std::fs::remove_dir_all(&dir).ok();
    }
}
