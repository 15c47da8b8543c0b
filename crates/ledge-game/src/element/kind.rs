//! What an element is, and the way it faces (the declarations and the
//! dispatch to each element's file are in `mod.rs`).

use ledge_engine::Vec2;

/// The way an element faces: where a spring throws, where spikes point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Facing {
    /// Up (on a floor).
    Up,
    /// Down (under a ceiling).
    Down,
    /// Left (on a wall at its right).
    Left,
    /// Right (on a wall at its left).
    Right,
}

impl Facing {
    /// The unit step this way, cells (y down).
    pub fn unit(self) -> Vec2 {
        match self {
            Facing::Up => Vec2::new(0.0, -1.0),
            Facing::Down => Vec2::new(0.0, 1.0),
            Facing::Left => Vec2::new(-1.0, 0.0),
            Facing::Right => Vec2::new(1.0, 0.0),
        }
    }
}

/// What an element is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElementKind {
    /// Throws the player the way it faces (`spring.rs`).
    Spring(Facing),
    /// Kills the player coming at them from the side they point to (`spikes.rs`).
    Spikes(Facing),
    /// A block that gives way shortly after it is stood on, and comes back (`crumble.rs`).
    Crumble,
    /// Gives the dash back, and comes back itself (`crystal.rs`).
    Crystal,
    /// Taken, it opens one door (`key.rs`).
    Key,
    /// A block that a key opens (`door.rs`).
    Door,
    /// Touched, it swaps which switch blocks are solid (`switch.rs`).
    Switch,
    /// A block solid while the switches say so: `first` ones at the start,
    /// the others after one switch (`switch.rs`).
    SwitchBlock {
        /// Solid at the start.
        first: bool,
    },
    /// Reaching it wins the level (`exit.rs`).
    Exit,
    /// An optional collectible: it does not count towards the win (`gem.rs`).
    Gem,
    /// A block the player's head breaks from below, once (`brick.rs`).
    Brick,
    /// Looks like a wall, is walked through, and fades out once found
    /// (`false_wall.rs`).
    FalseWall,
    /// A block that breaks when the player dashes into it (`dash_block.rs`).
    DashBlock,
    /// A bubble that catches the player, then launches it in a dash
    /// (`booster.rs`).
    Booster,
    /// A block that, stood on, rushes along its track carrying the player,
    /// then comes back (`zip_mover.rs`).
    ZipMover,
}
