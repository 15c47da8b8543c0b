//! Soundness of the reachability analysis: every place a run takes the
//! player lies in the places it marks. Played here: the built-in levels'
//! winning runs, random and hopping runs on every built-in level with every preset,
//! the five `eloquent` levels and seed 000's level when the corpus is at
//! hand, and random levels; and (`adversary`) the exact search's wins on
//! random levels with every element.

use ledge_engine::{Preset, PresetKind};
use ledge_game::{pack, Buttons, Level, Play, PlayerMoves, Status};
use ledge_solve::{reach_with_moves, NotAnalysed, Reach};
use proptest::prelude::*;

#[path = "reach_sound/adversary.rs"]
mod adversary;

/// A small deterministic generator (SplitMix64) for the random runs.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// The moves played and analysed: all of them, the `ledge` physics' dash,
/// wall slide and wall jump included.
const MOVES: PlayerMoves = PlayerMoves::ALL;

/// The analysis of `level` with `preset` and [`MOVES`].
fn reach(level: &Level, preset: Preset) -> Result<Reach, NotAnalysed> {
    reach_with_moves(level, preset, MOVES)
}

/// Plays `inputs` (or until the run ends) and fails at the first step whose
/// player lies outside the places marked.
fn stays_inside(
    reach: &Reach,
    level: &Level,
    preset: Preset,
    inputs: impl IntoIterator<Item = Buttons>,
    what: &str,
) {
    if let Some(why) = escape(reach, level, preset, inputs) {
        panic!("{what}: {why}");
    }
}

/// Plays `inputs` (or until the run ends): the first step whose player
/// lies outside the places marked, said in a sentence.
fn escape(
    reach: &Reach,
    level: &Level,
    preset: Preset,
    inputs: impl IntoIterator<Item = Buttons>,
) -> Option<String> {
    let mut play = Play::with_moves(level, preset, MOVES);
    if !reach.contains(&play.player()) {
        return Some("the start is not marked".to_string());
    }
    for (step, buttons) in inputs.into_iter().enumerate() {
        if play.status() != Status::Playing {
            break;
        }
        play.step(buttons);
        if play.status() == Status::Playing || play.respawning().is_some() {
            let player = play.player();
            if !reach.contains(&player) {
                return Some(format!("step {}: the player at {player:?} is not marked", step + 1));
            }
        }
    }
    None
}

/// A random run: button sets held for 1 to 20 steps.
fn random_run(seed: u64, steps: usize) -> Vec<Buttons> {
    let mut rng = Rng(seed);
    let mut run = Vec::with_capacity(steps);
    while run.len() < steps {
        let bits = rng.next();
        // Left, right and jump at random; up and down one time in four;
        // dash one time in eight.
        let mask = if bits >> 8 & 3 == 0 { 0b11111 } else { 0b10011 };
        let dash = if bits >> 11 & 7 == 0 { Buttons::DASH } else { Buttons::NONE };
        let buttons = Buttons::from_bits(bits as u8 & mask) | dash;
        let hold = 1 + (bits >> 16) as usize % 20;
        run.extend(std::iter::repeat_n(buttons, hold));
    }
    run.truncate(steps);
    run
}

/// A run at top speed: a direction held for `leg` steps, then the other,
/// with jump pressed every other step, so that every landing hops again
/// at once (the runs that keep the most speed in the air).
fn hopping_run(right_first: bool, leg: usize, steps: usize) -> Vec<Buttons> {
    (0..steps)
        .map(|step| {
            let right = (step / leg % 2 == 0) == right_first;
            let sideways = if right { Buttons::RIGHT } else { Buttons::LEFT };
            if step % 2 == 0 {
                sideways | Buttons::JUMP
            } else {
                sideways
            }
        })
        .collect()
}

