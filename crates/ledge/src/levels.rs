//! `ledge levels`: the built-in pack.

use ledge_game::pack::PACK;

use crate::failure::Failure;
use crate::out::say;

/// Prints one line per built-in level: number, short name, title, size, coins.
pub fn run() -> Result<(), Failure> {
    say(format!("{:>3}  {:<18} {:<22} {:>7}  coins", "#", "name", "title", "size"))?;
    for entry in &PACK {
        let level = entry.level();
        let size = format!("{}x{}", level.width, level.height);
        say(format!(
            "{:>3}  {:<18} {:<22} {:>7}  {}",
            entry.number,
            entry.slug,
            level.name,
            size,
            level.coins()
        ))?;
    }
    Ok(())
}
