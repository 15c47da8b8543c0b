//! The built-in level pack, shipped inside the binary: original levels from
//! gentle to hard, each with an input script that wins it and the replay
//! of that win.

use crate::{Level, Replay, Script, Theme};

/// A level of the pack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PackLevel {
    /// Its number, from 1, across the whole pack.
    pub number: usize,
    /// Its short name, as typed on the command line (`first-steps`).
    pub slug: &'static str,
    /// The text plan.
    pub plan: &'static str,
    /// An input script that wins it: the solver's win (`ledge solve`).
    pub script: &'static str,
    /// The replay of that win (the script recorded, with checks of the
    /// state along the way).
    pub replay: &'static str,
}

/// A world of the pack: levels that share a theme and its mechanics, from
/// gentle to hard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct World {
    /// Its name, for people: `Meadow`.
    pub name: &'static str,
    /// The look of every level in it.
    pub theme: Theme,
    /// Its first level's index in [`PACK`] (from 0).
    pub first: usize,
    /// How many levels it has.
    pub count: usize,
    /// Whether it is a bonus world, off the main path: the strips the pack
    /// began with, after the chapters.
    pub bonus: bool,
}

impl World {
    /// Its levels, in order.
    pub fn levels(&self) -> &'static [PackLevel] {
        &PACK[self.first..self.first + self.count]
    }
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

/// The worlds, in order. First the chapters of rooms, each teaching one
/// thing: the shafts (a walk and a jump at their foot, then the wall slide
/// and the wall jump), the cliffs (the dash, and dash crystals), the works
/// (springs and crumbling floors) and the ruins (keys and their gates,
/// switches and their blocks). Then three bonus worlds of strips, whose
/// player walks, jumps, climbs and drops through floors: the meadow (lava,
/// slopes, one-way floors, ice, monsters), the caverns (dripping lava,
/// ladders, drops, edges, long climbs) and the foundry (moving platforms,
/// lifts, presses, racing lava).
pub const WORLDS: [World; 8] = [
    World { name: "Shafts", theme: Theme::Shafts, first: 0, count: 12, bonus: false },
    World { name: "Cliffs", theme: Theme::Cliffs, first: 12, count: 10, bonus: false },
    World { name: "Works", theme: Theme::Works, first: 22, count: 10, bonus: false },
    World { name: "Ruins", theme: Theme::Ruins, first: 32, count: 10, bonus: false },
    World { name: "Spires", theme: Theme::Spires, first: 42, count: 6, bonus: false },
    World { name: "Meadow", theme: Theme::Meadow, first: 48, count: 10, bonus: true },
    World { name: "Caverns", theme: Theme::Caverns, first: 58, count: 12, bonus: true },
    World { name: "Foundry", theme: Theme::Foundry, first: 70, count: 12, bonus: true },
];

