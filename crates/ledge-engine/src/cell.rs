//! Exact `floor` and `ceil` to cell indices.
//!
//! `f64::floor` is a library call on the x86-64 baseline (no SSE4.1) and
//! `as i64` saturates and checks for NaN; the sweep takes a dozen of these
//! per body-step. Adding 1.5 × 2^52 rounds a double to the nearest whole
//! number in its low mantissa bits, which are then read as an integer and
//! corrected by one when rounding went the wrong way: a few instructions,
//! exact for every |x| < 2^51 cells, far beyond any grid. Outside that range
//! (or for NaN) the result is some integer, never a panic.

const MAGIC: f64 = 6_755_399_441_055_744.0; // 1.5 × 2^52

/// The nearest whole number to `x` (ties to even), as an integer and as a
/// float. The float comes from subtracting the magic number back, which is
/// exact (both lie within a factor of two), and spares converting the
/// integer back to a float.
#[inline]
fn round_i(x: f64) -> (i64, f64) {
    let shifted = x + MAGIC;
    ((shifted.to_bits() as i64).wrapping_sub(MAGIC.to_bits() as i64), shifted - MAGIC)
}

/// `x.floor() as i64`.
#[inline]
pub(crate) fn floor_i(x: f64) -> i64 {
    floor_near(x).0
}

/// `x.ceil() as i64`.
#[inline]
pub(crate) fn ceil_i(x: f64) -> i64 {
    ceil_near(x).0
}

/// `x.floor() as i64`, and the nearest whole number to `x` as a float,
/// which the rounding finds on the way.
#[inline]
pub(crate) fn floor_near(x: f64) -> (i64, f64) {
    let (r, near) = round_i(x);
    (r - (near > x) as i64, near)
}

/// `x.ceil() as i64`, and the nearest whole number to `x` as a float.
#[inline]
pub(crate) fn ceil_near(x: f64) -> (i64, f64) {
    let (r, near) = round_i(x);
    (r + (near < x) as i64, near)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agree_with_std_everywhere_that_matters() {
        let mut samples = vec![0.0, -0.0, 0.5, -0.5, 1.5, 2.5, -2.5, 1.0, -1.0, 2.999999999, -2.999999999];
        samples.extend([1e-12, -1e-12, 123456.75, -123456.75, 1125899906842624.5, -1e15 - 0.25]);
        samples.extend((0..2000).map(|i| (i as f64 - 1000.0) * 0.37 + 1e-9 * i as f64));
        for x in samples {
            assert_eq!(floor_i(x), x.floor() as i64, "floor {x}");
            assert_eq!(ceil_i(x), x.ceil() as i64, "ceil {x}");
            if x.abs() < 1e15 {
                assert_eq!(floor_near(x).1, x.round_ties_even(), "near {x}");
                assert_eq!(ceil_near(x).1, x.round_ties_even(), "near {x}");
            }
        }
    }

    #[test]
    fn nonsense_input_gives_some_integer_without_panicking() {
        for x in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 1e300, -1e300] {
            let _ = (floor_i(x), ceil_i(x));
        }
    }
}
