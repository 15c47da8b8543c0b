//! The `ledge` physics' dash and wall jump, as the solver meets them: a
//! shaft that only wall jumps climb and a pit that only a dash crosses are
//! won, their wins replay, the analysis with every move does not call
//! them unwinnable, and with `eloquent` (no such moves) both are proven
//! unwinnable; a pit too wide for a jump and a dash, and a coin too high
//! over the middle of a wide room, are proven out of reach with every
//! move.

use ledge_engine::{measure, PresetKind};
use ledge_game::{Level, Outcome, PlayerMoves, Replay};
use ledge_solve::{reach, reach_with_moves, solve_in_stages, stages, Verdict};

/// A shaft 3 cells wide and 16 high, the player at its bottom, a coin at
/// its top: a jump rises 4 cells, a dash 4.5.
fn shaft() -> Level {
    let mut rows = vec!["#...#"; 16];
    rows[0] = "#.o.#";
    rows[15] = "#.@.#";
    let text = format!("physics: ledge\n---\n#####\n{}\n#####\n", rows.join("\n"));
    Level::parse("shaft.txt", &text).unwrap()
}

/// A run-up of five cells, then a pit of lava `width` cells wide, then a
/// floor with a coin on it, under seven rows of air.
fn pit(width: usize) -> Level {
    pit_under(width, 8)
}

/// [`pit`] under `air` rows of air.
fn pit_under(width: usize, air: usize) -> Level {
    let inside = width + 11;
    let mut rows = vec![format!("#{}#", ".".repeat(inside)); air];
    let mut floor_row: Vec<char> = rows[air - 1].chars().collect();
    floor_row[1] = '@';
    floor_row[width + 8] = 'o';
    rows[air - 1] = floor_row.into_iter().collect();
    rows.push(format!("#{}{}#######", "#".repeat(5), "+".repeat(width)));
    rows.push("#".repeat(inside + 2));
    let text = format!("physics: ledge\n---\n{}\n", rows.join("\n"));
    Level::parse(&format!("pit-{width}.txt"), &text).unwrap()
}

/// The widest pit a running `ledge` jump crosses: its distance plus the
/// body's width (docs/physics.md), rounded down.
fn widest_running_jump() -> usize {
    let preset = PresetKind::Ledge.preset();
    (measure(&preset).jump_distance + preset.player_size.x).floor() as usize
}

/// Solves `level` with its `ledge` physics as `ledge solve` does and
/// checks that the win replays and verifies; proves that without the dash
/// and the wall moves no run wins it, and that with `eloquent` no run does
/// (the proof `ledge solve` gives before it searches).
fn won_only_with_the_new_moves(level: &Level) {
    let preset = level.preset(None);
    let (solution, _) = solve_in_stages(level, preset, &stages(900, 3_000_000, 1, false), &mut |_| {});
    let Verdict::Solved { inputs, .. } = &solution.verdict else {
        panic!("not solved: {}", solution.proof())
    };
    let replay = Replay::record(level, None, preset, inputs, 100_000);
    assert_eq!(replay.outcome, Outcome::Won);
    let again = Replay::parse(&replay.to_text()).unwrap();
    assert_eq!(again.verify(level, preset).map(|v| v.outcome), Ok(Outcome::Won));
    let with = reach(level, preset).unwrap();
    assert_eq!(with.proof(), None, "won, yet called unwinnable with every move");
    let without = reach_with_moves(level, preset, PlayerMoves::NONE).unwrap();
    assert!(without.proof().is_some(), "won without the dash and the wall moves");
    let eloquent = reach(level, PresetKind::Eloquent.preset()).unwrap();
    assert!(eloquent.proof().is_some(), "eloquent reaches the coin");
}

#[test]
fn wall_jumps_climb_a_shaft_sixteen_cells_high_that_eloquent_cannot() {
    won_only_with_the_new_moves(&shaft());
}

#[test]
fn a_dash_crosses_a_pit_three_cells_wider_than_the_widest_running_jump_and_eloquent_cannot() {
    let widest = widest_running_jump();
    assert_eq!(widest, 7, "docs/physics.md: a ledge jump at full speed covers 6.267 cells");
    won_only_with_the_new_moves(&pit(widest + 3));
}

/// Proves `level` unwinnable by the analysis with every move, as `ledge
/// solve` does before it searches.
fn proven_out_of_reach(level: &Level) -> String {
    let reach = reach(level, level.preset(None)).unwrap();
    reach.proof().expect("the coin is reachable")
}

