//! Progress and settings survive a crash at any moment: a child process
//! saves them over and over, and is killed (SIGKILL) at random moments,
//! until a thousand saves were made; after every kill both files read back
//! whole, as one of the versions that was saved, never a broken one.
//!
//! The test runs its own executable as the child (with `LEDGE_SAVE_WRITER`
//! set to the folder to save in).

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use ledge_desktop::{Preferences, Store};

/// Saves made in all, at least.
const SAVES: usize = 1000;

/// Levels in the saved progress: enough that a save takes a while to write.
const LEVELS: usize = 200;

/// The child: saves settings and progress alternately, from the version
/// found on disk, until killed. Save number `n` has `reached = n` and `n`
/// deaths on every level, so a file mixing two saves shows.
fn write_forever(dir: &Path) -> ! {
    let store = Store::at(dir);
    let (_, mut progress, _) = store.load();
    loop {
        progress.reached += 1;
        for i in 0..LEVELS {
            progress.record_death(&format!("level {i}"));
        }
        store.save_progress(&progress).expect("saved");
        let settings =
            Preferences { effects_volume: (progress.reached % 11) as u8, ..Preferences::default() };
        store.save_settings(&settings).expect("saved");
    }
}

#[test]
fn saves_killed_at_any_moment_leave_the_old_or_the_new_version() {
    if let Some(dir) = std::env::var_os("LEDGE_SAVE_WRITER") {
        write_forever(Path::new(&dir));
    }
    let dir = std::env::temp_dir().join(format!("ledge-saves-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let store = Store::at(&dir);
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut kills = 0;
    loop {
        let (settings, progress, messages) = store.load();
        assert!(messages.is_empty(), "after kill {kills}: {messages:?}");
        assert!(settings.effects_volume <= 10);
        let whole = progress.levels.values().all(|r| r.deaths as usize == progress.reached);
        let levels = if progress.reached == 0 { 0 } else { LEVELS };
        assert!(whole && progress.levels.len() == levels, "after kill {kills}: a progress mixing saves");
        if progress.reached >= SAVES {
            break;
        }
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args(["saves_killed_at_any_moment_leave_the_old_or_the_new_version", "--exact", "--nocapture"])
            .env("LEDGE_SAVE_WRITER", &dir)
            .spawn()
            .unwrap();
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        std::thread::sleep(Duration::from_millis(20 + (seed >> 33) % 80));
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        kills += 1;
        assert!(kills < 2000, "too few saves between kills");
    }
    let left: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        left.iter().all(|name| name == "progress.json" || name == "settings.json"),
        "files left: {left:?}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
