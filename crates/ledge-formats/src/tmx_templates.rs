//! Tiled object templates (`.tx`) that use themselves: a template whose
//! object names the template itself, or templates that name each other in
//! a loop, would send the `tiled` crate round the loop until its stack
//! overflows. They are found before the crate reads the first of them.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use quick_xml::events::Event;
use quick_xml::Reader;

use crate::paths::{self, Reference, Root};

/// The loop of templates that the template at `path` (canonical) starts,
/// as their paths relative to the level's folder, the first repeated at
/// the end; `None` when its templates lead nowhere back. Files that cannot
/// be read are left to the crate, which reports them.
pub(crate) fn template_loop(folder: &Root, path: &Path) -> Option<Vec<String>> {
    let mut chain = vec![path.to_path_buf()];
    let found = find_loop(folder, &mut chain, &mut HashSet::new())?;
    Some(found.iter().map(|p| folder.relative(p)).collect())
}

/// Follows every template the last file of `chain` names, depth first,
/// skipping the files in `done`, which lead nowhere back.
fn find_loop(folder: &Root, chain: &mut Vec<PathBuf>, done: &mut HashSet<PathBuf>) -> Option<Vec<PathBuf>> {
    let last = chain.last()?.clone();
    for reference in references(&last) {
        let Ok(next) = folder.resolve(&last, &reference, Reference::Template) else { continue };
        if let Some(start) = chain.iter().position(|p| *p == next) {
            let mut found = chain[start..].to_vec();
            found.push(next);
            return Some(found);
        }
        if done.contains(&next) {
            continue;
        }
        chain.push(next);
        if let Some(found) = find_loop(folder, chain, done) {
            return Some(found);
        }
        done.extend(chain.pop());
    }
    None
}

/// The `template` attributes of the objects in the file at `path`.
fn references(path: &Path) -> Vec<String> {
    let Ok(bytes) = paths::read(path) else { return Vec::new() };
    let mut reader = Reader::from_reader(&bytes[..]);
    let mut buf = Vec::new();
    let mut found = Vec::new();
    while let Ok(event) = reader.read_event_into(&mut buf) {
        match event {
            Event::Start(ref e) | Event::Empty(ref e) if e.name().as_ref() == b"object" => {
                let template = e.attributes().flatten().find(|a| a.key.as_ref() == b"template");
                if let Some(value) = template.and_then(|a| a.unescape_value().ok()) {
                    found.push(value.into_owned());
                }
            }
            Event::Eof => break,
            _ => {}
        }
        buf.clear();
    }
    found
}
