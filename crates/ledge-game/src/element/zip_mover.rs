//! Zip movers (`Z`): a block that, stood on, rushes along its track to the
//! right carrying the player, waits, and comes slowly back (Celeste's zip
//! mover). A row of `Z` is one block: stood on anywhere, it all goes.
//!
//! - **Start**: each `Z` is a one-cell solid platform of the world
//!   ([`Element::platform`]) on a path from its cell to the end of its
//!   track: the empty cells to the right of its row of `Z`, up to the first
//!   that is not. It waits at its cell until released.
//! - **Touch**: the player standing on it (on the ground, its feet on the
//!   block's top, across it) while it waits releases it, and every `Z`
//!   joined to it ([`Effect::Release`]): out at [`ZIP_SPEED`], a pause of
//!   [`ZIP_PAUSE`] at the end, back at [`ZIP_RETURN_SPEED`], and it waits
//!   again. The world's platform carries the rider, pushes what is in its
//!   way and crushes what has nowhere to go, and a jump off it keeps its
//!   speed.
//! - **State**: the platform's, in the world's state.

use ledge_engine::{Grid, Path, PathMode, Platform, Tile, Vec2, Waypoint};

use super::{Decl, Effect, Element, ElementKind, Flourish, Held, Look, Phase, Placed, Player, ReachFact, stood_on};

/// How fast a zip mover rushes out along its track, cells/s.
pub const ZIP_SPEED: f64 = 15.0;
/// How long a zip mover waits at the end of its track, seconds.
pub const ZIP_PAUSE: f64 = 0.5;
/// How fast a zip mover comes back, cells/s.
pub const ZIP_RETURN_SPEED: f64 = 2.0;

pub(super) const DECL: Decl = Decl {
    kind: ElementKind::ZipMover,
    name: "zip mover",
    ch: 'Z',
    meaning: "zip mover: stood on, rushes right along its row carrying the player, then comes back",
    names: &["zipmover", "zipblock", "zipper", "rushblock"],
    sound: Some("zip"),
    look: Look::Device,
    flourish: Flourish::None,
    reach: ReachFact::Moves,
};

/// How far the zip mover at `placed` travels: the empty cells of `grid`
/// right of its row of zip movers among `elements`, up to the first cell
/// that is not empty (or the level's side).
fn track(placed: &Placed, grid: &Grid, elements: &[Placed]) -> u32 {
    let (x, y) = placed.cell;
    let zip_at = |x: u32| elements.iter().any(|e| e.kind == ElementKind::ZipMover && e.cell == (x, y));
    let mut end = x + 1;
    while zip_at(end) {
        end += 1;
    }
    let behind = end - x - 1;
    while grid.contains(end.into(), y.into()) && grid.tile(end.into(), y.into()) == Tile::Empty {
        end += 1;
    }
    end - x - 1 - behind
}

/// Zip movers, as the game meets every element.
pub(super) struct ZipMover;

impl Element for ZipMover {
    const DECLS: &'static [Decl] = &[DECL];

    fn platform(placed: &Placed, grid: &Grid, elements: &[Placed]) -> Option<Platform> {
        let at = Vec2::new(placed.cell.0.into(), placed.cell.1.into());
        let end = Vec2::new(at.x + f64::from(track(placed, grid, elements)), at.y);
        let waits = Waypoint { pos: at, speed: ZIP_SPEED, pause: f64::INFINITY };
        let out = Waypoint { pos: end, speed: ZIP_RETURN_SPEED, pause: ZIP_PAUSE };
        let path = Path { waypoints: vec![waits, out], mode: PathMode::Loop };
        Some(Platform::new(Vec2::new(1.0, 1.0), path))
    }

    fn touch(placed: &Placed, _: &mut Phase, _: &mut Held, player: &Player) -> Effect {
        if player.on_ground && stood_on(placed, &player.rect) {
            Effect::Release
        } else {
            Effect::Quiet
        }
    }

    fn frames(_: ElementKind, _: Phase) -> &'static [&'static str] {
        &["zip-mover"]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ledge_engine::Rect;

    #[test]
    fn a_row_of_zip_movers_runs_to_the_first_wall_right_of_it() {
        let grid = Grid::from_text("..........#\n...........\n").unwrap();
        let zips: Vec<Placed> = (2..5).map(|x| Placed { kind: DECL.kind, cell: (x, 0) }).collect();
        let tracks: Vec<u32> = zips.iter().map(|z| track(z, &grid, &zips)).collect();
        assert_eq!(tracks, [5, 5, 5], "cells 5 to 9 are free");
        let alone = Placed { kind: DECL.kind, cell: (0, 1) };
        assert_eq!(track(&alone, &grid, &[alone]), 10, "to the level's side");
    }

    #[test]
    fn a_zip_mover_is_released_by_standing_on_it_not_by_touching_its_side() {
        let zip = Placed { kind: DECL.kind, cell: (3, 5) };
        let player = |rect, on_ground| Player {
            rect,
            vel: Vec2::ZERO,
            on_ground,
            gravity: 30.0,
            dash_spent: false,
            dash: None,
        };
        let touch = |p: &Player| ZipMover::touch(&zip, &mut Phase::default(), &mut Held::default(), p);
        assert_eq!(touch(&player(Rect::new(3.1, 3.5, 0.8, 1.5), true)), Effect::Release);
        assert_eq!(touch(&player(Rect::new(2.2, 4.5, 0.8, 1.5), true)), Effect::Quiet, "beside it");
        assert_eq!(touch(&player(Rect::new(3.1, 3.5, 0.8, 1.5), false)), Effect::Quiet, "passing over");
    }
}
