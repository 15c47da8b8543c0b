//! The names Ledge understands without a mapping file: what a tile, an
//! IntGrid value, a layer, an object or an entity stands for, by its name,
//! type, class or identifier.
//!
//! Names are compared by their letters and digits only, ignoring case:
//! `PlayerStart`, `player_start` and `player-start` are the same name. A
//! plural reads as its singular (`walls` is `wall`).

use ledge_engine::Tile;
use ledge_game::element::{coin, flag, ladder, lava, platform};
use ledge_game::{Mechanic, MECHANICS};

/// What an object or entity places in the level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActorKind {
    /// Where the player starts.
    Player,
    /// One of a mechanic that an editor's object makes as its
    /// [`Mechanic::import`] says (a coin, a monster, moving lava).
    Spawns(&'static Mechanic),
    /// A moving platform; one with neither a `path` nor a `distance` is
    /// a still one, and fills the cells it covers with one-way tiles.
    Platform,
    /// Walls where it stands: a collision rectangle or polygon, whose
    /// covered cells become solid.
    Solid,
    /// A checkpoint: touched, it is where the player comes back after
    /// losing a life.
    Checkpoint,
    /// Nothing: the object is decoration or for another game.
    Ignore,
    /// One of the game's elements (a spring, spikes, the exit...), by the
    /// names its file declares ([`ledge_game::Decl::names`]).
    Element(ledge_game::ElementKind),
}

/// `name` reduced to its lowercase letters and digits.
pub fn normalize(name: &str) -> String {
    name.chars().filter(|c| c.is_alphanumeric()).flat_map(char::to_lowercase).collect()
}

/// Looks `name` up with `find`: as it is, without the digits it ends in
/// (`Check Point0`, `Platform1`), then each of those as a singular when it
/// ends in `s` and as a plural when it does not (`Spike` finds `spikes`).
fn with_plural<T>(name: &str, find: impl Fn(&str) -> Option<T>) -> Option<T> {
    let name = normalize(name);
    let bare = name.trim_end_matches(|c: char| c.is_ascii_digit());
    let forms = [name.as_str(), bare].into_iter().filter(|n| !n.is_empty());
    let found = forms.clone().find_map(&find).or_else(|| {
        forms
            .clone()
            .find_map(|n| n.strip_suffix('s').and_then(&find))
            .or_else(|| forms.filter(|n| !n.ends_with('s')).find_map(|n| find(&format!("{n}s"))))
    });
    found
}

/// The tile kind a name stands for: `solid` (also `wall`, `ground`,
/// `floor`, `dirt`, `stone`, `rock`, `brick`, `block`, `collision`,
/// `terrain`), `ice`, `hazard` (also `lava`, `spike`, `fire`, `acid`,
/// `kill`, `deadly`, `death`, `damage`, `water`),
/// `oneway` (also `platform`, `jumpthrough`, `semisolid`), `ladder`,
/// `empty` (also `none`, `air`, `decoration`, `decor`, `scenery`) and the
/// slopes `slope-up-right` (also `slope-right`), `slope-up-left` (also `slope-left`) and their
/// `-low`/`-high` halves.
pub fn tile_kind(name: &str) -> Option<Tile> {
    with_plural(name, |n| {
        Some(match n {
            "solid" | "wall" | "ground" | "floor" | "dirt" | "stone" | "rock" | "brick" | "block"
            | "collision" | "terrain" => Tile::Solid,
            "ice" => Tile::Ice,
            _ if lava::DECL.tile_names.contains(&n) || n == "water" => Tile::Hazard,
            "oneway" | "platform" | "jumpthrough" | "semisolid" => Tile::OneWay,
            _ if ladder::DECL.tile_names.contains(&n) => Tile::Ladder,
            "empty" | "none" | "air" | "decoration" | "decor" | "scenery" => Tile::Empty,
            "slopeupright" | "sloperight" => Tile::SlopeUpRight,
            "slopeupleft" | "slopeleft" => Tile::SlopeUpLeft,
            "slopeuprightlow" => Tile::SlopeUpRightLow,
            "slopeuprighthigh" => Tile::SlopeUpRightHigh,
            "slopeupleftlow" => Tile::SlopeUpLeftLow,
            "slopeuplefthigh" => Tile::SlopeUpLeftHigh,
            _ => return None,
        })
    })
}

