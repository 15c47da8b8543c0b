//! How the [`super::Cast`] keeps each kind of actor ([`Keep`]): most as one
//! list of `(id, actor)` in plan order, coins field by field ([`Coins`]).

use ledge_engine::Vec2;

use crate::element::{Coin, CoinRule, Mover};

/// How a cast keeps the actors of one kind, in plan order (ids
/// ascending).
pub(crate) trait Keep<T>: Clone + Default + PartialEq {
    /// Adds one after those already there (`id` greater than theirs).
    fn push(&mut self, id: u32, actor: T);

    /// Takes the one with figure id `id` out, if it is there.
    fn remove(&mut self, id: u32);

    /// Copies `other` into this, reusing its memory.
    fn copy_from(&mut self, other: &Self);

    /// [`Keep::copy_from`] for actors of the same level, which may copy
    /// less.
    fn copy_from_same_level(&mut self, other: &Self) {
        self.copy_from(other);
    }

    /// The memory they take, bytes.
    fn heap_bytes(&self) -> usize;

    /// Appends a state key's words: how many there are, then each one's
    /// id and [`Mover::key_words`].
    fn feed_key(&self, key: &mut Vec<u64>);

    /// Each with its figure id, in plan order.
    fn iter(&self) -> impl Iterator<Item = (u32, T)> + '_;
}

/// The plain way: one list of `(id, actor)`.
impl<T: Mover + std::fmt::Debug + PartialEq> Keep<T> for Vec<(u32, T)> {
    fn push(&mut self, id: u32, actor: T) {
        Vec::push(self, (id, actor));
    }

    fn remove(&mut self, id: u32) {
        if let Ok(i) = self.binary_search_by_key(&id, |a| a.0) {
            Vec::remove(self, i);
        }
    }

    fn copy_from(&mut self, other: &Self) {
        self.clone_from(other);
    }

    fn heap_bytes(&self) -> usize {
        self.len() * std::mem::size_of::<(u32, T)>()
    }

    fn feed_key(&self, key: &mut Vec<u64>) {
        key.push(self.len() as u64);
        for (id, actor) in self {
            key.push((*id).into());
            actor.key_words(key);
        }
    }

    fn iter(&self) -> impl Iterator<Item = (u32, T)> + '_ {
        self.as_slice().iter().copied()
    }
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

    /// Keeps only the coins for which `keep` is true.
    pub fn retain(&mut self, mut keep: impl FnMut(u32, Coin) -> bool) {
        let mut i = 0;
        while i < self.len() {
            if keep(self.ids[i], self.get(i)) {
                i += 1;
            } else {
                self.remove_at(i);
            }
        }
    }

    /// Takes coin number `i` out.
    fn remove_at(&mut self, i: usize) {
        self.ids.remove(i);
        self.bases.remove(i);
        self.phases.remove(i);
    }
}

impl Keep<Coin> for Coins {
    fn push(&mut self, id: u32, coin: Coin) {
        self.ids.push(id);
        self.bases.push(coin.base);
        self.phases.push(coin.wobble);
        self.rule = coin.rule;
    }

    fn remove(&mut self, id: u32) {
        if let Ok(i) = self.ids.binary_search(&id) {
            self.remove_at(i);
        }
    }

    fn copy_from(&mut self, other: &Coins) {
        self.ids.clone_from(&other.ids);
        self.bases.clone_from(&other.bases);
        self.phases.clone_from(&other.phases);
        self.rule = other.rule;
    }

    /// The bases are copied only when other coins are left (a coin's base
    /// is fixed by its id in a level, and a search restores states that
    /// took as many coins far more often than others).
    fn copy_from_same_level(&mut self, other: &Coins) {
        if self.ids != other.ids {
            self.ids.clone_from(&other.ids);
            self.bases.clone_from(&other.bases);
        }
        self.phases.clone_from(&other.phases);
        self.rule = other.rule;
    }

    fn heap_bytes(&self) -> usize {
        use std::mem::size_of;
        self.len() * (size_of::<u32>() + size_of::<Vec2>() + size_of::<f64>())
    }

    /// The plain way's words, written in place: how many there are, then
    /// each coin's id and phase. A coin's base and look are fixed by its
    /// id in a level (coins never move from their place), so these words
    /// tell two states' coins apart exactly when their hash's words do.
    fn feed_key(&self, key: &mut Vec<u64>) {
        let start = key.len();
        key.resize(start + 1 + 2 * self.len(), 0);
        key[start] = self.len() as u64;
        let pairs = key[start + 1..].chunks_exact_mut(2);
        for ((pair, &id), &phase) in pairs.zip(&self.ids).zip(&self.phases) {
            pair.copy_from_slice(&[id.into(), phase.to_bits()]);
        }
    }

    fn iter(&self) -> impl Iterator<Item = (u32, Coin)> + '_ {
        Coins::iter(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actor::{Actor, Cast};
    use crate::element::{Lava, Monster};

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

    #[test]
    fn the_coins_key_is_the_plain_key() {
        let mut coins = Coins::default();
        let mut plain = Vec::new();
        for i in 0..9u32 {
            let coin = Coin::new(Vec2::new(i as f64, 2.0), i as f64 * 0.7, CoinRule::ELOQUENT);
            Keep::push(&mut coins, i * 3, coin);
            plain.push((i * 3, coin));
        }
        Keep::remove(&mut coins, 6);
        Keep::remove(&mut plain, 6);
        let (mut key, mut plain_key) = (vec![7], vec![7]);
        coins.feed_key(&mut key);
        plain.feed_key(&mut plain_key);
        assert_eq!(key, plain_key);
    }
}
