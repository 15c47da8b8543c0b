//! What the window tells the editor each frame: the mouse, the keys pressed
//! (with Ctrl and Shift) and the characters typed.

/// A mouse button this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MouseButton {
    /// Held down now.
    pub down: bool,
    /// Went down this frame.
    pub pressed: bool,
}

/// The keys the editor acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// Closes a form or a question; leaves the editor.
    Escape,
    /// Opens the selected object's form; applies a form.
    Enter,
    /// Opens the level's header form; the next field of a form.
    Tab,
    /// Empties the selected region, or removes the selected object's last
    /// path point; a form's last typed character.
    Backspace,
    /// As [`Key::Backspace`].
    Delete,
    /// Pans up; the previous field; with Ctrl, grows the level on top
    /// (with Shift too, shrinks it).
    Up,
    /// Pans down; the next field; with Ctrl, grows the level at the bottom.
    Down,
    /// Pans left; the previous choice; with Ctrl, grows the level on the left.
    Left,
    /// Pans right; the next choice; with Ctrl, grows the level on the right.
    Right,
    /// Play-test from the start.
    F5,
    /// Play-test from the cell under the mouse.
    F6,
    /// Verify with the solver.
    F7,
    /// Measure the level's difficulty.
    F8,
    /// With Ctrl: save.
    S,
    /// With Ctrl: start over from a generated level (the next seed).
    G,
    /// With Ctrl: undo (with Shift: redo).
    Z,
    /// With Ctrl: redo.
    Y,
    /// With Ctrl: copy the selection.
    C,
    /// With Ctrl: paste at the cell under the mouse.
    V,
    /// With Ctrl: fit the level in the view.
    Zero,
    /// With Ctrl: zoom in.
    Plus,
    /// With Ctrl: zoom out.
    Minus,
}

/// A key pressed, with the modifiers held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyPress {
    /// Which key.
    pub key: Key,
    /// Ctrl held.
    pub ctrl: bool,
    /// Shift held.
    pub shift: bool,
}

impl KeyPress {
    /// `key` alone.
    pub fn plain(key: Key) -> KeyPress {
        KeyPress { key, ctrl: false, shift: false }
    }

    /// `key` with Ctrl.
    pub fn ctrl(key: Key) -> KeyPress {
        KeyPress { key, ctrl: true, shift: false }
    }
}

/// One frame's input.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EditInput {
    /// The mouse, pixels from the window's top-left corner.
    pub mouse: (f32, f32),
    /// The left button: paints.
    pub left: MouseButton,
    /// The right button: erases.
    pub right: MouseButton,
    /// The middle button: drags the view.
    pub middle: MouseButton,
    /// Wheel turns this frame, up positive.
    pub wheel: f32,
    /// Shift held (a click with Shift adds a point to a platform's path).
    pub shift: bool,
    /// Keys pressed this frame, in order.
    pub keys: Vec<KeyPress>,
    /// Characters typed this frame (none while Ctrl is held).
    pub chars: Vec<char>,
}
