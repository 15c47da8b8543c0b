//! `ledge play` and `ledge edit` in a build without the feature `window`:
//! they say how to get the window instead of opening it.

use crate::failure::Failure;

/// What a windowless `ledge` answers to a command that needs the window.
fn needs_window(command: &str) -> Failure {
    Failure::other(format!(
        "`ledge {command}` needs the window, and this ledge was built without it \
         (`--no-default-features`); build it with the window: \
         `scripts/setup.sh && cargo install --path crates/ledge` (docs/cli.md, \"Installing\")"
    ))
}

/// `ledge play` (and `ledge` with no command).
pub mod play {
    use crate::cli::PlayArgs;
    use crate::failure::Failure;

    /// Fails: there is no window to play in.
    pub fn run(_args: &PlayArgs) -> Result<(), Failure> {
        Err(super::needs_window("play"))
    }
}

/// `ledge edit`.
pub mod edit {
    use crate::cli::EditArgs;
    use crate::failure::Failure;

    /// Fails: there is no window to edit in.
    pub fn run(_args: &EditArgs) -> Result<(), Failure> {
        Err(super::needs_window("edit"))
    }
}
