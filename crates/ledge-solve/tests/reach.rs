//! Proofs that a level cannot be finished by any run of any length, on
//! hand-made levels, and never a false one.

use ledge_engine::{measure, Preset, PresetKind};
use ledge_game::{Level, PlayerMoves};
use ledge_solve::reach_with_moves;

/// A run-up of five cells, then a pit of lava `width` cells wide, then a
/// floor with a coin on it.
fn pit(width: usize, physics: &str) -> Level {
    let inside = width + 11;
    let mut rows = vec![format!("#{}#", ".".repeat(inside)); 8];
    let mut floor_row: Vec<char> = rows[7].chars().collect();
    floor_row[1] = '@';
    floor_row[width + 8] = 'o';
    rows[7] = floor_row.into_iter().collect();
    rows.push(format!("#{}{}#######", "#".repeat(5), "+".repeat(width)));
    rows.push("#".repeat(inside + 2));
    let text = format!("physics: {physics}\n---\n{}\n", rows.join("\n"));
    Level::parse(&format!("pit-{width}.txt"), &text).unwrap()
}

/// A run-up of five cells, then a ledge `height` cells high and four wide
/// with a coin on it.
fn ledge(height: usize, physics: &str) -> Level {
    let inside = 11;
    let mut rows = vec!["#".repeat(inside + 2)];
    for above_floor in (1..height + 8).rev() {
        let mut row: Vec<char> = format!("#{}#", ".".repeat(inside)).chars().collect();
        if above_floor <= height {
            row[7..11].fill('#');
        }
        if above_floor == height + 1 {
            row[8] = 'o';
        }
        if above_floor == 1 {
            row[1] = '@';
        }
        rows.push(row.into_iter().collect());
    }
    rows.push("#".repeat(inside + 2));
    let text = format!("physics: {physics}\n---\n{}\n", rows.join("\n"));
    Level::parse(&format!("ledge-{height}.txt"), &text).unwrap()
}

/// The analysis of `level` with its own physics (the `ledge` physics
/// without its dash and wall moves: the ledges and pits these tests
/// measure are the jump's).
fn reach(level: &Level, preset: Preset) -> Result<ledge_solve::Reach, ledge_solve::NotAnalysed> {
    reach_with_moves(level, preset, PlayerMoves::NONE)
}

/// The proof for `level` with its own physics, if any.
fn proof(level: &Level) -> Option<String> {
    reach(level, level.preset(None)).unwrap().proof()
}

/// The widest pit and the highest ledge `kind`'s jump crosses by
/// docs/physics.md: its distance plus the body's width, and its rise
/// (seed 000's collision lifts a `tiny` body a cell more), rounded down.
fn limits(kind: PresetKind) -> (usize, usize) {
    let preset: Preset = kind.preset();
    let figures = measure(&preset);
    let widest = (figures.jump_distance + preset.player_size.x).floor() as usize;
    let highest = figures.jump_height.floor() as usize + (kind == PresetKind::Tiny) as usize;
    (widest, highest)
}

/// The presets the analysis takes: not `tiny`, whose collision can put
/// a body inside a block.
const ANALYSED: [PresetKind; 4] =
    [PresetKind::Ledge, PresetKind::Eloquent, PresetKind::Deepnight, PresetKind::Talle];

#[test]
fn the_widest_pit_and_highest_ledge_each_preset_crosses_are_never_called_out_of_reach() {
    for kind in ANALYSED {
        let (widest, highest) = limits(kind);
        assert_eq!(proof(&pit(widest, kind.name())), None, "{kind}: pit {widest}");
        assert_eq!(proof(&ledge(highest, kind.name())), None, "{kind}: ledge {highest}");
    }
}

#[test]
fn a_ledge_one_cell_above_the_jump_is_proven_out_of_reach() {
    for kind in [PresetKind::Ledge, PresetKind::Eloquent, PresetKind::Deepnight, PresetKind::Talle] {
        let (_, highest) = limits(kind);
        let proof = proof(&ledge(highest + 1, kind.name()));
        assert_eq!(proof.as_deref(), Some("the coin at 8,7 is out of reach by any run"), "{kind}");
    }
}

