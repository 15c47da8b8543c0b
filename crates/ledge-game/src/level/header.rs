//! The header's keys, each declared once: its name, what it means, what
//! its value is, and how it is read and written. The plan reader
//! (`text.rs`), the writer (`write.rs`), the editor's header form and the
//! error that lists the keys all go through [`HEADER_KEYS`]; a new key is
//! one entry here (and its field in [`Settings`]). The lines about one
//! object (`monster 4,7: speed 3`, `platform 2,5: ...`) are the elements'
//! ([`crate::Mechanic::keys`], read in `objects.rs`).

use ledge_engine::{Outside, Preset};

use super::cells::{cell_list, cell_list_text};
use super::{Level, LevelErrorKind, Place, Room, Settings, Theme};
use crate::PlayerMoves;

/// A header problem: where, and what.
type Problem = (Option<Place>, LevelErrorKind);

/// What a key's value is, for an editor's form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeaderValue {
    /// Free text on one line.
    Text,
    /// One of these words; the key's default when the header leaves it out
    /// is [`HeaderKey::default`].
    Choice(&'static [&'static str]),
    /// Cells `x,y` separated by spaces.
    Cells,
    /// The verified mark: 16 hexadecimal digits the editor writes.
    Mark,
}

/// Where a key's line goes in a written header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeaderGroup {
    /// With how the level plays: before the lines about one object.
    Play,
    /// With what is said about the level (who made it, a hint, its mark):
    /// after them.
    Notes,
}

/// One header key, declared once.
#[derive(Clone, Copy, Debug)]
pub struct HeaderKey {
    /// The key, as written before the `:`.
    pub key: &'static str,
    /// What it says, for people.
    pub meaning: &'static str,
    /// What its value is.
    pub value: HeaderValue,
    /// The value the level has when the header leaves the key out (empty
    /// for none).
    pub default: &'static str,
    /// Shown in the editor's header form.
    pub in_form: bool,
    /// Where its line goes in a written header.
    pub group: HeaderGroup,
    /// Reads the value (at `at`) into what the header says.
    pub(crate) read: fn(&mut HeaderRead, &str, Place) -> Result<(), Problem>,
    /// The value a level writes for it, if any; what the text cannot say
    /// goes to `lost`.
    pub(crate) write: fn(&Level, &mut Vec<String>) -> Option<String>,
}

/// What the header said, as it is read.
#[derive(Debug, Default)]
pub(crate) struct HeaderRead {
    /// The settings it gives.
    pub settings: Settings,
    /// The level's name, if given.
    pub name: Option<String>,
    /// What lies outside the level.
    pub outside: Outside,
    /// Every moving platform is one-way.
    pub one_way_platforms: bool,
    /// Seed 003's edges, checked against the plan once it is read.
    pub edges: Vec<(Edge, usize, usize, Place)>,
    /// The rooms, each where its text starts, checked against the plan
    /// once it is read.
    pub rooms: Vec<(Place, Room)>,
    /// Where the header says `gravity: off`, for a preset that cannot.
    pub top_down_at: Option<Place>,
}

