//! Writing a level as a text plan with its header, which
//! [`Level::parse`] reads back as the same level: what the editor saves.

use ledge_engine::{Outside, PathMode, Platform, Tile};

use super::legend::{Legend, LEGEND};
use super::platforms::{self, Axis, Run};
use super::text::cell_list_text;
use super::{Level, SpawnKind, Theme};

/// A level as text, and what the text format could not say of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// The plan with its header.
    pub text: String,
    /// What was left out or changed, in words (a level from an editor
    /// file may hold what a text plan cannot: actors off the grid, lava
    /// at other speeds...). Empty when the text is the whole level.
    pub lost: Vec<String>,
}

impl Level {
    /// The level as a text plan with its header. A level read from text
    /// comes back whole: parsed again, it is the same level, bit for bit
    /// ([`Level::fingerprint`], name and settings).
    ///
    /// ```
    /// use ledge_game::Level;
    /// let plan = "name: Ferry\nphysics: ledge\nplatform 3,1: speed 4\n---\n.@..........o.\n###>>>......##\n";
    /// let level = Level::parse("ferry.txt", plan).unwrap();
    /// let written = level.to_text();
    /// assert!(written.lost.is_empty());
    /// let again = Level::parse("ferry.txt", &written.text).unwrap();
    /// assert_eq!(again.fingerprint(), level.fingerprint());
    /// ```
    pub fn to_text(&self) -> Written {
        let mut lost = Vec::new();
        let mut header = vec![format!("name: {}", one_line(&self.name, "name", &mut lost))];
        if let Some(physics) = self.settings.physics {
            header.push(format!("physics: {}", physics.name()));
        }
        if self.settings.theme != Theme::default() {
            header.push(format!("theme: {}", self.settings.theme.name()));
        }
        if self.settings.top_down {
            header.push("gravity: off".to_string());
        }
        match self.grid.outside() {
            Outside::Solid => {}
            Outside::OpenBelow => header.push("outside: open-below".to_string()),
            Outside::Open => header.push("outside: open".to_string()),
        }
        let one_way = self.platforms.iter().filter(|p| p.one_way).count();
        if one_way > 0 {
            header.push("platforms: one-way".to_string());
            if one_way < self.platforms.len() {
                lost.push("some platforms were solid and others one-way: all are one-way now".to_string());
            }
        }
        let cells = |f: &dyn Fn(i64, i64) -> bool| {
            let all = (0..self.height).flat_map(|y| (0..self.width).map(move |x| (x, y)));
            cell_list_text(all.filter(|&(x, y)| f(x.into(), y.into())))
        };
        let walls = cells(&|x, y| self.grid.wall(x, y));
        if !walls.is_empty() {
            header.push(format!("wall-edges: {walls}"));
        }
        let ceilings = cells(&|x, y| self.grid.ceiling(x, y));
        if !ceilings.is_empty() {
            header.push(format!("ceiling-edges: {ceilings}"));
        }
        let (width, height) = (self.width as usize, self.height as usize);
        let mut plan: Vec<char> = (0..height * width)
            .map(|i| tile_char(self.grid.tile((i % width) as i64, (i / width) as i64)))
            .collect();
        let mut put = |x: f64, y: f64, ch: char, what: &str, lost: &mut Vec<String>| {
            let (cx, cy) = (x.floor(), y.floor());
            if cx != x || cy != y {
                lost.push(format!("the {what} at {x},{y} was put on the cell {cx},{cy}"));
            }
            let Some(i) = (cx >= 0.0 && cy >= 0.0 && (cx as usize) < width && (cy as usize) < height)
                .then(|| cy as usize * width + cx as usize)
            else {
                lost.push(format!("the {what} at {x},{y} lies outside the plan and was left out"));
                return None;
            };
            if plan[i] != '.' {
                lost.push(format!(
                    "the {what} at {cx},{cy} shared its cell with `{}`, which it replaced",
                    plan[i]
                ));
            }
            plan[i] = ch;
            Some((cx as u32, cy as u32))
        };
        let reading = |s: &&super::Spawn| (s.at.y.floor() as i64, s.at.x.floor() as i64);
        if !self.spawns.iter().map(|s| reading(&s)).is_sorted() {
            lost.push(
                "the actors were listed out of the plan's reading order: they are in reading order now (left to right, top to bottom), which decides which touch counts last and the coins' wobble".to_string(),
            );
        }
        for spawn in &self.spawns {
            let (ch, what) = spawn_char(spawn.kind, &mut lost);
            let cell = put(spawn.at.x, spawn.at.y, ch, what, &mut lost);
            if let (Some((x, y)), SpawnKind::Monster { speed }) = (cell, spawn.kind) {
                if speed != 2.0 {
                    header.push(format!("monster {x},{y}: speed {speed}"));
                }
            }
        }
        for platform in &self.platforms {
            let (ch, line) = self.platform_text(platform, &mut lost);
            let r = platform.rect;
            let mut first = None;
            for i in 0..r.w.round().max(1.0) as usize {
                let cell = put(r.x + i as f64, r.y, ch, "moving platform", &mut lost);
                first = first.or(cell);
            }
            if let (Some((x, y)), Some(line)) = (first, line) {
                header.push(format!("platform {x},{y}: {line}"));
            }
        }
        for &(x, y) in &self.checkpoints {
            put(x.into(), y.into(), 'F', "checkpoint", &mut lost);
        }
        for element in &self.elements {
            let decl = element.kind.decl();
            put(element.cell.0.into(), element.cell.1.into(), decl.ch, decl.meaning, &mut lost);
        }
        if let Some(author) = &self.settings.author {
            header.push(format!("author: {}", one_line(author, "author", &mut lost)));
        }
        if let Some(hint) = &self.settings.hint {
            header.push(format!("hint: {}", one_line(hint, "hint", &mut lost)));
        }
        if !self.settings.rooms.is_empty() {
            header.push(format!("rooms: {}", super::rooms::write(&self.settings.rooms)));
        }
        if let Some(mark) = self.settings.verified {
            header.push(format!("verified: {mark:016x}"));
        }
        let mut text = header.join("\n");
        text.push_str("\n---\n");
        for row in plan.chunks(width) {
            text.extend(row);
            text.push('\n');
        }
        Written { text, lost }
    }

