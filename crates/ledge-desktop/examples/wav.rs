//! Renders one of Ledge's music tracks or sound effects to a WAV file (16-bit
//! mono PCM), to listen to it outside the game or to check it in a tool.
//!
//! ```text
//! cargo run -p ledge-desktop --example wav -- NAME OUT.wav
//! ```
//!
//! `NAME` is a track (`title`, `meadow`, `caverns`, `foundry`, `cliffs`: one loop) or
//! an effect (`jump`, `coin`, `win`...), in any case; without arguments the
//! names are listed.

use std::process::ExitCode;

use ledge_desktop::{music_wav, wav, Sfx, Track};

/// A track or an effect.
#[derive(Clone, Copy)]
enum Sound {
    Track(Track),
    Effect(Sfx),
}

impl Sound {
    /// Its name on the command line.
    fn name(self) -> String {
        match self {
            Sound::Track(t) => format!("{t:?}").to_lowercase(),
            Sound::Effect(s) => s.name().to_string(),
        }
    }

    /// The bytes of its WAV file.
    fn wav(self) -> Result<Vec<u8>, String> {
        match self {
            Sound::Track(t) => music_wav(t).map_err(|e| e.to_string()),
            Sound::Effect(s) => Ok(wav(s)),
        }
    }
}

fn main() -> ExitCode {
    let sounds: Vec<Sound> =
        Track::ALL.into_iter().map(Sound::Track).chain(Sfx::all().map(Sound::Effect)).collect();
    let names: Vec<String> = sounds.iter().map(|s| s.name()).collect();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [name, out] = &args[..] else {
        eprintln!("usage: wav NAME OUT.wav, NAME one of: {}", names.join(", "));
        return ExitCode::from(2);
    };
    let Some(sound) = sounds.iter().find(|s| s.name().eq_ignore_ascii_case(name)) else {
        eprintln!("wav: no track or effect named `{name}`; try one of: {}", names.join(", "));
        return ExitCode::from(2);
    };
    let written = sound
        .wav()
        .and_then(|bytes| ledge_files::write_file(out.as_ref(), &bytes).map_err(|e| e.to_string()));
    match written {
        Ok(()) => {
            println!("wav: {name} written to {out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("wav: {out}: {e}");
            ExitCode::FAILURE
        }
    }
}
