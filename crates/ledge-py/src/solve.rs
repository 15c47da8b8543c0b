//! The solver for Python (`ledge.solve`): a level's verdict, with the
//! winning run as a replay's text.

use std::path::PathBuf;

use ledge_game::Replay;
use ledge_solve::{solve_in_stages, stages, Verdict};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::levels;
use crate::LevelError;

/// Searches `level` (a built-in level's name or number, a text plan, a
/// Tiled or LDtk file) for a win as `ledge solve` does, without holding
/// the GIL, and returns a dict: `verdict` (`"solved"`, `"unsolvable"` or
/// `"unknown"`), `frames` and `shortest` (None unless solved; True when
/// the win is proven the fewest steps, which `shortest` asks the search to
/// prove where it can, as `ledge solve --shortest` does), `states`,
/// `expanded`, `max_frames`, `proof`, `proof_kind` (`"reachability"` when
/// a coin is out of reach by any run of any length, then no search runs;
/// else `"search"`), and `replay`: the winning run as a replay file's text
/// (None unless solved), which `ledge replay` verifies.
/// The defaults are `ledge solve`'s ([`ledge_solve::DEFAULT_MAX_FRAMES`],
/// [`ledge_solve::DEFAULT_MAX_STATES`]), written out so that Python's
/// `help` shows them.
#[pyfunction]
#[pyo3(signature = (level, *, physics=None, mapping=None, max_frames=3600, max_states=3_000_000, shortest=false, threads=1))]
#[allow(clippy::too_many_arguments)]
pub fn solve<'py>(
    py: Python<'py>,
    level: String,
    physics: Option<&str>,
    mapping: Option<PathBuf>,
    max_frames: u32,
    max_states: usize,
    shortest: bool,
    threads: usize,
) -> PyResult<Bound<'py, PyDict>> {
    let choice =
        levels::open(&[level], physics, mapping.as_deref()).map_err(|e| LevelError::new_err(e.0))?.remove(0);
    let proof = py.detach(|| {
        let (all, budget) = (ledge_game::PlayerMoves::ALL, ledge_solve::DEFAULT_MAX_WORK);
        ledge_solve::prove_within(&choice.level, choice.preset, all, budget).ok().and_then(|r| r.proof())
    });
    // Proven by reachability, no search runs.
    let (verdict, frames, shortest, states, expanded, proof, proof_kind, replay) = match proof {
        Some(proof) => (Verdict::Unsolvable.name(), None, None, 0, 0, proof, "reachability", None),
        None => {
            let stages = stages(max_frames, max_states.max(1), threads.max(1), shortest);
            let (solution, expanded) =
                py.detach(|| solve_in_stages(&choice.level, choice.preset, &stages, &mut |_| {}));
            let (frames, shortest, replay) = match &solution.verdict {
                Verdict::Solved { inputs, frames, shortest } => {
                    let replay = Replay::record(
                        &choice.level,
                        Some(&choice.source),
                        choice.preset,
                        inputs,
                        max_frames.into(),
                    );
                    (Some(*frames), Some(*shortest), Some(replay.to_text()))
                }
                Verdict::Unsolvable | Verdict::Unknown => (None, None, None),
            };
            let (states, proof) = (solution.states, solution.proof());
            (solution.verdict.name(), frames, shortest, states, expanded, proof, "search", replay)
        }
    };
    let report = PyDict::new(py);
    report.set_item("verdict", verdict)?;
    report.set_item("frames", frames)?;
    report.set_item("shortest", shortest)?;
    report.set_item("states", states)?;
    report.set_item("expanded", expanded)?;
    report.set_item("max_frames", max_frames)?;
    report.set_item("proof", proof)?;
    report.set_item("proof_kind", proof_kind)?;
    report.set_item("replay", replay)?;
    Ok(report)
}
