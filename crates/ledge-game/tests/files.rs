//! Levels, scripts and replays read from files a person hands over: a
//! device that never ends is refused with what to give instead.

use std::path::Path;

use ledge_game::{Level, Replay, Script};

#[cfg(unix)]
#[test]
fn dev_zero_as_a_level_a_script_or_a_replay_was_given_an_invented_size() {
    let level = Level::load(Path::new("/dev/zero")).unwrap_err();
    assert_eq!(
        level.to_string(),
        "/dev/zero: this is no regular file but a device or a pipe, and it goes on past 4194304 bytes, \
         the limit for a level; give a level file"
    );
    let script = Script::load(Path::new("/dev/zero")).unwrap_err();
    assert_eq!(
        script.to_string(),
        "this is no regular file but a device or a pipe, and it goes on past 4194304 bytes, the limit for \
         a script; give a script file"
    );
    let replay = Replay::load(Path::new("/dev/zero")).unwrap_err();
    assert!(replay.to_string().contains("no regular file but a device or a pipe"), "{replay}");
}
