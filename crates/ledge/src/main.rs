//! `ledge`: Ledge's command line. Playing is the default; the subcommands
//! serve level designers and tools: check levels, simulate a scripted run
//! and record it, verify a replay, search a level for a win, edit a level
//! in a window, render a picture, list the built-in levels.
//!
//! Exit codes: 0 success, 2 invalid input (a level, a script, the
//! arguments), 1 any other failure.
//!
//! The feature `window` (on by default) builds `play` and `edit`; without
//! it every other command builds with no window, sound or gamepad library,
//! and those two say how to get them.

mod bench;
mod check;
mod cli;
mod difficulty;
#[cfg(feature = "window")]
mod edit;
mod failure;
mod generate;
mod jump;
mod levels;
mod out;
#[cfg(feature = "window")]
mod play;
mod render;
mod replay;
mod sim;
mod solve;
mod source;
mod trace;
#[cfg(not(feature = "window"))]
mod windowless;

use std::process::ExitCode;

use clap::Parser;

use crate::cli::{Cli, Command};
#[cfg(not(feature = "window"))]
use crate::windowless::{edit, play};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => play::run(&cli::PlayArgs::default()),
        Some(Command::Play(args)) => play::run(&args),
        Some(Command::Check(args)) => check::run(&args),
        Some(Command::Sim(args)) => sim::run(&args),
        Some(Command::Render(args)) => render::run(&args),
        Some(Command::Levels) => levels::run(),
        Some(Command::Bench(args)) => bench::run(&args),
        Some(Command::Replay(args)) => replay::run(&args),
        Some(Command::Jump(args)) => jump::run(&args),
        Some(Command::Solve(args)) => solve::run(&args),
        Some(Command::Difficulty(args)) => difficulty::run(&args),
        Some(Command::Edit(args)) => edit::run(&args),
        Some(Command::Generate(args)) => generate::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            if !failure.message.is_empty() {
                eprintln!("ledge: {}", failure.message);
            }
            ExitCode::from(failure.code)
        }
    }
}
