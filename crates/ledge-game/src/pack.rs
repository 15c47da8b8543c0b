//! The built-in level pack, shipped inside the binary: original levels from
//! gentle to hard, each with an input script that wins it and the replay
//! of that win.

use crate::{Level, Replay, Script};

/// A level of the pack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PackLevel {
    /// Its number, from 1.
    pub number: usize,
    /// Its short name, as typed on the command line (`first-steps`).
    pub slug: &'static str,
    /// The text plan.
    pub plan: &'static str,
    /// An input script that wins it.
    pub script: &'static str,
    /// The replay of that win (the script recorded, with checks of the
    /// state along the way).
    pub replay: &'static str,
}

macro_rules! pack {
    ($($number:literal $prefix:literal $slug:literal),* $(,)?) => {
        [$(PackLevel {
            number: $number,
            slug: $slug,
            plan: include_str!(concat!("../levels/", $prefix, "-", $slug, ".txt")),
            script: include_str!(concat!("../levels/", $prefix, "-", $slug, ".script")),
            replay: include_str!(concat!("../levels/", $prefix, "-", $slug, ".replay")),
        }),*]
    };
}

/// Every level of the pack, in order.
pub const PACK: [PackLevel; 13] = pack![
    1 "01" "first-steps",
    2 "02" "hop",
    3 "03" "hot-floor",
    4 "04" "tides",
    5 "05" "drip",
    6 "06" "thin-ice",
    7 "07" "ledges",
    8 "08" "ladders",
    9 "09" "hills",
    10 "10" "stomp",
    11 "11" "lifts",
    12 "12" "the-works",
    13 "13" "summit",
];

impl PackLevel {
    /// The file name it would have on disk: `01-first-steps.txt`.
    pub fn file_name(&self) -> String {
        format!("{:02}-{}.txt", self.number, self.slug)
    }

    /// The level, read from its plan.
    pub fn level(&self) -> Level {
        // The pack's plans are checked by this crate's tests.
        Level::parse(&self.file_name(), self.plan).expect("built-in levels parse")
    }

    /// Its winning input script.
    pub fn script(&self) -> Script {
        Script::parse(self.script).expect("built-in scripts parse")
    }

    /// The replay of its win.
    pub fn replay(&self) -> Replay {
        // The pack's replays are checked by this crate's tests.
        Replay::parse(self.replay).expect("built-in replays parse")
    }
}

/// The pack level called `name`: its short name (`first-steps`), its
/// number (`1` or `01`) or its file name with or without `.txt`.
pub fn find(name: &str) -> Option<&'static PackLevel> {
    let name = name.strip_suffix(".txt").unwrap_or(name);
    PACK.iter().find(|p| {
        p.slug == name
            || name.parse::<usize>().ok() == Some(p.number)
            || name.strip_prefix(&format!("{:02}-", p.number)) == Some(p.slug)
    })
}

/// All the pack's levels, in order.
pub fn levels() -> Vec<Level> {
    PACK.iter().map(PackLevel::level).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Play, Status};

    #[test]
    fn every_level_is_won_by_its_script() {
        for pack_level in &PACK {
            let level = pack_level.level();
            let mut play = Play::new(&level, level.preset(None));
            for buttons in pack_level.script().cursor().take(36_000) {
                play.step(buttons);
                if play.status() != Status::Playing {
                    break;
                }
            }
            assert_eq!(play.status(), Status::Won, "{} at frame {}", pack_level.file_name(), play.frame());
        }
    }

    #[test]
    fn every_level_has_a_name_and_ledge_physics() {
        for pack_level in &PACK {
            let level = pack_level.level();
            assert!(!level.name.is_empty() && level.name != pack_level.slug, "{}", pack_level.slug);
            assert_eq!(
                level.settings.physics.map(|p| p.kind),
                Some(ledge_engine::PresetKind::Ledge),
                "{}",
                pack_level.slug
            );
            assert!(level.coins() > 0);
        }
    }

    #[test]
    fn levels_are_found_by_name_number_or_file_name() {
        for name in ["first-steps", "1", "01", "01-first-steps", "01-first-steps.txt"] {
            assert_eq!(find(name).map(|p| p.number), Some(1), "{name}");
        }
        assert_eq!(find("nope"), None);
    }
}
