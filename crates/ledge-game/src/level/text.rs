//! Text plans: seed 002's level strings, with an optional header.
//!
//! ```text
//! name: First steps        <- optional header: `key: value` lines...
//! physics: ledge
//! ---                      <- ...closed by a line `---`
//! ..........
//! .@....o...               <- the plan: one character per cell
//! ##########
//! ```
//!
//! A header is present when the first line that is not blank holds a `:`
//! (no plan character is a `:`). Blank lines around the plan are ignored
//! (a row of spaces before the plan is blank, as in the book's first level),
//! and so are Windows line endings.

use std::path::Path;

use ledge_engine::{Feature, Grid, Preset, Tile, Vec2};
use ledge_files::{read_capped, ReadError};

use super::header::{header_key, key_names, Edge, HeaderRead};
use super::objects;
use super::sections::is_blank;
use super::{HeaderEntry, Level, LevelError, LevelErrorKind, Place, Sections, Spawn, SpawnKind};
use crate::element::legend::{summary, Legend, CELLS, TABLE};
use crate::element::platform::{self as platforms, Run};
use crate::element::Placed;

/// The largest level file accepted, in bytes (4 MiB). Checked on the file's
/// metadata before anything is read.
pub const MAX_BYTES: u64 = 4 << 20;

/// The largest width or height of a plan, in cells.
pub const MAX_SIDE: usize = 4096;

/// The largest number of cells in a plan (width times height).
pub const MAX_CELLS: usize = 1_000_000;

type Problem = (Option<Place>, LevelErrorKind);

fn at(line: usize, col: usize, kind: LevelErrorKind) -> Problem {
    (Some(Place { line, col }), kind)
}

impl Level {
    /// Loads a text level file. Errors name the file as `path` shows it.
    pub fn load(path: &Path) -> Result<Level, LevelError> {
        let text = Level::read_text(path)?;
        Level::parse(&path.display().to_string(), &text)
    }

    /// The text of a level file, read as [`Level::load`] reads it: up to
    /// [`MAX_BYTES`], refusing binary files and invalid UTF-8 (naming the
    /// byte offset). The editor opens plans this way.
    pub fn read_text(path: &Path) -> Result<String, LevelError> {
        let file = path.display().to_string();
        let bytes = read_capped(path, MAX_BYTES).map_err(|e| {
            let kind = match e {
                ReadError::Io(e) => LevelErrorKind::Io(e.to_string()),
                ReadError::TooBig { size } => LevelErrorKind::TooBig { size, limit: MAX_BYTES },
                ReadError::NotAFile => LevelErrorKind::NotAFile { limit: MAX_BYTES },
            };
            LevelError { file: file.clone(), place: None, kind }
        })?;
        text_of(&file, &bytes).map(str::to_string)
    }

    /// Reads a text level from raw bytes: refuses binary files and invalid
    /// UTF-8 (naming the byte offset), then parses as [`Level::parse`].
    pub fn parse_bytes(file: &str, bytes: &[u8]) -> Result<Level, LevelError> {
        Level::parse(file, text_of(file, bytes)?)
    }

    /// Reads a text level. `file` names it in errors, and its stem names the
    /// level when the header gives no `name`.
    ///
    /// ```
    /// use ledge_game::Level;
    /// let level = Level::parse("tiny.txt", "\n..o.\n.@..\n####\n").unwrap();
    /// assert_eq!((level.width, level.height, level.coins()), (4, 3, 1));
    /// assert_eq!(level.name, "tiny");
    /// let err = Level::parse("bad.txt", "..o.\n.@Q.\n####\n").unwrap_err();
    /// assert!(err.to_string().starts_with("bad.txt:2:3: unknown character 'Q'"));
    /// ```
    pub fn parse(file: &str, text: &str) -> Result<Level, LevelError> {
        parse_text(file, text).map_err(|(place, kind)| LevelError { file: file.to_string(), place, kind })
    }
}

