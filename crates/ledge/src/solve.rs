//! `ledge solve`: search a level's runs for a win, or prove there is none
//! within a bound; `ledge check --solve` shares the search.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use ledge_engine::{Preset, Vec2};
use ledge_game::{Decl, Level, Play, Replay, Status, ELEMENTS};
use ledge_render::{reach_map_png, Scene};

/// Pixels a cell on `--map`'s picture: the art at twice its size.
const MAP_SCALE: f32 = 32.0;
use ledge_solve::{solve_in_stages, stages, SearchProgress, Solution, Verdict};
use serde::Serialize;

use crate::cli::{self, SolveArgs};
use crate::failure::Failure;
use crate::out::say;

/// The report, as `--json` prints it.
#[derive(Debug, Serialize)]
struct Report {
    /// `solved`, `unsolvable` or `unknown`.
    verdict: &'static str,
    /// Steps of the winning run; null unless solved.
    frames: Option<u32>,
    /// Whether no shorter run wins; null unless solved.
    shortest: Option<bool>,
    /// Every win takes at least this many steps, by the bound on the steps
    /// left (docs/solver.md, "Shortest wins"); null on a level it does not
    /// model.
    bound: Option<u32>,
    /// Steps of the winning run past the bound; null unless solved and
    /// bounded.
    gap: Option<u32>,
    /// Distinct states kept by the search that gave the verdict.
    states: usize,
    /// States expanded by every search run.
    expanded: u64,
    seconds: f64,
    max_frames: u32,
    /// What the verdict rests on.
    proof: String,
    /// Which proof: `search` (the runs played out, within `max_frames`
    /// for `unsolvable`) or `reachability` (no run of any length).
    proof_kind: &'static str,
    /// Why the level was not analysed for a proof by reachability, when it
    /// was not (an element it does not model, the dash...).
    not_analysed: Option<String>,
}

impl Report {
    /// The report of a verdict the reachability analysis gave (no search
    /// ran), with what it rests on.
    fn reachability(verdict: Verdict, args: &SolveArgs, proof: String, started: Instant) -> Report {
        Report {
            verdict: verdict.name(),
            frames: None,
            shortest: None,
            bound: None,
            gap: None,
            states: 0,
            expanded: 0,
            seconds: started.elapsed().as_secs_f64(),
            max_frames: args.max_frames,
            proof,
            proof_kind: "reachability",
            not_analysed: None,
        }
    }
}

