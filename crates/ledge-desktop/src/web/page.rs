//! The page around the game: the functions of `ledge.js`, the plugin the
//! page registers with miniquad's loader (`miniquad_add_plugin`).
//!
//! A small plugin of our own, rather than a crate: the crates that reach the
//! browser's APIs (`web-sys` and the like) are built on wasm-bindgen, which
//! macroquad's loader cannot instantiate, and the few calls the game needs
//! (the URL's query, local storage, the title, the console) fit in a page of
//! JavaScript. Strings go to JavaScript as a pointer and a length into the
//! wasm memory; a string coming back is announced by its length in UTF-8
//! bytes (or -1 for none), then copied into a buffer of that size.

extern "C" {
    fn ledge_url_query() -> i32;
    fn ledge_storage_get(key: *const u8, key_len: usize) -> i32;
    fn ledge_storage_set(key: *const u8, key_len: usize, value: *const u8, value_len: usize) -> i32;
    fn ledge_storage_remove(key: *const u8, key_len: usize);
    fn ledge_take_string(into: *mut u8, len: usize);
    fn ledge_log(text: *const u8, len: usize);
    fn ledge_report(text: *const u8, len: usize);
    fn ledge_frame_drawn(playing: i32, frame: f64, x: f64, y: f64);
}

/// The version of `ledge.js` this code expects; the loader compares it with
/// the plugin's and says so in the console when they differ.
#[no_mangle]
pub extern "C" fn ledge_crate_version() -> u32 {
    1
}

/// The string JavaScript just announced with `len` (negative: none).
fn take_string(len: i32) -> Option<String> {
    let len = usize::try_from(len).ok()?;
    let mut bytes = vec![0u8; len];
    // SAFETY: `bytes` is a live buffer of exactly `len` bytes, which the
    // plugin fills with the string it announced.
    unsafe { ledge_take_string(bytes.as_mut_ptr(), len) };
    String::from_utf8(bytes).ok()
}

/// The page's query string, `?` included (`window.location.search`).
pub fn url_query() -> String {
    // SAFETY: the plugin's function takes no arguments.
    take_string(unsafe { ledge_url_query() }).unwrap_or_default()
}

/// The text kept in local storage under `key`, if any.
pub fn storage_get(key: &str) -> Option<String> {
    // SAFETY: the pointer and length describe `key`, alive during the call.
    take_string(unsafe { ledge_storage_get(key.as_ptr(), key.len()) })
}

/// Keeps `value` in local storage under `key`; fails when the browser refuses
/// (storage full or disabled).
pub fn storage_set(key: &str, value: &str) -> Result<(), crate::SaveError> {
    // SAFETY: the pointers and lengths describe `key` and `value`, alive during the call.
    let kept = unsafe { ledge_storage_set(key.as_ptr(), key.len(), value.as_ptr(), value.len()) };
    match kept {
        1 => Ok(()),
        _ => Err(crate::SaveError::Refused { key: key.to_string() }),
    }
}

/// Removes `key` from local storage.
pub fn storage_remove(key: &str) {
    // SAFETY: the pointer and length describe `key`, alive during the call.
    unsafe { ledge_storage_remove(key.as_ptr(), key.len()) }
}

/// Writes a line in the browser's console.
pub fn log(text: &str) {
    // SAFETY: the pointer and length describe `text`, alive during the call.
    unsafe { ledge_log(text.as_ptr(), text.len()) }
}

/// Says `text` in the page's title and in the console.
pub fn report(text: &str) {
    // SAFETY: the pointer and length describe `text`, alive during the call.
    unsafe { ledge_report(text.as_ptr(), text.len()) }
}

/// Tells the page a frame was drawn, and where the player stands when a
/// level is being played (`window.ledge` in the page, for tools and tests).
pub fn frame_drawn(player: Option<(u64, ledge_engine::Rect)>) {
    let (playing, frame, x, y) = match player {
        Some((frame, rect)) => (1, frame as f64, rect.x, rect.y),
        None => (0, 0.0, 0.0, 0.0),
    };
    // SAFETY: plain numbers.
    unsafe { ledge_frame_drawn(playing, frame, x, y) }
}