/// Random runs on `level` with `preset`, and hopping ones, when the
/// analysis takes the level.
fn random_runs(level: &Level, preset: Preset, runs: u64, what: &str) {
    let Ok(reach) = reach(level, preset) else { return };
    for seed in 0..runs {
        stays_inside(&reach, level, preset, random_run(seed, 900), &format!("{what} run {seed}"));
    }
    for (right_first, leg) in [(true, 90), (false, 90), (true, 300)] {
        let run = hopping_run(right_first, leg, 900);
        stays_inside(
            &reach,
            level,
            preset,
            run,
            &format!("{what} hopping, right first {right_first}, {leg}"),
        );
    }
}

#[test]
fn every_built_in_levels_winning_run_stays_in_the_places_marked() {
    for entry in pack::PACK.iter() {
        let level = entry.level();
        let preset = level.preset(None);
        // A top-down level is not analysed.
        let Ok(reach) = reach(&level, preset) else { continue };
        // Proven unwinnable without the dash and the wall moves (the
        // chapters' levels that need them): only where the win, played
        // without them, does not win.
        let script = entry.script();
        if reach.proof().is_some() {
            let mut play = Play::with_moves(&level, preset, MOVES);
            for buttons in script.cursor().take(script.frames() as usize) {
                if play.status() != Status::Playing {
                    break;
                }
                play.step(buttons);
            }
            assert_ne!(
                play.status(),
                Status::Won,
                "{}: a level won without the dash and the wall moves is called unwinnable without them",
                entry.file_name()
            );
        }
        // Played without the dash and wall moves, a run that uses them may
        // not win: it is followed for its own length.
        let steps = script.cursor().take(script.frames() as usize);
        stays_inside(&reach, &level, preset, steps, &entry.file_name());
    }
}

#[test]
fn random_runs_on_the_built_in_levels_stay_in_the_places_marked_with_every_preset() {
    for entry in pack::PACK.iter() {
        let level = entry.level();
        for kind in PresetKind::ALL {
            let preset = level.preset(Some(kind.preset()));
            random_runs(&level, preset, 6, &format!("{} with {kind}", entry.file_name()));
        }
    }
}

/// The corpus beside the repository (or at `LEDGE_CORPUS`), when at hand.
fn corpus() -> Option<std::path::PathBuf> {
    let dir = std::env::var_os("LEDGE_CORPUS").map(std::path::PathBuf::from).unwrap_or_else(|| {
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus")
    });
    dir.is_dir().then_some(dir)
}

#[test]
fn random_runs_on_the_eloquent_levels_and_seed_000s_level_stay_in_the_places_marked() {
    let Some(dir) = corpus() else { return };
    let json = std::fs::read_to_string(dir.join("eloquent/levels.json")).unwrap();
    let mut levels: Vec<Level> = plans(&json)
        .iter()
        .enumerate()
        .map(|(k, plan)| Level::parse(&format!("{k}.txt"), plan).unwrap())
        .collect();
    levels.push(ledge_formats::open(&dir.join("tiny/level.tmx").to_string_lossy(), None).unwrap());
    for (k, level) in levels.iter().enumerate() {
        for kind in PresetKind::ALL {
            let preset = level.preset(Some(kind.preset()));
            random_runs(level, preset, 10, &format!("corpus level {k} with {kind}"));
        }
    }
}

/// The plans of the `eloquent` corpus file: its JSON strings.
fn plans(json: &str) -> Vec<String> {
    let mut plans = Vec::new();
    let mut chars = json.chars();
    while let Some(c) = chars.next() {
        if c != '"' {
            continue;
        }
        let mut plan = String::new();
        while let Some(c) = chars.next() {
            match c {
                '"' => break,
                '\\' => plan.push(if chars.next() == Some('n') { '\n' } else { '"' }),
                c => plan.push(c),
            }
        }
        plans.push(plan);
    }
    plans
}

