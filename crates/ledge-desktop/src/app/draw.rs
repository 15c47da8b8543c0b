//! Drawing each screen: the menus over the first level, the game with its
//! panels (level complete, game over, victory) over it.

use ledge_render::{format_time, Canvas};

use super::{App, Screen};
use crate::screens;
use crate::settings_menu::SettingsItem;

/// The title screen's reminder of the controls.
const CONTROLS_HINT: &str = "Arrows or WASD move - Space jumps - Esc pauses";

impl App {
    /// Draws the current screen, `alpha` of the way from the last step to this one.
    pub fn draw(&mut self, canvas: &mut dyn Canvas, alpha: f64) {
        if let Some(editor) = &mut self.editor {
            editor.draw(canvas, alpha);
            return;
        }
        self.view.resize(canvas.size(), self.settings.pixel_perfect);
        let backdrop = &self.levels[0].grid;
        match self.screen {
            Screen::Title { chosen } => {
                self.view.draw_backdrop(backdrop, canvas);
                let mut notes = vec![CONTROLS_HINT.to_string()];
                notes.extend(self.notes.iter().cloned());
                screens::menu_of(canvas, "LEDGE", chosen, |item| item.label().to_string(), &notes);
            }
            Screen::LevelSelect { chosen } => {
                self.view.draw_backdrop(backdrop, canvas);
                screens::menu(canvas, "LEVELS", &self.level_labels(), chosen, &[]);
            }
            Screen::Settings { chosen, waiting, .. } => {
                self.view.draw_backdrop(backdrop, canvas);
                let label = |item: SettingsItem| item.label(&self.settings, waiting && item == chosen);
                screens::menu_of(canvas, "SETTINGS", chosen, label, &[]);
            }
            Screen::Playing => self.view.draw(canvas, alpha),
            Screen::Paused { chosen } => {
                self.view.draw(canvas, alpha);
                screens::menu_of(canvas, "PAUSED", chosen, |item| item.label().to_string(), &[]);
            }
            Screen::LevelComplete { level, time_s, .. } => {
                let deaths = self.view.session().map_or(0, |s| s.stats()[level].deaths);
                let lines = vec![
                    self.levels[level].name.clone(),
                    format!("Time {}", format_time(time_s)),
                    format!("Deaths {deaths}"),
                ];
                self.view.draw(canvas, alpha);
                screens::panel(canvas, "LEVEL COMPLETE", &lines);
            }
            Screen::GameOver { .. } => {
                self.view.draw(canvas, alpha);
                screens::panel(canvas, "GAME OVER", &["Back to the first level".to_string()]);
            }
            Screen::Victory => {
                let (time, deaths) = self.view.session().map_or((0, 0), |s| {
                    s.stats().iter().fold((0, 0), |(t, d), st| (t + st.steps, d + st.deaths))
                });
                let lines = vec![
                    format!("Total time {}", format_time(time as f64 * self.step_seconds())),
                    format!("Deaths {deaths}"),
                ];
                self.view.draw(canvas, alpha);
                screens::panel(canvas, "VICTORY!", &lines);
            }
        }
    }

    /// Level select's items: each level reached, with its best time and deaths.
    fn level_labels(&self) -> Vec<String> {
        self.levels[..=self.progress.reached]
            .iter()
            .enumerate()
            .map(|(i, level)| {
                let record = self.progress.levels.get(&level.name).copied().unwrap_or_default();
                let best = record.best_s.map_or("-".to_string(), format_time);
                format!("{:2}. {}  best {}  deaths {}", i + 1, level.name, best, record.deaths)
            })
            .collect()
    }
}
