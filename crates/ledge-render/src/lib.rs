//! # ledge-render
//!
//! Ledge's drawing layer, with no window and no GPU (seed 002's "display
//! behind an interface"). A [`Scene`] describes one moment of play in world
//! units (cells): the grid and the game's own figures
//! ([`ledge_game::Figure`]), usually taken from a [`ledge_game::Play`] with
//! [`Scene::from_play`], with the [`Show`] that poses and animates them; a
//! [`Camera`] picks the part in view; [`draw_scene`] paints it in the
//! game's pixel art ([`art`], `docs/art.md`) at 16 pixels a cell and
//! scales it onto any [`Canvas`]: a [`PixmapCanvas`] in memory (saved as
//! PNG with tiny-skia) here, the window in `ledge-desktop`. Both draw the
//! same pixels. [`draw_plain`] draws the plain look (flat rectangles in
//! seed 002's colours), which agents' pixel observations use.
//!
//! ```
//! use ledge_engine::{Grid, Rect, Tile};
//! use ledge_game::{Figure, FigureKind};
//! use ledge_render::{render_pixmap, Camera, Scene};
//!
//! // A 6x4 room with a floor, and the player standing on it.
//! let mut grid = Grid::new(6, 4);
//! for x in 0..6 {
//!     grid.set_tile(x, 3, Tile::Solid);
//! }
//! let mut scene = Scene::new(&grid);
//! let rect = Rect::new(1.0, 1.5, 0.8, 1.5);
//! scene.figures.push(Figure { id: 0, kind: FigureKind::Player, rect, facing_left: false });
//!
//! // 32 pixels per cell: every art pixel is a square of 2x2 pixels.
//! let camera = Camera::whole(scene.level_size());
//! let picture = render_pixmap(&scene, &camera, 192, 128).unwrap();
//! assert_eq!(picture.pixel(100, 110), picture.pixel(101, 111));
//! assert_ne!(picture.pixel(100, 110), picture.pixel(100, 40)); // the floor is not the sky
//! let png: Vec<u8> = picture.encode_png().unwrap();
//! assert_eq!(&png[1..4], b"PNG");
//! ```
//!
//! Coordinates: world units are cells with y down, as in `ledge-engine`;
//! pixels have `(0, 0)` at the top-left.

mod art;
mod autotile;
mod camera;
mod canvas;
mod color;
mod draw;
mod error;
mod font;
mod ghost;
mod hud;
mod image;
mod paint;
mod path;
mod pixmap;
mod plain;
mod plot;
mod reach;
mod scene;
mod show;

pub use art::{art, Art, ArtError, ThemeArt, CELL_PX};
pub use camera::Camera;
pub use canvas::{draw_sprite, text_width, Canvas};
pub use color::{palette, Color};
pub use draw::draw_scene;
pub use error::{RenderError, MAX_SIDE_PX};
pub use ghost::{Ghost, GhostKind, GhostRun};
pub use hud::{format_time, hud_height, text_px};
pub use image::{Image, Sprite, Stamp};
pub use paint::{paint_backdrop, paint_scene, ArtView};
pub use path::{draw_path, draw_rooms, path_png, PathMark, PathStep};
use pixmap::render_png_with;
pub use pixmap::{render_pixmap, render_png, save_png, PixmapCanvas};
pub use plain::{draw_plain, draw_plain_figures};
pub use plot::{arc_label, draw_jump_plot, jump_plot_png, jump_plot_size, JumpPanel};
pub use reach::reach_map_png;
pub use scene::{play_time, Hud, Scene};
pub use show::{
    Afterimage, Cue, Fade, Particle, Pose, Scarf, Show, AFTERIMAGE_EVERY_SECONDS, AFTERIMAGE_LIFE_SECONDS,
    DEATH_HOLD_STEPS, REFILL_FLASH_SECONDS, STOMP_HOLD_STEPS,
};
