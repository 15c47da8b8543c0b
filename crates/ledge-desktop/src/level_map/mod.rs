//! Level select as a drawn map of each world (a run of levels with the same
//! theme): the levels' stones along a path, each showing whether it is
//! locked, open, won, won within its par time and whether its gem was
//! found; gates to the worlds on either side; the climber walking from
//! stone to stone; the chosen level's records below.

mod layout;
mod paint;

use ledge_game::{Level, Theme};

pub use layout::Walk;
pub use paint::draw;

use crate::press::MenuKey;
use crate::save::Progress;

/// One world: a run of levels of the same theme, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct World {
    /// Its theme.
    pub theme: Theme,
    /// Its first level's index in the game.
    pub first: usize,
    /// How many levels it has.
    pub len: usize,
}

/// The worlds of `levels`, in order.
pub fn worlds(levels: &[Level]) -> Vec<World> {
    let mut worlds: Vec<World> = Vec::new();
    for (i, level) in levels.iter().enumerate() {
        match worlds.last_mut() {
            Some(world) if world.theme == level.settings.theme => world.len += 1,
            _ => worlds.push(World { theme: level.settings.theme, first: i, len: 1 }),
        }
    }
    worlds
}

/// The world holding level `level`, as an index in `worlds`.
fn world_of(worlds: &[World], level: usize) -> usize {
    worlds.iter().position(|w| (w.first..w.first + w.len).contains(&level)).unwrap_or(0)
}

/// The level `key` chooses after `chosen`, among the levels open (up to
/// `reached`): Left and Right walk along the path, through the gates into
/// the worlds either side; Up and Down go through a gate to the same place
/// in the world before or after.
pub fn moved(worlds: &[World], chosen: usize, reached: usize, key: MenuKey) -> usize {
    let w = world_of(worlds, chosen);
    let target = match key {
        MenuKey::Left => chosen.saturating_sub(1),
        MenuKey::Right => chosen + 1,
        MenuKey::Up | MenuKey::Down => {
            let to =
                if key == MenuKey::Up { w.checked_sub(1) } else { Some(w + 1).filter(|&n| n < worlds.len()) };
            match to {
                Some(to) => worlds[to].first + (chosen - worlds[w].first).min(worlds[to].len - 1),
                None => chosen,
            }
        }
        MenuKey::Confirm | MenuKey::Back => chosen,
    };
    target.min(reached)
}

/// What the map shows of each level besides its place: its par time in
/// seconds, if it has one.
pub struct MapInfo<'a> {
    /// The game's levels.
    pub levels: &'a [Level],
    /// The records.
    pub progress: &'a Progress,
    /// Each level's par time, seconds.
    pub pars: &'a [Option<f64>],
    /// The first level of the bonus worlds, off the main path, if the game has them.
    pub bonus_from: Option<usize>,
    /// True just after a move to a level still locked: the map says why it
    /// did not go.
    pub refused: bool,
}

impl MapInfo<'_> {
    /// Whether `world` is a bonus world.
    fn is_bonus(&self, world: &World) -> bool {
        self.bonus_from.is_some_and(|first| world.first >= first)
    }

    fn won(&self, level: usize) -> Option<f64> {
        self.progress.levels.get(&self.levels[level].name).and_then(|r| r.best_s)
    }

    /// The par time of level `level`, seconds, once the player has won
    /// it: par is a mark to beat once the level is known, never a spoiler.
    pub fn par_shown(&self, level: usize) -> Option<f64> {
        self.won(level).and(self.pars.get(level).copied().flatten())
    }

    /// Whether level `level` was won within its par time.
    pub fn beat_par(&self, level: usize) -> bool {
        matches!((self.won(level), self.pars.get(level).copied().flatten()), (Some(best), Some(par)) if best <= par)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(theme: &str) -> Level {
        Level::parse("l.txt", &format!("theme: {theme}\n---\n.@o\n###\n")).unwrap()
    }

    #[test]
    fn worlds_are_runs_of_one_theme() {
        let levels = [level("meadow"), level("meadow"), level("caverns"), level("foundry"), level("foundry")];
        let found = worlds(&levels);
        let shape: Vec<(usize, usize)> = found.iter().map(|w| (w.first, w.len)).collect();
        assert_eq!(shape, [(0, 2), (2, 1), (3, 2)]);
    }

    #[test]
    fn keys_walk_along_and_between_worlds_but_not_past_the_last_level_open() {
        let levels = [level("meadow"), level("meadow"), level("meadow"), level("caverns"), level("caverns")];
        let worlds = worlds(&levels);
        assert_eq!(moved(&worlds, 2, 4, MenuKey::Right), 3, "right crosses into the next world");
        assert_eq!(moved(&worlds, 2, 4, MenuKey::Down), 4, "down keeps the place, within the world");
        assert_eq!(moved(&worlds, 4, 4, MenuKey::Up), 1);
        assert_eq!(moved(&worlds, 2, 2, MenuKey::Right), 2, "level 4 is not open yet");
        assert_eq!(moved(&worlds, 0, 4, MenuKey::Left), 0);
    }

    #[test]
    fn a_level_s_par_time_shows_on_the_map_once_it_is_won() {
        let named = |name: &str| Level::parse("l.txt", &format!("name: {name}\n---\n.@o\n###\n")).unwrap();
        let levels = [named("Won"), named("Open")];
        let mut progress = Progress::default();
        progress.record_win("Won", 12.0, 1);
        let pars = [Some(10.0), Some(10.0)];
        let info =
            MapInfo { levels: &levels, progress: &progress, pars: &pars, bonus_from: None, refused: false };
        assert_eq!(info.par_shown(0), Some(10.0));
        assert_eq!(info.par_shown(1), None, "par hides until the level is won");
    }
}
