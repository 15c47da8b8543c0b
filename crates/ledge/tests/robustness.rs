//! What users feed the command line that used to crash it or harm their
//! files: closed pipes, full disks, devices as outputs, scripts of billions
//! of frames, frames past a level's end.

mod common;

use std::process::{Command, Stdio};

use common::{ledge, scratch, stderr, stdout, write};

#[test]
fn a_reader_that_stops_reading_ends_the_command_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ledge"))
        .args(["check", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Hang up before it writes, as `head` does once it has its lines.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = stderr(&out);
    assert!(!err.contains("panicked") && !err.contains("Broken pipe"), "{err}");
    assert!(out.status.code().is_some(), "killed by a signal");
}

#[test]
fn a_full_disk_on_standard_output_is_an_error_message_not_a_panic() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        eprintln!("skipped: no /dev/full");
        return;
    };
    let out = Command::new(env!("CARGO_BIN_EXE_ledge")).arg("levels").stdout(full).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("cannot write to standard output") && !err.contains("panicked"), "{err}");
}

#[test]
fn rendering_to_dev_null_leaves_the_device_a_device() {
    use std::os::unix::fs::FileTypeExt;
    let out = ledge(&["render", "first-steps", "-o", "/dev/null"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(std::fs::metadata("/dev/null").unwrap().file_type().is_char_device());
}

#[test]
fn bench_streams_a_script_line_of_four_billion_frames() {
    let dir = scratch("huge-script");
    let script = write(&dir, "long.script", "4294967295 right\n".repeat(20).as_bytes());
    let out = ledge(&["bench", "first-steps", "--inputs", &script, "--steps", "20000"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).contains("20000 steps"), "{}", stdout(&out));
}

#[test]
fn render_stops_stepping_once_the_level_has_ended() {
    let dir = scratch("render-past-the-end");
    let script = write(&dir, "lava.script", b"1000 right\n");
    let level = write(&dir, "lava.txt", b"......\n.@+.o.\n######\n");
    let png = dir.join("end.png").display().to_string();
    let out = ledge(&["render", &level, "--inputs", &script, "--frame", "100000000", "-o", &png]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stderr(&out).contains("the level ended at frame"), "{}", stderr(&out));
}

#[test]
fn dev_zero_as_a_script_lacked_the_space_after_the_colon() {
    let out = ledge(&["sim", "first-steps", "--inputs", "/dev/zero"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("/dev/zero: this is no regular file but a device or a pipe"),
        "{}",
        stderr(&out)
    );
}
