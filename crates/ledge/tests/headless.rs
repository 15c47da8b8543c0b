//! The headless `ledge` (`cargo install --path crates/ledge
//! --no-default-features`) builds on a machine with no X11, ALSA or udev
//! headers: nothing it depends on is a window, sound or gamepad library,
//! nor any `-sys` crate that would need a system library's headers.

use std::process::Command;

/// The packages `ledge` is built from (normal and build dependencies, for
/// this machine), each as `name vVERSION`, with or without the default
/// features.
fn dependencies(default_features: bool) -> Vec<String> {
    let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
    let mut tree = Command::new(env!("CARGO"));
    tree.args(["tree", "--manifest-path", manifest, "-p", "ledge", "-e", "normal,build"]);
    tree.args(["--prefix", "none", "--format", "{p}"]);
    if !default_features {
        tree.arg("--no-default-features");
    }
    let output = tree.output().expect("cargo runs");
    assert!(output.status.success(), "cargo tree failed: {}", String::from_utf8_lossy(&output.stderr));
    let mut packages: Vec<String> =
        String::from_utf8_lossy(&output.stdout).lines().map(str::to_string).collect();
    packages.sort();
    packages.dedup();
    packages
}

/// The crates a headless build must not hold: the window, sound and
/// gamepad stacks, and what they bind to.
const WINDOW_CRATES: [&str; 8] =
    ["macroquad", "miniquad", "quad-snd", "gilrs", "alsa", "libudev", "x11", "ledge-desktop"];

/// The packages of `packages` that belong to the window's stacks.
fn window_crates(packages: &[String]) -> Vec<&String> {
    packages.iter().filter(|p| WINDOW_CRATES.iter().any(|name| p.contains(name))).collect()
}

#[test]
fn the_headless_build_holds_no_window_sound_or_gamepad_crate() {
    let packages = dependencies(false);
    assert!(
        packages.iter().any(|p| p.starts_with("ledge-solve ")),
        "the tree lists the solver: {packages:?}"
    );
    assert_eq!(window_crates(&packages), Vec::<&String>::new());
}

#[test]
fn the_headless_build_needs_no_system_library_headers() {
    let packages = dependencies(false);
    let bindings: Vec<&String> =
        packages.iter().filter(|p| p.split(' ').next().is_some_and(|name| name.ends_with("-sys"))).collect();
    assert_eq!(bindings, Vec::<&String>::new(), "a -sys crate builds against a system library");
}

#[test]
fn the_default_build_holds_the_window() {
    let packages = dependencies(true);
    let window = window_crates(&packages);
    assert!(window.iter().any(|p| p.starts_with("macroquad ")), "{window:?}");
    assert!(window.iter().any(|p| p.starts_with("gilrs ")), "{window:?}");
}

/// Only the headless binary answers `play` and `edit` this way.
#[cfg(not(feature = "window"))]
#[test]
fn play_and_edit_in_the_headless_build_say_how_to_get_the_window() {
    for command in [&["play"][..], &["edit", "my-level.txt"], &[]] {
        let output = Command::new(env!("CARGO_BIN_EXE_ledge")).args(command).output().expect("ledge runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{command:?}: {stderr}");
        assert!(stderr.contains("needs the window"), "{command:?}: {stderr}");
        assert!(stderr.contains("cargo install --path crates/ledge`"), "{command:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{command:?}: {stderr}");
    }
}
