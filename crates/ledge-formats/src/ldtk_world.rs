//! An LDtk world played whole: the levels of a world laid out in space
//! (`Free` or `GridVania`) that touch the player's level, directly or
//! through one another, become one Ledge level, each of them a room.
//!
//! - The player's level is the first level, in the project's order, that
//!   has a player; the first level when none has. Its player is the one
//!   start; the players of the other rooms are left out, with a note.
//! - Two levels touch when they share a side, or part of one (a corner
//!   alone is no way through), and lie at the same depth of the same world.
//! - Each level's cells are placed at its `worldX`/`worldY`, in cells of the
//!   player's level's grid; cells outside every level are walls. The
//!   level's name and properties are the player's level's.
//! - Levels of a joined world that overlap, lie on another grid, or lie off
//!   the grid are refused, each message naming the level.
//!
//! Other levels, and every level of a world laid out in a line (LDtk places
//! those levels apart, at no position of their own), stay levels of their
//! own, as does any level named alone (`project.ldtk#Level`).

use ledge_engine::Tile;
use ledge_game::Room;

use crate::conventions::ActorKind;
use crate::error::{ErrorKind, FormatError, Location};
use crate::mapping::Mapping;
use crate::raw_map::{actor, check_size, RawMap};
use crate::thing::{Thing, Value};

/// Where a level lies in its project's worlds.
pub(crate) struct Placement {
    /// Its world, numbered in the project's order.
    pub world: usize,
    /// Whether its world is laid out in space (`Free`, `GridVania`).
    pub laid_out: bool,
    /// Its depth in the world (`worldDepth`).
    pub depth: i64,
    /// Its left, top, width and height, world pixels (wide enough that no
    /// sum of a file's numbers overflows).
    pub rect: [i128; 4],
}

impl Placement {
    /// How far the two rectangles share columns and rows, pixels: negative
    /// when they are apart.
    fn shared(&self, other: &Placement) -> (i128, i128) {
        let [x, y, w, h] = self.rect;
        let [ox, oy, ow, oh] = other.rect;
        ((x + w).min(ox + ow) - x.max(ox), (y + h).min(oy + oh) - y.max(oy))
    }

    /// Whether `other` is in the same layer of the same world and touches
    /// this level along a side (or overlaps it).
    fn joins(&self, other: &Placement) -> bool {
        let (across, down) = self.shared(other);
        self.world == other.world
            && self.depth == other.depth
            && other.laid_out
            && across >= 0
            && down >= 0
            && (across > 0 || down > 0)
    }

    /// Whether the two levels share cells.
    fn overlaps(&self, other: &Placement) -> bool {
        let (across, down) = self.shared(other);
        across > 0 && down > 0
    }
}

/// The levels of a project (`raw_maps`, placed as `places` say, in the
/// project's order), with those joined to the player's level made one,
/// first; the others follow in order.
pub(crate) fn join(
    file: &str,
    places: &[Placement],
    raw_maps: Vec<RawMap>,
    mapping: &Mapping,
) -> Result<Vec<RawMap>, FormatError> {
    let start = raw_maps.iter().position(|map| map.has_player(mapping)).unwrap_or(0);
    let group = joined(places, start);
    if group.len() < 2 {
        return Ok(raw_maps);
    }
    check(file, places, &raw_maps, &group, start)?;
    let (mut members, mut rest) = (Vec::with_capacity(group.len()), Vec::new());
    for (i, map) in raw_maps.into_iter().enumerate() {
        match group.binary_search(&i) {
            Ok(_) => members.push((i, map)),
            Err(_) => rest.push(map),
        }
    }
    rest.insert(0, whole(file, places, members, start, mapping)?);
    Ok(rest)
}

/// The levels joined to level `start`, in the project's order: itself
/// alone when its world is not laid out in space.
fn joined(places: &[Placement], start: usize) -> Vec<usize> {
    let mut group = vec![start];
    if !places[start].laid_out {
        return group;
    }
    let mut seen = vec![false; places.len()];
    seen[start] = true;
    let mut next = 0;
    while let Some(&at) = group.get(next) {
        next += 1;
        for (i, place) in places.iter().enumerate() {
            if !seen[i] && places[at].joins(place) {
                seen[i] = true;
                group.push(i);
            }
        }
    }
    group.sort_unstable();
    group
}

