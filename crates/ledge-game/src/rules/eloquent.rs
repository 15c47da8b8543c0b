//! The `eloquent` ruleset: seed 002's game (Eloquent JavaScript's platform
//! game), for every level that does not play with the `tiny` preset:
//! - coins wobble ([`crate::CoinRule::ELOQUENT`]), each starting at a random
//!   phase from the level's seed;
//! - lava blocks move (`element/lava/`), as in both rulesets;
//! - monsters walk their floor (seed 002's exercise, `element/monster/`)
//!   and die when stomped, and the player bounces off
//!   ([`crate::Stomp::ELOQUENT`]);
//! - the player touches the actors it overlaps in plan order, a later
//!   verdict overriding an earlier one.
//!
//! Step 4 of [`crate::Play::step`] is the end of seed 002's `State.update`:
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
//! `play/touch.rs` goes through the actors the player overlaps after the step
//! (found while they moved, [`crate::Play::step`]'s step 1), in plan order:
//! 1. a coin is taken, and taking the last one wins;
//! 2. lava loses;
//! 3. a monster stomped dies and the player bounces; any other touch loses;
//! 4. the last verdict stands.
