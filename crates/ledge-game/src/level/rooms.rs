//! A level's rooms (the header's `rooms`): rectangles of cells the camera
//! frames one at a time, moving to the next as the player crosses into it
//! (as Celeste's screens). They change nothing in how the level plays.
//!
//! Written `X,Y WxH` (the top-left cell, from 0, and the size in cells),
//! separated by `;`: `rooms: 0,0 40x23; 40,0 40x23; 40,23 40x23`.

use std::fmt;

use ledge_engine::{Rect, Vec2};

use super::place::Place;

/// One room: a rectangle of whole cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Room {
    /// Its left column, from 0.
    pub x: u32,
    /// Its top row, from 0.
    pub y: u32,
    /// Its width, cells.
    pub width: u32,
    /// Its height, cells.
    pub height: u32,
}

impl Room {
    /// Its rectangle, cells.
    pub fn rect(&self) -> Rect {
        Rect::new(self.x.into(), self.y.into(), self.width.into(), self.height.into())
    }

    /// True when `point` (cells) lies in the room; its right and bottom
    /// sides belong to the next room.
    pub fn contains(&self, point: Vec2) -> bool {
        let r = self.rect();
        point.x >= r.x && point.x < r.x + r.w && point.y >= r.y && point.y < r.y + r.h
    }

    fn overlaps(&self, other: &Room) -> bool {
        self.x < other.x + other.width
            && other.x < self.x + self.width
            && self.y < other.y + other.height
            && other.y < self.y + self.height
    }
}

impl fmt::Display for Room {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{} {}x{}", self.x, self.y, self.width, self.height)
    }
}

/// What is wrong with the header's `rooms`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RoomError {
    /// Not `X,Y WxH`.
    #[error("`{item}` is not a room: write each as `X,Y WxH` (its top-left cell and its size in cells), separated by `;`, as in `rooms: 0,0 40x23; 40,0 40x23`")]
    Malformed {
        /// The text read.
        item: String,
    },
    /// Reaches past the plan.
    #[error(
        "room {room} reaches past the plan's {width}x{height} cells; make it smaller or the plan bigger"
    )]
    Outside {
        /// The room.
        room: Room,
        /// The plan's width, cells.
        width: u32,
        /// The plan's height, cells.
        height: u32,
    },
    /// Shares cells with an earlier room.
    #[error("room {room} overlaps room {other}: rooms lie side by side, never over one another")]
    Overlap {
        /// The room.
        room: Room,
        /// The earlier room it overlaps.
        other: Room,
    },
}

/// Reads the header's `rooms` value: each room with its column in `value`
/// (from 0), or the column and what is wrong.
pub fn parse(value: &str) -> Result<Vec<(usize, Room)>, (usize, RoomError)> {
    let mut rooms = Vec::new();
    let mut col = 0;
    for item in value.split(';') {
        let start = col + item.chars().take_while(|c| c.is_whitespace()).count();
        col += item.chars().count() + 1;
        let text = item.trim();
        let malformed = || (start, RoomError::Malformed { item: text.to_string() });
        let (corner, size) = text.split_once(char::is_whitespace).ok_or_else(malformed)?;
        let pair = |s: &str, sep| {
            let (a, b) = s.trim().split_once(sep)?;
            Some((a.trim().parse::<u32>().ok()?, b.trim().parse::<u32>().ok()?))
        };
        let ((x, y), (width, height)) = pair(corner, ',').zip(pair(size, 'x')).ok_or_else(malformed)?;
        if width == 0 || height == 0 {
            return Err(malformed());
        }
        rooms.push((start, Room { x, y, width, height }));
    }
    Ok(rooms)
}

/// Checks that every room lies in the plan of `width` by `height` cells and
/// overlaps no other; the place and what is wrong otherwise.
pub fn check(rooms: &[(Place, Room)], width: u32, height: u32) -> Result<(), (Place, RoomError)> {
    for (i, &(place, room)) in rooms.iter().enumerate() {
        if u64::from(room.x) + u64::from(room.width) > u64::from(width)
            || u64::from(room.y) + u64::from(room.height) > u64::from(height)
        {
            return Err((place, RoomError::Outside { room, width, height }));
        }
        if let Some(&(_, other)) = rooms[..i].iter().find(|(_, other)| other.overlaps(&room)) {
            return Err((place, RoomError::Overlap { room, other }));
        }
    }
    Ok(())
}

/// The header's `rooms` value for `rooms`, as [`parse`] reads it.
pub fn write(rooms: &[Room]) -> String {
    rooms.iter().map(Room::to_string).collect::<Vec<_>>().join("; ")
}

