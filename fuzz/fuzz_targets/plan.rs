//! Text plans: any text is a level or a located error, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = ledge_game::Level::parse("fuzz.txt", text);
    }
});
