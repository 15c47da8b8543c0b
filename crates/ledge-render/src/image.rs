//! Pictures in memory at the art's own resolution: the frame the game is
//! painted into before it is scaled up, and the sprites painted onto it.
//! Hand-written because the work is copying small opaque grids at whole
//! pixels, which needs no vector library (tiny-skia stays for the plain look).

use crate::Color;

/// A grid of pixels, each opaque or fully transparent: a frame of art.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sprite {
    width: u32,
    height: u32,
    pixels: Vec<Color>,
}

impl Sprite {
    /// A sprite of `width` by `height` pixels, row by row from the top.
    /// Returns `None` when the pixels do not fill it exactly.
    pub fn new(width: u32, height: u32, pixels: Vec<Color>) -> Option<Sprite> {
        (pixels.len() == width as usize * height as usize).then_some(Sprite { width, height, pixels })
    }

    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The colour at `(x, y)`; transparent outside.
    pub fn pixel(&self, x: u32, y: u32) -> Color {
        if x < self.width && y < self.height {
            self.pixels[(y * self.width + x) as usize]
        } else {
            Color::rgba(0, 0, 0, 0)
        }
    }
}

/// Which part of a sprite to paint, and how.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stamp {
    /// Left side on the image, pixels.
    pub x: i32,
    /// Top side on the image, pixels.
    pub y: i32,
    /// The width painted: the sprite is stretched (or squashed) to it.
    pub width: i32,
    /// The height painted.
    pub height: i32,
    /// Mirrored left to right.
    pub flip: bool,
}

impl Stamp {
    /// The whole sprite at its own size with its top-left at `(x, y)`.
    pub fn at(sprite: &Sprite, x: i32, y: i32) -> Stamp {
        Stamp { x, y, width: sprite.width as i32, height: sprite.height as i32, flip: false }
    }
}

/// An opaque RGBA picture, row by row from the top.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    width: u32,
    height: u32,
    rgba: Vec<u8>,
}

impl Image {
    /// A `width` by `height` image filled with `color`.
    pub fn new(width: u32, height: u32, color: Color) -> Image {
        let rgba = [color.r, color.g, color.b, 255].repeat(width as usize * height as usize);
        Image { width, height, rgba }
    }

    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The bytes, RGBA, row by row from the top.
    pub fn rgba(&self) -> &[u8] {
        &self.rgba
    }

    /// The colour at `(x, y)`, if inside.
    pub fn pixel(&self, x: u32, y: u32) -> Option<Color> {
        (x < self.width && y < self.height).then(|| {
            let i = (y * self.width + x) as usize * 4;
            Color::rgb(self.rgba[i], self.rgba[i + 1], self.rgba[i + 2])
        })
    }

    /// Paints `color` at `(x, y)`, blended by its opacity; nothing outside.
    pub fn put(&mut self, x: i32, y: i32, color: Color) {
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 || color.a == 0 {
            return;
        }
        let i = (y as usize * self.width as usize + x as usize) * 4;
        let px = &mut self.rgba[i..i + 3];
        if color.a == 255 {
            px.copy_from_slice(&[color.r, color.g, color.b]);
        } else {
            let a = u32::from(color.a);
            for (p, c) in px.iter_mut().zip([color.r, color.g, color.b]) {
                *p = ((u32::from(*p) * (255 - a) + u32::from(c) * a + 127) / 255) as u8;
            }
        }
    }

    /// Fills the rectangle at `(x, y)` of `w` by `h` pixels, clipped.
    pub fn fill(&mut self, x: i32, y: i32, w: i32, h: i32, color: Color) {
        let (x0, x1) = (x.max(0), (x + w).min(self.width as i32));
        let (y0, y1) = (y.max(0), (y + h).min(self.height as i32));
        for py in y0..y1 {
            for px in x0..x1 {
                self.put(px, py, color);
            }
        }
    }

    /// Paints `sprite` as `stamp` says; its transparent pixels leave the
    /// image as it was. A stretched sprite picks the nearest pixel.
    pub fn paint(&mut self, sprite: &Sprite, stamp: Stamp) {
        self.paint_with(sprite, stamp, |c| c);
    }

    /// [`Image::paint`] with each colour that is the first of a pair in
    /// `swap` drawn as its second: the scarf recoloured, say.
    pub fn paint_swapped(&mut self, sprite: &Sprite, stamp: Stamp, swap: &[(Color, Color)]) {
        self.paint_with(sprite, stamp, |c| swap.iter().find(|(from, _)| *from == c).map_or(c, |(_, to)| *to));
    }

