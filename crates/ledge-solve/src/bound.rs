//! A lower bound on the steps a win still takes from a state, from how far
//! sideways the player's box must still go and how fast it can go there.
//!
//! - **Speed.** A step of `ledge`'s order moves the body by the mean of its
//!   speeds before and after the step, and every speed its controller sets
//!   is within the largest of: the walking speed (the cap), the wall jump's
//!   (capped by it), the dash's and the dash's end speed (with a dash). So no
//!   step moves the box sideways farther than that largest speed times the
//!   step. Without the dash and the wall jump, the speed moreover grows by
//!   at most the largest acceleration a step (whatever way the body goes:
//!   turning round first slows it), so a body slower than the top speed
//!   covers less ground while it speeds up.
//! - **Corner correction** nudges a rising head sideways past a ceiling's
//!   corner, by at most its reach a nudge. A second nudge past the same
//!   corner the same way needs the box to have gone back under it by as much,
//!   at the usual speed, so the nudges past one corner gain at most one
//!   reach in all: the bound grants every corner of a ceiling (a side of a
//!   block with a free cell under it and none beside it, or of a block that
//!   may open) its reach once.
//! - **Targets.** In a level won at an exit the box must overlap one exit; in
//!   one won by its coins, every coin left. Sideways, overlapping a box means
//!   the box's left side lying within an interval; a run that visits
//!   intervals to the left and right of where it is goes first to one end,
//!   then to the other, so it travels at least the span plus the shorter way
//!   to an end.
//!
//! Levels with what moves a body otherwise are not bounded ([`Bound::of`]
//! gives `None`): moving platforms and zip movers (they carry the body),
//! monsters (a stomp throws it), side springs and boosters (faster than the
//! speeds above), switch blocks and crumbling blocks (a block appearing
//! pushes the box out of it), thin edges, and physics without `ledge`'s
//! controller.

use ledge_engine::{Grid, Rect};
use ledge_game::{Actor, ElementKind, Facing, Level, Play, SpawnKind, Status};

/// A little added to every step's reach, for rounding: the bound stays
/// below the true steps by a margin far below a step.
const ROUNDING: f64 = 1e-9;

/// How a level's wins are bounded below.
#[derive(Clone, Debug, PartialEq)]
pub struct Bound {
    /// The top sideways speed, cells a step.
    speed: f64,
    /// How much the sideways speed grows a step at most, cells a step;
    /// `None` when a move may set it to the top at once.
    gain: Option<f64>,
    /// What corner correction may add sideways over a whole run, cells.
    slack: f64,
    /// The exits' boxes in a level won at an exit; empty in one won by its
    /// coins.
    exits: Vec<Rect>,
}

impl Bound {
    /// The bound for `play`'s level as it starts (`level` is that level),
    /// or `None` when the level holds something it does not model (see the
    /// module's notes).
    pub fn of(level: &Level, play: &Play) -> Option<Bound> {
        let config = *play.controller()?.config();
        let grid = play.grid();
        let moved = level.elements.iter().any(|e| match e.kind {
            ElementKind::Spring(facing) => matches!(facing, Facing::Left | Facing::Right),
            ElementKind::Booster
            | ElementKind::ZipMover
            | ElementKind::SwitchBlock { .. }
            | ElementKind::Switch
            | ElementKind::Crumble => true,
            _ => false,
        });
        let monsters = level.spawns.iter().any(|s| matches!(s.kind, SpawnKind::Monster { .. }));
        if moved || monsters || !level.platforms.is_empty() || grid.has_edges() {
            return None;
        }
        if play.body().motion.top_down() {
            return None;
        }
        let step = play.preset().step;
        let mut top = config.walk_speed;
        if config.wall_jump {
            top = top.max(config.wall_jump_speed);
        }
        if config.dashes > 0 {
            top = top.max(config.dash_speed).max(config.dash_end_speed);
        }
        let speed = top * step + ROUNDING;
        let accel = config.accel;
        let gain = (config.dashes == 0 && !config.wall_jump)
            .then(|| accel.ground.max(accel.ice).max(accel.air) * step * step + ROUNDING);
        let opens = |x: i64, y: i64| {
            level
                .elements
                .iter()
                .any(|e| e.kind.is_block() && (i64::from(e.cell.0), i64::from(e.cell.1)) == (x, y))
        };
        let slack = config.corner_correction.max(0.0) * corners(grid, opens) as f64;
        let exits = level.elements.iter().filter(|e| e.kind == ElementKind::Exit).map(|e| e.rect()).collect();
        Some(Bound { speed, gain, slack, exits })
    }

    /// The fewest steps from the state `play` is in to a win, at least:
    /// every win from it takes this many steps or more (one at least while
    /// it is still being played).
    pub fn steps(&self, play: &Play) -> u32 {
        if play.status() != Status::Playing {
            return 0;
        }
        let player = play.player();
        let travel = if self.exits.is_empty() {
            let coins = play.actors().filter_map(|actor| match actor {
                Actor::Coin(_) => Some(actor.rect()),
                _ => None,
            });
            every(&player, coins)
        } else {
            self.exits.iter().map(|exit| gap(&player, exit)).fold(f64::INFINITY, f64::min)
        };
        let speed = match self.gain {
            Some(_) => play.body().vel.x.abs() * play.preset().step + ROUNDING,
            None => self.speed,
        };
        self.steps_to_cover(travel - self.slack, speed).max(1)
    }

