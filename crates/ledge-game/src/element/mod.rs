//! The elements a level is built with beyond seed 002's: springs, spikes,
//! crumbling blocks, dash crystals, keys and doors, switches and their
//! blocks, the exit, gems, bricks and false walls. Each lives in one file named after
//! it, in one shape, the file's impl of `Element` (named once, in the
//! `elements!` list below):
//!
//! - **declaration**: its [`Decl`]s (the legend character, the names a
//!   Tiled or LDtk object takes, what it means, its sound), read by
//!   the plan reader and writer, the editor's palette and the editors'
//!   mappings alike, from [`ELEMENTS`];
//! - **step**: what it does each step on its own (a timer running down);
//! - **touch**: what the player near it does to it, and what it does to
//!   the player, as an `Effect` the game applies;
//! - **state**: one [`Phase`] per element and the level's [`Held`] (keys,
//!   gems, the switches' side), all a snapshot keeps and a search compares;
//! - **figure**: the frames it shows, by its phase ([`ElementKind::frames`]),
//!   drawn from its sheet in `crates/ledge-render/art/`;
//! - **sound**: the effect it asks for when set off ([`Decl::sound`]), a
//!   line of `crates/ledge-desktop/sounds.txt`.
//!
//! The files know nothing of the game that plays them (`play/` applies
//! their effects), so each can be tested on its own.
//!
//! | element | file | legend |
//! |---|---|---|
//! | spring | `spring.rs` | `T` `(` `)` |
//! | spikes | `spikes.rs` | `A` `V` `{` `}` |
//! | crumbling block | `crumble.rs` | `%` |
//! | dash crystal | `crystal.rs` | `*` |
//! | key and door | `key.rs`, `door.rs` | `k` `D` |
//! | switch and switch blocks | `switch.rs` | `!` `1` `2` |
//! | exit | `exit.rs` | `G` |
//! | gem | `gem.rs` | `$` |
//! | brick | `brick.rs` | `B` |
//! | false wall | `false_wall.rs` | `?` |
//! | dash block | `dash_block.rs` | `X` |
//! | booster | `booster.rs` | `0` |
//! | zip mover | `zip_mover.rs` | `Z` |
//!
//! The seeds' vocabulary and Ledge's first additions take the same shape,
//! each in a folder (or file) of its own with its [`Mechanic`]
//! declaration: their rules differ by ruleset, and each holds both, chosen
//! by the level's [`crate::Ruleset`]. The kinds of actors among them
//! (coins, moving lava, monsters) are named once, in `actor/mod.rs`'s
//! `actors!` list, each with its `Mover` impl in its folder, and stepped
//! by the game in loops of their own, each kind in one loop. Those that
//! move declare how they are shown ([`Art`], `art.rs`) and how an editor's
//! object makes one ([`Import`], `import.rs`), and each [`Mechanic`] its
//! fact for the reachability analysis, so that no crate beyond this one
//! names them.
//!
//! | element | folder | legend |
//! |---|---|---|
//! | coin | `coin/` | `o` |
//! | lava | `lava/` | `+` `=` `\|` `v` |
//! | monster | `monster/` | `M` |
//! | moving platform | `platform/` | `>` `^` |
//! | ladder | `ladder/` | `H` |
//! | flag | `flag.rs` | `F` |

mod art;
pub mod coin;
pub mod flag;
mod import;
mod kind;
pub mod ladder;
pub mod lava;
pub(crate) mod legend;
pub mod monster;
mod mover;
mod plan_char;
pub mod platform;
pub(crate) mod walls;

use ledge_engine::{Grid, Platform, Rect, StateSink, Tile, Vec2};
use plan_char::LegendEntry;

pub use art::{Art, Fit, Gone, Pace};
pub use import::{Import, Object};

