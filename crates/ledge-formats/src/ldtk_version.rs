//! The LDtk format versions Ledge reads, and the message for a project
//! saved by an LDtk too old to read.

use serde::Deserialize;

use crate::error::{ErrorKind, FormatError};
use crate::json_error::json_error;
use crate::kind_of::FileKind;

/// The oldest LDtk format (a project's `jsonVersion`) Ledge reads.
const OLDEST: &str = "1.0.0";

/// Just the version of a project, read on its own when the project
/// cannot be read whole.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Header {
    json_version: Option<String>,
}

/// The error for the project `bytes` (named `file`) that `error` refused:
/// when it says it is older than [`OLDEST`], its version and the one
/// needed instead of what is missing; else `error` as it is.
pub(crate) fn project_error(file: &str, bytes: &[u8], error: serde_json::Error) -> FormatError {
    let version = serde_json::from_slice::<Header>(bytes).ok().and_then(|h| h.json_version);
    match version {
        Some(version) if error.is_data() && older(&version, OLDEST) => FormatError::new(
            file,
            ErrorKind::Unsupported(format!(
                "the project is in LDtk's format {version} (its `jsonVersion`), and Ledge reads \
                 format {OLDEST} and later; open it in a current LDtk and save it"
            )),
        ),
        _ => match FileKind::of_json(bytes).filter(|k| *k != FileKind::LdtkProject) {
            Some(kind) => FormatError::new(file, ErrorKind::Invalid(kind.instead_of(FileKind::LdtkProject))),
            None => json_error(file, "an LDtk project", bytes, error),
        },
    }
}

/// Whether the version `a` (dotted numbers, like `0.9.3`) comes before `b`.
fn older(a: &str, b: &str) -> bool {
    let numbers = |v: &str| v.split('.').map(|n| n.trim().parse::<u64>().unwrap_or(0)).collect::<Vec<_>>();
    numbers(a) < numbers(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_compare_by_their_numbers() {
        assert!(older("0.9.3", "1.0.0"));
        assert!(older("0.10", "1.0.0"));
        assert!(!older("1.5.3", "1.0.0"));
        assert!(!older("1.0.0", "1.0.0"));
        assert!(!older("10.0", "9.9.9"));
    }
}
