//! Playing the sound effects through macroquad. Without an audio device,
//! macroquad's audio thread panics when it opens the device; a panic hook
//! turns that into one line in the log, and the game plays silently.

use std::sync::atomic::{AtomicBool, Ordering};

use macroquad::audio::{load_sound_from_bytes, play_sound, PlaySoundParams, Sound};

use crate::console;
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

/// The loaded sound effects.
pub struct Audio {
    sounds: Vec<(Sfx, Sound)>,
}

impl Audio {
    /// Synthesizes and loads every effect, unless the audio device is gone.
    pub async fn load() -> Audio {
        let mut sounds = Vec::new();
        for sfx in Sfx::ALL {
            if AUDIO_DEAD.load(Ordering::SeqCst) {
                break;
            }
            match load_sound_from_bytes(&wav(sfx)).await {
                Ok(sound) => sounds.push((sfx, sound)),
                Err(e) => console::note(&format!("cannot load the {sfx:?} sound: {e}")),
            }
        }
        Audio { sounds }
    }

    /// Plays `sfx` at `volume` (`0..=10`).
    pub fn play(&self, sfx: Sfx, volume: u8) {
        if volume == 0 || AUDIO_DEAD.load(Ordering::SeqCst) {
            return;
        }
        if let Some((_, sound)) = self.sounds.iter().find(|(s, _)| *s == sfx) {
            play_sound(sound, PlaySoundParams { looped: false, volume: f32::from(volume) / 10.0 });
        }
    }
}
