//! The tools that edit many cells at once, as LDtk, Tiled and Super Mario
//! Maker have them: the rectangle (drag from corner to corner), the fill
//! (a click floods the area of like cells), and the selection (drag to
//! select; drag it to move it; Ctrl+C copies it, Ctrl+V pastes at the
//! mouse, Delete empties it); and resizing from any side (Ctrl+arrow grows
//! the level on that side, Ctrl+Shift+arrow shrinks it). Each change is
//! one step of undo.

use ledge_edit::{Brush, Region, Sides};

use super::input::{EditInput, Key, KeyPress};
use super::EditScreen;

/// How a left click or drag on the level paints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Cell by cell, as the mouse goes (`b`).
    Pencil,
    /// A rectangle from the cell pressed to the cell let go (`g`).
    Rectangle,
    /// The cell clicked and every like cell joined to it (`f`).
    Fill,
    /// Selects a region; a drag inside it moves it (`s`).
    Select,
}

impl Tool {
    /// The tool a typed character picks.
    pub fn of_char(ch: char) -> Option<Tool> {
        match ch {
            'b' => Some(Tool::Pencil),
            'g' => Some(Tool::Rectangle),
            'f' => Some(Tool::Fill),
            's' => Some(Tool::Select),
            _ => None,
        }
    }

    /// Its name, for the top bar.
    pub fn label(self) -> &'static str {
        match self {
            Tool::Pencil => "pencil",
            Tool::Rectangle => "rectangle",
            Tool::Fill => "fill",
            Tool::Select => "select",
        }
    }
}

/// A drag of the left button that acts when it is let go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drag {
    /// A rectangle from `from` to `to`.
    Rectangle { from: (u32, u32), to: (u32, u32) },
    /// A selection from `from` to `to`.
    Select { from: (u32, u32), to: (u32, u32) },
    /// The selection, picked up at `from`, now over `to`.
    Move { from: (u32, u32), to: (u32, u32) },
}

impl Drag {
    /// The region it covers now: the rectangle, the selection, or the
    /// selection `region` where it would land.
    pub fn region(self, selection: Option<Region>) -> Option<Region> {
        match self {
            Drag::Rectangle { from, to } | Drag::Select { from, to } => Some(Region::spanning(from, to)),
            Drag::Move { from, to } => selection.map(|r| moved(r, from, to)),
        }
    }
}

/// `region` moved as a drag from `from` to `to` moves it (kept on the plan's
/// top and left sides).
fn moved(region: Region, from: (u32, u32), to: (u32, u32)) -> Region {
    let shift = |at: u32, a: u32, b: u32| (i64::from(at) + i64::from(b) - i64::from(a)).max(0) as u32;
    Region { x: shift(region.x, from.0, to.0), y: shift(region.y, from.1, to.1), ..region }
}

impl EditScreen {
    /// A left press on the level with a tool other than the pencil; true
    /// when the tool took it.
    pub(super) fn tool_press(&mut self) -> bool {
        let Some(cell) = self.hovered() else { return false };
        match (self.tool, self.brush) {
            (Tool::Select, _) => {
                self.dragging = Some(match self.selection {
                    Some(region) if region.contains(cell) => Drag::Move { from: cell, to: cell },
                    _ => Drag::Select { from: cell, to: cell },
                });
            }
            (Tool::Rectangle, Brush::Plan(_)) => {
                self.dragging = Some(Drag::Rectangle { from: cell, to: cell })
            }
            (Tool::Fill, Brush::Plan(ch)) => {
                if !self.editor.edit(|d| d.flood_fill(cell.0, cell.1, ch)) {
                    self.say("nothing to fill: the area already holds that");
                }
            }
            _ => return false,
        }
        true
    }

