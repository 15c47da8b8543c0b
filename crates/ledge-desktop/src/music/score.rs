//! Reading a music file (the format is in `docs/music.md`): a few header
//! lines, the voices and their instruments, then each voice's steps as note
//! names, holds (`-`), rests (`.`) and drum hits, in bars between `|`,
//! grouped in sections that a `form` line strings together (maybe in
//! another key) into the whole tune.

use crate::synth::{Envelope, Wave};

/// A music file that does not read: which file, which line, what is wrong.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{file}{}: {message}", line.map_or(String::new(), |l| format!(", line {l}")))]
pub struct MusicError {
    /// The file, as `music/NAME.txt`.
    pub file: String,
    /// The line (from 1), when one line is to blame.
    pub line: Option<usize>,
    /// What is wrong.
    pub message: String,
}

/// A drum hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drum {
    /// `k`: a low thump.
    Kick,
    /// `s`: a noisy crack.
    Snare,
    /// `h`: a short tick of hiss.
    Hat,
    /// `o`: a longer hiss.
    OpenHat,
}

/// What a voice does during one step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Step {
    /// A note starts, at this many Hz.
    Note(f64),
    /// The note before goes on (`-`).
    Hold,
    /// Silence (`.`): the note before is let go.
    Rest,
    /// A drum is hit.
    Hit(Drum),
}

/// What a voice sounds like.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Instrument {
    /// Notes on a wave, shaped by an envelope.
    Tone {
        /// The wave.
        wave: Wave,
        /// How each note's loudness moves.
        envelope: Envelope,
        /// Semitones of wobble on held notes.
        vibrato: f64,
    },
    /// The drum kit.
    Drums,
}

/// One voice of a tune: its instrument, loudness, echo and steps.
#[derive(Clone, Debug, PartialEq)]
pub struct Voice {
    /// Its name, which starts its lines.
    pub name: String,
    /// What it sounds like.
    pub instrument: Instrument,
    /// Its share of the mix, `0..=1`.
    pub volume: f64,
    /// Steps between a sound and its echo; 0 for none.
    pub echo: usize,
    /// How loud each echo is against the sound before it, `0..1`.
    pub feedback: f64,
    /// Its steps over the whole tune, once the form has put its sections together.
    pub steps: Vec<Step>,
    /// Its steps in each section as written, by the section's place in the file.
    parts: Vec<Vec<Step>>,
    /// The line that declared it.
    line: usize,
}

/// A named stretch of the tune: each voice's part in it is written after a `section NAME` line.
#[derive(Clone, Debug, PartialEq)]
struct Section {
    /// Its name, as the form calls it; empty for the steps before any `section` line.
    name: String,
    /// The line that opened it.
    line: usize,
}

/// One entry of the form: a section, moved by some semitones.
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    /// The section's name.
    pub section: String,
    /// Semitones up (or down, below zero) from the section as written.
    pub transpose: i32,
}

/// A tune, as read from its file.
#[derive(Clone, Debug, PartialEq)]
pub struct Score {
    /// Beats per minute.
    pub tempo: f64,
    /// Steps per beat.
    pub steps_per_beat: u32,
    /// Steps per bar.
    pub bar: usize,
    /// The voices, in the file's order.
    pub voices: Vec<Voice>,
    /// The sections in the order the tune plays them.
    pub form: Vec<Part>,
}

impl Score {
    /// Steps in the whole tune: its longest voice's.
    pub fn length(&self) -> usize {
        self.voices.iter().map(|v| v.steps.len()).max().unwrap_or(0)
    }
}

/// The settings a `voice` line may give, for the error that names them.
const SETTINGS: &str = "volume, duty, attack, decay, sustain, release, vibrato, echo, feedback";