/// The actor a name stands for: `player` (also `playerstart`, `start`,
/// `spawn`, `spawnpoint`, `playerspawn`, `startpoint`, `hero`, `enter`,
/// `entrance`, `entry`, `character`, `avatar`, `mario`, `knight`), `coin`
/// (also `treasure`, `gem`, `money`, `fruit`, `apple`), `monster` (also `mob`, `enemy`, `enemies`),
/// `lava`, `platform` (also `moving-platform`, `lift`, `elevator`), walls
/// (`solid`, `collision`, `collider`, `boundary`, `boundaries`, `wall`,
/// `obstacle`, `ground`, `floor`, `terrain`, `geometry`, `geom`), `checkpoint` (also `flag`,
/// `respawn`), `ignore` (also `none`, `decoration`), and the elements by the names each declares
/// (`exit`, `goal`, `finish`, `door`, also `end`, for the exit; `spring`, `spikes` (also
/// `hazard`, `trap`, `saw`, `spikehead`), `key`, `lockeddoor`... see docs/levels.md). A name followed by `pos`,
/// `position` or `location` is the name (`knightPos` is `knight`, the player).
///
/// This is the one place where an object's or entity's name becomes what
/// it places; the names of the game's mechanics and elements are declared
/// in their own files (`ledge_game::MECHANICS`, `ledge_game::ELEMENTS`).
pub fn actor_kind(name: &str) -> Option<ActorKind> {
    with_plural(name, |n| {
        if let Some(m) = MECHANICS.into_iter().find(|m| m.import.is_some() && m.names.contains(&n)) {
            return Some(ActorKind::Spawns(m));
        }
        Some(match n {
            "player" | "playerstart" | "start" | "spawn" | "spawnpoint" | "playerspawn"
            | "playerspawnpoint" | "startpoint" | "playerstartpoint" | "hero" | "enter" | "entrance"
            | "entry" | "character" | "avatar" | "mario" | "knight" => ActorKind::Player,
            "money" | "fruit" | "apple" => ActorKind::Spawns(&coin::DECL),
            "solid" | "collision" | "collider" | "boundary" | "boundaries" | "wall" | "obstacle"
            | "ground" | "floor" | "terrain" | "geometry" | "geom" => ActorKind::Solid,
            _ if platform::DECL.names.contains(&n) => ActorKind::Platform,
            _ if flag::DECL.names.contains(&n) => ActorKind::Checkpoint,
            "ignore" | "none" | "decoration" => ActorKind::Ignore,
            _ => return ledge_game::ElementKind::named(n).map(ActorKind::Element),
        })
    })
    .or_else(|| {
        // A place named after what stands there: `knightPos`, `playerPosition`.
        let name = normalize(name);
        let stem = ["position", "pos", "location"].iter().find_map(|s| name.strip_suffix(s))?;
        (!stem.is_empty()).then(|| actor_kind(stem)).flatten()
    })
}

/// The tile kind a layer's name stands for: its name as a tile's (see
/// [`tile_kind`]), without a last word `layer` (`SpikesLayer`), or a name
/// that ends in one of lava's or a ladder's (`morelava`, `BigLadders`).
pub fn layer_kind(name: &str) -> Option<Tile> {
    let letters = normalize(name);
    let bare = letters.trim_end_matches(|c: char| c.is_ascii_digit());
    let bare = bare.strip_suffix("layer").unwrap_or(bare);
    tile_kind(name).or_else(|| tile_kind(bare)).or_else(|| {
        let ends =
            |names: &[&str]| names.iter().any(|n| bare.ends_with(n) || bare.ends_with(&format!("{n}s")));
        if ends(lava::DECL.tile_names) || bare.ends_with("water") {
            Some(Tile::Hazard)
        } else {
            ends(ladder::DECL.tile_names).then_some(Tile::Ladder)
        }
    })
}

/// The words of layer names that are pictures, not walls: `background`,
/// `backdrop`, `bg`, `back`, `foreground`, `fg`, `front`, `farground`,
/// `far`, `parallax`, `decor`, `decoration`, `deco`, `scenery`, `sky`
/// (and their plurals), and those that say so: `noncollidable` (also as
/// misspelt `noncolidable`), `nocollision`, `passable`.
const DECORATION_WORDS: [&str; 19] = [
    "background",
    "backdrop",
    "foreground",
    "farground",
    "parallax",
    "decoration",
    "decor",
    "scenery",
    "deco",
    "back",
    "front",
    "far",
    "bg",
    "fg",
    "sky",
    "noncollidable",
    "noncolidable",
    "nocollision",
    "passable",
];

/// How many of [`DECORATION_WORDS`] (the first ones) also make a name
/// that starts with them decoration (`backgroundtrees`, `decorations`).
const DECORATION_PREFIXES: usize = 7;