    /// The drag under way follows the mouse; let go, it acts.
    pub(super) fn tool_drag(&mut self, input: &EditInput) {
        let Some(drag) = self.dragging else { return };
        let to = self.hovered().unwrap_or(match drag {
            Drag::Rectangle { to, .. } | Drag::Select { to, .. } | Drag::Move { to, .. } => to,
        });
        let drag = match drag {
            Drag::Rectangle { from, .. } => Drag::Rectangle { from, to },
            Drag::Select { from, .. } => Drag::Select { from, to },
            Drag::Move { from, .. } => Drag::Move { from, to },
        };
        self.dragging = Some(drag);
        if input.left.down {
            return;
        }
        self.dragging = None;
        match (drag, self.brush) {
            (Drag::Rectangle { from, to }, Brush::Plan(ch)) => {
                self.editor.edit(|d| d.fill_rect(Region::spanning(from, to), ch));
            }
            (Drag::Select { from, to }, _) => {
                let region = Region::spanning(from, to);
                self.selection = Some(region);
                self.say(format!(
                    "selected {} by {} cells: Ctrl+C copies, drag moves, Delete empties",
                    region.w, region.h
                ));
            }
            (Drag::Move { from, to }, _) => {
                let Some(region) = self.selection else { return };
                let (dx, dy) = (to.0 as i32 - from.0 as i32, to.1 as i32 - from.1 as i32);
                if self.editor.edit(|d| d.move_region(region, dx, dy)) {
                    self.selection = Some(moved(region, from, to));
                }
            }
            _ => {}
        }
    }

    /// The keys of the selection and of resizing; true when one was taken.
    pub(super) fn tool_key(&mut self, press: KeyPress) -> bool {
        match (press.key, press.ctrl) {
            (Key::C, true) => match self.selection.and_then(|r| self.draft().copy(r)) {
                Some(clip) => {
                    self.say(format!(
                        "copied {} by {} cells: Ctrl+V pastes them at the mouse",
                        clip.w, clip.h
                    ));
                    self.clipboard = Some(clip);
                }
                None => self.say("select a region first (the select tool, S)"),
            },
            (Key::V, true) => match (self.clipboard.clone(), self.hovered()) {
                (Some(clip), Some((x, y))) => {
                    if self.editor.edit(|d| d.paste(&clip, x, y)) {
                        self.selection = Some(Region { x, y, w: clip.w, h: clip.h });
                    }
                }
                (None, _) => self.say("nothing copied yet: select a region and press Ctrl+C"),
                (_, None) => self.say("point at the cell to paste at, then press Ctrl+V"),
            },
            (Key::Backspace | Key::Delete, _) if self.selected.is_none() => match self.selection {
                Some(region) => {
                    self.editor.edit(|d| d.fill_rect(region, '.'));
                }
                None => return false,
            },
            (Key::Up | Key::Down | Key::Left | Key::Right, true) => {
                let by = if press.shift { -1 } else { 1 };
                let sides = match press.key {
                    Key::Up => Sides { top: by, ..Sides::default() },
                    Key::Down => Sides { bottom: by, ..Sides::default() },
                    Key::Left => Sides { left: by, ..Sides::default() },
                    _ => Sides { right: by, ..Sides::default() },
                };
                if self.editor.edit(|d| d.resize_sides(sides)) {
                    // What was there stays where it was on the screen.
                    if let Some(view) = &mut self.view {
                        let px = view.cell_px;
                        view.pan(-f64::from(sides.left) * px, -f64::from(sides.top) * px);
                    }
                    self.selection = None;
                    let (w, h) = self.draft().size();
                    self.say(format!("the level is {w} by {h} cells"));
                }
            }
            _ => return false,
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typing_a_tools_letter_picks_the_tool_not_a_plan_character() {
        // A typed legend character picks its brush first: no tool's letter,
        // nor the edges' `e` and the objects' `p`, may be one.
        for entry in ledge_game::LEGEND {
            let taken = Tool::of_char(entry.ch).is_some() || "eEpP".contains(entry.ch);
            assert!(!taken, "`{}` ({}) is a tool's or a brush's key", entry.ch, entry.meaning);
        }
    }
}
