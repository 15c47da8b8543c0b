//! The actors of a level besides the player, kept by kind, each with its
//! figure id (its place in plan order): a step moves each kind in a loop
//! of its own, which never has to ask what an actor is. Actors of
//! different kinds never act on one another, so this moves them exactly as
//! seed 002's one loop in plan order does; where the order matters (the
//! touches, the hash, the drawing), [`Cast::iter`] merges the kinds back
//! into plan order.

use ledge_engine::Vec2;

use super::Actor;
use crate::element::{Coin, CoinRule, Lava, Monster};

/// The actors other than the player still in a level, by kind, each kind
/// in plan order (ids ascending).
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Cast {
    pub coins: Coins,
    pub lava: Vec<(u32, Lava)>,
    pub monsters: Vec<(u32, Monster)>,
}

/// The coins still in a level, field by field: their ids, bases and
/// phases each in an array of their own, so that a step's additions to
/// the phases (the same amount for every coin) run as vector instructions.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Coins {
    /// Figure ids, ascending.
    pub ids: Vec<u32>,
    bases: Vec<Vec2>,
    phases: Vec<f64>,
    /// How they look and wobble: the same for every coin of a level.
    rule: CoinRule,
}

impl Coins {
    /// How many there are.
    pub fn len(&self) -> usize {
        self.ids.len()
    }

    /// Coin number `i`.
    pub fn get(&self, i: usize) -> Coin {
        Coin { base: self.bases[i], wobble: self.phases[i], rule: self.rule }
    }

    /// Every coin with its id.
    pub fn iter(&self) -> impl Iterator<Item = (u32, Coin)> + '_ {
        (0..self.len()).map(|i| (self.ids[i], self.get(i)))
    }

    /// [`Coin::update`] for every coin, in one loop of additions.
    pub fn update(&mut self, dt: f64) {
        let turn = dt * self.rule.wobble_speed;
        for phase in &mut self.phases {
            *phase += turn;
        }
    }

    /// Appends a state key's coins to `key`: how many there are, then
    /// each coin's id and phase. A coin's base and look are fixed by its
    /// id in a level (coins never move from their place), so these words
    /// tell two states' coins apart exactly when `feed_actor`'s words (in
    /// `play/snapshot.rs`) do.
    pub fn feed_key(&self, key: &mut Vec<u64>) {
        let start = key.len();
        key.resize(start + 1 + 2 * self.len(), 0);
        key[start] = self.len() as u64;
        let pairs = key[start + 1..].chunks_exact_mut(2);
        for ((pair, &id), &phase) in pairs.zip(&self.ids).zip(&self.phases) {
            pair.copy_from_slice(&[id.into(), phase.to_bits()]);
        }
    }

    /// Keeps only the coins for which `keep` is true.
    pub fn retain(&mut self, mut keep: impl FnMut(u32, Coin) -> bool) {
        let mut i = 0;
        while i < self.len() {
            if keep(self.ids[i], self.get(i)) {
                i += 1;
            } else {
                self.remove(i);
            }
        }
    }

    fn push(&mut self, id: u32, coin: Coin) {
        self.ids.push(id);
        self.bases.push(coin.base);
        self.phases.push(coin.wobble);
        self.rule = coin.rule;
    }

    fn remove(&mut self, i: usize) {
        self.ids.remove(i);
        self.bases.remove(i);
        self.phases.remove(i);
    }

    fn copy_from(&mut self, other: &Coins) {
        self.ids.clone_from(&other.ids);
        self.bases.clone_from(&other.bases);
        self.phases.clone_from(&other.phases);
        self.rule = other.rule;
    }

    /// [`Coins::copy_from`] for coins of the same level: the bases are
    /// copied only when other coins are left (a coin's base is fixed by its
    /// id in a level, and a search restores states that took as many coins
    /// far more often than others).
    fn copy_from_same_level(&mut self, other: &Coins) {
        if self.ids != other.ids {
            self.ids.clone_from(&other.ids);
            self.bases.clone_from(&other.bases);
        }
        self.phases.clone_from(&other.phases);
        self.rule = other.rule;
    }
}

impl Cast {
    /// Adds an actor after those already there (`id` greater than theirs).
    pub fn push(&mut self, id: u32, actor: Actor) {
        match actor {
            Actor::Coin(coin) => self.coins.push(id, coin),
            Actor::Lava(lava) => self.lava.push((id, lava)),
            Actor::Monster(monster) => self.monsters.push((id, monster)),
        }
    }

    /// Copies `other` into this cast, reusing its memory.
    pub fn copy_from(&mut self, other: &Cast) {
        self.coins.copy_from(&other.coins);
        self.lava.clone_from(&other.lava);
        self.monsters.clone_from(&other.monsters);
    }

    /// [`Cast::copy_from`] for a cast of the same level, which copies less
    /// (see [`Coins::copy_from_same_level`]).
    pub fn copy_from_same_level(&mut self, other: &Cast) {
        self.coins.copy_from_same_level(&other.coins);
        self.lava.clone_from(&other.lava);
        self.monsters.clone_from(&other.monsters);
    }

