//! Is there a display to open a window on? Asked before macroquad tries,
//! so that the common case gets a clear message before any window code runs.

use crate::DesktopError;

/// Checks the environment for a display server (X11 or Wayland on Linux and
/// the BSDs; other systems always have one).
pub fn check_display() -> Result<(), DesktopError> {
    if cfg!(any(target_os = "linux", target_os = "freebsd", target_os = "openbsd", target_os = "netbsd")) {
        let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        if !set("DISPLAY") && !set("WAYLAND_DISPLAY") {
            return Err(DesktopError::NoDisplay(
                "neither DISPLAY nor WAYLAND_DISPLAY is set; run from a desktop session, or under xvfb-run"
                    .into(),
            ));
        }
    }
    Ok(())
}
