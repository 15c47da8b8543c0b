//! The actors of a level being played, kept by kind: coins, moving lava and
//! monsters each in an array of their own, each kind stepped its own way.
//! Coins and lava change only by adding the same amount every step, so they
//! stay as they were until read, and are worked out then in closed form
//! ([`Coin::after`], [`Lava::at`]); lava is updated only at the steps it
//! has to look at the grid. Monsters move every step. The player's touches
//! look closely only at the actors that can reach it.
//!
//! Seed 002's rules and the state hash go through the actors in plan order
//! (left to right, top to bottom); each actor keeps its place in that order
//! as its id (the index of its spawn in the level), and [`Cast::iter`]
//! merges the kinds back into it. An actor that leaves the level (a coin
//! taken, a monster stomped) stays in its array, marked gone, so that its
//! kind's indices never move.

use ledge_engine::{Rect, World};

use super::nearby::Nearby;
use super::{ceil, floor, Actor, Coin, Lava, Monster, Walls};

/// Every how many steps the coins' phases are brought up to date, so that
/// working one out now crosses few binades ([`Coin::after`]).
const COINS_CATCH_UP: u64 = 4096;

/// Where an actor is kept: its kind and its index in that kind's array.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Slot {
    /// A coin.
    Coin(usize),
    /// A block of moving lava.
    Lava(usize),
    /// A monster.
    Monster(usize),
}

/// The actors of one kind, with their ids (ascending) and whether they
/// left the level.
#[derive(Clone, Debug)]
struct Roll<T> {
    actors: Vec<T>,
    ids: Vec<u32>,
    gone: Vec<bool>,
}

impl<T> Default for Roll<T> {
    fn default() -> Self {
        Roll { actors: Vec::new(), ids: Vec::new(), gone: Vec::new() }
    }
}

impl<T: Copy> Roll<T> {
    fn push(&mut self, id: u32, actor: T) {
        self.actors.push(actor);
        self.ids.push(id);
        self.gone.push(false);
    }

    /// The actors still in the level, with their ids and indices.
    fn live(&self) -> impl Iterator<Item = (u32, usize, T)> + '_ {
        (0..self.actors.len()).filter(|&i| !self.gone[i]).map(|i| (self.ids[i], i, self.actors[i]))
    }
}

/// The actors other than the player, by kind.
#[derive(Clone, Debug, Default)]
pub(crate) struct Cast {
    /// The coins as they stood at step `coins_at` ([`Coin::after`] gives
    /// them now).
    coins: Roll<Coin>,
    coins_at: u64,
    /// Where the coins are, to find those that may touch a box without
    /// looking at every coin.
    coin_cells: CoinCells,
    /// The blocks of moving lava, each as it stood at its last update
    /// ([`Lava::at`] gives where it is now).
    lava: Roll<Lava>,
    /// The earliest step at which a block of lava is due.
    lava_due: u64,
    monsters: Roll<Monster>,
    /// The coins and lava that may touch the player where it is.
    nearby: Nearby,
    /// Steps taken.
    steps: u64,
    /// The fixed step, seconds.
    dt: f64,
}

impl Cast {
    /// The actors with their places in plan order, which must come in
    /// ascending order, moving in steps of `dt` seconds.
    pub fn new(actors: impl IntoIterator<Item = (u32, Actor)>, dt: f64) -> Cast {
        let mut cast = Cast { dt, ..Cast::default() };
        for (id, actor) in actors {
            match actor {
                Actor::Coin(coin) => cast.coins.push(id, coin),
                Actor::Lava(lava) => cast.lava.push(id, lava),
                Actor::Monster(monster) => cast.monsters.push(id, monster),
            }
        }
        cast.coin_cells = CoinCells::new(&cast.coins.actors);
        cast.lava_due = cast.lava.actors.iter().map(Lava::due).min().unwrap_or(u64::MAX);
        cast
    }

    /// How many coins the level started with.
    pub fn coins(&self) -> u32 {
        self.coins.actors.len() as u32
    }

