//! The tool in hand (the pencil, the rectangle, the fill or the
//! selection) and the drag a tool makes, which acts when it is let go.

use ledge_edit::Region;

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
pub(super) fn moved(region: Region, from: (u32, u32), to: (u32, u32)) -> Region {
    let shift = |at: u32, a: u32, b: u32| (i64::from(at) + i64::from(b) - i64::from(a)).max(0) as u32;
    Region { x: shift(region.x, from.0, to.0), y: shift(region.y, from.1, to.1), ..region }
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
