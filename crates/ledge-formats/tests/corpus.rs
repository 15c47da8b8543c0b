//! Real files from the editors, from the corpus folder (`LEDGE_CORPUS`; not
//! in the repository): seed 000's own level, in Tiled JSON and TMX, plays
//! as Jake Gordon's JavaScript does; LDtk's samples load or say what they
//! lack.
//!
//! The runs below were measured on the original `platformer.js`, stepped at
//! 1/60 s with the same keys held (left, right and space for jump): the
//! frame of every treasure pickup, stomp and death, and where everything is
//! on the last frame before the end, in the game's pixels. The original
//! puts the player back at the start on a death and plays on; Ledge ends
//! the attempt there, so each run stops at its first death.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use ledge_engine::Vec2;
use ledge_game::{Cause, Level, Play, Script, SpawnKind, Status};

/// The corpus folder, or `None` (and a note) when `LEDGE_CORPUS` is unset.
/// A relative path is taken from the workspace's root, as CI gives it.
fn corpus() -> Option<PathBuf> {
    let Some(dir) = std::env::var_os("LEDGE_CORPUS") else {
        eprintln!("skipped: set LEDGE_CORPUS to the corpus folder to run the corpus tests");
        return None;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    Some(root.join(dir))
}

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

fn load(path: &Path) -> Level {
    ledge_formats::load(path, None).unwrap_or_else(|e| panic!("{e}"))
}

/// Seed 000's level as Ledge reads it: the player's start, the monsters
/// (top speed and first direction, from `maxdx` and `left`/`right`) and
/// the treasure, in the file's order, in cells.
#[test]
fn seed_000s_level_loads_from_json_and_tmx_alike() {
    let Some(dir) = corpus() else { return };
    let json = load(&dir.join("tiny/level.json"));
    let tmx = load(&dir.join("tiny/level.tmx"));
    assert_eq!(format!("{json:?}"), format!("{tmx:?}"), "the two files give the same level");
    assert_eq!((json.width, json.height), (64, 48));
    assert_eq!(json.preset(None).kind, ledge_engine::PresetKind::Tiny);
    let solid = json.grid.tiles().iter().filter(|t| t.blocks()).count();
    assert_eq!(solid, 987, "every non-empty tile of the file is a wall");
    let spawns: Vec<(char, f64, f64, f64)> = json
        .spawns
        .iter()
        .map(|s| match s.kind {
            SpawnKind::Player => ('@', s.at.x, s.at.y, 0.0),
            SpawnKind::Monster { speed } => ('M', s.at.x, s.at.y, speed),
            SpawnKind::Coin => ('o', s.at.x, s.at.y, 0.0),
            _ => panic!("unexpected {s:?}"),
        })
        .collect();
    #[rustfmt::skip]
    let expected = [
        ('@', 3.0, 15.0, 0.0),
        ('M', 2.0, 6.0, 10.0), ('M', 35.0, 13.0, -4.0), ('M', 51.0, 26.0, -4.0), ('M', 33.0, 41.0, 6.0),
        ('M', 20.0, 31.0, -4.0),
        ('o', 6.0, 27.0, 0.0), ('o', 3.0, 41.0, 0.0), ('o', 58.0, 12.0, 0.0), ('o', 22.0, 13.0, 0.0),
        ('o', 62.0, 6.0, 0.0), ('o', 19.0, 36.0, 0.0),
        ('M', 38.0, 23.0, 10.0), ('M', 58.0, 42.0, 10.0), ('M', 32.0, 6.0, -4.0),
        ('o', 1.0, 6.0, 0.0), ('o', 62.0, 42.0, 0.0),
    ];
    assert_eq!(spawns, expected);
    assert_eq!(json.spawns[0].at, Vec2::new(96.0 / 32.0, 480.0 / 32.0), "the player's (96, 480) pixels");
}

/// What happens in a run, at a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Event {
    /// The treasure that is object `n` of the file is taken.
    Treasure(usize),
    /// The monster that is object `n` of the file is stomped.
    Stomp(usize),
    /// A monster kills the player.
    Death,
}
use Event::*;

