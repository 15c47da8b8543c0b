//! Cells written as text: `x,y`, and lists of them separated by spaces,
//! as a text plan's header and an editor file's properties name cells.

/// A cell of a list: its column in the list's text (from 0), and the cell
/// (column and row from 0).
pub type ListedCell = (usize, (u32, u32));

/// The cells of a list such as `4,1 4,2` (columns and rows from 0), each
/// with its column in `text` (from 0): how a text plan's header and an
/// editor file's properties name cells. An item that is not `x,y` is the
/// error, with its column.
///
/// ```
/// assert_eq!(ledge_game::cell_list("4,1  0,2"), Ok(vec![(0, (4, 1)), (5, (0, 2))]));
/// assert_eq!(ledge_game::cell_list("4,1 x"), Err((4, "x".to_string())));
/// ```
pub fn cell_list(text: &str) -> Result<Vec<ListedCell>, (usize, String)> {
    words(text)
        .map(|(col, item)| parse_cell(item).map(|cell| (col, cell)).ok_or_else(|| (col, item.to_string())))
        .collect()
}

/// A list of cells as [`cell_list`] reads it: `x,y` separated by spaces.
pub fn cell_list_text(cells: impl IntoIterator<Item = (u32, u32)>) -> String {
    cells.into_iter().map(|(x, y)| format!("{x},{y}")).collect::<Vec<_>>().join(" ")
}

/// One cell written `x,y` (column and row from 0).
pub(super) fn parse_cell(text: &str) -> Option<(u32, u32)> {
    let (x, y) = text.split_once(',')?;
    Some((x.trim().parse().ok()?, y.trim().parse().ok()?))
}

/// The words of `value` separated by spaces, each with its column from
/// the value's first character (0).
fn words(value: &str) -> impl Iterator<Item = (usize, &str)> {
    value
        .split(' ')
        .scan(0, |col, word| {
            let at = *col;
            *col += word.chars().count() + 1;
            Some((at, word))
        })
        .filter(|(_, word)| !word.is_empty())
}