pub use booster::{BOOSTER_BACK_STEPS, BOOSTER_HOLD_STEPS};
pub use coin::{Coin, CoinRule};
pub use crumble::{CRUMBLE_BACK_STEPS, CRUMBLE_SHAKE_STEPS};
pub use crystal::CRYSTAL_BACK_STEPS;
pub use false_wall::{shown as false_wall_shown, FALSE_WALL_FADE_STEPS};
pub use kind::{ElementKind, Facing};
pub use ladder::Ladder;
pub use lava::{Lava, LavaSpeeds};
pub use monster::{Monster, MonsterRule, Stomp, StompTest};
pub(crate) use mover::Mover;
pub use spring::{spring_throw_speed, SPRING_HEIGHT, SPRING_SIDE_SPEED};
pub use zip_mover::{ZIP_PAUSE, ZIP_RETURN_SPEED, ZIP_SPEED};

/// How an element is declared: once, for every reader and writer of levels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decl {
    /// What it is.
    pub kind: ElementKind,
    /// Its name, for people: `spring`, `crumbling block`...
    pub name: &'static str,
    /// Its character in a text plan.
    pub ch: char,
    /// What it means, for people (the legend, the editor's palette).
    pub meaning: &'static str,
    /// The names (and types) of Tiled objects and LDtk entities that place
    /// it, compared in lowercase letters and digits.
    pub names: &'static [&'static str],
    /// The sound effect it makes when the player sets it off (a name in
    /// `crates/ledge-desktop/sounds.txt`), if any: spikes and the exit
    /// sound through the death and the win.
    pub sound: Option<&'static str>,
    /// How the plain picture (and whatever draws without art) shows it.
    pub look: Look,
    /// What the player's figure does when it touches it.
    pub flourish: Flourish,
    /// What the reachability analysis takes it for.
    pub reach: ReachFact,
}

/// How a picture without art shows an element: by what it is to the eye,
/// each a colour of the plain palette.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    /// Something that hurts (spikes): lava's colour.
    Danger,
    /// A device the player works (a spring, a switch): a platform's colour.
    Device,
    /// Something that gives the dash back: ice's colour.
    Refill,
    /// The way out: the player's halo.
    Goal,
    /// Anything else worth picking up or minding: a coin's colour.
    Thing,
    /// Something alive that walks (a monster): a monster's colour, with an
    /// eye.
    Creature,
    /// It looks like a wall, and is drawn with the walls it joins.
    Wall,
}

/// What the player's figure does when it touches an element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flourish {
    /// Nothing.
    None,
    /// It squashes, as on a landing (a spring's throw).
    Squash,
    /// Gold sparkles (a pickup).
    Sparkle,
}

/// What the reachability analysis (`ledge-solve`) takes an element for:
/// the one fact it needs of each, so that it names no element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReachFact {
    /// Nothing the analysis follows: passed through, never stood on (a
    /// run may touch spikes, a gem or a false wall; passing them can only
    /// widen what is reached).
    Passed,
    /// A block that gives way: to the analysis a one-way floor, stood on
    /// and passed, and a block to a rising head (crumbling blocks, bricks).
    GivesWay,
    /// A block only a dash breaks (a dash block): to the analysis of a
    /// player with the dash, one that gives way; without it, a wall.
    DashBreaks,
    /// A block shut until a run reaches an element that opens its lock.
    Shut(Lock),
    /// Reaching it opens every block its lock shuts.
    Opens(Lock),
    /// A flight begins anew where the player touches it.
    Launches(Launch),
    /// Reaching it wins the level.
    Goal,
    /// A solid the game moves as a platform of the world (a zip mover, a
    /// moving platform): analysed with the world's platforms, anywhere
    /// along its path.
    Moves,
    /// A body the player bounces off when the ruleset's stomp bounces (a
    /// monster): stood on anywhere along its row.
    Bounces,
}

/// What shuts a block to the analysis until a run opens it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lock {
    /// Doors, opened by keys (all keys are alike).
    Key,
    /// Switch blocks, passed either way once a switch is reached.
    Switch,
}

/// How a flight begins anew at an element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Launch {
    /// The player is thrown the way it faces (a spring).
    Throw(Facing),
    /// The player gets its dash back (a dash crystal).
    Refill,
}