    /// The memory its actors take, bytes.
    pub fn heap_bytes(&self) -> usize {
        use std::mem::size_of;
        let coins = self.coins.len() * (size_of::<u32>() + size_of::<Vec2>() + size_of::<f64>());
        coins + self.lava.len() * size_of::<(u32, Lava)>() + self.monsters.len() * size_of::<(u32, Monster)>()
    }

    /// Takes the actor with figure id `id` out of the level.
    pub fn remove(&mut self, id: u32) {
        fn remove_from<T>(actors: &mut Vec<(u32, T)>, id: u32) {
            if let Ok(i) = actors.binary_search_by_key(&id, |a| a.0) {
                actors.remove(i);
            }
        }
        if let Ok(i) = self.coins.ids.binary_search(&id) {
            self.coins.remove(i);
        }
        remove_from(&mut self.lava, id);
        remove_from(&mut self.monsters, id);
    }

    /// Every actor, in plan order, with its figure id.
    pub fn iter(&self) -> impl Iterator<Item = (u32, Actor)> + '_ {
        let mut coins = self.coins.iter().map(|(id, c)| (id, Actor::Coin(c))).peekable();
        let mut lava = self.lava.iter().map(|&(id, l)| (id, Actor::Lava(l))).peekable();
        let mut monsters = self.monsters.iter().map(|&(id, m)| (id, Actor::Monster(m))).peekable();
        std::iter::from_fn(move || {
            let next = [coins.peek().map(|a| a.0), lava.peek().map(|a| a.0), monsters.peek().map(|a| a.0)];
            let (kind, _) = (0..3).filter_map(|kind| Some((kind, next[kind]?))).min_by_key(|&(_, id)| id)?;
            match kind {
                0 => coins.next(),
                1 => lava.next(),
                _ => monsters.next(),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::Vec2;

    #[test]
    fn the_kinds_come_back_in_plan_order() {
        let mut cast = Cast::default();
        let at = |i: u32| Vec2::new(i as f64, 0.0);
        cast.push(0, Actor::Lava(Lava::bouncing(at(0), Vec2::ZERO)));
        cast.push(1, Actor::Coin(Coin::new(at(1), 0.0, CoinRule::ELOQUENT)));
        cast.push(3, Actor::Monster(Monster::new(at(3), 1.0)));
        cast.push(4, Actor::Coin(Coin::new(at(4), 0.0, CoinRule::ELOQUENT)));
        cast.push(6, Actor::Lava(Lava::bouncing(at(6), Vec2::ZERO)));
        let ids: Vec<u32> = cast.iter().map(|(id, _)| id).collect();
        assert_eq!(ids, [0, 1, 3, 4, 6]);
        cast.remove(4);
        cast.remove(0);
        cast.remove(5); // not there: nothing happens
        let ids: Vec<u32> = cast.iter().map(|(id, _)| id).collect();
        assert_eq!(ids, [1, 3, 6]);
        assert!(matches!(cast.iter().nth(1), Some((3, Actor::Monster(_)))));
    }

    proptest::proptest! {
        /// Copying coins of the same level copies less and gives what a
        /// whole copy gives, field for field: two sets of a level's coins,
        /// each with coins taken and wobbling on for its own steps.
        #[test]
        fn a_copy_of_the_same_levels_coins_is_a_whole_copy(
            taken in proptest::collection::vec((0usize..9, 0usize..9), 2),
            steps in proptest::collection::vec(0usize..50, 2),
        ) {
            let level = |taken: usize, leave: usize, steps: usize| {
                let mut coins = Coins::default();
                for i in 0..9u32 {
                    let coin = Coin::new(Vec2::new(i as f64, 2.0), i as f64 * 0.7, CoinRule::ELOQUENT);
                    coins.push(i * 2 + 1, coin);
                }
                coins.retain(|id, _| id as usize % (taken + 2) != leave % (taken + 2));
                (0..steps).for_each(|_| coins.update(1.0 / 60.0));
                coins
            };
            let from = level(taken[0].0, taken[0].1, steps[0]);
            let mut into = level(taken[1].0, taken[1].1, steps[1]);
            into.copy_from_same_level(&from);
            proptest::prop_assert_eq!(into, from);
        }
    }

    #[test]
    fn the_coins_wobble_together_as_each_would_alone() {
        let mut coins = Coins::default();
        let mut alone: Vec<Coin> =
            (0..9).map(|i| Coin::new(Vec2::new(i as f64, 2.0), i as f64 * 0.7, CoinRule::ELOQUENT)).collect();
        for (id, coin) in (0..).zip(&alone) {
            coins.push(id, *coin);
        }
        for _ in 0..5000 {
            coins.update(1.0 / 60.0);
            alone.iter_mut().for_each(|coin| coin.update(1.0 / 60.0));
        }
        let together: Vec<Coin> = coins.iter().map(|(_, coin)| coin).collect();
        assert_eq!(together, alone);
    }
}
