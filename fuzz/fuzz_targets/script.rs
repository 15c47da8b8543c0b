//! Input scripts: any text is a script or a located error, never a panic;
//! reading a script's buttons never expands it.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(script) = ledge_game::Script::parse(text) {
            let _ = script.cursor().take(1000).count();
        }
    }
});