/// How one of the seeds' mechanics (and Ledge's first additions) is
/// declared: once, for the plan reader and writer, the editor's palette and
/// the editors' mappings alike. Two are the same when their names are.
#[derive(Clone, Copy, Debug)]
pub struct Mechanic {
    /// Its name, for people.
    pub name: &'static str,
    /// Its characters in a text plan, each with what it makes and means.
    pub legend: &'static [LegendEntry],
    /// The names (and types) of Tiled objects and LDtk entities that place
    /// it, compared in lowercase letters and digits.
    pub names: &'static [&'static str],
    /// The names of Tiled tiles and LDtk IntGrid values that make its tile
    /// (still lava's hazard, a ladder), compared the same way.
    pub tile_names: &'static [&'static str],
    /// The first words of the header lines about one of it
    /// (`monster 4,7: speed 3`).
    pub keys: &'static [&'static str],
    /// The sound effect it asks for (a name in
    /// `crates/ledge-desktop/sounds.txt`), if any.
    pub sound: Option<&'static str>,
    /// What the reachability analysis takes one of it for.
    pub reach: ReachFact,
    /// How an editor's object named for it makes one; none for one
    /// placed otherwise (a platform from its path, a flag as a
    /// checkpoint, a ladder as tiles).
    pub import: Option<Import>,
}

impl PartialEq for Mechanic {
    fn eq(&self, other: &Mechanic) -> bool {
        self.name == other.name
    }
}

impl Eq for Mechanic {}

/// What each element's file gives the game, with defaults for an element
/// that has no step, starts with no phase or is no block. The file's
/// declarations and these are all the game needs of it: the `elements!`
/// list in this file is the one place that names it.
pub(crate) trait Element {
    /// Its declarations, one per plan character.
    const DECLS: &'static [Decl];

    /// True when an element of `kind` fills its cell as a block while its
    /// phase's `on` says so.
    fn is_block(_kind: ElementKind) -> bool {
        false
    }

    /// The phase an element of `kind` starts in.
    fn start(_kind: ElementKind) -> Phase {
        Phase::default()
    }

    /// The platform of the world an element that is a moving solid (a
    /// zip mover) is, made once as the level starts, from its place, the
    /// level's tiles and the other elements; none for one that stays in
    /// its cell.
    fn platform(_placed: &Placed, _grid: &Grid, _elements: &[Placed]) -> Option<Platform> {
        None
    }

    /// One step of `placed` in `phase` on its own, with what the player
    /// holds and where it is.
    fn step(_placed: &Placed, _phase: &mut Phase, _held: &Held, _player: &Rect) {}

    /// The player, within [`REACH`] of `placed`'s cell after a step,
    /// touches it: what that does.
    fn touch(placed: &Placed, phase: &mut Phase, held: &mut Held, player: &Player) -> Effect;

    /// The frames of an element of `kind` in `phase`, shown in turn.
    fn frames(kind: ElementKind, phase: Phase) -> &'static [&'static str];
}

/// Declares the element files and what the game asks of them, from one
/// list of `file::Type => the kinds it is`: the modules, [`ELEMENTS`] (every
/// declaration, in the list's order) and the dispatch by kind (static: a
/// `match` per call, as written by hand).
macro_rules! elements {
    ($($file:ident::$element:ident => $kinds:pat,)*) => {
        $(mod $file;)*

        /// Every element's declarations, one list per file, in order.
        const LISTS: &[&[Decl]] = &[$(<$file::$element as Element>::DECLS),*];

        /// Every element's declaration, file by file.
        pub const ELEMENTS: [Decl; 0 $(+ <$file::$element as Element>::DECLS.len())*] = {
            let mut all = [LISTS[0][0]; 0 $(+ <$file::$element as Element>::DECLS.len())*];
            let (mut list, mut n) = (0, 0);
            while list < LISTS.len() {
                let mut i = 0;
                while i < LISTS[list].len() {
                    all[n] = LISTS[list][i];
                    (i, n) = (i + 1, n + 1);
                }
                list += 1;
            }
            all
        };

        /// [`Element::is_block`] of `kind`'s file.
        fn is_block(kind: ElementKind) -> bool {
            match kind {
                $($kinds => <$file::$element as Element>::is_block(kind),)*
            }
        }

        /// [`Element::start`] of `kind`'s file.
        fn start(kind: ElementKind) -> Phase {
            match kind {
                $($kinds => <$file::$element as Element>::start(kind),)*
            }
        }

        /// [`Element::frames`] of `kind`'s file.
        fn frames(kind: ElementKind, phase: Phase) -> &'static [&'static str] {
            match kind {
                $($kinds => <$file::$element as Element>::frames(kind, phase),)*
            }
        }

        /// The platform of the world element `placed` is, if it moves
        /// ([`Element::platform`]).
        pub(crate) fn platform(placed: &Placed, grid: &Grid, elements: &[Placed]) -> Option<Platform> {
            match placed.kind {
                $($kinds => <$file::$element as Element>::platform(placed, grid, elements),)*
            }
        }

        /// One step of element `placed` in `phase` on its own, with what
        /// the player holds and where it is ([`Element::step`]).
        pub(crate) fn step(placed: &Placed, phase: &mut Phase, held: &Held, player: &Rect) {
            match placed.kind {
                $($kinds => <$file::$element as Element>::step(placed, phase, held, player),)*
            }
        }

        /// The player, within [`REACH`] of `placed`'s cell after a step,
        /// touches it: what that does ([`Element::touch`]).
        pub(crate) fn touch(placed: &Placed, phase: &mut Phase, held: &mut Held, player: &Player) -> Effect {
            match placed.kind {
                $($kinds => <$file::$element as Element>::touch(placed, phase, held, player),)*
            }
        }
    };
}

