//! The legend of text plans: what each character stands for.

use ledge_engine::Tile;

pub use super::plan_char::{Legend, LegendEntry, Spawn, SpawnKind};
use super::{coin, flag, ladder, lava, monster, platform, ELEMENTS};

const fn entry(ch: char, makes: Legend, meaning: &'static str) -> LegendEntry {
    LegendEntry { ch, makes, meaning }
}

/// Every plan character: seed 002's first, then Ledge's extensions, then
/// the elements, each declared in its own file ([`crate::ELEMENTS`]).
pub const LEGEND: [LegendEntry; BASE.len() + ELEMENTS.len()] = {
    let mut legend = [BASE[0]; BASE.len() + ELEMENTS.len()];
    let mut i = 0;
    while i < BASE.len() {
        legend[i] = BASE[i];
        i += 1;
    }
    while i < legend.len() {
        let decl = &ELEMENTS[i - BASE.len()];
        legend[i] = entry(decl.ch, Legend::Element(decl.kind), decl.meaning);
        i += 1;
    }
    legend
};

/// The characters of the seeds' vocabulary and Ledge's terrain, in the
/// legend's order: the mechanics' characters are declared in their files
/// (`coin/`, `lava/`, `monster/`, `platform/`, `ladder/`, `flag.rs`).
const BASE: [LegendEntry; 21] = [
    entry('.', Legend::Tile(Tile::Empty), "empty"),
    entry('#', Legend::Tile(Tile::Solid), "wall"),
    lava::STILL,
    entry('@', Legend::Spawn(SpawnKind::Player), "player"),
    coin::COIN,
    lava::ALONG_ROW,
    lava::UP_AND_DOWN,
    lava::DRIPPING,
    entry('-', Legend::Tile(Tile::OneWay), "one-way platform"),
    ladder::LADDER,
    entry('~', Legend::Tile(Tile::Ice), "ice"),
    entry('/', Legend::Tile(Tile::SlopeUpRight), "45-degree slope rising to the right"),
    entry('\\', Legend::Tile(Tile::SlopeUpLeft), "45-degree slope rising to the left"),
    entry('r', Legend::Tile(Tile::SlopeUpRightLow), "22.5-degree slope rising to the right, low half"),
    entry('R', Legend::Tile(Tile::SlopeUpRightHigh), "22.5-degree slope rising to the right, high half"),
    entry('L', Legend::Tile(Tile::SlopeUpLeftHigh), "22.5-degree slope rising to the left, high half"),
    entry('l', Legend::Tile(Tile::SlopeUpLeftLow), "22.5-degree slope rising to the left, low half"),
    monster::MONSTER,
    platform::ALONG_ROW,
    platform::UP_AND_DOWN,
    flag::FLAG,
];

/// The legend indexed by ASCII code, built at compile time so that reading
/// a plan costs one table look-up per character.
pub(crate) const TABLE: [Option<Legend>; 128] = {
    let mut table = [None; 128];
    let mut i = 0;
    while i < LEGEND.len() {
        table[LEGEND[i].ch as usize] = Some(LEGEND[i].makes);
        i += 1;
    }
    table
};

/// Per byte: the tile a plan character puts in its cell (empty under an
/// actor or a platform, and for a byte that is no plan character), and
/// whether that is all it does. Reading a row fills its cells from this
/// table in one pass, and looks again only at the few other characters.
pub(crate) const CELLS: [(Tile, bool); 256] = {
    let mut cells = [(Tile::Empty, false); 256];
    let mut i = 0;
    while i < LEGEND.len() {
        if let Legend::Tile(tile) = LEGEND[i].makes {
            cells[LEGEND[i].ch as usize] = (tile, true);
        }
        i += 1;
    }
    cells
};

/// The legend in one line, for error messages: `. empty, # wall, ...`.
pub(crate) fn summary() -> String {
    LEGEND.iter().map(|e| format!("`{}` {}", e.ch, e.meaning)).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_character_appears_once() {
        for (i, a) in LEGEND.iter().enumerate() {
            assert!(a.ch.is_ascii_graphic(), "{:?}", a.ch);
            assert!(LEGEND[i + 1..].iter().all(|b| b.ch != a.ch), "{:?} twice", a.ch);
            assert_eq!(TABLE[a.ch as usize], Some(a.makes));
        }
        assert_eq!(TABLE.iter().filter(|c| c.is_some()).count(), LEGEND.len());
        for (byte, &(tile, plain)) in CELLS.iter().enumerate() {
            let makes = TABLE.get(byte).copied().flatten();
            assert_eq!(plain, matches!(makes, Some(Legend::Tile(_))), "{byte}");
            assert_eq!(tile, if let Some(Legend::Tile(t)) = makes { t } else { Tile::Empty }, "{byte}");
        }
    }

    #[test]
    fn ramps_read_as_they_look() {
        // `rR` climbs to the right; `Ll` comes down to the right.
        let height = |ch: char, u: f64| match TABLE[ch as usize] {
            Some(Legend::Tile(t)) => t.slope_height(u).unwrap(),
            _ => panic!("{ch} is not a slope"),
        };
        assert!(height('r', 0.0) < height('R', 0.0) && height('R', 0.0) < height('R', 1.0));
        assert!(height('L', 0.0) > height('L', 1.0) && height('L', 1.0) > height('l', 1.0));
        assert_eq!(height('/', 1.0), 1.0);
        assert_eq!(height('\\', 0.0), 1.0);
    }
}
