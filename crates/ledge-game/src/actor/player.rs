//! The player: an engine body, and the one place where the game's buttons
//! become the body's input. With the `ledge` physics the engine's
//! [`Controller`] drives the body (coyote time, jump buffering, corner
//! correction, ladders, the dash, the wall slide and the wall jump); the
//! seeds' presets keep their own jump rules and the game's ladder rule
//! ([`Ladder`]), and have no dash.

use ledge_engine::{
    Body, Controller, ControllerConfig, Input, Jump, Order, Preset, PresetKind, Rect, Vec2, WorldConfig,
};

use crate::{Buttons, Ladder};

/// The ladder of the seeds' presets.
const LADDER: Ladder = Ladder::SEEDS;

/// Where the player starts when the plan puts `@` in the cell at `cell`:
/// the body's bottom on the cell's bottom. Seed 002 puts its 0.8 by 1.5
/// player at the cell's left side (`pos + (0, -0.5)`); other presets centre
/// their player in the cell.
pub(crate) fn spawn_rect(cell: Vec2, preset: &Preset) -> Rect {
    let size = preset.player_size;
    if preset.motion.order == Order::Eloquent {
        Rect::new(cell.x, cell.y + (1.0 - size.y), size.x, size.y)
    } else {
        Rect::new(cell.x + (1.0 - size.x) * 0.5, cell.y + (1.0 - size.y), size.x, size.y)
    }
}

/// Which moves the player has with the `ledge` physics beyond walk, jump,
/// climb and drop-through (the seeds' presets keep their seeds' moves
/// whichever it is), one flag per move. A level gives its own (the
/// header's `moves`), a replay of format 1 plays with none, and `ledge
/// solve --without` takes some away: the player has those they all allow
/// ([`PlayerMoves::and`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerMoves {
    /// The dash (and the dash crystals' refill of it).
    pub dash: bool,
    /// The wall slide.
    pub wall_slide: bool,
    /// The wall jump.
    pub wall_jump: bool,
}

impl PlayerMoves {
    /// Every move of the controller's default feel.
    pub const ALL: PlayerMoves = PlayerMoves { dash: true, wall_slide: true, wall_jump: true };
    /// Walk, jump, climb and drop-through only: the moves before the dash
    /// and the wall moves came, which replays of format 1 were recorded
    /// with.
    pub const NONE: PlayerMoves = PlayerMoves { dash: false, wall_slide: false, wall_jump: false };
    /// The header's words for them, `all` first. `wall-jump` is the wall
    /// slide and the wall jump together.
    pub const NAMES: [&'static str; 4] = ["all", "dash", "wall-jump", "none"];

    /// The moves called `name` (one of [`PlayerMoves::NAMES`]).
    pub fn by_name(name: &str) -> Option<PlayerMoves> {
        let wall = PlayerMoves { wall_slide: true, wall_jump: true, ..PlayerMoves::NONE };
        match name {
            "all" => Some(PlayerMoves::ALL),
            "dash" => Some(PlayerMoves { dash: true, ..PlayerMoves::NONE }),
            "wall-jump" => Some(wall),
            "none" => Some(PlayerMoves::NONE),
            _ => None,
        }
    }

    /// Its word in a header; none for a wall slide without the wall jump
    /// or a wall jump without the slide, which the header's words always
    /// give together.
    pub fn name(self) -> Option<&'static str> {
        if self.wall_slide != self.wall_jump {
            return None;
        }
        Some(match (self.dash, self.wall_jump) {
            (true, true) => "all",
            (true, false) => "dash",
            (false, true) => "wall-jump",
            (false, false) => "none",
        })
    }

    /// These moves but a lone wall slide or wall jump: the most of them a
    /// header's word says.
    pub fn worded(self) -> PlayerMoves {
        let both = self.wall_slide && self.wall_jump;
        PlayerMoves { wall_slide: both, wall_jump: both, ..self }
    }

    /// The moves both `self` and `other` allow.
    pub fn and(self, other: PlayerMoves) -> PlayerMoves {
        PlayerMoves {
            dash: self.dash && other.dash,
            wall_slide: self.wall_slide && other.wall_slide,
            wall_jump: self.wall_jump && other.wall_jump,
        }
    }
}

impl Default for PlayerMoves {
    fn default() -> PlayerMoves {
        PlayerMoves::ALL
    }
}

/// The controller that drives the player with `preset`, if any: the
/// `ledge` physics is the controller's default feel (a 4-cell jump that
/// peaks after 0.4 s) with `moves`; the seeds' presets have none.
pub(crate) fn controller(preset: &Preset, moves: PlayerMoves) -> Option<Controller> {
    let mut config = ControllerConfig::default();
    if !moves.dash {
        config = config.without_dash();
    }
    config.wall_slide &= moves.wall_slide;
    config.wall_jump &= moves.wall_jump;
    (preset.kind == PresetKind::Ledge).then(|| Controller::new(config))
}

