//! The sets of buttons a search tries at each step: every set of the five
//! buttons, less those that the level provably cannot tell apart from a set
//! kept, and, when the player can dash, a dash in each of the eight
//! directions and straight ahead.

use ledge_engine::Tile;
use ledge_game::{Buttons, Play};

/// The button sets a search tries, and why the others are left out.
#[derive(Clone, Debug, PartialEq)]
pub struct Moves {
    /// The sets, each tried at every step, in this order.
    pub sets: Vec<Buttons>,
    /// Why the buttons left out change nothing on this level; empty when
    /// every set of the five buttons is tried.
    pub reason: String,
}

impl Moves {
    /// The sets worth trying on `play`'s level.
    ///
    /// Buttons reach the game only through the player (its controller or
    /// its body's input, and which way it faces), and there:
    /// - `down` is read by ladders, by one-way floors (to drop through)
    ///   and by a top-down game's vertical drive, and nowhere else;
    /// - `up` is read by ladders and a top-down game's drive; elsewhere it
    ///   is the same as `jump` (seed 002's up arrow jumps).
    ///
    /// So on a level with gravity and neither ladders nor one-way floors,
    /// the 32 sets collapse to the 8 made of `left`, `right` and `jump`.
    ///
    /// `dash` is read only by the controller of a physics with a dash (the
    /// `ledge` physics; the seeds' presets have none, and their searches
    /// try what they tried before): with one, nine sets more press it,
    /// alone or with each of the eight directions (`up` aims it and does
    /// not jump while it is held). A search skips them from a state where a
    /// press cannot dash ([`ledge_engine::Controller::can_dash`]: none
    /// left, and not on the ground to get them back): there such a set
    /// moves the player as the set of its directions without `up` (outside
    /// a ladder) or with it (inside one), a set tried, and only keeps
    /// `dash` held, which can at most keep the next press from dashing, so
    /// no run is lost.
    ///
    /// ```
    /// use ledge_game::{Level, Play};
    /// use ledge_solve::Moves;
    /// let level = Level::parse("flat.txt", "....\n.@o.\n####\n").unwrap();
    /// let moves = Moves::of(&Play::new(&level, level.preset(None)));
    /// assert_eq!(moves.sets.len(), 8);
    /// ```
    pub fn of(play: &Play) -> Moves {
        let tiles = play.grid().tiles();
        let ladders = tiles.contains(&Tile::Ladder);
        let one_way = tiles.contains(&Tile::OneWay);
        let top_down = play.body().motion.top_down();
        let mut kept = vec![Buttons::LEFT, Buttons::RIGHT, Buttons::JUMP];
        let mut left_out = Vec::new();
        if ladders || top_down {
            kept.push(Buttons::UP);
        } else {
            left_out.push("`up` (the same as `jump` without ladders)");
        }
        if ladders || one_way || top_down {
            kept.push(Buttons::DOWN);
        } else {
            left_out.push("`down` (nothing reads it without ladders or one-way floors)");
        }
        let mut sets: Vec<Buttons> = (0u32..1 << kept.len())
            .map(|mask| {
                kept.iter()
                    .enumerate()
                    .filter(|&(i, _)| mask >> i & 1 == 1)
                    .fold(Buttons::NONE, |set, (_, &button)| set | button)
            })
            .collect();
        if play.controller().is_some_and(|c| c.config().dashes > 0) {
            let (l, r, u, d) = (Buttons::LEFT, Buttons::RIGHT, Buttons::UP, Buttons::DOWN);
            let aims = [Buttons::NONE, l, r, u, d, u | l, u | r, d | l, d | r];
            sets.extend(aims.map(|aim| aim | Buttons::DASH));
        }
        let reason = if left_out.is_empty() {
            String::new()
        } else {
            format!("left out, as this level cannot tell them apart: {}", left_out.join(", "))
        };
        Moves { sets, reason }
    }
}
