//! The settings screen's items: the music and effects volumes, five
//! switches (shake, fullscreen, classic lives, the two ghosts), a key for each action, resetting the keys, and going back;
//! and what Left, Right and Confirm change on each.

use crate::controls::{Action, Bindings};
use crate::menu::MenuItem;
use crate::press::MenuKey;
use crate::save::Preferences;

/// The loudest volume.
const MAX_VOLUME: u8 = 10;

/// The settings screen's items.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsItem {
    /// The music's volume.
    MusicVolume,
    /// The sound effects' volume.
    EffectsVolume,
    /// Shaking the screen.
    Shake,
    /// Filling the screen.
    Fullscreen,
    /// Lives and game over, as the classics had, instead of retries.
    Classic,
    /// The ghost of the player's best run.
    GhostBest,
    /// The ghost of the level's par run, on levels won.
    GhostPar,
    /// The keys of an action: choosing it waits for a new key.
    Key(Action),
    /// Every action back on its default keys.
    ResetKeys,
    /// Back to the screen the settings were opened from.
    Back,
}

impl MenuItem for SettingsItem {
    fn all() -> Vec<SettingsItem> {
        let values = [
            SettingsItem::MusicVolume,
            SettingsItem::EffectsVolume,
            SettingsItem::Shake,
            SettingsItem::Fullscreen,
            SettingsItem::Classic,
            SettingsItem::GhostBest,
            SettingsItem::GhostPar,
        ];
        let keys = Action::ALL.map(SettingsItem::Key);
        values.into_iter().chain(keys).chain([SettingsItem::ResetKeys, SettingsItem::Back]).collect()
    }
}

impl SettingsItem {
    /// Its label on screen, showing its value in `settings`; a key item
    /// asks for a key while `waiting` for one.
    pub fn label(self, settings: &Preferences, waiting: bool) -> String {
        let on_off = |on: bool| if on { "on" } else { "off" };
        match self {
            SettingsItem::MusicVolume => format!("Music volume  < {} >", settings.music_volume),
            SettingsItem::EffectsVolume => format!("Effects volume  < {} >", settings.effects_volume),
            SettingsItem::Shake => format!("Screen shake  {}", on_off(settings.shake)),
            SettingsItem::Fullscreen => format!("Fullscreen (F11)  {}", on_off(settings.fullscreen)),
            SettingsItem::Classic => format!("Lives and game over  {}", on_off(settings.classic)),
            SettingsItem::GhostBest => format!("Ghost of your best run  {}", on_off(settings.ghost_best)),
            SettingsItem::GhostPar => format!("Ghost of par (levels won)  {}", on_off(settings.ghost_par)),
            SettingsItem::Key(action) => {
                let keys = if waiting {
                    "press a key...".to_string()
                } else {
                    settings.bindings.keys(action).join(" ")
                };
                format!("{}: {keys}", action.label())
            }
            SettingsItem::ResetKeys => "Reset keys".to_string(),
            SettingsItem::Back => "Back".to_string(),
        }
    }

    /// Changes `settings` as `key` does on this item: Left and Right step
    /// the volumes (Confirm raises them) and flip the switches (so does
    /// Confirm), Confirm resets the keys. True when it changed something.
    pub fn adjust(self, key: MenuKey, settings: &mut Preferences) -> bool {
        let change = matches!(key, MenuKey::Left | MenuKey::Right | MenuKey::Confirm);
        let step = |volume: &mut u8| {
            *volume =
                if key == MenuKey::Left { volume.saturating_sub(1) } else { (*volume + 1).min(MAX_VOLUME) }
        };
        match self {
            SettingsItem::MusicVolume if change => step(&mut settings.music_volume),
            SettingsItem::EffectsVolume if change => step(&mut settings.effects_volume),
            SettingsItem::Shake if change => settings.shake = !settings.shake,
            SettingsItem::Fullscreen if change => settings.fullscreen = !settings.fullscreen,
            SettingsItem::Classic if change => settings.classic = !settings.classic,
            SettingsItem::GhostBest if change => settings.ghost_best = !settings.ghost_best,
            SettingsItem::GhostPar if change => settings.ghost_par = !settings.ghost_par,
            SettingsItem::ResetKeys if key == MenuKey::Confirm => settings.bindings = Bindings::default(),
            _ => return false,
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_of_every_action_sit_between_the_switches_and_the_reset() {
        let all = SettingsItem::all();
        assert_eq!(all.len(), 7 + Action::ALL.len() + 2);
        assert_eq!(all[..2], [SettingsItem::MusicVolume, SettingsItem::EffectsVolume]);
        assert_eq!(all[7], SettingsItem::Key(Action::ALL[0]));
        assert_eq!(all[all.len() - 2..], [SettingsItem::ResetKeys, SettingsItem::Back]);
    }

    #[test]
    fn each_volume_steps_between_silent_and_loudest_on_its_own() {
        let mut settings = Preferences { music_volume: 0, effects_volume: 5, ..Preferences::default() };
        assert!(SettingsItem::MusicVolume.adjust(MenuKey::Left, &mut settings));
        assert_eq!(settings.music_volume, 0);
        for _ in 0..12 {
            SettingsItem::MusicVolume.adjust(MenuKey::Right, &mut settings);
        }
        assert_eq!((settings.music_volume, settings.effects_volume), (MAX_VOLUME, 5));
        assert!(SettingsItem::EffectsVolume.adjust(MenuKey::Left, &mut settings));
        assert_eq!((settings.music_volume, settings.effects_volume), (MAX_VOLUME, 4));
        assert!(!SettingsItem::MusicVolume.adjust(MenuKey::Down, &mut settings));
        assert_eq!(SettingsItem::EffectsVolume.label(&settings, false), "Effects volume  < 4 >");
    }

    #[test]
    fn screen_shake_switches_on_and_off() {
        let mut settings = Preferences::default();
        assert!(settings.shake);
        assert!(SettingsItem::Shake.adjust(MenuKey::Right, &mut settings));
        assert_eq!(SettingsItem::Shake.label(&settings, false), "Screen shake  off");
        assert!(SettingsItem::Shake.adjust(MenuKey::Confirm, &mut settings));
        assert!(settings.shake);
    }

    #[test]
    fn only_confirm_resets_the_keys() {
        let mut settings = Preferences::default();
        settings.bindings.remap(Action::Jump, "X");
        assert!(!SettingsItem::ResetKeys.adjust(MenuKey::Right, &mut settings));
        assert!(SettingsItem::ResetKeys.adjust(MenuKey::Confirm, &mut settings));
        assert_eq!(settings.bindings, Bindings::default());
    }
}
