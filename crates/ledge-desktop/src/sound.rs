//! The game's sound effects, synthesized ([`crate::synth`]) as 16-bit mono
//! WAV files from the table `crates/ledge-desktop/sounds.txt` (data, edited
//! like the art and the music: `sound_table.rs` reads it), and which event
//! of the game sounds which ([`sfx_of`]).

use ledge_game::Event;
use ledge_render::Cue;

use std::sync::OnceLock;

use crate::sound_table::{self, Effect, Part};
use crate::synth::{self, transpose, Oscillator, RATE_F};

/// A sound effect: the name of one of `sounds.txt`'s effects. The
/// game's own events sound the effects named here; an element sounds the
/// one its declaration names ([`ledge_game::Decl::sound`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sfx(&'static str);

impl Sfx {
    /// The player jumped: a quick upward slide.
    pub const JUMP: Sfx = Sfx("jump");
    /// The player came down on something: a soft thud.
    pub const LAND: Sfx = Sfx("land");
    /// The player's head hit a ceiling: a short bonk.
    pub const BUMP: Sfx = Sfx("bump");
    /// The player grabbed a ladder: two light steps.
    pub const CLIMB: Sfx = Sfx("climb");
    /// A coin was taken: a bright two-note ding.
    pub const COIN: Sfx = Sfx("coin");
    /// A monster was stomped: a squash sliding down.
    pub const STOMP: Sfx = Sfx("stomp");
    /// The player died: a falling, wobbling wail.
    pub const DEATH: Sfx = Sfx("death");
    /// The level was won: a little fanfare.
    pub const WIN: Sfx = Sfx("win");
    /// A checkpoint was reached: a rising chime.
    pub const CHECKPOINT: Sfx = Sfx("checkpoint");
    /// The level-complete panel: a two-second jingle over the silenced music.
    pub const LEVEL_COMPLETE: Sfx = Sfx("level-complete");
    /// A menu's choice moved: a tick.
    pub const MENU_MOVE: Sfx = Sfx("menu-move");
    /// A menu item was chosen: two notes up.
    pub const MENU_CONFIRM: Sfx = Sfx("menu-confirm");
    /// A menu was left: two notes down.
    pub const MENU_BACK: Sfx = Sfx("menu-back");
    /// The player dashed: a rush of air under a falling whoosh.
    pub const DASH: Sfx = Sfx("dash");
    /// The dash came back: a glassy chime up.
    pub const REFILL: Sfx = Sfx("refill");
    /// The player jumped off a wall: a kick, then the jump's slide.
    pub const WALL_JUMP: Sfx = Sfx("wall-jump");
    /// The player's hand slid down a wall: a short scrape.
    pub const WALL_SLIDE: Sfx = Sfx("wall-slide");

    /// The effect called `name` in `sounds.txt`, if the table holds one.
    pub fn named(name: &str) -> Option<Sfx> {
        table().iter().find(|e| e.name == name).map(|e| Sfx(e.name.as_str()))
    }

    /// Every effect of `sounds.txt`, in its order.
    pub fn all() -> impl Iterator<Item = Sfx> {
        table().iter().map(|e| Sfx(e.name.as_str()))
    }

    /// Its name in `sounds.txt`.
    pub fn name(self) -> &'static str {
        self.0
    }
}

/// The effect an event of the game sounds, if any.
pub fn sfx_of(event: &Event) -> Option<Sfx> {
    match event {
        Event::Jumped => Some(Sfx::JUMP),
        Event::Landed => Some(Sfx::LAND),
        // Silent: it fires on every step the player pushes against a wall.
        Event::HitWall(_) => None,
        Event::HitCeiling => Some(Sfx::BUMP),
        Event::Climbed => Some(Sfx::CLIMB),
        Event::CoinTaken { .. } => Some(Sfx::COIN),
        Event::MonsterStomped { .. } => Some(Sfx::STOMP),
        Event::Checkpoint { .. } => Some(Sfx::CHECKPOINT),
        Event::Touched { element, .. } => element.decl().sound.and_then(Sfx::named),
        Event::Won => Some(Sfx::WIN),
        Event::Lost(_) => Some(Sfx::DEATH),
        // Silent: the death has just sounded; the player reappears quietly.
        Event::Respawned => None,
    }
}

/// The effect a move the player began sounds.
pub fn sfx_of_cue(cue: Cue) -> Sfx {
    match cue {
        Cue::Dash => Sfx::DASH,
        Cue::Refill => Sfx::REFILL,
        Cue::WallJump => Sfx::WALL_JUMP,
        Cue::WallSlide => Sfx::WALL_SLIDE,
    }
}

/// Seconds between the notes of an arpeggio.
pub(crate) const ARP_STEP_S: f64 = 0.035;
/// Wobbles per second of a vibrato.
const VIBRATO_HZ: f64 = 7.0;