    /// The character a platform is drawn with, and its object line when
    /// its way is not the one that character gives.
    fn platform_text(&self, platform: &Platform, lost: &mut Vec<String>) -> (char, Option<String>) {
        let r = platform.rect;
        if r.h != 1.0 || r.w.fract() != 0.0 {
            lost.push(format!("a platform {} by {} cells is one cell thick now", r.w, r.h));
        }
        let run = |axis| Run { axis, x0: r.x as u32, x1: (r.x + r.w) as u32, y: r.y as u32 };
        let own = |axis| platforms::platform(&self.grid, run(axis), platform.one_way);
        for (axis, ch) in [(Axis::Horizontal, '>'), (Axis::Vertical, '^')] {
            if own(axis).as_ref() == Some(platform) {
                return (ch, None);
            }
        }
        let points = &platform.path.waypoints;
        let mut options = Vec::new();
        if points.len() > 1 {
            let path: Vec<String> = points[1..].iter().map(|p| format!("{},{}", p.pos.x, p.pos.y)).collect();
            options.push(format!("path {}", path.join(" ")));
        }
        let speed = points.first().map_or(platforms::PLATFORM_SPEED, |p| p.speed);
        let pause = points.first().map_or(platforms::PLATFORM_PAUSE, |p| p.pause);
        if points.iter().any(|p| p.speed != speed || p.pause != pause) {
            lost.push(format!(
                "the platform at {},{} changed speed or pause along its way: it keeps its first",
                r.x, r.y
            ));
        }
        options.push(format!("speed {speed}"));
        options.push(format!("pause {pause}"));
        if platform.path.mode == PathMode::Loop {
            options.push("loop".to_string());
        }
        ('>', Some(options.join("; ")))
    }
}

/// The legend's character for a tile.
fn tile_char(tile: Tile) -> char {
    LEGEND.iter().find(|e| e.makes == Legend::Tile(tile)).map_or('.', |e| e.ch)
}

/// The legend's character for an actor, and its name.
fn spawn_char(kind: SpawnKind, lost: &mut Vec<String>) -> (char, &'static str) {
    let exact = LEGEND.iter().find(|e| e.makes == Legend::Spawn(kind)).map(|e| e.ch);
    match (kind, exact) {
        (SpawnKind::Player, _) => ('@', "player"),
        (SpawnKind::Coin, _) => ('o', "coin"),
        (SpawnKind::Monster { .. }, _) => ('M', "monster"),
        (_, Some(ch)) => (ch, "moving lava"),
        (SpawnKind::BouncingLava { speed }, None) => {
            lost.push(format!("lava bouncing at {},{} cells/s moves at 2 now", speed.x, speed.y));
            (if speed.x != 0.0 { '=' } else { '|' }, "moving lava")
        }
        (SpawnKind::DrippingLava { speed }, None) => {
            lost.push(format!("lava dripping at {},{} cells/s drips at 3 now", speed.x, speed.y));
            ('v', "moving lava")
        }
    }
}

/// `text` on one line (a header value ends at its line's end).
fn one_line(text: &str, what: &str, lost: &mut Vec<String>) -> String {
    if text.contains(['\n', '\r']) {
        lost.push(format!("the {what} was on several lines: it is on one now"));
    }
    text.split(['\n', '\r']).filter(|l| !l.trim().is_empty()).map(str::trim).collect::<Vec<_>>().join(" ")
}
