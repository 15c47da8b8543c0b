//! # ledge-render
//!
//! Ledge's drawing layer, with no window and no GPU (seed 002's "display
//! behind an interface"). A [`Scene`] describes one moment of play in world
//! units (cells): the grid and the game's own figures
//! ([`ledge_game::Figure`]), usually taken from a [`ledge_game::Play`] with
//! [`Scene::from_play`]; a [`Camera`] picks the part in view, scrolling with seed
//! 002's dead zone; [`draw_scene`] draws it onto any [`Canvas`]: a
//! [`PixmapCanvas`] in memory (saved as PNG with tiny-skia) here, the window
//! in `ledge-desktop`. Both draw the same pixels.
//!
//! ```
//! use ledge_engine::{Grid, Rect, Tile};
//! use ledge_game::{Figure, FigureKind};
//! use ledge_render::{palette, render_pixmap, Camera, Scene};
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
//! // 10 pixels per cell: a 60x40 picture.
//! let camera = Camera::whole(scene.level_size());
//! let picture = render_pixmap(&scene, &camera, 60, 40).unwrap();
//! assert_eq!(picture.pixel(30, 35), Some(palette::WALL)); // the floor
//! assert_eq!(picture.pixel(50, 5), Some(palette::BACKGROUND));
//! assert_eq!(picture.pixel(13, 25), Some(palette::PLAYER));
//! let png: Vec<u8> = picture.encode_png().unwrap();
//! assert_eq!(&png[1..4], b"PNG");
//! ```
//!
//! Coordinates: world units are cells with y down, as in `ledge-engine`;
//! pixels have `(0, 0)` at the top-left. Rectangles are snapped to whole
//! pixels, so every canvas draws the same picture.

mod camera;
mod canvas;
mod color;
mod draw;
mod error;
mod font;
mod hud;
mod pixmap;
mod plot;
mod reach;
mod scene;

pub use camera::Camera;
pub use canvas::{text_width, Canvas};
pub use color::{palette, Color};
pub use draw::{draw_figures, draw_scene};
pub use error::RenderError;
pub use hud::{format_time, hud_height, text_px};
use pixmap::render_png_with;
pub use pixmap::{render_pixmap, render_png, save_png, PixmapCanvas, MAX_SIDE_PX};
pub use plot::{arc_label, draw_jump_plot, jump_plot_png, jump_plot_size, JumpPanel};
pub use reach::reach_map_png;
pub use scene::{play_time, Hud, Scene};
