//! TMX maps, with the tilesets and templates they refer to: any file is a level or an error naming the file, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    ledge_fuzz::with_file("level.tmx", data, |path| {
        let _ = ledge_formats::load(path, None);
    });
});
