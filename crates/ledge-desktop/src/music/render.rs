//! Playing a [`Score`] into samples, as a loop: whatever rings past the
//! end (a note's release, a drum, an echo) is added to the start, so the
//! loop joins without a seam, as if it had been playing forever.

use super::score::{Drum, Instrument, Score, Step, Voice};
use crate::synth::{self, Envelope, Noise, Oscillator, Wave, RATE_F};

/// Wobbles per second of a vibrato.
const VIBRATO_HZ: f64 = 5.5;
/// Seconds a vibrato takes to grow to its depth: short notes stay steady.
const VIBRATO_DELAY_S: f64 = 0.25;
/// The mix is softened above this many Hz.
const SMOOTHING_HZ: f64 = 6000.0;
/// Echoes quieter than this are left out.
const QUIETEST_ECHO: f64 = 0.02;
/// How loud a tune is on average (root mean square) once mixed.
const TARGET_RMS: f64 = 0.12;
/// The loudest a tune may peak, whatever its average.
const MAX_PEAK: f64 = 0.6;

/// The loop's samples, in `-1.0..=1.0`, scaled to [`TARGET_RMS`] (or less, to stay under [`MAX_PEAK`]).
pub fn render(score: &Score) -> Vec<f64> {
    let step = samples_per_step(score);
    let length = score.length() * step;
    let mut mix = vec![0.0; length];
    for (index, voice) in score.voices.iter().enumerate() {
        let mut sound = vec![0.0; length];
        play_voice(voice, score.length(), step, index as u32, &mut sound);
        let sound = with_echo(&sound, voice.echo * step, voice.feedback);
        mix.iter_mut().zip(&sound).for_each(|(m, s)| *m += voice.volume * s);
    }
    smooth(&mut mix);
    let (rms, peak) = (synth::rms(&mix), synth::peak(&mix));
    if rms > 0.0 {
        let gain = (TARGET_RMS / rms).min(MAX_PEAK / peak);
        mix.iter_mut().for_each(|s| *s *= gain);
    }
    mix
}

/// Samples in one step at the score's tempo.
pub fn samples_per_step(score: &Score) -> usize {
    (RATE_F * 60.0 / (score.tempo * f64::from(score.steps_per_beat))).round() as usize
}

/// Adds `voice`'s notes or hits, repeated over `steps` steps of `step`
/// samples, into `out`, wrapping around its end.
fn play_voice(voice: &Voice, steps: usize, step: usize, seed: u32, out: &mut [f64]) {
    let pattern = &voice.steps;
    for at in 0..steps {
        let seed = seed.wrapping_mul(7919).wrapping_add(at as u32);
        let sound = match (pattern[at % pattern.len()], voice.instrument) {
            (Step::Note(hz), Instrument::Tone { wave, envelope, vibrato }) => {
                let held = (1..).take_while(|k| pattern[(at + k) % pattern.len()] == Step::Hold).count() + 1;
                note(wave, hz, &envelope, vibrato, (held * step) as f64 / RATE_F, seed)
            }
            (Step::Hit(drum), _) => hit(drum, seed),
            _ => continue,
        };
        let start = at * step;
        for (i, s) in sound.into_iter().enumerate() {
            out[(start + i) % out.len()] += s;
        }
    }
}

/// One note of `wave` at `hz`, held for `held` seconds, with its release.
fn note(wave: Wave, hz: f64, envelope: &Envelope, vibrato: f64, held: f64, seed: u32) -> Vec<f64> {
    let mut osc = Oscillator::new(seed);
    let n = (envelope.length(held) * RATE_F) as usize;
    (0..n)
        .map(|i| {
            let t = i as f64 / RATE_F;
            let wobble =
                vibrato * (t / VIBRATO_DELAY_S).min(1.0) * (std::f64::consts::TAU * VIBRATO_HZ * t).sin();
            osc.next_sample(wave, synth::transpose(hz, wobble)) * envelope.level(t, held)
        })
        .collect()
}