/// Where things are on the last frame before the end, game pixels.
#[derive(Debug, PartialEq)]
struct Last {
    frame: u64,
    player: (f64, f64),
    /// The monsters in the file's order; `None` once stomped.
    monsters: [Option<(f64, f64)>; 8],
}

/// A run: a script from `tests/data`, played for `frames` steps or to the
/// first death, and what the original did with it.
struct Run {
    script: &'static str,
    frames: u64,
    events: &'static [(u64, Event)],
    last: Last,
}

#[rustfmt::skip]
fn runs() -> Vec<Run> {
    vec![
    Run {
        script: "tiny-two-stomps.script",
        frames: 2400,
        events: &[(101, Treasure(6)), (590, Stomp(5)), (1260, Treasure(11)), (1648, Stomp(13)), (1845, Treasure(16))],
        last: Last { frame: 2400, player: (1372.8000000000006, 1216.0), monsters: [Some((381.3333333333331, 192.0)), Some((880.0000000000014, 416.0)), Some((1593.0311111111093, 832.0)), Some((856.6400000000001, 1312.0)), None, Some((1228.088888888889, 736.0)), None, Some((608.5688888888884, 192.0))] },
    },
    Run {
        script: "tiny-stomp-then-death.script",
        frames: 2400,
        events: &[(396, Stomp(5)), (897, Death)],
        last: Last { frame: 896, player: (1902.9333333333334, 1344.0), monsters: [Some((177.42222222222117, 192.0)), Some((637.2977777777768, 416.0)), Some((1652.2666666666687, 832.0)), Some((1206.2933333333333, 1312.0)), None, Some((1061.3333333333355, 736.0)), Some((1934.9333333333332, 1344.0)), Some((884.2666666666643, 192.0))] },
    },
    Run {
        script: "tiny-late-stomp.script",
        frames: 2400,
        events: &[(97, Treasure(6)), (258, Treasure(7)), (2162, Stomp(12))],
        last: Last { frame: 2400, player: (1277.3333333333321, 736.0), monsters: [Some((381.3333333333331, 192.0)), Some((880.0000000000014, 416.0)), Some((1593.0311111111093, 832.0)), Some((856.6400000000001, 1312.0)), Some((912.0000000000026, 992.0)), None, Some((1825.7777777777778, 1344.0)), Some((608.5688888888884, 192.0))] },
    },
    Run {
        script: "tiny-walks-into-a-monster.script",
        frames: 3000,
        events: &[(544, Treasure(6)), (757, Treasure(7)), (1927, Stomp(5)), (2296, Stomp(4)), (2423, Treasure(11)), (2778, Treasure(16)), (2842, Death)],
        last: Last { frame: 2841, player: (1983.8666666666666, 1344.0), monsters: [Some((253.3333333333335, 192.0)), Some((1129.600000000006, 416.0)), Some((1679.78666666667, 832.0)), None, None, Some((1332.088888888888, 736.0)), Some((1949.3333333333323, 1344.0)), Some((361.5999999999994, 192.0))] },
    },
    Run {
        script: "tiny-stomps-twice-then-walks-into-one.script",
        frames: 3000,
        events: &[(48, Treasure(6)), (132, Stomp(5)), (800, Treasure(16)), (990, Stomp(13)), (1644, Treasure(11)), (1925, Death)],
        last: Last { frame: 1924, player: (1104.133333333333, 1311.7333333333333), monsters: [Some((322.66666666666663, 192.0)), Some((683.7333333333343, 416.0)), Some((1706.6666666666704, 832.0)), Some((1070.4000000000028, 1312.0)), None, Some((1302.2222222222215, 736.0)), None, Some((741.3333333333314, 192.0))] },
    },
    Run {
        script: "tiny-stomp-then-falls-too-low-onto-one.script",
        frames: 3000,
        events: &[(265, Stomp(5)), (656, Treasure(16)), (658, Death)],
        last: Last { frame: 657, player: (1984.0, 1325.76), monsters: [Some((1005.3333333333361, 192.0)), Some((963.1999999999977, 416.0)), Some((1671.9644444444466, 832.0)), Some((1115.1999999999991, 1312.0)), None, Some((1351.9999999999993, 736.0)), Some((1949.3333333333323, 1344.0)), Some((374.39999999999935, 192.0))] },
    },
    Run {
        script: "tiny-falls-too-low-onto-a-monster.script",
        frames: 3000,
        events: &[(247, Treasure(6)), (577, Death)],
        last: Last { frame: 576, player: (1068.2666666666664, 717.0560000000003), monsters: [Some((573.333333333333, 192.0)), Some((1125.1200000000013, 416.0)), Some((1575.4666666666649, 832.0)), Some((1108.8000000000034, 1312.0)), Some((784.0000000000003, 992.0)), Some((1100.0888888888908, 736.0)), Some((1962.6666666666665, 1344.0)), Some((201.59999999999994, 192.0))] },
    },
    Run {
        script: "tiny-long-run.script",
        frames: 3000,
        events: &[(109, Treasure(6)), (811, Treasure(7)), (1774, Stomp(5)), (2189, Stomp(4)), (2261, Treasure(11)), (2912, Treasure(16))],
        last: Last { frame: 3000, player: (1472.0, 1280.0), monsters: [Some((1101.333333333335, 192.0)), Some((811.7333333333361, 416.0)), Some((1704.10666666667, 832.0)), None, None, Some((1311.6444444444437, 736.0)), Some((1810.6666666666679, 1344.0)), Some((700.7999999999982, 192.0))] },
    },
    ]
}