/// The room with the player's middle at `point` in it, which the camera
/// frames; none when the point is in no room (the camera then follows the
/// player over the whole level).
///
/// ```
/// use ledge_engine::Vec2;
/// use ledge_game::{room_at, Room};
/// let rooms = [Room { x: 0, y: 0, width: 40, height: 23 }, Room { x: 40, y: 0, width: 40, height: 23 }];
/// assert_eq!(room_at(&rooms, Vec2::new(39.5, 10.0)), Some(0));
/// assert_eq!(room_at(&rooms, Vec2::new(40.0, 10.0)), Some(1));
/// assert_eq!(room_at(&rooms, Vec2::new(90.0, 10.0)), None);
/// ```
pub fn room_at(rooms: &[Room], point: Vec2) -> Option<usize> {
    rooms.iter().position(|room| room.contains(point))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn room(x: u32, y: u32, width: u32, height: u32) -> Room {
        Room { x, y, width, height }
    }

    #[test]
    fn rooms_read_back_as_written() {
        let rooms = parse("0,0 40x23; 40,0 40x23 ;40,23 10x5").unwrap();
        let read: Vec<Room> = rooms.iter().map(|&(_, r)| r).collect();
        assert_eq!(read, [room(0, 0, 40, 23), room(40, 0, 40, 23), room(40, 23, 10, 5)]);
        assert_eq!(rooms.iter().map(|&(col, _)| col).collect::<Vec<_>>(), [0, 11, 23]);
        assert_eq!(parse(&write(&read)).unwrap().into_iter().map(|(_, r)| r).collect::<Vec<_>>(), read);
    }

    #[test]
    fn a_room_not_written_as_a_corner_and_a_size_is_refused_at_its_column() {
        for (value, col) in [("0,0 40", 0), ("0,0 40x23; 40 0 40x23", 11), ("0,0 0x5", 0), ("a,b 1x1", 0)] {
            let (at, error) = parse(value).unwrap_err();
            assert_eq!(at, col, "{value}");
            assert!(matches!(error, RoomError::Malformed { .. }), "{value}: {error}");
        }
    }

    #[test]
    fn rooms_past_the_plan_or_over_one_another_are_refused() {
        let place = |col| Place { line: 1, col };
        let outside = [(place(1), room(0, 0, 40, 23)), (place(2), room(40, 0, 41, 23))];
        assert!(matches!(check(&outside, 80, 23), Err((p, RoomError::Outside { .. })) if p == place(2)));
        let overlap = [(place(1), room(0, 0, 40, 23)), (place(2), room(39, 0, 40, 23))];
        assert!(matches!(check(&overlap, 80, 23), Err((p, RoomError::Overlap { .. })) if p == place(2)));
        let side_by_side = [(place(1), room(0, 0, 40, 23)), (place(2), room(40, 0, 40, 23))];
        assert_eq!(check(&side_by_side, 80, 23), Ok(()));
    }

    /// A plan 8 cells wide and 3 high under `header`.
    fn plan(header: &str) -> Result<crate::Level, crate::LevelError> {
        crate::Level::parse("rooms.txt", &format!("{header}\n---\n.@.....o\n........\n########\n"))
    }

    #[test]
    fn a_level_says_its_rooms_and_writes_them_back() {
        let level = plan("rooms: 0,0 4x3; 4,0 4x3").unwrap();
        assert_eq!(level.settings.rooms, [room(0, 0, 4, 3), room(4, 0, 4, 3)]);
        let again = crate::Level::parse("again.txt", &level.to_text().text).unwrap();
        assert_eq!(again.settings.rooms, level.settings.rooms);
        assert!(plan("name: no rooms").unwrap().settings.rooms.is_empty());
    }

    #[test]
    fn a_bad_room_is_refused_at_its_file_line_and_column() {
        let error = plan("name: r\nrooms: 0,0 4x3; 4,0 5x3").unwrap_err().to_string();
        assert!(
            error.starts_with("rooms.txt:2:17: room 4,0 5x3 reaches past the plan's 8x3 cells"),
            "{error}"
        );
        let error = plan("rooms: 0,0 4x3;  4,0 4").unwrap_err().to_string();
        assert!(error.starts_with("rooms.txt:1:18: `4,0 4` is not a room"), "{error}");
        let error = plan("rooms: 0,0 4x3; 3,0 4x3").unwrap_err().to_string();
        assert!(error.contains("overlaps room 0,0 4x3"), "{error}");
    }

    #[test]
    fn rooms_change_nothing_in_how_the_level_plays() {
        let (plain, roomed) = (plan("name: r").unwrap(), plan("name: r\nrooms: 0,0 4x3; 4,0 4x3").unwrap());
        assert_eq!(plain.fingerprint(), roomed.fingerprint(), "a replay of one verifies on the other");
    }
}
