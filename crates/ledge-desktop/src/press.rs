//! A key or button press, as the game sees it, and what it means in a menu.

use crate::controls::Action;

/// A key or button press, as the app sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Press {
    /// The actions bound to the key.
    pub actions: Vec<Action>,
    /// Enter (or a gamepad's A): choose in menus.
    pub confirm: bool,
    /// Escape (or a gamepad's B): back in menus.
    pub back: bool,
}

/// What a press does in a menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuKey {
    /// The item above.
    Up,
    /// The item below.
    Down,
    /// Less of the chosen item's value.
    Left,
    /// More of the chosen item's value.
    Right,
    /// Choose the item.
    Confirm,
    /// Leave the menu.
    Back,
}

impl Press {
    /// True when the press does `action`.
    pub fn has(&self, action: Action) -> bool {
        self.actions.contains(&action)
    }

    /// What the press means in a menu: moving wins over choosing, so that
    /// Up (bound to both climbing and jumping) moves up.
    pub fn menu_key(&self) -> Option<MenuKey> {
        [
            (Action::Up, MenuKey::Up),
            (Action::Down, MenuKey::Down),
            (Action::Left, MenuKey::Left),
            (Action::Right, MenuKey::Right),
        ]
        .into_iter()
        .find(|(a, _)| self.has(*a))
        .map(|(_, k)| k)
        .or_else(|| (self.confirm || self.has(Action::Jump)).then_some(MenuKey::Confirm))
        .or_else(|| (self.back || self.has(Action::Pause)).then_some(MenuKey::Back))
    }
}
