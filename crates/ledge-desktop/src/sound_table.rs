//! The sound effects as data: `crates/ledge-desktop/sounds.txt`, one
//! `effect NAME PEAK` line per effect and one line per sound within it
//! (the file's head says how), read into [`Part`]s that `sound.rs`
//! synthesizes. A mistake is reported with its line.

use crate::music::note_hz;
use crate::synth::Wave;

/// The built-in table, as its errors name it.
pub const FILE: &str = "sounds.txt";
/// The built-in table.
pub const TEXT: &str = include_str!("../sounds.txt");

/// One sound within an effect: a wave from `start` for `seconds`, sliding
/// from `from` Hz to `to` Hz (evenly in pitch), rising over `attack`
/// seconds and fading to silence at its end (`fade` 1 fades evenly,
/// more fades sooner).
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    pub wave: Wave,
    pub start: f64,
    pub seconds: f64,
    pub from: f64,
    pub to: f64,
    pub gain: f64,
    pub attack: f64,
    pub fade: f64,
    /// Semitones of wobble.
    pub vibrato: f64,
    /// Semitones above the note, cycled every [`crate::sound::ARP_STEP_S`].
    pub arp: Vec<f64>,
}

/// An effect: its name, the peak it is scaled to (`0..1`) and its parts.
#[derive(Clone, Debug, PartialEq)]
pub struct Effect {
    pub name: String,
    pub peak: f64,
    pub parts: Vec<Part>,
}

/// A mistake in a table: its line (from 1) and what is wrong.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{file}:{line}: {message}")]
pub struct TableError {
    pub file: String,
    pub line: usize,
    pub message: String,
}

/// The effects of the table `text` (read from `file`), in its order.
pub fn parse(file: &str, text: &str) -> Result<Vec<Effect>, TableError> {
    let mut effects: Vec<Effect> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let fail = |message: String| TableError { file: file.to_string(), line: index + 1, message };
        let line = raw.split('#').next().unwrap_or("");
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&first, rest)) = words.split_first() else { continue };
        if first == "effect" {
            let [name, peak] = rest else {
                return Err(fail("an effect is `effect NAME PEAK`".to_string()));
            };
            let peak = number(peak, "the peak", 0.0..=1.0).map_err(fail)?;
            effects.push(Effect { name: name.to_string(), peak, parts: Vec::new() });
            continue;
        }
        let Some(effect) = effects.last_mut() else {
            return Err(fail("a sound comes after the `effect NAME PEAK` it belongs to".to_string()));
        };
        effect.parts.push(part(first, rest).map_err(fail)?);
    }
    Ok(effects)
}

/// One sound's line: `WAVE START SECONDS PITCH` and its options.
fn part(wave: &str, words: &[&str]) -> Result<Part, String> {
    let wave = match wave {
        "square" => Wave::Square(0.5),
        "pulse" => Wave::Square(0.25),
        "thin" => Wave::Square(0.125),
        "triangle" => Wave::Triangle,
        "noise" => Wave::Noise,
        _ => return Err(format!("unknown wave `{wave}`; waves are square, pulse, thin, triangle and noise")),
    };
    let [start, seconds, hz, options @ ..] = words else {
        return Err("a sound is `WAVE START SECONDS PITCH`, then its options".to_string());
    };
    let hz = pitch(hz)?;
    let mut part = Part {
        wave,
        start: number(start, "the start", 0.0..=2.0)?,
        seconds: number(seconds, "the length", 0.001..=2.0)?,
        from: hz,
        to: hz,
        gain: 1.0,
        attack: 0.003,
        fade: 1.0,
        vibrato: 0.0,
        arp: Vec::new(),
    };
    for pair in options.chunks(2) {
        let [option, value] = pair else {
            return Err(format!("`{}` needs a value", pair[0]));
        };
        match *option {
            "slide" => part.to = pitch(value)?,
            "gain" => part.gain = number(value, "the gain", 0.0..=4.0)?,
            "fade" => part.fade = number(value, "the fade", 0.0..=10.0)?,
            "vibrato" => part.vibrato = number(value, "the vibrato", 0.0..=12.0)?,
            "attack" => part.attack = number(value, "the attack", 0.0..=2.0)?,
            "arp" => {
                part.arp = value
                    .split(',')
                    .map(|s| number(s, "a step of the arpeggio", -24.0..=24.0))
                    .collect::<Result<_, _>>()?
            }
            _ => {
                return Err(format!(
                    "unknown option `{option}`; options are slide, gain, fade, vibrato, arp and attack"
                ))
            }
        }
    }
    Ok(part)
}

/// A pitch: Hz, a note (`C4`, `F#5`), or a note `/2` or `*2`.
fn pitch(text: &str) -> Result<f64, String> {
    let (note, scale) = match text.split_once(['/', '*']) {
        Some((note, "2")) if text.contains('/') => (note, 0.5),
        Some((note, "2")) => (note, 2.0),
        Some(_) => return Err(format!("`{text}`: a note is only halved (`/2`) or doubled (`*2`)")),
        None => (text, 1.0),
    };
    let hz = match note_hz(note) {
        Some(hz) => hz,
        None => number(note, "a pitch", 20.0..=12_000.0).map_err(|_| {
            format!("`{text}` is no pitch: give Hz (20 to 12000) or a note such as C4 or F#5")
        })?,
    };
    Ok(hz * scale)
}

/// `text` as a number within `range`, or what is wrong with it.
fn number(text: &str, what: &str, range: std::ops::RangeInclusive<f64>) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(format!("{what} is a number from {} to {}, not `{text}`", range.start(), range.end())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_reads_notes_octaves_and_options() {
        let effects =
            parse("t.txt", "effect ding 0.5\n  pulse 0 0.1 C5*2 slide 440 arp 0,7 gain 0.5\n").unwrap();
        let part = &effects[0].parts[0];
        assert!((part.from - 2.0 * note_hz("C5").unwrap()).abs() < 1e-9);
        assert_eq!((part.to, part.arp.clone(), part.gain), (440.0, vec![0.0, 7.0], 0.5));
    }

    #[test]
    fn a_mistake_names_its_line() {
        let error = |text: &str| parse("sounds.txt", text).unwrap_err().to_string();
        assert!(error("effect a 0.5\n  saw 0 0.1 C4\n").starts_with("sounds.txt:2: unknown wave `saw`"));
        assert!(error("  square 0 0.1 C4\n").starts_with("sounds.txt:1: a sound comes after"));
        assert!(error("effect a 0.5\n\n  square 0 0.1 H4\n").starts_with("sounds.txt:3: `H4` is no pitch"));
        assert!(error("effect a 2\n").starts_with("sounds.txt:1: the peak is a number from 0 to 1"));
        assert!(
            error("effect a 0.5\nsquare 0 0.1 C4 fade\n").starts_with("sounds.txt:2: `fade` needs a value")
        );
    }
}
