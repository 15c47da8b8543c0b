//! What a step reports, one scenario per kind of event, as a player would
//! see it happen.

use ledge_engine::{Preset, Side};
use ledge_game::{Buttons, Cause, Event, FigureKind, Level, Play, Status};

/// Plays `plan` for up to `steps` steps with the buttons `press` gives for
/// each step number (from 1); every event with the step it came in.
fn events(
    plan: &str,
    preset: Option<Preset>,
    steps: u64,
    press: impl Fn(u64) -> Buttons,
) -> Vec<(u64, Event)> {
    let level = Level::parse("scenario.txt", plan).unwrap_or_else(|e| panic!("{e}"));
    let mut play = Play::new(&level, level.preset(preset));
    let mut seen = Vec::new();
    while play.frame() < steps {
        let frame = play.frame() + 1;
        seen.extend(play.step(press(frame)).iter().map(|&e| (frame, e)));
    }
    seen
}

fn count(seen: &[(u64, Event)], event: Event) -> usize {
    seen.iter().filter(|(_, e)| *e == event).count()
}

const ROOM: &str = "
..........
..........
..........
..@.....o.
##########";

#[test]
fn a_jump_is_reported_once_at_take_off_and_the_landing_after_it() {
    for preset in [Preset::eloquent(), Preset::ledge(), Preset::talle(), Preset::deepnight()] {
        let seen = events(ROOM, Some(preset), 120, |f| {
            if (10..14).contains(&f) {
                Buttons::JUMP
            } else {
                Buttons::NONE
            }
        });
        let jumps: Vec<u64> = seen.iter().filter(|(_, e)| *e == Event::Jumped).map(|(f, _)| *f).collect();
        assert_eq!(jumps, [10], "{}: {seen:?}", preset.name());
        let landings: Vec<u64> = seen.iter().filter(|(_, e)| *e == Event::Landed).map(|(f, _)| *f).collect();
        assert!(landings.iter().any(|&f| f > 20), "{}: never landed after the jump: {seen:?}", preset.name());
    }
}

#[test]
fn running_into_a_wall_is_reported_once_per_side() {
    let plan = "......\n#.@..#\n######";
    let seen = events(plan, None, 120, |f| if f < 60 { Buttons::RIGHT } else { Buttons::LEFT });
    assert_eq!(count(&seen, Event::HitWall(Side::Right)), 1, "{seen:?}");
    assert_eq!(count(&seen, Event::HitWall(Side::Left)), 1, "{seen:?}");
}

#[test]
fn bumping_a_low_ceiling_is_reported() {
    let plan = "#####\n.....\n..@..\n#####";
    let seen = events(plan, None, 60, |f| if f == 5 { Buttons::JUMP } else { Buttons::NONE });
    assert_eq!(count(&seen, Event::HitCeiling), 1, "{seen:?}");
}

#[test]
fn grabbing_a_ladder_is_reported_as_a_climb() {
    let plan = "physics: ledge\n---\n...H..\n...H..\n...H..\n..@H.o\n######";
    let seen = events(plan, None, 60, |f| if f < 10 { Buttons::RIGHT } else { Buttons::UP });
    assert_eq!(count(&seen, Event::Climbed), 1, "{seen:?}");
}

#[test]
fn each_coin_taken_names_its_figure_and_the_last_wins_once() {
    let plan = "........\n.@.o.o..\n########";
    let level = Level::parse("coins.txt", plan).unwrap();
    let play = Play::new(&level, level.preset(None));
    let coin_ids: Vec<u32> = play.figures().filter(|f| f.kind == FigureKind::COIN).map(|f| f.id).collect();
    let seen = events(plan, None, 200, |_| Buttons::RIGHT);
    let taken: Vec<u32> = seen
        .iter()
        .filter_map(|(_, e)| match e {
            Event::CoinTaken { id } => Some(*id),
            _ => None,
        })
        .collect();
    assert_eq!(taken, coin_ids);
    assert_eq!(count(&seen, Event::Won), 1);
    let won_at = seen.iter().find(|(_, e)| *e == Event::Won).unwrap().0;
    let last_coin_at = seen.iter().rfind(|(_, e)| matches!(e, Event::CoinTaken { .. })).unwrap().0;
    assert_eq!(won_at, last_coin_at, "the win comes with the last coin");
}

#[test]
fn a_stomp_names_the_monster() {
    let plan = ".........\n...@.....\n.........\n.........\n...M....o\n#########";
    let seen = events(plan, None, 120, |_| Buttons::NONE);
    assert!(seen.iter().any(|(_, e)| *e == Event::MonsterStomped { id: 1 }), "{seen:?}");
    assert!(!seen.iter().any(|(_, e)| matches!(e, Event::Lost(_))));
}

#[test]
fn every_way_to_lose_is_reported_once_with_its_cause() {
    let cases = [
        ("......\n.@+.o.\n######", Cause::Lava),
        ("..........\n.@......Mo\n##########", Cause::Monster),
        ("outside: open-below\n---\n.....\n.@..o\n##.##", Cause::Fell),
        ("physics: ledge\n---\n#####\n#^^^#\n#...#\n#o@.#\n#####", Cause::Crushed),
    ];
    for (plan, cause) in cases {
        let seen = events(plan, None, 300, |_| Buttons::RIGHT);
        let lost: Vec<&Event> = seen.iter().map(|(_, e)| e).filter(|e| matches!(e, Event::Lost(_))).collect();
        assert_eq!(lost, [&Event::Lost(cause)], "{plan}: {seen:?}");
    }
}

#[test]
fn after_the_end_the_player_still_moves_but_nothing_more_is_decided() {
    let seen = events("......\n.@+.oo\n######", None, 120, |_| Buttons::RIGHT);
    let end = seen.iter().find(|(_, e)| matches!(e, Event::Lost(_))).unwrap().0;
    assert!(!seen
        .iter()
        .any(|(f, e)| *f > end && matches!(e, Event::CoinTaken { .. } | Event::Won | Event::Lost(_))));
    let level = Level::parse("t.txt", "......\n.@+.oo\n######").unwrap();
    let mut play = Play::new(&level, level.preset(None));
    for _ in 0..120 {
        play.step(Buttons::RIGHT);
    }
    assert_eq!(play.status(), Status::Lost(Cause::Lava));
}
