//! What a click in the editor does: paint a legend character, toggle one
//! of seed 003's edges, or pick an object to edit.

use ledge_game::LEGEND;

use crate::Draft;

/// How near a cell's edge a click must land to toggle it, in cells.
pub const EDGE_REACH: f64 = 0.3;

/// The editor's tools, as its palette lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Brush {
    /// Paints a legend character into the cell clicked.
    Plan(char),
    /// Seed 003's edges: a click near a cell's left or top edge toggles a
    /// wall or a ceiling there.
    Edges,
    /// Picks the monster or moving platform clicked, to edit its line.
    Objects,
}

impl Brush {
    /// Every brush, in the palette's order: the legend's characters, then
    /// the edges and the object picker.
    pub fn palette() -> Vec<Brush> {
        LEGEND.iter().map(|e| Brush::Plan(e.ch)).chain([Brush::Edges, Brush::Objects]).collect()
    }

    /// What it does, for the palette.
    pub fn label(self) -> &'static str {
        match self {
            Brush::Plan(ch) => LEGEND.iter().find(|e| e.ch == ch).map_or("?", |e| e.meaning),
            Brush::Edges => "edges: click near a cell's left or top edge",
            Brush::Objects => "objects: pick a monster or platform",
        }
    }

    /// Paints the brush at cell `(x, y)`, clicked at `(fx, fy)` within it (0
    /// to 1 from its top-left corner); true when that changed the draft.
    /// The player moves rather than doubles; the edges and the object
    /// picker paint nothing.
    pub fn paint(self, draft: &mut Draft, x: u32, y: u32) -> bool {
        match self {
            Brush::Plan('@') => draft.place_player(x, y),
            Brush::Plan(ch) => draft.paint(x, y, ch),
            Brush::Edges | Brush::Objects => false,
        }
    }
}

/// One of seed 003's edges, named by the cell whose edge it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// The left edge of the cell: a wall between it and the cell on its left.
    Wall(u32, u32),
    /// The top edge of the cell: a ceiling between it and the cell above.
    Ceiling(u32, u32),
}

impl Edge {
    /// The edge nearest the point `(x, y)` of the level (cells, from its
    /// top-left corner), when it is within [`EDGE_REACH`]: a cell's right
    /// edge is its right neighbour's left edge, its bottom edge the top
    /// edge of the cell below.
    ///
    /// ```
    /// use ledge_edit::Edge;
    /// assert_eq!(Edge::near(3.1, 2.5), Some(Edge::Wall(3, 2)));
    /// assert_eq!(Edge::near(3.5, 2.9), Some(Edge::Ceiling(3, 3)));
    /// assert_eq!(Edge::near(3.5, 2.5), None);
    /// ```
    pub fn near(x: f64, y: f64) -> Option<Edge> {
        if x < 0.0 || y < 0.0 {
            return None;
        }
        let (cx, cy) = (x.floor(), y.floor());
        let (fx, fy) = (x - cx, y - cy);
        let (cx, cy) = (cx as u32, cy as u32);
        let candidates = [
            (fx, Edge::Wall(cx, cy)),
            (1.0 - fx, Edge::Wall(cx + 1, cy)),
            (fy, Edge::Ceiling(cx, cy)),
            (1.0 - fy, Edge::Ceiling(cx, cy + 1)),
        ];
        let (distance, edge) = candidates.into_iter().min_by(|a, b| a.0.total_cmp(&b.0))?;
        (distance <= EDGE_REACH).then_some(edge)
    }

    /// Turns the edge on or off in `draft`; true when its cell is in the plan.
    pub fn toggle(self, draft: &mut Draft) -> bool {
        match self {
            Edge::Wall(x, y) => draft.toggle_wall_edge(x, y),
            Edge::Ceiling(x, y) => draft.toggle_ceiling_edge(x, y),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_palette_holds_every_legend_character_and_the_two_tools() {
        let palette = Brush::palette();
        assert_eq!(palette.len(), LEGEND.len() + 2);
        assert_eq!(palette[1], Brush::Plan('#'));
        assert!(palette.iter().all(|b| b.label() != "?"));
    }

    #[test]
    fn painting_the_player_moves_it() {
        let mut draft = Draft::new("moves", 6, 3);
        assert!(Brush::Plan('@').paint(&mut draft, 4, 1));
        assert_eq!((draft.cell(1, 1), draft.cell(4, 1)), (Some('.'), Some('@')));
        assert!(!Brush::Plan('@').paint(&mut draft, 4, 1), "already there");
    }

    #[test]
    fn a_click_in_a_cells_middle_is_near_no_edge() {
        assert_eq!(Edge::near(0.5, 0.5), None);
        assert_eq!(Edge::near(0.05, 0.5), Some(Edge::Wall(0, 0)));
        assert_eq!(Edge::near(0.5, 0.05), Some(Edge::Ceiling(0, 0)));
        assert_eq!(Edge::near(-0.1, 0.5), None);
    }
}
