//! Ledge in a web page: the game built for `wasm32-unknown-unknown` and
//! started by macroquad's JavaScript loader, with the functions of the
//! page's own plugin ([`page`]): the URL's query says what to play
//! ([`query`]), progress and settings live in local storage, and the page
//! is told where the player stands and how a replay ended ([`watch`]).

#[cfg(target_arch = "wasm32")]
pub(crate) mod page;
mod query;
#[cfg(target_arch = "wasm32")]
mod start;
#[cfg(target_arch = "wasm32")]
mod watch;

#[cfg(target_arch = "wasm32")]
pub use start::run;
