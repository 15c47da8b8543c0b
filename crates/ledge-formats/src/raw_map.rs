//! A level as an editor drew it, in the editor's pixels, and how it
//! becomes a [`Level`]: the readers fill a [`RawMap`], [`RawMap::finish`]
//! places the actors by the conventions and the mapping file.

use ledge_engine::{Feature, Grid, Outside, Path, Platform, Preset, PresetKind, Tile, Vec2};
use ledge_game::{
    ElementKind, Level, Object, Room, Settings, Spawn, SpawnKind, MAX_CELLS, MAX_SIDE, PLATFORM_SPEED,
};

use crate::conventions::{actor_kind, normalize, ActorKind};
use crate::error::{ErrorKind, FormatError, Location};
use crate::mapping::{outside_help, outside_named, LayerRule, Mapping};
use crate::object_tiles;
use crate::speed::{speed, SpeedUnit};
use crate::thing::{Props, Thing, Value};
use crate::tiled_map::{layers_note, LayerReading};

/// Walking speed of monsters and lava that give none, cells/s (as the
/// text legend's `M` and `=`). With the `tiny` preset, monsters default to
/// seed 000's `MAXDX` instead.
pub const DEFAULT_SPEED: f64 = 2.0;

/// A level as read from an editor's file, before the conventions apply.
#[derive(Clone, Debug)]
pub struct RawMap {
    /// The file, for messages.
    pub file: String,
    /// The level's name.
    pub name: String,
    /// Width and height, cells.
    pub size: (u32, u32),
    /// Pixels per cell, across and down.
    pub cell: (f64, f64),
    /// The tiles, row by row.
    pub tiles: Vec<Tile>,
    /// The objects or entities, in file order.
    pub things: Vec<Thing>,
    /// The map's or level's own properties: `physics`, `outside`, `name`,
    /// `author`, `hint`.
    pub props: Props,
    /// The physics when neither the mapping nor the level names one.
    pub physics: fn() -> Preset,
    /// The unit of moving platforms' `speed` (monsters' and lava's are in
    /// cells per second in every format).
    pub platform_speed: SpeedUnit,
    /// Where the level is in its file (an LDtk project's level), for
    /// messages about the level as a whole.
    pub part: Location,
    /// How each tile layer was read: as walls or as decoration (Tiled).
    pub layers: Vec<LayerReading>,
    /// The rooms the camera frames (an LDtk world played whole: its
    /// levels), cells.
    pub rooms: Vec<Room>,
    /// What reading the file left out that a designer may miss (the
    /// players of an LDtk world's other rooms), first among [`RawMap::notes`].
    pub left_out: Vec<String>,
}

/// Whether some of `things` are walls (collision rectangles or polygons)
/// by the mapping file or the conventions. A point or a line named `Wall`
/// covers nothing, and makes no map one whose walls are objects.
pub(crate) fn walls_drawn_as_objects(things: &[Thing], mapping: &Mapping) -> bool {
    let covers = |thing: &Thing| {
        let [_, _, w, h] = thing.rect;
        (w > 0.0 && h > 0.0) || thing.points.len() >= 3
    };
    things.iter().any(|thing| covers(thing) && actor(thing, things, mapping) == ActorKind::Solid)
}

/// Refuses a level of `width` by `height` cells that Ledge will not play,
/// before anything of that size is allocated.
pub fn check_size(file: &str, width: u64, height: u64) -> Result<(), FormatError> {
    if width == 0 || height == 0 {
        return Err(FormatError::new(
            file,
            ErrorKind::Invalid(format!("the level is {width}x{height} cells: it has no room")),
        ));
    }
    if width > MAX_SIDE as u64 || height > MAX_SIDE as u64 || width * height > MAX_CELLS as u64 {
        return Err(FormatError::new(
            file,
            ErrorKind::TooLarge { width, height, max_side: MAX_SIDE, max_cells: MAX_CELLS },
        ));
    }
    Ok(())
}