// Every element: its file, its type there, and the kinds it is.
elements! {
    spring::Spring => ElementKind::Spring(_),
    spikes::Spikes => ElementKind::Spikes(_),
    crumble::Crumble => ElementKind::Crumble,
    crystal::Crystal => ElementKind::Crystal,
    key::Key => ElementKind::Key,
    door::Door => ElementKind::Door,
    switch::Switch => ElementKind::Switch | ElementKind::SwitchBlock { .. },
    exit::Exit => ElementKind::Exit,
    gem::Gem => ElementKind::Gem,
    brick::Brick => ElementKind::Brick,
    false_wall::FalseWall => ElementKind::FalseWall,
    dash_block::DashBlock => ElementKind::DashBlock,
    booster::Booster => ElementKind::Booster,
    zip_mover::ZipMover => ElementKind::ZipMover,
}

/// The seeds' mechanics and Ledge's first additions, folder by folder.
pub const MECHANICS: [&Mechanic; 6] =
    [&coin::DECL, &lava::DECL, &monster::DECL, &platform::DECL, &ladder::DECL, &flag::DECL];

impl ElementKind {
    /// Its declaration.
    pub fn decl(self) -> &'static Decl {
        ELEMENTS.iter().find(|d| d.kind == self).expect("every element kind is declared")
    }

    /// The element a Tiled object or LDtk entity named `name` (reduced to
    /// lowercase letters and digits) places, if any.
    pub fn named(name: &str) -> Option<ElementKind> {
        ELEMENTS.iter().find(|d| d.names.contains(&name)).map(|d| d.kind)
    }

    /// True for an element that fills its cell as a block while its phase
    /// says so (a crumbling block, a door, a switch block).
    pub fn is_block(self) -> bool {
        is_block(self)
    }

    /// The frames of its art (`crates/ledge-render/art/`) in `phase`, shown
    /// in turn.
    pub fn frames(self, phase: Phase) -> &'static [&'static str] {
        frames(self, phase)
    }

    /// What the reachability analysis takes it for.
    pub fn reach(self) -> ReachFact {
        self.decl().reach
    }

    /// The way it faces: a spring's or spikes' way, and up for an element
    /// that faces no way.
    pub fn facing(self) -> Facing {
        match self {
            ElementKind::Spring(facing) | ElementKind::Spikes(facing) => facing,
            _ => Facing::Up,
        }
    }
}

/// An element placed in a level.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    /// What it is.
    pub kind: ElementKind,
    /// Its cell: column and row from 0.
    pub cell: (u32, u32),
}

impl Placed {
    /// Its cell's box, cells.
    pub fn rect(&self) -> Rect {
        Rect::new(self.cell.0.into(), self.cell.1.into(), 1.0, 1.0)
    }