/// Every level of the pack, in order, world after world.
pub const PACK: [PackLevel; 82] = pack![
    1 "01" "first-steps",
    2 "02" "hop",
    3 "03" "first-wall",
    4 "04" "narrows",
    5 "05" "one-wall",
    6 "06" "slow-fall",
    7 "07" "lava-well",
    8 "08" "spike-walls",
    9 "09" "springboard",
    10 "10" "crumble-key",
    11 "11" "ladder-well",
    12 "12" "the-deep",
    13 "13" "first-dash",
    14 "14" "low-roof",
    15 "15" "updraft",
    16 "16" "gaps",
    17 "17" "icy-gaps",
    18 "18" "descent",
    19 "19" "crystals",
    20 "20" "tower",
    21 "21" "switchback",
    22 "22" "summit-dash",
    23 "23" "first-spring",
    24 "24" "spring-shaft",
    25 "25" "crumbling-bridge",
    26 "26" "crumble-climb",
    27 "27" "spring-walls",
    28 "28" "falling-floors",
    29 "29" "spring-bridges",
    30 "30" "spike-stack",
    31 "31" "vent-stack",
    32 "32" "works-summit",
    33 "33" "first-key",
    34 "34" "cellar",
    35 "35" "key-above",
    36 "36" "first-switch",
    37 "37" "twice",
    38 "38" "gatehouse",
    39 "39" "flip-stair",
    40 "40" "vault",
    41 "41" "switch-stair",
    42 "42" "high-ruins",
    43 "43" "bubble-bridge",
    44 "44" "lift-off",
    45 "45" "key-across",
    46 "46" "zip-line",
    47 "47" "crumble-chimney",
    48 "48" "spire",
    49 "49" "ledges",
    50 "50" "hot-floor",
    51 "51" "thin-ice",
    52 "52" "tides",
    53 "53" "hills",
    54 "54" "stomp",
    55 "55" "picnic",
    56 "56" "garden",
    57 "57" "windy-heights",
    58 "58" "meadow-run",
    59 "59" "drop-shaft",
    60 "60" "fences",
    61 "61" "drip",
    62 "62" "stalactites",
    63 "63" "ladders",
    64 "64" "glow-pool",
    65 "65" "crystal-slopes",
    66 "66" "the-well",
    67 "67" "chimney",
    68 "68" "underhall",
    69 "69" "crawlers",
    70 "70" "deep-dark",
    71 "71" "press",
    72 "72" "sparks",
    73 "73" "ferry",
    74 "74" "the-works",
    75 "75" "cooling-room",
    76 "76" "slag-heap",
    77 "77" "lifts",
    78 "78" "furnace-climb",
    79 "79" "elevator",
    80 "80" "smelter",
    81 "81" "loop-line",
    82 "82" "summit",
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

    /// Its par: the steps (1/60 s) of the solver's win, which its replay
    /// keeps. Beating it in play earns a mark.
    pub fn par_frames(&self) -> u64 {
        self.replay().frames
    }

    /// The world it belongs to.
    pub fn world(&self) -> &'static World {
        let index = self.number - 1;
        WORLDS.iter().find(|w| (w.first..w.first + w.count).contains(&index)).unwrap_or(&WORLDS[0])
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
    fn every_level_loads_without_warnings_and_its_replay_is_its_par() {
        for pack_level in &PACK {
            let level = pack_level.level();
            assert_eq!(level.warnings(), Vec::<String>::new(), "{}", pack_level.slug);
            assert!(level.settings.hint.is_some(), "{}", pack_level.slug);
            assert_eq!(pack_level.par_frames(), pack_level.script().frames(), "{}", pack_level.slug);
        }
    }

    #[test]
    fn the_worlds_hold_the_whole_pack_in_order_each_in_its_theme() {
        let mut next = 0;
        for world in &WORLDS {
            assert_eq!(world.first, next, "{}", world.name);
            // A world is a chapter's worth of levels; the last chapter, which
            // joins what the others taught with the Celeste elements, is a shorter one.
            assert!(world.count >= 6, "{}", world.name);
            for pack_level in world.levels() {
                assert_eq!(pack_level.level().settings.theme, world.theme, "{}", pack_level.slug);
                assert_eq!(pack_level.world(), world);
            }
            next += world.count;
        }
        assert_eq!(next, PACK.len());
        assert!(Theme::ALL.iter().all(|t| WORLDS.iter().any(|w| w.theme == *t)), "every theme has its world");
        for (i, pack_level) in PACK.iter().enumerate() {
            assert_eq!(pack_level.number, i + 1);
        }
    }

    /// The chapters of rooms: the worlds of the main path, after the
    /// opening walk and jump.
    fn chapters() -> impl Iterator<Item = &'static PackLevel> {
        WORLDS.iter().filter(|w| !w.bonus).flat_map(World::levels).skip(OPENING)
    }

    /// The strips that open the pack, before its first room: a walk and a jump.
    const OPENING: usize = 2;

    /// The number of the first level whose player has a move, on the main path.
    fn first_with(has: impl Fn(crate::PlayerMoves) -> bool) -> Option<usize> {
        PACK.iter().find(|p| has(p.level().settings.moves)).map(|p| p.number)
    }

    #[test]
    fn the_wall_jump_is_taught_by_level_8_and_the_dash_by_level_16() {
        let wall_jump = first_with(|m| m.wall_jump).unwrap();
        let dash = first_with(|m| m.dash).unwrap();
        assert!(wall_jump <= 8, "the wall jump comes at level {wall_jump}");
        assert!(dash <= 16, "the dash comes at level {dash}");
        assert_eq!(
            (find("first-wall").unwrap().number, find("first-dash").unwrap().number),
            (wall_jump, dash)
        );
    }

    #[test]
    fn the_pack_opens_with_a_safe_walk_then_a_jump_and_its_bonus_worlds_come_last() {
        for pack_level in &PACK[..OPENING] {
            let level = pack_level.level();
            assert!(level.settings.rooms.is_empty(), "{}: a strip", pack_level.slug);
            let lethal =
                level.grid.tiles().contains(&ledge_engine::Tile::Hazard) || !level.elements.is_empty();
            assert!(
                !lethal && level.spawns.len() == 1 + level.coins(),
                "{}: nothing that kills",
                pack_level.slug
            );
        }
        let bonus = WORLDS.iter().position(|w| w.bonus).unwrap();
        assert!(WORLDS[bonus..].iter().all(|w| w.bonus), "the bonus worlds come after the chapters");
        let names: Vec<&str> = WORLDS[..bonus].iter().map(|w| w.name).collect();
        assert_eq!(names, ["Shafts", "Cliffs", "Works", "Ruins", "Spires"]);
    }

    /// The main path's rooms are sized to what each holds, not all one
    /// screen: no one size frames half of them, and past the opening
    /// strips every level is a chain of rooms.
    #[test]
    fn no_one_room_size_frames_half_the_main_path() {
        let bonus = WORLDS.iter().position(|w| w.bonus).unwrap();
        let main: Vec<_> = WORLDS[..bonus].iter().flat_map(|w| w.levels()).collect();
        let mut sizes = std::collections::BTreeMap::new();
        for pack_level in &main[OPENING..] {
            let rooms = pack_level.level().settings.rooms;
            assert!(!rooms.is_empty(), "{}: not laid out as rooms", pack_level.slug);
            for room in rooms {
                *sizes.entry((room.width, room.height)).or_insert(0) += 1;
            }
        }
        let all: usize = sizes.values().sum();
        let (size, most) = sizes.iter().max_by_key(|(_, n)| **n).unwrap();
        assert!(2 * most <= all, "{most} of {all} rooms are {}x{}", size.0, size.1);
    }

    /// The chapters that come after the dash but hold the dash and the
    /// wall jump back (their proofs of needing their elements count on
    /// it) say so in their first level's hint.
    #[test]
    fn a_chapter_that_holds_moves_back_says_so_in_its_first_hint() {
        let taught = first_with(|m| m.dash || m.wall_jump).unwrap();
        for world in WORLDS.iter().filter(|w| !w.bonus && w.first >= taught) {
            let first = world.levels()[0].level();
            if first.settings.moves == crate::PlayerMoves::NONE {
                let hint = first.settings.hint.clone().unwrap_or_default();
                assert!(hint.to_lowercase().contains("no dash"), "{}: {hint}", world.name);
            }
        }
    }

    #[test]
    fn in_the_chapters_every_open_cell_is_in_a_room_so_the_camera_always_frames_one() {
        for pack_level in chapters() {
            let level = pack_level.level();
            let rooms = &level.settings.rooms;
            assert!(rooms.len() >= 2, "{}: a chain of rooms", pack_level.slug);
            for y in 0..level.height {
                for x in 0..level.width {
                    let open = !level.grid.tile(x.into(), y.into()).is_solid();
                    let middle = ledge_engine::Vec2::new(f64::from(x) + 0.5, f64::from(y) + 0.5);
                    assert!(
                        !open || crate::room_at(rooms, middle).is_some(),
                        "{}: cell {x},{y}",
                        pack_level.slug
                    );
                }
            }
        }
    }

    #[test]
    fn every_chapter_level_has_a_gem_and_half_climb_or_descend_thirty_rows() {
        let mut tall = 0;
        for pack_level in chapters() {
            let level = pack_level.level();
            let gems = level.elements.iter().filter(|e| e.kind == crate::ElementKind::Gem).count();
            assert!(gems >= 1, "{}", pack_level.slug);
            let mut play = Play::new(&level, level.preset(None));
            let (mut top, mut bottom) = (f64::MAX, f64::MIN);
            for buttons in pack_level.script().cursor().take(36_000) {
                if play.status() != Status::Playing {
                    break;
                }
                play.step(buttons);
                top = top.min(play.player().y);
                bottom = bottom.max(play.player().bottom());
            }
            tall += usize::from(bottom - top >= 30.0);
        }
        assert!(tall * 2 >= chapters().count(), "{tall} levels span 30 rows");
    }

    #[test]
    fn no_shipped_run_takes_a_gem_or_opens_a_false_wall_so_the_secrets_stay_off_the_way() {
        use crate::{ElementKind, Event};
        for pack_level in &PACK {
            let level = pack_level.level();
            let mut play = Play::new(&level, level.preset(None));
            for buttons in pack_level.script().cursor().take(pack_level.script().frames() as usize) {
                let found = play.step(buttons).iter().find_map(|e| match e {
                    Event::Touched {
                        element: kind @ (ElementKind::Gem | ElementKind::FalseWall), ..
                    } => Some(*kind),
                    _ => None,
                });
                assert_eq!(found, None, "{} at frame {}", pack_level.slug, play.frame());
            }
        }
    }

    /// The pack level `slug` played with the script `text` to its end.
    fn played(slug: &str, text: &str) -> Play {
        let script = Script::parse(text).unwrap();
        let level = find(slug).unwrap().level();
        let mut play = Play::new(&level, level.preset(None));
        for buttons in script.cursor().take(script.frames() as usize) {
            play.step(buttons);
        }
        play
    }

    /// A player's way through the first dash level (not the solver's):
    /// run at each gap, jump at its edge, dash at the top of the jump.
    #[test]
    fn the_first_dash_is_won_by_jumping_at_each_edge_and_dashing_at_the_top() {
        let play = played(
            "first-dash",
            "8 right\n18 right+jump\n1 right+dash\n160 right\n18 right+jump\n1 right+dash\n200 right\n",
        );
        assert_eq!(play.status(), Status::Won, "at x {}", play.player().x);
    }

    /// The Works start gently: the first spring is taken by walking on.
    #[test]
    fn the_first_spring_is_won_by_holding_right() {
        let play = played("first-spring", "600 right\n");
        assert_eq!(play.status(), Status::Won, "at x {}", play.player().x);
    }

    /// A player's way up the spring shaft (not the solver's): hold toward
    /// the floor's spring and turn the moment it throws.
    #[test]
    fn the_spring_shaft_is_won_by_turning_the_moment_each_spring_throws() {
        let play = played(
            "spring-shaft",
            "209 right\n181 left\n181 right\n181 left\n181 right\n181 left\n300 right\n",
        );
        assert_eq!(play.status(), Status::Won, "at x {} y {}", play.player().x, play.player().y);
    }

    /// A player's way through the first key level (not the solver's):
    /// onto each key's ledge, then walking into its gate opens it.
    #[test]
    fn the_first_key_is_won_by_taking_each_key_and_walking_into_its_gate() {
        let play = played(
            "first-key",
            "80 right\n20 right+jump\n30 right\n40 -\n60 right\n20 right+jump\n134 right\n20 right+jump\n40 right\n\
             20 right+jump\n18 right\n20 right+jump\n40 right\n80 right\n60 right\n20 right+jump\n80 right\n\
             20 right+jump\n30 right\n",
        );
        assert_eq!(play.status(), Status::Won, "at x {}", play.player().x);
    }

    /// A player's way up the first wall-jump level (not the solver's):
    /// no dash, only jumps from wall to wall in a steady rhythm, 16 steps
    /// a crossing in the 3-cell shaft and 30 in the 5-cell one.
    #[test]
    fn the_first_wall_is_climbed_by_jumping_from_wall_to_wall_in_a_steady_rhythm() {
        let narrow = "16 left+jump\n1 left\n16 right+jump\n1 right\n".repeat(5);
        let wide = "30 left+jump\n1 left\n30 right+jump\n1 right\n".repeat(3);
        let script = format!(
            "90 right\n16 right+jump\n1 right\n{narrow}36 right\n24 right+jump\n1 right\n{wide}\
             30 left+jump\n1 left\n30 right+jump\n80 right\n72 left\n30 left+jump\n200 left\n"
        );
        let play = played("first-wall", &script);
        assert_eq!(play.status(), Status::Won, "at {}, {}", play.player().x, play.player().y);
    }

    /// A player's way up the single walls: hold toward the wall and press
    /// jump again and again; each wall jump pushes away, and holding back
    /// brings the player to the wall higher than it left it.
    #[test]
    fn one_wall_is_climbed_by_holding_toward_each_wall_and_jumping_off_it_again_and_again() {
        let climb =
            |hold: &str, steps: u32, jumps: usize| format!("{steps} {hold}+jump\n1 {hold}\n").repeat(jumps);
        let script = format!(
            "40 right\n{}20 right\n{}60 right\n40 left\n8 -\n{}200 left\n",
            climb("right", 26, 7),
            climb("right", 26, 6),
            climb("left", 34, 7)
        );
        let play = played("one-wall", &script);
        assert_eq!(play.status(), Status::Won, "at {}, {}", play.player().x, play.player().y);
    }

    #[test]
    fn levels_are_found_by_name_number_or_file_name() {
        for name in ["first-steps", "1", "01", "01-first-steps", "01-first-steps.txt"] {
            assert_eq!(find(name).map(|p| p.number), Some(1), "{name}");
        }
        assert_eq!(find("nope"), None);
    }
}
