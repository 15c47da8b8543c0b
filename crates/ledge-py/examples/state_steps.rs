//! Steps a batch of environments that see state vectors, as `python/bench.py`
//! does through Python, without Python: the figure to read under callgrind.
//!
//! ```sh
//! cargo run --release -p ledge-py --example state_steps -- first-steps 1024 2000000
//! cargo run --release -p ledge-py --example state_steps -- generated 1024 2000000
//! valgrind --tool=callgrind --toggle-collect='_ledge::games::Games::step_states' \
//!     target/release/examples/state_steps first-steps 1024 200000
//! ```
//!
//! Arguments: a level's name or path (or `generated`: 200 easy generated
//! levels), environments in the batch, steps in all. The actions are
//! drawn before the clock starts, 64 batches of them played in turn, as
//! `python/bench.py` does: random sets of left, right, up, down and jump.

use std::time::Instant;

use _ledge::{observe, Games};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let level = args.first().map_or("first-steps", String::as_str);
    let number = |at: usize, default: usize| -> Result<usize, String> {
        args.get(at).map_or(Ok(default), |a| a.parse().map_err(|_| format!("`{a}` is not a count")))
    };
    let (envs, steps) = (number(1, 1024)?, number(2, 2_000_000)?);
    let mut games = match level {
        "generated" => {
            Games::generated(envs, 200, 0, None, "easy", None, "floors", false, 3600, 1.0, 10.0, -10.0, 0.0)
        }
        _ => Games::new(vec![level.to_string()], envs, None, None, false, 3600, 1.0, 10.0, -10.0, 0.0),
    }
    .map_err(|e| e.to_string())?;
    // SplitMix64's output function over a counter: fixed actions, 0 to 31.
    let actions: Vec<Vec<i64>> = (0..64u64)
        .map(|batch| {
            (0..envs as u64)
                .map(|i| {
                    let mut z = (batch * envs as u64 + i).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                    ((z ^ (z >> 31)) % 32) as i64
                })
                .collect()
        })
        .collect();
    let mut obs = vec![0.0f32; envs * observe::LEN];
    let (mut rewards, mut terminated, mut truncated) =
        (vec![0.0f32; envs], vec![false; envs], vec![false; envs]);
    let batches = steps.div_ceil(envs);
    let began = Instant::now();
    for batch in actions.iter().cycle().take(batches) {
        games.step_states(batch, &mut obs, &mut rewards, &mut terminated, &mut truncated);
    }
    let seconds = began.elapsed().as_secs_f64();
    let done = (batches * envs) as f64;
    // A sum over the last vectors, so that the work cannot be left out.
    let sum: f64 = obs.iter().map(|&v| f64::from(v)).sum();
    println!(
        "{level}: {done} steps of {envs} environments in {seconds:.3} s: {:.0} steps/s, {:.1} ns a step (last vectors sum {sum})",
        done / seconds,
        seconds * 1e9 / done
    );
    Ok(())
}