    /// Moves every actor by one step, each kind in turn (actors of
    /// different kinds never act on one another, so this is the same as
    /// moving them in plan order), and then finds seed 002's touches: every
    /// actor still in the level whose box overlaps `player`, in plan order,
    /// replacing what `touches` held. Lava is updated only at the steps it
    /// is due, and looked at closely only when it may reach the player.
    ///
    /// Inlined, with the rare parts out of line: most steps move no actor
    /// and find none near the player, and then cost a few compares.
    #[inline]
    pub fn step(&mut self, walls: Walls, world: &World, player: &Rect, touches: &mut Vec<(u32, Slot)>) {
        touches.clear();
        self.steps += 1;
        if self.steps - self.coins_at == COINS_CATCH_UP {
            self.catch_up_coins();
        }
        if !self.nearby.holds(player) {
            self.nearby.follow(player, &self.coin_cells, &self.lava.actors);
        }
        if self.steps >= self.lava_due {
            self.update_lava(walls);
        }
        if !self.nearby.is_empty() {
            self.touch_nearby(player, touches);
        }
        if !self.monsters.actors.is_empty() {
            self.step_monsters(walls, world, player, touches);
        }
        // Each kind adds its touches in plan order; the kinds are merged here.
        if touches.len() > 1 {
            touches.sort_unstable();
        }
    }

    /// Brings the coins' phases up to date ([`COINS_CATCH_UP`]).
    #[cold]
    #[inline(never)]
    fn catch_up_coins(&mut self) {
        for i in 0..self.coins.actors.len() {
            self.coins.actors[i] = self.coin(i);
        }
        self.coins_at = self.steps;
    }

    /// Updates the lava that is due, and what of it may reach the player.
    #[inline(never)]
    fn update_lava(&mut self, walls: Walls) {
        let (dt, steps) = (self.dt, self.steps);
        for lava in self.lava.actors.iter_mut().filter(|lava| lava.due() <= steps) {
            lava.update(walls, dt, steps);
        }
        self.lava_due = self.lava.actors.iter().map(Lava::due).min().unwrap_or(u64::MAX);
        self.nearby.reach(&self.lava.actors);
    }

    /// Adds the coins and lava near the player that touch it.
    #[inline(never)]
    fn touch_nearby(&self, player: &Rect, touches: &mut Vec<(u32, Slot)>) {
        for &i in self.nearby.coins() {
            let near = !self.coins.gone[i] && self.coins.actors[i].near(player);
            if near && self.coin(i).rect().overlaps(player) {
                touches.push((self.coins.ids[i], Slot::Coin(i)));
            }
        }
        for &i in self.nearby.lava() {
            let lava = &self.lava.actors[i];
            if lava.may_reach(player) && lava.at(self.steps, self.dt).rect.overlaps(player) {
                touches.push((self.lava.ids[i], Slot::Lava(i)));
            }
        }
    }

    /// Moves the monsters and adds those that touch the player.
    #[inline(never)]
    fn step_monsters(&mut self, walls: Walls, world: &World, player: &Rect, touches: &mut Vec<(u32, Slot)>) {
        for (i, monster) in self.monsters.actors.iter_mut().enumerate() {
            if !self.monsters.gone[i] {
                monster.update(walls, self.dt);
                monster.follow(world);
                if monster.rect.overlaps(player) {
                    touches.push((self.monsters.ids[i], Slot::Monster(i)));
                }
            }
        }
    }

    /// Coin number `i` as it stands now.
    fn coin(&self, i: usize) -> Coin {
        self.coins.actors[i].after(self.steps - self.coins_at, self.dt)
    }

    /// The actor kept in `slot`.
    pub fn get(&self, slot: Slot) -> Actor {
        match slot {
            Slot::Coin(i) => Actor::Coin(self.coin(i)),
            Slot::Lava(i) => Actor::Lava(self.lava.actors[i].at(self.steps, self.dt)),
            Slot::Monster(i) => Actor::Monster(self.monsters.actors[i]),
        }
    }

    /// Takes the actor in `slot` out of the level (lava never leaves).
    pub fn remove(&mut self, slot: Slot) {
        match slot {
            Slot::Coin(i) => self.coins.gone[i] = true,
            Slot::Monster(i) => self.monsters.gone[i] = true,
            Slot::Lava(_) => {}
        }
    }

