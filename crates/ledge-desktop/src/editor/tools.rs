//! The tools that edit many cells at once, as LDtk, Tiled and Super Mario
//! Maker have them: the rectangle (drag from corner to corner), the fill
//! (a click floods the area of like cells), and the selection (drag to
//! select; drag it to move it; Ctrl+C copies it, Ctrl+V pastes at the
//! mouse, Delete empties it); and resizing from any side (Ctrl+arrow grows
//! the level on that side, Ctrl+Shift+arrow shrinks it). Each change is
//! one step of undo.

use ledge_edit::{Brush, Region, Sides};

use super::input::{EditInput, Key, KeyPress};
use super::tool::{moved, Drag, Tool};
use super::EditScreen;

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
