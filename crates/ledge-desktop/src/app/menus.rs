//! The menus: how a press moves between the screens, and what choosing
//! each item of the title, pause, level select and settings menus does.

use super::{endless, App, Back, Screen};
use crate::controls::Action;
use crate::level_map;
use crate::menu::{MenuItem, PauseItem, TitleItem};
use crate::press::{MenuKey, Press};
use crate::settings_menu::SettingsItem;
use crate::sound::Sfx;

/// The sound of a menu key that changed something: a tick for moving or
/// stepping a value, two notes up for choosing, two down for going back.
fn menu_sound(key: MenuKey) -> Sfx {
    match key {
        MenuKey::Confirm => Sfx::MENU_CONFIRM,
        MenuKey::Back => Sfx::MENU_BACK,
        MenuKey::Up | MenuKey::Down | MenuKey::Left | MenuKey::Right => Sfx::MENU_MOVE,
    }
}

impl App {
    /// Ends the game and shows the title screen.
    fn back_to_title(&mut self) {
        self.view.stop();
        self.screen = Screen::Title { chosen: TitleItem::Play };
    }

    /// Leaves the level being played for the map, on that level (the
    /// title, from endless play, which has no map).
    fn quit_level(&mut self) {
        let level = self.view.session().map(|s| s.current());
        if self.endless.is_some() {
            return self.back_to_title();
        }
        let chosen = level.unwrap_or(self.progress.reached).min(self.progress.reached);
        self.view.stop();
        self.map_walk = level_map::Walk { from: chosen, since: 0 };
        self.screen = Screen::LevelSelect { chosen };
    }

    fn resume(&mut self) {
        self.view.set_paused(false);
        self.screen = Screen::Playing;
    }

    /// Handles a key or button press; the editor takes [`App::edit_input`] instead.
    pub fn press(&mut self, press: &Press) {
        if self.is_editing() {
            return;
        }
        match self.screen {
            Screen::Playing => {
                if press.has(Action::Pause) || press.back {
                    self.view.set_paused(true);
                    self.screen = Screen::Paused { chosen: PauseItem::Resume };
                } else if press.has(Action::Restart) {
                    self.view.restart();
                }
            }
            Screen::LevelComplete { .. } | Screen::GameOver { .. } => {
                if press.menu_key() == Some(MenuKey::Confirm) {
                    self.sounds.push(Sfx::MENU_CONFIRM);
                    self.advance();
                }
            }
            screen => {
                if let Some(key) = press.menu_key() {
                    let before = self.settings.clone();
                    self.menu(screen, key);
                    if self.screen != screen || self.settings != before || self.quit {
                        self.sounds.push(menu_sound(key));
                    }
                }
            }
        }
    }

    fn menu(&mut self, screen: Screen, key: MenuKey) {
        match screen {
            Screen::Title { chosen } => self.title_menu(chosen, key),
            Screen::LevelSelect { chosen } => match key {
                MenuKey::Confirm => self.start(chosen),
                MenuKey::Back => self.screen = Screen::Title { chosen: TitleItem::LevelSelect },
                _ => {
                    let worlds = level_map::worlds(&self.levels);
                    let to = level_map::moved(&worlds, chosen, self.progress.reached, key);
                    if to != chosen {
                        self.map_walk = level_map::Walk { from: chosen, since: self.ticks };
                        self.refused_at = None;
                    } else if level_map::moved(&worlds, chosen, usize::MAX, key) != chosen {
                        // The way on is locked: the map says so, with a sound.
                        self.refused_at = Some(self.ticks);
                        self.sounds.push(Sfx::MENU_BACK);
                    }
                    self.screen = Screen::LevelSelect { chosen: to };
                }
            },
            Screen::Paused { chosen } => self.pause_menu(chosen, key),
            Screen::Settings { chosen, back, .. } => self.settings_menu(chosen, back, key),
            Screen::Victory => {
                if matches!(key, MenuKey::Confirm | MenuKey::Back) {
                    self.back_to_title();
                }
            }
            Screen::Playing | Screen::LevelComplete { .. } | Screen::GameOver { .. } => {}
        }
    }

