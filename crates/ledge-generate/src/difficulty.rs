//! The five difficulties, and what each one lets the layout ask of the
//! player, in cells.

use std::fmt;
use std::str::FromStr;

/// How hard a generated level is.
///
/// ```
/// use ledge_generate::Difficulty;
/// let hard: Difficulty = "hard".parse().unwrap();
/// assert_eq!(hard, Difficulty::Hard);
/// assert_eq!(hard.to_string(), "hard");
/// let message = "brutal".parse::<Difficulty>().unwrap_err().to_string();
/// assert!(message.contains("first, climb, easy, normal, hard"));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Difficulty {
    /// One floor and no climb: short gaps, some over lava, a monster in a
    /// trough now and then, coins along the way. The first thing an agent
    /// (or a new player) can learn to win.
    First,
    /// One floor and a single short climb by a ladder to the goal: short
    /// gaps, a little lava, coins on the way and above the ladder.
    Climb,
    /// Short gaps, wide landings, ladders between floors, no monsters.
    Easy,
    /// Longer gaps and rises, lava and spike pits, stairs of ledges,
    /// monsters in troughs, crumbling bridges, pits only a dash crosses.
    #[default]
    Normal,
    /// Gaps near the jump's reach, narrow landings, more floors, hazards
    /// and pits to dash over.
    Hard,
}

impl Difficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [Difficulty; 5] =
        [Difficulty::First, Difficulty::Climb, Difficulty::Easy, Difficulty::Normal, Difficulty::Hard];

    /// Its name: `first`, `climb`, `easy`, `normal` or `hard`.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::First => "first",
            Difficulty::Climb => "climb",
            Difficulty::Easy => "easy",
            Difficulty::Normal => "normal",
            Difficulty::Hard => "hard",
        }
    }

    /// The number mixed into a layout's seed. Easy, normal and hard keep
    /// the numbers they had before the two gentler tiers came, so every
    /// seed of theirs gives the level it always gave.
    pub(crate) fn seed_code(self) -> u64 {
        match self {
            Difficulty::Easy => 0,
            Difficulty::Normal => 1,
            Difficulty::Hard => 2,
            Difficulty::First => 3,
            Difficulty::Climb => 4,
        }
    }

    /// What the layout may ask of the player at this difficulty.
    pub(crate) fn tier(self) -> Tier {
        match self {
            Difficulty::First => Tier {
                width: 30..=38,
                floors: 1..=1,
                gap: 1..=3,
                rise: 2,
                landing: 4..=5,
                heights: 2,
                lava: 0.5,
                hazard_in_trough: 0.4,
                stairs: 0.0,
                coins: 0.7,
                spikes: 0.0,
                crumble: 0.0,
                dash: 0.0,
                exit: 0.3,
                coin_atop_climb: false,
            },
            Difficulty::Climb => Tier {
                width: 26..=32,
                floors: 2..=2,
                gap: 1..=2,
                rise: 2,
                landing: 4..=5,
                heights: 2,
                lava: 0.2,
                hazard_in_trough: 0.0,
                stairs: 0.0,
                coins: 0.7,
                spikes: 0.0,
                crumble: 0.0,
                dash: 0.0,
                exit: 0.3,
                coin_atop_climb: true,
            },
            Difficulty::Easy => Tier {
                width: 30..=42,
                floors: 2..=2,
                gap: 1..=3,
                rise: 2,
                landing: 4..=5,
                heights: 2,
                lava: 0.3,
                hazard_in_trough: 0.0,
                stairs: 0.0,
                coins: 0.5,
                spikes: 0.3,
                crumble: 0.0,
                dash: 0.0,
                exit: 0.3,
                coin_atop_climb: false,
            },
            Difficulty::Normal => Tier {
                width: 36..=44,
                floors: 3..=3,
                gap: 2..=5,
                rise: 3,
                landing: 3..=4,
                heights: 3,
                lava: 0.5,
                hazard_in_trough: 0.5,
                stairs: 0.5,
                coins: 0.4,
                spikes: 0.4,
                crumble: 0.3,
                dash: 0.12,
                exit: 0.5,
                coin_atop_climb: false,
            },
            Difficulty::Hard => Tier {
                width: 42..=50,
                floors: 4..=5,
                gap: 3..=5,
                rise: 3,
                landing: 2..=3,
                heights: 3,
                lava: 0.8,
                hazard_in_trough: 0.8,
                stairs: 0.8,
                coins: 0.3,
                spikes: 0.5,
                crumble: 0.4,
                dash: 0.2,
                exit: 0.5,
                coin_atop_climb: false,
            },
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A difficulty that is not one of the five; the message lists them.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown difficulty `{0}`: the difficulties are first, climb, easy, normal, hard")]
pub struct UnknownDifficulty(String);

impl FromStr for Difficulty {
    type Err = UnknownDifficulty;

    fn from_str(text: &str) -> Result<Difficulty, UnknownDifficulty> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name() == text)
            .ok_or_else(|| UnknownDifficulty(text.to_string()))
    }
}

/// The layout's limits at one difficulty. Lengths in cells; chances from 0 to 1.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Tier {
    /// The level's width, walls included.
    pub width: std::ops::RangeInclusive<u32>,
    /// How many floors the level climbs through (each one a corridor run
    /// one way, joined by a climb at its end).
    pub floors: std::ops::RangeInclusive<u32>,
    /// A gap's width, in cells between the two floors' edges.
    pub gap: std::ops::RangeInclusive<u32>,
    /// The most a hop rises (the `ledge` jump is 4 cells).
    pub rise: u32,
    /// A landing's width after a hop.
    pub landing: std::ops::RangeInclusive<u32>,
    /// How many cells of ground above the floor's base a walkway may
    /// stand on.
    pub heights: u32,
    /// The chance that a gap holds lava.
    pub lava: f64,
    /// The chance that a trough deep enough holds a monster or moving lava.
    pub hazard_in_trough: f64,
    /// The chance that a floor is climbed by ledges rather than a ladder.
    pub stairs: f64,
    /// The chance that a flat stretch holds a coin.
    pub coins: f64,
    /// The chance that a hazardous gap's floor is spikes rather than lava.
    pub spikes: f64,
    /// The chance that a flat stretch high enough is a bridge of crumbling
    /// blocks over lava (it gives way behind the player).
    pub crumble: f64,
    /// The chance that a hop on a walkway high enough is over a pit wider
    /// than any jump, which a dash at the top of the jump crosses.
    pub dash: f64,
    /// The chance that the level ends at an exit rather than a coin.
    pub exit: f64,
    /// A coin just over each ladder's top, the first thing the climb
    /// earns (no throw of the dice: the other tiers' levels stay as they were).
    pub coin_atop_climb: bool,
}
