//! Scenarios of seed 002's rules and of the presets' feel, step by step.

use super::*;

fn level(plan: &str) -> Level {
    Level::parse("test.txt", plan).unwrap()
}

fn run(level: &Level, steps: u64, buttons: impl Fn(u64) -> Buttons) -> Play {
    let mut play = Play::new(level, level.preset(None));
    while play.frame() < steps {
        play.step(buttons(play.frame() + 1));
    }
    play
}

const FLAT: &str = "
........................
........................
........................
........................
........................
........................
.@.....................o
########################";

/// Seed 002 measured on the original JavaScript at 60 steps per second:
/// a standing jump rises 4.675 cells and lands 68 steps after take-off,
/// 7.93 cells further at full speed.
#[test]
fn an_eloquent_jump_matches_the_original_javascript() {
    let level = level(FLAT);
    let mut play = Play::new(&level, level.preset(None));
    play.step(Buttons::NONE); // settle on the floor
    let ground_y = play.player().y;
    play.step(Buttons::UP | Buttons::RIGHT); // take-off: the blocked fall becomes a jump
    let (take_off, start_x) = (play.frame(), play.player().x);
    let mut top = ground_y;
    loop {
        play.step(Buttons::RIGHT);
        top = top.min(play.player().y);
        if play.body().contacts.on_ground() {
            break;
        }
    }
    assert!((ground_y - top - 4.675).abs() < 5e-4, "rose {}", ground_y - top);
    assert_eq!(play.frame() - take_off, 68);
    let flown = play.player().x - start_x;
    assert!((flown - 7.93).abs() < 5e-3, "flew {flown}");
}

#[test]
fn taking_the_last_coin_wins_and_the_level_runs_on_for_a_second() {
    let level = level(FLAT);
    let play = run(&level, 600, |_| Buttons::RIGHT);
    assert_eq!(play.status(), Status::Won);
    let end = play.ended_at().unwrap();
    // 22 cells at 7 cells/s, the coin's box starting 0.2 cells into its cell.
    assert!((180..=190).contains(&end), "won at {end}");
    let mut play = run(&level, end + END_DELAY_STEPS - 1, |_| Buttons::RIGHT);
    assert!(!play.is_over());
    play.step(Buttons::LEFT);
    assert!(play.is_over());
}

#[test]
fn lava_tiles_lose_and_nothing_changes_the_status_afterwards() {
    let level = level("......\n.@+.oo\n######");
    let play = run(&level, 200, |_| Buttons::RIGHT);
    assert_eq!(play.status(), Status::Lost(Cause::Lava));
    assert_eq!(play.coins(), (0, 2), "coins taken after the level was lost");
    assert!(play.ended_at().unwrap() < 10);
}

#[test]
fn bouncing_lava_kills_on_touch() {
    let level = level("..........\n.@.....=.o\n##########");
    let play = run(&level, 300, |_| Buttons::NONE);
    assert_eq!(play.status(), Status::Lost(Cause::Lava));
}

#[test]
fn falling_out_of_an_open_bottom_loses() {
    let level = level("outside: open-below\n---\n.....\n.@..o\n##.##");
    let play = run(&level, 300, |_| Buttons::RIGHT);
    assert_eq!(play.status(), Status::Lost(Cause::Fell));
    let closed = Level::parse("t.txt", ".....\n.@..o\n##.##").unwrap();
    let play = run(&closed, 300, |_| Buttons::RIGHT);
    assert_ne!(play.status(), Status::Lost(Cause::Fell));
}

/// Walks right off the ledge of `plan`, then presses jump `late` steps
/// after the feet left it; true when the player rose.
fn jumps_late(plan: &str, preset: Preset, late: u64) -> bool {
    let level = level(plan);
    let mut play = Play::new(&level, preset);
    play.step(Buttons::NONE);
    while play.body().contacts.on_ground() {
        play.step(Buttons::RIGHT);
    }
    for _ in 1..late {
        play.step(Buttons::RIGHT);
    }
    play.step(Buttons::RIGHT | Buttons::JUMP);
    play.body().vel.y < 0.0
}

const LEDGE: &str = "physics: ledge\n---\n..........\n..........\n.@........\n####.....o\n##########";

