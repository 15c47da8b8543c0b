//! Writing a level as a text plan with its header, which
//! [`Level::parse`] reads back as the same level: what the editor saves.

use ledge_engine::{PathMode, Platform, Tile};

use super::header::{HeaderGroup, HEADER_KEYS};
use super::{Level, SpawnKind};
use crate::element::legend::{Legend, LEGEND};
use crate::element::platform::{self as platforms, Axis, Run};

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
        let mut header = self.header_lines(HeaderGroup::Play, &mut lost);
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
        header.extend(self.header_lines(HeaderGroup::Notes, &mut lost));
        let mut text = header.join("\n");
        text.push_str("\n---\n");
        for row in plan.chunks(width) {
            text.extend(row);
            text.push('\n');
        }
        Written { text, lost }
    }

    /// The header's lines of the keys of `group` this level has, in the
    /// order [`HEADER_KEYS`] declares them.
    fn header_lines(&self, group: HeaderGroup, lost: &mut Vec<String>) -> Vec<String> {
        let keys = HEADER_KEYS.iter().filter(|k| k.group == group);
        keys.filter_map(|k| (k.write)(self, lost).map(|value| format!("{}: {value}", k.key))).collect()
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