/// Plays `run` on `level`: its events, in frame order, and the last frame.
fn play(level: &Level, run: &Run) -> (Vec<(u64, Event)>, Last) {
    let script = Script::load(&data(run.script)).unwrap_or_else(|e| panic!("{}: {e}", run.script));
    let mut play = Play::new(level, level.preset(None));
    let present = |play: &Play| play.figures().map(|f| f.id as usize).collect::<BTreeSet<_>>();
    let pixels = |v: Vec2| (v.x * 32.0, v.y * 32.0);
    let mut events = Vec::new();
    let mut last = None;
    while play.frame() < run.frames {
        let before = present(&play);
        play.step(script.buttons_at(play.frame() + 1));
        for gone in before.difference(&present(&play)) {
            let kind = level.spawns[*gone].kind;
            events.push((
                play.frame(),
                if matches!(kind, SpawnKind::Monster { .. }) { Stomp(*gone) } else { Treasure(*gone) },
            ));
        }
        match play.status() {
            Status::Playing => {}
            Status::Lost(Cause::Monster) => {
                events.push((play.frame(), Death));
                break;
            }
            other => panic!("{}: frame {}: {other:?}", run.script, play.frame()),
        }
        let figures: Vec<_> = play.figures().collect();
        let mut monsters = [None; 8];
        let ids =
            level.spawns.iter().enumerate().filter(|(_, s)| matches!(s.kind, SpawnKind::Monster { .. }));
        for (slot, (id, _)) in monsters.iter_mut().zip(ids) {
            *slot =
                figures.iter().find(|f| f.id as usize == id).map(|f| pixels(Vec2::new(f.rect.x, f.rect.y)));
        }
        let player = play.player();
        last = Some(Last { frame: play.frame(), player: pixels(Vec2::new(player.x, player.y)), monsters });
    }
    events.sort();
    (events, last.expect("at least one frame"))
}

#[test]
fn seed_000s_level_plays_as_the_original_javascript() {
    let Some(dir) = corpus() else { return };
    for file in ["tiny/level.json", "tiny/level.tmx"] {
        let level = load(&dir.join(file));
        for run in runs() {
            let (events, last) = play(&level, &run);
            let mut expected = run.events.to_vec();
            expected.sort();
            assert_eq!(events, expected, "{file}, {}", run.script);
            assert_eq!(last, run.last, "{file}, {}", run.script);
        }
    }
}

