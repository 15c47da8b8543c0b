//! The menus' items: each menu's items are an enum that names them and
//! gives their labels, and the chosen item moves over them, wrapping around
//! at the ends.

use crate::press::MenuKey;

/// The items of one menu.
pub trait MenuItem: Copy + PartialEq + Sized {
    /// Every item, top to bottom.
    fn all() -> Vec<Self>;

    /// Where the item stands in [`MenuItem::all`], from 0.
    fn position(self) -> usize {
        Self::all().iter().position(|&item| item == self).unwrap_or(0)
    }

    /// The item `key` chooses next: the one above or below, wrapping around
    /// at the ends; this one for any other key.
    fn moved(self, key: MenuKey) -> Self {
        let all = Self::all();
        all[moved(self.position(), all.len(), key)]
    }
}

/// The position `key` chooses next in a menu of `len` items when `chosen`
/// is chosen: the one above or below, wrapping around at the ends;
/// `chosen` for any other key.
pub fn moved(chosen: usize, len: usize, key: MenuKey) -> usize {
    match key {
        MenuKey::Up => (chosen + len - 1) % len,
        MenuKey::Down => (chosen + 1) % len,
        _ => chosen,
    }
}

/// The title screen's items.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TitleItem {
    /// Play from the last level reached.
    Play,
    /// Generated levels one after another, from the day's seed.
    Endless,
    /// Choose a level reached.
    LevelSelect,
    /// The level editor, on the player's own level.
    Edit,
    /// The settings screen.
    Settings,
    /// Leave the game.
    Quit,
}

impl MenuItem for TitleItem {
    /// A page can neither close its tab nor keep files, so the web's
    /// title screen has no Quit and no editor.
    fn all() -> Vec<TitleItem> {
        let mut items = vec![TitleItem::Play, TitleItem::Endless, TitleItem::LevelSelect];
        if cfg!(not(target_arch = "wasm32")) {
            items.push(TitleItem::Edit);
        }
        items.push(TitleItem::Settings);
        if cfg!(not(target_arch = "wasm32")) {
            items.push(TitleItem::Quit);
        }
        items
    }
}

impl TitleItem {
    /// Its label on screen.
    pub fn label(self) -> &'static str {
        match self {
            TitleItem::Play => "Play",
            TitleItem::Endless => "Endless",
            TitleItem::LevelSelect => "Level select",
            TitleItem::Edit => "Level editor",
            TitleItem::Settings => "Settings",
            TitleItem::Quit => "Quit",
        }
    }
}

/// The pause menu's items.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PauseItem {
    /// Play on.
    Resume,
    /// Back at the last flag touched (or the level's start).
    Retry,
    /// Start the level again from its start.
    Restart,
    /// The settings screen.
    Settings,
    /// Back to the map (the title, from endless play).
    Quit,
}

impl MenuItem for PauseItem {
    fn all() -> Vec<PauseItem> {
        vec![PauseItem::Resume, PauseItem::Retry, PauseItem::Restart, PauseItem::Settings, PauseItem::Quit]
    }
}

impl PauseItem {
    /// Its label on screen.
    pub fn label(self) -> &'static str {
        match self {
            PauseItem::Resume => "Resume",
            PauseItem::Retry => "Retry from the flag",
            PauseItem::Restart => "Restart the level",
            PauseItem::Settings => "Settings",
            PauseItem::Quit => "Quit to the map",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moving_past_either_end_wraps_around() {
        assert_eq!(TitleItem::Quit.moved(MenuKey::Down), TitleItem::Play);
        assert_eq!(TitleItem::Play.moved(MenuKey::Up), TitleItem::Quit);
        assert_eq!(PauseItem::Resume.moved(MenuKey::Down), PauseItem::Retry);
        assert_eq!(moved(2, 3, MenuKey::Down), 0);
        assert_eq!(moved(0, 1, MenuKey::Up), 0);
    }

    #[test]
    fn only_up_and_down_move() {
        for key in [MenuKey::Left, MenuKey::Right, MenuKey::Confirm, MenuKey::Back] {
            assert_eq!(PauseItem::Settings.moved(key), PauseItem::Settings);
        }
    }

    #[test]
    fn every_item_stands_where_it_is_listed() {
        for (i, item) in TitleItem::all().into_iter().enumerate() {
            assert_eq!(item.position(), i);
        }
    }
}
