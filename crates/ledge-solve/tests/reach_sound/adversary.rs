//! The search as the adversary of the analysis: random small levels with
//! every tile, edge, ladder, slope, crumbling block, brick, spring, dash
//! crystal, key and door, switch and switch block, platform, monster and
//! flag, played with every preset (`ledge`
//! with its dash, wall slide and wall jump). Wherever the exact search wins, the analysis must not
//! have proven the level unwinnable, and every state of the win must lie
//! in the places it marked. Random runs rarely cross a level at its limit;
//! the search finds the one run that does.

use std::fmt::Write as _;

use ledge_engine::PresetKind;
use ledge_game::Level;
use ledge_solve::{reach, solve_in_stages, stages, Verdict};

use super::{escape, pair_up, Rng};

/// What one random level gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The plan was refused, or the analysis does not take the level.
    Skipped,
    /// The search won, and the analysis kept every state of the win.
    Won,
    /// The search played out every run within its bound and none won;
    /// `proven` when the analysis proved the level unwinnable.
    Unwinnable { proven: bool },
    /// The search ran out of states first.
    Unknown,
    /// The search won a level the analysis proved unwinnable, or a state
    /// of the win lies outside the places marked.
    Wrong,
}

/// The longest run the adversary searches, steps (5 s of play: time to
/// cross a level of 8 cells many times over).
const MAX_FRAMES: u32 = 300;

/// The highest ledge each preset's jump climbs, cells, in
/// `PresetKind::ALL`'s order (docs/physics.md).
const HIGHEST_LEDGE: [usize; 5] = [4, 4, 6, 1, 1];

/// A random level: its preset, size, border (closed, open below or open
/// all round), tiles,
/// thin edges, one moving thing (a monster, a platform, moving lava or a
/// flag) with room to move, a coin and the start, drawn from `seed`. One
/// level in two is a shaft at the preset's limit: a floor, the start on
/// it, and the coin one or two cells above the highest ledge its jump
/// climbs, with a few things between that may or may not lift it higher.
pub fn random_level(seed: u64) -> String {
    // Mostly empty, then blocks, then every other tile.
    const TILES: &[u8] = b"...............####~+-H/\\rRLl%BT()*kD!12";
    const THINGS: &[u8] = b"M>^F=|v";
    let mut rng = Rng(seed);
    let mut pick = |n: usize| rng.next() as usize % n;
    let k = pick(5);
    let kind = PresetKind::ALL[k];
    let shaft = pick(2) == 0;
    let (w, h) =
        if shaft { (2 + pick(4), HIGHEST_LEDGE[k] + 3 + pick(3)) } else { (3 + pick(6), 3 + pick(6)) };
    // One in four open all round, analysed with room for a flight to
    // leave it and come back.
    let outside = ["solid", "solid", "open-below", "open"][pick(4)];
    let mut cells: Vec<u8> = (0..w * h).map(|_| TILES[pick(TILES.len())]).collect();
    if shaft {
        // Sparse: a tile in four cells stays.
        for cell in cells.iter_mut() {
            if pick(4) > 0 {
                *cell = b'.';
            }
        }
    }
    // Often a floor to stand on; always in a shaft.
    if shaft || pick(2) == 0 {
        cells[(h - 1) * w..].fill(b'#');
    }
    // A moving thing, with the cells it moves through empty.
    if pick(3) > 0 {
        let (x, y) = (pick(w), pick(h));
        let thing = THINGS[pick(THINGS.len())];
        cells[y * w + x] = thing;
        let room: &[(i64, i64)] = match thing {
            b'>' | b'=' => &[(-1, 0), (1, 0)],
            b'^' | b'|' | b'v' => &[(0, -1), (0, 1)],
            b'M' => &[(0, -1), (-1, 0), (1, 0)],
            _ => &[],
        };
        for &(dx, dy) in room {
            let (a, b) = (x as i64 + dx, y as i64 + dy);
            if (0..w as i64).contains(&a) && (0..h as i64).contains(&b) {
                cells[b as usize * w + a as usize] = b'.';
            }
        }
    }
    if shaft {
        let above = (HIGHEST_LEDGE[k] + 1 + pick(2)).min(h - 2);
        cells[(h - 2 - above) * w + pick(w)] = b'o';
        cells[(h - 2) * w + pick(w)] = b'@';
    } else {
        cells[pick(w * h)] = b'o';
        cells[pick(w * h)] = b'@';
    }
    let mut edges = |key: &str, text: &mut String| {
        let n = pick(if shaft { 6 } else { 4 });
        if n > 0 {
            let at: Vec<String> = (0..n).map(|_| format!("{},{}", pick(w), pick(h))).collect();
            let _ = writeln!(text, "{key}: {}", at.join(" "));
        }
    };
    pair_up(&mut cells);
    let mut text = format!("physics: {kind}\noutside: {outside}\n");
    edges("wall-edges", &mut text);
    edges("ceiling-edges", &mut text);
    text.push_str("---\n");
    for row in cells.chunks(w) {
        text.push_str(std::str::from_utf8(row).expect("plan characters are ASCII"));
        text.push('\n');
    }
    text
}

