//! Generated levels: the same bytes from the same seed, every certificate
//! a win that verifies as a replay, none degenerate, none repeated, and
//! difficulty that rises from easy to hard.

use std::collections::BTreeSet;

use ledge_game::{Buttons, Level, Outcome, Play, Status, Theme};
use ledge_generate::{checks, generate, Difficulty, Generated, Options, Shape};

fn made(seed: u64, difficulty: Difficulty) -> Generated {
    generate(&Options { seed, difficulty, theme: None, shape: Shape::Floors })
        .unwrap_or_else(|e| panic!("seed {seed}: {e}"))
}

/// FNV-1a of the level's bytes: a fingerprint to pin them by.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

#[test]
fn the_same_seed_gives_the_same_bytes() {
    // Pinned: a change here changes every generated level, and needs a reason.
    let cases = [
        (Difficulty::Easy, 2604004005590425796_u64, 604_u64),
        (Difficulty::Normal, 17209421267826100912, 1129),
        (Difficulty::Hard, 4999665820341306626, 1824),
        (Difficulty::First, 15000066662980450665, 254),
        (Difficulty::Climb, 6860841335777352645, 554),
    ];
    for (difficulty, text_hash, frames) in cases {
        let a = made(2026, difficulty);
        let b = made(2026, difficulty);
        assert_eq!(a.text, b.text);
        assert_eq!(a.certificate, b.certificate);
        assert_eq!((fnv(a.text.as_bytes()), a.certificate.frames()), (text_hash, frames), "{difficulty}");
    }
}

#[test]
fn every_certificate_wins_and_verifies_as_a_replay() {
    for difficulty in Difficulty::ALL {
        for seed in 0..120 {
            let made = made(seed, difficulty);
            let level = Level::parse("generated.txt", &made.text).unwrap();
            let replay = made.replay(Some("generated.txt"));
            let verified = replay.verify(&level, level.preset(None)).unwrap();
            assert_eq!(verified.outcome, Outcome::Won, "{difficulty} seed {seed}");
            assert_eq!(verified.frame, made.certificate.frames());
        }
    }
}

#[test]
fn no_level_is_won_in_under_two_seconds_or_lost_standing_still() {
    for difficulty in Difficulty::ALL {
        for seed in 0..120 {
            let made = made(seed, difficulty);
            assert!(made.certificate.frames() >= checks::MIN_STEPS, "{difficulty} seed {seed}");
            let mut play = Play::new(&made.level, made.level.preset(None));
            for _ in 0..checks::IDLE_STEPS {
                play.step(Buttons::NONE);
            }
            assert_eq!(play.status(), Status::Playing, "{difficulty} seed {seed} lost standing still");
        }
    }
}

#[test]
fn no_two_seeds_give_the_same_plan() {
    for difficulty in Difficulty::ALL {
        let mut plans = BTreeSet::new();
        for seed in 0..300 {
            let made = made(seed, difficulty);
            // The plan without its header, which names the seed.
            let plan = made.text.split_once("---\n").unwrap().1.to_string();
            assert!(plans.insert(plan), "{difficulty} seed {seed} repeats an earlier seed's plan");
        }
    }
}

#[test]
fn harder_levels_are_taller_and_take_longer() {
    let mean = |difficulty| {
        let (mut frames, mut rows) = (0, 0);
        for seed in 0..40 {
            let made = made(seed, difficulty);
            frames += made.certificate.frames();
            rows += u64::from(made.level.grid.height());
        }
        (frames / 40, rows / 40)
    };
    let means: Vec<(u64, u64)> = Difficulty::ALL.iter().map(|&d| mean(d)).collect();
    assert!(means.windows(2).all(|w| w[0].0 < w[1].0), "certificate steps, easiest first: {means:?}");
    // The climb tier is as tall as easy (two floors), only shorter across.
    assert!(means.windows(2).all(|w| w[0].1 <= w[1].1), "rows, easiest first: {means:?}");
    assert!(means[0].1 < means[1].1 && means[2].1 < means[3].1 && means[3].1 < means[4].1, "{means:?}");
}

#[test]
fn a_chosen_theme_is_the_levels_look() {
    for theme in Theme::ALL {
        let made = generate(&Options {
            seed: 5,
            difficulty: Difficulty::Easy,
            theme: Some(theme),
            ..Options::default()
        })
        .unwrap();
        assert_eq!(made.level.settings.theme, theme);
    }
}

#[test]
fn every_run_climbs_at_least_a_floor() {
    for seed in 0..60 {
        let made = made(seed, Difficulty::Easy);
        let mut play = Play::new(&made.level, made.level.preset(None));
        let (mut top, mut bottom) = (f64::INFINITY, f64::NEG_INFINITY);
        for buttons in made.steps() {
            play.step(buttons);
            top = top.min(play.player().y);
            bottom = bottom.max(play.player().y);
        }
        assert!(bottom - top >= 10.0, "seed {seed}: the run spans {} rows", bottom - top);
    }
}

