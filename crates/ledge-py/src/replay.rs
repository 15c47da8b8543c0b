//! Replays verified from Python (`ledge.verify_replay`), as `ledge replay`
//! verifies them.

use std::path::PathBuf;

use ledge_engine::Preset;
use ledge_game::Outcome;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::{levels, LevelError};

/// Plays the replay at `path` again headless, on its level (`level` when
/// given, else the one the replay names; `mapping` for a Tiled or LDtk
/// level, as `ledge.solve` takes it) with its physics (`physics` when
/// given), and returns a dict: `verified` (True when it plays exactly as
/// recorded), `outcome` (`"won"`, `"lost"` or `"timeout"`), `cause` (why
/// it was lost, else None), `frame`, `checks` (how many agreed) and
/// `hash` (the state hash at the end), or, when it does not play as
/// recorded, `verified` False and `problem`, naming the first frame that
/// differs and what differs. A replay that does not read, a level that
/// does not open or is not the one recorded, and physics other than those
/// recorded raise `LevelError` with Ledge's message.
#[pyfunction]
#[pyo3(signature = (path, *, level=None, physics=None, mapping=None))]
pub fn verify_replay<'py>(
    py: Python<'py>,
    path: PathBuf,
    level: Option<&str>,
    physics: Option<&str>,
    mapping: Option<PathBuf>,
) -> PyResult<Bound<'py, PyDict>> {
    let (replay, level) = ledge_formats::open_replay(&path, level, mapping.as_deref())
        .map_err(|e| LevelError::new_err(e.to_string()))?;
    let physics = levels::preset_named(physics).map_err(|e| LevelError::new_err(e.0))?;
    let preset = level.preset(physics.or(Preset::by_name(&replay.physics)));
    let name = path.display();
    let report = PyDict::new(py);
    match py.detach(|| replay.verify(&level, preset)) {
        Ok(verified) => {
            let (outcome, cause) = match verified.outcome {
                Outcome::Won => ("won", None),
                Outcome::Lost(cause) => ("lost", Some(cause.name())),
                Outcome::Timeout => ("timeout", None),
            };
            report.set_item("verified", true)?;
            report.set_item("outcome", outcome)?;
            report.set_item("cause", cause)?;
            report.set_item("frame", verified.frame)?;
            report.set_item("checks", verified.checks)?;
            report.set_item("hash", verified.hash)?;
        }
        Err(mismatch) if mismatch.is_desync() => {
            report.set_item("verified", false)?;
            report.set_item("problem", format!("{name}: {mismatch}"))?;
        }
        Err(mismatch) => return Err(LevelError::new_err(format!("{name}: {mismatch}"))),
    }
    Ok(report)
}
