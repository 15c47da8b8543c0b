//! `ledge check`: validate levels.

use ledge_game::{element, Level, Mechanic, PlayerMoves};
use ledge_solve::{Verdict, DEFAULT_MAX_FRAMES, DEFAULT_MAX_STATES};

use crate::cli::CheckArgs;
use crate::failure::Failure;
use crate::out::say;
use crate::solve;

/// Prints a summary per valid level (with `--solve`, the solver's verdict):
/// every level of a project (`FILE#Level: ok: ...`) or world (each map's
/// file), with the levels of a project that were left out and why, then
/// `FILE: warning: ...` for what makes it unplayable (no coin, a player in a
/// wall, tile objects left out, mapping entries that match nothing), and
/// `FILE:LINE:COL: message` per problem; fails with code 2 when any level
/// has a problem (warnings leave the code as it is).
pub fn run(args: &CheckArgs) -> Result<(), Failure> {
    let mut failed = false;
    for name in &args.files {
        match ledge_formats::open_all(name, args.mapping.as_deref()) {
            Ok(opened) => {
                let levels = || opened.levels.iter().zip(&opened.names);
                for (level, level_name) in levels() {
                    let mut line = format!("{level_name}: ok: {}", summary(level));
                    if args.solve {
                        line.push_str(&format!(", {}", verdict(level, args.max_work)));
                    }
                    say(line)?;
                }
                for left_out in &opened.left_out {
                    say(left_out)?;
                }
                for note in &opened.notes {
                    say(format!("{name}: warning: {note}"))?;
                }
                for (level, level_name) in levels() {
                    for warning in level.warnings() {
                        say(format!("{level_name}: warning: {warning}"))?;
                    }
                }
            }
            Err(error) => {
                eprintln!("{error}");
                failed = true;
            }
        }
    }
    if failed {
        return Err(Failure { code: 2, message: String::new() });
    }
    Ok(())
}

/// `unsolvable: the coin at 40,3 is out of reach by any run`, `solved in
/// 180 frames`, `unsolvable within 3600 frames` or `unknown (...)`: the
/// verdict of `ledge solve` with its defaults, the proof by reachability
/// within `max_work` (past it, the verdict says so).
fn verdict(level: &Level, max_work: u64) -> String {
    let reach = ledge_solve::prove_within(level, level.preset(None), PlayerMoves::ALL, max_work);
    if let Some(proof) = reach.as_ref().ok().and_then(|reach| reach.proof()) {
        return format!("unsolvable: {proof}");
    }
    let stopped = match reach {
        Err(why @ ledge_solve::NotAnalysed::OverBudget { .. }) => {
            format!(" ({why}; the search decides alone)")
        }
        _ => String::new(),
    };
    let (solution, _) =
        solve::search(level, level.preset(None), DEFAULT_MAX_FRAMES, DEFAULT_MAX_STATES, false, None);
    let verdict = match solution.verdict {
        Verdict::Solved { frames, .. } => format!("solved in {frames} frames"),
        Verdict::Unsolvable => format!("unsolvable within {DEFAULT_MAX_FRAMES} frames"),
        Verdict::Unknown => format!("unknown ({})", solution.proof()),
    };
    verdict + &stopped
}

/// `"Name", 20x4 cells, 3 coins, 1 moving lava, 0 monsters, 2 platforms, physics ledge`
/// (and `, top-down` for a level without gravity).
fn summary(level: &Level) -> String {
    let count =
        |mechanic: &Mechanic| level.spawns.iter().filter(|s| s.kind.mechanic() == Some(mechanic)).count();
    let (lava, monsters) = (count(&element::lava::DECL), count(&element::monster::DECL));
    format!(
        "{:?}, {}x{} cells, {} coins, {lava} moving lava, {monsters} monsters, {} platforms, physics {}",
        level.name,
        level.width,
        level.height,
        level.coins(),
        level.platforms.len(),
        level.preset(None).name()
    ) + if level.settings.top_down { ", top-down" } else { "" }
}
