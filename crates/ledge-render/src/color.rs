//! Colors and the palette: seed 002's colors for seed 002's things, and
//! distinct colors for everything Ledge adds.

/// An sRGB color with straight (not premultiplied) alpha, 8 bits a channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Color {
    /// Red, `0..=255`.
    pub r: u8,
    /// Green, `0..=255`.
    pub g: u8,
    /// Blue, `0..=255`.
    pub b: u8,
    /// Opacity: 0 is transparent, 255 opaque.
    pub a: u8,
}

impl Color {
    /// An opaque color.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Color {
        Color { r, g, b, a: 255 }
    }

    /// A color with opacity `a`.
    pub const fn rgba(r: u8, g: u8, b: u8, a: u8) -> Color {
        Color { r, g, b, a }
    }

    /// The same color with opacity `a`.
    pub const fn with_alpha(self, a: u8) -> Color {
        Color { a, ..self }
    }
}

/// The colors the renderer draws with.
pub mod palette {
    use super::Color;

    /// Empty space (seed 002's `.background`).
    pub const BACKGROUND: Color = Color::rgb(52, 166, 251);
    /// Beyond the level's borders, when the view is larger than the level.
    pub const OUTSIDE: Color = Color::rgb(24, 60, 110);
    /// Solid blocks and solid edges (seed 002's `.wall`).
    pub const WALL: Color = Color::rgb(255, 255, 255);
    /// Lava tiles and lava actors (seed 002's `.lava`).
    pub const LAVA: Color = Color::rgb(255, 100, 100);
    /// Coins (seed 002's `.coin`).
    pub const COIN: Color = Color::rgb(241, 229, 89);
    /// The player while playing or after a win (seed 002's `.player`).
    pub const PLAYER: Color = Color::rgb(64, 64, 64);
    /// The player after a loss (seed 002's `.lost .player`).
    pub const PLAYER_LOST: Color = Color::rgb(160, 64, 64);
    /// The halo around the player after a win (seed 002's white `.won` shadow).
    pub const PLAYER_HALO: Color = Color::rgba(255, 255, 255, 150);
    /// Monsters (seed 002's monster exercise: `purple`).
    pub const MONSTER: Color = Color::rgb(128, 0, 128);
    /// Moving platforms.
    pub const PLATFORM: Color = Color::rgb(139, 90, 43);
    /// Ice blocks.
    pub const ICE: Color = Color::rgb(190, 240, 255);
    /// One-way platforms: a thin plank at the top of the cell.
    pub const ONE_WAY: Color = Color::rgb(222, 184, 135);
    /// Ladder rails and rungs.
    pub const LADDER: Color = Color::rgb(120, 80, 40);
    /// The heads-up display's band behind its text.
    pub const HUD_BAND: Color = Color::rgba(0, 0, 0, 140);
    /// Text on the heads-up display and on menus.
    pub const TEXT: Color = Color::rgb(255, 255, 255);
}
