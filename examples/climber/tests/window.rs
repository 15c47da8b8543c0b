//! The climber in its window on a machine with no sound device: it plays
//! (one line says there is no sound) and quits cleanly, with no panic.
//! Built in the workspace, as `./test.sh` does, its macroquad has sound.

use std::process::Command;

#[test]
fn the_climber_plays_without_a_sound_device_and_says_so_in_one_line() {
    if std::env::var_os("DISPLAY").is_none() {
        eprintln!("skipped: no DISPLAY (the test command runs this under xvfb-run)");
        return;
    }
    let output = Command::new(env!("CARGO_BIN_EXE_climber"))
        .args(["--exit-after", "30"])
        .env("RUST_BACKTRACE", "1")
        .output()
        .expect("the climber runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{:?}: {stderr}", output.status);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(!stderr.contains("backtrace"), "{stderr}");
    // The sound library itself (libasound) writes its diagnostics as
    // `ALSA lib ...` lines, apart from the program's own.
    let lines: Vec<&str> = stderr.lines().filter(|line| !line.starts_with("ALSA lib ")).collect();
    assert!(lines.len() <= 1, "{stderr}");
    if let Some(line) = lines.first() {
        assert_eq!(*line, "climber: no sound device; playing without sound");
    }
}

#[test]
fn a_bad_argument_is_refused_with_the_usage() {
    let output =
        Command::new(env!("CARGO_BIN_EXE_climber")).args(["--exit-after", "soon"]).output().expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("usage: climber [--exit-after N]"), "{stderr}");
}