/// Every header key, in the order a written header gives them.
pub const HEADER_KEYS: [HeaderKey; 13] = [
    HeaderKey {
        key: "name",
        meaning: "the level's name (else the file's)",
        value: HeaderValue::Text,
        default: "",
        in_form: true,
        group: HeaderGroup::Play,
        read: |h, value, _| {
            h.name = Some(value.to_string());
            Ok(())
        },
        write: |level, lost| Some(one_line(&level.name, "name", lost)),
    },
    HeaderKey {
        key: "physics",
        meaning: "the physics the level plays with",
        value: HeaderValue::Choice(&Preset::NAMES),
        default: "eloquent",
        in_form: true,
        group: HeaderGroup::Play,
        read: |h, value, at| {
            let preset = Preset::by_name(value).ok_or_else(|| {
                let presets = Preset::NAMES.join(", ");
                (Some(at), LevelErrorKind::UnknownPreset { name: value.to_string(), presets })
            })?;
            h.settings.physics = Some(preset);
            Ok(())
        },
        write: |level, _| level.settings.physics.map(|p| p.name().to_string()),
    },
    HeaderKey {
        key: "theme",
        meaning: "the world it belongs to: its look and music",
        value: HeaderValue::Choice(&Theme::NAMES),
        default: "meadow",
        in_form: false,
        group: HeaderGroup::Play,
        read: |h, value, at| {
            h.settings.theme = Theme::by_name(value).ok_or_else(|| {
                let (value, themes) = (value.to_string(), Theme::names());
                (Some(at), LevelErrorKind::UnknownTheme { value, themes })
            })?;
            Ok(())
        },
        write: |level, _| {
            (level.settings.theme != Theme::default()).then(|| level.settings.theme.name().to_string())
        },
    },
    HeaderKey {
        key: "moves",
        meaning: "the moves the player has beyond walk, jump, climb and drop-through (`ledge` physics)",
        value: HeaderValue::Choice(&PlayerMoves::NAMES),
        default: "all",
        in_form: true,
        group: HeaderGroup::Play,
        read: |h, value, at| {
            h.settings.moves = PlayerMoves::by_name(value).ok_or_else(|| {
                let (value, names) = (value.to_string(), PlayerMoves::NAMES.join(", "));
                (Some(at), LevelErrorKind::UnknownMoves { value, names })
            })?;
            Ok(())
        },
        write: |level, lost| {
            let moves = level.settings.moves;
            let worded = moves.worded();
            let word = worded.name().unwrap_or("all");
            if worded != moves {
                let lone = if moves.wall_slide { "wall slide" } else { "wall jump" };
                lost.push(format!("`moves` has no word for a {lone} alone: written as `{word}`, without it"));
            }
            (worded != PlayerMoves::ALL).then(|| word.to_string())
        },
    },
    HeaderKey {
        key: "gravity",
        meaning: "`off` for a top-down level",
        value: HeaderValue::Choice(&["on", "off"]),
        default: "on",
        in_form: true,
        group: HeaderGroup::Play,
        read: |h, value, at| {
            h.settings.top_down = match value {
                "on" => false,
                "off" => {
                    h.top_down_at = Some(at);
                    true
                }
                _ => return Err((Some(at), LevelErrorKind::UnknownGravity { value: value.to_string() })),
            };
            Ok(())
        },
        write: |level, _| level.settings.top_down.then(|| "off".to_string()),
    },
    HeaderKey {
        key: "outside",
        meaning: "what lies outside the level",
        value: HeaderValue::Choice(&["solid", "open-below", "open"]),
        default: "solid",
        in_form: true,
        group: HeaderGroup::Play,
        read: |h, value, at| {
            h.outside = match value {
                "solid" => Outside::Solid,
                "open-below" => Outside::OpenBelow,
                "open" => Outside::Open,
                _ => return Err((Some(at), LevelErrorKind::UnknownOutside { value: value.to_string() })),
            };
            Ok(())
        },
        write: |level, _| match level.grid.outside() {
            Outside::Solid => None,
            Outside::OpenBelow => Some("open-below".to_string()),
            Outside::Open => Some("open".to_string()),
        },
    },
    HeaderKey {
        key: "platforms",
        meaning: "whether moving platforms are solid or one-way",
        value: HeaderValue::Choice(&["solid", "one-way"]),
        default: "solid",
        in_form: true,
        group: HeaderGroup::Play,
        read: |h, value, at| {
            h.one_way_platforms = match value {
                "solid" => false,
                "one-way" => true,
                _ => return Err((Some(at), LevelErrorKind::UnknownPlatforms { value: value.to_string() })),
            };
            Ok(())
        },
        write: |level, lost| {
            let one_way = level.platforms.iter().filter(|p| p.one_way).count();
            if one_way > 0 && one_way < level.platforms.len() {
                lost.push("some platforms were solid and others one-way: all are one-way now".to_string());
            }
            (one_way > 0).then(|| "one-way".to_string())
        },
    },
    HeaderKey {
        key: "wall-edges",
        meaning: "cells with a wall on their left edge (seed 003's edges)",
        value: HeaderValue::Cells,
        default: "",
        in_form: false,
        group: HeaderGroup::Play,
        read: |h, value, at| read_edges(h, Edge::Wall, value, at),
        write: |level, _| edges(level, |x, y| level.grid.wall(x, y)),
    },
    HeaderKey {
        key: "ceiling-edges",
        meaning: "cells with a ceiling on their top edge (seed 003's edges)",
        value: HeaderValue::Cells,
        default: "",
        in_form: false,
        group: HeaderGroup::Play,
        read: |h, value, at| read_edges(h, Edge::Ceiling, value, at),
        write: |level, _| edges(level, |x, y| level.grid.ceiling(x, y)),
    },
    HeaderKey {
        key: "author",
        meaning: "who made the level",
        value: HeaderValue::Text,
        default: "",
        in_form: true,
        group: HeaderGroup::Notes,
        read: |h, value, _| {
            h.settings.author = Some(value.to_string());
            Ok(())
        },
        write: |level, lost| level.settings.author.as_ref().map(|a| one_line(a, "author", lost)),
    },
    HeaderKey {
        key: "hint",
        meaning: "a line of help shown as the level starts",
        value: HeaderValue::Text,
        default: "",
        in_form: true,
        group: HeaderGroup::Notes,
        read: |h, value, _| {
            h.settings.hint = Some(value.to_string());
            Ok(())
        },
        write: |level, lost| level.settings.hint.as_ref().map(|a| one_line(a, "hint", lost)),
    },
    HeaderKey {
        key: "rooms",
        meaning: "the rooms the camera frames, each `X,Y WxH` (top-left cell and size), separated by `;`",
        value: HeaderValue::Text,
        default: "",
        in_form: false,
        group: HeaderGroup::Notes,
        read: |h, value, at| {
            let read = super::rooms::parse(value)
                .map_err(|(col, e)| (Some(Place { line: at.line, col: at.col + col }), e.into()))?;
            h.rooms.extend(
                read.into_iter().map(|(col, room)| (Place { line: at.line, col: at.col + col }, room)),
            );
            Ok(())
        },
        write: |level, _| {
            (!level.settings.rooms.is_empty()).then(|| super::rooms::write(&level.settings.rooms))
        },
    },
    HeaderKey {
        key: "verified",
        meaning: "the mark of a level the editor verified",
        value: HeaderValue::Mark,
        default: "",
        in_form: false,
        group: HeaderGroup::Notes,
        read: |h, value, at| {
            let mark = (value.len() == 16).then(|| u64::from_str_radix(value, 16).ok()).flatten();
            let bad = || (Some(at), LevelErrorKind::BadMark { value: value.to_string() });
            h.settings.verified = Some(mark.ok_or_else(bad)?);
            Ok(())
        },
        write: |level, _| level.settings.verified.map(|mark| format!("{mark:016x}")),
    },
];

