//! The game's sound effects, synthesized in code ([`crate::synth`]) as
//! 16-bit mono WAV files, and which event of the game sounds which
//! ([`sfx_of`]). The pitches keep to C major, as the music does, so that
//! effects sit in the tune.

use ledge_game::Event;

use crate::synth::{self, transpose, Oscillator, Wave, RATE_F};

/// A sound effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sfx {
    /// The player jumped: a quick upward slide.
    Jump,
    /// The player came down on something: a soft thud.
    Land,
    /// The player's head hit a ceiling: a short bonk.
    Bump,
    /// The player grabbed a ladder: two light steps.
    Climb,
    /// A coin was taken: a bright two-note ding.
    Coin,
    /// A monster was stomped: a squash sliding down.
    Stomp,
    /// The player died: a falling, wobbling wail.
    Death,
    /// The level was won: a little fanfare.
    Win,
    /// A checkpoint was reached: a rising chime.
    Checkpoint,
    /// The level-complete panel: a two-second jingle over the silenced music.
    LevelComplete,
    /// A menu's choice moved: a tick.
    MenuMove,
    /// A menu item was chosen: two notes up.
    MenuConfirm,
    /// A menu was left: two notes down.
    MenuBack,
}

impl Sfx {
    /// Every effect.
    pub const ALL: [Sfx; 13] = [
        Sfx::Jump,
        Sfx::Land,
        Sfx::Bump,
        Sfx::Climb,
        Sfx::Coin,
        Sfx::Stomp,
        Sfx::Death,
        Sfx::Win,
        Sfx::Checkpoint,
        Sfx::LevelComplete,
        Sfx::MenuMove,
        Sfx::MenuConfirm,
        Sfx::MenuBack,
    ];
}

/// The effect an event of the game sounds, if any.
pub fn sfx_of(event: &Event) -> Option<Sfx> {
    match event {
        Event::Jumped => Some(Sfx::Jump),
        Event::Landed => Some(Sfx::Land),
        // Silent: it fires on every step the player pushes against a wall.
        Event::HitWall(_) => None,
        Event::HitCeiling => Some(Sfx::Bump),
        Event::Climbed => Some(Sfx::Climb),
        Event::CoinTaken { .. } => Some(Sfx::Coin),
        Event::MonsterStomped { .. } => Some(Sfx::Stomp),
        Event::Checkpoint { .. } => Some(Sfx::Checkpoint),
        Event::Won => Some(Sfx::Win),
        Event::Lost(_) => Some(Sfx::Death),
        // Silent: the death has just sounded; the player reappears quietly.
        Event::Respawned => None,
    }
}

/// Notes used below, in Hz.
mod hz {
    pub const C3: f64 = 130.81;
    pub const E3: f64 = 164.81;
    pub const G3: f64 = 196.00;
    pub const C4: f64 = 261.63;
    pub const F4: f64 = 349.23;
    pub const B4: f64 = 493.88;
    pub const C5: f64 = 523.25;
    pub const E5: f64 = 659.26;
    pub const G5: f64 = 783.99;
    pub const A5: f64 = 880.00;
    pub const B5: f64 = 987.77;
    pub const C6: f64 = 1046.50;
    pub const E6: f64 = 1318.51;
    pub const G6: f64 = 1567.98;
}

/// Seconds between the notes of an arpeggio.
const ARP_STEP_S: f64 = 0.035;
/// Wobbles per second of a vibrato.
const VIBRATO_HZ: f64 = 7.0;

/// One sound within an effect: a wave from `start` for `seconds`, sliding
/// from `from` Hz to `to` Hz (evenly in pitch), rising over `attack`
/// seconds and fading to silence at its end (`fade` 1 fades evenly,
/// more fades sooner).
#[derive(Clone, Copy, Debug)]
struct Part {
    wave: Wave,
    start: f64,
    seconds: f64,
    from: f64,
    to: f64,
    gain: f64,
    attack: f64,
    fade: f64,
    /// Semitones of wobble.
    vibrato: f64,
    /// Semitones above the note, cycled every [`ARP_STEP_S`].
    arp: &'static [f64],
}