    /// The actors still in the level, in plan order, with their ids and
    /// slots.
    pub fn iter(&self) -> impl Iterator<Item = (u32, Slot, Actor)> + '_ {
        let mut coins =
            self.coins.live().map(|(id, i, _)| (id, Slot::Coin(i), Actor::Coin(self.coin(i)))).peekable();
        let now = |l: Lava| Actor::Lava(l.at(self.steps, self.dt));
        let mut lava = self.lava.live().map(move |(id, i, l)| (id, Slot::Lava(i), now(l))).peekable();
        let mut monsters =
            self.monsters.live().map(|(id, i, m)| (id, Slot::Monster(i), Actor::Monster(m))).peekable();
        std::iter::from_fn(move || {
            let next = [coins.peek().map(|a| a.0), lava.peek().map(|a| a.0), monsters.peek().map(|a| a.0)];
            match next.iter().enumerate().filter_map(|(kind, id)| id.map(|id| (id, kind))).min()?.1 {
                0 => coins.next(),
                1 => lava.next(),
                _ => monsters.next(),
            }
        })
    }
}

/// The cells the coins' wobble bands cover, row by row, for
/// [`Cast::step`]: a box that overlaps a band shares a cell with it.
/// Seed 000's treasure, which is touched by another rule, is not kept.
#[derive(Clone, Debug, Default)]
pub(crate) struct CoinCells {
    /// `(row, column, coin)` for every cell of every band, sorted.
    cells: Vec<(i64, i64, usize)>,
    /// Per row from 0, where its cells start in `cells`, then where they end.
    rows: Vec<usize>,
}

impl CoinCells {
    /// The cells of `coins`, each named by its index.
    fn new(coins: &[Coin]) -> CoinCells {
        let mut cells = Vec::with_capacity(coins.len());
        for (i, band) in coins.iter().enumerate().filter_map(|(i, c)| Some((i, c.band()?))) {
            let (x0, x1) = (floor(band.x), ceil(band.right()));
            for y in floor(band.y)..ceil(band.bottom()) {
                cells.extend((x0..x1).map(|x| (y, x, i)));
            }
        }
        cells.sort_unstable();
        let rows = cells.last().map_or(0, |c: &(i64, i64, usize)| c.0.max(0) as usize + 1);
        let rows = (0..=rows).map(|y| cells.partition_point(|c| c.0 < y as i64)).collect();
        CoinCells { cells, rows }
    }

    /// Where the cells of row `y` start in `cells` (where those of row
    /// `y - 1` end).
    fn row(&self, y: i64) -> usize {
        match usize::try_from(y) {
            Ok(y) => self.rows.get(y).copied().unwrap_or(self.cells.len()),
            // A row above the level (a coin drawn outside its grid).
            Err(_) => self.cells.partition_point(|c| c.0 < y),
        }
    }

    /// The coins with a cell that `rect` covers (a coin may come twice),
    /// row by row.
    pub(crate) fn near(&self, rect: &Rect) -> impl Iterator<Item = usize> + '_ {
        let (x0, x1) = (floor(rect.x), ceil(rect.right()));
        let (y0, y1) = (floor(rect.y), ceil(rect.bottom()));
        let (start, end) = (self.row(y0), self.row(y1));
        self.cells[start..end].iter().filter(move |c| c.0 >= y0 && (x0..x1).contains(&c.1)).map(|c| c.2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::{Grid, Preset, Vec2};

    #[test]
    fn coins_wobble_as_if_moved_every_step_across_catch_ups() {
        let grid = Grid::new(8, 4);
        let world = World::new(grid.clone(), Preset::eloquent().world());
        let dt = world.config().step;
        let coin = Coin::new(Vec2::new(2.0, 1.0), 0.3);
        let mut cast = Cast::new([(1, Actor::Coin(coin))], dt);
        let (far, mut touches) = (Rect::new(6.0, 0.0, 1.0, 1.0), Vec::new());
        let mut wobble = coin.wobble;
        for _ in 0..3 * COINS_CATCH_UP + 5 {
            cast.step(Walls::of(&grid), &world, &far, &mut touches);
            wobble += dt * crate::actor::coin::WOBBLE_SPEED;
            let Some((_, _, Actor::Coin(now))) = cast.iter().next() else { panic!("no coin") };
            assert_eq!(now.wobble.to_bits(), wobble.to_bits());
        }
    }
}