/// Reads `text`, the contents of `file` (named in errors).
pub fn parse(file: &str, text: &str) -> Result<Score, MusicError> {
    let mut score = Score { tempo: 120.0, steps_per_beat: 4, bar: 16, voices: Vec::new(), form: Vec::new() };
    let mut sections = vec![Section { name: String::new(), line: 0 }];
    let mut form_line = None;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let fail = |message: String| MusicError { file: file.to_string(), line: Some(line), message };
        let words: Vec<&str> = without_comment(raw).split_whitespace().collect();
        let Some((&first, rest)) = words.split_first() else { continue };
        let started = !score.voices.is_empty();
        match first {
            "tempo" | "steps" | "bar" if started => {
                return Err(fail(format!("`{first}` must come before the first voice")));
            }
            "tempo" => score.tempo = number(rest, first, 30.0..=300.0).map_err(fail)?,
            "steps" => score.steps_per_beat = number(rest, first, 1.0..=8.0).map_err(fail)? as u32,
            "bar" => score.bar = number(rest, first, 1.0..=64.0).map_err(fail)? as usize,
            "voice" => {
                let voice = voice(rest, line).map_err(fail)?;
                if score.voices.iter().any(|v| v.name == voice.name) {
                    return Err(fail(format!("a second voice named `{}`", voice.name)));
                }
                score.voices.push(voice);
            }
            "section" => {
                let [name] = rest else { return Err(fail("`section` takes one name".to_string())) };
                if !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
                    return Err(fail(format!("`{name}` cannot name a section: use letters, digits and _")));
                }
                if sections.iter().any(|s| s.name == *name) {
                    return Err(fail(format!("a second section named `{name}`")));
                }
                sections.push(Section { name: name.to_string(), line });
            }
            "form" => {
                if form_line.is_some() {
                    return Err(fail("a second `form` line".to_string()));
                }
                score.form = rest.iter().map(|w| form_part(w)).collect::<Result<_, _>>().map_err(fail)?;
                if score.form.is_empty() {
                    return Err(fail("`form` names the sections to play, like `form A B A C`".to_string()));
                }
                form_line = Some(line);
            }
            name => {
                let bar = score.bar;
                let section = sections.len() - 1;
                let Some(voice) = score.voices.iter_mut().find(|v| v.name == name) else {
                    let known: Vec<&str> = score.voices.iter().map(|v| v.name.as_str()).collect();
                    return Err(fail(format!(
                        "`{name}` is neither a setting (tempo, steps, bar, voice, section, form) nor a voice ({})",
                        if known.is_empty() { "none yet".to_string() } else { known.join(", ") }
                    )));
                };
                add_steps(voice, section, rest, bar).map_err(fail)?;
            }
        }
    }
    assemble(file, &mut score, &sections, form_line)?;
    Ok(score)
}

/// A word of the form: a section's name, maybe followed by `+N` or `-N` semitones.
fn form_part(word: &str) -> Result<Part, String> {
    let (section, transpose) = match word.find(['+', '-']) {
        Some(at) => {
            let shift = word[at..].trim_start_matches('+');
            let shift = shift.parse::<i32>().ok().filter(|s| (-24..=24).contains(s)).ok_or_else(|| {
                format!("`{word}`: write a section and semitones within 24, like `B+2` or `A-3`")
            })?;
            (&word[..at], shift)
        }
        None => (word, 0),
    };
    Ok(Part { section: section.to_string(), transpose })
}

/// `line` up to its comment: a `#` that starts a word (so `C#4` is a note).
fn without_comment(line: &str) -> &str {
    let mut before = ' ';
    for (i, c) in line.char_indices() {
        if c == '#' && before.is_whitespace() {
            return &line[..i];
        }
        before = c;
    }
    line
}

/// The one number after a setting's name, within `range`.
fn number(words: &[&str], what: &str, range: std::ops::RangeInclusive<f64>) -> Result<f64, String> {
    let [word] = words else { return Err(format!("`{what}` takes one number")) };
    match word.parse::<f64>() {
        Ok(n) if range.contains(&n) => Ok(n),
        Ok(n) => Err(format!("{what} {n} is out of range ({}..={})", range.start(), range.end())),
        Err(_) => Err(format!("`{word}` is not a number ({what})")),
    }
}