/// A steady `wave` at `hz` from `start` for `seconds`, at full gain, fading evenly.
const fn part(wave: Wave, start: f64, seconds: f64, hz: f64) -> Part {
    Part {
        wave,
        start,
        seconds,
        from: hz,
        to: hz,
        gain: 1.0,
        attack: 0.003,
        fade: 1.0,
        vibrato: 0.0,
        arp: &[],
    }
}

impl Part {
    const fn slide(self, to: f64) -> Part {
        Part { to, ..self }
    }
    const fn gain(self, gain: f64) -> Part {
        Part { gain, ..self }
    }
    const fn fade(self, fade: f64) -> Part {
        Part { fade, ..self }
    }
    const fn vibrato(self, vibrato: f64) -> Part {
        Part { vibrato, ..self }
    }
    const fn arp(self, arp: &'static [f64]) -> Part {
        Part { arp, ..self }
    }
}

const SQUARE: Wave = Wave::Square(0.5);
const PULSE: Wave = Wave::Square(0.25);
const THIN: Wave = Wave::Square(0.125);
const TRIANGLE: Wave = Wave::Triangle;
const NOISE: Wave = Wave::Noise;

/// The parts of `sfx`, and the peak it is scaled to (`0..1`): frequent
/// or small sounds stay quieter than the rewards.
fn design(sfx: Sfx) -> (Vec<Part>, f64) {
    use hz::*;
    match sfx {
        Sfx::Jump => (
            vec![
                part(PULSE, 0.0, 0.15, 300.0).slide(640.0).fade(1.6),
                part(TRIANGLE, 0.0, 0.12, 150.0).slide(320.0).gain(0.5),
            ],
            0.5,
        ),
        Sfx::Land => (
            vec![
                part(TRIANGLE, 0.0, 0.09, 150.0).slide(55.0).fade(1.5),
                part(NOISE, 0.0, 0.05, 900.0).gain(0.35).fade(2.5),
            ],
            0.35,
        ),
        Sfx::Bump => (
            vec![
                part(TRIANGLE, 0.0, 0.1, 330.0).slide(220.0).fade(1.3),
                part(SQUARE, 0.0, 0.07, 165.0).slide(110.0).gain(0.4).fade(2.0),
                part(NOISE, 0.0, 0.02, 4000.0).gain(0.3).fade(2.0),
            ],
            0.45,
        ),
        Sfx::Climb => (
            vec![
                part(TRIANGLE, 0.0, 0.04, 660.0).fade(2.0),
                part(NOISE, 0.0, 0.015, 7000.0).gain(0.25),
                part(TRIANGLE, 0.06, 0.05, 880.0).fade(2.0),
                part(NOISE, 0.06, 0.015, 7000.0).gain(0.25),
            ],
            0.35,
        ),
        Sfx::Coin => (
            vec![
                part(SQUARE, 0.0, 0.07, B5).fade(0.4),
                part(SQUARE, 0.07, 0.3, E6).fade(2.0),
                part(TRIANGLE, 0.07, 0.3, E6 / 2.0).gain(0.6).fade(2.0),
            ],
            0.55,
        ),
        Sfx::Stomp => (
            vec![
                part(SQUARE, 0.0, 0.14, 420.0).slide(90.0).fade(1.2),
                part(NOISE, 0.0, 0.08, 1500.0).gain(0.6).fade(2.0),
            ],
            0.55,
        ),
        Sfx::Death => (
            vec![
                part(SQUARE, 0.0, 0.14, B4).fade(0.3),
                part(SQUARE, 0.14, 0.14, F4).fade(0.3),
                part(SQUARE, 0.28, 0.5, 330.0).slide(65.0).vibrato(0.8).fade(1.3),
                part(TRIANGLE, 0.28, 0.5, 165.0).slide(40.0).gain(0.6).fade(1.3),
            ],
            0.55,
        ),
        Sfx::Win => (
            vec![
                part(PULSE, 0.0, 0.09, C5).fade(0.3),
                part(PULSE, 0.09, 0.09, E5).fade(0.3),
                part(PULSE, 0.18, 0.09, G5).fade(0.3),
                part(PULSE, 0.27, 0.48, C6).vibrato(0.2).fade(1.6),
                part(TRIANGLE, 0.0, 0.27, C4).gain(0.8).fade(0.4),
                part(TRIANGLE, 0.27, 0.48, G3).slide(C4).gain(0.8).fade(1.6),
            ],
            0.6,
        ),
        // C major: a run up to the high C, a turn, and the high C held over
        // the bass's walk up from C3.
        Sfx::LevelComplete => (
            vec![
                part(PULSE, 0.0, 0.12, G5).fade(0.3),
                part(PULSE, 0.12, 0.12, A5).fade(0.3),
                part(PULSE, 0.24, 0.12, B5).fade(0.3),
                part(PULSE, 0.36, 0.24, C6).fade(0.4),
                part(PULSE, 0.60, 0.12, G5).fade(0.3),
                part(PULSE, 0.72, 0.12, C6).fade(0.3),
                part(PULSE, 0.84, 1.1, E6).vibrato(0.2).fade(1.4),
                part(TRIANGLE, 0.0, 0.36, C3).gain(0.9).fade(0.5),
                part(TRIANGLE, 0.36, 0.36, E3).gain(0.9).fade(0.5),
                part(TRIANGLE, 0.72, 0.12, G3).gain(0.9).fade(0.5),
                part(TRIANGLE, 0.84, 1.1, C4).gain(0.9).fade(1.4),
                part(TRIANGLE, 0.84, 1.1, C6).arp(&[0.0, 4.0, 7.0, 12.0]).gain(0.35).fade(1.8),
            ],
            0.6,
        ),
        Sfx::Checkpoint => (
            vec![
                part(TRIANGLE, 0.0, 0.5, G5).arp(&[0.0, 5.0, 9.0, 12.0]).fade(1.8),
                part(THIN, 0.0, 0.5, G5 * 2.0).arp(&[0.0, 5.0, 9.0, 12.0]).gain(0.3).fade(2.5),
                part(TRIANGLE, 0.14, 0.45, G6).vibrato(0.15).gain(0.6).fade(2.0),
            ],
            0.5,
        ),
        Sfx::MenuMove => (vec![part(SQUARE, 0.0, 0.035, C6).fade(2.0)], 0.3),
        Sfx::MenuConfirm => (
            vec![
                part(PULSE, 0.0, 0.05, G5).fade(0.3),
                part(PULSE, 0.05, 0.12, C6).fade(1.5),
                part(TRIANGLE, 0.0, 0.17, C5).gain(0.6).fade(1.5),
            ],
            0.4,
        ),
        Sfx::MenuBack => (
            vec![
                part(PULSE, 0.0, 0.05, C6).fade(0.3),
                part(PULSE, 0.05, 0.12, G5).fade(1.5),
                part(TRIANGLE, 0.0, 0.17, G5 / 2.0).gain(0.6).fade(1.5),
            ],
            0.4,
        ),
    }
}