impl RawMap {
    /// The level: the tiles as they are, the actors placed as the mapping
    /// file or the conventions say, the settings from the mapping file or
    /// the level's properties.
    ///
    /// A level with no player object has the player placed at
    /// the default place (see `default_start`) when `default_player` is set, and is
    /// refused when it is not (an LDtk project's room that its other levels
    /// lead to).
    pub fn finish(self, mapping: &Mapping, default_player: bool) -> Result<Level, FormatError> {
        let part = self.part.clone();
        self.level(mapping, default_player).map_err(|mut e| {
            e.place = e.place.within(&part);
            e
        })
    }

    fn level(mut self, mapping: &Mapping, default_player: bool) -> Result<Level, FormatError> {
        let mut tiles = std::mem::take(&mut self.tiles);
        let rooms = std::mem::take(&mut self.rooms);
        let (width, height) = self.size;
        check_size(&self.file, width as u64, height as u64)?;
        let invalid = |what: String| FormatError::new(&self.file, ErrorKind::Invalid(what));
        let physics = match (mapping.physics, self.props.get("physics").and_then(Value::text)) {
            (Some(preset), _) => preset,
            (None, Some(name)) => Preset::by_name(name).ok_or_else(|| {
                invalid(format!(
                    "unknown physics `{name}` in the level's properties; presets are {}",
                    Preset::NAMES.join(", ")
                ))
            })?,
            (None, None) => (self.physics)(),
        };
        let outside = match (mapping.outside, self.props.get("outside").and_then(Value::text)) {
            (Some(outside), _) => outside,
            (None, Some(value)) => outside_named(value).ok_or_else(|| invalid(outside_help(value)))?,
            (None, None) => Outside::Solid,
        };
        let mut spawns = Vec::new();
        let mut platforms = Vec::new();
        let mut checkpoints = Vec::new();
        let mut elements = Vec::new();
        let mut first_player: Option<&Thing> = None;
        let players_on_map = self.has_player_on_map(mapping);
        for thing in &self.things {
            let place =
                || Location::Object { layer: thing.layer.clone(), object: thing.whereabouts(self.cell) };
            let kind = match actor(thing, &self.things, mapping) {
                ActorKind::Ignore => continue,
                ActorKind::Player => {
                    // A stray start off the map, beside one on it, is left
                    // out as other actors off the map are (see `notes`); the
                    // same start drawn twice is one start.
                    if !self.on_map(thing) && players_on_map {
                        continue;
                    }
                    if first_player.is_some_and(|first| self.cell_of(first.rect) == self.cell_of(thing.rect))
                    {
                        continue;
                    }
                    if let Some(first) = first_player {
                        let first =
                            format!("object {} in layer {:?}", first.whereabouts(self.cell), first.layer);
                        let (place, why) = (place(), self.why_player(thing, mapping).into());
                        return Err(
                            FormatError::new(&self.file, ErrorKind::SecondPlayer { first, why }).at(place)
                        );
                    }
                    if !self.on_map(thing) {
                        let message = format!(
                            "the player lies outside the level's {width}x{height} cells; move it onto the map"
                        );
                        return Err(invalid(message).at(place()));
                    }
                    first_player = Some(thing);
                    SpawnKind::Player
                }
                ActorKind::Spawns(mechanic) => {
                    let Some(import) = mechanic.import else { continue };
                    let walk_speed = if physics.kind == PresetKind::Tiny {
                        physics.motion.max_speed.x
                    } else {
                        DEFAULT_SPEED
                    };
                    let object = Object {
                        speed: &|default| speed(thing, default, SpeedUnit::CellsPerSecond),
                        heading: heading(thing),
                        flag: &|key| thing.props.get(key).is_some_and(Value::truth),
                        default_speed: DEFAULT_SPEED,
                        walk_speed,
                    };
                    (import.spawn)(&object).map_err(|e| invalid(e).at(place()))?
                }
                ActorKind::Checkpoint => {
                    if self.on_map(thing) {
                        let at = self.cell_of(thing.rect);
                        let cell = ((at.x + 0.5).floor() as u32, (at.y + 0.5).floor() as u32);
                        checkpoints.push(cell);
                    }
                    continue;
                }
                ActorKind::Element(kind) => {
                    // An element off the map is left out, as other objects are.
                    let at = self.cell_of(thing.rect);
                    let (x, y) = ((at.x + 0.5).floor(), (at.y + 0.5).floor());
                    let (width, height) = self.size;
                    if x >= 0.0 && y >= 0.0 && x < width as f64 && y < height as f64 {
                        elements.push(ledge_game::Placed { kind, cell: (x as u32, y as u32) });
                    }
                    continue;
                }
                ActorKind::Solid => {
                    self.fill(&mut tiles, thing, Tile::Solid);
                    continue;
                }
                ActorKind::Platform if still(thing) => {
                    let oneway = thing.props.get("oneway").is_none_or(Value::truth);
                    self.fill(&mut tiles, thing, if oneway { Tile::OneWay } else { Tile::Solid });
                    continue;
                }
                ActorKind::Platform => {
                    physics.supports(Feature::Platforms).map_err(|e| invalid(e.to_string()).at(place()))?;
                    platforms.push(self.platform(thing).map_err(|e| invalid(e).at(place()))?);
                    continue;
                }
            };
            // Left out, with a note (see `notes`): Tiled places objects
            // anywhere, and games keep spare ones off the map.
            if self.on_map(thing) {
                spawns.push(Spawn { kind, at: self.cell_of(thing.rect) });
            }
        }
        if first_player.is_none() {
            if !default_player {
                return Err(FormatError::new(&self.file, ErrorKind::NoPlayer(self.no_player_help())));
            }
            let (x, y) = default_start(&tiles, self.size);
            spawns.insert(0, Spawn { kind: SpawnKind::Player, at: Vec2::new(x as f64, y as f64) });
        }
        let mut grid = Grid::from_tiles(width, height, tiles)
            .ok_or_else(|| invalid(format!("the level's tiles do not fill its {width}x{height} cells")))?;
        grid.set_outside(outside);
        let text = |key: &str| self.props.get(key).and_then(Value::text).map(str::to_string);
        let top_down = match text("gravity").as_deref() {
            None | Some("on") => false,
            Some("off") => {
                physics.supports(ledge_engine::Feature::TopDown).map_err(|e| invalid(format!("the map's `gravity` is `off`: {e}")))?;
                true
            }
            Some(other) => {
                return Err(invalid(format!(
                    "the map's `gravity` property is `on` (the default) or `off` (a top-down level), not `{other}`"
                )))
            }
        };
        for (key, wall) in [("wall-edges", true), ("ceiling-edges", false)] {
            // Property names are compared in lowercase letters and digits.
            let Some(list) = text(&crate::conventions::normalize(key)) else { continue };
            let cells = ledge_game::cell_list(&list).map_err(|(_, item)| {
                invalid(format!("the map's `{key}` lists cells as `x,y` (from 0,0 at the top-left) separated by spaces, not `{item}`"))
            })?;
            for (_, (x, y)) in cells {
                if x >= width || y >= height {
                    return Err(invalid(format!(
                        "the map's `{key}` names the cell {x},{y}, outside its {width}x{height} cells"
                    )));
                }
                if wall {
                    grid.set_wall(x, y, true);
                } else {
                    grid.set_ceiling(x, y, true);
                }
            }
        }
        let settings = Settings {
            physics: Some(physics),
            top_down,
            author: text("author"),
            hint: text("hint"),
            seed: Level::seed_of(width, height, &spawns),
            rooms,
            ..Settings::default()
        };
        Ok(Level {
            name: text("name").unwrap_or(self.name),
            width,
            height,
            grid,
            spawns,
            platforms,
            checkpoints,
            elements,
            settings,
        })
    }

