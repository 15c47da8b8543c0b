//! Header lines about one object: a moving platform's path, speed and
//! pauses, a monster's speed.

use ledge_engine::{PathMode, Vec2};
use ledge_game::{Level, Play, SpawnKind, PLATFORM_PAUSE};

const FERRY: &str = "..............\n.@............\n###>>>......##\n++++++++++++++\n";

fn ferry(header: &str) -> Result<Level, ledge_game::LevelError> {
    Level::parse("ferry.txt", &format!("physics: ledge\n{header}\n---\n{FERRY}"))
}

#[test]
fn a_platform_line_gives_its_path_speed_pause_and_loop() {
    let level = ferry("platform 3,2: path 9,2 9,0; speed 3; pause 0.5; loop").unwrap();
    let path = &level.platforms[0].path;
    let points: Vec<Vec2> = path.waypoints.iter().map(|w| w.pos).collect();
    assert_eq!(points, [Vec2::new(3.0, 2.0), Vec2::new(9.0, 2.0), Vec2::new(9.0, 0.0)]);
    assert!(path.waypoints.iter().all(|w| w.speed == 3.0 && w.pause == 0.5));
    assert_eq!(path.mode, PathMode::Loop);
    // Without a path, the speed and pause change the platform's own way.
    let level = ferry("platform 3,2: speed 4").unwrap();
    let path = &level.platforms[0].path;
    assert!(path.waypoints.iter().all(|w| w.speed == 4.0));
    assert!(path.waypoints.iter().any(|w| w.pause == PLATFORM_PAUSE));
}

#[test]
fn a_platform_on_its_path_reaches_each_point() {
    let level = ferry("platform 3,2: path 8,2 8,0; speed 6; pause 0").unwrap();
    let mut play = Play::new(&level, level.preset(None));
    let mut seen = Vec::new();
    for _ in 0..240 {
        play.step(ledge_game::Buttons::NONE);
        let rect = play.world().platforms().next().unwrap().1.rect;
        seen.push((rect.x, rect.y));
    }
    assert!(seen.iter().any(|&(x, y)| (x - 8.0).abs() < 1e-9 && (y - 2.0).abs() < 1e-9), "reaches 8,2");
    assert!(seen.iter().any(|&(x, y)| (x - 8.0).abs() < 1e-9 && y.abs() < 1e-9), "reaches 8,0");
}

#[test]
fn a_monster_line_sets_its_speed_and_first_way() {
    let plan = "physics: ledge\nmonster 4,1: speed -3\n---\n..........\n.@..M....o\n##########\n";
    let level = Level::parse("m.txt", plan).unwrap();
    let monster = level.spawns.iter().find(|s| matches!(s.kind, SpawnKind::Monster { .. })).unwrap();
    assert_eq!(monster.kind, SpawnKind::Monster { speed: -3.0 });
    let mut play = Play::new(&level, level.preset(None));
    let x0 =
        play.actors().find_map(|a| if let ledge_game::Actor::Monster(m) = a { Some(m.rect.x) } else { None });
    play.step(ledge_game::Buttons::NONE);
    let x1 =
        play.actors().find_map(|a| if let ledge_game::Actor::Monster(m) = a { Some(m.rect.x) } else { None });
    assert!(x1.unwrap() < x0.unwrap(), "walks left first");
}

#[test]
fn object_line_mistakes_name_their_place() {
    let error = |header: &str| ferry(header).unwrap_err().to_string();
    assert!(error("platform 4,2: speed 3").starts_with("ferry.txt:2:1: no moving platform starts at 4,2"));
    assert!(error("monster 1,1: speed 2").starts_with("ferry.txt:2:1: no monster `M` at 1,1"));
    assert!(error("platform 3,2: speed fast").starts_with("ferry.txt:2:15: `speed` takes a number"));
    assert!(error("platform 3,2: speed 0").contains("a platform's speed is more than 0"));
    assert!(error("platform 3,2: pause 1; spin").starts_with("ferry.txt:2:24: a platform takes `path"));
    assert!(error("platform 3,2: path 9,x").contains("a path is cells as `x,y`"));
    assert!(error("platform 3,2: path 12,2").contains("would leave the plan at 12,2"));
    assert!(error("platform x: speed 1").starts_with("ferry.txt:2:1: expected `platform x,y`"));
}
