//! The levels a batch of environments plays: opened once, each with its
//! physics and a game at its first step to start episodes from.

use std::path::Path;

use ledge_engine::Preset;
use ledge_game::{Level, Play};

/// One level an episode can play.
pub struct Choice {
    /// The level as opened.
    pub level: Level,
    /// How to open it again, for replays: a built-in level's name as given,
    /// or a file's absolute path.
    pub source: String,
    /// The physics it is played with.
    pub preset: Preset,
    /// A game of it at its first step.
    pub start: Play,
}

/// Why the levels could not be opened: Ledge's own message (a file's
/// problem names the file and the place, `FILE:LINE:COL: message`).
pub struct OpenError(pub String);

/// Opens every level of `names` (a built-in level's name or number, a text
/// plan, a Tiled or LDtk file) with `mapping` for editor files, to be played
/// with the preset called `physics` (else each level's own).
pub fn open(
    names: &[String],
    physics: Option<&str>,
    mapping: Option<&Path>,
) -> Result<Vec<Choice>, OpenError> {
    if names.is_empty() {
        return Err(OpenError("no level given: name at least one".to_string()));
    }
    let preset = preset_named(physics)?;
    names
        .iter()
        .map(|name| {
            let level = ledge_formats::open(name, mapping).map_err(|e| OpenError(e.to_string()))?;
            let source = match std::fs::canonicalize(name) {
                Ok(path) if path.is_file() => path.display().to_string(),
                _ => name.clone(),
            };
            let preset = level.preset(preset);
            let start = Play::new(&level, preset);
            Ok(Choice { level, source, preset, start })
        })
        .collect()
}

/// The preset called `physics`, if one is named.
pub fn preset_named(physics: Option<&str>) -> Result<Option<Preset>, OpenError> {
    physics
        .map(|name| {
            Preset::by_name(name).ok_or_else(|| {
                OpenError(format!("no physics preset `{name}`: the presets are {}", Preset::NAMES.join(", ")))
            })
        })
        .transpose()
}
