//! Bodies: rectangles that move through the grid.

use crate::{Motion, Rect, Surface, Tile, Vec2};

/// A handle to a body in a [`crate::World`], from [`crate::World::add_body`].
/// Handles are never reused; they order as their bodies were added.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BodyId(pub(crate) u32);

impl BodyId {
    /// The body's place in the order bodies were added, from 0: a number
    /// to key a game's own per-body data by.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The buttons held during one step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Input {
    /// Move left.
    pub left: bool,
    /// Move right.
    pub right: bool,
    /// Up: climb a ladder (and move up in a top-down game).
    pub up: bool,
    /// Down: climb down, or drop through a one-way platform.
    pub down: bool,
    /// Jump.
    pub jump: bool,
    /// Dash (the engine's [`crate::Controller`] dashes toward the direction held).
    #[cfg_attr(feature = "serde", serde(default))]
    pub dash: bool,
}

impl Input {
    /// The horizontal direction held: -1, 0 or 1 (both held cancel out).
    pub fn horizontal(&self) -> f64 {
        (self.right as i8 - self.left as i8) as f64
    }

    /// The vertical direction held: -1 (up), 0 or 1 (down).
    pub fn vertical(&self) -> f64 {
        (self.down as i8 - self.up as i8) as f64
    }
}

/// What holds a body up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Support {
    /// A tile's top or a slope's surface.
    Tile(Tile),
    /// A ceiling edge (Talle's engine).
    Edge,
    /// A moving platform.
    Platform(crate::PlatformId),
}

impl Support {
    /// The surface it offers, for friction.
    pub fn surface(&self) -> Surface {
        match self {
            Support::Tile(tile) => tile.surface(),
            Support::Edge | Support::Platform(_) => Surface::Ground,
        }
    }
}

/// How a move down treats what could hold the box up.
///
/// The default holds the box on every floor and does not snap.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Footing {
    /// How far below where the move ends a floor still catches the box,
    /// cells: a walker that snaps by the distance it walked stays on a slope
    /// going down and on small steps. 0 for none.
    pub snap: f64,
    /// One-way floors and ladder tops at or above this line do not hold the
    /// box (it is dropping through them on purpose), y in cells.
    pub drop_line: Option<f64>,
    /// A climbing box is not held by ladder tops.
    pub climbing: bool,
}

/// A body's contacts with the world after a step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Contacts {
    /// What the body stands on, if anything.
    pub ground: Option<Support>,
    /// A wall touches the body's left side.
    pub wall_left: bool,
    /// A wall touches the body's right side.
    pub wall_right: bool,
    /// A ceiling touches the body's top.
    pub ceiling: bool,
    /// The body overlaps a hazard tile.
    pub hazard: bool,
    /// The body overlaps a ladder tile.
    pub ladder: bool,
}

impl Contacts {
    /// True when the body stands on something.
    pub fn on_ground(&self) -> bool {
        self.ground.is_some()
    }

    /// The surface under the body: [`Surface::Air`] when it stands on nothing.
    pub fn surface(&self) -> Surface {
        self.ground.map_or(Surface::Air, |s| s.surface())
    }
}

/// A position in deepnight's form (deepnight's engine and articles): the cell `cx, cy` that
/// holds the body's anchor point, and the anchor's ratios `xr, yr` inside it
/// (`0.0..1.0`). The anchor is the middle of the body's bottom side, so a body
/// standing on the floor of its cell has `yr == 1.0`... or, equivalently,
/// `yr == 0.0` one cell lower; [`Body::grid_coords`] reports the latter.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GridCoords {
    /// Column of the anchor.
    pub cx: i64,
    /// Row of the anchor.
    pub cy: i64,
    /// Horizontal ratio inside the cell, `0.0..1.0`.
    pub xr: f64,
    /// Vertical ratio inside the cell, `0.0..1.0`.
    pub yr: f64,
}