    /// The phase it starts in.
    pub fn start(&self) -> Phase {
        start(self.kind)
    }
}

/// What changes in one element as the level plays; each file says what
/// its words mean. A block's `on` is whether it is solid.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Phase {
    /// Steps left on its timer.
    pub left: u16,
    /// Its switch: solid, taken, pressed... as its file says.
    pub on: bool,
}

/// What the player holds of the elements, and the switches' side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Held {
    /// Keys taken and not yet used.
    pub keys: u32,
    /// Gems taken.
    pub gems: u32,
    /// The switches were pressed an odd number of times: the second set of
    /// switch blocks is the solid one.
    pub swapped: bool,
}

/// The player as the elements see it after a step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Player {
    /// Its box, cells.
    pub rect: Rect,
    /// Its velocity, cells/s.
    pub vel: Vec2,
    /// It stands on something.
    pub on_ground: bool,
    /// Gravity on its body, cells/s² (to work a spring's throw out).
    pub gravity: f64,
    /// It has used its dash since it last got it back.
    pub dash_spent: bool,
    /// The direction of its dash under way, if it is dashing: -1, 0 or 1
    /// along x and y, y down.
    pub dash: Option<(i8, i8)>,
}

/// What touching an element does, for the game to apply.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Effect {
    /// Nothing the game needs to know.
    Quiet,
    /// Something the player notices (a key taken, a door opened...).
    Noticed,
    /// Noticed, and the element's new phase spreads to every element of
    /// its kind joined to it side by side, and on from them: a false wall
    /// found opens the whole false wall.
    Spreads,
    /// The player is thrown: its velocity becomes this along the axes given.
    Thrown {
        /// New horizontal speed, if it changes.
        x: Option<f64>,
        /// New vertical speed, if it changes.
        y: Option<f64>,
    },
    /// The player gets its dash back.
    Refill,
    /// The platform the element is goes on its way, and those of every
    /// element of its kind joined to it ([`ledge_engine::World::release_platform`]).
    Release,
    /// The player is caught with its middle at (`x`, `y`), held still,
    /// then launched in a dash ([`ledge_engine::Controller::boost`]).
    Boost {
        /// Where its middle is held, cells.
        x: f64,
        /// Where its middle is held, cells.
        y: f64,
    },
    /// The player dies.
    Kills,
    /// The level is won.
    Wins,
}

/// How far from an element's cell the player's box may be and still touch
/// it (a door is touched from beside it), cells.
pub const REACH: f64 = 0.05;

/// The tile `placed` puts in its cell in `phase`: a block's is solid or
/// empty; every other element's is empty.
pub(crate) fn tile(placed: &Placed, phase: Phase) -> Tile {
    if placed.kind.is_block() && phase.on {
        Tile::Solid
    } else {
        Tile::Empty
    }
}

/// What makes a level's elements unplayable as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Misuse {
    /// More doors than keys: the door at fault is the first with no key left.
    #[error(
        "this door has no key to open it: the level has {keys} key(s) `k` for {doors} door(s) `D`; add a \
         key or take the door away"
    )]
    DoorWithoutKey {
        /// Keys in the level.
        keys: usize,
        /// Doors in the level.
        doors: usize,
    },
    /// A switch, and no switch block.
    #[error(
        "this switch has no switch block to swap: add blocks `1` (solid at the start) and `2` (solid after \
         a switch), or take the switch away"
    )]
    SwitchWithoutBlocks,
    /// A switch block, and no switch.
    #[error("this switch block has no switch `!` to swap it: add one, or draw a wall `#` instead")]
    BlocksWithoutSwitch,
}

/// The first misuse among a level's `elements`, with the index of the
/// element at fault: a door with no key left for it, a switch with no
/// block to swap, a block with no switch to swap it.
pub fn misuse(elements: &[Placed]) -> Option<(usize, Misuse)> {
    let all = |is: fn(ElementKind) -> bool| elements.iter().enumerate().filter(move |(_, e)| is(e.kind));
    let keys = all(|k| k == ElementKind::Key).count();
    let doors = all(|k| k == ElementKind::Door).count();
    if let Some((i, _)) = all(|k| k == ElementKind::Door).nth(keys) {
        return Some((i, Misuse::DoorWithoutKey { keys, doors }));
    }
    let switch = all(|k| k == ElementKind::Switch).next();
    let block = all(|k| matches!(k, ElementKind::SwitchBlock { .. })).next();
    match (switch, block) {
        (Some((i, _)), None) => Some((i, Misuse::SwitchWithoutBlocks)),
        (None, Some((i, _))) => Some((i, Misuse::BlocksWithoutSwitch)),
        _ => None,
    }
}