/// The samples of one part, from its start.
fn render_part(p: &Part, seed: u32) -> Vec<f64> {
    let n = (p.seconds * RATE_F) as usize;
    let mut osc = Oscillator::new(seed);
    (0..n)
        .map(|i| {
            let t = i as f64 / RATE_F;
            let k = i as f64 / n as f64;
            let mut hz = p.from * (p.to / p.from).powf(k);
            hz = transpose(hz, p.vibrato * (std::f64::consts::TAU * VIBRATO_HZ * t).sin());
            if !p.arp.is_empty() {
                hz = transpose(hz, p.arp[((t / ARP_STEP_S) as usize).min(p.arp.len() - 1)]);
            }
            let rise = if p.attack > 0.0 { (t / p.attack).min(1.0) } else { 1.0 };
            osc.next_sample(p.wave, hz) * p.gain * rise * (1.0 - k).powf(p.fade)
        })
        .collect()
}

/// The samples of `sfx`, in `-1.0..=1.0`, scaled to its peak.
pub fn samples(sfx: Sfx) -> Vec<f64> {
    let (parts, level) = design(sfx);
    let end = parts.iter().map(|p| p.start + p.seconds).fold(0.0, f64::max);
    let mut out = vec![0.0; (end * RATE_F) as usize + 1];
    for (i, p) in parts.iter().enumerate() {
        let from = (p.start * RATE_F) as usize;
        for (j, s) in render_part(p, 0x5eed_0000 + i as u32).into_iter().enumerate() {
            if let Some(o) = out.get_mut(from + j) {
                *o += s;
            }
        }
    }
    let peak = synth::peak(&out);
    if peak > 0.0 {
        out.iter_mut().for_each(|s| *s *= level / peak);
    }
    out
}

