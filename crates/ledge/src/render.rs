//! `ledge render`: a picture of a level, or of a frame of a scripted run.

use ledge_game::Play;
use ledge_render::{save_png, Scene, Show};

use crate::cli::{self, RenderArgs};
use crate::failure::Failure;
use crate::source;

/// Plays the script up to `--frame` (if given) and saves the whole level as a PNG.
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
    save_png(&args.output, &scene, args.scale as f32)
        .map_err(|e| Failure::other(format!("{}: {e}", args.output.display())))
}