    /// What the level leaves out that a designer may have meant to play
    /// with, each with what to do: tile objects that place nothing (a
    /// floor drawn as objects is no floor), actors outside the map; and
    /// which tile layers were read as walls and which as decoration.
    pub fn notes(&self, mapping: &Mapping) -> Vec<String> {
        let mut notes = self.left_out.clone();
        notes.extend(layers_note(&self.layers));
        if !self.has_player(mapping) {
            let (x, y) = default_start(&self.tiles, self.size);
            notes.push(format!(
                "the level has no player object, so the player starts at cell ({x}, {y}), on the first ground \
                 from the left; {}",
                self.no_player_help()
            ));
        }
        let mut by_layer: Vec<(&str, usize)> = Vec::new();
        for thing in
            self.things.iter().filter(|t| t.tile && actor(t, &self.things, mapping) == ActorKind::Ignore)
        {
            match by_layer.iter_mut().find(|(layer, _)| *layer == thing.layer) {
                Some((_, count)) => *count += 1,
                None => by_layer.push((&thing.layer, 1)),
            }
        }
        if !by_layer.is_empty() {
            let layers: Vec<String> =
                by_layer.iter().map(|(layer, count)| format!("{count} in layer {layer:?}")).collect();
            notes.push(format!(
                "tile objects left out ({}): objects place actors only, so tiles drawn as objects are \
                 neither walls nor floor; draw walls and floors in a tile layer (Tiled's Insert Tile places \
                 objects), or name or type the objects as actors",
                layers.join(", ")
            ));
        }
        if let Some(note) = self.no_walls(mapping) {
            notes.push(note);
        }
        let off_map: Vec<&Thing> = self
            .things
            .iter()
            .filter(|t| {
                !matches!(
                    actor(t, &self.things, mapping),
                    ActorKind::Ignore | ActorKind::Solid | ActorKind::Platform | ActorKind::Player
                ) || (actor(t, &self.things, mapping) == ActorKind::Player && self.has_player_on_map(mapping))
            })
            .filter(|t| !self.on_map(t))
            .collect();
        if let Some(first) = off_map.first() {
            let (width, height) = self.size;
            notes.push(format!(
                "{} object(s) outside the level's {width}x{height} cells left out, the first {} in layer {:?}; \
                 move them onto the map if they are meant to play",
                off_map.len(),
                first.whereabouts(self.cell),
                first.layer
            ));
        }
        notes
    }