/// The key called `key`, if any.
pub fn header_key(key: &str) -> Option<&'static HeaderKey> {
    HEADER_KEYS.iter().find(|k| k.key == key)
}

/// The keys, for messages: `name, physics, ...`.
pub(crate) fn key_names() -> String {
    HEADER_KEYS.iter().map(|k| k.key).collect::<Vec<_>>().join(", ")
}

/// Seed 003's two edges of a cell.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Edge {
    /// Its left edge: a wall.
    Wall,
    /// Its top edge: a ceiling (and a floor for what stands on it).
    Ceiling,
}

/// `text` on one line (a header value ends at its line's end).
fn one_line(text: &str, what: &str, lost: &mut Vec<String>) -> String {
    if text.contains(['\n', '\r']) {
        lost.push(format!("the {what} was on several lines: it is on one now"));
    }
    text.split(['\n', '\r']).filter(|l| !l.trim().is_empty()).map(str::trim).collect::<Vec<_>>().join(" ")
}

/// Reads a list of `edge` cells starting at `at`.
fn read_edges(h: &mut HeaderRead, edge: Edge, value: &str, at: Place) -> Result<(), Problem> {
    let place = |col| Place { line: at.line, col: at.col + col };
    let cells =
        cell_list(value).map_err(|(col, item)| (Some(place(col)), LevelErrorKind::EdgeCell { item }))?;
    for (col, (x, y)) in cells {
        h.edges.push((edge, x as usize, y as usize, place(col)));
    }
    Ok(())
}