/// The effects of `sounds.txt`, read once. A table that does not read
/// (a test reads it) leaves the game silent and says why.
fn table() -> &'static [Effect] {
    static TABLE: OnceLock<Vec<Effect>> = OnceLock::new();
    TABLE.get_or_init(|| {
        sound_table::parse(sound_table::FILE, sound_table::TEXT).unwrap_or_else(|e| {
            eprintln!("ledge: {e}");
            Vec::new()
        })
    })
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

/// The samples of `sfx`, in `-1.0..=1.0`, scaled to its peak (none for
/// an effect the table lacks).
pub fn samples(sfx: Sfx) -> Vec<f64> {
    let Some(effect) = table().iter().find(|e| e.name == sfx.name()) else { return Vec::new() };
    let (parts, level) = (&effect.parts, effect.peak);
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
        for sfx in Sfx::all() {
            let bytes = wav(sfx);
            assert_eq!(&bytes[0..4], b"RIFF");
            assert_eq!(&bytes[8..16], b"WAVEfmt ");
            let riff = u32::from_le_bytes(bytes[4..8].try_into().unwrap()) as usize;
            assert_eq!(riff + 8, bytes.len());
            let seconds = (bytes.len() - 44) as f64 / f64::from(RATE * 2);
            let longest = if sfx == Sfx::LEVEL_COMPLETE { 2.0 } else { 1.0 };
            assert!((0.03..longest).contains(&seconds), "{sfx:?} lasts {seconds} s");
            assert!(bytes[44..].iter().any(|&b| b != 0), "{sfx:?} is silent");
        }
    }

    #[test]
    fn effects_never_clip_and_none_drowns_the_others() {
        let levels: Vec<(Sfx, f64, f64)> = Sfx::all()
            .map(|sfx| {
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
        for sfx in Sfx::all() {
            let s = samples(sfx);
            assert!(s[0].abs() < 0.05 && s[s.len() - 1].abs() < 0.05, "{sfx:?} clicks");
        }
    }

    #[test]
    fn every_event_but_pushing_a_wall_or_coming_back_has_a_sound() {
        assert_eq!(sfx_of(&Event::Jumped), Some(Sfx::JUMP));
        assert_eq!(sfx_of(&Event::CoinTaken { id: 3 }), Some(Sfx::COIN));
        assert_eq!(sfx_of(&Event::Lost(Cause::Fell)), Some(Sfx::DEATH));
        assert_eq!(sfx_of(&Event::HitCeiling), Some(Sfx::BUMP));
        assert_eq!(sfx_of(&Event::Checkpoint { index: 0 }), Some(Sfx::CHECKPOINT));
        assert_eq!(sfx_of(&Event::HitWall(Side::Left)), None);
    }

    #[test]
    fn the_table_reads_and_holds_each_effect_once_every_one_the_game_names_among_them() {
        let effects = sound_table::parse(sound_table::FILE, sound_table::TEXT).unwrap();
        let names: Vec<&str> = effects.iter().map(|e| e.name.as_str()).collect();
        for (i, name) in names.iter().enumerate() {
            assert!(!names[i + 1..].contains(name), "{name} twice");
        }
        assert!(effects.iter().all(|e| !e.parts.is_empty()));
        let named =
            [Sfx::JUMP, Sfx::LAND, Sfx::BUMP, Sfx::CLIMB, Sfx::COIN, Sfx::STOMP, Sfx::DEATH, Sfx::WIN];
        let more = [Sfx::CHECKPOINT, Sfx::LEVEL_COMPLETE, Sfx::MENU_MOVE, Sfx::MENU_CONFIRM, Sfx::MENU_BACK];
        let moves = [Sfx::DASH, Sfx::REFILL, Sfx::WALL_JUMP, Sfx::WALL_SLIDE];
        for sfx in named.iter().chain(&more).chain(&moves) {
            assert!(names.contains(&sfx.name()), "{} is not in {}", sfx.name(), sound_table::FILE);
        }
    }

    #[test]
    fn every_element_sounds_an_effect_of_the_table_or_none() {
        for decl in ledge_game::ELEMENTS {
            let event = Event::Touched { element: decl.kind, index: 0 };
            assert_eq!(sfx_of(&event).map(Sfx::name), decl.sound, "{}", decl.name);
        }
        assert_eq!(
            sfx_of(&Event::Touched { element: ledge_game::ElementKind::Key, index: 0 }),
            Sfx::named("pickup")
        );
    }

    #[test]
    fn each_move_that_reads_has_its_own_sound() {
        let cues = [Cue::Dash, Cue::Refill, Cue::WallJump, Cue::WallSlide];
        let sounds: Vec<Sfx> = cues.map(sfx_of_cue).to_vec();
        assert_eq!(sounds, [Sfx::DASH, Sfx::REFILL, Sfx::WALL_JUMP, Sfx::WALL_SLIDE]);
        assert!(sounds.iter().all(|&s| !samples(s).is_empty()));
    }

    #[test]
    fn synthesis_is_the_same_every_time() {
        assert_eq!(wav(Sfx::STOMP), wav(Sfx::STOMP));
    }
}