    /// The note for a level with no walls at all, when it has one: a map
    /// whose ground is drawn as objects that say nothing of what they are
    /// would play as empty space.
    fn no_walls(&self, mapping: &Mapping) -> Option<String> {
        let walls = |kind: ActorKind| matches!(kind, ActorKind::Solid | ActorKind::Platform);
        if self.tiles.iter().any(|&t| t != Tile::Empty)
            || self.things.iter().any(|t| walls(actor(t, &self.things, mapping)))
        {
            return None;
        }
        let mut silent: Vec<&str> = Vec::new();
        for thing in
            self.things.iter().filter(|t| !t.tile && actor(t, &self.things, mapping) == ActorKind::Ignore)
        {
            if !silent.contains(&thing.layer.as_str()) {
                silent.push(&thing.layer);
            }
        }
        let layers: Vec<String> = silent.iter().map(|l| format!("{l:?}")).collect();
        let example = silent.first().map_or("Ground", |l| l);
        Some(format!(
            "the level has no walls or floor at all{}; if its ground is drawn as objects, name or type them \
             `solid`, or map their layer in a mapping file ([objects] {example:?} = \"solid\")",
            match layers.is_empty() {
                true => String::new(),
                false => format!(": the objects of {} place nothing", layers.join(", ")),
            }
        ))
    }

    /// Whether an object or entity of the level is the player.
    pub fn has_player(&self, mapping: &Mapping) -> bool {
        self.things.iter().any(|t| actor(t, &self.things, mapping) == ActorKind::Player)
    }

    /// Whether an object or entity of the level on the map is the player.
    fn has_player_on_map(&self, mapping: &Mapping) -> bool {
        self.things.iter().any(|t| self.on_map(t) && actor(t, &self.things, mapping) == ActorKind::Player)
    }

    /// Whether the middle of the cell `thing` lands on lies on the map.
    fn on_map(&self, thing: &Thing) -> bool {
        let at = self.cell_of(thing.rect);
        let (cx, cy) = (at.x + 0.5, at.y + 0.5);
        let (width, height) = self.size;
        cx >= 0.0 && cy >= 0.0 && cx <= width as f64 && cy <= height as f64
    }