/// Feeds every element's phase and what the player holds to `sink`,
/// exactly.
pub(crate) fn feed(phases: &[Phase], held: &Held, sink: &mut impl StateSink) {
    sink.u64(held.keys.into()).u64(held.gems.into()).u64(held.swapped.into());
    for phase in phases {
        sink.u64(u64::from(phase.left) << 1 | u64::from(phase.on));
    }
}

/// A block that breaks once (a brick, a dash block), solid in `phase`
/// while unbroken: `hit` breaks it, with `effect`.
fn break_once(phase: &mut Phase, hit: bool, effect: Effect) -> Effect {
    if !phase.on || !hit {
        return Effect::Quiet;
    }
    phase.on = false;
    effect
}

/// `frames` while a block that breaks once stands in `phase`; nothing once
/// broken.
fn while_unbroken(phase: Phase, frames: &'static [&'static str]) -> &'static [&'static str] {
    if phase.on {
        frames
    } else {
        &[]
    }
}

/// True when `player`'s box stands on the block at `placed`: its feet on
/// the block's top, across it (a crumbling block, a zip mover).
fn stood_on(placed: &Placed, player: &Rect) -> bool {
    let top = f64::from(placed.cell.1);
    let (left, right) = (f64::from(placed.cell.0), f64::from(placed.cell.0) + 1.0);
    (player.bottom() - top).abs() <= REACH && player.x < right && player.right() > left
}

fn inside(placed: &Placed, rect: &Rect) -> bool {
    placed.rect().overlaps(rect)
}

/// The half of `placed`'s cell against what it is fixed to: its floor for
/// an element facing up, its ceiling facing down, its wall facing left (at
/// its right) or right (at its left).
fn pad(placed: &Placed, facing: Facing) -> Rect {
    let (x, y) = (f64::from(placed.cell.0), f64::from(placed.cell.1));
    match facing {
        Facing::Up => Rect::new(x, y + 0.5, 1.0, 0.5),
        Facing::Down => Rect::new(x, y, 1.0, 0.5),
        Facing::Left => Rect::new(x + 0.5, y, 0.5, 1.0),
        Facing::Right => Rect::new(x, y, 0.5, 1.0),
    }
}

/// True when velocity `vel` does not take the player away the way
/// `facing` points: it comes at (or rests on) an element facing so.
fn coming_at(facing: Facing, vel: Vec2) -> bool {
    let unit = facing.unit();
    vel.x * unit.x + vel.y * unit.y <= 0.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_element_is_declared_once_with_its_own_character_and_names() {
        for (i, a) in ELEMENTS.iter().enumerate() {
            assert_eq!(a.kind.decl(), a);
            for b in &ELEMENTS[i + 1..] {
                assert_ne!(a.ch, b.ch);
                assert_ne!(a.kind, b.kind);
                assert!(a.names.iter().all(|n| !b.names.contains(n)), "{n:?}", n = a.names);
            }
            for name in a.names {
                assert!(name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()), "{name}");
            }
            assert!(!a.kind.frames(start(a.kind)).is_empty(), "{} shows nothing at the start", a.name);
        }
    }

    #[test]
    fn every_mechanic_is_in_the_legend_and_its_names_place_only_it() {
        for (i, m) in MECHANICS.iter().enumerate() {
            for entry in m.legend {
                assert!(legend::LEGEND.contains(entry), "{} `{}`", m.name, entry.ch);
            }
            for name in m.names {
                assert!(name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()), "{name}");
                assert!(MECHANICS[i + 1..].iter().all(|o| !o.names.contains(name)), "{name} twice");
                assert_eq!(ElementKind::named(name), None, "{name} places an element too");
            }
        }
    }
}
