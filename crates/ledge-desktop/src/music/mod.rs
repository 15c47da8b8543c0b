//! The game's music: one track per world and one for the title, each a
//! minute or more in sections, written as a text file in `crates/ledge-desktop/music/` (the format is
//! in `docs/music.md`), built into the game and synthesized when it loads.

mod render;
mod score;

use ledge_game::{Level, Theme};

pub(crate) use score::note_hz;
pub use score::MusicError;

use crate::synth;

/// A tune that loops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Track {
    /// The title, level select and settings screens: inviting.
    Title,
    /// The grassy world: bright and bouncy, in a major key.
    Meadow,
    /// The underground world: mysterious and echoing, in a minor key.
    Caverns,
    /// The world of machines: driving and tense.
    Foundry,
    /// The heights: wide, windy and bright, its lead echoing off the rock.
    Cliffs,
    /// The wall-jump shafts: the caverns' tune a step higher, quicker, on
    /// glassy bells over a climbing bass.
    Shafts,
    /// The works: the foundry's groove in another key, on reedy pulses.
    Works,
    /// The ruins: the meadow's tune slowed to a dusky minor, on a flute.
    Ruins,
    /// The spires: the cliffs' tune at night, a fourth lower, on bells
    /// over a slow pulse.
    Spires,
}

impl Track {
    /// Every track.
    pub const ALL: [Track; 9] = [
        Track::Title,
        Track::Meadow,
        Track::Caverns,
        Track::Foundry,
        Track::Cliffs,
        Track::Shafts,
        Track::Works,
        Track::Ruins,
        Track::Spires,
    ];

    /// Its file, as errors name it.
    pub fn file(self) -> &'static str {
        match self {
            Track::Title => "music/title.txt",
            Track::Meadow => "music/meadow.txt",
            Track::Caverns => "music/caverns.txt",
            Track::Foundry => "music/foundry.txt",
            Track::Cliffs => "music/cliffs.txt",
            Track::Shafts => "music/shafts.txt",
            Track::Works => "music/works.txt",
            Track::Ruins => "music/ruins.txt",
            Track::Spires => "music/spires.txt",
        }
    }

    /// Its file's text.
    fn text(self) -> &'static str {
        match self {
            Track::Title => include_str!("../../music/title.txt"),
            Track::Meadow => include_str!("../../music/meadow.txt"),
            Track::Caverns => include_str!("../../music/caverns.txt"),
            Track::Foundry => include_str!("../../music/foundry.txt"),
            Track::Cliffs => include_str!("../../music/cliffs.txt"),
            Track::Shafts => include_str!("../../music/shafts.txt"),
            Track::Works => include_str!("../../music/works.txt"),
            Track::Ruins => include_str!("../../music/ruins.txt"),
            Track::Spires => include_str!("../../music/spires.txt"),
        }
    }
}

/// The track that plays during `level`: its world's (its theme's).
pub fn track_for_level(level: &Level) -> Track {
    match level.settings.theme {
        Theme::Meadow => Track::Meadow,
        Theme::Caverns => Track::Caverns,
        Theme::Foundry => Track::Foundry,
        Theme::Cliffs => Track::Cliffs,
        Theme::Shafts => Track::Shafts,
        Theme::Works => Track::Works,
        Theme::Ruins => Track::Ruins,
        Theme::Spires => Track::Spires,
    }
}

/// One loop of `track`, in `-1.0..=1.0`: its last sample leads into its first.
pub fn samples(track: Track) -> Result<Vec<f64>, MusicError> {
    Ok(render::render(&score::parse(track.file(), track.text())?))
}

