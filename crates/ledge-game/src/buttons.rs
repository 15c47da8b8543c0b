//! The game's buttons, as held during one step.

use std::fmt;
use std::ops::BitOr;

/// A set of the game's six buttons: `left`, `right`, `up`, `down`, `jump`,
/// `dash`.
///
/// How they move the player's body (for example that `up` also jumps, as
/// seed 002's up arrow does) is decided in one place, the player actor.
///
/// ```
/// use ledge_game::Buttons;
/// let held: Buttons = "right+jump".parse().unwrap();
/// assert!(held.contains(Buttons::RIGHT) && held.contains(Buttons::JUMP));
/// assert_eq!(held.to_string(), "right+jump");
/// assert_eq!(Buttons::NONE.to_string(), "-");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Buttons(u8);

impl Buttons {
    /// Nothing held.
    pub const NONE: Buttons = Buttons(0);
    /// Walk left.
    pub const LEFT: Buttons = Buttons(1);
    /// Walk right.
    pub const RIGHT: Buttons = Buttons(2);
    /// Jump (seed 002) or climb a ladder.
    pub const UP: Buttons = Buttons(4);
    /// Climb down a ladder, or drop through a one-way platform.
    pub const DOWN: Buttons = Buttons(8);
    /// Jump.
    pub const JUMP: Buttons = Buttons(16);
    /// Dash (with the `ledge` physics; the seeds' presets have no dash).
    pub const DASH: Buttons = Buttons(32);

    /// Every button with its name, in the order they are written.
    pub const NAMED: [(&'static str, Buttons); 6] = [
        ("left", Buttons::LEFT),
        ("right", Buttons::RIGHT),
        ("up", Buttons::UP),
        ("down", Buttons::DOWN),
        ("jump", Buttons::JUMP),
        ("dash", Buttons::DASH),
    ];

    /// True when every button of `other` is held.
    pub const fn contains(self, other: Buttons) -> bool {
        self.0 & other.0 == other.0
    }

    /// These buttons less those of `other`.
    pub const fn without(self, other: Buttons) -> Buttons {
        Buttons(self.0 & !other.0)
    }

    /// True when nothing is held.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The buttons as bits (left 1, right 2, up 4, down 8, jump 16, dash 32), for
    /// compact storage.
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// The buttons from [`Buttons::bits`]; unknown bits are dropped.
    pub const fn from_bits(bits: u8) -> Buttons {
        Buttons(bits & 63)
    }
}

impl BitOr for Buttons {
    type Output = Buttons;

    fn bitor(self, rhs: Buttons) -> Buttons {
        Buttons(self.0 | rhs.0)
    }
}

impl fmt::Display for Buttons {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        let mut first = true;
        for (name, button) in Buttons::NAMED {
            if self.contains(button) {
                if !first {
                    f.write_str("+")?;
                }
                f.write_str(name)?;
                first = false;
            }
        }
        Ok(())
    }
}

/// A button set that could not be read; the message says why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ButtonsError(String);

impl std::str::FromStr for Buttons {
    type Err = ButtonsError;

    /// Reads `-` (nothing) or a `+`-joined set of button names.
    fn from_str(text: &str) -> Result<Buttons, ButtonsError> {
        if text == "-" {
            return Ok(Buttons::NONE);
        }
        let mut held = Buttons::NONE;
        for part in text.split('+') {
            let Some(&(_, button)) = Buttons::NAMED.iter().find(|(name, _)| *name == part) else {
                return Err(ButtonsError(format!(
                    "unknown button `{part}`; buttons are `-` (none) or a `+`-joined set of left, right, up, down, jump, dash"
                )));
            };
            held = held | button;
        }
        Ok(held)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for bits in 0..64 {
            let b = Buttons::from_bits(bits);
            assert_eq!(b.to_string().parse::<Buttons>(), Ok(b));
        }
    }

    #[test]
    fn typos_are_refused_with_the_list_of_names() {
        let err = "right+jmup".parse::<Buttons>().unwrap_err();
        assert!(err.to_string().contains("`jmup`"), "{err}");
        assert!("".parse::<Buttons>().is_err());
        assert!("left+".parse::<Buttons>().is_err());
    }
}
