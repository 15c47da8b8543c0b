//! `ledge render`: a picture of a level, or of a frame of a scripted run,
//! with its rooms outlined and a replay's path drawn over it if asked.

use std::path::Path;

use ledge_engine::Preset;
use ledge_game::{Event, Level, Play, Replay, Status};
use ledge_render::{path_png, render_png, PathMark, PathStep, Scene, Show};

use crate::cli::{self, RenderArgs};
use crate::failure::Failure;
use crate::source;

/// Plays the script up to `--frame` (if given) and saves the whole level as
/// a PNG, with `--path`'s run drawn over it.
pub fn run(args: &RenderArgs) -> Result<(), Failure> {
    let level = ledge_formats::open(&args.file, args.mapping.as_deref()).map_err(Failure::invalid)?;
    let mut play = Play::new(&level, level.preset(cli::preset(&args.physics)));
    // The show follows the run as the window's does, so frame N looks the same in both.
    let mut show = Show::new();
    if let (Some(path), Some(frame)) = (&args.inputs, args.frame) {
        let script = source::script(path)?;
        let mut buttons = script.cursor();
        // A level runs on for a second after it is won or lost, then stops:
        // a later frame is drawn as it stands then.
        while play.frame() < frame && !play.is_over() {
            let before = Scene::from_play(&play).figures;
            play.step(buttons.next().unwrap_or_default());
            show.step(&play, &before);
        }
        if play.frame() < frame {
            eprintln!(
                "ledge: the level ended at frame {}; drawing frame {}, the last one, instead of {frame}",
                play.ended_at().unwrap_or_default(),
                play.frame()
            );
        }
    }
    let scene = Scene { theme: level.settings.theme, show: Some(&show), ..Scene::from_play(&play) };
    let scale = args.scale as f32;
    let rooms: Vec<_> =
        if args.rooms { level.settings.rooms.iter().map(|r| r.rect()).collect() } else { Vec::new() };
    let png = match &args.path {
        Some(replay) => path_png(&scene, scale, &rooms, &replay_path(&level, replay, args)?),
        None if args.rooms => path_png(&scene, scale, &rooms, &[]),
        None => render_png(&scene, scale),
    }
    .map_err(|e| Failure::other(format!("{}: {e}", args.output.display())))?;
    crate::out::write_file(&args.output, &png)
}

/// The steps of the replay at `path` played on `level`: refused when it was
/// recorded on another level or physics; drawn, with a warning, when it no
/// longer plays as recorded.
fn replay_path(level: &Level, path: &Path, args: &RenderArgs) -> Result<Vec<PathStep>, Failure> {
    let name = path.display();
    let replay = Replay::load(path).map_err(|e| Failure::invalid(format!("{name}: {e}")))?;
    let preset = level.preset(cli::preset(&args.physics).or(Preset::by_name(&replay.physics)));
    match replay.verify(level, preset) {
        Ok(_) => {}
        Err(mismatch) if mismatch.is_desync() => {
            eprintln!("ledge: {name}: {mismatch}; drawing the run as it plays now");
        }
        Err(mismatch) => return Err(Failure::invalid(format!("{name}: {mismatch}"))),
    }
    let mut play = Play::with_moves(level, preset, replay.moves());
    let mut steps = vec![PathStep { at: play.player().center(), on_ground: true, mark: None }];
    let mut inputs = replay.inputs.cursor();
    while play.frame() < replay.frames && play.status() == Status::Playing {
        play.step(inputs.next().unwrap_or_default());
        let mark = play.events().iter().find_map(|event| match event {
            Event::Jumped => Some(PathMark::Jumped),
            Event::Lost(_) => Some(PathMark::Died),
            _ => None,
        });
        steps.push(PathStep {
            at: play.player().center(),
            on_ground: play.body().contacts.on_ground(),
            mark,
        });
    }
    Ok(steps)
}
