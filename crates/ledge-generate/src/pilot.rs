//! The pilot: plays a level by its planned legs, reading the player's body
//! every step and choosing the buttons as a player would (run, jump at the
//! edge, dash at the top of a jump over a pit too wide for it, steer in
//! the air toward the landing, climb, drop through a hole), and keeps the buttons
//! it pressed. What it keeps is the level's certificate once the game says
//! the level is won.

use ledge_game::{Buttons, Play, Script, Status};

use crate::route::Leg;

/// Steps a leg may take before the pilot gives up on the level.
const LEG_STEPS: u64 = 600;

/// Steps after the last leg to take the last coin.
const FINISH_STEPS: u64 = 120;

/// Times a hop may land back where it left and try again.
const RETRIES: u32 = 2;

/// How far from a point the body's middle counts as there, cells.
const NEAR: f64 = 0.3;

/// Plays `play` along `legs`; the buttons of a win, or `None` when a leg
/// fails (a death, a landing elsewhere, a leg that takes too long).
pub(crate) fn fly(play: &mut Play, legs: &[Leg]) -> Option<Script> {
    let mut script = Script::default();
    for leg in legs {
        let mut pilot = Pilot::new(*leg);
        let start = play.frame();
        while let Some(buttons) = pilot.next(play)? {
            play.step(buttons);
            script.push(buttons);
            match play.status() {
                Status::Won => return Some(script),
                Status::Lost(_) => return None,
                Status::Playing if play.frame() - start > LEG_STEPS => return None,
                Status::Playing => {}
            }
        }
    }
    // The last leg ends on the last coin; let the game count it.
    for _ in 0..FINISH_STEPS {
        play.step(Buttons::NONE);
        script.push(Buttons::NONE);
        if play.status() != Status::Playing {
            break;
        }
    }
    (play.status() == Status::Won).then_some(script)
}

/// The pilot of one leg.
struct Pilot {
    leg: Leg,
    /// The jump is pressed (a hop), the ladder taken (a climb) or the
    /// way chosen (a walk).
    under_way: bool,
    /// Steps since the jump was pressed.
    airborne: u32,
    retries: u32,
    /// The dash of a dash hop is spent.
    dashed: bool,
    /// The height of the feet at the jump, cells.
    left_from: f64,
    /// The way a walk goes: -1 left, 1 right.
    ahead: f64,
}

impl Pilot {
    fn new(leg: Leg) -> Pilot {
        Pilot { leg, under_way: false, airborne: 0, retries: 0, dashed: false, left_from: 0.0, ahead: 1.0 }
    }

    /// The buttons for the next step: `Some(None)` when the leg is done,
    /// `None` when it failed.
    fn next(&mut self, play: &Play) -> Option<Option<Buttons>> {
        let body = play.body();
        let middle = body.rect.center().x;
        let bottom = body.rect.bottom();
        let grounded = body.contacts.on_ground();
        match self.leg {
            Leg::Walk { to } => {
                if !self.under_way {
                    self.under_way = true;
                    self.ahead = (to - middle).signum();
                }
                Some((self.ahead * (to - middle) > 0.0).then(|| toward(self.ahead)))
            }
            Leg::Hop { takeoff, land, floor } | Leg::DashHop { takeoff, land, floor } => {
                let ahead = ((land.0 + land.1) * 0.5 - takeoff).signum();
                if !self.under_way {
                    if grounded && (middle - takeoff) * ahead >= 0.0 {
                        self.under_way = true;
                        self.airborne = 0;
                        self.dashed = false;
                        self.left_from = bottom;
                        return Some(Some(toward(ahead) | Buttons::JUMP));
                    }
                    return Some(Some(toward(ahead)));
                }
                self.airborne += 1;
                if matches!(self.leg, Leg::DashHop { .. })
                    && !self.dashed
                    && self.airborne > 1
                    && body.vel.y >= 0.0
                {
                    // The top of the jump: dash ahead.
                    self.dashed = true;
                    return Some(Some(toward(ahead) | Buttons::DASH));
                }
                if grounded && self.airborne > 1 {
                    if (bottom - floor).abs() < 1e-6 && middle >= land.0 - 1.0 && middle <= land.1 + 1.0 {
                        return Some(None);
                    }
                    if (bottom - self.left_from).abs() > 1e-6 {
                        return None;
                    }
                    // Back on the floor it left: run up and jump again.
                    self.retries += 1;
                    self.under_way = false;
                    return (self.retries <= RETRIES).then_some(Some(toward(ahead)));
                }
                let target = middle.clamp(land.0, land.1);
                let steer = steer(target - middle, body.vel.x);
                // Jump held until the feet are a cell above the landing and
                // the body near over it: let go, the rise is cut and no
                // ledge above is reached.
                let over = middle > land.0 - 1.0 && middle < land.1 + 1.0;
                let hold = body.vel.y < 0.0 && !(over && bottom < floor - 1.0);
                Some(Some(if hold { steer | Buttons::JUMP } else { steer }))
            }
            Leg::Drop { to, floor } => {
                if grounded && (bottom - floor).abs() < 1e-6 {
                    return Some(None);
                }
                // Run for the edge, then steer over the hole on the way down.
                Some(Some(if grounded { toward(to - middle) } else { steer(to - middle, body.vel.x) }))
            }
            Leg::Climb { x, top } => {
                if self.under_way {
                    if body.climbing || bottom > top + 1e-6 {
                        return Some(Some(Buttons::UP));
                    }
                    return Some(None);
                }
                if (x - middle).abs() < NEAR && body.vel.x.abs() < 0.5 && grounded {
                    self.under_way = true;
                    return Some(Some(Buttons::UP));
                }
                Some(Some(steer(x - middle, body.vel.x)))
            }
        }
    }
}

/// The button that walks toward `sign` (-1 left, 1 right).
fn toward(sign: f64) -> Buttons {
    if sign < 0.0 {
        Buttons::LEFT
    } else {
        Buttons::RIGHT
    }
}

/// The button that brings the body's speed `vx` toward the speed that
/// closes a distance `dx` smoothly (a proportional steer, braking early
/// enough for the air's and the ground's grip).
fn steer(dx: f64, vx: f64) -> Buttons {
    let wanted = (dx * 4.0).clamp(-8.0, 8.0);
    if vx < wanted - 0.5 {
        Buttons::RIGHT
    } else if vx > wanted + 0.5 {
        Buttons::LEFT
    } else {
        Buttons::NONE
    }
}
