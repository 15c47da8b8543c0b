//! Particles: dust at the feet, the bursts of a coin taken, a monster
//! stomped or the player lost. They move at the fixed step with their own
//! seeded randomness, so the same run shows the same specks.

use ledge_engine::Vec2;

use crate::Color;

/// Gravity on particles, cells/s².
const GRAVITY: f64 = 21.0;

/// One speck.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Particle {
    /// Where it is, cells.
    pub pos: Vec2,
    /// Its velocity, cells/s.
    pub vel: Vec2,
    /// Steps lived.
    pub age: u32,
    /// Steps it lives.
    pub life: u32,
    /// Its colour.
    pub color: Color,
    /// Side in art pixels.
    pub size: u32,
    /// How much gravity pulls it, 0 for floating dust.
    pub weight: f64,
}

/// How a spray of particles leaves its point.
#[derive(Clone, Copy, Debug)]
pub struct Spray {
    /// How many.
    pub count: usize,
    /// The average direction and speed, cells/s.
    pub vel: Vec2,
    /// Random speed added in any direction, cells/s.
    pub spread: f64,
    /// Steps they live.
    pub life: u32,
    /// Side in art pixels.
    pub size: u32,
    /// How much gravity pulls them.
    pub weight: f64,
}

/// The particles alive, and their randomness.
#[derive(Clone, Debug)]
pub struct Particles {
    alive: Vec<Particle>,
    rng: u32,
}

impl Particles {
    /// None yet, with a fixed seed.
    pub fn new() -> Particles {
        Particles { alive: Vec::new(), rng: 0x9e37_79b9 }
    }

    fn random(&mut self) -> f64 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 17;
        self.rng ^= self.rng << 5;
        f64::from(self.rng) / f64::from(u32::MAX)
    }

    /// Sprays particles from `at` in `colors` (taken in turn).
    pub fn spray(&mut self, at: Vec2, colors: &[Color], spray: Spray) {
        for i in 0..spray.count {
            let angle = self.random() * std::f64::consts::TAU;
            let speed = self.random() * spray.spread;
            let vel = Vec2::new(spray.vel.x + angle.cos() * speed, spray.vel.y + angle.sin() * speed);
            let life = spray.life - (self.random() * f64::from(spray.life) * 0.4) as u32;
            let color = colors[i % colors.len().max(1)];
            self.alive.push(Particle {
                pos: at,
                vel,
                age: 0,
                life,
                color,
                size: spray.size,
                weight: spray.weight,
            });
        }
    }

    /// Advances every particle one step of `dt` seconds; the old ones go.
    pub fn step(&mut self, dt: f64) {
        for p in &mut self.alive {
            p.vel.y += GRAVITY * p.weight * dt;
            p.pos.x += p.vel.x * dt;
            p.pos.y += p.vel.y * dt;
            p.age += 1;
        }
        self.alive.retain(|p| p.age < p.life);
    }

    /// The particles alive.
    pub fn iter(&self) -> impl Iterator<Item = &Particle> {
        self.alive.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn particles_fall_and_die_out() {
        let mut particles = Particles::new();
        let spray =
            Spray { count: 10, vel: Vec2::new(0.0, -3.0), spread: 2.0, life: 20, size: 1, weight: 1.0 };
        particles.spray(Vec2::new(5.0, 5.0), &[Color::rgb(255, 255, 0)], spray);
        for _ in 0..10 {
            particles.step(1.0 / 60.0);
        }
        assert_eq!(particles.iter().count(), 10);
        assert!(particles.iter().all(|p| p.pos != Vec2::new(5.0, 5.0)));
        for _ in 0..10 {
            particles.step(1.0 / 60.0);
        }
        assert_eq!(particles.iter().count(), 0);
    }
}
