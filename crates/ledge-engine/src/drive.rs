//! Horizontal drive and friction: the two friction models of the seeds.

use crate::{Drive, Input, Surface, Vec2};

/// The tiny platformer's acceleration along one axis: toward each held direction
/// (`neg`, `pos`), and against the motion in a direction no longer held.
/// Both held cancel out.
pub(crate) fn linear_accel(v: f64, neg: bool, pos: bool, accel: f64, friction: f64) -> f64 {
    let mut a = 0.0;
    if neg {
        a -= accel;
    } else if v < 0.0 {
        a += friction;
    }
    if pos {
        a += accel;
    } else if v > 0.0 {
        a -= friction;
    }
    a
}

/// The buttons that drive one axis: left/right along x, up/down along y.
#[derive(Clone, Copy)]
pub(crate) enum Axis {
    X,
    Y,
}

impl Axis {
    fn buttons(self, input: &Input) -> (bool, bool) {
        match self {
            Axis::X => (input.left, input.right),
            Axis::Y => (input.up, input.down),
        }
    }
}

/// The tiny platformer's anti-jiggle clamp: a speed whose sign flipped because of
/// friction becomes zero instead of overshooting.
pub(crate) fn jiggle_clamp(before: f64, after: f64) -> f64 {
    if (before < 0.0 && after > 0.0) || (before > 0.0 && after < 0.0) {
        0.0
    } else {
        after
    }
}

/// The speed along `axis` after this step's input, before the move.
pub(crate) fn drive_velocity(
    drive: &Drive,
    axis: Axis,
    v: f64,
    input: &Input,
    surface: Surface,
    dt: f64,
) -> f64 {
    let (neg, pos) = axis.buttons(input);
    let dir = (pos as i8 - neg as i8) as f64;
    match *drive {
        Drive::Direct { speed } => dir * speed,
        Drive::Linear { accel, friction } => {
            let a = linear_accel(v, neg, pos, accel.get(surface), friction.get(surface));
            jiggle_clamp(v, v + dt * a)
        }
        Drive::Multiplicative { accel, .. } => v + dir * accel.get(surface),
    }
}

/// Drives the body's velocity from its input: along x always, and along y
/// too when gravity is off (a top-down game, deepnight's first article).
#[inline]
pub(crate) fn drive_body(body: &mut crate::Body, surface: Surface, dt: f64) {
    let drive = &body.motion.drive;
    body.vel.x = drive_velocity(drive, Axis::X, body.vel.x, &body.input, surface, dt);
    if body.motion.top_down() {
        body.vel.y = drive_velocity(drive, Axis::Y, body.vel.y, &body.input, surface, dt);
    }
}

/// Deepnight's engine's friction, applied after the move: velocities are multiplied
/// by the surface's factor and tiny speeds are zeroed.
pub(crate) fn multiplicative_friction(drive: &Drive, vel: &mut Vec2, surface: Surface) {
    if let Drive::Multiplicative { factor, vertical_factor, rest, .. } = *drive {
        vel.x *= factor.get(surface);
        vel.y *= vertical_factor;
        if vel.x.abs() < rest {
            vel.x = 0.0;
        }
        if vel.y.abs() < rest {
            vel.y = 0.0;
        }
    }
}

/// Clamps a velocity to `-max..=max` per axis. Unlike `f64::clamp` this
/// never panics: a negative cap counts as its size, a NaN cap as none.
#[inline]
pub(crate) fn cap(vel: Vec2, max: Vec2) -> Vec2 {
    let clamp = |v: f64, max: f64| v.max(-max.abs()).min(max.abs());
    Vec2::new(clamp(vel.x, max.x), clamp(vel.y, max.y))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PerSurface;

    #[test]
    fn linear_friction_stops_at_zero_without_jiggling() {
        let drive = Drive::Linear { accel: PerSurface::all(40.0), friction: PerSurface::all(120.0) };
        let mut vx = 1.0;
        for _ in 0..10 {
            vx = drive_velocity(&drive, Axis::X, vx, &Input::default(), Surface::Ground, 1.0 / 60.0);
            assert!(vx >= 0.0);
        }
        assert_eq!(vx, 0.0);
    }

    #[test]
    fn caps_clamp_both_ways_and_odd_caps_do_not_panic() {
        let max = Vec2::new(3.0, 10.0);
        assert_eq!(cap(Vec2::new(5.0, -12.0), max), Vec2::new(3.0, -10.0));
        assert_eq!(cap(Vec2::new(-1.5, 2.0), max), Vec2::new(-1.5, 2.0));
        assert_eq!(cap(Vec2::new(5.0, 1.0), Vec2::new(-2.0, f64::NAN)), Vec2::new(2.0, 1.0));
    }

    #[test]
    fn multiplicative_friction_zeroes_tiny_speeds() {
        let drive = Drive::Multiplicative {
            accel: PerSurface::all(0.0),
            factor: PerSurface { ground: 0.82, ice: 0.94, air: 0.96 },
            vertical_factor: 1.0,
            rest: 0.03,
        };
        let mut vel = Vec2::new(1.0, 0.0);
        let mut steps = 0;
        while vel.x != 0.0 {
            multiplicative_friction(&drive, &mut vel, Surface::Ground);
            steps += 1;
        }
        assert_eq!(steps, 18); // 0.82^17 > 0.03 > 0.82^18
        let mut on_ice = Vec2::new(1.0, 0.0);
        multiplicative_friction(&drive, &mut on_ice, Surface::Ice);
        assert_eq!(on_ice.x, 0.94);
    }
}
