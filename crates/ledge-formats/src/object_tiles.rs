//! Objects that stand for tiles: collision rectangles and polygons
//! (`Collision`, `Boundaries`, `solid`...) and platforms that do not move.
//! They fill the cells whose centres they cover.

use crate::thing::Thing;

/// The cells (column, row) of a map of `size` cells of `cell` pixels whose
/// centres `thing` covers: its polygon when it is one, else its box. A
/// polyline covers nothing: a line has no inside.
pub(crate) fn covered(thing: &Thing, (width, height): (u32, u32), (cw, ch): (f64, f64)) -> Vec<(u32, u32)> {
    let [x, y, w, h] = thing.rect;
    let points = &thing.points;
    let (left, top, right, bottom) = match points.is_empty() {
        true => (x, y, x + w, y + h),
        false => points.iter().fold((f64::MAX, f64::MAX, f64::MIN, f64::MIN), |(l, t, r, b), &(px, py)| {
            (l.min(px), t.min(py), r.max(px), b.max(py))
        }),
    };
    if !(left.is_finite() && top.is_finite() && right.is_finite() && bottom.is_finite()) {
        return Vec::new();
    }
    let (x0, x1) = span(left, right, cw, width, points.is_empty());
    let (y0, y1) = span(top, bottom, ch, height, points.is_empty());
    let mut cells = Vec::new();
    for row in y0..y1 {
        for column in x0..x1 {
            let centre = ((column as f64 + 0.5) * cw, (row as f64 + 0.5) * ch);
            if points.is_empty() || inside(points, centre) {
                cells.push((column as u32, row as u32));
            }
        }
    }
    cells
}

/// The cells (first, one past the last) along one axis, of `side` pixels,
/// `count` of them, whose centres lie from `from` to `to` pixels; for a box
/// (`boxed`) thinner than a cell there, the cell its middle lies in.
fn span(from: f64, to: f64, side: f64, count: u32, boxed: bool) -> (u64, u64) {
    let cell = |pixels: f64| ((pixels / side - 0.5).ceil().max(0.0) as u64).min(count as u64);
    let (first, past) = (cell(from), cell(to));
    if first == past && boxed && to > from && to - from < side {
        let middle = ((from + to) / 2.0 / side).floor();
        return match middle >= 0.0 && middle < count as f64 {
            true => (middle as u64, middle as u64 + 1),
            false => (0, 0),
        };
    }
    (first, past)
}

/// Whether `point` lies inside the polygon `points` (even-odd rule).
fn inside(points: &[(f64, f64)], (px, py): (f64, f64)) -> bool {
    let mut inside = false;
    let mut last = points[points.len() - 1];
    for &(x, y) in points {
        if (y > py) != (last.1 > py) && px < (last.0 - x) * (py - y) / (last.1 - y) + x {
            inside = !inside;
        }
        last = (x, y);
    }
    inside
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::thing::Props;

    fn thing(rect: [f64; 4], points: Vec<(f64, f64)>) -> Thing {
        Thing {
            layer: "Collision".into(),
            label: "#1".into(),
            names: Vec::new(),
            id: Some(1),
            rect,
            points,
            tile: false,
            props: Props::new(),
        }
    }

    #[test]
    fn a_box_covers_the_cells_whose_centres_it_holds() {
        let floor = thing([0.0, 32.0, 64.0, 16.0], Vec::new());
        assert_eq!(covered(&floor, (4, 3), (16.0, 16.0)), [(0, 2), (1, 2), (2, 2), (3, 2)]);
        let thin = thing([16.0, 20.0, 32.0, 8.0], Vec::new());
        assert_eq!(covered(&thin, (4, 3), (16.0, 16.0)), [(1, 1), (2, 1)], "the row its middle lies in");
        let above = thing([0.0, -300.0, 64.0, 8.0], Vec::new());
        assert!(covered(&above, (4, 3), (16.0, 16.0)).is_empty(), "a thin box above the map covers nothing");
        let beyond = thing([-100.0, -100.0, 1e9, 1e9], Vec::new());
        assert_eq!(covered(&beyond, (4, 3), (16.0, 16.0)).len(), 12);
    }

    proptest::proptest! {
        /// Whatever an object's box, the cells it covers lie on the map, and
        /// a box holds the centre of every cell it covers.
        #[test]
        fn covered_cells_lie_on_the_map(x in -1e6f64..1e6, y in -1e6f64..1e6, w in 0f64..1e5, h in 0f64..1e5) {
            let object = thing([x, y, w, h], Vec::new());
            let cells = covered(&object, (20, 10), (16.0, 16.0));
            for &(cx, cy) in &cells {
                proptest::prop_assert!(cx < 20 && cy < 10);
            }
            if w >= 16.0 && h >= 16.0 {
                for &(cx, cy) in &cells {
                    let centre = ((cx as f64 + 0.5) * 16.0, (cy as f64 + 0.5) * 16.0);
                    proptest::prop_assert!(centre.0 >= x && centre.0 <= x + w && centre.1 >= y && centre.1 <= y + h);
                }
            }
        }
    }

    #[test]
    fn a_polygon_covers_what_lies_inside_it() {
        // A ramp: the lower-right triangle of a 2x2-cell square.
        let ramp = thing([0.0; 4], vec![(0.0, 32.0), (32.0, 0.0), (32.0, 32.0)]);
        assert_eq!(covered(&ramp, (4, 3), (16.0, 16.0)), [(1, 0), (0, 1), (1, 1)]);
    }
}
