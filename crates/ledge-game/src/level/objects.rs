//! A text plan's header lines about one object, keyed by the cell where
//! the plan draws it: a moving platform's path, speed and pauses, a
//! monster's speed.
//!
//! ```text
//! platform 3,8: path 10,8 10,3; speed 3; pause 0.5; loop
//! monster 12,4: speed -3
//! ```

use ledge_engine::{Path, PathMode, Platform, Vec2};

use super::cells::parse_cell;
use super::{LevelErrorKind, Place};
use crate::element::platform::{Run, PLATFORM_PAUSE, PLATFORM_SPEED};

/// What a line is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Target {
    /// The moving platform whose run of `>` or `^` starts at the cell.
    Platform,
    /// The monster `M` at the cell.
    Monster,
}

impl Target {
    fn name(self) -> &'static str {
        match self {
            Target::Platform => "platform",
            Target::Monster => "monster",
        }
    }
}

/// One object's line, read.
#[derive(Clone, Debug)]
pub(super) struct ObjectLine {
    pub target: Target,
    /// The object's cell, column and row from 0.
    pub cell: (u32, u32),
    /// Where the line's key is.
    pub place: Place,
    /// The points a platform visits after where it is drawn, top-left
    /// corners, cells.
    pub path: Vec<Vec2>,
    /// Speed, cells/s: a platform's along its path, a monster's walk
    /// (the sign is its first way).
    pub speed: Option<f64>,
    /// Seconds a platform waits at each point of its path.
    pub pause: Option<f64>,
    /// A platform goes on from its last point to where it was drawn,
    /// instead of back along its path.
    pub looped: bool,
}

type Problem = (Option<Place>, LevelErrorKind);

/// The target and the cell's text of a header key such as `platform 3,8`.
pub(super) fn target(key: &str) -> Option<(Target, &str)> {
    let (word, cell) = key.split_once(' ')?;
    let target = match word {
        "platform" => Target::Platform,
        "monster" => Target::Monster,
        _ => return None,
    };
    Some((target, cell.trim()))
}

/// Reads the line `key: value` about `target` at `cell`; `line` and the
/// columns place its errors.
pub(super) fn parse(
    target: Target,
    cell: &str,
    value: &str,
    line: usize,
    key_col: usize,
    value_col: usize,
) -> Result<ObjectLine, Problem> {
    let problem =
        |col: usize, message: String| (Some(Place { line, col }), LevelErrorKind::ObjectLine { message });
    let place = Place { line, col: key_col };
    let cell = parse_cell(cell).ok_or_else(|| {
        problem(
            key_col,
            format!("expected `{} x,y` (its cell, from 0,0), not `{} {cell}`", target.name(), target.name()),
        )
    })?;
    let mut object =
        ObjectLine { target, cell, place, path: Vec::new(), speed: None, pause: None, looped: false };
    let mut col = value_col;
    for part in value.split(';') {
        let at = col + (part.len() - part.trim_start().len());
        col += part.chars().count() + 1;
        let part = part.trim();
        let (option, rest) = part.split_once(' ').map_or((part, ""), |(o, r)| (o, r.trim()));
        let number = |what: &str| {
            rest.parse::<f64>()
                .ok()
                .filter(|v| v.is_finite())
                .ok_or_else(|| problem(at, format!("`{option}` takes a number ({what}), not `{rest}`")))
        };
        match (target, option) {
            (_, "speed") => {
                let speed = number("cells a second")?;
                let fits = match target {
                    Target::Platform => speed > 0.0,
                    Target::Monster => speed != 0.0,
                };
                if !fits {
                    let rule = if target == Target::Platform {
                        "more than 0"
                    } else {
                        "not 0 (its sign is its first way)"
                    };
                    return Err(problem(at, format!("a {}'s speed is {rule}, not {rest}", target.name())));
                }
                object.speed = Some(speed);
            }
            (Target::Platform, "pause") => {
                let pause = number("seconds")?;
                if pause < 0.0 {
                    return Err(problem(at, format!("a pause is 0 seconds or more, not {rest}")));
                }
                object.pause = Some(pause);
            }
            (Target::Platform, "loop") if rest.is_empty() => object.looped = true,
            (Target::Platform, "path") => {
                for item in rest.split_whitespace() {
                    let point = parse_cell(item).ok_or_else(|| {
                        problem(at, format!("a path is cells as `x,y` separated by spaces, not `{item}`"))
                    })?;
                    object.path.push(Vec2::new(point.0 as f64, point.1 as f64));
                }
                if object.path.is_empty() {
                    return Err(problem(at, "a path needs at least one cell `x,y` to go to".to_string()));
                }
            }
            _ => {
                let options = match target {
                    Target::Platform => "`path x,y x,y...`, `speed V`, `pause S` or `loop`",
                    Target::Monster => "`speed V`",
                };
                return Err(problem(
                    at,
                    format!("a {} takes {options}, separated by `;`; not `{part}`", target.name()),
                ));
            }
        }
    }
    Ok(object)
}

/// The platform drawn as `run`, moving as `line` says: from where it is
/// drawn through the line's path, at its speed (else [`PLATFORM_SPEED`]),
/// waiting its pause (else [`PLATFORM_PAUSE`]) at every point, back along
/// the path or round it. `width` and `height` (the level's) bound where it
/// may go.
pub(super) fn platform(
    run: Run,
    line: &ObjectLine,
    one_way: bool,
    width: u32,
    height: u32,
) -> Result<Platform, Problem> {
    let size = Vec2::new((run.x1 - run.x0) as f64, 1.0);
    let start = Vec2::new(run.x0 as f64, run.y as f64);
    if let Some(out) = line.path.iter().find(|p| p.x + size.x > width as f64 || p.y + 1.0 > height as f64) {
        let message = format!(
            "the platform, {} cells wide, would leave the plan at {},{} (the plan is {width} by {height} cells)",
            size.x, out.x, out.y
        );
        return Err((Some(line.place), LevelErrorKind::ObjectLine { message }));
    }
    let speed = line.speed.unwrap_or(PLATFORM_SPEED);
    let pause = line.pause.unwrap_or(PLATFORM_PAUSE);
    let mut path = Path::looped(&[&[start][..], &line.path].concat(), speed);
    for point in &mut path.waypoints {
        point.pause = pause;
    }
    if !line.looped {
        path.mode = PathMode::PingPong;
    }
    let platform = Platform::new(size, path);
    Ok(if one_way { platform.one_way() } else { platform })
}

/// A platform on its own way, with the speed and pause of `line` (when it
/// gives them) instead of the defaults: the speed on every stretch, the
/// pause wherever it waited.
pub(super) fn retime(platform: &mut Platform, line: &ObjectLine) {
    for point in &mut platform.path.waypoints {
        point.speed = line.speed.unwrap_or(point.speed);
        if point.pause > 0.0 {
            point.pause = line.pause.unwrap_or(point.pause);
        }
    }
    if line.looped {
        platform.path.mode = PathMode::Loop;
    }
}

/// The error for a line whose cell holds no such object.
pub(super) fn nothing_there(line: &ObjectLine) -> Problem {
    let (x, y) = line.cell;
    let message = match line.target {
        Target::Platform => {
            format!("no moving platform starts at {x},{y}: name the first cell of a run of `>` or `^`")
        }
        Target::Monster => format!("no monster `M` at {x},{y}"),
    };
    (Some(line.place), LevelErrorKind::ObjectLine { message })
}
