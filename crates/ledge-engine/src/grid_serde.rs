//! A grid as serde writes it: its rows as text pictures (the characters
//! of [`Tile::to_char`]), its edges only when it has some, and what lies
//! outside; read back with every size checked. `Grid`'s serde goes through
//! [`GridData`].

use crate::{Grid, Outside, Tile};

/// The form a [`Grid`] takes in a file.
#[derive(serde::Serialize, serde::Deserialize)]
pub(crate) struct GridData {
    width: u32,
    height: u32,
    /// One string a row, from the top, one character a cell.
    rows: Vec<String>,
    /// Edge bits for `(width + 1) * (height + 1)` cells, row by row;
    /// left out when no edge is set.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    edges: Vec<u8>,
    #[serde(default)]
    outside: Outside,
}

impl From<Grid> for GridData {
    fn from(grid: Grid) -> GridData {
        let width = grid.width() as usize;
        let rows = if width == 0 {
            vec![String::new(); grid.height() as usize]
        } else {
            grid.tiles().chunks(width).map(|row| row.iter().map(|t| t.to_char()).collect()).collect()
        };
        let edges = if grid.has_edges() { grid.edges().to_vec() } else { Vec::new() };
        GridData { width: grid.width(), height: grid.height(), rows, edges, outside: grid.outside() }
    }
}

impl TryFrom<GridData> for Grid {
    type Error = String;

    fn try_from(data: GridData) -> Result<Grid, String> {
        let GridData { width, height, rows, edges, outside } = data;
        if rows.len() != height as usize {
            return Err(format!("a grid {height} cells high has {} rows", rows.len()));
        }
        let mut tiles = Vec::with_capacity(width as usize * height as usize);
        for (y, row) in rows.iter().enumerate() {
            let len = row.chars().count();
            if len != width as usize {
                return Err(format!("row {}: {len} cells in a grid {width} cells wide", y + 1));
            }
            for (x, c) in row.chars().enumerate() {
                let tile = Tile::from_char(c);
                tiles.push(tile.ok_or_else(|| format!("row {}, column {}: {c:?} is no tile", y + 1, x + 1))?);
            }
        }
        let mut grid = Grid::from_tiles(width, height, tiles)
            .ok_or_else(|| format!("a grid of {width} by {height} cells is over Grid::MAX_SIDE on a side"))?;
        grid.set_outside(outside);
        if !edges.is_empty() {
            grid.set_edges(edges)?;
        }
        Ok(grid)
    }
}

impl serde::Serialize for Grid {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serde::Serialize::serialize(&GridData::from(self.clone()), serializer)
    }
}

impl<'de> serde::Deserialize<'de> for Grid {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Grid, D::Error> {
        let data = <GridData as serde::Deserialize>::deserialize(deserializer)?;
        Grid::try_from(data).map_err(serde::de::Error::custom)
    }
}