/// One drum hit: a falling triangle and a click for the kick, noise over a
/// short tone for the snare, filtered hiss for the hats.
fn hit(drum: Drum, seed: u32) -> Vec<f64> {
    let (seconds, noise_fall, tone_fall) = match drum {
        Drum::Kick => (0.22, 0.004, 0.08),
        Drum::Snare => (0.2, 0.06, 0.04),
        Drum::Hat => (0.05, 0.012, 0.0),
        Drum::OpenHat => (0.25, 0.07, 0.0),
    };
    let n = (seconds * RATE_F) as usize;
    let mut osc = Oscillator::new(seed);
    let mut noise = Noise::new(seed ^ 0xd2u32.wrapping_mul(0x0101_0101));
    let mut last = 0.0;
    (0..n)
        .map(|i| {
            let t = i as f64 / RATE_F;
            let white = noise.next_value();
            let (tone, hiss) = match drum {
                Drum::Kick => {
                    let hz = 150.0 * (45.0_f64 / 150.0).powf((t / 0.09).min(1.0));
                    (osc.next_sample(Wave::Triangle, hz), 0.3 * white)
                }
                Drum::Snare => (0.5 * osc.next_sample(Wave::Triangle, 185.0), 0.7 * white),
                // Hats keep only the hiss's highs: each value less the one before.
                Drum::Hat | Drum::OpenHat => (0.0, 0.5 * (white - std::mem::replace(&mut last, white))),
            };
            let fall = |tau: f64| if tau > 0.0 { (-t / tau).exp() } else { 0.0 };
            let rise = (t / 0.001).min(1.0);
            let end = 1.0 - i as f64 / n as f64;
            (tone * fall(tone_fall) + hiss * fall(noise_fall)) * rise * end
        })
        .collect()
}

/// `sound` with its echoes every `delay` samples, each `feedback` as loud
/// as the one before, wrapping around the loop.
fn with_echo(sound: &[f64], delay: usize, feedback: f64) -> Vec<f64> {
    let mut out = sound.to_vec();
    if delay == 0 || feedback <= 0.0 {
        return out;
    }
    let len = sound.len();
    let mut gain = feedback;
    let mut shift = delay;
    while gain >= QUIETEST_ECHO {
        for (i, o) in out.iter_mut().enumerate() {
            *o += gain * sound[(i + len - shift % len) % len];
        }
        gain *= feedback;
        shift += delay;
    }
    out
}

/// Softens the highs of the loop (a one-pole low-pass), going round twice
/// so that its start follows on from its end.
fn smooth(samples: &mut [f64]) {
    let a = 1.0 - (-std::f64::consts::TAU * SMOOTHING_HZ / RATE_F).exp();
    let mut y = 0.0;
    for &x in samples.iter() {
        y += a * (x - y);
    }
    for s in samples.iter_mut() {
        y += a * (*s - y);
        *s = y;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::music::score::parse;

    #[test]
    fn a_note_held_over_the_end_rings_on_at_the_start() {
        let score =
            parse("t", "tempo 120\nbar 4\nvoice a triangle release=0.3 sustain=1\na | . . . A4 |").unwrap();
        let out = render(&score);
        assert_eq!(out.len(), 4 * samples_per_step(&score));
        assert!(synth::peak(&out[..1000]) > 0.1, "the release wraps round to the start");
    }

    #[test]
    fn an_echo_repeats_a_hit_later_and_quieter() {
        let sound: Vec<f64> = (0..100).map(|i| if i == 10 { 1.0 } else { 0.0 }).collect();
        let echoed = with_echo(&sound, 30, 0.5);
        assert_eq!((echoed[10], echoed[40], echoed[70]), (1.0, 0.5, 0.25));
        assert_eq!(echoed[0], 0.125, "the third echo wraps round");
    }
}
