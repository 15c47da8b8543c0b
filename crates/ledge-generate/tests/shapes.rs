//! The generator's shapes beyond its floors: a narrow tower climbed floor
//! by floor, and a descent dropped through from the top. Each keeps the
//! generator's promise (a certificate that wins, nothing degenerate), and
//! a run of levels never shows the same shape twice in a row.

use ledge_game::{Event, Level, Outcome, Play};
use ledge_generate::{checks, generate, Difficulty, Generated, Options, Shape};

fn made(seed: u64, difficulty: Difficulty, shape: Shape) -> Generated {
    generate(&Options { seed, difficulty, theme: None, shape })
        .unwrap_or_else(|e| panic!("{shape} {difficulty} seed {seed}: {e}"))
}

/// The rows of a level's plan.
fn rows(made: &Generated) -> Vec<&[u8]> {
    made.text.split_once("\n---\n").unwrap().1.lines().map(str::as_bytes).collect()
}

/// The player's highest and lowest row over the certificate, and the
/// flags it passed.
fn run(made: &Generated) -> (f64, f64, usize) {
    let mut play = Play::new(&made.level, made.level.preset(None));
    let (mut top, mut bottom, mut flags) = (f64::INFINITY, f64::NEG_INFINITY, 0);
    for buttons in made.steps() {
        let events = play.step(buttons);
        flags += events.iter().filter(|e| matches!(e, Event::Checkpoint { .. })).count();
        top = top.min(play.player().y);
        bottom = bottom.max(play.player().y);
    }
    (top, bottom, flags)
}

#[test]
fn every_shape_is_certified_by_a_win_that_verifies_and_none_is_degenerate() {
    for shape in [Shape::Tower, Shape::Descent] {
        for difficulty in Difficulty::ALL {
            for seed in 0..40 {
                let made = made(seed, difficulty, shape);
                let level = Level::parse("generated.txt", &made.text).unwrap();
                let verified = made.replay(Some("generated.txt")).verify(&level, level.preset(None)).unwrap();
                assert_eq!(verified.outcome, Outcome::Won, "{}", made.level.name);
                assert_eq!(checks::degenerate(&level, &made.certificate), None, "{}", made.level.name);
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_tower_and_descent() {
    // Pinned: a change here changes every tower or descent, and needs a reason.
    let cases = [(Shape::Tower, 22u32, 61u32, 1377u64), (Shape::Descent, 41, 31, 909)];
    for (shape, width, height, frames) in cases {
        let (a, b) = (made(7, Difficulty::Normal, shape), made(7, Difficulty::Normal, shape));
        assert_eq!((a.text.as_str(), &a.certificate), (b.text.as_str(), &b.certificate));
        assert_eq!(
            (a.level.width, a.level.height, a.certificate.frames()),
            (width, height, frames),
            "{shape}"
        );
    }
    // The floors of a seed stay the floors it always gave.
    let floors = made(7, Difficulty::Normal, Shape::Floors);
    assert_eq!(floors.level.name, "Generated 7 (normal)");
    assert_eq!(made(7, Difficulty::Normal, Shape::Tower).level.name, "Generated 7 (normal, tower)");
}

#[test]
fn a_tower_is_narrow_and_taller_than_the_floors_of_its_difficulty() {
    for difficulty in Difficulty::ALL {
        for seed in 0..20 {
            let (tower, floors) =
                (made(seed, difficulty, Shape::Tower), made(seed, difficulty, Shape::Floors));
            let name = &tower.level.name;
            assert!(tower.level.width <= 25 && tower.level.width < floors.level.width, "{name}");
            assert!(tower.level.height > floors.level.height, "{name}: more floors");
            let (top, bottom, _) = run(&tower);
            assert!(bottom - top >= f64::from(tower.level.height) - 12.0, "{name}: the run climbs it all");
        }
    }
}

#[test]
fn a_descent_starts_on_its_top_floor_and_its_run_drops_to_the_bottom_passing_every_flag() {
    for difficulty in [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard] {
        for seed in 0..20 {
            let m = made(seed, difficulty, Shape::Descent);
            let rows = rows(&m);
            let start = rows.iter().position(|r| r.contains(&b'@')).unwrap();
            assert!(start < 10, "{}: the player starts on the top floor, row {start}", m.level.name);
            let (top, bottom, flags) = run(&m);
            assert!(
                bottom - top >= f64::from(m.level.height) - 12.0,
                "{}: the run drops through it all",
                m.level.name
            );
            let drawn = rows.iter().map(|r| r.iter().filter(|&&c| c == b'F').count()).sum::<usize>();
            assert_eq!(flags, drawn, "{}: the run passes every flag", m.level.name);
            assert_eq!(
                drawn + 1,
                m.level.settings.rooms.len().max(1),
                "{}: a flag per room after the first",
                m.level.name
            );
        }
    }
}

#[test]
fn no_two_levels_in_a_row_of_a_run_share_a_shape_or_a_layout() {
    let run_seed = 20261129;
    let level = |n: u64| made(run_seed * 1000 + n, Difficulty::Normal, Shape::of_run(run_seed, n));
    let levels: Vec<Generated> = (0..6).map(level).collect();
    for pair in levels.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        let start = |m: &Generated| rows(m).iter().position(|r| r.contains(&b'@')).unwrap();
        let looks = |m: &Generated| (m.level.width.abs_diff(25) < 5, start(m) < 10);
        assert_ne!(looks(a), looks(b), "{} and {} look alike", a.level.name, b.level.name);
    }
}