#[test]
fn with_ledge_physics_a_jump_just_after_running_off_a_ledge_still_jumps() {
    // Coyote time: 0.1 s, 6 steps.
    assert!(jumps_late(LEDGE, Preset::ledge(), 3));
    assert!(!jumps_late(LEDGE, Preset::ledge(), 9));
    // The seeds' presets keep their own rule: no jump once in the air.
    assert!(!jumps_late(LEDGE, Preset::talle(), 3));
}

#[test]
fn with_ledge_physics_a_jump_pressed_just_before_landing_fires_on_landing() {
    let level = level(LEDGE);
    let mut play = Play::new(&level, level.preset(None));
    play.step(Buttons::NONE);
    play.step(Buttons::JUMP);
    while play.body().vel.y <= 0.0 || play.player().bottom() < 2.7 {
        play.step(Buttons::NONE);
    }
    play.step(Buttons::JUMP); // 0.3 cells above the floor, falling
    while !play.body().contacts.on_ground() {
        play.step(Buttons::JUMP);
    }
    play.step(Buttons::JUMP);
    assert!(play.body().vel.y < 0.0, "the buffered jump did not fire");
}

/// A platform leaves the ledge the player starts on and crosses a
/// lava pool to the coin's ledge.
const FERRY: &str =
    "physics: ledge\n---\n..............\n..............\n.@..........o.\n###>>.......##\n++++++++++++++";

#[test]
fn a_platform_carries_the_player_across_lava() {
    let level = level(FERRY);
    // Step on while it waits, ride it over, step off while it waits there.
    let play = run(&level, 600, |f| if f <= 20 || f > 280 { Buttons::RIGHT } else { Buttons::NONE });
    assert_eq!(play.status(), Status::Won);
    let idle = run(&level, 275, |f| if f <= 20 { Buttons::RIGHT } else { Buttons::NONE });
    assert_eq!(idle.status(), Status::Playing);
    assert!(idle.player().x > 10.0, "not carried: {:?}", idle.player());
    assert!(matches!(idle.body().contacts.ground, Some(ledge_engine::Support::Platform(_))));
    let figures: Vec<Figure> = idle.figures().filter(|f| f.kind == FigureKind::PLATFORM).collect();
    assert_eq!(figures.len(), 1);
    assert_eq!(figures[0].id, 2); // after the player and the coin
    assert_eq!(figures[0].rect.bottom(), 4.0);
}

const PRESS: &str = "#####\n#^^^#\n#...#\n#o@.#\n#####";

#[test]
fn a_platform_coming_down_on_the_player_crushes_it_unless_platforms_are_one_way() {
    let solid = level(&format!("physics: ledge\n---\n{PRESS}"));
    let play = run(&solid, 120, |_| Buttons::NONE);
    assert_eq!(play.status(), Status::Lost(Cause::Crushed));
    let one_way = level(&format!("physics: ledge\nplatforms: one-way\n---\n{PRESS}"));
    let play = run(&one_way, 120, |_| Buttons::NONE);
    assert_eq!(play.status(), Status::Playing);
}

const ARENA: &str = "
..................
..................
..................
..................
.@..........M....o
##################";

#[test]
fn walking_into_a_monster_loses() {
    let play = run(&level(ARENA), 300, |_| Buttons::RIGHT);
    assert_eq!(play.status(), Status::Lost(Cause::Monster));
}

#[test]
fn stomping_a_monster_kills_it_and_bounces_the_player() {
    // The player starts right above the monster and falls on it.
    let drop = level(".........\n...@.....\n.........\n.........\n...M....o\n#########");
    for preset in [Preset::eloquent(), Preset::ledge()] {
        let mut play = Play::new(&drop, preset);
        let mut stomped_at = None;
        while play.frame() < 600 && stomped_at.is_none() {
            play.step(Buttons::NONE);
            if play.actors().count() == 1 {
                stomped_at = Some(play.frame());
            }
        }
        assert!(stomped_at.is_some(), "{}: never stomped", preset.name());
        assert_eq!(play.status(), Status::Playing);
        assert!(play.body().vel.y < -5.0, "{}: no bounce", preset.name());
    }
}

