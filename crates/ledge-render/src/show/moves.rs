//! How the dash reads: afterimages left along its path, and the scarf's
//! colour telling whether the dash is ready, spent, or just refilled.

use ledge_engine::Rect;

use super::Pose;
use crate::Color;

/// Seconds between two afterimages while dashing (Celeste leaves one
/// about every 0.05 s of its 0.15 s dash).
pub const AFTERIMAGE_EVERY_SECONDS: f64 = 0.05;
/// Seconds an afterimage takes to fade out.
pub const AFTERIMAGE_LIFE_SECONDS: f64 = 0.25;
/// Seconds the scarf flashes white when the dash comes back.
pub const REFILL_FLASH_SECONDS: f64 = 0.1;

/// The scarf's colours in `palette.art` (`r` lit, `e` in shadow).
pub const SCARF: [Color; 2] = [Color::rgb(0xe8, 0x37, 0x4a), Color::rgb(0x9c, 0x1f, 0x3f)];
/// The scarf with the dash spent: blue, as Celeste's hair turns.
pub const SCARF_SPENT: [Color; 2] = [Color::rgb(0x4a, 0x9c, 0xf0), Color::rgb(0x2a, 0x5a, 0xb0)];
/// The scarf in the refill's flash.
pub const SCARF_FLASH: [Color; 2] = [Color::rgb(0xff, 0xff, 0xff), Color::rgb(0xe8, 0xf0, 0xff)];

/// A move the player made on a step, for whoever sounds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A dash began.
    Dash,
    /// The dash came back.
    Refill,
    /// A jump off a wall.
    WallJump,
    /// A hand scraping down a wall (once every `SLIDE_SCRAPE_STEPS`, 12, steps of a slide).
    WallSlide,
}

/// Steps between two scrapes of a wall slide's sound (0.2 s at 60 steps a second).
pub const SLIDE_SCRAPE_STEPS: u64 = 12;

/// What the scarf shows of the dash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scarf {
    /// The dash is ready: red.
    Ready,
    /// The dash is spent: blue.
    Spent,
    /// The dash has just come back: a white flash.
    Flash,
}

impl Scarf {
    /// The colours the scarf is drawn in, lit and in shadow.
    pub fn colors(self) -> [Color; 2] {
        match self {
            Scarf::Ready => SCARF,
            Scarf::Spent => SCARF_SPENT,
            Scarf::Flash => SCARF_FLASH,
        }
    }
}

/// One image of the player left behind by a dash.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Afterimage {
    /// The player's box when it was left (cells).
    pub rect: Rect,
    /// The pose it was left in.
    pub pose: Pose,
    /// Facing left when it was left.
    pub facing_left: bool,
    /// How far it has faded: 0 new, 1 gone.
    pub fade: f64,
}

/// The dash's look, stepped with the game.
#[derive(Clone, Debug, Default)]
pub struct DashLook {
    afterimages: Vec<Afterimage>,
    since_image: Option<f64>,
    was_spent: bool,
    flash_left: f64,
}

/// The player as the dash's look sees it on one step.
#[derive(Clone, Copy, Debug)]
pub struct Dasher {
    /// Its box (cells).
    pub rect: Rect,
    /// Its pose.
    pub pose: Pose,
    /// Facing left.
    pub facing_left: bool,
    /// In the middle of a dash.
    pub dashing: bool,
    /// Fewer dashes left than it can hold.
    pub spent: bool,
}

impl DashLook {
    /// Follows one step of `dt` seconds of the player; the moves it
    /// began go to `cues`.
    pub fn step(&mut self, player: Dasher, dt: f64, cues: &mut Vec<Cue>) {
        let life = AFTERIMAGE_LIFE_SECONDS;
        self.afterimages.iter_mut().for_each(|a| a.fade += dt / life);
        self.afterimages.retain(|a| a.fade < 1.0);
        if player.dashing && self.since_image.is_none() {
            cues.push(Cue::Dash);
        }
        if player.dashing {
            let since = self.since_image.map_or(f64::INFINITY, |s| s + dt);
            // A hair under the period, so that steps of 1/60 s leave one every third step.
            if since >= AFTERIMAGE_EVERY_SECONDS - 1e-9 {
                self.afterimages.push(Afterimage {
                    rect: player.rect,
                    pose: player.pose,
                    facing_left: player.facing_left,
                    fade: 0.0,
                });
                self.since_image = Some(0.0);
            } else {
                self.since_image = Some(since);
            }
        } else {
            self.since_image = None;
        }
        self.flash_left = (self.flash_left - dt).max(0.0);
        if self.was_spent && !player.spent {
            self.flash_left = REFILL_FLASH_SECONDS;
            cues.push(Cue::Refill);
        }
        self.was_spent = player.spent;
    }

    /// The afterimages still showing, oldest first.
    pub fn afterimages(&self) -> &[Afterimage] {
        &self.afterimages
    }

    /// What the scarf shows now.
    pub fn scarf(&self) -> Scarf {
        if self.was_spent {
            Scarf::Spent
        } else if self.flash_left > 1e-9 {
            Scarf::Flash
        } else {
            Scarf::Ready
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DT: f64 = 1.0 / 60.0;

    fn at(x: f64, dashing: bool, spent: bool) -> Dasher {
        Dasher { rect: Rect::new(x, 0.0, 0.8, 1.5), pose: Pose::Rise, facing_left: false, dashing, spent }
    }

    #[test]
    fn a_dash_of_nine_steps_leaves_an_afterimage_every_third_step_where_the_player_was() {
        let mut look = DashLook::default();
        for i in 0..9 {
            look.step(at(f64::from(i) * 0.4, true, true), DT, &mut Vec::new());
        }
        let xs: Vec<f64> = look.afterimages().iter().map(|a| a.rect.x).collect();
        assert_eq!(xs.len(), 3, "{xs:?}");
        for (x, want) in xs.iter().zip([0.0, 1.2, 2.4]) {
            assert!((x - want).abs() < 1e-9, "{xs:?}");
        }
        assert!(look.afterimages()[0].fade > look.afterimages()[2].fade, "older fades more");
    }

    #[test]
    fn afterimages_fade_out_after_the_dash() {
        let mut look = DashLook::default();
        look.step(at(0.0, true, true), DT, &mut Vec::new());
        let steps = (AFTERIMAGE_LIFE_SECONDS / DT).ceil() as usize + 1;
        for _ in 0..steps {
            look.step(at(0.0, false, true), DT, &mut Vec::new());
        }
        assert!(look.afterimages().is_empty());
    }

    #[test]
    fn the_scarf_turns_blue_when_the_dash_is_spent_and_flashes_when_it_comes_back() {
        let mut look = DashLook::default();
        look.step(at(0.0, false, false), DT, &mut Vec::new());
        assert_eq!(look.scarf(), Scarf::Ready);
        look.step(at(0.0, true, true), DT, &mut Vec::new());
        assert_eq!(look.scarf(), Scarf::Spent);
        look.step(at(0.0, false, false), DT, &mut Vec::new());
        assert_eq!(look.scarf(), Scarf::Flash);
        for _ in 0..(REFILL_FLASH_SECONDS / DT).ceil() as usize {
            look.step(at(0.0, false, false), DT, &mut Vec::new());
        }
        assert_eq!(look.scarf(), Scarf::Ready);
    }
}