    /// Why `thing` counts as a player: the name by which the mapping file
    /// or the conventions read it so.
    fn why_player(&self, thing: &Thing, mapping: &Mapping) -> String {
        let names = || thing.names.iter().filter(|n| !n.is_empty());
        if let Some(name) = names().find(|n| mapping.object(n) == Some(ActorKind::Player)) {
            return format!("the mapping file maps its name or type `{name}` to the player");
        }
        match names().find(|n| actor_kind(n) == Some(ActorKind::Player)) {
            Some(name) => format!("its name or type `{name}` is one of the player's"),
            None => format!("it lies in the layer {:?}, which places the player", thing.layer),
        }
    }

    /// Makes the cells `thing` covers of kind `tile`: walls drawn as objects
    /// override the tiles there; a still platform drawn over tiles keeps
    /// them as they are (a designer who draws the ground and a platform
    /// object over it for the game's code means the ground).
    fn fill(&self, tiles: &mut [Tile], thing: &Thing, tile: Tile) {
        for (x, y) in object_tiles::covered(thing, self.size, self.cell) {
            let at = y as usize * self.size.0 as usize + x as usize;
            if let Some(cell) = tiles.get_mut(at).filter(|cell| tile == Tile::Solid || **cell == Tile::Empty)
            {
                *cell = tile;
            }
        }
    }

    /// The cell-sized box with the same bottom middle as the editor's box
    /// `[left, top, width, height]` (pixels): its top-left, cells. A box
    /// one cell square lands exactly where it was drawn.
    fn cell_of(&self, [x, y, w, h]: [f64; 4]) -> Vec2 {
        let (cw, ch) = self.cell;
        Vec2::new((x + (w - cw) / 2.0) / cw, (y + h - ch) / ch)
    }

    /// A moving platform: the box drawn, starting where it is drawn and
    /// going round the points of its `path` (an LDtk list of points, or a
    /// Tiled polyline object it refers to), or to `distance` cells in its
    /// `direction` and back; at `speed` (in the format's
    /// [`RawMap::platform_speed`] unit), waiting `pause` seconds at each
    /// point; round its points, or back along them when `loop` is false;
    /// `oneway` when it can be jumped through.
    fn platform(&self, thing: &Thing) -> Result<Platform, String> {
        let (cw, ch) = self.cell;
        let [x, y, w, h] = thing.rect;
        if !(w > 0.0 && h > 0.0 && w.is_finite() && h.is_finite()) {
            return Err("a moving platform needs a size: draw it as a rectangle".into());
        }
        let start = Vec2::new(x / cw, y / ch);
        let cells = |points: &[(f64, f64)]| {
            points.iter().map(|&(px, py)| Vec2::new(px / cw, py / ch)).collect::<Vec<_>>()
        };
        let mut points = vec![start];
        match path(thing) {
            Some(Value::Points(path)) => points.extend(cells(path)),
            Some(reference) => {
                let id = reference.number().map(|n| n as u64);
                let line = self.things.iter().find(|t| t.id.is_some() && t.id == id && !t.points.is_empty());
                let line = line.ok_or("its `path` must refer to a polyline object of the map")?;
                points.extend(cells(&line.points));
            }
            None => {
                let distance = thing.props.get("distance").and_then(Value::number).unwrap_or(0.0);
                if !(distance.is_finite() && distance > 0.0 && distance <= MAX_SIDE as f64) {
                    return Err("a moving platform needs a `path` or a `distance` (cells) to travel".into());
                }
                let to = heading(thing);
                points.push(Vec2::new(start.x + to.x * distance, start.y + to.y * distance));
            }
        }
        points.dedup();
        if points.len() < 2 || points.iter().any(|p| !(p.x.is_finite() && p.y.is_finite())) {
            return Err("a moving platform's path must lead somewhere".into());
        }
        let speed = speed(thing, PLATFORM_SPEED, self.platform_speed)?;
        let pause = match thing.props.get("pause") {
            None => 0.0,
            Some(value) => value
                .number()
                .filter(|p| p.is_finite() && (0.0..=3600.0).contains(p))
                .ok_or("a moving platform's `pause` is seconds to wait at each point, from 0 to 3600")?,
        };
        let mut path = Path::looped(&points, speed);
        for point in &mut path.waypoints {
            point.pause = pause;
        }
        if !thing.props.get("loop").is_none_or(Value::truth) {
            path.mode = ledge_engine::PathMode::PingPong;
        }
        let platform = Platform::new(Vec2::new(w / cw, h / ch), path);
        Ok(if thing.props.get("oneway").is_some_and(Value::truth) { platform.one_way() } else { platform })
    }