/// Running off a ledge onto a monster level with it stomps it within the
/// controller's coyote time: the bounce ends it, so jump pressed after the
/// bounce does not fire a second, full jump (with it, the bounce and the
/// jump rose 4.81 cells above the ledge, past the 4 of a jump). Played
/// without the wall jump, which the ledge's side just behind would give.
#[test]
fn a_stomps_bounce_ends_coyote_time_so_no_full_jump_follows_it() {
    let ledge = level(".........o\n.@........\n###.......\n...M......\n##########");
    let mut play = Play::with_moves(&ledge, Preset::ledge(), crate::PlayerMoves::NONE);
    // The coin and the monster.
    while play.frame() < 120 && play.actors().count() == 2 {
        play.step(Buttons::RIGHT);
    }
    assert_eq!(play.actors().count(), 1, "never stomped");
    let bounce = play.body().vel.y;
    assert!(bounce < -5.0, "no bounce: {bounce}");
    play.step(Buttons::RIGHT | Buttons::JUMP);
    assert!(
        play.body().vel.y > bounce,
        "a jump fired after the bounce: {} then {}",
        bounce,
        play.body().vel.y
    );
    let mut top = play.player().bottom();
    for _ in 0..60 {
        play.step(Buttons::RIGHT | Buttons::JUMP);
        top = top.min(play.player().bottom());
    }
    assert!(2.0 - top < 4.0, "the bounce rose {} cells above the ledge", 2.0 - top);
}

/// `up` jumps on a ladder's top and `down` grabs it: held together, they
/// jump as from a floor, not from a grab that takes gravity away for the
/// jump's first step (which rose 1.34 cells with `deepnight`, past its
/// 1.155).
#[test]
fn up_and_down_on_a_ladders_top_jump_no_higher_than_from_a_floor() {
    let rise = |plan: &str, preset: Preset, buttons: Buttons| {
        let mut play = Play::new(&level(plan), preset);
        // Settled on what it stands on first.
        for _ in 0..10 {
            play.step(Buttons::NONE);
        }
        let start = play.player().bottom();
        let mut top = start;
        for _ in 0..90 {
            play.step(buttons);
            top = top.min(play.player().bottom());
        }
        start - top
    };
    let (ladder, floor) =
        ("....o\n.....\n.....\n..@..\n..H..\n#####", "....o\n.....\n.....\n..@..\n..#..\n#####");
    for preset in [Preset::deepnight(), Preset::talle()] {
        let from_floor = rise(floor, preset, Buttons::UP);
        let from_ladder = rise(ladder, preset, Buttons::UP | Buttons::DOWN);
        assert!(from_floor > 0.5, "{}: no jump from the floor", preset.name());
        assert!(
            from_ladder <= from_floor + 1e-9,
            "{}: up and down on a ladder's top rose {from_ladder} cells, a jump {from_floor}",
            preset.name()
        );
    }
}

#[test]
fn the_same_inputs_give_the_same_state_hash() {
    let level = level(ARENA);
    let a = run(&level, 100, |f| if f % 7 < 3 { Buttons::RIGHT | Buttons::UP } else { Buttons::LEFT });
    let b = run(&level, 100, |f| if f % 7 < 3 { Buttons::RIGHT | Buttons::UP } else { Buttons::LEFT });
    assert_eq!(a.state_hash(), b.state_hash());
    let c = run(&level, 100, |_| Buttons::LEFT);
    assert_ne!(a.state_hash(), c.state_hash());
}