#[test]
fn a_pit_too_wide_for_a_jump_and_a_dash_is_proven_out_of_reach_with_every_move() {
    // A running jump and a dash at its top cross 14 cells (the search's
    // widest win); with the ceiling out of reach, 22 are proven too wide.
    assert_eq!(proven_out_of_reach(&pit_under(22, 20)), "the coin at 30,19 is out of reach by any run");
    assert_eq!(proven_out_of_reach(&pit(22)), "the coin at 30,7 is out of reach by any run");
}

#[test]
fn a_coin_fourteen_rows_over_the_middle_of_a_room_sixty_one_wide_is_proven_out_of_reach() {
    // Wall jumps climb the room's side walls to its ceiling; from there a
    // jump and a dash go about 14 cells out, not the 30 to the middle.
    let (w, h) = (61, 23);
    let mut rows = vec![".".repeat(w); h];
    rows[h - 1].replace_range(2..3, "@");
    rows[h - 15].replace_range(30..31, "o");
    let wall = "#".repeat(w + 2);
    let inside: Vec<String> = rows.iter().map(|row| format!("#{row}#")).collect();
    let text = format!("physics: ledge\n---\n{wall}\n{}\n{wall}\n", inside.join("\n"));
    let level = Level::parse("wide.txt", &text).unwrap();
    assert_eq!(proven_out_of_reach(&level), "the coin at 31,9 is out of reach by any run");
}

#[test]
fn a_dash_crystal_over_a_pit_is_what_crosses_it_and_without_it_the_pit_is_proven_too_wide() {
    // A pit 20 wide under 8 rows, the crystal over its middle, two rows up:
    // a jump and a dash reach the crystal, and a dash more the far side.
    let text = level_text_with_crystal(20);
    let level = Level::parse("crystal.txt", &text).unwrap();
    let preset = level.preset(None);
    let (solution, _) = solve_in_stages(&level, preset, &stages(900, 600_000, 1, false), &mut |_| {});
    assert!(matches!(solution.verdict, Verdict::Solved { .. }), "{}", solution.proof());
    assert_eq!(reach(&level, preset).unwrap().proof(), None, "won, yet called unwinnable");
    let mut without = level.clone();
    without.elements.retain(|e| e.kind != ledge_game::ElementKind::Crystal);
    assert_eq!(proven_out_of_reach(&without), "the coin at 28,8 is out of reach by any run");
}

/// [`pit_under`]`(width, 8)` with a ceiling, the dash alone, and a dash
/// crystal over the pit's middle, two rows up.
fn level_text_with_crystal(width: usize) -> String {
    let inside = width + 11;
    let mut rows = vec![format!("#{}#", ".".repeat(inside)); 8];
    rows[7].replace_range(1..2, "@");
    rows[7].replace_range(width + 8..width + 9, "o");
    rows[5].replace_range(6 + width / 2..7 + width / 2, "*");
    rows.insert(0, "#".repeat(inside + 2));
    rows.push(format!("#{}{}#######", "#".repeat(5), "+".repeat(width)));
    rows.push("#".repeat(inside + 2));
    format!("physics: ledge\nmoves: dash\n---\n{}\n", rows.join("\n"))
}

/// What the solver leaves out is worth nothing: from a state where a press
/// of dash cannot dash (none left, not on the ground), a set that presses dash moves the player exactly as the set of its
/// directions (less `up` outside a ladder, where `up` would jump), which
/// the search tries.
#[test]
fn where_a_press_cannot_dash_a_dash_set_moves_the_player_as_a_set_the_search_tries() {
    use ledge_game::{pack, Buttons, Play};
    let mut checked = 0;
    for slug in ["first-dash", "updraft", "crystals", "tower"] {
        let level = pack::find(slug).unwrap().level();
        let mut play = Play::new(&level, level.preset(None));
        let sets = ledge_solve::Moves::of(&play).sets;
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..1500 {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            let set = sets[(seed >> 33) as usize % sets.len()];
            if play.controller().is_some_and(|c| !c.can_dash(play.body())) {
                for &dash_set in sets.iter().filter(|s| s.contains(Buttons::DASH)) {
                    let mut pressed = play.clone();
                    pressed.step(dash_set);
                    let inside = play.body().contacts.ladder;
                    let aim = dash_set.without(Buttons::DASH);
                    let same = if inside { aim } else { aim.without(Buttons::UP) };
                    let mut plain = play.clone();
                    plain.step(same);
                    let (a, b) = (pressed.body(), plain.body());
                    assert_eq!((a.rect, a.vel, pressed.status()), (b.rect, b.vel, plain.status()), "{slug}");
                    checked += 1;
                }
            }
            play.step(set);
            if play.status() != ledge_game::Status::Playing {
                play = Play::new(&level, level.preset(None));
            }
        }
    }
    assert!(checked > 1000, "only {checked} states without a dash to try");
}
