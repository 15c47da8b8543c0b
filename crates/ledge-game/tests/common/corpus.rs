//! The five plans of seed 002 (Eloquent JavaScript) from the corpus, which
//! is not in the repository: `$LEDGE_CORPUS/eloquent/levels.json` (default
//! `../../../shared/corpus` from this crate).

use std::path::PathBuf;

/// The plans, or `None` when there is no corpus. The file is a JSON array
/// of strings with `\n` and `\"` escapes; this tiny reader knows no more.
pub fn plans() -> Option<Vec<String>> {
    let dir = std::env::var_os("LEDGE_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus"));
    let json = std::fs::read_to_string(dir.join("eloquent/levels.json")).ok()?;
    let mut plans = Vec::new();
    let mut chars = json.chars();
    while let Some(c) = chars.next() {
        if c != '"' {
            continue;
        }
        let mut plan = String::new();
        while let Some(c) = chars.next() {
            match c {
                '"' => break,
                '\\' => plan.push(if chars.next()? == 'n' { '\n' } else { '"' }),
                c => plan.push(c),
            }
        }
        plans.push(plan);
    }
    Some(plans)
}