/// A state's words with every actor's whole words ([`Actor::feed`]:
/// its kind, base or box and speed) after its id, kind by kind: the plain
/// rule the state key's fewer words stand for. `prefix` is set to how many
/// words come before the actors'.
fn plain_key(play: &Play, prefix: &mut usize) -> Vec<u64> {
    use ledge_engine::StateSink;
    let mut key = Vec::new();
    play.world.feed_timeless(&mut key);
    let game = &play.game;
    key.u64(game.coins_left as u64).u64(game.status.code()).u64(game.facing_left as u64);
    if let Some(checkpoints) = &game.checkpoints {
        checkpoints.feed(&mut key, game.frame, true);
    }
    if !game.phases.is_empty() {
        crate::element::feed(&game.phases, &game.held, &mut key);
    }
    if let Some(controller) = &game.controller {
        controller.hash_into(&mut key);
    }
    *prefix = key.len();
    for (id, coin) in game.cast.coins.iter() {
        Actor::Coin(coin).feed(key.u64(id.into()));
    }
    for &(id, lava) in &game.cast.lava {
        Actor::Lava(lava).feed(key.u64(id.into()));
    }
    for &(id, monster) in &game.cast.monsters {
        Actor::Monster(monster).feed(key.u64(id.into()));
    }
    key
}

/// The plain rule's actor words read back from a state key's actor words
/// `tail`, knowing only the level (`start`, its first state: where each
/// coin lies, by id). That they can be read back means two states of a
/// level have the same key exactly when they have the same plain words.
fn plain_actors(start: &Play, tail: &[u64]) -> Vec<u64> {
    let base = |id: u64| {
        let coins = &start.game.cast.coins;
        let i = coins.ids.iter().position(|&c| u64::from(c) == id).expect("a coin of the level");
        coins.get(i).base
    };
    let (mut plain, mut at) = (Vec::new(), 0);
    for (tag, words) in [(1, 1), (2, 4), (3, 3)] {
        let count = tail[at] as usize;
        at += 1;
        for _ in 0..count {
            let id = tail[at];
            plain.extend([id, tag]);
            if tag == 1 {
                plain.extend([base(id).x.to_bits(), base(id).y.to_bits()]);
            }
            plain.extend_from_slice(&tail[at + 1..at + 1 + words]);
            at += 1 + words;
        }
    }
    assert_eq!(at, tail.len(), "every word of the key read");
    plain
}

proptest::proptest! {
    /// A state key tells states apart exactly as the plain rule's words
    /// do: its words before the actors' are the plain rule's, and the
    /// plain rule's actor words can be read back from its, on every
    /// built-in level with every preset, after any buttons.
    #[test]
    fn a_state_key_tells_states_apart_as_the_plain_rules_words_do(
        level in 0..crate::pack::levels().len(),
        preset in 0..ledge_engine::PresetKind::ALL.len(),
        presses in proptest::collection::vec(0u8..32, 1..120),
    ) {
        let level = &crate::pack::levels()[level];
        let preset = ledge_engine::PresetKind::ALL[preset].preset();
        let start = Play::new(level, level.preset(Some(preset)));
        let mut play = start.clone();
        for (i, &bits) in presses.iter().enumerate() {
            for _ in 0..1 + i % 7 {
                play.step(Buttons::from_bits(bits));
            }
            let mut key = Vec::new();
            play.state_key(&mut key);
            let mut prefix = 0;
            let plain = plain_key(&play, &mut prefix);
            proptest::prop_assert_eq!(&key[..prefix], &plain[..prefix]);
            proptest::prop_assert_eq!(plain_actors(&start, &key[prefix..]), &plain[prefix..]);
        }
    }
}

/// A level's `moves` holds moves back: dash pressed in the air does
/// nothing where the level has `moves: none` or `moves: wall-jump`, and
/// carries the player far where it has the dash.
#[test]
fn a_level_without_the_dash_in_its_moves_does_not_dash() {
    let plan = "..........................o\n.@.........................\n###########################";
    let travelled = |moves: &str| {
        let level =
            Level::parse("moves.txt", &format!("physics: ledge\nmoves: {moves}\n---\n{plan}")).unwrap();
        let mut play = Play::new(&level, Preset::ledge());
        play.step(Buttons::JUMP);
        for _ in 0..6 {
            play.step(Buttons::JUMP);
        }
        let from = play.player().x;
        for _ in 0..8 {
            play.step(Buttons::RIGHT | Buttons::DASH);
        }
        play.player().x - from
    };
    let (none, walls, dash) = (travelled("none"), travelled("wall-jump"), travelled("dash"));
    assert_eq!(none, walls, "the same without the dash either way");
    assert!(dash > none + 1.5, "the dash went {dash} cells, a run in the air {none}");
}
