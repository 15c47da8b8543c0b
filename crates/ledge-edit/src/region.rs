//! Editing a region of cells at once, as LDtk, Tiled and Super Mario
//! Maker do: fill a rectangle, flood-fill an area, copy a region and paste
//! it, move it, and grow or shrink the level on any side. Each is one
//! change of the draft (one step of [`crate::Editor`]'s undo).
//!
//! The player goes where a region takes it, never doubled: a rectangle or a
//! fill of `@` places it once, at the cell started from; a pasted or moved
//! `@` moves it. A monster's or platform's header line goes with its cell
//! when the cell moves (a move, a resize from the left or the top).

use ledge_game::{cell_list, cell_list_text};

use crate::Draft;

/// A rectangle of cells: its top-left cell and its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    /// The left column.
    pub x: u32,
    /// The top row.
    pub y: u32,
    /// Columns, at least one.
    pub w: u32,
    /// Rows, at least one.
    pub h: u32,
}

impl Region {
    /// The region with corners `a` and `b` (both inside it), in any order.
    ///
    /// ```
    /// use ledge_edit::Region;
    /// assert_eq!(Region::spanning((5, 1), (2, 3)), Region { x: 2, y: 1, w: 4, h: 3 });
    /// ```
    pub fn spanning(a: (u32, u32), b: (u32, u32)) -> Region {
        let (x, y) = (a.0.min(b.0), a.1.min(b.1));
        Region { x, y, w: a.0.max(b.0) - x + 1, h: a.1.max(b.1) - y + 1 }
    }

    /// True when the cell lies inside.
    pub fn contains(&self, (x, y): (u32, u32)) -> bool {
        x >= self.x && y >= self.y && x - self.x < self.w && y - self.y < self.h
    }

    /// Its cells, row by row.
    pub fn cells(self) -> impl Iterator<Item = (u32, u32)> {
        (self.y..self.y + self.h).flat_map(move |y| (self.x..self.x + self.w).map(move |x| (x, y)))
    }
}

/// Cells copied from a draft: what [`Draft::copy`] takes and
/// [`Draft::paste`] puts back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clip {
    /// Columns.
    pub w: u32,
    /// Rows.
    pub h: u32,
    /// The characters, row by row.
    cells: Vec<char>,
}

impl Clip {
    /// The character at `(x, y)` of the clip.
    pub fn cell(&self, x: u32, y: u32) -> Option<char> {
        (x < self.w && y < self.h).then(|| self.cells[(y * self.w + x) as usize])
    }
}

/// The sides of a level, for [`Draft::resize_sides`]: cells added (or,
/// negative, taken away) on each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sides {
    /// Columns on the left.
    pub left: i32,
    /// Rows on top.
    pub top: i32,
    /// Columns on the right.
    pub right: i32,
    /// Rows at the bottom.
    pub bottom: i32,
}

impl Draft {
    /// Paints `ch` on every cell of `region` that lies in the plan (the
    /// player: at its top-left cell only); true when that changed the draft.
    pub fn fill_rect(&mut self, region: Region, ch: char) -> bool {
        if ch == '@' {
            return self.place_player(region.x, region.y);
        }
        let mut changed = false;
        for (x, y) in region.cells() {
            changed |= self.paint(x, y, ch);
        }
        changed
    }

    /// Paints `ch` on the cell `(x, y)` and every cell joined to it through
    /// sides by cells of the same character (a flood fill); true when that
    /// changed the draft. The player is placed at `(x, y)` only.
    ///
    /// ```
    /// use ledge_edit::Draft;
    /// let mut draft = Draft::from_text("#####\n#..##\n##..#\n#####\n");
    /// assert!(draft.flood_fill(1, 1, '~'));
    /// assert_eq!(draft.to_text(), "---\n#####\n#~~##\n##~~#\n#####\n");
    /// ```
    pub fn flood_fill(&mut self, x: u32, y: u32, ch: char) -> bool {
        let Some(old) = self.cell(x, y) else { return false };
        if ch == '@' {
            return self.place_player(x, y);
        }
        if old == ch {
            return false;
        }
        let (w, h) = self.size();
        let mut todo = vec![(x, y)];
        let mut filled = vec![false; (w * h) as usize];
        while let Some((x, y)) = todo.pop() {
            let i = (y * w + x) as usize;
            if filled[i] || self.cell(x, y) != Some(old) {
                continue;
            }
            filled[i] = true;
            self.paint(x, y, ch);
            if x > 0 {
                todo.push((x - 1, y));
            }
            if y > 0 {
                todo.push((x, y - 1));
            }
            if x + 1 < w {
                todo.push((x + 1, y));
            }
            if y + 1 < h {
                todo.push((x, y + 1));
            }
        }
        true
    }

