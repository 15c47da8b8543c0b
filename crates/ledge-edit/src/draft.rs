//! A level as the editor holds it: a text plan's header and cells, which
//! every edit changes and [`Draft::level`] reads as the game does.

use ledge_game::{cell_list, cell_list_text, Level, LevelError, Place, Sections};

/// A text plan being edited: its header, in order, and its cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    /// `key: value` lines, in the order they are written.
    pub(crate) header: Vec<(String, String)>,
    width: u32,
    height: u32,
    /// The plan's characters, row by row.
    pub(crate) cells: Vec<char>,
}

impl Draft {
    /// A new level `width` by `height` cells named `name`, with `ledge`
    /// physics: a floor along the bottom and the player above its left end.
    pub fn new(name: &str, width: u32, height: u32) -> Draft {
        let (width, height) = (width.max(2), height.max(2));
        let mut cells = vec!['.'; (width * height) as usize];
        cells[((height - 1) * width) as usize..].fill('#');
        cells[((height - 2) * width + 1) as usize] = '@';
        let header =
            vec![("name".to_string(), name.to_string()), ("physics".to_string(), "ledge".to_string())];
        Draft { header, width, height, cells }
    }

    /// The draft of a text plan, as written: its header's lines that hold
    /// a `:` and its rows, read as the game reads them ([`Sections`]);
    /// rows made as wide as the widest with empty cells.
    pub fn from_text(text: &str) -> Draft {
        let sections = Sections::of(text);
        let entries = sections.header.iter().filter_map(|line| line.entry);
        let header = entries.map(|e| (e.key.to_string(), e.value.to_string())).collect();
        let rows: Vec<Vec<char>> = sections
            .plan
            .iter()
            .filter(|(_, l)| !l.trim().is_empty())
            .map(|(_, l)| l.chars().collect())
            .collect();
        let width = rows.iter().map(Vec::len).max().unwrap_or(0).max(1) as u32;
        let height = rows.len().max(1) as u32;
        let mut cells = vec!['.'; (width * height) as usize];
        for (y, row) in rows.iter().enumerate() {
            for (x, &ch) in row.iter().enumerate() {
                cells[y * width as usize + x] = if ch == ' ' { '.' } else { ch };
            }
        }
        Draft { header, width, height, cells }
    }