/// A `voice NAME WAVE key=value...` line's voice.
fn voice(words: &[&str], line: usize) -> Result<Voice, String> {
    let [name, wave, settings @ ..] = words else {
        return Err("a voice needs a name and a wave: `voice NAME square|triangle|noise|drums ...`".into());
    };
    if matches!(*name, "tempo" | "steps" | "bar" | "voice") {
        return Err(format!("`{name}` cannot name a voice"));
    }
    let mut duty = 0.5;
    let mut envelope = Envelope { attack: 0.005, decay: 0.2, sustain: 0.6, release: 0.05 };
    let mut voice = Voice {
        name: name.to_string(),
        instrument: Instrument::Drums,
        volume: 0.5,
        echo: 0,
        feedback: 0.35,
        steps: Vec::new(),
        parts: Vec::new(),
        line,
    };
    let mut vibrato = 0.0;
    for setting in settings {
        let Some((key, value)) = setting.split_once('=') else {
            return Err(format!("`{setting}` is not a setting: write KEY=VALUE ({SETTINGS})"));
        };
        let range = match key {
            "volume" | "sustain" => 0.0..=1.0,
            "duty" => 0.05..=0.95,
            "attack" | "decay" | "release" => 0.0..=4.0,
            "vibrato" => 0.0..=2.0,
            "echo" => 0.0..=64.0,
            "feedback" => 0.0..=0.9,
            _ => return Err(format!("`{key}` is not a voice setting ({SETTINGS})")),
        };
        let value = number(&[value], key, range)?;
        match key {
            "volume" => voice.volume = value,
            "duty" => duty = value,
            "attack" => envelope.attack = value,
            "decay" => envelope.decay = value,
            "sustain" => envelope.sustain = value,
            "release" => envelope.release = value,
            "vibrato" => vibrato = value,
            "echo" => voice.echo = value as usize,
            _ => voice.feedback = value,
        }
    }
    let wave = match *wave {
        "square" => Wave::Square(duty),
        "triangle" => Wave::Triangle,
        "noise" => Wave::Noise,
        "drums" => return Ok(voice),
        other => return Err(format!("`{other}` is not a wave (square, triangle, noise, drums)")),
    };
    voice.instrument = Instrument::Tone { wave, envelope, vibrato };
    Ok(voice)
}

/// Adds the steps of a pattern line (`words`) to `voice`'s part in the
/// section at `section`; a `|` must close a bar of `bar` steps.
fn add_steps(voice: &mut Voice, section: usize, words: &[&str], bar: usize) -> Result<(), String> {
    let drums = voice.instrument == Instrument::Drums;
    if voice.parts.len() <= section {
        voice.parts.resize(section + 1, Vec::new());
    }
    let steps = &mut voice.parts[section];
    let spaced: Vec<String> = words.iter().map(|w| w.replace('|', " | ")).collect();
    for word in spaced.iter().flat_map(|w| w.split_whitespace()) {
        let count = steps.len();
        let step = match word {
            "|" => {
                if count % bar != 0 {
                    return Err(format!(
                        "{}: bar {} has {} steps; a bar has {bar}",
                        voice.name,
                        count / bar + 1,
                        count % bar
                    ));
                }
                continue;
            }
            "." => Step::Rest,
            "-" if drums => {
                return Err(format!("{}: drums hit or rest (`.`); they cannot hold (`-`)", voice.name))
            }
            "-" if !matches!(steps.last(), Some(Step::Note(_) | Step::Hold)) => {
                return Err(format!("{}: a hold (`-`) must follow a note or another hold", voice.name));
            }
            "-" => Step::Hold,
            _ if drums => Step::Hit(drum(word).ok_or_else(|| {
                format!("{}: `{word}` is not a drum (k kick, s snare, h hat, o open hat, . rest)", voice.name)
            })?),
            _ => Step::Note(note_hz(word).ok_or_else(|| {
                format!(
                    "{}: `{word}` is not a note (like C4, F#3 or Bb5), a hold (-) or a rest (.)",
                    voice.name
                )
            })?),
        };
        steps.push(step);
    }
    Ok(())
}

fn drum(word: &str) -> Option<Drum> {
    match word {
        "k" => Some(Drum::Kick),
        "s" => Some(Drum::Snare),
        "h" => Some(Drum::Hat),
        "o" => Some(Drum::OpenHat),
        _ => None,
    }
}

/// The frequency of a note name: a letter `A` to `G`, maybe `#` or `b`,
/// and an octave `0` to `8` (`A4` is 440 Hz, `C4` middle C).
pub fn note_hz(name: &str) -> Option<f64> {
    let mut chars = name.chars();
    let letter = match chars.next()? {
        'C' => 0,
        'D' => 2,
        'E' => 4,
        'F' => 5,
        'G' => 7,
        'A' => 9,
        'B' => 11,
        _ => return None,
    };
    let rest = chars.as_str();
    let (shift, octave) = match rest.chars().next()? {
        '#' => (1, &rest[1..]),
        'b' => (-1, &rest[1..]),
        _ => (0, rest),
    };
    let octave: i32 = octave.parse().ok().filter(|o| (0..=8).contains(o))?;
    let midi = 12 * (octave + 1) + letter + shift;
    Some(440.0 * (f64::from(midi - 69) / 12.0).exp2())
}

