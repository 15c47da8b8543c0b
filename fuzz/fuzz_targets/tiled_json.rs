//! Tiled JSON maps, with the tilesets they refer to: any file is a level or an error naming the file, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    ledge_fuzz::with_file("level.tmj", data, |path| {
        let _ = ledge_formats::load(path, None);
    });
});
