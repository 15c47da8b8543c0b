//! Whether the tests that open a window can run here.

/// True when a window can open; otherwise says the test is skipped (the
/// test command runs the tests under `xvfb-run`).
pub fn has_display() -> bool {
    let display = std::env::var_os("DISPLAY").is_some();
    if !display {
        eprintln!("skipped: no DISPLAY (the test command runs this under xvfb-run)");
    }
    display
}