    fn title_menu(&mut self, chosen: TitleItem, key: MenuKey) {
        match key {
            MenuKey::Confirm => match chosen {
                TitleItem::Play => self.start(self.progress.reached),
                TitleItem::Endless => self.start_endless(endless::day_seed(macroquad::miniquad::date::now())),
                TitleItem::LevelSelect => {
                    self.map_walk = level_map::Walk { from: self.progress.reached, since: 0 };
                    self.screen = Screen::LevelSelect { chosen: self.progress.reached };
                }
                TitleItem::Settings => self.open_settings(Back::Title),
                TitleItem::Edit => self.open_my_level(),
                TitleItem::Quit => self.quit = true,
            },
            MenuKey::Back => self.quit = true,
            _ => self.screen = Screen::Title { chosen: chosen.moved(key) },
        }
    }

    fn pause_menu(&mut self, chosen: PauseItem, key: MenuKey) {
        match (key, chosen) {
            (MenuKey::Back, _) | (MenuKey::Confirm, PauseItem::Resume) => self.resume(),
            (MenuKey::Confirm, PauseItem::Retry) => {
                self.view.retry();
                self.resume();
            }
            (MenuKey::Confirm, PauseItem::Restart) => {
                self.view.restart();
                self.resume();
            }
            (MenuKey::Confirm, PauseItem::Settings) => self.open_settings(Back::Paused),
            (MenuKey::Confirm, PauseItem::Quit) => self.quit_level(),
            _ => self.screen = Screen::Paused { chosen: chosen.moved(key) },
        }
    }

    fn open_settings(&mut self, back: Back) {
        self.screen = Screen::Settings { chosen: SettingsItem::MusicVolume, back, waiting: false };
    }

    fn settings_menu(&mut self, chosen: SettingsItem, back: Back, key: MenuKey) {
        match (key, chosen) {
            (MenuKey::Back, _) | (MenuKey::Confirm, SettingsItem::Back) => self.screen = back.screen(),
            (MenuKey::Confirm, SettingsItem::Key(_)) => {
                self.screen = Screen::Settings { chosen, back, waiting: true }
            }
            _ if chosen.adjust(key, &mut self.settings) => {
                self.save_settings();
                self.sync_ghosts();
            }
            _ => self.screen = Screen::Settings { chosen: chosen.moved(key), back, waiting: false },
        }
    }
}

#[cfg(test)]
mod tests {
    use ledge_game::Buttons;

    use super::*;
    use crate::app::tests::two_levels;
    use crate::music::Track;

    /// A game playing its first level.
    fn playing() -> App {
        two_levels(None, true)
    }

    /// A game on its title screen.
    fn title() -> App {
        two_levels(None, false)
    }

    fn press(actions: &[Action]) -> Press {
        Press { actions: actions.to_vec(), ..Press::default() }
    }

    fn confirm() -> Press {
        Press { confirm: true, ..Press::default() }
    }

    /// Moves down the menu to the `position`th item, from the first.
    fn go_down(game: &mut App, position: usize) {
        for _ in 0..position {
            game.press(&press(&[Action::Down]));
        }
    }

    #[test]
    fn pause_stops_the_game_and_resume_goes_on() {
        let mut game = playing();
        game.press(&press(&[Action::Pause]));
        assert_eq!(game.screen_name(), "paused");
        let before = game.player();
        for _ in 0..30 {
            game.step(Buttons::RIGHT);
        }
        assert_eq!(game.player(), before);
        game.press(&press(&[Action::Pause]));
        assert_eq!(game.screen_name(), "playing");
        for _ in 0..30 {
            game.step(Buttons::RIGHT);
        }
        assert!(game.player().unwrap().x > before.unwrap().x);
    }

    #[test]
    fn up_moves_in_menus_instead_of_choosing() {
        let mut game = playing();
        game.press(&press(&[Action::Pause]));
        game.press(&press(&[Action::Up, Action::Jump]));
        game.press(&Press { confirm: true, ..Press::default() });
        // Up from "Resume" wraps to "Quit": back to the map.
        assert_eq!(game.screen_name(), "level-select");
        assert!(game.level().is_none());
    }

    #[test]
    fn quit_in_the_pause_menu_goes_to_the_map_on_the_level_left() {
        let mut game = playing();
        game.press(&press(&[Action::Pause]));
        go_down(&mut game, PauseItem::Quit.position());
        game.press(&confirm());
        assert_eq!(game.screen, Screen::LevelSelect { chosen: 0 });
        assert!(game.level().is_none(), "the level is left");
    }

