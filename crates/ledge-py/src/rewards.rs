//! What each of the game's events is worth to an agent.

use ledge_game::Event;

/// The reward of a step: `step`, plus `coin` for each coin taken, plus
/// `win` when the last coin is taken, or `loss` when the player dies.
/// Other events (jumps, landings, bumps, stomps) are worth nothing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rewards {
    /// Per coin taken. Default 1.
    pub coin: f32,
    /// On winning the level. Default 10.
    pub win: f32,
    /// On losing it (lava, a monster, a fall, being crushed). Default -10.
    pub loss: f32,
    /// Every step, whatever happens: a small negative value rewards speed.
    /// Default 0.
    pub step: f32,
}

impl Default for Rewards {
    fn default() -> Rewards {
        Rewards { coin: 1.0, win: 10.0, loss: -10.0, step: 0.0 }
    }
}

impl Rewards {
    /// The reward of a step in which `events` happened.
    pub fn of(&self, events: &[Event]) -> f32 {
        events.iter().fold(self.step, |sum, event| match event {
            Event::CoinTaken { .. } => sum + self.coin,
            Event::Won => sum + self.win,
            Event::Lost(_) => sum + self.loss,
            _ => sum,
        })
    }
}

#[cfg(test)]
mod tests {
    use ledge_game::Cause;

    use super::*;

    #[test]
    fn the_last_coin_is_worth_a_coin_and_the_win() {
        let rewards = Rewards { step: -0.5, ..Rewards::default() };
        assert_eq!(rewards.of(&[Event::Jumped]), -0.5);
        assert_eq!(rewards.of(&[Event::CoinTaken { id: 1 }, Event::Won]), 10.5);
        assert_eq!(rewards.of(&[Event::Lost(Cause::Lava)]), -10.5);
    }
}
