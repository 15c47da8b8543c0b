//! The settings screen's items: the volume, two switches, a key for each
//! action, resetting the keys, and going back; and what Left, Right and
//! Confirm change on each.

use crate::controls::{Action, Bindings};
use crate::menu::MenuItem;
use crate::press::MenuKey;
use crate::save::Preferences;

/// The loudest volume.
const MAX_VOLUME: u8 = 10;

/// The settings screen's items.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsItem {
    /// The sound volume.
    Volume,
    /// Scaling by whole pixels.
    PixelPerfect,
    /// Filling the screen.
    Fullscreen,
    /// The keys of an action: choosing it waits for a new key.
    Key(Action),
    /// Every action back on its default keys.
    ResetKeys,
    /// Back to the screen the settings were opened from.
    Back,
}

impl MenuItem for SettingsItem {
    fn all() -> Vec<SettingsItem> {
        let values = [SettingsItem::Volume, SettingsItem::PixelPerfect, SettingsItem::Fullscreen];
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
            SettingsItem::Volume => format!("Volume  < {} >", settings.volume),
            SettingsItem::PixelPerfect => format!("Whole-pixel scaling  {}", on_off(settings.pixel_perfect)),
            SettingsItem::Fullscreen => format!("Fullscreen (F11)  {}", on_off(settings.fullscreen)),
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
    /// the volume (Confirm raises it) and flip the switches (so does
    /// Confirm), Confirm resets the keys. True when it changed something.
    pub fn adjust(self, key: MenuKey, settings: &mut Preferences) -> bool {
        let change = matches!(key, MenuKey::Left | MenuKey::Right | MenuKey::Confirm);
        match self {
            SettingsItem::Volume if key == MenuKey::Left => {
                settings.volume = settings.volume.saturating_sub(1)
            }
            SettingsItem::Volume if change => settings.volume = (settings.volume + 1).min(MAX_VOLUME),
            SettingsItem::PixelPerfect if change => settings.pixel_perfect = !settings.pixel_perfect,
            SettingsItem::Fullscreen if change => settings.fullscreen = !settings.fullscreen,
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
        assert_eq!(all.len(), 3 + Action::ALL.len() + 2);
        assert_eq!(all[3], SettingsItem::Key(Action::ALL[0]));
        assert_eq!(all[all.len() - 2..], [SettingsItem::ResetKeys, SettingsItem::Back]);
    }

    #[test]
    fn the_volume_steps_between_silent_and_loudest() {
        let mut settings = Preferences { volume: 0, ..Preferences::default() };
        assert!(SettingsItem::Volume.adjust(MenuKey::Left, &mut settings));
        assert_eq!(settings.volume, 0);
        for _ in 0..12 {
            SettingsItem::Volume.adjust(MenuKey::Right, &mut settings);
        }
        assert_eq!(settings.volume, MAX_VOLUME);
        assert!(!SettingsItem::Volume.adjust(MenuKey::Down, &mut settings));
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