/// The bytes of the level file `file` as text: no NUL byte, and UTF-8.
fn text_of<'a>(file: &str, bytes: &'a [u8]) -> Result<&'a str, LevelError> {
    let error = |kind| LevelError { file: file.to_string(), place: None, kind };
    if let Some(offset) = bytes.iter().position(|&b| b == 0) {
        return Err(error(LevelErrorKind::Binary { offset }));
    }
    std::str::from_utf8(bytes).map_err(|e| error(LevelErrorKind::InvalidUtf8 { offset: e.valid_up_to() }))
}

fn parse_text(file: &str, text: &str) -> Result<Level, Problem> {
    let sections = Sections::of(text);
    let mut header = HeaderRead::default();
    // Lines about one platform or monster, applied once the plan is read.
    let mut objects: Vec<objects::ObjectLine> = Vec::new();
    // The header ([`Sections`]): each key as `header.rs` declares it.
    let mut seen: Vec<&str> = Vec::new();
    for line in &sections.header {
        let number = line.number;
        let Some(HeaderEntry { key, key_col, value, value_col }) = line.entry else {
            return Err(at(number, 1, LevelErrorKind::HeaderLine));
        };
        if seen.contains(&key) {
            return Err(at(number, key_col, LevelErrorKind::DuplicateKey { key: key.to_string() }));
        }
        seen.push(key);
        if let Some(declared) = header_key(key) {
            (declared.read)(&mut header, value, Place { line: number, col: value_col })?;
        } else if let Some((target, cell)) = objects::target(key) {
            objects.push(objects::parse(target, cell, value, number, key_col, value_col)?);
        } else {
            return Err(at(
                number,
                key_col,
                LevelErrorKind::UnknownKey { key: key.to_string(), keys: key_names() },
            ));
        }
    }
    let HeaderRead { mut settings, name, outside, one_way_platforms, edges, rooms, top_down_at } = header;
    if !sections.closed {
        return Err((None, LevelErrorKind::UnclosedHeader));
    }
    // The plan.
    // A cell per byte at most: one allocation for the whole plan.
    let mut plan = Plan { tiles: Vec::with_capacity(text.len().min(MAX_CELLS)), ..Plan::default() };
    let mut pending_blank = None;
    for &(number, line) in &sections.plan {
        if is_blank(line) {
            if plan.rows > 0 {
                pending_blank.get_or_insert((number, line));
            }
            continue;
        }
        if let Some((blank_number, blank)) = pending_blank.take() {
            // A blank row inside the plan: read it as a row, which says what is wrong with it.
            plan.row(blank_number, blank)?;
        }
        plan.row(number, line)?;
    }
    if plan.rows == 0 {
        return Err((None, LevelErrorKind::Empty));
    }
    if plan.player.is_none() {
        return Err((None, LevelErrorKind::NoPlayer));
    }
    let (width, height) = (plan.width as u32, plan.rows as u32);
    // Within the limits checked row by row, so always a grid.
    let mut grid = Grid::from_tiles(width, height, plan.tiles)
        .ok_or((None, LevelErrorKind::TooManyCells { limit: MAX_CELLS }))?;
    grid.set_outside(outside);
    super::rooms::check(&rooms, width, height).map_err(|(place, e)| (Some(place), e.into()))?;
    settings.rooms = rooms.into_iter().map(|(_, room)| room).collect();
    for &(edge, x, y, place) in &edges {
        if x >= width as usize || y >= height as usize {
            return Err((Some(place), LevelErrorKind::EdgeOutside { x, y, width, height }));
        }
        match edge {
            Edge::Wall => grid.set_wall(x as u32, y as u32, true),
            Edge::Ceiling => grid.set_ceiling(x as u32, y as u32, true),
        }
    }
    let mut moving = Vec::with_capacity(plan.runs.len());
    if let Some(place) = top_down_at {
        let physics = settings.physics.unwrap_or_else(Preset::eloquent);
        physics.supports(Feature::TopDown).map_err(|e| (Some(place), LevelErrorKind::Unsupported(e)))?;
    }
    if let Some(&(place, _)) = plan.runs.first() {
        let physics = settings.physics.unwrap_or_else(Preset::eloquent);
        physics.supports(Feature::Platforms).map_err(|e| (Some(place), LevelErrorKind::Unsupported(e)))?;
    }
    let line_at = |target, cell| objects.iter().find(|l| l.target == target && l.cell == cell);
    for &(place, run) in &plan.runs {
        let line = line_at(objects::Target::Platform, (run.x0, run.y));
        let platform = match line {
            Some(line) if !line.path.is_empty() => {
                objects::platform(run, line, one_way_platforms, width, height)?
            }
            _ => {
                let stuck = (Some(place), LevelErrorKind::StuckPlatform);
                let mut platform = platforms::platform(&grid, run, one_way_platforms).ok_or(stuck)?;
                if let Some(line) = line {
                    objects::retime(&mut platform, line);
                }
                platform
            }
        };
        moving.push(platform);
    }
    for spawn in &mut plan.spawns {
        if let SpawnKind::Monster { speed } = &mut spawn.kind {
            let cell = (spawn.at.x as u32, spawn.at.y as u32);
            if let Some(line) = line_at(objects::Target::Monster, cell) {
                *speed = line.speed.unwrap_or(*speed);
            }
        }
    }
    for line in &objects {
        let (x, y) = line.cell;
        let found = match line.target {
            objects::Target::Platform => plan.runs.iter().any(|&(_, run)| (run.x0, run.y) == (x, y)),
            objects::Target::Monster => plan.spawns.iter().any(|s| {
                matches!(s.kind, SpawnKind::Monster { .. }) && (s.at.x, s.at.y) == (x as f64, y as f64)
            }),
        };
        if !found {
            return Err(objects::nothing_there(line));
        }
    }
    settings.seed = Level::seed_of(width, height, &plan.spawns);
    let name = name.unwrap_or_else(|| {
        Path::new(file).file_stem().map_or_else(|| file.to_string(), |s| s.to_string_lossy().into_owned())
    });
    let elements = checked_elements(plan.elements)?;
    let checkpoints = plan.checkpoints;
    Ok(Level {
        name,
        width,
        height,
        grid,
        spawns: plan.spawns,
        platforms: moving,
        checkpoints,
        elements,
        settings,
    })
}

