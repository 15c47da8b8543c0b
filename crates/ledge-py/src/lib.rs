//! The Rust core of Ledge's Python package (`ledge._ledge`): batches of
//! games stepped in one call, writing observations, rewards and ends of
//! episodes into numpy arrays allocated once. The Python side
//! (`python/ledge`) wraps it as Gymnasium environments; `solve` is the
//! solver's verdict on a level, `generate` a generated level with its certificate, `demonstrations`
//! certificates as observations and actions, `verify_replay` a replay played again. See docs/python.md.

mod demonstrations;
mod env;
mod games;
mod generate;
mod levels;
pub mod observe;
mod pixels;
mod replay;
mod rewards;
mod rng;
mod solve;

pub use games::Games;
use pyo3::prelude::*;

pyo3::create_exception!(
    _ledge,
    LevelError,
    pyo3::exceptions::PyValueError,
    "A level that could not be opened, with Ledge's message: `FILE:LINE:COL: message` for a file's problem."
);

/// The module: `Games`, `State`, `solve`, `generate`, `demonstrations`, `verify_replay`, `LevelError`, and the observations' layout.
#[pymodule]
fn _ledge(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<games::Games>()?;
    m.add_class::<games::State>()?;
    m.add_function(wrap_pyfunction!(solve::solve, m)?)?;
    m.add_function(wrap_pyfunction!(generate::generate, m)?)?;
    m.add_function(wrap_pyfunction!(demonstrations::demonstrations, m)?)?;
    m.add_function(wrap_pyfunction!(replay::verify_replay, m)?)?;
    m.add("LevelError", m.py().get_type::<LevelError>())?;
    m.add("STATE_LEN", observe::LEN)?;
    m.add("TILES_AT", observe::TILES_AT)?;
    m.add("NEAREST_AT", observe::NEAREST_AT)?;
    m.add("WINDOW", (observe::WINDOW_W, observe::WINDOW_H))?;
    m.add("NEAREST", observe::NEAREST)?;
    m.add("MAX_TILE", observe::MAX_TILE)?;
    m.add("MAX_KIND", observe::MAX_KIND)?;
    m.add("PIXELS_SIDE", pixels::SIDE)?;
    m.add("PRESETS", ledge_engine::Preset::NAMES.to_vec())?;
    m.add("ENDINGS", env::Ending::NAMES.to_vec())?;
    Ok(())
}