/// What a body keeps of a moving platform's velocity when it leaves it
/// (Godot's `platform_on_leave`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
pub enum OnLeave {
    /// Add the platform's whole velocity: a jump off a fast platform flies further.
    #[default]
    AddVelocity,
    /// Add its horizontal velocity, and its vertical velocity only when it was rising.
    AddUpwardVelocity,
    /// Keep nothing.
    DoNothing,
}

/// A rectangle that moves through the grid.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Body {
    /// Position (top-left) and size, in cells.
    pub rect: Rect,
    /// Velocity, cells/s.
    pub vel: Vec2,
    /// How the body moves.
    pub motion: Motion,
    /// Buttons held for the next step.
    pub input: Input,
    /// Contacts after the last step.
    pub contacts: Contacts,
    /// Overlap layers this body is on (bit set); 0 takes it out of overlap queries.
    pub layers: u32,
    /// Layers whose bodies this one reports overlaps with (bit set); 0 for none.
    pub mask: u32,
    /// While true, gravity is off and ladder tops do not hold the body (set
    /// by a controller while climbing).
    pub climbing: bool,
    /// What it keeps of a platform's velocity when it leaves it.
    pub on_leave: OnLeave,
    /// Walks back and forth: the held direction (`input.left` or
    /// `input.right`) turns round at walls and at the edge of the floor
    /// (the tiny platformer's monsters; with [`crate::Order::Tiny`], exactly its rule).
    /// Eloquent JavaScript's game's order has no patrol rule: see [`crate::Preset::supports`].
    pub patrol: bool,
    /// Free for the game: what this body stands for.
    pub tag: u64,
    pub(crate) state: BodyState,
}

/// Private per-body bookkeeping that the update orders need.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(crate) struct BodyState {
    /// The tiny platformer's `jumping` flag: set on take-off, cleared on landing.
    pub jumping: bool,
    /// The tiny platformer's `falling` flag: nothing under the body after the last step.
    pub falling: bool,
    /// Jump was held in the previous step (for press detection and release cuts).
    pub jump_held: bool,
    /// One-way floors at or above this line are ignored (dropping through).
    pub drop_line: Option<f64>,
    /// The body was removed from the world.
    pub removed: bool,
    /// A jump rule fired since the world last reported it (for
    /// [`crate::EventKind::Jumped`]).
    pub took_off: bool,
    /// Put inside a solid with no free place near enough to move it to
    /// ([`crate::World::push_out`]): it stays where it is until the solid
    /// around it goes.
    pub wedged: bool,
    /// A wall stopped the body's move along x during this step: -1 on its
    /// left, 1 on its right, 0 none (for [`crate::EventKind::HitWall`]; the
    /// world reads and clears it after the body's step).
    pub met_wall: i8,
    /// One more than the world's step at which the body last met a wall
    /// (wrapping; 0 for never): a wall met at two steps in a row is met once.
    pub met_step: u32,
}

impl Body {
    /// A body at rest at `rect`, moving as `motion` says, on no overlap layer.
    pub fn new(rect: Rect, motion: Motion) -> Body {
        Body {
            rect,
            vel: Vec2::ZERO,
            motion,
            input: Input::default(),
            contacts: Contacts::default(),
            layers: 0,
            mask: 0,
            climbing: false,
            on_leave: OnLeave::AddVelocity,
            patrol: false,
            tag: 0,
            state: BodyState::default(),
        }
    }

    /// A body at `rect` that the world does not move by itself
    /// ([`Motion::KINEMATIC`]): an enemy of the game's own, moved with
    /// [`crate::World::move_body`], or a coin, a plate, a door, held where
    /// it is and touched through overlaps ([`Body::with_layers`]). Moving
    /// platforms still carry it.
    ///
    /// ```
    /// use ledge_engine::{Body, Grid, Preset, Rect, World};
    /// let mut world = World::new(Grid::new(8, 8), Preset::ledge().world());
    /// let coin = world.add_body(Body::kinematic(Rect::new(3.0, 2.0, 0.5, 0.5)).with_layers(2, 0));
    /// for _ in 0..60 {
    ///     world.step();
    /// }
    /// assert_eq!(world.body(coin).unwrap().rect.y, 2.0); // no gravity moved it
    /// ```
    pub fn kinematic(rect: Rect) -> Body {
        Body::new(rect, Motion::KINEMATIC)
    }

