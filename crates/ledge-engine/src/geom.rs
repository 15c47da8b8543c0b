//! Vectors and rectangles in world units (cells). The y axis points down.

/// A 2D vector in world units: cells, or cells per second for velocities.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Vec2 {
    /// Horizontal component; positive is to the right.
    pub x: f64,
    /// Vertical component; positive is down.
    pub y: f64,
}

impl Vec2 {
    /// The zero vector.
    pub const ZERO: Vec2 = Vec2 { x: 0.0, y: 0.0 };

    /// A vector from its components.
    pub const fn new(x: f64, y: f64) -> Vec2 {
        Vec2 { x, y }
    }
}

/// An axis-aligned rectangle: its top-left corner and its size, in cells.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rect {
    /// Left side.
    pub x: f64,
    /// Top side.
    pub y: f64,
    /// Width (positive).
    pub w: f64,
    /// Height (positive).
    pub h: f64,
}

impl Rect {
    /// A rectangle from its top-left corner and size.
    pub const fn new(x: f64, y: f64, w: f64, h: f64) -> Rect {
        Rect { x, y, w, h }
    }

    /// Right side (`x + w`).
    pub fn right(&self) -> f64 {
        self.x + self.w
    }

    /// Bottom side (`y + h`).
    pub fn bottom(&self) -> f64 {
        self.y + self.h
    }

    /// Centre point.
    pub fn center(&self) -> Vec2 {
        Vec2::new(self.x + self.w * 0.5, self.y + self.h * 0.5)
    }

    /// True when the two rectangles share some area; touching sides do not
    /// count (Eloquent JavaScript's game's `overlap`).
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.x + self.w > other.x
            && self.x < other.x + other.w
            && self.y + self.h > other.y
            && self.y < other.y + other.h
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touching_rectangles_do_not_overlap() {
        let a = Rect::new(0.0, 0.0, 1.0, 1.0);
        assert!(!a.overlaps(&Rect::new(1.0, 0.0, 1.0, 1.0)));
        assert!(a.overlaps(&Rect::new(0.999, 0.5, 1.0, 1.0)));
    }
}