/// Whether a layer called `name` is a picture, not walls: one of its words
/// (split at separators, digits and a lowercase letter before a capital:
/// `wall background`, `BackGround2`, `bg_tiles`) is one of
/// the decoration words (`background`, `backdrop`, `bg`, `foreground`, `fg`, `decor`,
/// `parallax`...), or its letters start with one of the longer ones.
pub fn decoration_layer(name: &str) -> bool {
    let mut words: Vec<String> = vec![String::new()];
    let mut last_lower = false;
    for c in name.chars() {
        if !c.is_alphabetic() || (c.is_uppercase() && last_lower) {
            words.push(String::new());
        }
        if c.is_alphabetic() {
            words.last_mut().into_iter().for_each(|w| w.extend(c.to_lowercase()));
        }
        last_lower = c.is_lowercase();
    }
    let letters: String = words.concat();
    let known = |word: &str| DECORATION_WORDS.contains(&word);
    words.iter().any(|w| known(w) || w.strip_suffix('s').is_some_and(known))
        || DECORATION_WORDS[..DECORATION_PREFIXES].iter().any(|p| letters.starts_with(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_match_whatever_their_case_separators_and_number() {
        assert_eq!(tile_kind("Walls"), Some(Tile::Solid));
        assert_eq!(tile_kind("one-way"), Some(Tile::OneWay));
        assert_eq!(tile_kind("Slope_Up_Left_Low"), Some(Tile::SlopeUpLeftLow));
        assert_eq!(tile_kind("grass"), None);
        assert_eq!(actor_kind("PlayerStart"), Some(ActorKind::Player));
        assert_eq!(actor_kind("enemies"), Some(ActorKind::Spawns(&ledge_game::element::monster::DECL)));
        assert_eq!(actor_kind("Teleporter"), None);
        assert_eq!(actor_kind("Gems"), Some(ActorKind::Spawns(&coin::DECL)));
        assert_eq!(actor_kind("mob"), Some(ActorKind::Spawns(&ledge_game::element::monster::DECL)));
        let exit = Some(ActorKind::Element(ledge_game::ElementKind::Exit));
        for name in ["Exit", "goal", "Finish", "door", "Level_Exit"] {
            assert_eq!(actor_kind(name), exit, "{name}");
        }
        for spawn in ["SpawnPoint", "PlayerSpawn", "spawn", "start", "player_spawn_point"] {
            assert_eq!(actor_kind(spawn), Some(ActorKind::Player), "{spawn}");
        }
        for checkpoint in ["Checkpoint", "flag", "Respawn", "check_points"] {
            assert_eq!(actor_kind(checkpoint), Some(ActorKind::Checkpoint), "{checkpoint}");
        }
        for walls in ["Boundaries", "Collision", "solid", "Colliders"] {
            assert_eq!(actor_kind(walls), Some(ActorKind::Solid), "{walls}");
        }
    }

    #[test]
    fn names_with_trailing_digits_a_singular_or_a_place_suffix_were_not_known() {
        assert_eq!(actor_kind("Check Point0"), Some(ActorKind::Checkpoint));
        assert_eq!(actor_kind("Platform1"), Some(ActorKind::Platform));
        assert_eq!(actor_kind("Money"), Some(ActorKind::Spawns(&coin::DECL)));
        assert_eq!(actor_kind("coins12"), Some(ActorKind::Spawns(&coin::DECL)));
        let spikes = ledge_game::ElementKind::named("spikes").map(ActorKind::Element);
        assert_eq!((actor_kind("Spike"), actor_kind("hazard")), (spikes, spikes));
        for player in ["mario", "knight", "knightPos", "PlayerPosition"] {
            assert_eq!(actor_kind(player), Some(ActorKind::Player), "{player}");
        }
        assert_eq!(actor_kind("End"), Some(ActorKind::Element(ledge_game::ElementKind::Exit)));
        assert_eq!(actor_kind("pos"), None);
        assert_eq!(
            (layer_kind("morelava"), layer_kind("SpikesLayer")),
            (Some(Tile::Hazard), Some(Tile::Hazard))
        );
        assert_eq!((layer_kind("Layer 1"), layer_kind("Tiles")), (None, None));
        assert!(decoration_layer("noncolidable"));
        assert_eq!(tile_kind("Water"), Some(Tile::Hazard));
        assert_eq!(
            (tile_kind("SlopeLeft"), tile_kind("SlopeRight")),
            (Some(Tile::SlopeUpLeft), Some(Tile::SlopeUpRight))
        );
    }

    #[test]
    fn decoration_layers_are_known_by_name_whatever_their_case_and_digits() {
        for name in [
            "Background",
            "background2",
            "BG",
            "bg_1",
            "Backdrop",
            "Foreground",
            "fg",
            "Decor",
            "Parallax 3",
            "BackgroundTrees",
            "Decorations",
            "Sky",
            "BackGround",
            "wall background",
            "back",
            "Farground",
        ] {
            assert!(decoration_layer(name), "{name}");
        }
        for name in [
            "Ground",
            "Walls",
            "Tiles",
            "Collision",
            "Layer 1",
            "Big",
            "Skyline walls",
            "Midground",
            "BlocksLayer",
            "Farm",
        ] {
            assert!(!decoration_layer(name), "{name}");
        }
    }
}