/// The cells of `level` for which `has` holds, as a list, if any.
fn edges(level: &Level, has: impl Fn(i64, i64) -> bool) -> Option<String> {
    let all = (0..level.height).flat_map(|y| (0..level.width).map(move |x| (x, y)));
    let text = cell_list_text(all.filter(|&(x, y)| has(x.into(), y.into())));
    (!text.is_empty()).then_some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_declared_once_and_a_choice_defaults_to_one_of_its_words() {
        for (i, k) in HEADER_KEYS.iter().enumerate() {
            assert!(HEADER_KEYS[i + 1..].iter().all(|o| o.key != k.key), "{} twice", k.key);
            assert!(crate::MECHANICS.iter().all(|m| !m.keys.contains(&k.key)), "{} is an object's", k.key);
            if let HeaderValue::Choice(words) = k.value {
                assert!(words.contains(&k.default), "{}: {}", k.key, k.default);
            }
        }
        assert_eq!(Theme::ALL.map(Theme::name), Theme::NAMES);
    }

    #[test]
    fn a_level_with_every_key_set_writes_each_and_reads_back_the_same() {
        let plan = "name: All\nphysics: ledge\ntheme: foundry\nmoves: wall-jump\ngravity: off\noutside: open\nplatforms: one-way\n\
                    wall-edges: 2,1\nceiling-edges: 3,1\nauthor: Ann\nhint: Go\nrooms: 0,0 3x3; 3,0 3x3\nverified: 00000000000000ff\n---\n\
                    ......\n.@..o.\n#>>..#\n";
        let level = Level::parse("all.txt", plan).unwrap();
        let written = level.to_text();
        assert!(written.lost.is_empty(), "{:?}", written.lost);
        let keys: Vec<&str> =
            written.text.lines().take_while(|l| *l != "---").map(|l| l.split(':').next().unwrap()).collect();
        assert_eq!(keys, HEADER_KEYS.map(|k| k.key), "{}", written.text);
        assert_eq!(written.text, plan);
        assert_eq!(level.settings.moves, PlayerMoves { dash: false, wall_slide: true, wall_jump: true });
    }

    #[test]
    fn a_lone_wall_slide_is_written_without_it_and_said_lost() {
        let mut level = Level::parse("m.txt", "physics: ledge\n---\n.@o\n###\n").unwrap();
        level.settings.moves = PlayerMoves { wall_jump: false, ..PlayerMoves::ALL };
        let written = level.to_text();
        assert!(written.text.contains("moves: dash\n"), "{}", written.text);
        assert_eq!(written.lost.len(), 1, "{:?}", written.lost);
        assert!(written.lost[0].contains("wall slide alone"), "{:?}", written.lost);
    }

    #[test]
    fn unknown_moves_are_refused_at_their_place_with_the_words_that_are_known() {
        let err = Level::parse("m.txt", "moves: fly\n---\n.@o\n###\n").unwrap_err();
        let text = err.to_string();
        assert!(text.contains("m.txt:1:8") && text.contains("all, dash, wall-jump, none"), "{text}");
    }

    #[test]
    fn docs_levels_md_lists_every_key_and_every_plan_character() {
        let docs =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/levels.md")).unwrap();
        for k in &HEADER_KEYS {
            assert!(docs.contains(&format!("| `{}` |", k.key)), "docs/levels.md has no row for `{}`", k.key);
        }
        // The first cells of the tables' rows: `x`, or several as `(` `)`.
        let firsts: Vec<&str> =
            docs.lines().filter_map(|l| l.strip_prefix("| `")?.split_once("` | ")).map(|c| c.0).collect();
        for entry in crate::LEGEND {
            let ch = if entry.ch == '|' { "\\|".to_string() } else { entry.ch.to_string() };
            let listed = firsts.iter().any(|c| c.split("` `").any(|one| one == ch));
            assert!(listed, "docs/levels.md's legend has no row for `{}`", entry.ch);
        }
    }
}
