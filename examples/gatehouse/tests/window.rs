//! The gatehouse in its window: it opens, plays a few frames and quits
//! cleanly (under a virtual display; `./test.sh` runs the tests under one).

use std::process::Command;

#[test]
fn the_window_opens_plays_and_quits_cleanly() {
    if std::env::var_os("DISPLAY").is_none() {
        eprintln!("skipped: no DISPLAY");
        return;
    }
    let run =
        Command::new(env!("CARGO_BIN_EXE_gatehouse")).args(["--exit-after", "30"]).output().expect("runs");
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success() && !stderr.contains("panicked"), "{:?}: {stderr}", run.status);
}

#[test]
fn a_bad_argument_gets_the_usage() {
    let run = Command::new(env!("CARGO_BIN_EXE_gatehouse")).arg("--fast").output().expect("runs");
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("usage: gatehouse [--exit-after N]"), "{stderr}");
}