/// LDtk's sample whose three levels live in `.ldtkl` files beside the
/// project: the files are read, and as no level has a player, each plays
/// with the player at the default place, with a note that says so and
/// what to add.
#[test]
fn ldtk_levels_without_a_player_were_refused_instead_of_played_from_a_default_place() {
    let Some(dir) = corpus() else { return };
    let project = dir.join("ldtk/SeparateLevelFiles.ldtk");
    let loaded = ledge_formats::load_all(&project, None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(loaded.levels.len(), 3, "{:?}", loaded.left_out);
    for (level, note) in loaded.levels.iter().zip(&loaded.notes) {
        assert_eq!(level.spawns.iter().filter(|s| s.kind == SpawnKind::Player).count(), 1);
        assert!(
            note.contains("the level has no player object, so the player starts at cell (")
                && note.ends_with(
                    "add an object or entity named or typed `player` where the player starts, \
                     or map one in a mapping file ([objects] YourName = \"player\")"
                ),
            "{note}"
        );
    }
    let one = PathBuf::from(format!("{}#World_Level_1", project.display()));
    assert!(ledge_formats::load(&one, None).is_ok(), "a level named alone plays too");
}

/// LDtk's entities sample: its `PlayerStart` is the player and its three
/// `Enemy` entities are monsters; chests, doors, lights and triggers mean
/// nothing to Ledge; the `Collisions` IntGrid's `walls` are solid.
#[test]
fn ldtks_entities_sample_loads_with_its_player_start_and_enemies() {
    let Some(dir) = corpus() else { return };
    let level = load(&dir.join("ldtk/Entities.ldtk"));
    assert_eq!((level.name.as_str(), level.width, level.height), ("Entities_demo", 51, 29));
    assert_eq!(
        level.preset(None).kind,
        ledge_engine::PresetKind::Ledge,
        "LDtk levels play with Ledge's own physics"
    );
    let kinds: Vec<_> = level.spawns.iter().map(|s| (s.kind, s.at)).collect();
    // PlayerStart: 20x20 pixels hanging from (72, 368); a 16-pixel cell
    // with the same bottom middle has its top-left at (64, 352).
    assert!(kinds.contains(&(SpawnKind::Player, Vec2::new(4.0, 22.0))), "{kinds:?}");
    let monsters = kinds.iter().filter(|(k, _)| matches!(k, SpawnKind::Monster { .. })).count();
    assert_eq!((kinds.len(), monsters, level.coins()), (4, 3, 0));
    let walls = level.grid.tiles().iter().filter(|t| t.blocks()).count();
    assert_eq!(walls, 1069, "the cells of value 1, `walls`");
}

/// LDtk's platformer sample: a `Free` world of four levels that touch,
/// only the first with a player. The project loads as one level, each of
/// the four a room, the first's player its start; a level named alone
/// plays alone from the default place.
#[test]
fn ldtks_platformer_sample_plays_whole_instead_of_cut_to_the_players_room() {
    let Some(dir) = corpus() else { return };
    let project = dir.join("ldtk/Typical_2D_platformer_example.ldtk");
    let loaded = ledge_formats::load_all(&project, None).unwrap_or_else(|e| panic!("{e}"));
    assert!(loaded.left_out.is_empty(), "{:?}", loaded.left_out);
    let [world] = &loaded.levels[..] else { panic!("{:?}", loaded.names) };
    // Levels from (0, -352) to (1152, 592) pixels, on a 16-pixel grid.
    assert_eq!((world.name.as_str(), world.width, world.height), ("Your_typical_2D_platformer", 72, 59));
    let rooms: Vec<(u32, u32, u32, u32)> =
        world.settings.rooms.iter().map(|r| (r.x, r.y, r.width, r.height)).collect();
    assert_eq!(rooms, [(0, 22, 53, 21), (22, 0, 42, 22), (5, 43, 29, 16), (53, 22, 19, 20)]);
    let start = world.spawns.iter().find(|s| s.kind == SpawnKind::Player).unwrap();
    assert_eq!(ledge_game::room_at(&world.settings.rooms, start.at), Some(0), "{:?}", start.at);
    let top = PathBuf::from(format!("{}#Top", project.display()));
    let alone = ledge_formats::load_all(&top, None).unwrap_or_else(|e| panic!("{e}"));
    assert!(alone.notes.iter().any(|n| n.contains("the level has no player object")), "{:?}", alone.notes);
}
