//! `--trace FILE.csv` of `ledge sim` and `ledge replay`: the run step by
//! step, for a designer to plot or read (where the player was, how fast, on
//! what, with which buttons, and what happened).

use std::fmt::Write as _;
use std::path::Path;

use ledge_game::{Buttons, Event, Play, Replay, Status};

use crate::failure::Failure;

/// The first line of every trace.
const HEADER: &str = "frame,x,y,vx,vy,on_ground,buttons,events\n";

/// A run's rows, one per step, written whole at the end.
///
/// Written by hand rather than with a CSV crate: every field is a number or
/// a word from a fixed list ([`event_name`], the button names) joined by
/// `+` or `;`, so no field ever needs quoting, and one `writeln!` a row is
/// all a CSV writer would do here.
pub struct Trace {
    text: String,
}

impl Trace {
    /// A trace whose first row is the player at the start, before any step.
    pub fn start(play: &Play) -> Trace {
        let mut trace = Trace { text: HEADER.to_string() };
        trace.row(play, Buttons::NONE, &[]);
        trace
    }

    /// Adds the row of the step just played: the state after it, the
    /// buttons held during it and its events.
    pub fn row(&mut self, play: &Play, buttons: Buttons, events: &[Event]) {
        let body = play.body();
        let names: Vec<String> = events.iter().map(event_name).collect();
        // Writing to a String cannot fail.
        let _ = writeln!(
            self.text,
            "{},{},{},{},{},{},{},{}",
            play.frame(),
            body.rect.x,
            body.rect.y,
            body.vel.x,
            body.vel.y,
            u8::from(body.contacts.on_ground()),
            buttons,
            names.join(";")
        );
    }

    /// The trace of `replay` played again from the start of `play` (made
    /// with the replay's level, physics and moves), step by step to its
    /// recorded length or its end, whichever comes first.
    pub fn of_replay(mut play: Play, replay: &Replay) -> Trace {
        let mut trace = Trace::start(&play);
        let mut inputs = replay.inputs.cursor();
        while play.frame() < replay.frames && play.status() == Status::Playing {
            let buttons = inputs.next().unwrap_or_default();
            play.step(buttons);
            trace.row(&play, buttons, play.events());
        }
        trace
    }

    /// Writes the trace to `path` whole ([`crate::out::write_file`]).
    pub fn write(&self, path: &Path) -> Result<(), Failure> {
        crate::out::write_file(path, self.text.as_bytes())
    }
}

/// An event as a trace names it: `jumped`, `landed`, `wall-left`,
/// `ceiling`, `climbed`, `coin`, `stomp`, `checkpoint`, the element set off
/// (`spring`, `gem`, `crumbling-block`...), `won`, `lost-CAUSE`, `respawned`.
fn event_name(event: &Event) -> String {
    match event {
        Event::Jumped => "jumped".into(),
        Event::Landed => "landed".into(),
        Event::HitWall(ledge_engine::Side::Left) => "wall-left".into(),
        Event::HitWall(ledge_engine::Side::Right) => "wall-right".into(),
        Event::HitCeiling => "ceiling".into(),
        Event::Climbed => "climbed".into(),
        Event::CoinTaken { .. } => "coin".into(),
        Event::MonsterStomped { .. } => "stomp".into(),
        Event::Checkpoint { .. } => "checkpoint".into(),
        Event::Touched { element, .. } => element.decl().name.replace(' ', "-"),
        Event::Won => "won".into(),
        Event::Lost(cause) => format!("lost-{}", cause.name()),
        Event::Respawned => "respawned".into(),
    }
}
