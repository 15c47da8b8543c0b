//! Generated levels: the same bytes from the same seed, every certificate
//! a win that verifies as a replay, none degenerate, none repeated, and
//! difficulty that rises from easy to hard.

use std::collections::BTreeSet;

use ledge_game::{Buttons, Level, Outcome, Play, Status, Theme};
use ledge_generate::{checks, generate, Difficulty, Generated, Options};

fn made(seed: u64, difficulty: Difficulty) -> Generated {
    generate(&Options { seed, difficulty, theme: None }).unwrap_or_else(|e| panic!("seed {seed}: {e}"))
}

/// FNV-1a of the level's bytes: a fingerprint to pin them by.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

#[test]
fn the_same_seed_gives_the_same_bytes() {
    // Pinned: a change here changes every generated level, and needs a reason.
    let cases = [
        (Difficulty::Easy, 2024631768722809475_u64, 665_u64),
        (Difficulty::Normal, 3503987990803976640, 1158),
        (Difficulty::Hard, 5403977893773559975, 1901),
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
    let (easy, normal, hard) = (mean(Difficulty::Easy), mean(Difficulty::Normal), mean(Difficulty::Hard));
    assert!(easy.0 < normal.0 && normal.0 < hard.0, "certificate steps {easy:?} {normal:?} {hard:?}");
    assert!(easy.1 < normal.1 && normal.1 < hard.1, "rows {easy:?} {normal:?} {hard:?}");
}

#[test]
fn a_chosen_theme_is_the_levels_look() {
    for theme in Theme::ALL {
        let made = generate(&Options { seed: 5, difficulty: Difficulty::Easy, theme: Some(theme) }).unwrap();
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
fn a_level_that_must_come_is_the_same_as_the_generators() {
    for seed in 0..40 {
        for difficulty in Difficulty::ALL {
            let options = Options { seed, difficulty, theme: None };
            let any = ledge_generate::generate_any(&options);
            assert_eq!(any.text, made(seed, difficulty).text, "seed {seed} {difficulty}");
        }
    }
}