/// Strings the sections together as the form says (every section in the
/// file's order when there is no form) into each voice's `steps`. A
/// section lasts as long as its longest part; a shorter part repeats, so it
/// must fit a whole number of times, and a voice with no part in it rests.
fn assemble(
    file: &str,
    score: &mut Score,
    sections: &[Section],
    form_line: Option<usize>,
) -> Result<(), MusicError> {
    let fail = |line, message| Err(MusicError { file: file.to_string(), line, message });
    if score.voices.is_empty() {
        return fail(None, "no voices: declare one with `voice NAME WAVE`".to_string());
    }
    let part = |voice: &Voice, section: usize| voice.parts.get(section).map_or(0, Vec::len);
    if let Some(voice) = score.voices.iter().find(|v| v.parts.iter().all(Vec::is_empty)) {
        return fail(Some(voice.line), format!("voice `{}` has no steps", voice.name));
    }
    if sections.len() > 1 {
        if let Some(voice) = score.voices.iter().find(|v| part(v, 0) > 0) {
            return fail(
                Some(voice.line),
                format!("voice `{}` has steps before the first `section`; put them in one", voice.name),
            );
        }
    }
    let first = usize::from(sections.len() > 1);
    if score.form.is_empty() {
        score.form =
            sections[first..].iter().map(|s| Part { section: s.name.clone(), transpose: 0 }).collect();
    }
    let mut lengths = vec![0; sections.len()];
    for (index, section) in sections.iter().enumerate().skip(first) {
        let length = score.voices.iter().map(|v| part(v, index)).max().unwrap_or(0);
        let named =
            if section.name.is_empty() { String::new() } else { format!(" in section `{}`", section.name) };
        if length == 0 {
            return fail(Some(section.line).filter(|&l| l > 0), format!("no steps{named}"));
        }
        for voice in &score.voices {
            let steps = part(voice, index);
            if steps > 0 && length % steps != 0 {
                return fail(
                    Some(voice.line),
                    format!(
                        "voice `{}` has {steps} steps{named}, which does not repeat evenly into its {length}",
                        voice.name
                    ),
                );
            }
        }
        lengths[index] = length;
    }
    for entry in &score.form {
        let Some(index) = sections.iter().skip(first).position(|s| s.name == entry.section) else {
            let known: Vec<&str> = sections[first..].iter().map(|s| s.name.as_str()).collect();
            return fail(
                form_line,
                format!("the form plays `{}`, which is not a section ({})", entry.section, known.join(", ")),
            );
        };
        let index = index + first;
        for voice in &mut score.voices {
            let shift = if voice.instrument == Instrument::Drums { 0 } else { entry.transpose };
            let steps: Vec<Step> = match voice.parts.get(index) {
                Some(steps) if !steps.is_empty() => {
                    steps.iter().cycle().take(lengths[index]).map(|&s| transposed(s, shift)).collect()
                }
                _ => vec![Step::Rest; lengths[index]],
            };
            voice.steps.extend(steps);
        }
    }
    Ok(())
}