/// The player's body at `rect`, set up for `controller` when there is one.
pub(crate) fn body(
    world: &WorldConfig,
    preset: &Preset,
    controller: Option<&Controller>,
    rect: Rect,
) -> Body {
    match controller {
        Some(controller) => {
            let mut body = controller.body(world, rect);
            // A top-down level: no gravity, whatever the controller's jump needs.
            if preset.motion.top_down() {
                body.motion.gravity_scale = 0.0;
            }
            body
        }
        None => Body::new(rect, preset.motion),
    }
}

/// The body's input for the buttons held: `left`, `right`, `down` and
/// `dash` pass through (`down` drops through one-way platforms and climbs
/// down; only the controller dashes); `jump`
/// jumps, and so does `up` (seed 002 jumps on the up arrow), except where
/// `up` climbs or walks (`up_moves`: inside a ladder, or in a top-down
/// level) and while `dash` is held (`up` aims the dash).
pub(crate) fn input(buttons: Buttons, up_moves: bool) -> Input {
    let up = buttons.contains(Buttons::UP);
    let dash = buttons.contains(Buttons::DASH);
    Input {
        left: buttons.contains(Buttons::LEFT),
        right: buttons.contains(Buttons::RIGHT),
        up,
        down: buttons.contains(Buttons::DOWN),
        jump: buttons.contains(Buttons::JUMP) || (up && !up_moves && !dash),
        dash,
    }
}

/// The body's input for the buttons held with the seeds' presets, after
/// their ladder rule ([`Ladder::climb`]) grabbed or let go of a ladder.
pub(crate) fn apply_buttons(body: &mut Body, buttons: Buttons) {
    LADDER.climb(body, buttons);
    body.input = input(buttons, body.contacts.ladder || body.motion.top_down());
}

/// The take-off speed of a full jump, cells/s: the controller's, else the
/// preset's jump rule (`step` turns an impulse into a speed).
pub(crate) fn take_off(body: &Body, controller: Option<&Controller>, step: f64) -> f64 {
    if let Some(controller) = controller {
        return controller.config().jump().1;
    }
    match body.motion.jump {
        Jump::OnBlockedFall { speed } | Jump::Velocity { speed, .. } => speed,
        Jump::Impulse { impulse } => impulse * step,
        Jump::None => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_002_puts_the_player_half_a_cell_above_its_cell() {
        let rect = spawn_rect(Vec2::new(5.0, 7.0), &Preset::eloquent());
        assert_eq!(rect, Rect::new(5.0, 6.5, 0.8, 1.5));
    }

    #[test]
    fn the_ledge_controller_moves_like_the_ledge_preset_and_jumps_as_high() {
        let preset = Preset::ledge();
        let controller = controller(&preset, PlayerMoves::ALL).expect("ledge physics has a controller");
        let motion = controller.motion(&preset.world());
        assert_eq!(motion.drive, preset.motion.drive);
        assert_eq!((motion.max_speed, motion.gravity_scale), (preset.motion.max_speed, 1.0));
        let Jump::Velocity { speed, .. } = preset.motion.jump else { panic!("ledge jumps by velocity") };
        assert_eq!(controller.config().jump(), (preset.gravity, speed));
        for seed in ["eloquent", "tiny", "deepnight", "talle"] {
            assert!(super::controller(&Preset::by_name(seed).unwrap(), PlayerMoves::ALL).is_none(), "{seed}");
        }
    }

    #[test]
    fn each_header_word_gives_the_moves_it_gave_and_the_controller_its_feel() {
        let feel = |name| {
            let moves = PlayerMoves::by_name(name).unwrap();
            assert_eq!(moves.name(), Some(name));
            let c = *controller(&Preset::ledge(), moves).unwrap().config();
            (c.dashes > 0, c.wall_slide, c.wall_jump)
        };
        assert_eq!(feel("all"), (true, true, true));
        assert_eq!(feel("dash"), (true, false, false));
        assert_eq!(feel("wall-jump"), (false, true, true));
        assert_eq!(feel("none"), (false, false, false));
    }

    #[test]
    fn a_wall_slide_without_the_wall_jump_has_one_flag_and_no_header_word() {
        let slide = PlayerMoves { wall_jump: false, ..PlayerMoves::ALL };
        let c = *controller(&Preset::ledge(), slide).unwrap().config();
        assert!(c.wall_slide && !c.wall_jump && c.dashes > 0);
        assert_eq!(slide.name(), None);
        assert_eq!(slide.worded(), PlayerMoves::by_name("dash").unwrap());
        assert_eq!(slide.and(PlayerMoves::by_name("wall-jump").unwrap()).name(), None);
    }

    #[test]
    fn up_jumps_except_on_a_ladder() {
        let mut body = Body::new(Rect::new(0.0, 0.0, 0.8, 1.5), Preset::ledge().motion);
        apply_buttons(&mut body, Buttons::UP);
        assert!(body.input.jump && !body.climbing);
        body.contacts.ladder = true;
        apply_buttons(&mut body, Buttons::UP);
        assert!(!body.input.jump && body.climbing);
        assert_eq!(body.vel.y, -LADDER.climb_speed);
        apply_buttons(&mut body, Buttons::JUMP);
        assert!(body.input.jump && !body.climbing);
    }
}
