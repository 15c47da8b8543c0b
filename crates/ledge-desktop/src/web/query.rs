//! What the page's URL asks for: `?level=NAME` plays a built-in level at
//! once, `?replay=NAME` plays the replay of its win that ships with it;
//! without either, the built-in pack from the title screen.

use ledge_game::pack::{self, PackLevel};

/// What to play, read from the URL's query.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// The built-in pack, from the title screen.
    Pack,
    /// One built-in level, at once.
    Level(&'static PackLevel),
    /// The shipped replay of a built-in level.
    Replay(&'static PackLevel),
}

/// A level the URL names that is not built in.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no built-in level `{name}`: `?level=` and `?replay=` take a built-in level's name or number")]
pub struct UnknownLevel {
    /// The name the URL gave.
    pub name: String,
}

/// Reads `?level=NAME` or `?replay=NAME` (a built-in level's name or number)
/// from `query` (`window.location.search`, with or without its `?`); a
/// replay wins over a level, other parameters are ignored. An unknown name
/// is an error that says what the parameters take.
pub fn parse(query: &str) -> Result<Request, UnknownLevel> {
    let pairs = query.trim_start_matches('?').split('&').filter_map(|pair| pair.split_once('='));
    let (mut level, mut replay) = (None, None);
    for (key, value) in pairs {
        match key {
            "level" => level = Some(value),
            "replay" => replay = Some(value),
            _ => {}
        }
    }
    let find = |name: &str| pack::find(name).ok_or_else(|| UnknownLevel { name: name.to_string() });
    match (replay, level) {
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
}
