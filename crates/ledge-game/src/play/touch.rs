//! Step 4 of [`Play::step`]: the actors the player touches, in the order
//! of the level's ruleset. Which touch counts, and what it does to each
//! actor, are the rulesets' (`src/rules/eloquent.rs` for seed 002's game,
//! `src/rules/tiny.rs` for seed 000's) and the elements' (`src/element/`:
//! coins, lava, monsters and their stomps); this file applies them to the game being played, so that
//! the rules import nothing of the game.

use ledge_engine::{BodyId, Rect};

use super::{Cause, Event, Play, Status, PLAYER_STAYS};
use crate::actor::{player, Actor};
use crate::element::Stomp;
use crate::rules::{tiny::overlap, Ruleset};

/// Seed 002's stomp.
const ELOQUENT_STOMP: Stomp = Ruleset::Eloquent.stomp();
/// Seed 000's stomp.
const TINY_STOMP: Stomp = Ruleset::Tiny.stomp();

/// Step 4 with seed 002's rules, for the player's box `before` the step.
pub(super) fn eloquent(play: &mut Play, before: &Rect) {
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
                if ELOQUENT_STOMP.stomps(before, play.body(), &monster.rect) {
                    play.game.cast.remove(id);
                    play.events.push(Event::MonsterStomped { id });
                    bounce(play, &ELOQUENT_STOMP);
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

/// Step 4 with the game's rules, for the player's box `before` the step.
pub(super) fn tiny(play: &mut Play, before: &Rect) {
    let player = *play.body();
    // 1.
    let (cast, touches) = (&play.game.cast, &mut play.touches);
    touches.clear();
    let monsters = cast.monsters.iter().filter(|(_, m)| overlap(&player.rect, &m.rect));
    touches.extend(monsters.map(|&(id, m)| (id, Actor::Monster(m))));
    let lava = cast.lava.iter().filter(|(_, l)| l.rect.overlaps(&player.rect));
    touches.extend(lava.map(|&(id, l)| (id, Actor::Lava(l))));
    touches.sort_unstable_by_key(|&(id, _)| id);
    // 2.
    for i in 0..play.touches.len() {
        match play.touches[i] {
            (id, Actor::Monster(monster)) if TINY_STOMP.stomps(before, &player, &monster.rect) => {
                if let Some(body) = body_of(&play.stage.monster_bodies, id) {
                    play.world.remove_body(body);
                }
                play.game.cast.remove(id);
                play.events.push(Event::MonsterStomped { id });
                bounce(play, &TINY_STOMP);
            }
            (_, Actor::Monster(_)) => return play.end(Status::Lost(Cause::Monster)),
            _ => return play.end(Status::Lost(Cause::Lava)),
        }
    }
    // 3.
    let coins_left = play.game.coins_left;
    let (cast, events) = (&mut play.game.cast, &mut play.events);
    cast.coins.retain(|id, coin| {
        let taken = overlap(&player.rect, &coin.rect());
        if taken {
            events.push(Event::CoinTaken { id });
        }
        !taken
    });
    play.game.coins_left = cast.coins.len() as u32;
    if play.game.coins_left == 0 && coins_left > 0 && play.coins_win() {
        play.end(Status::Won);
    }
}

/// The body of the monster with figure id `id`.
fn body_of(bodies: &[(u32, BodyId)], id: u32) -> Option<BodyId> {
    bodies.binary_search_by_key(&id, |&(monster, _)| monster).ok().map(|i| bodies[i].1)
}

/// The player of `play` bounces off a stomped monster, as `stomp` says. A
/// bounce ends the controller's coyote time: a jump pressed after it is an
/// air jump, never a second full jump from the ledge the player ran off.
fn bounce(play: &mut Play, stomp: &Stomp) {
    let (controller, dt) = (play.game.controller.as_mut(), play.stage.preset.step);
    let body = play.world.body_mut(play.stage.player).expect(PLAYER_STAYS);
    let take_off = player::take_off(body, controller.as_deref(), dt);
    stomp.bounce_off(body, take_off);
    if let Some(controller) = controller.filter(|_| stomp.bounce > 0.0) {
        controller.thrown_up();
    }
}
