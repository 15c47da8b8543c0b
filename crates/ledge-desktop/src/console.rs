//! Messages for whoever runs the game (a save moved aside, no audio):
//! standard error natively, the browser's console on the web.

/// Writes `ledge: TEXT` where the player's tools look.
pub fn note(text: &str) {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("ledge: {text}");
    #[cfg(target_arch = "wasm32")]
    crate::web::page::log(&format!("ledge: {text}"));
}