    /// The same body on overlap `layers`, reporting overlaps with `mask`.
    pub fn with_layers(mut self, layers: u32, mask: u32) -> Body {
        self.layers = layers;
        self.mask = mask;
        self
    }

    /// The same body with a game tag.
    pub fn with_tag(mut self, tag: u64) -> Body {
        self.tag = tag;
        self
    }

    /// Top-left corner, in cells.
    pub fn pos(&self) -> Vec2 {
        Vec2::new(self.rect.x, self.rect.y)
    }

    /// Moves the body's top-left corner to `pos` (no collision; the caller
    /// makes sure the spot is free).
    pub fn set_pos(&mut self, pos: Vec2) {
        self.rect.x = pos.x;
        self.rect.y = pos.y;
    }

    /// How a move down treats this body: its drop-through line and whether
    /// it climbs (no snap).
    pub fn footing(&self) -> Footing {
        Footing { snap: 0.0, drop_line: self.state.drop_line, climbing: self.climbing }
    }

    /// True when the body was put inside a solid and [`crate::World::push_out`]
    /// found no free place near enough to move it to: it cannot move (in
    /// every update order) until the solid around it goes.
    pub fn is_wedged(&self) -> bool {
        self.state.wedged
    }

    /// True while the tiny platformer's jump is under way (set on take-off, cleared on landing).
    pub fn is_jumping(&self) -> bool {
        self.state.jumping
    }

    /// The body's anchor (middle of its bottom side) in deepnight's form.
    ///
    /// ```
    /// use ledge_engine::{Body, Preset, Rect};
    /// let body = Body::new(Rect::new(2.2, 3.0, 0.6, 1.0), Preset::deepnight().motion);
    /// let c = body.grid_coords();
    /// assert_eq!((c.cx, c.cy), (2, 4));
    /// assert!((c.xr - 0.5).abs() < 1e-12 && c.yr == 0.0);
    /// ```
    pub fn grid_coords(&self) -> GridCoords {
        let ax = self.rect.x + self.rect.w * 0.5;
        let ay = self.rect.bottom();
        let (cx, cy) = (ax.floor(), ay.floor());
        GridCoords { cx: cx as i64, cy: cy as i64, xr: ax - cx, yr: ay - cy }
    }

    /// Places the body so that its anchor is at `coords`.
    pub fn set_grid_coords(&mut self, coords: GridCoords) {
        self.rect.x = coords.cx as f64 + coords.xr - self.rect.w * 0.5;
        self.rect.y = coords.cy as f64 + coords.yr - self.rect.h;
    }

    /// Deepnight's first article's `setCoordinates`: places the anchor at pixel `(x, y)` for a
    /// grid of `cell_px` pixels per cell.
    pub fn set_pixel_coords(&mut self, x: f64, y: f64, cell_px: f64) {
        let (cx, cy) = ((x / cell_px).floor(), (y / cell_px).floor());
        self.set_grid_coords(GridCoords {
            cx: cx as i64,
            cy: cy as i64,
            xr: (x - cx * cell_px) / cell_px,
            yr: (y - cy * cell_px) / cell_px,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Preset;

    #[test]
    fn grid_coords_round_trip_through_pixels() {
        let mut body = Body::new(Rect::new(0.0, 0.0, 0.6, 0.9), Preset::deepnight().motion);
        body.set_pixel_coords(88.0, 40.0, 16.0);
        let c = body.grid_coords();
        assert_eq!((c.cx, c.cy), (5, 2));
        assert!((c.xr - 0.5).abs() < 1e-12 && (c.yr - 0.5).abs() < 1e-12);
        assert!((body.rect.x - (5.5 - 0.3)).abs() < 1e-12);
        assert!((body.rect.bottom() - 2.5).abs() < 1e-12);
    }

    #[test]
    fn opposite_directions_cancel() {
        let input = Input { left: true, right: true, ..Input::default() };
        assert_eq!(input.horizontal(), 0.0);
    }
}