#[test]
fn lava_one_cell_wider_than_the_jump_is_proven_too_wide() {
    for kind in [PresetKind::Eloquent, PresetKind::Deepnight, PresetKind::Talle] {
        let (widest, _) = limits(kind);
        let proof = proof(&pit(widest + 1, kind.name()));
        assert_eq!(proof, Some(format!("the coin at {},7 is out of reach by any run", widest + 9)), "{kind}");
    }
}

#[test]
fn a_walled_in_coin_is_proven_out_of_reach_with_every_preset_the_analysis_takes() {
    let plan = "#############\n#...........#\n#...........#\n#...........#\n#....###....#\n#....#o#....#\n#@.o.###....#\n#############\n";
    for kind in ANALYSED {
        let level = Level::parse("sealed.txt", &format!("physics: {}\n---\n{plan}", kind.name())).unwrap();
        let reach = reach(&level, level.preset(None)).unwrap();
        assert_eq!(reach.out_of_reach(), vec![(6, 5)], "{kind}: only the sealed coin");
        assert_eq!(reach.coins(), 2);
    }
    let tiny = Level::parse("sealed.txt", &format!("physics: tiny\n---\n{plan}")).unwrap();
    assert_eq!(reach(&tiny, tiny.preset(None)).err(), Some(ledge_solve::NotAnalysed::SeedCollision));
}

#[test]
fn a_coin_behind_a_false_wall_is_not_proven_out_of_reach_and_one_behind_a_wall_is() {
    // The same sealed room, its side a false wall `?`: a passage.
    let plan = |side: char| {
        format!("physics: ledge\n---\n#########\n#.......#\n#....####\n#....{side}.o#\n#@...{side}..#\n#########\n")
    };
    let walled = Level::parse("walled.txt", &plan('#')).unwrap();
    assert_eq!(proof(&walled).as_deref(), Some("the coin at 7,3 is out of reach by any run"));
    let secret = Level::parse("secret.txt", &plan('?')).unwrap();
    let reach = reach(&secret, secret.preset(None)).unwrap();
    assert!(reach.out_of_reach().is_empty(), "through the false wall");
    assert_eq!(reach.proof(), None);
}

#[test]
fn a_coin_above_the_highest_jump_is_proven_out_of_reach_with_every_preset_the_analysis_takes() {
    for kind in ANALYSED {
        let (_, highest) = limits(kind);
        let mut rows = vec!["#########".to_string()];
        rows.push("#...o...#".to_string());
        rows.extend(std::iter::repeat_n("#.......#".to_string(), highest + 3));
        rows.push("#@......#".to_string());
        rows.push("#########".to_string());
        let text = format!("physics: {}\n---\n{}\n", kind.name(), rows.join("\n"));
        let level = Level::parse("high.txt", &text).unwrap();
        assert_eq!(proof(&level).as_deref(), Some("the coin at 4,1 is out of reach by any run"), "{kind}");
    }
}

/// A lift between two stops high up, a coin beside its top; with `down`,
/// no lower stop: it comes down to the floor.
fn lift(down: bool) -> Level {
    let stop = if down { "#............#" } else { "#.....###....#" };
    let mut rows = vec!["##############", "#............#", "#............#", "#.....###....#"];
    rows.extend(["#...o........#", "#.....^^^....#", "#............#", stop]);
    rows.extend(std::iter::repeat_n("#............#", 5));
    rows.extend(["#@...........#", "##############"]);
    Level::parse("lift.txt", &format!("physics: ledge\n---\n{}\n", rows.join("\n"))).unwrap()
}

#[test]
fn a_lift_that_never_comes_down_to_the_player_leaves_its_coin_out_of_reach() {
    assert_eq!(proof(&lift(false)).as_deref(), Some("the coin at 4,4 is out of reach by any run"));
    assert_eq!(proof(&lift(true)), None, "a lift that comes down carries the player up");
}

#[test]
fn a_checkpoint_touched_counts_its_respawn_and_an_untouched_one_does_not() {
    // The flag on the right sits beyond a wall the player cannot pass.
    let plan = "##########\n#....#...#\n#....#...#\n#@...#.Fo#\n##########\n";
    let level = Level::parse("flag.txt", plan).unwrap();
    assert_eq!(proof(&level).as_deref(), Some("the coin at 8,3 is out of reach by any run"));
}