/// Plays level `seed` both ways: the analysis, then the exact search
/// within `max_states`. With [`Outcome::Wrong`], what went wrong.
pub fn check(seed: u64, max_states: usize) -> (Outcome, String) {
    let text = random_level(seed);
    let Ok(level) = Level::parse("random.txt", &text) else { return (Outcome::Skipped, text) };
    let preset = level.preset(None);
    let Ok(reach) = reach(&level, preset) else { return (Outcome::Skipped, text) };
    // Guided searches first, which find wins at a level's limits far
    // sooner; then the search of every run, which proves there is none.
    let stages = stages(MAX_FRAMES, max_states, 1, false);
    let (solution, _) = solve_in_stages(&level, preset, &stages, &mut |_| {});
    match solution.verdict {
        Verdict::Solved { inputs, frames, .. } => {
            if let Some(proof) = reach.proof() {
                let why = format!("{text}won in {frames} steps, yet the analysis says: {proof}\n{inputs}");
                return (Outcome::Wrong, why);
            }
            match escape(&reach, &level, preset, inputs.cursor().take(frames as usize)) {
                Some(why) => (Outcome::Wrong, format!("{text}the win: {why}\n{inputs}")),
                None => (Outcome::Won, text),
            }
        }
        Verdict::Unsolvable => (Outcome::Unwinnable { proven: reach.proof().is_some() }, text),
        Verdict::Unknown => (Outcome::Unknown, text),
    }
}

/// What a run of the adversary over many levels gave.
#[derive(Default, Debug)]
pub struct Tally {
    pub levels: u64,
    pub skipped: u64,
    pub won: u64,
    pub unwinnable: u64,
    pub proven: u64,
    pub unknown: u64,
    pub wrong: Vec<String>,
    /// Per preset, in `PresetKind::ALL`'s order: the levels unwinnable
    /// within the bound, and those of them the analysis proved.
    pub by_preset: [(u64, u64); 5],
}

impl Tally {
    /// Counts one level's outcome.
    pub fn add(&mut self, (outcome, why): (Outcome, String)) {
        self.levels += 1;
        match outcome {
            Outcome::Skipped => self.skipped += 1,
            Outcome::Won => self.won += 1,
            Outcome::Unwinnable { proven } => {
                self.unwinnable += 1;
                self.proven += proven as u64;
                let physics = why.lines().next().and_then(|line| line.strip_prefix("physics: "));
                if let Some(k) =
                    PresetKind::ALL.iter().position(|kind| Some(kind.to_string().as_str()) == physics)
                {
                    self.by_preset[k].0 += 1;
                    self.by_preset[k].1 += proven as u64;
                }
            }
            Outcome::Unknown => self.unknown += 1,
            Outcome::Wrong => self.wrong.push(why),
        }
    }
}

impl std::fmt::Display for Tally {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let share = 100.0 * self.proven as f64 / self.unwinnable.max(1) as f64;
        write!(
            f,
            "{} levels: {} not analysed or refused, {} won and checked, {} unwinnable within {MAX_FRAMES} steps \
             ({} proven by the analysis, {share:.1}%), {} unknown, {} wrong",
            self.levels,
            self.skipped,
            self.won,
            self.unwinnable,
            self.proven,
            self.unknown,
            self.wrong.len()
        )?;
        let per: Vec<String> = PresetKind::ALL
            .iter()
            .zip(&self.by_preset)
            .map(|(kind, &(unwinnable, proven))| format!("{kind} {proven}/{unwinnable}"))
            .collect();
        write!(f, "; proven of the unwinnable, by preset: {}", per.join(", "))
    }
}

#[test]
fn the_search_wins_no_random_level_the_analysis_proved_unwinnable_and_its_wins_stay_marked() {
    let mut tally = Tally::default();
    for seed in 0..80 {
        tally.add(check(seed, 5_000));
    }
    assert!(tally.wrong.is_empty(), "{tally}\n{}", tally.wrong.join("\n"));
    // The cases try what they are meant to.
    assert!(tally.won >= 15 && tally.unwinnable >= 2, "{tally}");
}

/// The long run: `LEDGE_ADVERSARY_LEVELS` levels (default 1000) from seed
/// `LEDGE_ADVERSARY_SEED` (default 1,000,000, past the cases run always),
/// each searched with up to `LEDGE_ADVERSARY_STATES` states (default
/// 100,000); progress on stderr every 25 levels. docs/solver.md shows how
/// to start it.
#[test]
#[ignore = "the long adversarial run: minutes to hours"]
fn the_search_wins_no_random_level_the_analysis_proved_unwinnable_long_run() {
    let var =
        |name: &str, default: u64| std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
    let (levels, first) = (var("LEDGE_ADVERSARY_LEVELS", 1000), var("LEDGE_ADVERSARY_SEED", 1_000_000));
    let states = var("LEDGE_ADVERSARY_STATES", 100_000) as usize;
    let mut tally = Tally::default();
    for seed in first..first + levels {
        let before = tally.wrong.len();
        tally.add(check(seed, states));
        if tally.wrong.len() > before {
            eprintln!("level {seed}: {}", tally.wrong.last().expect("just added"));
        }
        if (seed - first + 1) % 25 == 0 {
            eprintln!("after level {seed}: {tally}");
        }
    }
    eprintln!("done: {tally}");
    assert!(tally.wrong.is_empty(), "{tally}");
}
