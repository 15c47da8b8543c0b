//! The world's backdrop: its sky in bands blended into each other by
//! ordered dithering, specks drifting in the air
//! (pollen, spores, embers), and two layers of scenery repeated across,
//! each copy turned left to right or not by its place (so the meadow's
//! trees are not evenly spaced), each layer standing on the bottom of the
//! level and moving slower than the camera (parallax).

use ledge_game::Theme;

use super::{ArtView, Painter};
use crate::art::art;
use crate::image::{Image, Stamp};
use crate::Color;

/// The layers, back to front, with how fast each moves with the camera.
const LAYERS: [(&str, f64); 2] = [("far", 0.25), ("near", 0.5)];
/// Specks drifting in the sky.
const MOTES: u64 = 48;
/// How the specks move with the camera.
const MOTE_PARALLAX: f64 = 0.15;
/// The 4 by 4 ordered-dither (Bayer) thresholds, sixteenths.
const BAYER: [[u8; 4]; 4] = [[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]];
/// Rows on each side of a border between two bands of sky over which one
/// dithers into the other, art pixels (at most half a band).
const BLEND_ROWS: i32 = 12;

/// Paints the sky, the drifting specks and the layers; `drift` art pixels
/// slide the layers left beyond the camera's own scrolling (the title's
/// moving backdrop).
pub(super) fn paint_layers(painter: &mut Painter<'_>, level: (u32, u32), drift: f64) {
    let ArtView { left, top, width, height } = painter.view;
    paint_sky(painter);
    motes(painter, drift);
    // How far the view's bottom is above the level's: the layers sink by a
    // part of it, so a tall level's top shows sky. A view reaching below
    // the level stands them on its bottom, where its ground goes on.
    let above_bottom = f64::from(level.1 as i32 - (top + height as i32));
    for (name, parallax) in LAYERS {
        let Some(sprite) = painter.art.sprite(name) else { continue };
        let w = sprite.width() as i32;
        let scroll = ((f64::from(left) + drift) * parallax).floor() as i32;
        let sink = if above_bottom > 0.0 { above_bottom * parallax } else { above_bottom };
        let bottom = height as i32 + sink.round() as i32;
        let y = bottom - sprite.height() as i32;
        let (mut x, mut copy) = (-scroll.rem_euclid(w), scroll.div_euclid(w));
        while x < width as i32 {
            // Any copy meets its neighbours seamlessly, turned or not: a
            // turned copy's sides are the other copies' sides, mirrored.
            let flip = turned(copy, name);
            painter.image.paint(sprite, Stamp { flip, ..Stamp::at(sprite, x, y) });
            x += w;
            copy += 1;
        }
        // Below a layer that stands above the view's bottom, its ground goes on.
        let ground = sprite.pixel(0, sprite.height() - 1);
        if ground.a == 255 && bottom < height as i32 {
            painter.image.fill(0, bottom, width as i32, height as i32 - bottom, ground);
        }
    }
}

/// The sky's bands top to bottom, each dithered into the next over
/// [`BLEND_ROWS`] each side of their border (a 4 by 4 Bayer pattern, fixed
/// to the view), so no hard edge shows.
fn paint_sky(painter: &mut Painter<'_>) {
    let ArtView { width, height, .. } = painter.view;
    let sky = painter.art.sky().to_vec();
    let (w, n) = (width as i32, sky.len() as i32);
    let border = |i: i32| height as i32 * i / n;
    for (i, &band) in (0..).zip(&sky) {
        painter.image.fill(0, border(i), w, border(i + 1) - border(i), band);
    }
    for i in 1..n {
        let (above, below) = (sky[i as usize - 1], sky[i as usize]);
        let reach = BLEND_ROWS.min((border(i) - border(i - 1)) / 2).max(1);
        for y in border(i) - reach..border(i) + reach {
            // How far into the blend: 0 all the band above, 16 all the band below.
            let part = (y - (border(i) - reach)) * 16 / (2 * reach);
            for x in 0..w {
                let threshold = i32::from(BAYER[(y & 3) as usize][(x & 3) as usize]);
                painter.image.put(x, y, if part > threshold { below } else { above });
            }
        }
    }
}

/// Whether copy number `copy` of the layer `name` is turned left to right:
/// a fixed scramble of its number, different for each layer.
fn turned(copy: i32, name: &str) -> bool {
    let salt = name.bytes().fold(0u32, |h, b| h.wrapping_mul(31).wrapping_add(u32::from(b)));
    (copy as u32 ^ salt).wrapping_mul(0x9e37_79b9) >> 31 == 1
}

/// Small motes that drift through the sky: each at a fixed place of a
/// repeating field, moved by time and a little by the camera.
fn motes(painter: &mut Painter<'_>, drift: f64) {
    let ArtView { left, top, width, height } = painter.view;
    let color = mote_color(painter.art.sky());
    let (field_w, field_h) = (width as i64 + 64, height as i64 + 64);
    for i in 0..MOTES {
        let seed = (i + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let (sx, sy) = ((seed >> 16) as i64 % field_w, (seed >> 40) as i64 % field_h);
        let speed = 1 + (seed >> 8) as i64 % 3;
        let t = painter.time as i64 * speed / 8 + drift as i64;
        let x = (sx + t - (f64::from(left) * MOTE_PARALLAX) as i64).rem_euclid(field_w) - 32;
        let y = (sy - t / 3 - (f64::from(top) * MOTE_PARALLAX) as i64).rem_euclid(field_h) - 32;
        // A soft cross, its arms fainter: a mote of pollen, not one lit pixel.
        let (x, y) = (x as i32, y as i32);
        painter.image.put(x, y, color);
        let arm = color.with_alpha(color.a / 3);
        for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            painter.image.put(x + dx, y + dy, arm);
        }
    }
}

/// A speck's colour: the sky's lightest band, lighter still, half seen.
fn mote_color(sky: &[Color]) -> Color {
    let light = sky.iter().max_by_key(|c| u32::from(c.r) + u32::from(c.g) + u32::from(c.b)).copied();
    let c = light.unwrap_or(Color::rgb(255, 255, 255));
    let lift = |v: u8| v.saturating_add((255 - v) / 2);
    Color::rgba(lift(c.r), lift(c.g), lift(c.b), 160)
}

/// The backdrop of `theme` alone, `width` by `height` art pixels, its
/// layers slid by `time` steps: the title's and the menus' moving picture.
pub fn paint_backdrop(theme: Theme, time: u64, width: u32, height: u32) -> Image {
    let art = art().theme(theme);
    let view = ArtView { left: 0, top: 0, width, height };
    let mut painter = Painter { art, image: Image::new(width, height, art.sky()[0]), view, time };
    paint_layers(&mut painter, (width, height), time as f64 * 0.5);
    painter.image
}
