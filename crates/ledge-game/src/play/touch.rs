//! Step 4 of a step: what touching an actor does, by seed 002's rules
//! (lava loses, a coin is taken, a monster is stomped or kills) or by seed
//! 000's (monsters and lava first, then the treasure).

use ledge_engine::{Body, Rect};

use super::{Cause, Event, Play, Status, PLAYER_STAYS, STOMP_SLACK};
use crate::actor::{player, tiny, Actor};

impl Play {
    /// Step 4 with seed 002's rules, for the player's box `now`, which was
    /// `before` at the start of the step.
    pub(super) fn touch_as_seed_002(&mut self, before: &Rect, now: &Rect) {
        let mut status = Status::Playing;
        for i in 0..self.touches.len() {
            let (id, actor) = self.touches[i];
            match actor {
                Actor::Coin(_) => {
                    self.game.cast.remove(id);
                    self.game.coins_left -= 1;
                    self.events.push(Event::CoinTaken { id });
                    if self.game.coins_left == 0 {
                        status = Status::Won;
                    }
                }
                Actor::Lava(_) => status = Status::Lost(Cause::Lava),
                Actor::Monster(monster) => {
                    let falling = now.y > before.y;
                    if falling && before.bottom() <= monster.rect.y + STOMP_SLACK {
                        self.game.cast.remove(id);
                        self.events.push(Event::MonsterStomped { id });
                        self.bounce();
                    } else {
                        status = Status::Lost(Cause::Monster);
                    }
                }
            }
        }
        if status != Status::Playing {
            self.end(status);
        }
    }

    /// The player bounces off a stomped monster.
    fn bounce(&mut self) {
        let (controller, dt) = (self.game.controller.as_ref(), self.stage.preset.step);
        let body = self.world.body_mut(self.stage.player).expect(PLAYER_STAYS);
        let take_off = player::take_off(body, controller, dt);
        player::bounce(body, take_off);
    }

    /// Step 4 with seed 000's rules ([`tiny`]): first the monsters and the
    /// lava, in plan order: a stomp kills the monster (the player does not
    /// bounce), any other touch loses; then, if the player still lives, the
    /// treasure it touches is taken.
    pub(super) fn touch_as_seed_000(&mut self, player: &Body) {
        let (cast, touches) = (&self.game.cast, &mut self.touches);
        touches.clear();
        let monsters = cast.monsters.iter().filter(|(_, m)| tiny::overlap(&player.rect, &m.rect));
        touches.extend(monsters.map(|&(id, m)| (id, Actor::Monster(m))));
        touches.extend(
            cast.lava
                .iter()
                .filter(|(_, l)| l.rect.overlaps(&player.rect))
                .map(|&(id, l)| (id, Actor::Lava(l))),
        );
        touches.sort_unstable_by_key(|&(id, _)| id);
        for i in 0..self.touches.len() {
            match self.touches[i] {
                (id, Actor::Monster(monster)) if tiny::stomps(player, &monster.rect) => {
                    if let Some(body) = monster.body {
                        self.world.remove_body(body);
                    }
                    self.game.cast.remove(id);
                    self.events.push(Event::MonsterStomped { id });
                }
                (_, Actor::Monster(_)) => return self.end(Status::Lost(Cause::Monster)),
                _ => return self.end(Status::Lost(Cause::Lava)),
            }
        }
        let coins_left = self.game.coins_left;
        let cast = &mut self.game.cast;
        let events = &mut self.events;
        cast.coins.retain(|id, coin| {
            let taken = tiny::overlap(&player.rect, &coin.rect());
            if taken {
                events.push(Event::CoinTaken { id });
            }
            !taken
        });
        self.game.coins_left = cast.coins.len() as u32;
        if self.game.coins_left == 0 && coins_left > 0 {
            self.end(Status::Won);
        }
    }
}
