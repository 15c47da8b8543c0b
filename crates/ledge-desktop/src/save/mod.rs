//! Saved progress and settings as JSON: files in the platform's config
//! directory, written atomically ([`files`]), or the browser's local storage
//! on the web (`local_storage`); an unreadable save is moved aside as `.bak`
//! and the game starts fresh.

mod error;
#[cfg(not(target_arch = "wasm32"))]
mod files;
#[cfg(target_arch = "wasm32")]
mod local_storage;

use std::collections::BTreeMap;
#[cfg(not(target_arch = "wasm32"))]
use std::path::Path;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::controls::Bindings;

pub use error::SaveError;

/// The player's preferences: what the settings screen sets, saved as
/// `settings.json`. Keys the game no longer uses (an old `pixel_perfect`)
/// are ignored, and an old `volume` is the effects' volume.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Preferences {
    /// Music volume, `0..=10`; 0 is silent.
    pub music_volume: u8,
    /// Sound effects' volume, `0..=10`; 0 is silent.
    #[serde(alias = "volume")]
    pub effects_volume: u8,
    /// Shake the screen when something hits hard.
    pub shake: bool,
    /// Fill the screen.
    pub fullscreen: bool,
    /// Play with lives and game over ([`ledge_game::GameMode::Classic`])
    /// instead of coming back at the last flag after each death.
    pub classic: bool,
    /// Show the ghost of the player's best run of the level.
    pub ghost_best: bool,
    /// Show the ghost of the level's par run, once the level is won.
    pub ghost_par: bool,
    /// Keys for each action.
    pub bindings: Bindings,
}

impl Default for Preferences {
    fn default() -> Preferences {
        Preferences {
            music_volume: 6,
            effects_volume: 8,
            shake: true,
            fullscreen: false,
            classic: false,
            ghost_best: true,
            ghost_par: true,
            bindings: Bindings::default(),
        }
    }
}

/// What the player achieved on one level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LevelRecord {
    /// The fastest win, in seconds.
    pub best_s: Option<f64>,
    /// Deaths on the level, all games counted.
    pub deaths: u32,
    /// Whether the level was won with its gem taken.
    pub gem: bool,
}

/// Progress through the built-in levels.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// How many levels are open in level select (at least the first).
    pub reached: usize,
    /// Records by level name.
    pub levels: BTreeMap<String, LevelRecord>,
}

impl Progress {
    /// Records a win of the level called `name` in `time_s` seconds,
    /// keeping the fastest, and opens level select up to level `opened`
    /// (index from 0) when it was not open yet.
    pub fn record_win(&mut self, name: &str, time_s: f64, opened: usize) {
        let record = self.levels.entry(name.to_string()).or_default();
        record.best_s = Some(record.best_s.map_or(time_s, |best| best.min(time_s)));
        self.reached = self.reached.max(opened);
    }

    /// Notes that the level called `name` was won with its gem taken.
    pub fn record_gem(&mut self, name: &str) {
        self.levels.entry(name.to_string()).or_default().gem = true;
    }

    /// Counts a death on the level called `name`.
    pub fn record_death(&mut self, name: &str) {
        self.levels.entry(name.to_string()).or_default().deaths += 1;
    }
}

/// Where the saves live: a directory natively, the browser's local storage on the web.
#[cfg(not(target_arch = "wasm32"))]
type Place = files::Files;
#[cfg(target_arch = "wasm32")]
type Place = local_storage::LocalStorage;

/// Where the save files live.
#[derive(Clone, Debug)]
pub struct Store {
    place: Place,
}

/// The file holding the settings.
const SETTINGS: &str = "settings.json";
/// The file holding the progress.
const PROGRESS: &str = "progress.json";

/// Where the best run of the level called `name` is kept: `replays/NAME.replay`,
/// the name reduced to letters, digits and dashes.
fn replay_name(name: &str) -> String {
    let safe: String =
        name.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect();
    format!("replays/{safe}.replay")
}

/// The platform's config directory for Ledge (`~/.config/ledge` on Linux),
/// if the platform has one: the saves, and the editor's `levels` folder.
#[cfg(not(target_arch = "wasm32"))]
pub fn platform_dir() -> Option<std::path::PathBuf> {
    directories::ProjectDirs::from("", "", "ledge").map(|d| d.config_dir().to_path_buf())
}

#[cfg(not(target_arch = "wasm32"))]
impl Store {
    /// The platform's config directory for Ledge (`~/.config/ledge` on Linux), if the platform has one.
    pub fn platform() -> Option<Store> {
        platform_dir().map(|dir| Store::at(&dir))
    }

    /// A store in `dir`.
    pub fn at(dir: &Path) -> Store {
        Store { place: files::Files::new(dir) }
    }
}

#[cfg(target_arch = "wasm32")]
impl Store {
    /// The browser's local storage, under keys that start with `ledge/`.
    pub fn local_storage() -> Store {
        Store { place: local_storage::LocalStorage }
    }
}

impl Store {
    /// Reads the settings and the progress; messages for the player say
    /// what was moved aside.
    pub fn load(&self) -> (Preferences, Progress, Vec<String>) {
        self.place.remove_unfinished_writes(&[SETTINGS, PROGRESS]);
        let mut messages = Vec::new();
        let settings = self.read(SETTINGS, &mut messages);
        let progress = self.read(PROGRESS, &mut messages);
        (settings, progress, messages)
    }

    /// Keeps `replay`, the best run of the level called `name`.
    pub fn save_replay(&self, name: &str, replay: &str) -> Result<(), SaveError> {
        self.place.write(&replay_name(name), replay.as_bytes())
    }