    #[test]
    fn each_title_item_does_what_its_name_says() {
        for item in TitleItem::all() {
            let mut game = title();
            go_down(&mut game, item.position());
            game.press(&confirm());
            let (screen, quits) = match item {
                TitleItem::Play | TitleItem::Endless => ("playing", false),
                TitleItem::Edit => ("title", false),
                TitleItem::LevelSelect => ("level-select", false),
                TitleItem::Settings => ("settings", false),
                TitleItem::Quit => ("title", true),
            };
            assert_eq!((game.screen_name(), game.wants_to_quit()), (screen, quits), "{item:?}");
        }
        let mut game = title();
        game.press(&confirm());
        assert_eq!(game.level(), Some(1), "Play starts on the last level reached");
    }

    #[test]
    fn moving_down_past_the_last_item_wraps_to_the_first() {
        let mut game = title();
        go_down(&mut game, TitleItem::all().len());
        game.press(&confirm());
        assert_eq!(game.screen_name(), "playing");
    }

    #[test]
    fn the_settings_go_back_where_they_were_opened() {
        let mut game = playing();
        game.press(&press(&[Action::Pause]));
        go_down(&mut game, PauseItem::Settings.position());
        game.press(&confirm());
        assert_eq!(game.screen_name(), "settings");
        game.press(&Press { back: true, ..Press::default() });
        assert_eq!(game.screen_name(), "paused");
        game.press(&confirm());
        assert_eq!(game.screen_name(), "settings", "back on the pause menu's Settings item");
        go_down(&mut game, SettingsItem::Back.position());
        game.press(&confirm());
        assert_eq!(game.screen_name(), "paused");
    }

    #[test]
    fn the_settings_opened_from_a_pause_show_the_paused_level_behind_them() {
        let level = ledge_game::pack::find("stalactites").unwrap().level();
        assert_eq!(level.settings.theme, ledge_game::Theme::Caverns);
        let mut game = App::new(crate::app::AppStart {
            levels: vec![level],
            is_pack: false,
            physics: None,
            script: None,
            store: None,
            play_at_once: true,
            view_px: (320.0, 180.0),
            edit: None,
            my_level: None,
        });
        let corner = |game: &mut App| {
            let mut canvas = ledge_render::PixmapCanvas::new(320, 180).unwrap();
            game.draw(&mut canvas, 1.0);
            // Spots along the bottom: the picture behind the menu, no text on them.
            [(4, 176), (40, 170), (300, 175)].map(|(x, y)| canvas.pixel(x, y))
        };
        game.press(&press(&[Action::Pause]));
        let paused = corner(&mut game);
        go_down(&mut game, PauseItem::Settings.position());
        game.press(&confirm());
        assert_eq!(game.screen_name(), "settings");
        assert_eq!(corner(&mut game), paused, "the caverns level shows behind the settings");
    }

    #[test]
    fn menus_tick_when_moving_chime_when_choosing_and_fall_when_going_back() {
        let mut game = title();
        go_down(&mut game, TitleItem::Settings.position());
        game.press(&confirm());
        assert_eq!(game.take_sounds().last(), Some(&Sfx::MENU_CONFIRM));
        game.press(&press(&[Action::Right]));
        assert_eq!(game.take_sounds(), [Sfx::MENU_MOVE], "the music volume went up a step");
        assert_eq!(game.settings().music_volume, 7);
        game.press(&Press { back: true, ..Press::default() });
        assert_eq!(game.take_sounds(), [Sfx::MENU_BACK]);
        game.press(&press(&[Action::Left]));
        assert_eq!(game.take_sounds(), [], "Left moves nothing on the title screen");
    }

    #[test]
    fn the_title_and_each_level_play_their_own_tunes() {
        let mut game = title();
        assert_eq!(game.music(), Some(Track::Title));
        game.press(&confirm());
        assert_eq!(game.music(), Some(Track::Shafts));
        game.press(&press(&[Action::Pause]));
        go_down(&mut game, PauseItem::Settings.position());
        game.press(&confirm());
        assert_eq!(game.music(), Some(Track::Shafts), "the level's tune goes on under its settings");
    }

    #[test]
    fn choosing_an_action_waits_for_its_new_key() {
        let mut game = title();
        go_down(&mut game, TitleItem::Settings.position());
        game.press(&confirm());
        go_down(&mut game, SettingsItem::Key(Action::Restart).position());
        game.press(&confirm());
        assert_eq!(game.awaiting_key(), Some(Action::Restart));
        game.bind_key(Some("T"));
        assert_eq!(game.awaiting_key(), None);
        assert_eq!(game.settings().bindings.keys(Action::Restart), ["T"]);
    }
}