/// One loop of `track` as the bytes of a WAV file (16-bit mono PCM).
pub fn wav(track: Track) -> Result<Vec<u8>, MusicError> {
    samples(track).map(|s| synth::wav(&s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::synth::{peak, rms, RATE_F};

    /// The biggest jump between neighbouring samples that `share` of them stay under.
    fn jump_under(samples: &[f64], share: f64) -> f64 {
        let mut jumps: Vec<f64> = samples.windows(2).map(|w| (w[1] - w[0]).abs()).collect();
        jumps.sort_by(f64::total_cmp);
        jumps[((jumps.len() - 1) as f64 * share) as usize]
    }

    #[test]
    fn every_track_reads_and_plays_60_to_90_seconds_before_it_loops_without_a_click() {
        for track in Track::ALL {
            let samples = samples(track).unwrap_or_else(|e| panic!("{e}"));
            let seconds = samples.len() as f64 / RATE_F;
            assert!((60.0..=90.0).contains(&seconds), "{track:?} lasts {seconds} s");
            let (first, last) = (samples[0], samples[samples.len() - 1]);
            let seam = (first - last).abs();
            assert!(
                seam <= jump_under(&samples, 0.99),
                "{track:?} clicks where it loops: {last} then {first}"
            );
            assert!(peak(&samples) <= 0.61, "{track:?} peaks at {}", peak(&samples));
            assert!(rms(&samples) > 0.08, "{track:?} is too quiet: {}", rms(&samples));
        }
    }

    #[test]
    fn every_track_is_within_2_db_of_the_others_and_never_clips() {
        let db = |x: f64| 20.0 * x.log10();
        let loudness: Vec<(Track, f64, f64)> = Track::ALL
            .into_iter()
            .map(|t| {
                let s = samples(t).unwrap();
                (t, db(rms(&s)), peak(&s))
            })
            .collect();
        let (quiet, loud) =
            loudness.iter().fold((f64::MAX, f64::MIN), |(q, l), &(_, d, _)| (q.min(d), l.max(d)));
        assert!(
            loud - quiet <= 2.0,
            "the tracks' loudness spreads over {:.2} dB: {loudness:?}",
            loud - quiet
        );
        for (track, _, peak) in loudness {
            assert!(peak < 1.0, "{track:?} clips: its peak is {peak}");
        }
    }

    #[test]
    fn every_track_has_a_form_with_a_contrasting_section_and_a_return() {
        for track in Track::ALL {
            let score = score::parse(track.file(), track.text()).unwrap();
            let mut sections: Vec<&str> = score.form.iter().map(|p| p.section.as_str()).collect();
            assert!(sections.len() >= 4, "{track:?} plays only {sections:?}");
            assert_eq!(sections[0], sections[2], "{track:?} comes back to its tune after the second section");
            sections.sort_unstable();
            sections.dedup();
            assert!(sections.len() >= 3, "{track:?} has only the sections {sections:?}");
        }
    }

    #[test]
    fn a_broken_tune_says_where() {
        let error =
            score::parse("music/meadow.txt", "tempo 120\nvoice lead square\nlead | Q4 |").unwrap_err();
        assert_eq!(error.to_string(), "music/meadow.txt, line 3: lead: `Q4` is not a note (like C4, F#3 or Bb5), a hold (-) or a rest (.)");
    }

    #[test]
    fn a_level_plays_its_world_s_track() {
        let mut level = ledge_game::pack::find("ledges").unwrap().level();
        assert_eq!(track_for_level(&level), Track::Meadow);
        level.settings.theme = Theme::Caverns;
        assert_eq!(track_for_level(&level), Track::Caverns);
        assert_eq!(track_for_level(&ledge_game::pack::find("first-dash").unwrap().level()), Track::Cliffs);
    }

    /// Each chapter of the pack plays its own track, none another's.
    #[test]
    fn each_world_of_the_pack_plays_its_own_track() {
        let tracks: Vec<Track> =
            ledge_game::pack::WORLDS.iter().map(|w| track_for_level(&w.levels()[0].level())).collect();
        let mut distinct = tracks.clone();
        distinct.sort_by_key(|t| Track::ALL.iter().position(|x| x == t));
        distinct.dedup();
        assert_eq!(distinct.len(), tracks.len(), "{tracks:?}");
    }

    #[test]
    fn synthesis_is_the_same_every_time() {
        assert_eq!(wav(Track::Caverns), wav(Track::Caverns));
    }
}