/// Solves the level, prints the verdict and writes the replay and map asked for.
pub fn run(args: &SolveArgs) -> Result<(), Failure> {
    let level = ledge_formats::open(&args.file, args.mapping.as_deref()).map_err(Failure::invalid)?;
    let level = without(level, &args.without)?;
    let preset = level.preset(cli::preset(&args.physics));
    let started = Instant::now();
    // First what no run of any length reaches: a coin there settles it.
    let reach = (!args.search_only)
        .then(|| ledge_solve::prove_within(&level, preset, ledge_game::PlayerMoves::ALL, args.max_work));
    let analysed = reach.as_ref().and_then(|r| r.as_ref().ok());
    if let Some((reach, proof)) = analysed.and_then(|r| r.proof().map(|p| (r, p))) {
        return unreachable(args, &level, preset, reach, proof, started);
    }
    let not_analysed = reach.and_then(|r| r.err());
    let over_budget = matches!(not_analysed, Some(ledge_solve::NotAnalysed::OverBudget { .. }));
    let not_analysed = not_analysed.map(|why| why.to_string());
    let max_states = usize::try_from(args.max_states).unwrap_or(usize::MAX);
    let threads = args.threads.map(|n| n as usize);
    let (solution, expanded) = search(&level, preset, args.max_frames, max_states, args.shortest, threads);
    let seconds = started.elapsed().as_secs_f64();
    if let (Some(out), Verdict::Solved { inputs, .. }) = (&args.output, &solution.verdict) {
        let replay = Replay::record(&level, Some(&args.file), preset, inputs, u64::from(args.max_frames));
        crate::out::write_file(out, replay.to_text().as_bytes())?;
    }
    if let Some(out) = &args.map {
        let trail = match &solution.verdict {
            Verdict::Solved { inputs, .. } => trail(&level, preset, inputs),
            _ => Vec::new(),
        };
        let play = Play::new(&level, preset);
        let scene = Scene { theme: level.settings.theme, ..Scene::from_play(&play) };
        write_map(out, &scene, |x, y| solution.reached.get(x, y), &trail)?;
    }
    let frames = match solution.verdict {
        Verdict::Solved { frames, .. } => Some(frames),
        _ => None,
    };
    let report = Report {
        verdict: solution.verdict.name(),
        frames,
        shortest: match solution.verdict {
            Verdict::Solved { shortest, .. } => Some(shortest),
            _ => None,
        },
        bound: solution.bound,
        gap: frames.zip(solution.bound).map(|(frames, bound)| frames.saturating_sub(bound)),
        states: solution.states,
        expanded,
        seconds,
        max_frames: args.max_frames,
        proof: solution.proof(),
        proof_kind: "search",
        not_analysed,
    };
    let mut more = Vec::new();
    let solved = matches!(solution.verdict, Verdict::Solved { .. });
    more.extend(shortest_line(&report));
    if let (Some(why), false) = (&report.not_analysed, solved && !over_budget) {
        let raise = if over_budget { " (--max-work); the search decides alone" } else { "" };
        more.push(format!("reachability: not analysed: {why}{raise}"));
    }
    if !solution.moves.reason.is_empty() {
        more.push(format!("buttons: {}", solution.moves.reason));
    }
    let rate = expanded as f64 / seconds.max(1e-9);
    more.push(format!("search: {expanded} states expanded in {seconds:.2} s ({rate:.0} a second)"));
    if solution.verdict == Verdict::Unknown {
        more.push("hint: the level may be too long to search whole; raise --max-states, or lower --max-frames to prove a bound".to_string());
    }
    print(&report, args.json, &more)?;
    match solution.verdict {
        Verdict::Solved { .. } => Ok(()),
        _ => Err(Failure { code: 1, message: String::new() }),
    }
}

/// Reports a level proven unwinnable by reachability: `reach` marks no
/// place from which some coin is touched.
fn unreachable(
    args: &SolveArgs,
    level: &Level,
    preset: Preset,
    reach: &ledge_solve::Reach,
    proof: String,
    started: Instant,
) -> Result<(), Failure> {
    if let Some(out) = &args.map {
        let play = Play::new(level, preset);
        let scene = Scene { theme: level.settings.theme, ..Scene::from_play(&play) };
        let cells = reach.cells(level.width, level.height);
        write_map(out, &scene, |x, y| cells.get(x, y), &[])?;
    }
    let report = Report::reachability(Verdict::Unsolvable, args, proof, started);
    let marked =
        format!("reachability: every place a run of any length can reach, marked in {:.2} s", report.seconds);
    print(&report, args.json, &[marked])?;
    Err(Failure { code: 1, message: String::new() })
}

/// Whether the win is proven the shortest, with the bound and the gap.
fn shortest_line(report: &Report) -> Option<String> {
    let (frames, shortest) = (report.frames?, report.shortest?);
    let proven = if shortest { "proven" } else { "not proven" };
    Some(match report.bound {
        Some(bound) => format!(
            "shortest: {proven}; every win takes at least {bound} steps by the bound, {} more than it",
            frames.saturating_sub(bound)
        ),
        None => format!("shortest: {proven}; the level has something the bound on the steps does not model"),
    })
}

/// An element's name as `--without` takes it: `-` for its spaces
/// (`dash-crystal`).
fn word(decl: &Decl) -> String {
    decl.name.replace(' ', "-")
}

