//! The game's art: the text files of `crates/ledge-render/art/`
//! (`docs/art.md`), built into the binary and read once, each world's
//! colours given to every frame.

mod parse;

use std::collections::BTreeMap;
use std::sync::OnceLock;

use ledge_game::Theme;

pub use parse::{parse, ArtError, ArtFile, RawFrame};

use crate::image::Sprite;
use crate::Color;

/// Pixels a cell is drawn on, each way.
pub const CELL_PX: u32 = 16;

/// One art file: its name and its text.
type Source = (&'static str, &'static str);

macro_rules! sources {
    ($($file:literal),* $(,)?) => {
        [$(($file, include_str!(concat!("../../art/", $file)))),*]
    };
}

// `SHARED`: the sheets every world shares, `palette.art` first, listed
// from the `art/` folder by `build.rs`, so that a new sheet needs no line
// here.
include!(concat!(env!("OUT_DIR"), "/shared_art.rs"));

/// Each world's colours, then its own sheets, searched before the shared ones.
fn theme_sources(theme: Theme) -> [Source; 3] {
    match theme {
        Theme::Meadow => sources!["theme-meadow.art", "tiles-meadow.art", "backdrop-meadow.art"],
        Theme::Caverns => sources!["theme-caverns.art", "tiles-caverns.art", "backdrop-caverns.art"],
        Theme::Foundry => sources!["theme-foundry.art", "tiles-foundry.art", "backdrop-foundry.art"],
        Theme::Cliffs => sources!["theme-cliffs.art", "tiles-cliffs.art", "backdrop-cliffs.art"],
        // The chapters' worlds recolour the shapes of the first three.
        Theme::Shafts => sources!["theme-shafts.art", "tiles-caverns.art", "backdrop-caverns.art"],
        Theme::Works => sources!["theme-works.art", "tiles-foundry.art", "backdrop-foundry.art"],
        Theme::Ruins => sources!["theme-ruins.art", "tiles-meadow.art", "backdrop-meadow.art"],
        Theme::Spires => sources!["theme-spires.art", "tiles-cliffs.art", "backdrop-cliffs.art"],
    }
}

/// The art of one world: every frame in its colours, and its sky.
#[derive(Clone, Debug)]
pub struct ThemeArt {
    sky: Vec<Color>,
    sprites: BTreeMap<String, Sprite>,
}

impl ThemeArt {
    /// The frame called `name`, if the art has one.
    pub fn sprite(&self, name: &str) -> Option<&Sprite> {
        self.sprites.get(name)
    }

    /// The sky's bands, top to bottom (at least one).
    pub fn sky(&self) -> &[Color] {
        &self.sky
    }
}

/// The art of every world.
#[derive(Clone, Debug)]
pub struct Art {
    themes: Vec<(Theme, ThemeArt)>,
}

impl Art {
    /// Reads the art from `shared` sheets (a palette first) and each
    /// world's sheets (its colours first).
    pub fn read(shared: &[Source], themed: impl Fn(Theme) -> Vec<Source>) -> Result<Art, ArtError> {
        let shared: Vec<(&str, ArtFile)> = shared
            .iter()
            .map(|&(file, text)| Ok((file, parse(file, text)?)))
            .collect::<Result<_, ArtError>>()?;
        let mut themes = Vec::new();
        for theme in Theme::ALL {
            let own: Vec<(&str, ArtFile)> = themed(theme)
                .into_iter()
                .map(|(file, text)| Ok((file, parse(file, text)?)))
                .collect::<Result<_, ArtError>>()?;
            let mut colors = BTreeMap::new();
            let mut sky = Vec::new();
            for (_, file) in shared.iter().chain(&own) {
                colors.extend(file.colors.iter().map(|(&c, &color)| (c, color)));
                if !file.sky.is_empty() {
                    sky.clone_from(&file.sky);
                }
            }
            if sky.is_empty() {
                sky.push(Color::rgb(52, 166, 251));
            }
            let mut sprites = BTreeMap::new();
            for (file, sheet) in shared.iter().chain(&own) {
                for (name, frame) in &sheet.frames {
                    sprites.insert(name.clone(), resolve(file, theme, frame, &colors)?);
                }
            }
            themes.push((theme, ThemeArt { sky, sprites }));
        }
        Ok(Art { themes })
    }

    /// The art built into the game.
    pub fn built_in() -> Result<Art, ArtError> {
        Art::read(&SHARED, |theme| theme_sources(theme).to_vec())
    }

    /// The art of `theme`.
    pub fn theme(&self, theme: Theme) -> &ThemeArt {
        let found = self.themes.iter().find(|(t, _)| *t == theme);
        // `read` makes one for every theme, in `Theme::ALL`'s order.
        &found.unwrap_or(&self.themes[0]).1
    }
}

/// The built-in art, read on first use.
pub fn art() -> &'static Art {
    static ART: OnceLock<Art> = OnceLock::new();
    // The built-in files are checked by this crate's tests
    // (`the_built_in_art_reads_and_has_every_frame`).
    ART.get_or_init(|| Art::built_in().unwrap_or_else(|e| panic!("the built-in art does not read: {e}")))
}

/// `frame`'s characters in `colors`.
fn resolve(
    file: &str,
    theme: Theme,
    frame: &RawFrame,
    colors: &BTreeMap<char, Color>,
) -> Result<Sprite, ArtError> {
    let pixels = frame
        .chars
        .iter()
        .enumerate()
        .map(|(i, &c)| match (c, colors.get(&c)) {
            (parse::CLEAR, _) => Ok(Color::rgba(0, 0, 0, 0)),
            (_, Some(&color)) => Ok(color),
            (_, None) => Err(ArtError {
                file: file.to_string(),
                line: frame.line + 1 + i / frame.width as usize,
                message: format!(
                    "`{c}` has no colour in the {} world: give it one with `color {c} RRGGBB` in palette.art or theme-{}.art",
                    theme.name(),
                    theme.name()
                ),
            }),
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Sprite::new(frame.width, frame.height, pixels).expect("a parsed frame fills its size"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shared_sheets_hold_every_art_file_but_the_worlds_and_their_order_changes_nothing() {
        assert_eq!(SHARED[0].0, "palette.art");
        let mut worlds: Vec<&str> =
            Theme::ALL.iter().flat_map(|&t| theme_sources(t).map(|(file, _)| file)).collect();
        // A world that recolours another's shapes shares its sheets.
        worlds.sort_unstable();
        worlds.dedup();
        let listed = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/art")).unwrap().count();
        assert_eq!(SHARED.len() + worlds.len(), listed, "an art file is neither shared nor a world's");
        // Only the palette gives colours or a sky, and no frame is named
        // twice: the order of the other sheets (by name) decides nothing.
        let mut frames = BTreeMap::new();
        for &(file, text) in &SHARED[1..] {
            let sheet = parse(file, text).unwrap();
            assert!(
                sheet.colors.is_empty() && sheet.sky.is_empty(),
                "{file} gives colours: put them in palette.art"
            );
            for name in sheet.frames.keys() {
                assert_eq!(frames.insert(name.clone(), file), None, "{name} twice");
            }
        }
    }
}
