//! `ledge jump`: seed 003's appendix as a picture, each preset's jumps
//! measured on a flat floor, drawn over a grid of cells and printed.

use ledge_engine::{jump_arc, Hold, Preset, PresetKind, Start};
use ledge_render::{arc_label, jump_plot_png, JumpPanel};

use crate::cli::{self, JumpArgs};
use crate::failure::Failure;
use crate::out::say;

/// Measures the jumps of every preset (or the one given), prints their
/// apex, airtime and distance, and draws them to the PNG.
pub fn run(args: &JumpArgs) -> Result<(), Failure> {
    let presets: Vec<Preset> = match cli::preset(&args.physics) {
        Some(preset) => vec![preset],
        None => PresetKind::ALL.iter().map(|kind| kind.preset()).collect(),
    };
    let panels: Vec<JumpPanel> = presets
        .iter()
        .map(|preset| {
            let arcs = [Start::Standing, Start::FullSpeed]
                .into_iter()
                .flat_map(|start| [Hold::Tapped, Hold::Held].map(|hold| jump_arc(preset, start, hold)))
                .collect();
            JumpPanel { name: preset.name().to_string(), player: preset.player_size, arcs }
        })
        .collect();
    for panel in &panels {
        for arc in &panel.arcs {
            say(format!("{}: {}", panel.name, arc_label(arc)))?;
        }
    }
    let png = jump_plot_png(&panels).map_err(Failure::other)?;
    crate::out::write_file(&args.output, &png)?;
    Ok(())
}
