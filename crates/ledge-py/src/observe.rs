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

use ledge_engine::{Tile, Vec2};
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

/// The kind code of a nearby thing ([`FigureKind::channel`]), 0 for the
/// player (never described).
fn kind_code(kind: FigureKind) -> f32 {
    kind.channel()
}

/// Writes the observation of `play` into `out` ([`LEN`] numbers): the
/// tiles read row by row from the grid's array, the nearest things from
/// [`Play::nearest_figures`]. The same numbers as the plain rule
/// (`write_plain`, in the tests), bit for bit: a property test holds it to
/// it.
pub fn write(play: &Play, out: &mut [f32]) {
    let centre = write_player(play, out);
    write_tiles(play, centre, &mut out[TILES_AT..NEAREST_AT]);
    let nearest = play.nearest_figures::<NEAREST>(centre);
    for (slot, figure) in out[NEAREST_AT..].chunks_exact_mut(3).zip(nearest) {
        let (kind, dx, dy) = match figure {
            Some(figure) => {
                let c = figure.rect.center();
                (kind_code(figure.kind), (c.x - centre.x) as f32, (c.y - centre.y) as f32)
            }
            None => (0.0, 0.0, 0.0),
        };
        slot.copy_from_slice(&[kind, dx, dy]);
    }
}

/// Writes the tile window: each row's cells inside the level copied from
/// the grid's array over what the level's `outside` rule gives in that row
/// (the same for every cell outside a row: what [`ledge_engine::Grid::tile`]
/// answers at column -1).
fn write_tiles(play: &Play, centre: Vec2, tiles: &mut [f32]) {
    const W: i64 = WINDOW_W as i64;
    let grid = play.grid();
    let (width, height) = (i64::from(grid.width()), i64::from(grid.height()));
    let left = centre.x.floor() as i64 - W / 2;
    let top = centre.y.floor() as i64 - (WINDOW_H / 2) as i64;
    // The window's columns inside the level: `inside` cells from `skip`.
    let first = left.clamp(0, width);
    let last = (left + W).clamp(0, width);
    let skip = (first - left).clamp(0, W) as usize;
    let inside = (last - first).max(0) as usize;
    // In a level at least as wide as the window, every row converts the
    // window's width of cells from `from` (the window moved inside the
    // level), of which the cells inside the window start at `shift`.
    let from = (width >= W).then(|| left.clamp(0, width - W));
    let cells = grid.tiles();
    for (row, y) in tiles.chunks_exact_mut(WINDOW_W).zip(top..) {
        let row: &mut [f32; WINDOW_W] = row.try_into().expect("a row of the window");
        let within = (0..height).contains(&y);
        match from {
            Some(from) if within => {
                let start = (y * width + from) as usize;
                let run: &[Tile; WINDOW_W] =
                    cells[start..start + WINDOW_W].try_into().expect("a row of the grid");
                let run = run.map(|tile| f32::from(tile as u8));
                if inside == WINDOW_W {
                    *row = run;
                } else {
                    let shift = (first - from) as usize;
                    *row = [f32::from(grid.tile(-1, y) as u8); WINDOW_W];
                    row[skip..skip + inside].copy_from_slice(&run[shift..shift + inside]);
                }
            }
            _ => {
                *row = [f32::from(grid.tile(-1, y) as u8); WINDOW_W];
                if within {
                    let start = (y * width + first) as usize;
                    for (cell, &tile) in
                        row[skip..skip + inside].iter_mut().zip(&cells[start..start + inside])
                    {
                        *cell = f32::from(tile as u8);
                    }
                }
            }
        }
    }
}

/// Writes the numbers about the player; gives its centre.
fn write_player(play: &Play, out: &mut [f32]) -> Vec2 {
    let centre = play.player().center();
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
    centre
}

/// The plain rule for the tile window: each cell asked of the grid, which
/// answers for cells outside the level too.
#[cfg(test)]
fn write_tiles_plain(play: &Play, centre: Vec2, tiles: &mut [f32]) {
    let grid = play.grid();
    let (cx, cy) = (centre.x.floor() as i64, centre.y.floor() as i64);
    let (half_w, half_h) = ((WINDOW_W / 2) as i64, (WINDOW_H / 2) as i64);
    for (row, y) in tiles.chunks_exact_mut(WINDOW_W).zip(cy - half_h..) {
        for (cell, x) in row.iter_mut().zip(cx - half_w..) {
            *cell = f32::from(grid.tile(x, y) as u8);
        }
    }
}