    /// The fewest steps in which a box moving sideways at `speed` (cells a
    /// step) covers `distance` cells.
    fn steps_to_cover(&self, distance: f64, mut speed: f64) -> u32 {
        let (mut steps, mut covered) = (0u32, 0.0);
        // Speeding up: a few steps (the top speed over the least gain).
        if let Some(gain) = self.gain {
            while speed < self.speed && covered < distance {
                let next = (speed + gain).min(self.speed);
                covered += (speed + next) * 0.5;
                (speed, steps) = (next, steps + 1);
            }
        }
        if covered >= distance || !distance.is_finite() {
            return if distance.is_finite() { steps } else { u32::MAX };
        }
        let rest = ((distance - covered) / self.speed).ceil();
        (f64::from(steps) + rest).min(f64::from(u32::MAX)) as u32
    }
}

/// The interval the left side of `player`'s box must reach into for the
/// box to overlap `target` sideways.
fn span(player: &Rect, target: &Rect) -> (f64, f64) {
    (target.x - player.w, target.x + target.w)
}

/// How far sideways `player`'s box is from overlapping `target`.
fn gap(player: &Rect, target: &Rect) -> f64 {
    let (from, to) = span(player, target);
    (from - player.x).max(player.x - to).max(0.0)
}

/// How far sideways `player`'s box must go, at least, to overlap every
/// one of `targets` in turn: to the farthest it must reach leftwards and
/// rightwards, the nearer end first.
fn every(player: &Rect, targets: impl Iterator<Item = Rect>) -> f64 {
    let (mut left, mut right) = (0.0f64, 0.0f64);
    for target in targets {
        let (from, to) = span(player, &target);
        left = left.max(player.x - to);
        right = right.max(from - player.x);
    }
    left + right + left.min(right)
}

/// The corners of ceilings in `grid` corner correction can nudge a head
/// past: each side of a cell that can stop a rising head (a block, a slope,
/// or a block that may open, by `opens`), with a cell under it that may be
/// free and a cell beside it that may be free. The outside makes none: it
/// is the same all along a side, and meets the level's cells at its
/// border, which this counts.
fn corners(grid: &Grid, opens: impl Fn(i64, i64) -> bool) -> u32 {
    let fixed = |x: i64, y: i64| {
        let tile = grid.tile(x, y);
        (tile.is_solid() || tile.is_slope()) && !opens(x, y)
    };
    let stops = |x: i64, y: i64| {
        let tile = grid.tile(x, y);
        tile.is_solid() || tile.is_slope() || opens(x, y)
    };
    let mut corners = 0;
    for y in 0..i64::from(grid.height()) {
        for x in 0..i64::from(grid.width()) {
            if stops(x, y) && !fixed(x, y + 1) {
                corners += u32::from(!fixed(x - 1, y)) + u32::from(!fixed(x + 1, y));
            }
        }
    }
    corners
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bound_of(plan: &str) -> (Bound, Play) {
        let level = Level::parse("bound.txt", &format!("moves: none\n---\n{plan}")).unwrap();
        assert!(level.has_exit() || level.coins() > 0);
        let play = Play::new(&level, level.preset(Some(ledge_engine::Preset::ledge())));
        (Bound::of(&level, &play).expect("a level it models"), play)
    }

    /// On a flat floor with no ceiling, walking to a coin 20 cells away
    /// at 8 cells a second takes 2.5 s at least: 150 steps, less the
    /// box's width and the coin's inset.
    #[test]
    fn a_coin_far_along_a_floor_takes_at_least_its_distance_at_top_speed() {
        let (bound, play) =
            bound_of(&format!(".{}.\n.@{}o.\n{}\n", ".".repeat(20), ".".repeat(18), "#".repeat(22)));
        let steps = bound.steps(&play);
        assert!((130..150).contains(&steps), "{steps}");
    }

    /// Coins on both sides: the nearer side first, then all the way back.
    #[test]
    fn coins_on_both_sides_count_the_nearer_side_twice() {
        let (one_side, play) = bound_of("...........\n.....@...o.\n###########\n");
        let one_side = one_side.steps(&play);
        let (both, play) = bound_of("...........\n.o...@...o.\n###########\n");
        assert!(both.steps(&play) > 2 * one_side + 10, "{} {one_side}", both.steps(&play));
    }

    /// Blocks hanging over the floor give corner correction corners to
    /// nudge past: the bound takes the nudges off.
    #[test]
    fn ceilings_corners_lower_the_bound() {
        let open = bound_of(&format!(".{}.\n.@{}o.\n{}\n", ".".repeat(20), ".".repeat(18), "#".repeat(22))).0;
        let hung =
            bound_of(&format!(".###.{}\n.@{}o.\n{}\n", ".".repeat(17), ".".repeat(18), "#".repeat(22))).0;
        assert!(hung.slack > open.slack);
    }
}
