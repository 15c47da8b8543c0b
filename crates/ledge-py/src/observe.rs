//! The state observation: a vector of `f32` describing what the player
//! sees around it, written in place into a row of the observations array.
//!
//! Layout (cells and cells/s; y grows downwards):
//!
//! | index | what |
//! |---|---|
//! | 0, 1 | the player's centre, x and y, from the level's top-left corner |
//! | 2, 3 | the player's velocity, x and y |
//! | 4 | 1 when the player stands on something, else 0 |
//! | 5 | coins left to take |
//! | 6 .. 6 + 11 * 9 | the tiles of the 11 by 9 cells around the player's cell, row by row from the top-left, as [`ledge_engine::Tile`] codes (0 empty, 1 solid, 2 ice, 3 hazard, 4 one-way, 5 ladder, 6 to 11 slopes); outside the level, what its `outside` rule says |
//! | 105 .. 117 | the 4 nearest other things (coins, lava, monsters, platforms), nearest first, 3 numbers each: kind (0 none, 1 coin, 2 lava, 3 monster, 4 platform), then x and y of its centre from the player's centre |

use ledge_game::{FigureKind, Play};

/// Columns of the tile window, odd so that the player's cell is its middle.
pub const WINDOW_W: usize = 11;
/// Rows of the tile window, odd so that the player's cell is its middle.
pub const WINDOW_H: usize = 9;
/// How many nearby things the vector describes.
pub const NEAREST: usize = 4;
/// Numbers about the player before the tile window.
pub const PLAYER_LEN: usize = 6;
/// Where the tile window starts in the vector.
pub const TILES_AT: usize = PLAYER_LEN;
/// Where the nearest things start in the vector.
pub const NEAREST_AT: usize = TILES_AT + WINDOW_W * WINDOW_H;
/// The vector's length.
pub const LEN: usize = NEAREST_AT + NEAREST * 3;
/// The largest tile code ([`ledge_engine::Tile::SlopeUpLeftHigh`]).
pub const MAX_TILE: f32 = 11.0;
/// The largest kind code of a nearby thing (an element).
pub const MAX_KIND: f32 = 5.0;

/// The kind code of a nearby thing, 0 for the player (never described).
fn kind_code(kind: FigureKind) -> f32 {
    match kind {
        FigureKind::Player => 0.0,
        FigureKind::Coin => 1.0,
        FigureKind::Lava => 2.0,
        FigureKind::Monster => 3.0,
        FigureKind::Platform => 4.0,
        FigureKind::Element(..) => 5.0,
    }
}

/// Writes the observation of `play` into `out` ([`LEN`] numbers).
pub fn write(play: &Play, out: &mut [f32]) {
    let player = play.player();
    let centre = player.center();
    let body = play.body();
    let (taken, total) = play.coins();
    out[..PLAYER_LEN].copy_from_slice(&[
        centre.x as f32,
        centre.y as f32,
        body.vel.x as f32,
        body.vel.y as f32,
        f32::from(u8::from(body.contacts.on_ground())),
        (total - taken) as f32,
    ]);
    let grid = play.grid();
    let (cx, cy) = (centre.x.floor() as i64, centre.y.floor() as i64);
    let (half_w, half_h) = ((WINDOW_W / 2) as i64, (WINDOW_H / 2) as i64);
    let tiles = &mut out[TILES_AT..NEAREST_AT];
    for (row, y) in tiles.chunks_exact_mut(WINDOW_W).zip(cy - half_h..) {
        for (cell, x) in row.iter_mut().zip(cx - half_w..) {
            *cell = f32::from(grid.tile(x, y) as u8);
        }
    }
    write_nearest(play, centre, &mut out[NEAREST_AT..]);
}

/// The [`NEAREST`] things closest to `centre`, nearest first, as kind and
/// offset; unused slots are zero.
fn write_nearest(play: &Play, centre: ledge_engine::Vec2, out: &mut [f32]) {
    let mut nearest = [(f64::INFINITY, 0.0f32, 0.0f32, 0.0f32); NEAREST];
    for figure in play.figures().skip(1) {
        let c = figure.rect.center();
        let (dx, dy) = (c.x - centre.x, c.y - centre.y);
        let d = dx * dx + dy * dy;
        // Insertion into a short sorted array: the farthest falls off the end.
        if let Some(at) = nearest.iter().position(|n| d < n.0) {
            nearest[at..].rotate_right(1);
            nearest[at] = (d, kind_code(figure.kind), dx as f32, dy as f32);
        }
    }
    for (slot, n) in out.chunks_exact_mut(3).zip(nearest) {
        slot.copy_from_slice(&[n.1, n.2, n.3]);
    }
}