/// `level` with what `names` name taken out (`--without`): `dash`,
/// `wall-jump`, or an element by its [`word`].
fn without(mut level: Level, names: &[String]) -> Result<Level, Failure> {
    let mut elements: Vec<String> = Vec::new();
    for word in ELEMENTS.iter().map(word) {
        if !elements.contains(&word) {
            elements.push(word);
        }
    }
    for name in names {
        match name.as_str() {
            "dash" => level.settings.moves.dash = false,
            "wall-jump" => (level.settings.moves.wall_slide, level.settings.moves.wall_jump) = (false, false),
            _ if elements.contains(name) => level.elements.retain(|e| word(e.kind.decl()) != *name),
            _ => {
                let elements = elements.join(", ");
                return Err(Failure::invalid(format!(
                    "--without {name}: no move or element has that name; the names are dash, wall-jump, {elements}"
                )));
            }
        }
    }
    Ok(level)
}

/// Prints `report`: as one JSON object, or its verdict, its proof and the
/// lines `more`.
fn print(report: &Report, json: bool, more: &[String]) -> Result<(), Failure> {
    if json {
        return say(serde_json::to_string(report).map_err(Failure::other)?);
    }
    say(format!("verdict: {}", report.verdict))?;
    say(format!("proof: {}", report.proof))?;
    more.iter().try_for_each(say)
}

/// Draws the level with the cells `reached` shaded and `trail` dotted, to `out`.
fn write_map(
    out: &std::path::Path,
    scene: &Scene,
    reached: impl Fn(u32, u32) -> bool,
    trail: &[Vec2],
) -> Result<(), Failure> {
    let png = reach_map_png(scene, MAP_SCALE, reached, trail)
        .map_err(|e| Failure::other(format!("{}: {e}", out.display())))?;
    crate::out::write_file(out, &png)
}

/// Runs the stages of [`stages`] until one gives a verdict, on `threads`
/// (every core when `None`), with a progress bar on standard error once a
/// search has run a second; the last search's solution, and the states
/// expanded by all of them.
pub fn search(
    level: &Level,
    preset: Preset,
    max_frames: u32,
    max_states: usize,
    shortest: bool,
    threads: Option<usize>,
) -> (Solution, u64) {
    let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let mut bar = Bar::new();
    let stages = stages(max_frames, max_states, threads, shortest);
    let found = solve_in_stages(level, preset, &stages, &mut |progress| bar.show(progress));
    bar.finish();
    found
}

/// The player's middle at every step of the winning run.
fn trail(level: &Level, preset: Preset, inputs: &ledge_game::Script) -> Vec<Vec2> {
    let mut play = Play::new(level, preset);
    let mut points = vec![play.player().center()];
    for buttons in inputs.cursor() {
        if play.status() != Status::Playing {
            break;
        }
        play.step(buttons);
        points.push(play.player().center());
    }
    points
}

/// The progress bar: states, depth and rate on standard error, redrawn in
/// place on a terminal, a line every few seconds elsewhere.
struct Bar {
    started: Instant,
    shown: Option<Instant>,
    terminal: bool,
}

impl Bar {
    fn new() -> Bar {
        Bar { started: Instant::now(), shown: None, terminal: std::io::stderr().is_terminal() }
    }

    fn show(&mut self, progress: &SearchProgress) {
        let now = Instant::now();
        let every = if self.terminal { Duration::from_millis(200) } else { Duration::from_secs(5) };
        if now - self.started < Duration::from_secs(1) || self.shown.is_some_and(|at| now - at < every) {
            return;
        }
        self.shown = Some(now);
        let rate = progress.expanded as f64 / (now - self.started).as_secs_f64();
        let line = format!(
            "solving: {} states, step {}, every win {} steps or more, {:.0} states expanded a second",
            progress.states, progress.deepest, progress.at_least, rate
        );
        let mut err = std::io::stderr().lock();
        let _ = if self.terminal { write!(err, "\r{line}\x1b[K") } else { writeln!(err, "{line}") };
    }

    fn finish(&self) {
        if self.terminal && self.shown.is_some() {
            eprintln!();
        }
    }
}