    /// The cells of `region` that lie in the plan; `None` when none does.
    pub fn copy(&self, region: Region) -> Option<Clip> {
        let (w, h) = self.size();
        if region.x >= w || region.y >= h {
            return None;
        }
        let (cw, ch) = (region.w.min(w - region.x), region.h.min(h - region.y));
        let cells = Region { w: cw, h: ch, ..region }.cells().map(|(x, y)| self.cell(x, y).unwrap_or('.'));
        Some(Clip { w: cw, h: ch, cells: cells.collect() })
    }

    /// Puts `clip` with its top-left cell at `(x, y)`, cut where it leaves
    /// the plan; a pasted player moves the player there. True when that
    /// changed the draft.
    pub fn paste(&mut self, clip: &Clip, x: u32, y: u32) -> bool {
        let mut changed = false;
        for (cx, cy) in (Region { x: 0, y: 0, w: clip.w, h: clip.h }).cells() {
            let Some(ch) = clip.cell(cx, cy) else { continue };
            let (px, py) = (x + cx, y + cy);
            changed |= if ch == '@' { self.place_player(px, py) } else { self.paint(px, py, ch) };
        }
        changed
    }

    /// Moves the cells of `region` by `(dx, dy)` cells, leaving empty cells
    /// behind; what leaves the plan is lost, and the monsters' and
    /// platforms' lines go with their cells. True when that changed the
    /// draft.
    ///
    /// ```
    /// use ledge_edit::{Draft, Region};
    /// let mut draft = Draft::from_text("o#..\n@...\n");
    /// assert!(draft.move_region(Region { x: 0, y: 0, w: 2, h: 1 }, 2, 1));
    /// assert_eq!(draft.to_text(), "---\n....\n@.o#\n");
    /// ```
    pub fn move_region(&mut self, region: Region, dx: i32, dy: i32) -> bool {
        let Some(clip) = self.copy(region) else { return false };
        if (dx, dy) == (0, 0) {
            return false;
        }
        let before = self.clone();
        let (w, h) = self.size();
        let moved = |(x, y): (u32, u32)| {
            let (nx, ny) = (i64::from(x) + i64::from(dx), i64::from(y) + i64::from(dy));
            (nx >= 0 && ny >= 0 && nx < i64::from(w) && ny < i64::from(h)).then_some((nx as u32, ny as u32))
        };
        let lifted = Region { w: clip.w, h: clip.h, ..region };
        // 1. lift the region, but a player with nowhere to go;
        for (x, y) in lifted.cells() {
            if self.cell(x, y) != Some('@') || moved((x, y)).is_some() {
                self.put(x, y, '.');
            }
        }
        // 2. put it down where it goes;
        for (x, y) in lifted.cells() {
            if let (Some(ch), Some((nx, ny))) = (clip.cell(x - region.x, y - region.y), moved((x, y))) {
                self.put(nx, ny, ch);
            }
        }
        // 3. the monsters' and platforms' lines go with their cells.
        self.move_object_lines(|cell| lifted.contains(cell), moved, (dx.into(), dy.into()));
        *self != before
    }