    /// Why there is no player, and what to do, naming what the level does hold.
    fn no_player_help(&self) -> String {
        let mut names: Vec<String> =
            self.things.iter().filter_map(Thing::known_as).map(|n| format!("`{n}`")).collect();
        names.sort_unstable();
        names.dedup();
        let nameless: Vec<&Thing> = self.things.iter().filter(|t| t.known_as().is_none()).collect();
        for thing in nameless.iter().take(NAMELESS_SHOWN) {
            names.push(format!("an object with no name or type, {}", thing.whereabouts(self.cell)));
        }
        if nameless.len() > NAMELESS_SHOWN {
            names.push(format!("{} more with no name or type", nameless.len() - NAMELESS_SHOWN));
        }
        let holds = if names.is_empty() {
            "it holds no objects or entities at all".to_string()
        } else {
            format!("it holds {}", names.join(", "))
        };
        format!(
            "{holds}; add an object or entity named or typed `player` where the player starts, \
             or map one in a mapping file ([objects] YourName = \"player\")"
        )
    }
}

/// What `thing` places, among `things` (its level's): nothing when the
/// mapping file leaves its layer out, else what its names say (see
/// [`named`]), else its layer's name, by the mapping file, then the
/// conventions (an object layer `Coins`, `Collision`: designers often keep
/// one layer for each kind of thing; a tile object in a layer of walls is a
/// picture; a layer `Spawn` places the player only where no object is
/// named one, as it may hold the exit too), else nothing.
pub(crate) fn actor(thing: &Thing, things: &[Thing], mapping: &Mapping) -> ActorKind {
    if mapping.layer(&thing.layer) == Some(LayerRule::Ignore) {
        return ActorKind::Ignore;
    }
    let by_layer = || {
        let kind = mapping.object(&thing.layer).or_else(|| actor_kind(&thing.layer))?;
        let named_player = || things.iter().any(|t| named(t, mapping) == Some(ActorKind::Player));
        match kind {
            ActorKind::Solid if thing.tile => None,
            ActorKind::Player if named_player() => None,
            kind => Some(kind),
        }
    };
    match named(thing, mapping).or_else(by_layer).unwrap_or(ActorKind::Ignore) {
        ActorKind::Checkpoint if flag_as_exit(thing, things, mapping) => {
            ActorKind::Element(ElementKind::Exit)
        }
        kind => kind,
    }
}

/// Whether `thing`, a checkpoint by its layer's name, is the flag that
/// ends the level: its layer is `Flag` (as a family of Love2D games marks
/// the goal), its own names say nothing, the mapping file does not name the
/// layer, and nothing in the level is an exit.
fn flag_as_exit(thing: &Thing, things: &[Thing], mapping: &Mapping) -> bool {
    let exit = Some(ActorKind::Element(ElementKind::Exit));
    matches!(normalize(&thing.layer).as_str(), "flag" | "flags")
        && named(thing, mapping).is_none()
        && mapping.object(&thing.layer).is_none()
        && !things.iter().any(|t| named(t, mapping) == exit || actor_kind(&t.layer) == exit)
}

/// What the names of `thing` say it places: the mapping file's word for
/// its first name that it knows, else the conventions' word for its first
/// name that they know.
fn named(thing: &Thing, mapping: &Mapping) -> Option<ActorKind> {
    let mapped = thing.names.iter().filter(|n| !n.is_empty()).find_map(|n| mapping.object(n));
    mapped.or_else(|| thing.names.iter().find_map(|n| actor_kind(n))).or_else(|| by_property(thing))
}

/// What the properties of `thing` say it places, when its names say
/// nothing: a `type` or `kind` property that names an actor, or a property
/// named after one set to true (`player = yes`, `coin = true`); walls
/// excepted, as a property `solid` on an object is seldom about the tiles.
fn by_property(thing: &Thing) -> Option<ActorKind> {
    let typed = ["type", "kind"].iter().filter_map(|key| thing.props.get(*key)?.text()).find_map(actor_kind);
    let set = || {
        let mut set = thing.props.iter().filter(|(_, value)| value.flag() == Some(true));
        set.find_map(|(key, _)| actor_kind(key))
    };
    typed.or_else(set).filter(|kind| !matches!(kind, ActorKind::Solid | ActorKind::Ignore))
}

