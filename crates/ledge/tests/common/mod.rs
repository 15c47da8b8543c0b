//! Running the `ledge` binary from the tests, and their scratch files.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs `ledge` with `args`.
pub fn ledge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ledge")).args(args).output().expect("the binary runs")
}

/// What a run printed on standard output.
pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// What a run printed on standard error.
pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A scratch folder for this test's files.
pub fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ledge-cli-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes `text` to `name` in `dir`; returns the file's path.
pub fn write(dir: &Path, name: &str, text: &[u8]) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}