/// A random plan: walls round a box of `w` by `h` cells, random blocks,
/// floors, ladders, slopes, lava, crumbling blocks, bricks, springs, dash
/// crystals, keys and doors, switches and their blocks, dash blocks,
/// boosters, zip movers and coins inside, the player somewhere.
fn plan(w: usize, h: usize, cells: &[u8], at: usize) -> String {
    const KINDS: &[u8] = b"......#...##-HoL+/\\%BT()*kD!12X0Z";
    let mut kinds: Vec<u8> =
        (0..w * h).map(|i| if i == at { b'@' } else { KINDS[cells[i] as usize % KINDS.len()] }).collect();
    pair_up(&mut kinds);
    let mut rows = vec!["#".repeat(w + 2)];
    for y in 0..h {
        let mut row = String::from("#");
        for x in 0..w {
            row.push(kinds[y * w + x] as char);
        }
        row.push('#');
        rows.push(row);
    }
    rows.push("#".repeat(w + 2));
    rows.join("\n") + "\n"
}

/// Makes a random plan's keys and doors, switches and switch blocks
/// pairs a level accepts: a door with no key left is a wall, a switch with
/// no block is empty, a block with no switch is a wall.
fn pair_up(cells: &mut [u8]) {
    let count = |cells: &[u8], f: fn(u8) -> bool| cells.iter().filter(|&&c| f(c)).count();
    let (mut doors, keys) = (count(cells, |c| c == b'D'), count(cells, |c| c == b'k'));
    for cell in cells.iter_mut().rev() {
        if doors > keys && *cell == b'D' {
            (*cell, doors) = (b'#', doors - 1);
        }
    }
    let (switches, blocks) = (count(cells, |c| c == b'!'), count(cells, |c| c == b'1' || c == b'2'));
    for cell in cells.iter_mut() {
        match *cell {
            b'!' if blocks == 0 => *cell = b'.',
            b'1' | b'2' if switches == 0 => *cell = b'#',
            _ => {}
        }
    }
}

proptest! {
    // A fixed seed, so that every run tries the same levels.
    #![proptest_config(ProptestConfig {
        cases: 200,
        rng_seed: proptest::test_runner::RngSeed::Fixed(27),
        ..ProptestConfig::default()
    })]
    #[test]
    fn random_runs_on_random_levels_stay_in_the_places_marked(
        w in 4usize..14,
        h in 3usize..9,
        cells in proptest::collection::vec(any::<u8>(), 14 * 9),
        at in any::<usize>(),
        physics in 0usize..5,
        seed in any::<u64>(),
    ) {
        let text = plan(w, h, &cells, at % (w * h));
        let Ok(level) = Level::parse("random.txt", &text) else { return Ok(()) };
        let preset = level.preset(Some(PresetKind::ALL[physics].preset()));
        let Ok(reach) = reach(&level, preset) else { return Ok(()) };
        for run in 0..4 {
            stays_inside(&reach, &level, preset, random_run(seed.wrapping_add(run), 600), &format!("{text}run {run}"));
        }
        let hops = hopping_run(seed % 2 == 0, 20 + (seed % 200) as usize, 600);
        stays_inside(&reach, &level, preset, hops, &format!("{text}hopping"));
    }
}

/// Seed 000's collision, starting a jump beside a block's corner with a
/// free cell under it, puts the body a cell down, into the floor: the
/// analysis, which follows only bodies outside blocks, does not take
/// `tiny` levels.
#[test]
fn a_tiny_body_pushed_into_the_floor_by_seed_000s_collision_is_not_analysed() {
    let text = "physics: tiny\n---\n######\n#@./.#\n###..#\n#....#\n#....#\n#..#\\#\n######\n";
    let level = Level::parse("clip.txt", text).unwrap();
    let mut play = Play::new(&level, level.preset(None));
    // The run a property test found: standing on the floor's row at x 1.94,
    // it jumps moving right, under the slope's corner.
    for buttons in random_run(15152077873529305195, 106) {
        play.step(buttons);
    }
    let (player, block) = (play.player(), ledge_engine::Rect::new(2.0, 2.0, 1.0, 1.0));
    assert!(player.overlaps(&block), "{player:?} is inside the block at 2,2");
    assert_eq!(reach(&level, level.preset(None)).err(), Some(NotAnalysed::SeedCollision));
}

