//! The game's sound effects, synthesized in code as 16-bit mono WAV files.

/// A sound effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sfx {
    /// The player jumped.
    Jump,
    /// A coin was taken.
    Coin,
    /// A monster was stomped.
    Stomp,
    /// The player died.
    Death,
    /// The level was won.
    Win,
}

impl Sfx {
    /// Every effect.
    pub const ALL: [Sfx; 5] = [Sfx::Jump, Sfx::Coin, Sfx::Stomp, Sfx::Death, Sfx::Win];
}

/// Samples per second of the synthesized sounds.
const RATE: u32 = 22050;

/// One tone of an effect: a square or noise wave sliding from `from` Hz to
/// `to` Hz over `seconds`, with a linear fade-out.
struct Tone {
    from: f64,
    to: f64,
    seconds: f64,
    noise: bool,
}

const fn tone(from: f64, to: f64, seconds: f64) -> Tone {
    Tone { from, to, seconds, noise: false }
}

fn tones(sfx: Sfx) -> Vec<Tone> {
    match sfx {
        Sfx::Jump => vec![tone(320.0, 640.0, 0.12)],
        Sfx::Coin => vec![tone(988.0, 988.0, 0.06), tone(1319.0, 1319.0, 0.14)],
        Sfx::Stomp => vec![Tone { from: 180.0, to: 60.0, seconds: 0.12, noise: true }],
        Sfx::Death => vec![tone(440.0, 330.0, 0.12), tone(330.0, 220.0, 0.12), tone(220.0, 80.0, 0.3)],
        Sfx::Win => vec![
            tone(523.0, 523.0, 0.1),
            tone(659.0, 659.0, 0.1),
            tone(784.0, 784.0, 0.1),
            tone(1047.0, 1047.0, 0.3),
        ],
    }
}

/// The samples of `sfx`, in `-1.0..=1.0`.
fn samples(sfx: Sfx) -> Vec<f64> {
    let mut out = Vec::new();
    let mut phase = 0.0_f64;
    let mut noise: u32 = 0x1234_5678;
    let mut level = 1.0;
    for t in tones(sfx) {
        let n = (t.seconds * f64::from(RATE)) as usize;
        for i in 0..n {
            let k = i as f64 / n as f64;
            phase = (phase + (t.from + (t.to - t.from) * k) / f64::from(RATE)).fract();
            let wave = if t.noise {
                // Noise that changes value at the tone's frequency: a crunchy thud.
                if phase < (t.from + (t.to - t.from) * k) / f64::from(RATE) {
                    noise ^= noise << 13;
                    noise ^= noise >> 17;
                    noise ^= noise << 5;
                    level = f64::from(noise) / f64::from(u32::MAX) * 2.0 - 1.0;
                }
                level
            } else if phase < 0.5 {
                1.0
            } else {
                -1.0
            };
            out.push(wave * 0.35 * (1.0 - k * 0.8));
        }
    }
    out
}

/// `sfx` as the bytes of a WAV file (16-bit mono PCM).
pub fn wav(sfx: Sfx) -> Vec<u8> {
    let data: Vec<u8> = samples(sfx)
        .into_iter()
        .flat_map(|s| ((s.clamp(-1.0, 1.0) * 32767.0) as i16).to_le_bytes())
        .collect();
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
    fn every_effect_is_a_well_formed_wav_of_a_fraction_of_a_second() {
        for sfx in Sfx::ALL {
            let bytes = wav(sfx);
            assert_eq!(&bytes[0..4], b"RIFF");
            assert_eq!(&bytes[8..16], b"WAVEfmt ");
            let riff = u32::from_le_bytes(bytes[4..8].try_into().unwrap()) as usize;
            assert_eq!(riff + 8, bytes.len());
            let seconds = (bytes.len() - 44) as f64 / f64::from(RATE * 2);
            assert!((0.1..1.0).contains(&seconds), "{sfx:?} lasts {seconds} s");
            assert!(bytes[44..].iter().any(|&b| b != 0), "{sfx:?} is silent");
        }
    }

    #[test]
    fn synthesis_is_the_same_every_time() {
        assert_eq!(wav(Sfx::Stomp), wav(Sfx::Stomp));
    }
}
