//! Ledge in a web page. `scripts/web.sh` builds this binary for
//! `wasm32-unknown-unknown` and puts it in `target/web/` beside
//! `index.html`, the page's plugin `ledge.js` and macroquad's loader;
//! `scripts/web.sh serve` serves the page. The URL may name a built-in level
//! (`?level=hop`) or a built-in level's replay (`?replay=hop`).

#[cfg(target_arch = "wasm32")]
fn main() {
    ledge_desktop::web::run();
}

/// Natively there is no page to run in: the desktop game is `ledge`.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("ledge-web: this is the game for a web page; build it with scripts/web.sh, or play `ledge`");
    std::process::exit(2);
}