/// Where the player of a level with no player object starts, a cell: the
/// first empty cell, reading the columns from the left and each column from
/// the top, that stands on ground (a solid, ice, one-way or slope cell);
/// the top-left cell when no cell does.
fn default_start(tiles: &[Tile], (width, height): (u32, u32)) -> (u32, u32) {
    let at = |x: u32, y: u32| tiles.get(y as usize * width as usize + x as usize).copied();
    let ground = |tile: Tile| tile.blocks() || tile == Tile::OneWay;
    (0..width)
        .flat_map(|x| (0..height.saturating_sub(1)).map(move |y| (x, y)))
        .find(|&(x, y)| at(x, y) == Some(Tile::Empty) && at(x, y + 1).is_some_and(ground))
        .unwrap_or((0, 0))
}

/// How many objects with no name or type a level with no player names.
const NAMELESS_SHOWN: usize = 3;

/// Whether the platform `thing` stands still: it has neither a `path` nor
/// a `distance` to travel.
fn still(thing: &Thing) -> bool {
    path(thing).is_none() && !thing.props.contains_key("distance")
}

/// The path of the platform `thing`: its `path` property, else the first
/// of its fields that holds points (an LDtk lift's `arrival`, `destination`).
fn path(thing: &Thing) -> Option<&Value> {
    let points = || thing.props.values().find(|v| matches!(v, Value::Points(p) if !p.is_empty()));
    thing.props.get("path").or_else(points)
}

