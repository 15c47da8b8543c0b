//! `generate`: one generated level, with its certificate, for Python.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::levels;

/// The level generated from `seed` with `difficulty` (`easy`, `normal`,
/// `hard`), `theme` (a world, else the seed's choice) and `shape`
/// (`floors`, `tower` or `descent`), as a dict:
/// `text` (the text plan), `actions` (the certificate, a winning run: one
/// set of buttons a step, as actions), `replay` (the same run as a replay
/// file's text, naming `source` as its level's file when given), `par`
/// (its steps), `seed`, `difficulty`, `name`.
#[pyfunction]
#[pyo3(signature = (seed, difficulty="easy", theme=None, *, shape="floors", source=None))]
pub fn generate<'py>(
    py: Python<'py>,
    seed: i128,
    difficulty: &str,
    theme: Option<&str>,
    shape: &str,
    source: Option<&str>,
) -> PyResult<Bound<'py, PyDict>> {
    let seed = u64::try_from(seed).map_err(|_| {
        PyValueError::new_err(format!("seed: {seed} is not a whole number from 0 to {}", u64::MAX))
    })?;
    let options =
        levels::generator_options(difficulty, theme, shape).map_err(|e| PyValueError::new_err(e.0))?;
    let made = ledge_generate::generate(&ledge_generate::Options { seed, ..options })
        .map_err(|e| PyValueError::new_err(e.to_string()))?;
    let dict = PyDict::new(py);
    dict.set_item("seed", seed)?;
    dict.set_item("difficulty", difficulty)?;
    dict.set_item("name", &made.level.name)?;
    dict.set_item("text", &made.text)?;
    dict.set_item("actions", made.steps().map(|b| b.bits()).collect::<Vec<u8>>())?;
    dict.set_item("replay", made.replay(source).to_text())?;
    dict.set_item("par", made.certificate.frames())?;
    Ok(dict)
}