/// `step` moved `semitones` up (a note; anything else stays).
fn transposed(step: Step, semitones: i32) -> Step {
    match step {
        Step::Note(hz) => Step::Note(hz * (f64::from(semitones) / 12.0).exp2()),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = "tempo 120\nsteps 4\nbar 4\nvoice lead square duty=0.25\nvoice beat drums\n";

    fn error(text: &str) -> String {
        parse("music/test.txt", &format!("{HEADER}{text}")).unwrap_err().to_string()
    }

    #[test]
    fn a_tune_reads_with_notes_holds_rests_and_repeating_drums() {
        let score =
            parse("music/test.txt", &format!("{HEADER}lead | C4 - . E4 | G#4 - - . |\nbeat | k . s h |"))
                .unwrap();
        assert_eq!(score.length(), 8);
        assert_eq!(score.voices[0].steps[..3], [Step::Note(note_hz("C4").unwrap()), Step::Hold, Step::Rest]);
        assert_eq!(score.voices[1].steps.len(), 8, "the drums repeat to the tune's length");
        assert_eq!(score.voices[1].steps[4..], score.voices[1].steps[..4]);
        assert_eq!(
            score.voices[0].instrument,
            Instrument::Tone {
                wave: Wave::Square(0.25),
                envelope: Envelope { attack: 0.005, decay: 0.2, sustain: 0.6, release: 0.05 },
                vibrato: 0.0,
            }
        );
    }

    #[test]
    fn note_names_give_their_pitch() {
        assert_eq!(note_hz("A4"), Some(440.0));
        assert!((note_hz("C4").unwrap() - 261.63).abs() < 0.01);
        assert_eq!(note_hz("C#4"), note_hz("Db4"));
        assert_eq!(note_hz("H4"), None);
        assert_eq!(note_hz("C9"), None);
    }

    #[test]
    fn errors_name_the_file_the_line_and_the_fault() {
        assert_eq!(error("lead | C4 - E4 |"), "music/test.txt, line 6: lead: bar 1 has 3 steps; a bar has 4");
        assert!(error("lead | C4 - X4 . |").starts_with("music/test.txt, line 6: lead: `X4` is not a note"));
        assert!(error("leed | C4 - - - |").contains("`leed` is neither a setting"));
        assert!(error("beat | k - . . |").contains("cannot hold"));
        assert!(error("lead | - C4 . . |").contains("must follow a note"));
        assert!(error("lead | C4 . - . |").contains("must follow a note"));
        assert!(error("tempo 90").contains("before the first voice"));
        assert!(error("voice pad square volume=2").contains("volume 2 is out of range"));
        assert!(error("voice pad sine").contains("`sine` is not a wave"));
        assert_eq!(error("lead | C4 - - - |"), "music/test.txt, line 5: voice `beat` has no steps");
        assert!(error("lead | C4 - - - | C4 - - - | C4 - - - |\nbeat | k . . . | k . . . |")
            .contains("does not repeat evenly"));
    }

    #[test]
    fn sections_play_in_the_form_s_order_and_key_and_a_silent_voice_rests() {
        let text = format!(
            "{HEADER}section A\nlead | C4 - . . |\nbeat | k . . . |\nsection B\nlead | G4 . . . | G4 . . . |\nform A B A+12"
        );
        let score = parse("music/test.txt", &text).unwrap();
        assert_eq!(score.length(), 16);
        let lead = &score.voices[0].steps;
        assert_eq!(lead[4], Step::Note(note_hz("G4").unwrap()));
        assert_eq!(lead[12], Step::Note(note_hz("C5").unwrap()), "A+12 plays an octave up");
        assert_eq!(lead[13], Step::Hold);
        let beat = &score.voices[1].steps;
        assert_eq!((beat[0], beat[4], beat[12]), (Step::Hit(Drum::Kick), Step::Rest, Step::Hit(Drum::Kick)));
    }

    #[test]
    fn without_a_form_the_sections_play_once_in_the_file_s_order() {
        let text =
            format!("{HEADER}section A\nlead | C4 . . . |\nsection B\nlead | E4 . . . |\nbeat | k . . . |");
        let score = parse("music/test.txt", &text).unwrap();
        assert_eq!(score.form.iter().map(|p| p.section.as_str()).collect::<Vec<_>>(), ["A", "B"]);
        assert_eq!(
            score.voices[1].steps[..5],
            [Step::Rest, Step::Rest, Step::Rest, Step::Rest, Step::Hit(Drum::Kick)]
        );
    }

    #[test]
    fn a_broken_form_says_which_section_and_where() {
        let sections = "section A\nlead | C4 . . . |\nbeat | k . . . |\n";
        assert_eq!(
            error(&format!("{sections}form A C")),
            "music/test.txt, line 9: the form plays `C`, which is not a section (A)"
        );
        assert!(error(&format!("{sections}form A+x")).contains("semitones within 24"));
        assert!(error(&format!("lead | C4 . . . |\n{sections}")).contains("before the first `section`"));
        assert!(error(&format!("{sections}section A")).contains("a second section named `A`"));
        assert!(error(&format!("{sections}section B\nform A B")).contains("no steps in section `B`"));
    }

    #[test]
    fn a_sharp_is_not_a_comment_but_a_hash_after_a_space_is() {
        assert_eq!(without_comment("lead C#4 - # the hook"), "lead C#4 - ");
        assert_eq!(without_comment("# all comment"), "");
    }
}