/// The direction `thing` first moves in, a unit vector: its `direction`
/// property (`left`, `right`, `up`, `down`), else `left = true` or
/// `right = true` (seed 000's monsters), else right.
fn heading(thing: &Thing) -> Vec2 {
    let props = &thing.props;
    let named = props.get("direction").and_then(Value::text).map(normalize);
    match named.as_deref() {
        Some("left") => Vec2::new(-1.0, 0.0),
        Some("up") => Vec2::new(0.0, -1.0),
        Some("down") => Vec2::new(0.0, 1.0),
        Some(_) => Vec2::new(1.0, 0.0),
        None if props.get("left").is_some_and(Value::truth)
            && !props.get("right").is_some_and(Value::truth) =>
        {
            Vec2::new(-1.0, 0.0)
        }
        None => Vec2::new(1.0, 0.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn thing(names: &[&str], rect: [f64; 4], props: &[(&str, Value)]) -> Thing {
        Thing {
            layer: "Objects".into(),
            label: format!("{:?}", names[0]),
            names: names.iter().map(|n| n.to_string()).collect(),
            id: None,
            rect,
            points: Vec::new(),
            tile: false,
            props: props.iter().map(|(k, v)| (k.to_string(), v.clone())).collect(),
        }
    }

    fn raw_map(things: Vec<Thing>) -> RawMap {
        RawMap {
            file: "t.tmx".into(),
            name: "t".into(),
            size: (4, 3),
            cell: (16.0, 16.0),
            tiles: vec![Tile::Empty; 12],
            things,
            props: Props::new(),
            physics: Preset::ledge,
            platform_speed: SpeedUnit::CellsPerSecond,
            part: Location::File,
            layers: Vec::new(),
            rooms: Vec::new(),
            left_out: Vec::new(),
        }
    }

    #[test]
    fn actors_land_with_their_bottom_middle_where_it_was_drawn() {
        let level = raw_map(vec![
            thing(&["player"], [16.0, 16.0, 16.0, 16.0], &[]),
            thing(&["", "Hero coin"], [32.0, 0.0, 8.0, 8.0], &[]),
            thing(
                &["enemy"],
                [0.0, 0.0, 16.0, 32.0],
                &[("direction", Value::Text("Left".into())), ("speed", Value::Text("3".into()))],
            ),
        ]);
        let level = raw_map(level.things).finish(&Mapping::default(), false).unwrap();
        assert_eq!(level.spawns[0], Spawn { kind: SpawnKind::Player, at: Vec2::new(1.0, 1.0) });
        assert_eq!(level.spawns.len(), 2, "a name that is no actor's is ignored");
        assert_eq!(
            level.spawns[1],
            Spawn { kind: SpawnKind::Monster { speed: -3.0 }, at: Vec2::new(0.0, 1.0) }
        );
    }

    #[test]
    fn a_level_needs_exactly_one_player() {
        let none =
            raw_map(vec![thing(&["Chest"], [0.0; 4], &[])]).finish(&Mapping::default(), false).unwrap_err();
        assert!(
            none.to_string().starts_with("t.tmx: the level has no player: it holds `Chest`; add an object"),
            "{none}"
        );
        let p = |x| thing(&["player"], [x, 0.0, 16.0, 16.0], &[]);
        let one = raw_map(vec![p(0.0), p(0.0)]).finish(&Mapping::default(), false);
        assert!(one.is_ok(), "the same start drawn twice is one start");
        let two = raw_map(vec![p(0.0), p(32.0)]).finish(&Mapping::default(), false).unwrap_err();
        assert_eq!(
            two.kind,
            ErrorKind::SecondPlayer {
                first: "object \"player\" (top-left at (0, 0) pixels, cell (0, 0)) in layer \"Objects\""
                    .into(),
                why: "its name or type `player` is one of the player's".into(),
            }
        );
    }

    #[test]
    fn speeds_must_be_numbers_in_range() {
        let bad = thing(&["mob"], [0.0; 4], &[("maxdx", Value::Text("fast".into()))]);
        let error = raw_map(vec![thing(&["player"], [0.0, 0.0, 16.0, 16.0], &[]), bad])
            .finish(&Mapping::default(), false)
            .unwrap_err();
        assert!(
            error.to_string().contains("layer \"Objects\", object \"mob\" (top-left at (0, 0) pixels, cell (0, 0)): `maxdx` is a speed"),
            "{error}"
        );
    }

    #[test]
    fn a_level_whose_ground_is_objects_of_no_known_name_is_said_to_have_no_walls() {
        let mut shape = thing(&[""], [0.0, 32.0, 64.0, 16.0], &[]);
        shape.layer = "shapes".into();
        let map = raw_map(vec![thing(&["player"], [16.0, 16.0, 16.0, 16.0], &[]), shape]);
        assert_eq!(
            map.notes(&Mapping::default()),
            ["the level has no walls or floor at all: the objects of \"shapes\" place nothing; if its ground is \
              drawn as objects, name or type them `solid`, or map their layer in a mapping file ([objects] \
              \"shapes\" = \"solid\")"]
        );
        let mut ground = thing(&[""], [0.0, 32.0, 64.0, 16.0], &[]);
        ground.layer = "geom".into();
        let map = raw_map(vec![thing(&["player"], [16.0, 16.0, 16.0, 16.0], &[]), ground]);
        assert!(map.notes(&Mapping::default()).is_empty(), "a layer `geom` is walls");
        let level = map.finish(&Mapping::default(), false).unwrap();
        assert_eq!(level.grid.tile(0, 2), Tile::Solid);
    }

    #[test]
    fn a_still_platform_drawn_over_ground_tiles_leaves_them_ground() {
        let mut map = raw_map(vec![
            thing(&["player"], [16.0, 0.0, 16.0, 16.0], &[]),
            thing(&["platform"], [0.0, 32.0, 64.0, 16.0], &[]),
        ]);
        map.tiles[8] = Tile::Solid;
        let level = map.finish(&Mapping::default(), false).unwrap();
        assert_eq!((level.grid.tile(0, 2), level.grid.tile(1, 2)), (Tile::Solid, Tile::OneWay));
    }

    #[test]
    fn absurd_sizes_are_refused() {
        assert!(matches!(check_size("t", 5000, 1).unwrap_err().kind, ErrorKind::TooLarge { .. }));
        assert!(matches!(check_size("t", 2000, 2000).unwrap_err().kind, ErrorKind::TooLarge { .. }));
        assert!(check_size("t", 0, 5).unwrap_err().to_string().contains("no room"));
        assert!(check_size("t", 64, 48).is_ok());
    }
}
