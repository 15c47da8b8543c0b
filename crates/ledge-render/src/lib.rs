//! # ledge-render
//!
//! Ledge's drawing layer, with no window and no GPU (seed 002's "display
//! behind an interface"). A [`Scene`] describes one moment of play in world
//! units (cells); a [`Camera`] picks the part in view, scrolling with seed
//! 002's dead zone; [`draw_scene`] draws it onto any [`Canvas`]: a
//! [`PixmapCanvas`] in memory (saved as PNG with tiny-skia) here, the window
//! in `ledge-desktop`. Both draw the same pixels.
//!
//! ```
//! use ledge_engine::{Grid, Rect, Tile};
//! use ledge_render::{palette, render_pixmap, Camera, Scene, Sprite, SpriteKind};
//!
//! // A 6x4 room with a floor, and the player standing on it.
//! let mut grid = Grid::new(6, 4);
//! for x in 0..6 {
//!     grid.set_tile(x, 3, Tile::Solid);
//! }
//! let mut scene = Scene::new(&grid);
//! scene.sprites.push(Sprite::new(0, SpriteKind::Player, Rect::new(1.0, 1.5, 0.8, 1.5)));
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
mod from_game;
mod hud;
mod pixmap;
mod plot;
mod reach;
mod scene;

pub use camera::Camera;
pub use canvas::{text_width, Canvas};
pub use color::{palette, Color};
pub use draw::{draw_scene, draw_sprites};
pub use error::RenderError;
pub use from_game::play_time;
pub use hud::{format_time, hud_height, text_px};
use pixmap::render_png_with;
pub use pixmap::{render_pixmap, render_png, save_png, write_atomically, PixmapCanvas, MAX_SIDE_PX};
pub use plot::{arc_label, draw_jump_plot, jump_plot_png, jump_plot_size, JumpPanel};
pub use reach::reach_map_png;
pub use scene::{Hud, Scene, Sprite, SpriteKind, Status};
