//! What the page's URL asks for: `?level=NAME` plays a built-in level at
//! once, `?replay=NAME` plays the replay of its win that ships with it;
//! `?generated=SEED` plays the level generated from `SEED` (with
//! `&difficulty=easy|normal|hard`, normal by default, and
//! `&shape=floors|tower|descent`, floors by default) and `?certificate=SEED`
//! plays that level's certificate; without any, the built-in pack from the
//! title screen.

use ledge_game::pack::{self, PackLevel};
use ledge_generate::{Difficulty, Options, Shape};

/// What to play, read from the URL's query.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// The built-in pack, from the title screen.
    Pack,
    /// One built-in level, at once.
    Level(&'static PackLevel),
    /// The shipped replay of a built-in level.
    Replay(&'static PackLevel),
    /// A generated level, at once.
    Generated(Options),
    /// A generated level's certificate, played as a replay.
    Certificate(Options),
}

/// A query the page cannot play, with what its parameters take.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum QueryError {
    /// A level the URL names that is not built in.
    #[error("no built-in level `{0}`: `?level=` and `?replay=` take a built-in level's name or number")]
    UnknownLevel(String),
    /// A seed that is not a whole number from 0 to 2^64 - 1.
    #[error("`{0}` is not a seed: `?generated=` and `?certificate=` take a whole number from 0 to 18446744073709551615")]
    BadSeed(String),
    /// A difficulty that is not one of the five.
    #[error("{0}")]
    BadDifficulty(#[from] ledge_generate::UnknownDifficulty),
    /// A shape that is not one of the three.
    #[error("{0}")]
    BadShape(#[from] ledge_generate::UnknownShape),
}

/// Reads what to play from `query` (`window.location.search`, with or
/// without its `?`): a certificate wins over a generated level, which wins
/// over a replay, which wins over a level; other parameters are ignored. An
/// unknown name, a bad seed or difficulty is an error that says what the
/// parameters take.
pub fn parse(query: &str) -> Result<Request, QueryError> {
    let pairs: Vec<(&str, &str)> =
        query.trim_start_matches('?').split('&').filter_map(|pair| pair.split_once('=')).collect();
    let value = |name: &str| pairs.iter().rev().find(|(key, _)| *key == name).map(|(_, value)| *value);
    let generated = |seed: &str| -> Result<Options, QueryError> {
        let seed = seed.parse().map_err(|_| QueryError::BadSeed(seed.to_string()))?;
        let difficulty = value("difficulty").map_or(Ok(Difficulty::Normal), str::parse)?;
        let shape = value("shape").map_or(Ok(Shape::Floors), str::parse)?;
        Ok(Options { seed, difficulty, theme: None, shape })
    };
    let find = |name: &str| pack::find(name).ok_or_else(|| QueryError::UnknownLevel(name.to_string()));
    if let Some(seed) = value("certificate") {
        return generated(seed).map(Request::Certificate);
    }
    if let Some(seed) = value("generated") {
        return generated(seed).map(Request::Generated);
    }
    match (value("replay"), value("level")) {
        (Some(name), _) => find(name).map(Request::Replay),
        (None, Some(name)) => find(name).map(Request::Level),
        (None, None) => Ok(Request::Pack),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_or_a_replay_is_named_by_its_slug_or_number() {
        assert_eq!(parse(""), Ok(Request::Pack));
        assert_eq!(parse("?lang=en"), Ok(Request::Pack));
        assert_eq!(parse("?level=hop"), Ok(Request::Level(pack::find("hop").unwrap())));
        assert_eq!(parse("?x=1&replay=2"), Ok(Request::Replay(pack::find("hop").unwrap())));
        assert_eq!(parse("level=first-steps&replay=hop"), Ok(Request::Replay(pack::find("hop").unwrap())));
    }

    #[test]
    fn an_unknown_level_says_what_the_parameters_take() {
        let error = parse("?level=nowhere").unwrap_err().to_string();
        assert!(error.starts_with("no built-in level `nowhere`"), "{error}");
    }

    #[test]
    fn a_generated_level_or_its_certificate_is_named_by_seed_and_difficulty() {
        let options = |seed, difficulty| Options { seed, difficulty, ..Options::default() };
        assert_eq!(parse("?generated=7"), Ok(Request::Generated(options(7, Difficulty::Normal))));
        assert_eq!(
            parse("?certificate=2026&difficulty=easy"),
            Ok(Request::Certificate(options(2026, Difficulty::Easy)))
        );
        assert_eq!(
            parse("?level=hop&certificate=1&generated=2"),
            Ok(Request::Certificate(options(1, Difficulty::Normal)))
        );
    }

    #[test]
    fn a_bad_seed_or_difficulty_says_what_the_parameters_take() {
        let error = parse("?generated=-3").unwrap_err().to_string();
        assert!(error.contains("`-3` is not a seed") && error.contains("whole number"), "{error}");
        let error = parse("?generated=3&difficulty=brutal").unwrap_err().to_string();
        assert!(error.contains("easy, normal, hard"), "{error}");
        let error = parse("?generated=3&shape=maze").unwrap_err().to_string();
        assert!(error.contains("floors, tower, descent"), "{error}");
    }

    #[test]
    fn a_generated_level_takes_its_shape_from_the_query() {
        let tower = Options { seed: 4, shape: Shape::Tower, ..Options::default() };
        assert_eq!(parse("?generated=4&shape=tower"), Ok(Request::Generated(tower)));
    }
}