/// The elements of a plan, each with the place of its character, checked
/// for what cannot work ([`crate::element::misuse`]).
fn checked_elements(elements: Vec<(Place, Placed)>) -> Result<Vec<Placed>, Problem> {
    let (places, elements): (Vec<Place>, Vec<Placed>) = elements.into_iter().unzip();
    match crate::element::misuse(&elements) {
        Some((i, misuse)) => Err((Some(places[i]), LevelErrorKind::Elements(misuse))),
        None => Ok(elements),
    }
}

/// Appends the tiles of the plan characters `bytes` to `tiles`; true when
/// each of them only fills its cell.
fn fill(tiles: &mut Vec<Tile>, bytes: &[u8]) -> bool {
    let mut plain = true;
    tiles.extend(bytes.iter().map(|&byte| {
        let (tile, only_a_tile) = CELLS[byte as usize];
        plain &= only_a_tile;
        tile
    }));
    plain
}

/// The rows read so far.
#[derive(Default)]
struct Plan {
    width: usize,
    rows: usize,
    tiles: Vec<Tile>,
    spawns: Vec<Spawn>,
    /// Runs of moving-platform characters, with the place of their first.
    runs: Vec<(Place, Run)>,
    /// The checkpoints' cells.
    checkpoints: Vec<(u32, u32)>,
    /// The elements, with the places of their characters.
    elements: Vec<(Place, Placed)>,
    player: Option<Place>,
}

