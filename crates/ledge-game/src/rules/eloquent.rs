//! The `eloquent` ruleset: seed 002's game (Eloquent JavaScript's platform
//! game), for every level that does not play with the `tiny` preset:
//! - coins wobble ([`super::CoinRule::ELOQUENT`]), each starting at a random
//!   phase from the level's seed;
//! - lava blocks move (`rules/lava.rs`), as in both rulesets;
//! - monsters walk their floor (seed 002's exercise, `rules/monster.rs`)
//!   and die when stomped, and the player bounces off
//!   ([`Stomp::ELOQUENT`]);
//! - the player touches the actors it overlaps in plan order, a later
//!   verdict overriding an earlier one.
//!
//! Step 4 of [`Play::step`] is the end of seed 002's `State.update`:
//!
//! ```text
//! for (let actor of actors) {
//!   if (actor != player && overlap(actor, player)) {
//!     newState = actor.collide(newState);
//!   }
//! }
//! Coin.prototype.collide = function(state) {
//!   let filtered = state.actors.filter(a => a != this);
//!   let status = state.status;
//!   if (!filtered.some(a => a.type == "coin")) status = "won";
//!   return new State(state.level, filtered, status);
//! };
//! ```
//!
//! [`touch`] goes through the actors the player overlaps after the step
//! (found while they moved, [`Play::step`]'s step 1), in plan order:
//! 1. a coin is taken, and taking the last one wins;
//! 2. lava loses;
//! 3. a monster stomped dies and the player bounces; any other touch loses;
//! 4. the last verdict stands.

use ledge_engine::{Rect, Vec2};

use super::{stomp, Coin, Ruleset, Stomp};
use crate::actor::Actor;
use crate::play::{Cause, Event, Play, Status};
use crate::rng::SplitMix64;

/// The stomp.
const STOMP: Stomp = Ruleset::Eloquent.stomp();

/// The coin in the cell at `cell`, its phase drawn from `rng` (seed 002's
/// `Math.random() * Math.PI * 2`).
pub(crate) fn coin(cell: Vec2, rng: &mut SplitMix64) -> Coin {
    let phase = rng.next_f64() * std::f64::consts::PI * 2.0;
    Coin::new(cell, phase, Ruleset::Eloquent.coin())
}

/// Step 4 with seed 002's rules, for the player's box `before` the step.
pub(crate) fn touch(play: &mut Play, before: &Rect) {
    let mut status = Status::Playing;
    for i in 0..play.touches.len() {
        let (id, actor) = play.touches[i];
        match actor {
            // 1.
            Actor::Coin(_) => {
                play.game.cast.remove(id);
                play.game.coins_left -= 1;
                play.events.push(Event::CoinTaken { id });
                if play.game.coins_left == 0 && play.coins_win() {
                    status = Status::Won;
                }
            }
            // 2.
            Actor::Lava(_) => status = Status::Lost(Cause::Lava),
            // 3.
            Actor::Monster(monster) => {
                if STOMP.stomps(before, play.body(), &monster.rect) {
                    play.game.cast.remove(id);
                    play.events.push(Event::MonsterStomped { id });
                    stomp::bounce(play, &STOMP);
                } else {
                    status = Status::Lost(Cause::Monster);
                }
            }
        }
    }
    // 4.
    if status != Status::Playing {
        play.end(status);
    }
}