/// `sfx` as the bytes of a WAV file (16-bit mono PCM).
pub fn wav(sfx: Sfx) -> Vec<u8> {
    synth::wav(&samples(sfx))
}

#[cfg(test)]
mod tests {
    use ledge_engine::Side;
    use ledge_game::Cause;

    use super::*;
    use crate::synth::{peak, rms, RATE};

    #[test]
    fn every_effect_is_a_well_formed_wav_of_a_fraction_of_a_second_the_jingle_of_two() {
        for sfx in Sfx::ALL {
            let bytes = wav(sfx);
            assert_eq!(&bytes[0..4], b"RIFF");
            assert_eq!(&bytes[8..16], b"WAVEfmt ");
            let riff = u32::from_le_bytes(bytes[4..8].try_into().unwrap()) as usize;
            assert_eq!(riff + 8, bytes.len());
            let seconds = (bytes.len() - 44) as f64 / f64::from(RATE * 2);
            let longest = if sfx == Sfx::LevelComplete { 2.0 } else { 1.0 };
            assert!((0.03..longest).contains(&seconds), "{sfx:?} lasts {seconds} s");
            assert!(bytes[44..].iter().any(|&b| b != 0), "{sfx:?} is silent");
        }
    }

    #[test]
    fn effects_never_clip_and_none_drowns_the_others() {
        let levels: Vec<(Sfx, f64, f64)> = Sfx::ALL
            .iter()
            .map(|&sfx| {
                let s = samples(sfx);
                (sfx, peak(&s), rms(&s))
            })
            .collect();
        for &(sfx, peak, rms) in &levels {
            assert!((0.25..=0.7).contains(&peak), "{sfx:?} peaks at {peak}");
            assert!((0.05..=0.3).contains(&rms), "{sfx:?} averages {rms}");
        }
    }

    #[test]
    fn effects_start_and_end_quietly_without_a_click() {
        for sfx in Sfx::ALL {
            let s = samples(sfx);
            assert!(s[0].abs() < 0.05 && s[s.len() - 1].abs() < 0.05, "{sfx:?} clicks");
        }
    }

    #[test]
    fn every_event_but_pushing_a_wall_or_coming_back_has_a_sound() {
        assert_eq!(sfx_of(&Event::Jumped), Some(Sfx::Jump));
        assert_eq!(sfx_of(&Event::CoinTaken { id: 3 }), Some(Sfx::Coin));
        assert_eq!(sfx_of(&Event::Lost(Cause::Fell)), Some(Sfx::Death));
        assert_eq!(sfx_of(&Event::HitCeiling), Some(Sfx::Bump));
        assert_eq!(sfx_of(&Event::Checkpoint { index: 0 }), Some(Sfx::Checkpoint));
        assert_eq!(sfx_of(&Event::HitWall(Side::Left)), None);
    }

    #[test]
    fn synthesis_is_the_same_every_time() {
        assert_eq!(wav(Sfx::Stomp), wav(Sfx::Stomp));
    }
}