    /// The draft as a text plan with its header.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        for (key, value) in &self.header {
            text.push_str(&format!("{key}: {value}\n"));
        }
        text.push_str("---\n");
        for row in self.cells.chunks(self.width as usize) {
            text.extend(row);
            text.push('\n');
        }
        text
    }

    /// The level the draft makes, read as `ledge` reads a file named
    /// `file`, or what is wrong with it and where.
    pub fn level(&self, file: &str) -> Result<Level, LevelError> {
        Level::parse(file, &self.to_text())
    }

    /// Width and height, cells.
    pub fn size(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// The character at `(x, y)`; `None` outside the plan.
    pub fn cell(&self, x: u32, y: u32) -> Option<char> {
        (x < self.width && y < self.height).then(|| self.cells[(y * self.width + x) as usize])
    }

    /// The header's value for `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.header.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// Sets `key` to `value` in the header (an empty value removes it);
    /// true when that changed the draft.
    pub fn set(&mut self, key: &str, value: &str) -> bool {
        let value = value.trim();
        let at = self.header.iter().position(|(k, _)| k == key);
        match (at, value.is_empty()) {
            (Some(i), true) => {
                self.header.remove(i);
                true
            }
            (Some(i), false) if self.header[i].1 != value => {
                self.header[i].1 = value.to_string();
                true
            }
            (None, false) => {
                self.header.push((key.to_string(), value.to_string()));
                true
            }
            _ => false,
        }
    }

    /// Puts `ch` (a legend character) at `(x, y)`; true when that changed
    /// the draft. A monster's or platform's header line goes with what it
    /// named.
    pub fn paint(&mut self, x: u32, y: u32, ch: char) -> bool {
        if self.cell(x, y).is_none_or(|old| old == ch) {
            return false;
        }
        self.cells[(y * self.width + x) as usize] = ch;
        self.drop_orphan_lines();
        true
    }

    /// Puts the player at `(x, y)`, taking it from wherever it was (a
    /// level has one); true when that changed the draft.
    pub fn place_player(&mut self, x: u32, y: u32) -> bool {
        if self.cell(x, y).is_none_or(|old| old == '@') {
            return false;
        }
        for cell in self.cells.iter_mut().filter(|c| **c == '@') {
            *cell = '.';
        }
        self.paint(x, y, '@')
    }

    /// The cell a place in [`Draft::to_text`]'s text stands on, when it is
    /// in the plan (not in the header).
    pub fn cell_at(&self, place: Place) -> Option<(u32, u32)> {
        let row = place.line.checked_sub(self.header.len() + 2)?;
        let (x, y) = (u32::try_from(place.col.checked_sub(1)?).ok()?, u32::try_from(row).ok()?);
        self.cell(x, y).map(|_| (x, y))
    }

    /// The header's keys, in order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.header.iter().map(|(k, _)| k.as_str())
    }

    /// Turns seed 003's wall on the left edge of `(x, y)` on or off; true
    /// when the cell is in the plan.
    pub fn toggle_wall_edge(&mut self, x: u32, y: u32) -> bool {
        self.toggle_edge("wall-edges", x, y)
    }

    /// Turns seed 003's ceiling on the top edge of `(x, y)` on or off; true
    /// when the cell is in the plan.
    pub fn toggle_ceiling_edge(&mut self, x: u32, y: u32) -> bool {
        self.toggle_edge("ceiling-edges", x, y)
    }

    /// The cells with an edge of `key`'s kind.
    pub fn edges(&self, key: &str) -> Vec<(u32, u32)> {
        let list = self.get(key).unwrap_or("");
        cell_list(list).map(|cells| cells.into_iter().map(|(_, cell)| cell).collect()).unwrap_or_default()
    }

    fn toggle_edge(&mut self, key: &str, x: u32, y: u32) -> bool {
        if self.cell(x, y).is_none() {
            return false;
        }
        let mut cells = self.edges(key);
        match cells.iter().position(|&c| c == (x, y)) {
            Some(i) => {
                cells.remove(i);
            }
            None => cells.push((x, y)),
        }
        cells.sort_by_key(|&(x, y)| (y, x));
        self.set(key, &cell_list_text(cells))
    }

    /// Makes the plan `width` by `height` cells, keeping what lies inside
    /// from its top-left corner and filling new cells with empty ones;
    /// edges and object lines outside it go. True when the size changed.
    pub fn resize(&mut self, width: u32, height: u32) -> bool {
        let (width, height) = (width.max(1), height.max(1));
        if (width, height) == (self.width, self.height) {
            return false;
        }
        let mut cells = vec!['.'; (width * height) as usize];
        for y in 0..height.min(self.height) {
            for x in 0..width.min(self.width) {
                cells[(y * width + x) as usize] = self.cells[(y * self.width + x) as usize];
            }
        }
        self.replace_cells(width, height, cells);
        for key in ["wall-edges", "ceiling-edges"] {
            let inside = self.edges(key).into_iter().filter(|&(x, y)| x < width && y < height);
            self.set(key, &cell_list_text(inside));
        }
        self.drop_orphan_lines();
        true
    }

    /// Makes the plan `width` by `height` cells holding `cells`, row by row.
    pub(crate) fn replace_cells(&mut self, width: u32, height: u32, cells: Vec<char>) {
        (self.width, self.height, self.cells) = (width, height, cells);
    }

    /// Removes `monster x,y` and `platform x,y` lines whose cell no longer
    /// holds the monster or the start of a platform's run.
    pub(crate) fn drop_orphan_lines(&mut self) {
        let holds = |draft: &Draft, key: &str| {
            let Some((kind, cell)) = key.split_once(' ') else { return true };
            let Ok(cells) = cell_list(cell) else { return true };
            let Some(&(_, (x, y))) = cells.first() else { return true };
            let at = |x: u32| draft.cell(x, y);
            match kind {
                "monster" => at(x) == Some('M'),
                "platform" => {
                    let ch = at(x);
                    matches!(ch, Some('>' | '^')) && (x == 0 || at(x - 1) != ch)
                }
                _ => true,
            }
        };
        let keep: Vec<bool> = self.header.iter().map(|(k, _)| holds(self, k)).collect();
        let mut keep = keep.into_iter();
        self.header.retain(|_| keep.next().unwrap_or(true));
    }
}
