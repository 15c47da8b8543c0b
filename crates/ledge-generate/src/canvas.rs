//! A level's plan as it is drawn: a grid of legend characters, written out
//! as a text plan with its header.

use ledge_game::{Room, Theme};

/// A grid of legend characters, `.` where nothing is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Canvas {
    width: usize,
    height: usize,
    cells: Vec<u8>,
}

impl Canvas {
    /// An empty canvas of `width` by `height` cells.
    pub fn new(width: usize, height: usize) -> Canvas {
        Canvas { width, height, cells: vec![b'.'; width * height] }
    }

    /// Draws `c` at column `x`, row `y`; outside the canvas, nothing.
    pub fn set(&mut self, x: i64, y: i64, c: u8) {
        if (0..self.width as i64).contains(&x) && (0..self.height as i64).contains(&y) {
            self.cells[y as usize * self.width + x as usize] = c;
        }
    }

    /// True when `c` is drawn somewhere.
    pub fn holds(&self, c: u8) -> bool {
        self.cells.contains(&c)
    }

    /// The text plan: a header naming the level, its physics, its world
    /// and its rooms (when it has more than one), then the rows.
    pub fn to_text(&self, name: &str, theme: Theme, hint: &str, rooms: &[Room]) -> String {
        let mut text = format!(
            "name: {name}\nphysics: ledge\ntheme: {}\nauthor: ledge generate\nhint: {hint}\n",
            theme.name()
        );
        if !rooms.is_empty() {
            let rooms: Vec<String> = rooms.iter().map(Room::to_string).collect();
            text.push_str(&format!("rooms: {}\n", rooms.join("; ")));
        }
        text.push_str("---\n");
        text.reserve(self.cells.len() + self.height);
        for row in self.cells.chunks(self.width) {
            // Every byte drawn is an ASCII legend character.
            text.extend(row.iter().map(|&c| c as char));
            text.push('\n');
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_canvas_writes_its_rows_under_the_header() {
        let mut canvas = Canvas::new(3, 2);
        canvas.set(1, 1, b'#');
        canvas.set(9, 9, b'#');
        let text = canvas.to_text("Tiny", Theme::Caverns, "Go.", &[]);
        assert!(text.ends_with("---\n...\n.#.\n"), "{text}");
        assert!(text.contains("theme: caverns\n"));
    }
}