/// Refuses a joined world whose levels do not fit together on one grid.
fn check(
    file: &str,
    places: &[Placement],
    raw_maps: &[RawMap],
    group: &[usize],
    start: usize,
) -> Result<(), FormatError> {
    let grid = raw_maps[start].cell.0;
    let refuse = |i: usize, kind: ErrorKind| {
        let place = Location::Part(format!("level {:?}", raw_maps[i].name));
        FormatError::new(file, kind).at(place)
    };
    let alone = |i: usize| format!("`{file}#{}`", raw_maps[i].name);
    for (n, &i) in group.iter().enumerate() {
        let map = &raw_maps[i];
        if map.cell != raw_maps[start].cell {
            let message = format!(
                "the level is on a grid of {} pixels, but level {:?}, where the player starts, is on one of \
                 {grid}, and the two touch in the world; Ledge plays a world whole on one grid: put its levels \
                 on one grid in LDtk, or play this level alone ({})",
                map.cell.0,
                raw_maps[start].name,
                alone(i)
            );
            return Err(refuse(i, ErrorKind::Unsupported(message)));
        }
        if places[i].rect.iter().any(|&px| px % grid as i128 != 0) {
            let [x, y, w, h] = places[i].rect;
            let message = format!(
                "the level lies at ({x}, {y}) pixels in the world and measures {w}x{h}, which are not whole \
                 cells of the world's grid of {grid} pixels; snap it to the grid in LDtk's world view, or play \
                 it alone ({})",
                alone(i)
            );
            return Err(refuse(i, ErrorKind::Invalid(message)));
        }
        if let Some(&other) = group[..n].iter().find(|&&other| places[other].overlaps(&places[i])) {
            let corners = |p: &Placement| {
                let [x, y, w, h] = p.rect;
                format!("({x}, {y}) to ({}, {})", x + w, y + h)
            };
            let message = format!(
                "levels {:?} and {:?} overlap in the world: {:?} covers the pixels {} and {:?} {}; the levels \
                 of a world played whole lie side by side: move one in LDtk's world view, or play one alone \
                 ({})",
                raw_maps[other].name,
                map.name,
                raw_maps[other].name,
                corners(&places[other]),
                map.name,
                corners(&places[i]),
                alone(other)
            );
            return Err(refuse(i, ErrorKind::Invalid(message)));
        }
    }
    Ok(())
}

/// The one level of the joined `members` (each with its number), checked by
/// [`check`]: their cells placed in one plan, walls between, each a room.
fn whole(
    file: &str,
    places: &[Placement],
    members: Vec<(usize, RawMap)>,
    start: usize,
    mapping: &Mapping,
) -> Result<RawMap, FormatError> {
    let rects = || members.iter().map(|&(i, _)| places[i].rect);
    let left = rects().map(|[x, ..]| x).min().unwrap_or_default();
    let top = rects().map(|[_, y, ..]| y).min().unwrap_or_default();
    let right = rects().map(|[x, _, w, _]| x + w).max().unwrap_or_default();
    let bottom = rects().map(|[_, y, _, h]| y + h).max().unwrap_or_default();
    let grid = members.iter().find(|&&(i, _)| i == start).map_or(16, |(_, map)| map.cell.0 as i128);
    let cells = |px: i128| u64::try_from(px / grid).unwrap_or(u64::MAX);
    let (width, height) = (cells(right - left), cells(bottom - top));
    check_size(file, width, height)?;
    let mut tiles = vec![Tile::Solid; (width * height) as usize];
    let (mut rooms, mut things, mut layers) = (Vec::new(), Vec::new(), Vec::new());
    let first =
        members.iter().find(|&&(i, _)| i == start).map(|(_, map)| map.name.clone()).unwrap_or_default();
    let mut left_out = Vec::new();
    let mut base = None;
    for (i, map) in members {
        let [x, y, ..] = places[i].rect;
        let (dx, dy) = (x - left, y - top);
        let room = Room { x: cells(dx) as u32, y: cells(dy) as u32, width: map.size.0, height: map.size.1 };
        for (row, line) in map.tiles.chunks(room.width as usize).enumerate() {
            let at = (room.y as usize + row) * width as usize + room.x as usize;
            tiles[at..at + line.len()].copy_from_slice(line);
        }
        rooms.push(room);
        let players: Vec<bool> = map
            .things
            .iter()
            .map(|t| i != start && actor(t, &map.things, mapping) == ActorKind::Player)
            .collect();
        if players.contains(&true) {
            left_out.push(format!(
                "level {:?}: its player is left out: the world plays from the player of level {first:?}, the \
                 first in the project's order; `{file}#{}` plays that level alone",
                map.name, map.name
            ));
        }
        left_out.extend(map.left_out);
        let kept = map.things.into_iter().zip(players).filter(|(_, player)| !player);
        things.extend(kept.map(|(thing, _)| moved(thing, (dx as f64, dy as f64), &map.name)));
        for reading in map.layers {
            if !layers.iter().any(|r: &crate::tiled_map::LayerReading| r.layer == reading.layer) {
                layers.push(reading);
            }
        }
        if i == start {
            base = Some((map.name, map.props, map.physics, map.platform_speed, map.cell));
        }
    }
    let (name, props, physics, platform_speed, cell) =
        base.ok_or_else(|| FormatError::new(file, ErrorKind::Invalid("the world has no levels".into())))?;
    Ok(RawMap {
        file: file.to_string(),
        name,
        size: (width as u32, height as u32),
        cell,
        tiles,
        things,
        props,
        physics,
        platform_speed,
        part: Location::File,
        layers,
        rooms,
        left_out,
    })
}

/// `thing` of level `level`, moved by `(dx, dy)` pixels into the world,
/// with its points, and labelled with its level for messages.
fn moved(mut thing: Thing, (dx, dy): (f64, f64), level: &str) -> Thing {
    let shift = |points: &mut Vec<(f64, f64)>| points.iter_mut().for_each(|p| *p = (p.0 + dx, p.1 + dy));
    thing.rect[0] += dx;
    thing.rect[1] += dy;
    shift(&mut thing.points);
    for value in thing.props.values_mut() {
        if let Value::Points(points) = value {
            shift(points);
        }
    }
    thing.label = format!("{} in level {level:?}", thing.label);
    thing
}
