//! Gamepads through gilrs: stick or d-pad to move, A (south) to jump and
//! choose, B (east) to go back, Start to pause. Pads plugged in while
//! playing are picked up by gilrs's events.

use ledge_game::Buttons;

#[cfg(feature = "gamepad")]
use crate::controls::Action;
use crate::press::Press;

#[cfg(feature = "gamepad")]
/// How far a stick must lean to count as a direction, `0.0..1.0`.
const STICK_THRESHOLD: f32 = 0.5;

/// The connected gamepads, or nothing when gamepads are unavailable.
pub struct Gamepads {
    #[cfg(feature = "gamepad")]
    gilrs: Option<gilrs::Gilrs>,
}

impl Gamepads {
    /// Opens the gamepad subsystem; without one, says why in the log and carries on.
    #[cfg(feature = "gamepad")]
    pub fn new() -> Gamepads {
        let gilrs = gilrs::Gilrs::new().map_err(|e| eprintln!("ledge: gamepads unavailable: {e}")).ok();
        Gamepads { gilrs }
    }

    /// Without the `gamepad` feature there are no gamepads.
    #[cfg(not(feature = "gamepad"))]
    pub fn new() -> Gamepads {
        Gamepads {}
    }

    /// Presses since the last poll, and the buttons held now.
    pub fn poll(&mut self) -> (Vec<Press>, Buttons) {
        #[cfg(feature = "gamepad")]
        if let Some(gilrs) = &mut self.gilrs {
            return poll_gilrs(gilrs);
        }
        (Vec::new(), Buttons::NONE)
    }
}

#[cfg(feature = "gamepad")]
fn poll_gilrs(gilrs: &mut gilrs::Gilrs) -> (Vec<Press>, Buttons) {
    use gilrs::{Axis, Button, EventType};

    let mut presses = Vec::new();
    while let Some(event) = gilrs.next_event() {
        let press = |actions: &[Action]| Press { actions: actions.to_vec(), ..Press::default() };
        match event.event {
            EventType::ButtonPressed(button, _) => presses.push(match button {
                Button::South => Press { actions: vec![Action::Jump], confirm: true, back: false },
                Button::East => Press { back: true, ..Press::default() },
                Button::West | Button::RightTrigger => press(&[Action::Dash]),
                Button::Start => press(&[Action::Pause]),
                Button::Select => press(&[Action::Restart]),
                Button::DPadUp => press(&[Action::Up]),
                Button::DPadDown => press(&[Action::Down]),
                Button::DPadLeft => press(&[Action::Left]),
                Button::DPadRight => press(&[Action::Right]),
                _ => continue,
            }),
            EventType::Connected => eprintln!("ledge: gamepad connected: {}", gilrs.gamepad(event.id).name()),
            EventType::Disconnected => eprintln!("ledge: gamepad disconnected"),
            _ => {}
        }
    }
    let mut held = Buttons::NONE;
    for (_, pad) in gilrs.gamepads() {
        let x = pad.value(Axis::LeftStickX);
        let y = pad.value(Axis::LeftStickY);
        let mut hold = |on: bool, b: Buttons| {
            if on {
                held = held | b;
            }
        };
        hold(pad.is_pressed(Button::DPadLeft) || x < -STICK_THRESHOLD, Buttons::LEFT);
        hold(pad.is_pressed(Button::DPadRight) || x > STICK_THRESHOLD, Buttons::RIGHT);
        hold(pad.is_pressed(Button::DPadUp) || y > STICK_THRESHOLD, Buttons::UP);
        hold(pad.is_pressed(Button::DPadDown) || y < -STICK_THRESHOLD, Buttons::DOWN);
        hold(pad.is_pressed(Button::South), Buttons::JUMP);
        hold(pad.is_pressed(Button::West) || pad.is_pressed(Button::RightTrigger), Buttons::DASH);
    }
    (presses, held)
}
