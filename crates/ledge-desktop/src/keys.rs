//! Key names: the bindings are saved as names (`"Space"`, `"A"`), and
//! turned into macroquad's key codes here.

use macroquad::input::KeyCode;

macro_rules! key_table {
    ($($name:ident),* $(,)?) => {
        /// Every key that can be bound, with its name.
        const KEYS: &[(&str, KeyCode)] = &[$((stringify!($name), KeyCode::$name)),*];
    };
}

key_table![
    Space,
    Apostrophe,
    Comma,
    Minus,
    Period,
    Slash,
    Key0,
    Key1,
    Key2,
    Key3,
    Key4,
    Key5,
    Key6,
    Key7,
    Key8,
    Key9,
    Semicolon,
    Equal,
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
    I,
    J,
    K,
    L,
    M,
    N,
    O,
    P,
    Q,
    R,
    S,
    T,
    U,
    V,
    W,
    X,
    Y,
    Z,
    LeftBracket,
    Backslash,
    RightBracket,
    GraveAccent,
    Escape,
    Enter,
    Tab,
    Backspace,
    Insert,
    Delete,
    Right,
    Left,
    Down,
    Up,
    PageUp,
    PageDown,
    Home,
    End,
    F1,
    F2,
    F3,
    F4,
    F5,
    F6,
    F7,
    F8,
    F9,
    F10,
    F12,
    Kp0,
    Kp1,
    Kp2,
    Kp3,
    Kp4,
    Kp5,
    Kp6,
    Kp7,
    Kp8,
    Kp9,
    KpDecimal,
    KpDivide,
    KpMultiply,
    KpSubtract,
    KpAdd,
    KpEnter,
    LeftShift,
    LeftControl,
    LeftAlt,
    RightShift,
    RightControl,
    RightAlt,
];

/// The key called `name`, if it can be bound.
pub fn code(name: &str) -> Option<KeyCode> {
    KEYS.iter().find(|(n, _)| *n == name).map(|&(_, k)| k)
}

/// The name of `key`, if it can be bound (F11 is kept for fullscreen).
pub fn name(key: KeyCode) -> Option<&'static str> {
    KEYS.iter().find(|(_, k)| *k == key).map(|&(n, _)| n)
}

/// Every bindable key, for polling.
pub fn all() -> impl Iterator<Item = (&'static str, KeyCode)> {
    KEYS.iter().copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::controls::Bindings;

    #[test]
    fn every_default_key_has_a_code() {
        for keys in Bindings::default().0.values() {
            for key in keys {
                assert!(code(key).is_some(), "{key}");
            }
        }
        assert_eq!(name(KeyCode::Space), Some("Space"));
        assert_eq!(name(KeyCode::F11), None);
    }
}