/// The plain rule for the whole vector, which [`write`] must match bit for
/// bit: every cell of the window asked of the grid, every figure walked to
/// find the nearest.
#[cfg(test)]
fn write_plain(play: &Play, out: &mut [f32]) {
    let centre = write_player(play, out);
    write_tiles_plain(play, centre, &mut out[TILES_AT..NEAREST_AT]);
    write_nearest_plain(play, centre, &mut out[NEAREST_AT..]);
}

/// The [`NEAREST`] things closest to `centre`, nearest first, as kind and
/// offset; unused slots are zero.
#[cfg(test)]
fn write_nearest_plain(play: &Play, centre: Vec2, out: &mut [f32]) {
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

#[cfg(test)]
mod tests {
    use ledge_engine::PresetKind;
    use ledge_game::{pack, Buttons, Level};
    use proptest::prelude::*;

    use super::*;

    /// Steps `play` holding each set of buttons for its count of steps, and
    /// fails at the first step whose vector differs in a bit from the
    /// plain rule's.
    fn vectors_agree(mut play: Play, presses: &[(u8, u32)]) -> Result<(), TestCaseError> {
        let (mut fast, mut plain) = ([0.0f32; LEN], [0.0f32; LEN]);
        for &(bits, hold) in presses {
            for _ in 0..hold {
                play.step(Buttons::from_bits(bits));
                write(&play, &mut fast);
                write_plain(&play, &mut plain);
                let at = fast.iter().zip(&plain).position(|(a, b)| a.to_bits() != b.to_bits());
                prop_assert!(
                    at.is_none(),
                    "number {:?} differs at step {}: {fast:?} against {plain:?}",
                    at,
                    play.frame()
                );
            }
        }
        Ok(())
    }

    /// A level's text: a header, then rows of cells drawn from every kind
    /// of tile and thing whose place alone makes a level (keys and doors,
    /// switches and blocks need one another), with the player put in.
    fn level_text() -> impl Strategy<Value = String> {
        const CELLS: &[u8] = b"......##o+=|v-H~/\\rRLlM>^FTA%*k$G()V{}";
        let outside = prop::sample::select(vec!["solid", "open-below", "open"]);
        let preset = prop::sample::select(PresetKind::ALL.to_vec());
        (2usize..24, 1usize..14, outside, preset).prop_flat_map(|(w, h, outside, preset)| {
            let cells = prop::collection::vec(prop::sample::select(CELLS), w * h);
            (cells, 0..w * h).prop_map(move |(mut cells, player)| {
                cells[player] = b'@';
                let rows: Vec<&str> = cells.chunks(w).map(|r| std::str::from_utf8(r).unwrap()).collect();
                format!("physics: {}\noutside: {outside}\n---\n{}\n", preset.name(), rows.join("\n"))
            })
        })
    }

    #[test]
    fn things_at_the_same_distance_come_in_the_plain_rules_order() {
        // Four coins and two lava blocks around the player at equal
        // distances, the lava later in plan order but not in its own list.
        let level = Level::parse("ties.txt", "o...o\n..@..\no.=.o\n..=..\n#####\n").unwrap();
        let play = Play::new(&level, level.preset(None));
        let (mut fast, mut plain) = ([0.0f32; LEN], [0.0f32; LEN]);
        write(&play, &mut fast);
        write_plain(&play, &mut plain);
        assert_eq!(fast.map(f32::to_bits), plain.map(f32::to_bits));
        vectors_agree(play, &[(0, 30), (2, 20)]).unwrap();
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, max_global_rejects: 100_000, ..ProptestConfig::default() })]

        /// The fast vector is the plain rule's, bit for bit, on random
        /// levels of every preset and `outside` rule (windows inside,
        /// across and beyond the level's edges; coins, lava, monsters,
        /// platforms and elements at equal distances), after any buttons.
        #[test]
        fn state_vectors_are_the_plain_rules_bit_for_bit_on_random_levels(
            text in level_text(),
            presses in prop::collection::vec((0u8..64, 1u32..30), 1..12),
        ) {
            let level = Level::parse("random.txt", &text);
            prop_assume!(level.is_ok(), "a level the parser refuses");
            let level = level.unwrap();
            vectors_agree(Play::new(&level, level.preset(None)), &presses)?;
        }

        /// The same on the built-in levels, as the player runs about.
        #[test]
        fn state_vectors_are_the_plain_rules_bit_for_bit_on_the_pack(
            level in 0..pack::PACK.len(),
            presses in prop::collection::vec((0u8..64, 1u32..60), 1..12),
        ) {
            let level = pack::PACK[level].level();
            vectors_agree(Play::new(&level, level.preset(None)), &presses)?;
        }
    }
}
