//! What the player can do, and which keys do it. Keys are stored by name
//! (`"Space"`, `"A"`), so the bindings can be saved and remapped.

use std::collections::BTreeMap;

use ledge_game::Buttons;
use serde::{Deserialize, Serialize};

/// Something a key or a gamepad button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Walk left; in menus, decrease a value.
    Left,
    /// Walk right; in menus, increase a value.
    Right,
    /// Climb or jump; in menus, the item above.
    Up,
    /// Climb down or drop through; in menus, the item below.
    Down,
    /// Jump; in menus, choose.
    Jump,
    /// Dash (with the `ledge` physics).
    Dash,
    /// Pause; in menus, go back.
    Pause,
    /// Restart the level.
    Restart,
}

impl Action {
    /// Every action, in the order the settings screen lists them.
    pub const ALL: [Action; 8] = [
        Action::Left,
        Action::Right,
        Action::Up,
        Action::Down,
        Action::Jump,
        Action::Dash,
        Action::Pause,
        Action::Restart,
    ];

    /// Its name on screen.
    pub fn label(self) -> &'static str {
        match self {
            Action::Left => "Left",
            Action::Right => "Right",
            Action::Up => "Up",
            Action::Down => "Down",
            Action::Jump => "Jump",
            Action::Dash => "Dash",
            Action::Pause => "Pause",
            Action::Restart => "Restart",
        }
    }

    /// The game button it holds, if it is one.
    pub fn button(self) -> Option<Buttons> {
        match self {
            Action::Left => Some(Buttons::LEFT),
            Action::Right => Some(Buttons::RIGHT),
            Action::Up => Some(Buttons::UP),
            Action::Down => Some(Buttons::DOWN),
            Action::Jump => Some(Buttons::JUMP),
            Action::Dash => Some(Buttons::DASH),
            Action::Pause | Action::Restart => None,
        }
    }
}

/// Which keys do each action, by key name. Settings saved before an
/// action existed (the dash) read back with that action's default keys.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Bindings(#[serde(deserialize_with = "with_defaults")] pub BTreeMap<Action, Vec<String>>);

/// The saved bindings, and the default keys of any action they lack.
fn with_defaults<'de, D: serde::Deserializer<'de>>(d: D) -> Result<BTreeMap<Action, Vec<String>>, D::Error> {
    let mut saved = BTreeMap::<Action, Vec<String>>::deserialize(d)?;
    for (action, keys) in Bindings::default().0 {
        saved.entry(action).or_insert(keys);
    }
    Ok(saved)
}

impl Default for Bindings {
    /// Arrows or WASD to move; jump on Space, Up, W or Z; dash on X or
    /// Shift; Esc or P pauses; R restarts.
    fn default() -> Bindings {
        let keys = |names: &[&str]| names.iter().map(|n| n.to_string()).collect();
        Bindings(BTreeMap::from([
            (Action::Left, keys(&["Left", "A"])),
            (Action::Right, keys(&["Right", "D"])),
            (Action::Up, keys(&["Up", "W"])),
            (Action::Down, keys(&["Down", "S"])),
            (Action::Jump, keys(&["Space", "Up", "W", "Z"])),
            (Action::Dash, keys(&["X", "LeftShift", "RightShift"])),
            (Action::Pause, keys(&["Escape", "P"])),
            (Action::Restart, keys(&["R"])),
        ]))
    }
}

impl Bindings {
    /// The keys of `action`.
    pub fn keys(&self, action: Action) -> &[String] {
        self.0.get(&action).map_or(&[], Vec::as_slice)
    }

    /// The actions the key called `key` does.
    pub fn actions_of<'a>(&'a self, key: &'a str) -> impl Iterator<Item = Action> + 'a {
        self.0.iter().filter(move |(_, keys)| keys.iter().any(|k| k == key)).map(|(&a, _)| a)
    }

    /// Makes `key` the only key of `action`.
    pub fn remap(&mut self, action: Action, key: &str) {
        self.0.insert(action, vec![key.to_string()]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn up_both_climbs_and_jumps_by_default() {
        let bindings = Bindings::default();
        let actions: Vec<Action> = bindings.actions_of("Up").collect();
        assert_eq!(actions, [Action::Up, Action::Jump]);
    }

    #[test]
    fn settings_saved_before_the_dash_read_back_with_its_default_keys() {
        let saved = r#"{"jump": ["C"], "left": ["Left"]}"#;
        let bindings: Bindings = serde_json::from_str(saved).unwrap();
        assert_eq!(bindings.keys(Action::Jump), ["C"], "kept as saved");
        assert_eq!(bindings.keys(Action::Dash), ["X", "LeftShift", "RightShift"]);
    }

    #[test]
    fn remapping_replaces_the_keys_of_one_action() {
        let mut bindings = Bindings::default();
        bindings.remap(Action::Jump, "X");
        assert_eq!(bindings.keys(Action::Jump), ["X"]);
        assert_eq!(bindings.actions_of("Space").count(), 0);
        assert_eq!(bindings.keys(Action::Left), ["Left", "A"]);
    }
}