    /// Grows (or, with negative numbers, shrinks) the plan on each of its
    /// sides; what lies on the cells taken away goes, and everything else
    /// keeps its place in the level (its cells, edges, the monsters' and
    /// platforms' lines and paths move with it). At least one cell stays
    /// each way. True when the size changed.
    ///
    /// ```
    /// use ledge_edit::{Draft, Sides};
    /// let mut draft = Draft::from_text("@o\n##\n");
    /// assert!(draft.resize_sides(Sides { left: 2, top: 1, ..Sides::default() }));
    /// assert_eq!(draft.to_text(), "---\n....\n..@o\n..##\n");
    /// ```
    pub fn resize_sides(&mut self, sides: Sides) -> bool {
        let (w, h) = self.size();
        let width = (i64::from(w) + i64::from(sides.left) + i64::from(sides.right)).clamp(1, MAX_SIDE);
        let height = (i64::from(h) + i64::from(sides.top) + i64::from(sides.bottom)).clamp(1, MAX_SIDE);
        let (width, height) = (width as u32, height as u32);
        if (width, height) == (w, h) {
            return false;
        }
        let (dx, dy) = (i64::from(sides.left), i64::from(sides.top));
        let moved = |(x, y): (u32, u32)| {
            let (nx, ny) = (i64::from(x) + dx, i64::from(y) + dy);
            (nx >= 0 && ny >= 0 && nx < i64::from(width) && ny < i64::from(height))
                .then_some((nx as u32, ny as u32))
        };
        let mut cells = vec!['.'; width as usize * height as usize];
        for (x, y) in (Region { x: 0, y: 0, w, h }).cells() {
            if let Some((nx, ny)) = moved((x, y)) {
                cells[ny as usize * width as usize + nx as usize] = self.cell(x, y).unwrap_or('.');
            }
        }
        for key in ["wall-edges", "ceiling-edges"] {
            let list = self.edges(key);
            if !list.is_empty() {
                self.set(key, &cell_list_text(list.into_iter().filter_map(moved)));
            }
        }
        self.replace_cells(width, height, cells);
        self.move_object_lines(|_| true, moved, (dx, dy));
        true
    }

    /// Puts `ch` at `(x, y)` of the plan, leaving the header alone (the
    /// player too: it is taken from where it was).
    fn put(&mut self, x: u32, y: u32, ch: char) {
        if ch == '@' {
            for cell in self.cells.iter_mut().filter(|c| **c == '@') {
                *cell = '.';
            }
        }
        let w = self.size().0;
        self.cells[(y * w + x) as usize] = ch;
    }

    /// Moves the `monster x,y` and `platform x,y` lines whose cell `picked`
    /// says to the cell `moved` gives, in place, and a platform's path by
    /// `offset`; then drops the lines whose cell left the plan or no longer
    /// holds their object.
    fn move_object_lines(
        &mut self,
        picked: impl Fn((u32, u32)) -> bool,
        moved: impl Fn((u32, u32)) -> Option<(u32, u32)>,
        offset: (i64, i64),
    ) {
        let cell_of = |key: &str| {
            let (kind, cell) = key.split_once(' ')?;
            let first = cell_list(cell).ok()?.first()?.1;
            matches!(kind, "monster" | "platform").then(|| (kind.to_string(), first))
        };
        // A line whose object was painted over by one moved onto its cell goes.
        let landed: Vec<(u32, u32)> = self
            .header
            .iter()
            .filter_map(|(key, _)| cell_of(key))
            .filter(|(_, cell)| picked(*cell))
            .filter_map(|(_, cell)| moved(cell))
            .collect();
        let mut gone = Vec::new();
        for (i, (key, value)) in self.header.iter_mut().enumerate() {
            let Some((kind, first)) = cell_of(key) else { continue };
            if !picked(first) {
                if landed.contains(&first) {
                    gone.push(i);
                }
                continue;
            }
            match moved(first) {
                Some((x, y)) => {
                    if kind == "platform" {
                        *value = moved_path(value, offset);
                    }
                    *key = format!("{kind} {x},{y}");
                }
                None => gone.push(i),
            }
        }
        for i in gone.into_iter().rev() {
            self.header.remove(i);
        }
        self.drop_orphan_lines();
    }
}

/// The largest side a resize makes, cells (a plan's own limit).
const MAX_SIDE: i64 = 4096;

