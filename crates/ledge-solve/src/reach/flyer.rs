//! The bench the flights are measured on: the extremes a level allows
//! its player's flights to start from, and the level's player alone in an
//! empty world, flown step by step.

use ledge_engine::{Body, BodyId, Controller, Grid, Input, Outside, Rect, World};
use ledge_game::Play;

/// Headroom added to every measured bound, cells: the bounds are compared
/// with positions computed by other sums of the same numbers.
pub(super) const SLACK: f64 = 1e-6;

/// The extremes a level allows its player's flights to start from.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Extremes {
    /// The fastest a body can move sideways, cells/s.
    pub sideways: f64,
    /// The fastest a body walks, cells/s (at most `standing`).
    pub walking: f64,
    /// The fastest a body stands after any step, cells/s: below
    /// `sideways` only where the air keeps more speed than the ground and
    /// nothing else moves the player.
    pub standing: f64,
    /// The level has ice.
    pub ice: bool,
    /// Added to a jump's take-off speed (a rising platform's), cells/s.
    pub boost: f64,
    /// Speed of a platform that can push a body in the air, cells/s.
    pub push: f64,
    /// Steps after leaving the ground in which a jump still works.
    pub coyote: usize,
    /// Sideways shift corner correction may add in one rising step, cells.
    pub corner: f64,
    /// The upward speed a spring throws the player at, cells/s (0: no
    /// spring throws up).
    pub thrown: f64,
    /// The sideways speed a spring throws the player at, cells/s (0: none
    /// does): above the top speed for its first step, whose move takes the
    /// mean of the speeds before and after the cap.
    pub thrown_side: f64,
    /// The downward speed a spring throws the player at, cells/s.
    pub thrown_down: f64,
    /// Dash crystals give the dash back in the air: a body touching one
    /// may be in the middle of a dash up, or across.
    pub refills: bool,
    /// Every block, ceiling and wall lies on the cells' lines: no slopes
    /// and no platforms. Corner correction then nudges a head once for
    /// each line it rises past at most (a nudge clears the line's corner,
    /// and the step rises past it), and a dash's body once in all (a
    /// nudge up lifts its bottom onto a line, and the next line a block
    /// may have is a cell higher).
    pub whole: bool,
    /// Up a ladder in one step, cells (0 without ladders).
    pub climb: f64,
    /// How far the flights must be followed: the level's height and
    /// more, cells.
    pub depth: f64,
}

/// An empty world with the level's player in it.
pub(super) struct Flyer {
    pub world: World,
    pub id: BodyId,
    pub controller: Option<Controller>,
}

impl Flyer {
    /// The player of `play` with its bottom-left corner at `(x, bottom)`
    /// in an empty world `width` by `height` cells, open all round.
    pub fn new(play: &Play, width: u32, height: u32, x: f64, bottom: f64) -> Flyer {
        let mut grid = Grid::new(width, height);
        grid.set_outside(Outside::Open);
        let mut world = World::new(grid, play.world().config());
        let size = play.body().rect;
        let rect = Rect::new(x, bottom - size.h, size.w, size.h);
        let controller = play.controller().map(|c| Controller::new(*c.config()));
        let mut body = match &controller {
            Some(c) => c.body(&world.config(), rect),
            None => Body::new(rect, play.body().motion),
        };
        body.motion.gravity_scale = play.body().motion.gravity_scale;
        let id = world.add_body(body);
        Flyer { world, id, controller }
    }

    pub fn body(&self) -> &Body {
        self.world.body(self.id).expect("the flyer is never removed")
    }

    pub fn step(&mut self, input: Input) {
        match &mut self.controller {
            Some(controller) => controller.update(&mut self.world, self.id, input),
            None => self.world.set_input(self.id, input),
        }
        self.world.step();
    }
}
