//! Small effects on top of the game: particles when a coin is taken or a
//! monster stomped, and a flash when the player dies. They run at the fixed
//! step with their own seeded randomness, so they are deterministic too.

use ledge_engine::Vec2;
use ledge_render::{Canvas, Color};

/// How long particles live, in steps.
const PARTICLE_STEPS: u32 = 36;
/// How long the death flash lasts, in steps.
const FLASH_STEPS: u32 = 24;
/// Particle gravity, cells/s per step.
const PARTICLE_GRAVITY: f64 = 0.35;

#[derive(Clone, Copy, Debug)]
struct Particle {
    pos: Vec2,
    vel: Vec2,
    age: u32,
    color: Color,
}

/// The effects playing now.
#[derive(Clone, Debug)]
pub struct Effects {
    particles: Vec<Particle>,
    flash: u32,
    rng: u32,
    step_s: f64,
}

impl Effects {
    /// No effects; `step_s` is the fixed step in seconds.
    pub fn new(step_s: f64) -> Effects {
        Effects { particles: Vec::new(), flash: 0, rng: 0x9e37_79b9, step_s }
    }

    fn random(&mut self) -> f64 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 17;
        self.rng ^= self.rng << 5;
        f64::from(self.rng) / f64::from(u32::MAX)
    }

    /// A burst of `count` particles of `color` from `at` (cells).
    pub fn burst(&mut self, at: Vec2, color: Color, count: usize) {
        for _ in 0..count {
            let angle = self.random() * std::f64::consts::TAU;
            let speed = 2.0 + self.random() * 4.0;
            let vel = Vec2::new(angle.cos() * speed, angle.sin() * speed - 3.0);
            self.particles.push(Particle { pos: at, vel, age: 0, color });
        }
    }

    /// Starts the death flash.
    pub fn flash(&mut self) {
        self.flash = FLASH_STEPS;
    }

    /// Removes every effect (a new level).
    pub fn clear(&mut self) {
        self.particles.clear();
        self.flash = 0;
    }

    /// Advances one fixed step.
    pub fn step(&mut self) {
        let dt = self.step_s;
        for p in &mut self.particles {
            p.vel.y += PARTICLE_GRAVITY;
            p.pos.x += p.vel.x * dt;
            p.pos.y += p.vel.y * dt;
            p.age += 1;
        }
        self.particles.retain(|p| p.age < PARTICLE_STEPS);
        self.flash = self.flash.saturating_sub(1);
    }

    /// Draws the particles, given how world points map to pixels.
    pub fn draw_particles(&self, canvas: &mut dyn Canvas, to_px: impl Fn(Vec2) -> (f32, f32), size_px: f32) {
        for p in &self.particles {
            let (x, y) = to_px(p.pos);
            let fade = 255 - (p.age * 200 / PARTICLE_STEPS) as u8;
            let s = (size_px * (1.0 - p.age as f32 / PARTICLE_STEPS as f32 * 0.5)).max(1.0).round();
            canvas.fill_rect((x - s / 2.0).round(), (y - s / 2.0).round(), s, s, p.color.with_alpha(fade));
        }
    }

    /// Draws the death flash over the whole canvas.
    pub fn draw_flash(&self, canvas: &mut dyn Canvas) {
        if self.flash > 0 {
            let (w, h) = canvas.size();
            let a = (self.flash * 160 / FLASH_STEPS) as u8;
            canvas.fill_rect(0.0, 0.0, w, h, Color::rgba(255, 80, 60, a));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn particles_fall_and_die_out() {
        let mut fx = Effects::new(1.0 / 60.0);
        fx.burst(Vec2::new(5.0, 5.0), Color::rgb(255, 255, 0), 10);
        fx.flash();
        for _ in 0..PARTICLE_STEPS {
            fx.step();
        }
        assert!(fx.particles.is_empty());
        assert_eq!(fx.flash, 0);
    }
}
