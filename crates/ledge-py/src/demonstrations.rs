//! `demonstrations`: every generated level's certificate as what an agent
//! would have seen and done, for behaviour cloning.

use numpy::{PyArray1, PyArray2, PyArray4};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use crate::levels::{self, Choice};
use crate::pixels::{self, Painter};
use crate::{observe, LevelError};

/// Each seed's generated level (of `difficulty`, `theme`, `shape`) with its
/// certificate played from the start, as a list of dicts, one a seed in
/// order: `seed`, `par` (the certificate's steps), `observations` (what
/// the environment returns before each step: `par` rows of the state
/// vector, float32, or of 64 by 64 RGB pictures with `observation =
/// "pixels"`), `actions` (the buttons pressed at each step, as `step`
/// takes them, int64) and `won` (True: the last action wins the level).
/// Bad seeds, an empty list, an unknown difficulty or observation raise
/// `ValueError`.
#[pyfunction]
#[pyo3(signature = (seeds, difficulty="easy", theme=None, *, observation="state", shape="floors"))]
pub fn demonstrations<'py>(
    py: Python<'py>,
    seeds: Vec<i128>,
    difficulty: &str,
    theme: Option<&str>,
    observation: &str,
    shape: &str,
) -> PyResult<Bound<'py, PyList>> {
    let value_error = |message: String| pyo3::exceptions::PyValueError::new_err(message);
    let options = levels::generator_options(difficulty, theme, shape).map_err(|e| value_error(e.0))?;
    let seeds = levels::seeds(&seeds).map_err(|e| value_error(e.0.replacen("levels", "seeds", 1)))?;
    let pixels = match observation {
        "state" => false,
        "pixels" => true,
        other => return Err(value_error(format!("observation: `{other}` is not \"state\" or \"pixels\""))),
    };
    let mut painter =
        if pixels { Some(Painter::new().map_err(|e| value_error(e.to_string()))?) } else { None };
    let list = PyList::empty(py);
    for seed in seeds {
        let choice = py.detach(|| Choice::generated(seed, options));
        let demo = play(&choice, painter.as_mut()).map_err(LevelError::new_err)?;
        let steps = demo.actions.len();
        let dict = PyDict::new(py);
        dict.set_item("seed", seed)?;
        dict.set_item("par", steps)?;
        dict.set_item("won", demo.won)?;
        dict.set_item("actions", PyArray1::from_vec(py, demo.actions))?;
        match demo.observations {
            Seen::State(rows) => {
                let rows = numpy::ndarray::Array2::from_shape_vec((steps, observe::LEN), rows)
                    .map_err(|e| value_error(e.to_string()))?;
                dict.set_item("observations", PyArray2::from_owned_array(py, rows))?;
            }
            Seen::Pixels(rows) => {
                let shape = (steps, pixels::SIDE, pixels::SIDE, 3);
                let rows = numpy::ndarray::Array4::from_shape_vec(shape, rows)
                    .map_err(|e| value_error(e.to_string()))?;
                dict.set_item("observations", PyArray4::from_owned_array(py, rows))?;
            }
        }
        list.append(dict)?;
    }
    Ok(list)
}

/// What the player saw before each step, row after row.
enum Seen {
    State(Vec<f32>),
    Pixels(Vec<u8>),
}

/// One certificate played.
struct Demonstration {
    observations: Seen,
    actions: Vec<i64>,
    won: bool,
}

/// Plays `choice`'s certificate from its first step, keeping each step's
/// observation (a picture when `painter` is given) and buttons.
fn play(choice: &Choice, mut painter: Option<&mut Painter>) -> Result<Demonstration, String> {
    let generated = choice.generated.as_ref().ok_or("a level that was not generated has no certificate")?;
    let steps = generated.par as usize;
    let mut game = choice.start.clone();
    let mut observations = match painter {
        Some(_) => Seen::Pixels(vec![0; steps * pixels::LEN]),
        None => Seen::State(vec![0.0; steps * observe::LEN]),
    };
    let mut actions = Vec::with_capacity(steps);
    for (t, buttons) in generated.certificate.cursor().take(steps).enumerate() {
        match (&mut observations, painter.as_deref_mut()) {
            (Seen::State(rows), _) => observe::write(&game, &mut rows[t * observe::LEN..][..observe::LEN]),
            (Seen::Pixels(rows), Some(painter)) => {
                painter.write(&game, &mut rows[t * pixels::LEN..][..pixels::LEN]);
            }
            (Seen::Pixels(_), None) => unreachable!("pictures are kept only with a painter"),
        }
        actions.push(i64::from(buttons.bits()));
        game.step(buttons);
    }
    Ok(Demonstration { observations, actions, won: game.status() == ledge_game::Status::Won })
}