impl Plan {
    /// Reads one row (line `line` of the file). Work and memory stay within
    /// the limits whatever the row holds: reading stops at the first problem.
    fn row(&mut self, line: usize, text: &str) -> Result<(), Problem> {
        if self.rows == MAX_SIDE {
            return Err(at(line, 1, LevelErrorKind::TooLarge { side: "high", limit: MAX_SIDE }));
        }
        if self.rows > 0 && (self.rows + 1) * self.width > MAX_CELLS {
            return Err(at(line, 1, LevelErrorKind::TooManyCells { limit: MAX_CELLS }));
        }
        let bytes = text.as_bytes();
        let len = bytes.len().min(MAX_SIDE);
        // The cells, in one pass (eight empty ones at a time where the row
        // has a run of `.`); then the characters that do more than fill a cell.
        let mut plain = true;
        let mut chunks = bytes[..len].chunks_exact(8);
        for chunk in &mut chunks {
            if chunk == b"........" {
                self.tiles.extend_from_slice(&[Tile::Empty; 8]);
            } else {
                plain &= fill(&mut self.tiles, chunk);
            }
        }
        plain &= fill(&mut self.tiles, chunks.remainder());
        if !plain {
            for (x, &byte) in bytes[..len].iter().enumerate() {
                if !CELLS[byte as usize].1 {
                    self.special(line, x, text)?;
                }
            }
        }
        if bytes.len() > MAX_SIDE {
            let col = MAX_SIDE + 1;
            return Err(at(line, col, LevelErrorKind::TooLarge { side: "wide", limit: MAX_SIDE }));
        }
        if self.rows == 0 {
            self.width = len;
        } else if len != self.width {
            let kind = LevelErrorKind::Ragged { row: self.rows + 1, len, first: self.width };
            return Err(at(line, len.min(self.width) + 1, kind));
        }
        self.rows += 1;
        Ok(())
    }

