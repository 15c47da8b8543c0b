//! The little synthesizer behind the sound effects ([`crate::sound`]) and the
//! music ([`crate::music`]): square, triangle and noise oscillators, the
//! shape of a note's loudness, and 16-bit mono WAV files. Everything is
//! deterministic: the noise comes from a seeded generator.

/// Samples per second of everything synthesized.
pub const RATE: u32 = 44100;

/// Samples per second, as a float.
pub const RATE_F: f64 = RATE as f64;

/// The shape of a wave.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Wave {
    /// A square (pulse) wave, high for `duty` of each cycle (0.5 is hollow,
    /// 0.25 and 0.125 thinner and brighter).
    Square(f64),
    /// A triangle wave: soft, like a flute.
    Triangle,
    /// Noise that takes a new random value once per cycle: a hiss at high
    /// frequencies, a rumble at low ones.
    Noise,
}

/// Seeded white noise (xorshift32), in `-1.0..=1.0`.
#[derive(Clone, Debug)]
pub struct Noise(u32);

impl Noise {
    /// Noise from `seed` (zero is replaced: xorshift needs a bit set).
    pub fn new(seed: u32) -> Noise {
        Noise(if seed == 0 { 0x9e37_79b9 } else { seed })
    }

    /// The next random value.
    pub fn next_value(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        f64::from(self.0) / f64::from(u32::MAX) * 2.0 - 1.0
    }
}

/// An oscillator: where it is in its cycle, and its noise.
#[derive(Clone, Debug)]
pub struct Oscillator {
    phase: f64,
    noise: Noise,
    held: f64,
}

impl Oscillator {
    /// An oscillator at the start of its cycle, its noise seeded with `seed`.
    pub fn new(seed: u32) -> Oscillator {
        Oscillator { phase: 0.0, noise: Noise::new(seed), held: 0.0 }
    }

    /// The next sample of `wave` at `hz`, in `-1.0..=1.0`. Square edges are
    /// smoothed (PolyBLEP) so that high notes do not alias into a buzz, and
    /// squares are centred on zero whatever their duty.
    pub fn next_sample(&mut self, wave: Wave, hz: f64) -> f64 {
        let dt = (hz / RATE_F).clamp(0.0, 0.5);
        let p = self.phase;
        let value = match wave {
            Wave::Square(duty) => {
                let naive = if p < duty { 1.0 } else { -1.0 };
                let centred = naive + blep(p, dt) - blep((p + 1.0 - duty).fract(), dt) - (2.0 * duty - 1.0);
                // A thin pulse swings further on one side: keep both within 1.
                centred / (2.0 * duty.max(1.0 - duty))
            }
            // Starts at zero, rising.
            Wave::Triangle => 1.0 - 4.0 * ((p + 0.25).fract() - 0.5).abs(),
            Wave::Noise => {
                if p < dt || self.held == 0.0 {
                    self.held = self.noise.next_value();
                }
                self.held
            }
        };
        self.phase = (p + dt).fract();
        value
    }
}

/// PolyBLEP: the correction that rounds a step of the wave at phase 0,
/// `t` being the phase and `dt` the phase step per sample.
fn blep(t: f64, dt: f64) -> f64 {
    if dt <= 0.0 {
        0.0
    } else if t < dt {
        let t = t / dt;
        t + t - t * t - 1.0
    } else if t > 1.0 - dt {
        let t = (t - 1.0) / dt;
        t * t + t + t + 1.0
    } else {
        0.0
    }
}

/// How a held note's loudness moves: up over `attack`, down towards
/// `sustain` (decaying by two thirds every `decay`), and after the note is
/// let go, down to silence over `release`. Times in seconds, levels in `0..=1`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Envelope {
    /// Seconds from silence to full loudness.
    pub attack: f64,
    /// Seconds for the fall from full loudness towards `sustain` to go two thirds of the way.
    pub decay: f64,
    /// The loudness the note settles at while held, `0..=1`.
    pub sustain: f64,
    /// Seconds from letting go to silence.
    pub release: f64,
}

impl Envelope {
    /// The loudness `t` seconds after the note starts, the note let go after `held` seconds.
    pub fn level(&self, t: f64, held: f64) -> f64 {
        if t < held {
            self.holding(t)
        } else {
            let k = ((t - held) / self.release.max(1e-4)).min(1.0);
            self.holding(held) * (1.0 - k) * (1.0 - k)
        }
    }

    /// Seconds a note held for `held` seconds sounds.
    pub fn length(&self, held: f64) -> f64 {
        held + self.release
    }

    fn holding(&self, t: f64) -> f64 {
        let rise = if self.attack > 0.0 { (t / self.attack).min(1.0) } else { 1.0 };
        let after = (t - self.attack).max(0.0);
        let fall = if self.decay > 0.0 { (-after / self.decay).exp() } else { 0.0 };
        rise * (self.sustain + (1.0 - self.sustain) * fall)
    }
}

/// The frequency in Hz of `semitones` above (below, when negative) `hz`.
pub fn transpose(hz: f64, semitones: f64) -> f64 {
    hz * (semitones / 12.0).exp2()
}

/// Loudest absolute value of `samples`.
pub fn peak(samples: &[f64]) -> f64 {
    samples.iter().fold(0.0, |m, s| m.max(s.abs()))
}

/// Root mean square of `samples`: how loud they sound on average.
pub fn rms(samples: &[f64]) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    (samples.iter().map(|s| s * s).sum::<f64>() / samples.len() as f64).sqrt()
}

/// `samples` (in `-1.0..=1.0`, clamped) as the bytes of a 16-bit mono PCM WAV file.
pub fn wav(samples: &[f64]) -> Vec<u8> {
    let data: Vec<u8> =
        samples.iter().flat_map(|s| ((s.clamp(-1.0, 1.0) * 32767.0).round() as i16).to_le_bytes()).collect();
    let mut out = Vec::with_capacity(44 + data.len());
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data.len() as u32).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes()); // fmt chunk size
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes()); // bytes per second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes per frame
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&(data.len() as u32).to_le_bytes());
    out.extend_from_slice(&data);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waves_stay_in_range_and_squares_are_centred() {
        for wave in [Wave::Square(0.5), Wave::Square(0.125), Wave::Triangle, Wave::Noise] {
            let mut osc = Oscillator::new(7);
            let samples: Vec<f64> = (0..RATE).map(|_| osc.next_sample(wave, 440.0)).collect();
            assert!(peak(&samples) <= 1.05, "{wave:?}");
            let mean = samples.iter().sum::<f64>() / samples.len() as f64;
            assert!(mean.abs() < 0.05, "{wave:?} is off centre by {mean}");
        }
    }

    #[test]
    fn a_note_fades_to_silence_after_its_release() {
        let env = Envelope { attack: 0.01, decay: 0.1, sustain: 0.5, release: 0.05 };
        assert_eq!(env.level(0.0, 0.2), 0.0);
        assert!((env.level(0.01, 0.2) - 1.0).abs() < 1e-9);
        assert!((env.level(0.19, 0.2) - 0.5).abs() < 0.1);
        assert!(env.level(env.length(0.2), 0.2) < 1e-9);
    }

    #[test]
    fn a_wav_header_counts_its_bytes() {
        let bytes = wav(&[0.0, 0.5, -0.5]);
        assert_eq!(&bytes[0..4], b"RIFF");
        assert_eq!(u32::from_le_bytes(bytes[4..8].try_into().unwrap()) as usize + 8, bytes.len());
        assert_eq!(bytes.len(), 44 + 6);
    }
}
