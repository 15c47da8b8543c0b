//! Monsters and moving platforms as the editor edits them: each named by
//! the cell its header line names (`monster 12,4`, `platform 3,8`), with
//! the options of that line (a platform's path, speed, pause and loop, a
//! monster's speed).

use ledge_game::{cell_list, cell_list_text};

use crate::Draft;

/// What kind of object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ObjectKind {
    /// An `M`.
    Monster,
    /// A run of `>` or of `^` along a row.
    Platform,
}

/// A monster or a moving platform of a draft.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Object {
    /// What it is.
    pub kind: ObjectKind,
    /// Its cell: a platform's is the leftmost of its run.
    pub cell: (u32, u32),
}

impl Object {
    /// Its header line's key: `monster x,y` or `platform x,y`.
    pub fn key(&self) -> String {
        let word = match self.kind {
            ObjectKind::Monster => "monster",
            ObjectKind::Platform => "platform",
        };
        format!("{word} {},{}", self.cell.0, self.cell.1)
    }
}

/// The options of an object's line, as written (so that a value being
/// typed survives until it is right).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ObjectOptions {
    /// A platform's path: cells `x,y` separated by spaces.
    pub path: String,
    /// Cells a second.
    pub speed: String,
    /// Seconds a platform waits at each point.
    pub pause: String,
    /// A platform goes round from its last point to its first.
    pub looped: bool,
    /// Options the editor does not know, kept as they are.
    pub other: Vec<String>,
}

impl ObjectOptions {
    /// The options of a line's value: `path 9,2 9,0; speed 3; pause 0.5; loop`.
    pub fn parse(value: &str) -> ObjectOptions {
        let mut options = ObjectOptions::default();
        for item in value.split(';').map(str::trim).filter(|i| !i.is_empty()) {
            let (word, rest) = item.split_once(' ').map_or((item, ""), |(w, r)| (w, r.trim()));
            match word {
                "path" => options.path = rest.to_string(),
                "speed" => options.speed = rest.to_string(),
                "pause" => options.pause = rest.to_string(),
                "loop" if rest.is_empty() => options.looped = true,
                _ => options.other.push(item.to_string()),
            }
        }
        options
    }

    /// The line's value; empty when every option is left to its default.
    pub fn to_value(&self) -> String {
        let mut items = Vec::new();
        for (word, value) in [("path", &self.path), ("speed", &self.speed), ("pause", &self.pause)] {
            if !value.trim().is_empty() {
                items.push(format!("{word} {}", value.trim()));
            }
        }
        if self.looped {
            items.push("loop".to_string());
        }
        items.extend(self.other.iter().cloned());
        items.join("; ")
    }

    /// The path's cells that read as cells.
    pub fn points(&self) -> Vec<(u32, u32)> {
        cell_list(&self.path).map(|cells| cells.into_iter().map(|(_, c)| c).collect()).unwrap_or_default()
    }
}

impl Draft {
    /// The monster or platform drawn at `(x, y)`, if any.
    pub fn object_at(&self, x: u32, y: u32) -> Option<Object> {
        match self.cell(x, y)? {
            'M' => Some(Object { kind: ObjectKind::Monster, cell: (x, y) }),
            ch @ ('>' | '^') => {
                let start = (0..=x).rev().take_while(|&x| self.cell(x, y) == Some(ch)).last()?;
                Some(Object { kind: ObjectKind::Platform, cell: (start, y) })
            }
            _ => None,
        }
    }

    /// Every monster and platform, row by row.
    pub fn objects(&self) -> Vec<Object> {
        let (width, height) = self.size();
        let mut objects: Vec<Object> = Vec::new();
        for y in 0..height {
            for x in 0..width {
                let object = self.object_at(x, y);
                if let Some(object) = object.filter(|o| o.cell == (x, y)) {
                    objects.push(object);
                }
            }
        }
        objects
    }

    /// The options of `object`'s line (all defaults when it has none).
    pub fn options(&self, object: &Object) -> ObjectOptions {
        ObjectOptions::parse(self.get(&object.key()).unwrap_or(""))
    }

    /// Writes `object`'s line with `options` (removes it when they are
    /// all defaults); true when that changed the draft.
    pub fn set_options(&mut self, object: &Object, options: &ObjectOptions) -> bool {
        self.set(&object.key(), &options.to_value())
    }

    /// Adds `(x, y)` to the end of a platform's path; true when it changed.
    pub fn add_path_point(&mut self, object: &Object, x: u32, y: u32) -> bool {
        let mut options = self.options(object);
        let mut points = options.points();
        if object.kind != ObjectKind::Platform || points.last() == Some(&(x, y)) || self.cell(x, y).is_none()
        {
            return false;
        }
        points.push((x, y));
        options.path = cell_list_text(points);
        self.set_options(object, &options)
    }

    /// Takes the last point off a platform's path; true when it had one.
    pub fn remove_path_point(&mut self, object: &Object) -> bool {
        let mut options = self.options(object);
        let mut points = options.points();
        if points.pop().is_none() {
            return false;
        }
        options.path = cell_list_text(points);
        self.set_options(object, &options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ferry() -> Draft {
        Draft::from_text("physics: ledge\n---\n..........\n.@..M...o.\n##>>>...##\n")
    }

    #[test]
    fn a_platform_is_named_by_the_first_cell_of_its_run() {
        let draft = ferry();
        let platform = draft.object_at(4, 2).unwrap();
        assert_eq!((platform.kind, platform.key()), (ObjectKind::Platform, "platform 2,2".to_string()));
        assert_eq!(draft.object_at(4, 1).unwrap().key(), "monster 4,1");
        assert_eq!(draft.object_at(1, 1), None);
        assert_eq!(draft.objects().len(), 2);
    }

    #[test]
    fn a_path_drawn_point_by_point_is_a_line_the_level_reads() {
        let mut draft = ferry();
        let platform = draft.object_at(2, 2).unwrap();
        assert!(draft.add_path_point(&platform, 5, 2));
        assert!(draft.add_path_point(&platform, 5, 0));
        let mut options = draft.options(&platform);
        options.speed = "3".into();
        options.looped = true;
        assert!(draft.set_options(&platform, &options));
        assert_eq!(draft.get("platform 2,2"), Some("path 5,2 5,0; speed 3; loop"));
        let level = draft.level("ferry.txt").unwrap();
        assert_eq!(level.platforms.len(), 1);
        assert!(draft.remove_path_point(&platform));
        assert_eq!(draft.options(&platform).points(), [(5, 2)]);
    }

    #[test]
    fn options_the_editor_does_not_know_are_kept() {
        let options = ObjectOptions::parse("speed 2; wobble 3;");
        assert_eq!(options.to_value(), "speed 2; wobble 3");
        assert_eq!(ObjectOptions::default().to_value(), "");
    }
}