    /// Reads the character at byte `x` of row `text` (line `line`), which
    /// does more than fill its cell: an actor, part of a moving platform,
    /// or no plan character at all. Every byte before it is an ASCII legend
    /// character.
    fn special(&mut self, line: usize, x: usize, text: &str) -> Result<(), Problem> {
        let col = x + 1;
        match TABLE.get(text.as_bytes()[x] as usize).copied().flatten() {
            None => {
                let ch = text[x..].chars().next().unwrap_or(char::REPLACEMENT_CHARACTER);
                Err(at(line, col, LevelErrorKind::UnknownChar { ch, legend: summary() }))
            }
            // A tile only fills its cell, which is read already.
            Some(Legend::Tile(_)) => Ok(()),
            Some(Legend::Checkpoint) => {
                self.checkpoints.push((x as u32, self.rows as u32));
                Ok(())
            }
            Some(Legend::Element(kind)) => {
                self.elements
                    .push((Place { line, col }, Placed { kind, cell: (x as u32, self.rows as u32) }));
                Ok(())
            }
            Some(Legend::Platform(axis)) => {
                let (x, y) = (x as u32, self.rows as u32);
                match self.runs.last_mut() {
                    Some((_, run)) if run.axis == axis && run.y == y && run.x1 == x => run.x1 += 1,
                    _ => self.runs.push((Place { line, col }, Run { axis, x0: x, x1: x + 1, y })),
                }
                Ok(())
            }
            Some(Legend::Spawn(kind)) => {
                if kind == SpawnKind::Player {
                    if let Some(first) = self.player {
                        return Err(at(line, col, LevelErrorKind::SecondPlayer { first }));
                    }
                    self.player = Some(Place { line, col });
                }
                self.spawns.push(Spawn { kind, at: Vec2::new(x as f64, self.rows as f64) });
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Theme;
    use ledge_engine::Outside;
    use proptest::prelude::*;

    fn error(text: &str) -> String {
        Level::parse("t.txt", text).unwrap_err().to_string()
    }

    #[test]
    fn the_books_first_plan_loads_with_its_leading_row_of_spaces() {
        let level = Level::parse("book.txt", "      \n......\n.@..o.\n######\n").unwrap();
        assert_eq!((level.width, level.height), (6, 3));
        assert_eq!(level.spawns[0].at, Vec2::new(1.0, 1.0));
        assert_eq!(level.grid.tile(0, 2), Tile::Solid);
    }

    #[test]
    fn a_header_sets_name_physics_and_outside() {
        let text = "name: Up High\r\nphysics: ledge\r\noutside: open-below\r\nauthor: me\r\nhint: jump\r\n---\r\n.@o\r\n###\r\n";
        let level = Level::parse("t.txt", text).unwrap();
        assert_eq!(level.name, "Up High");
        assert_eq!(level.settings.physics.map(|p| p.kind), Some(ledge_engine::PresetKind::Ledge));
        assert_eq!(level.grid.outside(), Outside::OpenBelow);
        assert_eq!(level.settings.hint.as_deref(), Some("jump"));
        assert_eq!(level.settings.theme, Theme::Meadow, "the default");
        let caverns = Level::parse("t.txt", "theme: caverns\n---\n.@o\n###\n").unwrap();
        assert_eq!(caverns.settings.theme, Theme::Caverns);
        assert!(caverns.to_text().text.contains("theme: caverns\n"), "written back");
    }

    #[test]
    fn a_verified_mark_is_read_written_back_and_a_bad_one_refused_with_what_to_do() {
        let level = Level::parse("t.txt", "verified: 00ff00ff00ff00ff\n---\n.@o\n###\n").unwrap();
        assert_eq!(level.settings.verified, Some(0x00ff_00ff_00ff_00ff));
        assert!(level.to_text().text.contains("verified: 00ff00ff00ff00ff\n"), "written back");
        let plain = Level::parse("t.txt", ".@o\n###\n").unwrap();
        assert_eq!(level.fingerprint(), plain.fingerprint(), "the mark is not part of the level");
        let bad = error("verified: yes\n---\n.@o\n###\n");
        assert!(bad.starts_with("t.txt:1:11: `verified: yes` is not a mark"), "{bad}");
        assert!(bad.contains("verify the level again in the editor"));
    }

    #[test]
    fn edges_in_the_header_stop_the_player_as_walls_and_floors() {
        // A wall on the left edge of cell 4,1 stands between the player and
        // the coin; walking right, the player stops at it.
        let plan = "wall-edges: 4,1 4,0\nceiling-edges: 0,2\n---\n......\n.@..o.\n..####\n";
        let level = Level::parse("edges.txt", plan).unwrap();
        assert!(level.grid.wall(4, 1) && level.grid.wall(4, 0) && !level.grid.wall(3, 1));
        assert!(level.grid.ceiling(0, 2) && !level.grid.ceiling(1, 2));
        let mut play = crate::Play::new(&level, level.preset(None));
        for _ in 0..240 {
            play.step(crate::Buttons::RIGHT);
        }
        assert_eq!(play.status(), crate::Status::Playing, "the edge keeps the coin out of reach");
        assert!(play.player().right() <= 4.0, "the player stops at the edge: {:?}", play.player());
        let open = Level::parse("open.txt", "......\n.@..o.\n..####\n").unwrap();
        assert_ne!(open.fingerprint(), level.fingerprint(), "edges make another level");
    }

    #[test]
    fn edge_mistakes_name_their_place() {
        assert!(error("wall-edges: 1,0 x\n---\n@o\n").starts_with("t.txt:1:17: expected a cell as `x,y`"));
        assert!(error("ceiling-edges: 2,0\n---\n@o\n")
            .starts_with("t.txt:1:16: the cell 2,0 is outside the plan"));
    }

    #[test]
    fn header_mistakes_name_their_place() {
        assert!(
            error("name: a\ncolour: red\n---\n@o\n").starts_with("t.txt:2:1: unknown header key `colour`")
        );
        assert!(error("physics: moon\n---\n@o\n").starts_with("t.txt:1:10: unknown physics preset `moon`"));
        assert_eq!(
            error("name: a\ntheme: moon\n---\n@o\n"),
            "t.txt:2:8: unknown theme `moon`; themes are meadow, caverns, foundry, cliffs, shafts, works, ruins, spires"
        );
        assert!(error("outside: moon\n---\n@o\n").starts_with("t.txt:1:10: `outside` is `solid`"));
        assert!(error("name: a\nname: b\n---\n@o\n").starts_with("t.txt:2:1: `name` is given twice"));
        assert!(error("name: a\n@o\n").starts_with("t.txt:2:1: expected a header line"));
        assert!(error("name: a\n").contains("the header has no end"));
    }

    #[test]
    fn plan_mistakes_name_their_place() {
        assert_eq!(error("\n\n"), "t.txt: the level is empty: draw a plan of rows of equal width, with one player `@` and at least one coin `o`");
        assert!(error("..o\n###\n").starts_with("t.txt: the level has no player"));
        assert!(error(".@o\n\n###\n").starts_with("t.txt:2:1: row 2 is 0 cells wide"));
        assert!(error(".@o.\n.>..\n").starts_with("t.txt:2:2: moving platforms need physics"));
        assert!(error("physics: ledge\n---\n.@o.\n#>>#\n")
            .starts_with("t.txt:4:2: this moving platform has no room"));
        assert!(error("platforms: sticky\n---\n@o\n").starts_with("t.txt:1:12: `platforms` is `solid`"));
        assert!(error(".@é\n").starts_with("t.txt:1:3: unknown character 'é'"));
        assert!(error(".@o\n..\t\n").starts_with("t.txt:2:3: unknown character '\\t'"));
    }

    #[test]
    fn huge_plans_are_refused_early() {
        let wide = format!("@{}\n", ".".repeat(100_000));
        assert!(error(&wide).starts_with("t.txt:1:4097: the plan is more than 4096 cells wide"));
        let tall = "@\n".to_string() + &".\n".repeat(5000);
        assert!(error(&tall).starts_with("t.txt:4097:1: the plan is more than 4096 cells high"));
        let big = format!("@{}\n", ".".repeat(3999)) + &format!("{}\n", ".".repeat(4000)).repeat(300);
        assert!(error(&big).starts_with("t.txt:251:1: the plan has more than 1000000 cells"));
    }

    proptest! {
        #[test]
        fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
            let _ = Level::parse_bytes("fuzz.txt", &bytes);
        }

        #[test]
        fn near_valid_plans_never_panic(
            rows in proptest::collection::vec("[.#+@o=|v\\-H~/\\\\rRlLMF:>^ \r\t]{0,12}", 0..10),
            header in proptest::option::of("physics: ledge|platforms: one-way|(name|physics|outside|platforms|hint): ?[a-z\\-]{0,8}"),
        ) {
            let mut text = header.map(|h| format!("{h}\n---\n")).unwrap_or_default();
            text.push_str(&rows.join("\n"));
            if let Ok(level) = Level::parse("fuzz.txt", &text) {
                prop_assert_eq!(level.grid.width() as usize * level.grid.height() as usize, level.grid.tiles().len());
                prop_assert_eq!(level.spawns.iter().filter(|s| s.kind == SpawnKind::Player).count(), 1);
                for platform in &level.platforms {
                    for point in &platform.path.waypoints {
                        let rect = ledge_engine::Rect { x: point.pos.x, y: point.pos.y, ..platform.rect };
                        prop_assert!(level.grid.touches_exact(&rect, |t| t == Tile::Empty));
                        prop_assert!(!level.grid.touches_exact(&rect, |t| t != Tile::Empty), "{:?}", rect);
                    }
                }
            }
        }
    }
}
