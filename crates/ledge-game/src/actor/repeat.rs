//! Running sums in closed form: where `x += step`, done `n` times in
//! floating point, ends up, with the very roundings of the loop but without
//! running it. Actors whose position (or phase) only ever grows by the same
//! amount use it to stay still until something reads them.
//!
//! Within one binade (the numbers from `2^e` to `2^(e+1)`, spaced `u`
//! apart), adding `step` always adds the same multiple of `u`: `step`
//! rounded to the nearest one, unless `step` lies exactly halfway between
//! two (then the rounding goes to the even neighbour, which depends on
//! `x`). So as long as the sums stay clear of the binade's ends, `n`
//! additions are one multiplication and one addition, both exact.

/// The value of `x` after `n` times `x += step`, bit for bit as the loop
/// would leave it, in a few operations per binade the sum crosses.
pub(crate) fn repeat_add(mut x: f64, step: f64, mut n: u64) -> f64 {
    if step == 0.0 {
        // Adding a zero changes at most the sign of a zero, and only once.
        return if n > 0 { x + step } else { x };
    }
    while n > 0 {
        match same_steps(x, step) {
            Some((steps, amount)) if steps > 0 => {
                let k = steps.min(n);
                x += k as f64 * amount;
                n -= k;
            }
            _ => {
                x += step;
                n -= 1;
            }
        }
    }
    x
}

/// How many of the next additions of `step` to `x` add exactly the same
/// amount, and that amount; `None` when that is not known to be more than
/// the next one (`x` zero, tiny or not finite, `step` a quarter of the
/// binade or more, or halfway between two multiples of its spacing).
fn same_steps(x: f64, step: f64) -> Option<(u64, f64)> {
    // Rounding is symmetric: work on |x|, with the step mirrored too.
    let sign = if x < 0.0 { -1.0 } else { 1.0 };
    let (x, step) = (x * sign, step * sign);
    let bits = x.to_bits();
    let exponent = bits >> 52;
    if !x.is_normal() || !step.is_finite() || exponent <= 53 {
        return None;
    }
    let low = f64::from_bits(exponent << 52); // 2^e
    let spacing = f64::from_bits((exponent - 52) << 52); // u
    if step.abs() >= low / 4.0 {
        return None;
    }
    // `step` rounded to a multiple of the spacing, read off a sum in the
    // middle of the binade (exact: both lie in it).
    let middle = low * 1.5;
    let amount = (middle + step) - middle;
    if (step - amount).abs() == spacing / 2.0 {
        return None;
    }
    // In units of the spacing, the binade holds 2^52 to 2^53 - 1; a sum
    // whose rounded value keeps one unit clear of either end was rounded
    // within the binade.
    let units = (bits & ((1 << 52) - 1) | 1 << 52) as i64;
    let per_step = (amount / spacing) as i64;
    let steps = match per_step {
        0 => u64::MAX,
        p if p > 0 => ((1i64 << 53) - 1 - units) as u64 / p as u64,
        p => (units - (1i64 << 52) - 1).max(0) as u64 / p.unsigned_abs(),
    };
    Some((steps, amount * sign))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn looped(mut x: f64, step: f64, n: u64) -> f64 {
        for _ in 0..n {
            x += step;
        }
        x
    }

    #[test]
    fn matches_the_loop_bit_for_bit() {
        let dt = 1.0 / 60.0;
        let steps =
            [dt * 8.0, 2.0 * dt, -2.0 * dt, 3.0 * dt, -3.0 * dt, 1e-3, -0.7 * dt, 0.1, 1.5 * dt, 0.0, -0.0];
        let mut starts =
            vec![0.0, -0.0, 1.0, 0.2, 4.1, 63.999, 64.0, 6.25, 110.0, 45.5, -3.25, 1e-9, 2.0, 0.75];
        let mut seed = 7u64;
        for _ in 0..40 {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            starts.push((seed >> 11) as f64 / (1u64 << 53) as f64 * 200.0 - 20.0);
        }
        for &x in &starts {
            for &step in &steps {
                for n in [0, 1, 2, 3, 17, 60, 299, 1000, 4096, 20_000] {
                    let (fast, slow) = (repeat_add(x, step, n), looped(x, step, n));
                    assert_eq!(fast.to_bits(), slow.to_bits(), "x {x} step {step} n {n}: {fast} != {slow}");
                }
            }
        }
    }

    #[test]
    fn a_step_halfway_between_two_spacings_still_matches() {
        // In [1, 2) the spacing is 2^-52: a step of 1.5 spacings is a tie.
        let step = 1.5 * f64::EPSILON;
        for n in [1, 2, 3, 10, 101] {
            assert_eq!(repeat_add(1.0, step, n), looped(1.0, step, n));
        }
    }

    #[test]
    fn a_long_run_takes_few_rounds() {
        // A coin's phase over ten minutes crosses a dozen binades.
        let step = 8.0 / 60.0;
        assert_eq!(repeat_add(0.5, step, 36_000), looped(0.5, step, 36_000));
    }
}