    /// The best run kept of the level called `name`, if any.
    pub fn load_replay(&self, name: &str) -> Result<Option<String>, SaveError> {
        let bytes = self.place.read(&replay_name(name))?;
        Ok(bytes.map(|b| String::from_utf8_lossy(&b).into_owned()))
    }

    /// Where the best run of the level called `name` is kept, as the
    /// player would look for it: its path, or its local storage key.
    pub fn describe_replay(&self, name: &str) -> String {
        self.place.describe(&replay_name(name))
    }

    fn read<T: DeserializeOwned + Default>(&self, name: &str, messages: &mut Vec<String>) -> T {
        let bytes = match self.place.read(name) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => return T::default(),
            Err(e) => {
                messages.push(format!("{e}; starting fresh"));
                return T::default();
            }
        };
        match serde_json::from_slice(&bytes) {
            Ok(value) => value,
            Err(e) => {
                let moved = self.place.move_aside(name);
                messages
                    .push(format!("{} is corrupt ({e}); {moved}; starting fresh", self.place.describe(name)));
                T::default()
            }
        }
    }

    /// Writes the settings.
    pub fn save_settings(&self, settings: &Preferences) -> Result<(), SaveError> {
        self.write(SETTINGS, settings)
    }

    /// Writes the progress.
    pub fn save_progress(&self, progress: &Progress) -> Result<(), SaveError> {
        self.write(PROGRESS, progress)
    }

    fn write<T: Serialize>(&self, name: &str, value: &T) -> Result<(), SaveError> {
        let json = serde_json::to_vec_pretty(value)
            .map_err(|source| SaveError::Json { name: name.to_string(), source })?;
        self.place.write(name, &json)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use std::path::PathBuf;

    use super::*;

    /// An empty folder of its own for the test `name`, under the system's temporary folder.
    pub(crate) fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ledge-save-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn saved_progress_and_settings_read_back() {
        let dir = temp_dir("roundtrip");
        let store = Store::at(&dir);
        let mut progress = Progress { reached: 3, ..Progress::default() };
        progress.levels.insert("Hop".into(), LevelRecord { best_s: Some(4.5), deaths: 2, gem: true });
        let settings = Preferences { effects_volume: 3, ..Preferences::default() };
        store.save_progress(&progress).unwrap();
        store.save_settings(&settings).unwrap();
        assert_eq!(store.load(), (settings, progress, vec![]));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn music_and_effect_volumes_and_the_shake_switch_are_kept() {
        let dir = temp_dir("preferences");
        let store = Store::at(&dir);
        let settings =
            Preferences { music_volume: 2, effects_volume: 9, shake: false, ..Preferences::default() };
        store.save_settings(&settings).unwrap();
        let (loaded, _, messages) = store.load();
        assert_eq!((loaded, messages), (settings, vec![]));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_older_settings_file_keeps_its_volume_for_the_effects() {
        let dir = temp_dir("old-settings");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(SETTINGS), br#"{"volume": 3, "pixel_perfect": true, "fullscreen": true}"#)
            .unwrap();
        let (settings, _, messages) = Store::at(&dir).load();
        assert_eq!(messages, Vec::<String>::new());
        assert_eq!((settings.effects_volume, settings.music_volume), (3, 6));
        assert!(settings.fullscreen && settings.shake);
        assert!(settings.ghost_best && settings.ghost_par, "the ghosts are on in a save from before them");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn wins_keep_the_fastest_time_and_open_levels_and_deaths_add_up() {
        let mut progress = Progress::default();
        progress.record_win("Hop", 5.0, 2);
        progress.record_win("Hop", 7.0, 1);
        progress.record_death("Hop");
        progress.record_death("Hop");
        assert_eq!(progress.levels["Hop"], LevelRecord { best_s: Some(5.0), deaths: 2, gem: false });
        assert_eq!(progress.reached, 2);
    }

    /// A save written when the pack opened with its 36 strips (`Hop` level
    /// 2, `Ledges` 3, `First Key` 37) loads with its records still on those
    /// levels, found by name wherever they now stand, and as many levels open.
    #[test]
    fn a_save_from_before_the_chapters_came_first_keeps_its_records_with_their_levels() {
        let dir = temp_dir("old-order");
        std::fs::create_dir_all(&dir).unwrap();
        let old = r#"{"reached": 37, "levels": {"Hop": {"best_s": 4.5, "deaths": 1, "gem": false},
            "Ledges": {"best_s": 9.0, "deaths": 0, "gem": false}, "First Key": {"best_s": 20.0, "deaths": 3, "gem": true}}}"#;
        std::fs::write(dir.join(PROGRESS), old).unwrap();
        let (_, progress, messages) = Store::at(&dir).load();
        assert_eq!((progress.reached, messages), (37, vec![]));
        let names: Vec<String> = ledge_game::pack::PACK.iter().map(|p| p.level().name).collect();
        for (name, record) in &progress.levels {
            let at = names.iter().position(|n| n == name);
            assert!(at.is_some() && record.best_s.is_some(), "{name}: its record has no level");
        }
        assert_eq!(progress.levels["First Key"], LevelRecord { best_s: Some(20.0), deaths: 3, gem: true });
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_corrupt_save_is_moved_aside_and_the_game_starts_fresh() {
        let dir = temp_dir("corrupt");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(PROGRESS), b"{\"reached\": 2, oops").unwrap();
        let (_, progress, messages) = Store::at(&dir).load();
        assert_eq!(progress, Progress::default());
        assert_eq!(messages.len(), 1);
        assert!(messages[0].contains("corrupt") && messages[0].contains(".bak"), "{}", messages[0]);
        assert!(dir.join("progress.json.bak").exists());
        assert!(!dir.join(PROGRESS).exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
