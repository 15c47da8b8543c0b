//! The iris: a circle of the picture left open around a point, the rest
//! dark, closing on a dead player and opening on it back at its flag. It is
//! drawn in bands one art pixel tall, its edge on whole art pixels, so it
//! steps as the pixel art does.

use ledge_render::{Canvas, Color};

/// The dark outside the iris: the art's outline colour.
const DARK: Color = Color::rgb(29, 23, 49);

/// Darkens `canvas` outside a circle round `center` (pixels) that is
/// `open` (`0.0..=1.0`) of the size that shows the whole canvas; `pixel`
/// is the size of an art pixel on it. Fully open draws nothing.
pub fn draw_iris(canvas: &mut dyn Canvas, center: (f32, f32), open: f32, pixel: f32) {
    if open >= 1.0 {
        return;
    }
    let (w, h) = canvas.size();
    let (cx, cy) = center;
    let far = [(0.0, 0.0), (w, 0.0), (0.0, h), (w, h)]
        .iter()
        .map(|&(x, y)| (x - cx).hypot(y - cy))
        .fold(0.0, f32::max);
    let radius = far * open.max(0.0);
    let pixel = pixel.max(1.0);
    let mut top = 0.0;
    while top < h {
        let dy = top + pixel * 0.5 - cy;
        let half = if dy.abs() < radius {
            ((radius * radius - dy * dy).sqrt() / pixel).round() * pixel
        } else {
            -1.0
        };
        if half < 0.0 {
            canvas.fill_rect(0.0, top, w, pixel, DARK);
        } else {
            let (left, right) = ((cx - half).max(0.0), (cx + half).min(w));
            canvas.fill_rect(0.0, top, left, pixel, DARK);
            canvas.fill_rect(right, top, w - right, pixel, DARK);
        }
        top += pixel;
    }
}

#[cfg(test)]
mod tests {
    use ledge_render::PixmapCanvas;

    use super::*;

    fn iris(open: f32) -> PixmapCanvas {
        let mut canvas = PixmapCanvas::new(64, 36).unwrap();
        canvas.clear(Color::rgb(255, 255, 255));
        draw_iris(&mut canvas, (20.0, 18.0), open, 2.0);
        canvas
    }

    #[test]
    fn a_closed_iris_darkens_everything_and_an_open_one_nothing() {
        let (closed, open) = (iris(0.0), iris(1.0));
        for (x, y) in [(0, 0), (20, 18), (63, 35)] {
            assert_eq!(closed.pixel(x, y), Some(DARK));
            assert_eq!(open.pixel(x, y), Some(Color::rgb(255, 255, 255)));
        }
    }

    #[test]
    fn a_half_open_iris_shows_round_its_centre_and_darkens_the_far_corner() {
        let half = iris(0.5);
        assert_eq!(half.pixel(20, 18), Some(Color::rgb(255, 255, 255)));
        assert_eq!(half.pixel(63, 35), Some(DARK));
    }
}