    /// The shape of `sprite` painted as `stamp` says, all in `color` (its
    /// alpha too): a silhouette, an afterimage.
    pub fn paint_silhouette(&mut self, sprite: &Sprite, stamp: Stamp, color: Color) {
        self.paint_with(sprite, stamp, |_| color);
    }

    /// [`Image::paint`] with every colour half way to `tint`, and only as
    /// opaque as the tint's alpha: a ghost of the sprite.
    pub fn paint_tinted(&mut self, sprite: &Sprite, stamp: Stamp, tint: Color) {
        let mix = |c: u8, t: u8| ((u16::from(c) + u16::from(t)) / 2) as u8;
        self.paint_with(sprite, stamp, |c| {
            Color::rgba(mix(c.r, tint.r), mix(c.g, tint.g), mix(c.b, tint.b), tint.a)
        });
    }

    fn paint_with(&mut self, sprite: &Sprite, stamp: Stamp, recolor: impl Fn(Color) -> Color) {
        if stamp.width <= 0 || stamp.height <= 0 {
            return;
        }
        let (sw, sh) = (sprite.width as i64, sprite.height as i64);
        let (w, h) = (i64::from(stamp.width), i64::from(stamp.height));
        let (x0, x1) = (stamp.x.max(0), (stamp.x + stamp.width).min(self.width as i32));
        let (y0, y1) = (stamp.y.max(0), (stamp.y + stamp.height).min(self.height as i32));
        for py in y0..y1 {
            let sy = (i64::from(py - stamp.y) * sh / h) as u32;
            for px in x0..x1 {
                let mut sx = i64::from(px - stamp.x) * sw / w;
                if stamp.flip {
                    sx = sw - 1 - sx;
                }
                let color = sprite.pixel(sx as u32, sy);
                if color.a != 0 {
                    self.put(px, py, recolor(color));
                }
            }
        }
    }

    /// Paints the part of `sprite` from `(sx, sy)`, `w` by `h` pixels, with
    /// its top-left at `(x, y)`: a quarter of a tile, say.
    pub fn paint_part(&mut self, sprite: &Sprite, part: (u32, u32, u32, u32), x: i32, y: i32) {
        self.paint_part_faded(sprite, part, x, y, 255);
    }

    /// [`Image::paint_part`] at `opacity` (255: as drawn, 0: not at all):
    /// a thing fading out.
    pub fn paint_part_faded(
        &mut self,
        sprite: &Sprite,
        (sx, sy, w, h): (u32, u32, u32, u32),
        x: i32,
        y: i32,
        opacity: u8,
    ) {
        for dy in 0..h {
            for dx in 0..w {
                let color = sprite.pixel(sx + dx, sy + dy);
                let a = (u32::from(color.a) * u32::from(opacity) + 127) / 255;
                if a != 0 {
                    self.put(x + dx as i32, y + dy as i32, color.with_alpha(a as u8));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const K: Color = Color::rgb(10, 20, 30);
    const T: Color = Color::rgba(0, 0, 0, 0);

    #[test]
    fn a_sprite_paints_its_opaque_pixels_only_and_mirrors() {
        let sprite = Sprite::new(2, 1, vec![K, T]).unwrap();
        let white = Color::rgb(255, 255, 255);
        let mut image = Image::new(3, 1, white);
        image.paint(&sprite, Stamp::at(&sprite, 1, 0));
        assert_eq!([image.pixel(1, 0), image.pixel(2, 0)], [Some(K), Some(white)]);
        let mut image = Image::new(3, 1, white);
        image.paint(&sprite, Stamp { flip: true, ..Stamp::at(&sprite, 1, 0) });
        assert_eq!([image.pixel(1, 0), image.pixel(2, 0)], [Some(white), Some(K)]);
    }

    #[test]
    fn a_stretched_sprite_repeats_its_pixels_and_clips_at_the_border() {
        let sprite = Sprite::new(1, 2, vec![K, T]).unwrap();
        let mut image = Image::new(2, 3, Color::rgb(0, 0, 0));
        image.paint(&sprite, Stamp { x: -1, y: 0, width: 2, height: 4, flip: false });
        assert_eq!(
            [image.pixel(0, 0), image.pixel(0, 1), image.pixel(0, 2)],
            [Some(K), Some(K), Some(Color::rgb(0, 0, 0))]
        );
    }

    #[test]
    fn half_opaque_paint_blends() {
        let mut image = Image::new(1, 1, Color::rgb(0, 0, 0));
        image.put(0, 0, Color::rgba(255, 255, 255, 128));
        assert_eq!(image.pixel(0, 0), Some(Color::rgb(128, 128, 128)));
    }
}
