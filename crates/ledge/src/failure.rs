//! Errors at the edge of the program, with their exit codes.

/// A failed command: what to print, and the exit code.
#[derive(Debug)]
pub struct Failure {
    /// 2 for invalid input, 1 for anything else.
    pub code: u8,
    /// The message; empty when the problems were printed already.
    pub message: String,
}

impl Failure {
    /// Bad input: a level, a script or an argument (exit code 2).
    pub fn invalid(message: impl std::fmt::Display) -> Failure {
        Failure { code: 2, message: message.to_string() }
    }

    /// Anything else (exit code 1).
    pub fn other(message: impl std::fmt::Display) -> Failure {
        Failure { code: 1, message: message.to_string() }
    }

    /// The reader of standard output went away: the command ends at once,
    /// saying nothing, as `head` expects of what it reads from.
    pub fn quiet() -> Failure {
        Failure { code: 0, message: String::new() }
    }
}
