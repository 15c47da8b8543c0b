//! How long the window's frames took: kept while it runs, written one a
//! line when it closes, and summed up as a median and a 99th percentile.

use std::path::Path;

/// The median and the 99th percentile of `ms`, in milliseconds; `None`
/// when there is no frame.
pub fn summary(ms: &[f32]) -> Option<(f32, f32)> {
    let mut sorted = ms.to_vec();
    sorted.sort_by(f32::total_cmp);
    let at = |q: f32| sorted[((sorted.len() - 1) as f32 * q).round() as usize];
    (!sorted.is_empty()).then(|| (at(0.5), at(0.99)))
}

/// Writes `ms` to `path`, one a line, and prints their summary.
pub fn write(path: &Path, ms: &[f32]) -> std::io::Result<()> {
    let text: String = ms.iter().map(|t| format!("{t:.3}\n")).collect();
    ledge_files::write_file(path, text.as_bytes())?;
    if let Some((median, p99)) = summary(ms) {
        println!("frames: {}  median {median:.2} ms  99th percentile {p99:.2} ms", ms.len());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_is_the_middle_and_the_slow_end() {
        let ms: Vec<f32> = (1..=100).map(|i| i as f32).collect();
        assert_eq!(summary(&ms), Some((51.0, 99.0)));
        assert_eq!(summary(&[]), None);
    }
}
