//! The world a level belongs to, which picks its look and its music: the
//! header's `theme`.

/// The look of a level: the tiles, backdrop and music of one world of the
/// pack. It changes nothing in how the level plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Grass, sky and hills: the first world.
    #[default]
    Meadow,
    /// Stone, ladders and dripping lava under the ground.
    Caverns,
    /// Iron, moving machines and molten metal.
    Foundry,
    /// Granite crags with snow on their lips, high under a cold sky.
    Cliffs,
    /// Deep shafts of blue-green slate lit by glowing moss: the caverns'
    /// shapes in cold colours.
    Shafts,
    /// Copper machines gone green, under a smoky amber sky: the foundry's
    /// shapes recoloured.
    Works,
    /// Old sandstone walls overgrown with ivy at dusk: the meadow's shapes
    /// recoloured.
    Ruins,
    /// Frozen spires under a night sky with a green aurora: the cliffs'
    /// shapes recoloured, for the chapter that joins every move and element.
    Spires,
}

impl Theme {
    /// Every theme, in the pack's order.
    pub const ALL: [Theme; 8] = [
        Theme::Meadow,
        Theme::Caverns,
        Theme::Foundry,
        Theme::Cliffs,
        Theme::Shafts,
        Theme::Works,
        Theme::Ruins,
        Theme::Spires,
    ];

    /// Every theme's name in a plan's header, in the order of [`Theme::ALL`].
    pub const NAMES: [&'static str; 8] =
        ["meadow", "caverns", "foundry", "cliffs", "shafts", "works", "ruins", "spires"];

    /// Its name in a plan's header: `meadow`, `caverns`, `foundry`, `cliffs`,
    /// `shafts`, `works`, `ruins` or `spires`.
    pub fn name(self) -> &'static str {
        Theme::NAMES[self as usize]
    }

    /// The theme called `name` (as [`Theme::name`] writes it).
    ///
    /// ```
    /// use ledge_game::Theme;
    /// assert_eq!(Theme::by_name("caverns"), Some(Theme::Caverns));
    /// assert_eq!(Theme::by_name("moon"), None);
    /// ```
    pub fn by_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The names of every theme, for messages: `meadow, caverns, foundry, cliffs, ...`.
    pub fn names() -> String {
        Theme::ALL.map(Theme::name).join(", ")
    }
}
