//! Replays: any text is a replay or a located error, never a panic; a
//! replay that reads is verified on the built-in level it names, if any.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(replay) = ledge_game::Replay::parse(text) else { return };
    if replay.frames > 100_000 {
        return; // a long run is slow, not wrong
    }
    if let Some(built_in) = replay.source.as_deref().and_then(ledge_game::pack::find) {
        let level = built_in.level();
        let _ = replay.verify(&level, level.preset(None));
    }
});
