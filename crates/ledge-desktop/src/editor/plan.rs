//! A draft drawn as the game draws a level, whether or not it loads yet:
//! its tiles and edges in a grid, its actors and platforms as the game's figures at
//! the cells that hold them.

use ledge_edit::Draft;
use ledge_engine::{Grid, Rect, Tile, Vec2};
use ledge_game::{Figure, FigureKind, Legend, Placed, Theme, LEGEND};

/// The tiles, edges and figures of a draft.
pub struct Plan {
    /// Its tiles and edges.
    pub grid: Grid,
    /// Its actors and platforms, at their cells.
    pub figures: Vec<Figure>,
    /// Its checkpoints' cells.
    pub checkpoints: Vec<(u32, u32)>,
    /// The world it is drawn in: its `theme`, the first world's while that does not read.
    pub theme: Theme,
}

impl Plan {
    /// What `draft` shows.
    pub fn of(draft: &Draft) -> Plan {
        let (width, height) = draft.size();
        let mut grid = Grid::new(width, height);
        let mut figures = Vec::new();
        let mut checkpoints = Vec::new();
        for y in 0..height {
            for x in 0..width {
                let ch = draft.cell(x, y).unwrap_or('.');
                let Some(makes) = LEGEND.iter().find(|e| e.ch == ch).map(|e| e.makes) else {
                    grid.set_tile(x, y, Tile::Solid);
                    continue;
                };
                let (fx, fy) = (f64::from(x), f64::from(y));
                let (kind, rect) = match makes {
                    Legend::Tile(tile) => {
                        grid.set_tile(x, y, tile);
                        continue;
                    }
                    Legend::Checkpoint => {
                        checkpoints.push((x, y));
                        continue;
                    }
                    Legend::Platform(_) => (FigureKind::PLATFORM, Rect::new(fx, fy, 1.0, 1.0)),
                    Legend::Element(element) => {
                        let placed = Placed { kind: element, cell: (x, y) };
                        (FigureKind::Element(element, placed.start()), placed.rect())
                    }
                    Legend::Spawn(spawn) => {
                        let kind = spawn.figure();
                        (kind, kind.placed_box(Vec2::new(fx, fy)))
                    }
                };
                figures.push(Figure { id: figures.len() as u32, kind, rect, facing_left: false });
            }
        }
        for (x, y) in draft.edges("wall-edges") {
            grid.set_wall(x, y, true);
        }
        for (x, y) in draft.edges("ceiling-edges") {
            grid.set_ceiling(x, y, true);
        }
        let theme = draft.get("theme").and_then(Theme::by_name).unwrap_or_default();
        Plan { grid, figures, checkpoints, theme }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draft_that_does_not_load_still_shows() {
        let mut draft = Draft::new("two players", 6, 3);
        draft.paint(4, 1, '@');
        draft.paint(3, 1, 'o');
        draft.toggle_wall_edge(2, 0);
        let plan = Plan::of(&draft);
        assert!(draft.level("two.txt").is_err());
        let players = plan.figures.iter().filter(|f| f.kind == FigureKind::Player).count();
        assert_eq!(players, 2);
        assert_eq!(plan.grid.tile(0, 2), Tile::Solid);
        assert!(plan.grid.wall(2, 0));
    }
}