/// A platform line's value with the cells of its `path` moved by
/// `offset`, wherever they are (the checker names a point outside the
/// plan); one that would pass the plan's top or left side stays.
fn moved_path(value: &str, (dx, dy): (i64, i64)) -> String {
    let moved = |(x, y): (u32, u32)| {
        let (nx, ny) = (i64::from(x) + dx, i64::from(y) + dy);
        (nx >= 0 && ny >= 0 && nx <= i64::from(u32::MAX) && ny <= i64::from(u32::MAX))
            .then_some((nx as u32, ny as u32))
    };
    let parts: Vec<String> = value
        .split(';')
        .map(|part| {
            let Some(points) = part.trim().strip_prefix("path") else { return part.trim().to_string() };
            let points: Vec<String> = points
                .split_whitespace()
                .map(|point| {
                    let cell = cell_list(point).ok().and_then(|c| c.first().map(|&(_, cell)| cell));
                    match cell.and_then(moved) {
                        Some((x, y)) => format!("{x},{y}"),
                        None => point.to_string(),
                    }
                })
                .collect();
            format!("path {}", points.join(" "))
        })
        .collect();
    parts.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(draft: &Draft) -> String {
        draft.to_text().split_once("---\n").map(|(_, plan)| plan.to_string()).unwrap_or_default()
    }

    #[test]
    fn a_rectangle_fills_every_cell_between_its_corners() {
        let mut draft = Draft::from_text("......\n......\n@.....\n######\n");
        assert!(draft.fill_rect(Region::spanning((4, 0), (1, 1)), '#'));
        assert_eq!(plan(&draft), ".####.\n.####.\n@.....\n######\n");
        assert!(!draft.fill_rect(Region::spanning((1, 0), (4, 1)), '#'), "already walls");
        assert!(draft.fill_rect(Region::spanning((3, 2), (5, 2)), '@'));
        assert_eq!(plan(&draft), ".####.\n.####.\n...@..\n######\n", "one player, at the first corner");
    }

    #[test]
    fn a_fill_stops_at_other_characters_and_the_plans_sides() {
        let mut draft = Draft::from_text("..#..\n..#..\n@.#.o\n#####\n");
        assert!(draft.flood_fill(3, 0, '~'));
        assert_eq!(plan(&draft), "..#~~\n..#~~\n@.#~o\n#####\n");
        assert!(!draft.flood_fill(3, 0, '~'), "nothing left to fill");
        assert!(draft.flood_fill(0, 3, '+'));
        assert_eq!(plan(&draft), "..+~~\n..+~~\n@.+~o\n+++++\n");
    }

    #[test]
    fn a_pasted_region_is_cut_at_the_plans_sides_and_moves_the_player() {
        let mut draft = Draft::from_text("@o#.\n....\n....\n");
        let clip = draft.copy(Region { x: 0, y: 0, w: 3, h: 1 }).unwrap();
        assert!(draft.paste(&clip, 2, 2));
        assert_eq!(plan(&draft), ".o#.\n....\n..@o\n");
        assert_eq!(draft.copy(Region { x: 9, y: 0, w: 1, h: 1 }), None);
    }

    #[test]
    fn a_moved_monster_keeps_its_line_and_a_moved_platform_its_path() {
        let text = "physics: ledge\nmonster 1,0: speed 3\nplatform 0,1: path 3,1; speed 2\n---\n.M..o\n>....\n##@##\n";
        let mut draft = Draft::from_text(text);
        assert!(draft.move_region(Region { x: 0, y: 0, w: 2, h: 2 }, 1, 0));
        assert_eq!(plan(&draft), "..M.o\n.>...\n##@##\n");
        assert_eq!(draft.get("monster 2,0"), Some("speed 3"));
        assert_eq!(draft.get("platform 1,1"), Some("path 4,1; speed 2"));
        let level = draft.level("moved.txt").unwrap();
        assert_eq!(level.platforms[0].path.waypoints.len(), 2);
    }

    #[test]
    fn growing_on_the_left_and_top_moves_edges_and_lines_with_the_level() {
        let text = "wall-edges: 1,0\nmonster 1,0: speed 3\n---\n@M.o\n####\n";
        let mut draft = Draft::from_text(text);
        assert!(draft.resize_sides(Sides { left: 1, top: 2, ..Sides::default() }));
        assert_eq!(draft.size(), (5, 4));
        assert_eq!(draft.get("wall-edges"), Some("2,2"));
        assert_eq!(draft.get("monster 2,2"), Some("speed 3"));
        let level = draft.level("grown.txt").unwrap();
        assert!(level.grid.wall(2, 2));
        // Shrinking from the left takes the player's column away.
        assert!(draft.resize_sides(Sides { left: -2, top: -2, ..Sides::default() }));
        assert_eq!(plan(&draft), "M.o\n###\n");
        assert_eq!(draft.get("monster 0,0"), Some("speed 3"));
        assert_eq!(draft.get("wall-edges"), Some("0,0"), "on the plan's left side now");
    }
}