#[test]
fn the_first_tier_is_one_floor_with_no_climb_and_the_climb_tier_one_ladder_with_a_coin_over_it() {
    for seed in 0..60 {
        let first = made(seed, Difficulty::First);
        let plan = first.text.split_once("\n---\n").unwrap().1;
        assert_eq!(first.level.height, 11, "{}: one floor", first.level.name);
        assert!(!plan.contains('H') && !plan.contains('-'), "{}: nothing to climb", first.level.name);
        let climb = made(seed, Difficulty::Climb);
        let rows: Vec<&[u8]> =
            climb.text.split_once("\n---\n").unwrap().1.lines().map(str::as_bytes).collect();
        let ladders: Vec<usize> = (0..rows[0].len()).filter(|&x| rows.iter().any(|r| r[x] == b'H')).collect();
        assert_eq!(ladders.len(), 1, "{}: one ladder", climb.level.name);
        let top = rows.iter().position(|r| r[ladders[0]] == b'H').unwrap();
        assert_eq!(rows[top - 1][ladders[0]], b'o', "{}: a coin over the ladder's top", climb.level.name);
    }
}

#[test]
fn a_level_that_must_come_is_the_same_as_the_generators() {
    for seed in 0..40 {
        for difficulty in Difficulty::ALL {
            let options = Options { seed, difficulty, theme: None, shape: Shape::Floors };
            let any = ledge_generate::generate_any(&options);
            assert_eq!(any.text, made(seed, difficulty).text, "seed {seed} {difficulty}");
        }
    }
}

/// The outcome of `steps` played on `made`'s level.
fn outcome(made: &Generated, steps: impl Iterator<Item = Buttons>) -> Status {
    let mut play = Play::new(&made.level, made.level.preset(None));
    for buttons in steps {
        play.step(buttons);
        if play.status() != Status::Playing {
            break;
        }
    }
    play.status()
}

#[test]
fn harder_levels_have_pits_only_a_dash_crosses() {
    let dashing = |difficulty| {
        (0..60)
            .map(|seed| made(seed, difficulty))
            .filter(|m| m.steps().any(|b| b.contains(Buttons::DASH)))
            .inspect(|m| {
                let without = outcome(m, m.steps().map(|b| b.without(Buttons::DASH)));
                assert_ne!(without, Status::Won, "{}: its pit is crossed without the dash", m.level.name);
            })
            .count()
    };
    assert_eq!(dashing(Difficulty::Easy), 0, "easy levels ask for no dash");
    let (normal, hard) = (dashing(Difficulty::Normal), dashing(Difficulty::Hard));
    assert!(normal >= 10 && hard > normal, "levels of 60 whose run dashes: normal {normal}, hard {hard}");
}

#[test]
fn levels_end_at_an_exit_or_a_coin_and_harder_ones_hold_spikes_and_crumbling_bridges() {
    let plans: Vec<String> = (0..60)
        .map(|seed| made(seed, Difficulty::Hard).text.split_once("\n---\n").unwrap().1.to_string())
        .collect();
    let with = |c: char| plans.iter().filter(|p| p.contains(c)).count();
    assert!((10..=50).contains(&with('G')), "{} of 60 end at an exit", with('G'));
    assert!(
        with('A') >= 30 && with('%') >= 30,
        "spikes in {}, crumbling bridges in {}",
        with('A'),
        with('%')
    );
}

#[test]
fn taller_levels_are_rooms_of_two_floors_each_entered_at_a_flag() {
    for seed in 0..30 {
        for difficulty in Difficulty::ALL {
            let m = made(seed, difficulty);
            let floors = (m.level.height - 1) / 10;
            let rooms = &m.level.settings.rooms;
            let flags = m.text.split_once("\n---\n").unwrap().1.matches('F').count() as u32;
            if floors <= 2 {
                assert!(rooms.is_empty() && flags == 0, "{}: one screen, no rooms", m.level.name);
                continue;
            }
            assert_eq!(rooms.len() as u32, floors.div_ceil(2), "{}", m.level.name);
            assert_eq!(
                flags,
                rooms.len() as u32 - 1,
                "{}: a flag where each room after the first starts",
                m.level.name
            );
            // The rooms stack from the top of the level to its bottom, each as wide as the level.
            assert_eq!(rooms.iter().map(|r| r.height).sum::<u32>(), m.level.height);
            assert!(rooms.iter().all(|r| r.x == 0 && r.width == m.level.width && r.height <= 21));
        }
    }
}

#[test]
fn the_certificate_passes_every_flag() {
    for seed in 0..30 {
        let m = made(seed, Difficulty::Hard);
        let mut play = Play::new(&m.level, m.level.preset(None));
        let flags = m.text.split_once("\n---\n").unwrap().1.matches('F').count();
        let mut reached = 0;
        for buttons in m.steps() {
            let events = play.step(buttons);
            reached += events.iter().filter(|e| matches!(e, ledge_game::Event::Checkpoint { .. })).count();
        }
        assert_eq!(reached, flags, "{}", m.level.name);
    }
}

#[test]
fn the_hint_speaks_of_an_exit_only_in_a_level_that_has_one() {
    for difficulty in Difficulty::ALL {
        for seed in 0..60 {
            let m = made(seed, difficulty);
            let (header, plan) = m.text.split_once("\n---\n").unwrap();
            let hint = header.lines().find_map(|l| l.strip_prefix("hint: ")).unwrap();
            let names_exit = hint.contains("exit") || hint.contains("goal");
            assert!(!names_exit || plan.contains('G'), "{}: `{hint}` in a level with no exit", m.level.name);
            if !hint.contains("dash") {
                assert_eq!(hint.contains("the exit"), plan.contains('G'), "{}: `{hint}`", m.level.name);
            }
        }
    }
}
