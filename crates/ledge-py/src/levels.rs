//! The levels a batch of environments plays: opened once, each with its
//! physics and a game at its first step to start episodes from.

use std::path::Path;

use ledge_engine::Preset;
use ledge_game::{Level, Play, Script, Theme};
use ledge_generate::{generate_any, Difficulty, Options};

/// Where a batch's levels come from.
pub enum Levels {
    /// A list opened once; each episode draws one.
    Listed(Vec<Choice>),
    /// A new generated level for each episode, from a seed the environment
    /// draws (Procgen's `num_levels=0`).
    Stream(Options),
}

impl Levels {
    /// The listed levels' names, in order; none for a stream.
    pub fn names(&self) -> Vec<String> {
        match self {
            Levels::Listed(choices) => choices.iter().map(|c| c.level.name.clone()).collect(),
            Levels::Stream(_) => Vec::new(),
        }
    }
}

/// One level an episode can play.
#[derive(Clone)]
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
    /// A generated level's seed and certificate.
    pub generated: Option<Generated>,
}

/// A generated level's seed and certificate (a winning run).
#[derive(Clone)]
pub struct Generated {
    /// The seed it was generated from.
    pub seed: u64,
    /// A winning run of it.
    pub certificate: Script,
    /// The certificate's steps, counted once (the infos give it every step).
    pub par: u64,
}

impl Choice {
    /// The level generated from `seed` with `options`' difficulty and
    /// theme (layouts tried until one is certified: [`generate_any`]).
    pub fn generated(seed: u64, options: Options) -> Choice {
        let made = generate_any(&Options { seed, ..options });
        let preset = made.level.preset(None);
        let start = Play::new(&made.level, preset);
        let source = made.level.name.clone();
        let generated = Generated { seed, par: made.certificate.frames(), certificate: made.certificate };
        Choice { level: made.level, source, preset, start, generated: Some(generated) }
    }
}

/// The generator's options from Python's words: `difficulty` (`easy`,
/// `normal`, `hard`), `theme` (a world's name, or the seed's choice) and
/// `shape` (`floors`, `tower` or `descent`).
pub fn generator_options(difficulty: &str, theme: Option<&str>, shape: &str) -> Result<Options, OpenError> {
    let difficulty: Difficulty =
        difficulty.parse().map_err(|e: ledge_generate::UnknownDifficulty| OpenError(e.to_string()))?;
    let theme = theme
        .map(|name| {
            Theme::by_name(name).ok_or_else(|| {
                OpenError(format!("unknown theme `{name}`: the themes are {}", Theme::names()))
            })
        })
        .transpose()?;
    let shape = shape.parse().map_err(|e: ledge_generate::UnknownShape| OpenError(e.to_string()))?;
    Ok(Options { seed: 0, difficulty, theme, shape })
}

/// The seeds of a list given from Python, each checked: a whole number from
/// 0 to 2^64 - 1; an empty list is refused.
pub fn seeds(given: &[i128]) -> Result<Vec<u64>, OpenError> {
    if given.is_empty() {
        return Err(OpenError("levels: an empty list; give at least one seed".to_string()));
    }
    given
        .iter()
        .enumerate()
        .map(|(i, &seed)| {
            u64::try_from(seed).map_err(|_| {
                OpenError(format!(
                    "levels: {seed} at {i} is not a seed (a whole number from 0 to {})",
                    u64::MAX
                ))
            })
        })
        .collect()
}

/// The `count` generated levels of seeds `first..first + count`.
pub fn generated(first: u64, count: u64, options: Options) -> Vec<Choice> {
    (first..first + count).map(|seed| Choice::generated(seed, options)).collect()
}

/// Why the levels could not be opened: Ledge's own message (a file's
/// problem names the file and the place, `FILE:LINE:COL: message`).
pub struct OpenError(pub String);

/// Opens every level of `names` (a built-in level's name or number, a text
/// plan, a Tiled or LDtk file; every level of an LDtk project or a Tiled
/// world, in its order) with `mapping` for editor files, to be played with
/// the preset called `physics` (else each level's own).
pub fn open(
    names: &[String],
    physics: Option<&str>,
    mapping: Option<&Path>,
) -> Result<Vec<Choice>, OpenError> {
    if names.is_empty() {
        return Err(OpenError("no level given: name at least one".to_string()));
    }
    let preset = preset_named(physics)?;
    let mut choices = Vec::new();
    for name in names {
        let opened = ledge_formats::open_all(name, mapping).map_err(|e| OpenError(e.to_string()))?;
        for (level, alone) in opened.levels.into_iter().zip(opened.names) {
            let source = source(&alone);
            let preset = level.preset(preset);
            let start = Play::new(&level, preset);
            choices.push(Choice { level, source, preset, start, generated: None });
        }
    }
    Ok(choices)
}

/// How to open the level named `alone` again: a file's absolute path (with
/// its `#Level` for a project's level), else the name as it is.
fn source(alone: &str) -> String {
    let absolute = |file: &str| std::fs::canonicalize(file).ok().filter(|p| p.is_file());
    if let Some(path) = absolute(alone) {
        return path.display().to_string();
    }
    match alone.rsplit_once('#').and_then(|(file, level)| Some((absolute(file)?, level))) {
        Some((path, level)) => format!("{}#{level}", path.display()),
        None => alone.to_string(),
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_project_is_the_list_of_its_levels() {
        let project = Path::new(env!("CARGO_MANIFEST_DIR")).join("../ledge-formats/tests/data/room.ldtk");
        let choices =
            open(&[project.display().to_string()], None, None).unwrap_or_else(|e| panic!("{}", e.0));
        let sources: Vec<&str> = choices.iter().map(|c| c.source.as_str()).collect();
        let file = project.canonicalize().unwrap().display().to_string();
        assert_eq!(sources, [format!("{file}#Level_0"), format!("{file}#Level_1")]);
        let again = open(&[sources[1].to_string()], None, None).unwrap_or_else(|e| panic!("{}", e.0));
        assert_eq!(again[0].level.name, "Level_1", "a source opens its level again");
    }
}
