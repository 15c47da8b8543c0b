//! A JSON file's error in a designer's words, at its line and column: the
//! one message every JSON reader (Tiled's, LDtk's) gives.

use crate::error::{ErrorKind, FormatError, Location};

/// A JSON error in `bytes` at its line and column; for a field missing
/// from the whole document (which serde places at its last line), the
/// field, with no place.
pub(crate) fn json_error(file: &str, what: &str, bytes: &[u8], error: serde_json::Error) -> FormatError {
    let full = error.to_string();
    let message = plain(full.split(" at line ").next().unwrap_or(&full));
    let text = String::from_utf8_lossy(bytes);
    let last_line = text.trim_end().lines().count();
    if error.is_data() && message.starts_with("missing field") && error.line() >= last_line {
        let field = message.trim_start_matches("missing field ");
        let message = format!("this is not {what}: it has no {field} field at its top level");
        return FormatError::new(file, ErrorKind::Invalid(message));
    }
    let kind = if error.is_data() {
        ErrorKind::Invalid(format!("this is not {what}: {message}"))
    } else {
        ErrorKind::Syntax { format: "JSON", message }
    };
    let error_at = FormatError::new(file, kind);
    match error.line() {
        0 => error_at,
        line => error_at.at(Location::Text { line, col: error.column().max(1) }),
    }
}

/// `message` (serde's) in a designer's words: `expected u32` is
/// `expected a whole number`, `expected f64` is `expected a number`.
fn plain(message: &str) -> String {
    let mut message = message.to_string();
    for (rust, words) in [
        ("a sequence", "a list"),
        ("a map", "an object"),
        ("f64", "a number"),
        ("f32", "a number"),
        ("usize", "a whole number"),
        ("u64", "a whole number"),
        ("u32", "a whole number"),
        ("u16", "a whole number"),
        ("u8", "a whole number"),
        ("i64", "a whole number"),
        ("i32", "a whole number"),
        ("a boolean", "true or false"),
    ] {
        message = message.replace(&format!("expected {rust}"), &format!("expected {words}"));
    }
    if let Some(at) = message.find("data did not match any variant of untagged enum") {
        message.replace_range(at.., "the value has none of the forms Tiled writes");
    }
    message
}
