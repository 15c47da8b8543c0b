//! Playing the sound effects and the music through macroquad. Without an audio device,
//! macroquad's audio thread panics when it opens the device; a panic hook
//! turns that into one line in the log, and the game plays silently.

use std::sync::atomic::{AtomicBool, Ordering};

use macroquad::audio::{
    load_sound_from_bytes, play_sound, set_sound_volume, stop_sound, PlaySoundParams, Sound,
};

use crate::console;
use crate::music::{self, Track};
use crate::sound::{wav, Sfx};

/// Set once the audio thread has died.
static AUDIO_DEAD: AtomicBool = AtomicBool::new(false);

/// Installs the panic hook that catches the audio thread's death, and
/// keeps quiet about the window system's panics (`run` reports them as
/// errors); every other panic goes to the previous hook.
#[cfg(not(target_arch = "wasm32"))]
pub fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let file = info.location().map_or("", |l| l.file());
        if file.contains("miniquad") {
            return;
        }
        if !file.contains("quad-snd") {
            return previous(info);
        }
        if !AUDIO_DEAD.swap(true, Ordering::SeqCst) {
            let why = info
                .payload()
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| info.payload().downcast_ref::<String>().cloned())
                .unwrap_or_default();
            eprintln!("ledge: no audio device ({}); playing without sound", why.trim_end_matches('.'));
        }
    }));
}

/// The loaded sound effects and music tracks, and the track playing.
pub struct Audio {
    sounds: Vec<(Sfx, Sound)>,
    /// Each track tried so far: loaded, or `None` when it could not be (the log said why).
    tracks: Vec<(Track, Option<Sound>)>,
    /// The track looping now, and its volume (`0..=10`).
    playing: Option<(Track, u8)>,
}

/// A volume setting (`0..=10`) as macroquad's (`0.0..=1.0`).
fn gain(volume: u8) -> f32 {
    f32::from(volume.min(10)) / 10.0
}

impl Audio {
    /// Synthesizes and loads every effect, unless the audio device is gone.
    /// The tracks wait until each is first wanted ([`Audio::music`]): a
    /// minute of music takes a third of a second to synthesize, so the game
    /// does not stall at its start for all four.
    pub async fn load() -> Audio {
        let mut audio = Audio { sounds: Vec::new(), tracks: Vec::new(), playing: None };
        for sfx in Sfx::all() {
            if AUDIO_DEAD.load(Ordering::SeqCst) {
                return audio;
            }
            match load_sound_from_bytes(&wav(sfx)).await {
                Ok(sound) => audio.sounds.push((sfx, sound)),
                Err(e) => console::note(&format!("cannot load the {sfx:?} sound: {e}")),
            }
        }
        audio
    }

    /// Plays `sfx` at `volume` (`0..=10`).
    pub fn play(&self, sfx: Sfx, volume: u8) {
        if volume == 0 || AUDIO_DEAD.load(Ordering::SeqCst) {
            return;
        }
        if let Some((_, sound)) = self.sounds.iter().find(|(s, _)| *s == sfx) {
            play_sound(sound, PlaySoundParams { looped: false, volume: gain(volume) });
        }
    }

    /// Loops `track` at `volume` (`0..=10`), or nothing for `None`: called
    /// every frame, it stops the old track and starts the new one when the
    /// track changes (synthesizing it the first time), and follows the
    /// volume as it changes.
    pub async fn music(&mut self, track: Option<Track>, volume: u8) {
        if AUDIO_DEAD.load(Ordering::SeqCst) {
            return;
        }
        let wanted = track.map(|t| (t, volume));
        if wanted == self.playing {
            return;
        }
        if let Some(new) = track.filter(|t| !self.tracks.iter().any(|(tried, _)| tried == t)) {
            let sound = Audio::load_track(new).await;
            self.tracks.push((new, sound));
        }
        match (self.playing, wanted) {
            (Some((old, _)), Some((new, volume))) if old == new => {
                if let Some(sound) = self.track(new) {
                    set_sound_volume(sound, gain(volume));
                }
            }
            (old, new) => {
                if let Some(sound) = old.and_then(|(old, _)| self.track(old)) {
                    stop_sound(sound);
                }
                if let Some((sound, volume)) = new.and_then(|(new, v)| Some((self.track(new)?, v))) {
                    play_sound(sound, PlaySoundParams { looped: true, volume: gain(volume) });
                }
            }
        }
        self.playing = wanted;
    }

    fn track(&self, track: Track) -> Option<&Sound> {
        self.tracks.iter().find(|(t, _)| *t == track).and_then(|(_, sound)| sound.as_ref())
    }

    /// `track` synthesized and loaded; `None` (and a line in the log) if it does not read or load.
    async fn load_track(track: Track) -> Option<Sound> {
        let bytes = music::wav(track)
            .map_err(|e| console::note(&format!("cannot play the {track:?} music: {e}")))
            .ok()?;
        load_sound_from_bytes(&bytes)
            .await
            .map_err(|e| console::note(&format!("cannot load the {track:?} music: {e}")))
            .ok()
    }
}