/// True when the player's box overlaps a tile that stops seed 000's body.
fn in_a_block(play: &Play) -> bool {
    let c = ledge_engine::Cells::covered(&play.player());
    (c.y0..c.y1).any(|y| (c.x0..c.x1).any(|x| play.grid().tile(x, y).blocks()))
}

/// Walking into a wall and turning round: seed 000's anti-jiggle clamp
/// zeroes the speed that friction turns round, and with it the check on
/// x, so the last move into the wall stays. Even a plain room can put the
/// body inside a block.
#[test]
fn a_tiny_body_that_turns_round_at_a_wall_stays_inside_it() {
    let plan = "#######\n#.....#\n#.....#\n#..@..#\n#######\n";
    let level = Level::parse("room.txt", &format!("physics: tiny\n---\n{plan}")).unwrap();
    let mut play = Play::new(&level, level.preset(None));
    for _ in 0..24 {
        play.step(Buttons::LEFT);
    }
    play.step(Buttons::RIGHT);
    assert!(in_a_block(&play), "{:?} is inside the wall", play.player());
    assert_eq!(reach(&level, level.preset(None)).err(), Some(NotAnalysed::SeedCollision));
}

/// Falling along a wall while pushing into it clears seed 000's `falling`
/// flag; jumping as the fall reaches the floor makes the new speed point
/// up, so only the check for a ceiling runs and the body stays in the
/// floor, a fifth of a cell deep.
#[test]
fn a_tiny_body_falling_along_a_wall_that_jumps_at_the_floor_ends_inside_it() {
    let plan = "#######\n#@....#\n#.....#\n#.....#\n#######\n";
    let level = Level::parse("shaft.txt", &format!("physics: tiny\n---\n{plan}")).unwrap();
    let mut play = Play::new(&level, level.preset(None));
    for step in 0..17 {
        play.step(if step < 15 { Buttons::LEFT } else { Buttons::LEFT | Buttons::JUMP });
    }
    assert!(in_a_block(&play), "{:?} is inside the floor", play.player());
    assert!(play.player().bottom() > 4.2, "{:?} is a fifth of a cell deep", play.player());
}

/// A level open all round: the player falls out of it and on for ever,
/// below every place the analysis marks, where nothing holds it.
#[test]
fn a_body_falling_out_of_a_level_open_all_round_stays_in_the_places_marked() {
    for kind in PresetKind::ALL {
        let level = Level::parse("open.txt", "outside: open\n---\n.@\n..\n").unwrap();
        let preset = level.preset(Some(kind.preset()));
        let Ok(reach) = reach(&level, preset) else { continue };
        stays_inside(&reach, &level, preset, vec![Buttons::default(); 300], &format!("{kind}, falling"));
        random_runs(&level, preset, 4, &format!("open with {kind}"));
    }
}

/// Seed 003's wall edges: the engine's floor search holds a body whose
/// bottom side has a wall edge's top end under it, so a jump onto the
/// edge's top and another from there reach the coin (won in 30 steps),
/// which the analysis called out of reach when it
/// stood bodies only on floors.
#[test]
fn a_body_standing_on_a_wall_edges_top_end_is_marked_and_its_coin_not_called_out_of_reach() {
    let text = "physics: ledge\nwall-edges: 1,4 1,5 1,6\n---\n.o\n..\n..\n..\n..\n..\n@.\n";
    let level = Level::parse("post.txt", text).unwrap();
    let preset = level.preset(None);
    let reach = reach(&level, preset).unwrap();
    assert_eq!(reach.proof(), None);
    // Up and right onto the edge's top, a moment there, and up again.
    let run = [
        (1, Buttons::JUMP),
        (11, Buttons::JUMP | Buttons::RIGHT),
        (2, Buttons::NONE),
        (60, Buttons::JUMP | Buttons::RIGHT),
    ];
    let run: Vec<Buttons> = run.iter().flat_map(|&(n, buttons)| std::iter::repeat_n(buttons, n)).collect();
    let mut play = Play::new(&level, preset);
    for &buttons in &run {
        play.step(buttons);
    }
    assert_eq!(play.status(), Status::Won);
    stays_inside(&reach, &level, preset, run, "the win");
}
