//! Where a level stands, and what lost it.

/// Where a level stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Still going.
    Playing,
    /// Every coin is taken.
    Won,
    /// The player died.
    Lost(Cause),
}

/// What lost a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cause {
    /// Touching lava: a lava tile or a moving lava block.
    Lava,
    /// Touching a monster other than by stomping on it.
    Monster,
    /// Falling out of the bottom of a level whose `outside` is `open-below`.
    Fell,
    /// Being squeezed between a moving platform and a wall or another platform.
    Crushed,
    /// Touching spikes from the side they point to.
    Spikes,
}

impl Cause {
    /// Its name in reports: `lava`, `monster`, `fell`, `crushed` or `spikes`.
    pub fn name(self) -> &'static str {
        match self {
            Cause::Lava => "lava",
            Cause::Monster => "monster",
            Cause::Fell => "fell",
            Cause::Crushed => "crushed",
            Cause::Spikes => "spikes",
        }
    }
}

impl Status {
    /// A number for each status, for state hashes.
    pub(crate) fn code(self) -> u64 {
        match self {
            Status::Playing => 0,
            Status::Won => 1,
            Status::Lost(Cause::Lava) => 2,
            Status::Lost(Cause::Monster) => 3,
            Status::Lost(Cause::Fell) => 4,
            Status::Lost(Cause::Crushed) => 5,
            Status::Lost(Cause::Spikes) => 6,
        }
    }
}
