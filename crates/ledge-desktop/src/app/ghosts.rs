//! The ghosts of the built-in level being played: the player's best run,
//! kept beside the save ([`crate::Store::load_replay`]), and par, the solver's
//! win that ships with the level. Each has its switch in the settings; par
//! shows only on a level the player has won, so it never gives a level's
//! way away before the player found one. A best run that cannot be used
//! (damaged, or recorded on an older version of the level) is left out
//! with a note that says why, and the next win replaces it.

use std::rc::Rc;

use ledge_game::{Replay, Status};
use ledge_render::{GhostKind, GhostRun};

use super::App;

/// The recorded runs of one level, loaded once as it starts.
#[derive(Default)]
pub(super) struct Ghosts {
    /// The level they are of (index from 0), if any is loaded.
    level: Option<usize>,
    /// The player's best run, when one is kept and plays on the level.
    best: Option<Rc<GhostRun>>,
    /// The solver's run.
    par: Option<Rc<GhostRun>>,
    /// What the view was last given: the level, and whether the best run and par show.
    shown: Option<(usize, bool, bool)>,
}

impl Ghosts {
    /// True when the best run kept for `level` plays on it: a slower win
    /// leaves it be. Without one (none kept, or one that cannot be used),
    /// any win is worth keeping.
    pub(super) fn has_best(&self, level: usize) -> bool {
        self.level == Some(level) && self.best.is_some()
    }

    /// Forgets what was loaded: the best run was just replaced.
    pub(super) fn forget(&mut self) {
        *self = Ghosts::default();
    }
}

impl App {
    /// Gives the view the ghosts the settings and the progress allow on
    /// the level being played, loading its runs when it has just started.
    /// Endless play and levels other than the built-in pack's have none.
    /// A level just won keeps the ghosts it was played with until the
    /// next starts: par does not pop up over the celebration.
    pub(super) fn sync_ghosts(&mut self) {
        if self.play().is_some_and(|play| play.status() == Status::Won) {
            return;
        }
        let level = self.level().filter(|_| self.endless.is_none() && self.store.is_some());
        if self.ghosts.level != level {
            self.ghosts = Ghosts { level, ..Ghosts::default() };
            if let Some(level) = level {
                self.load_ghosts(level);
            }
        }
        let Some(level) = level else {
            if !self.view.ghosts().is_empty() {
                self.view.set_ghosts(Vec::new());
            }
            return;
        };
        let won = self.progress.levels.get(&self.levels[level].name).is_some_and(|r| r.best_s.is_some());
        let best = self.settings.ghost_best && self.ghosts.best.is_some();
        let par = self.settings.ghost_par && won && self.ghosts.par.is_some();
        if self.ghosts.shown == Some((level, best, par)) {
            return;
        }
        self.ghosts.shown = Some((level, best, par));
        let runs = [(best, &self.ghosts.best), (par, &self.ghosts.par)];
        self.view
            .set_ghosts(runs.into_iter().filter(|(on, _)| *on).filter_map(|(_, run)| run.clone()).collect());
    }

    /// Loads the best run kept and par of `level`, with a note for a run
    /// that cannot be shown.
    fn load_ghosts(&mut self, level: usize) {
        let (Some(store), Some(session)) = (&self.store, self.view.session()) else { return };
        let played = &self.levels[level];
        let preset = *session.play().preset();
        let mut notes = Vec::new();
        let best = match store.load_replay(&played.name) {
            Ok(None) => Ok(None),
            Err(e) => Err(e.to_string()),
            Ok(Some(text)) => Replay::parse(&text)
                .map_err(|e| e.to_string())
                .and_then(|replay| {
                    GhostRun::of(GhostKind::Best, &replay, played, preset).map_err(|e| e.to_string())
                })
                .map(Some)
                .map_err(|why| format!("{}: {why}", store.describe_replay(&played.name))),
        };
        let best = best.unwrap_or_else(|why| {
            notes.push(format!("{why}; the ghost of your best run is not shown"));
            None
        });
        // Par is the solver's run with the level's own physics: other physics have no par.
        let par =
            ledge_game::pack::PACK.get(level).filter(|_| self.physics.is_none()).and_then(|pack_level| {
                GhostRun::of(GhostKind::Par, &pack_level.replay(), played, preset)
                    .map_err(|e| {
                        notes.push(format!("{}'s par run: {e}; its ghost is not shown", played.name))
                    })
                    .ok()
            });
        self.ghosts.best = best.map(Rc::new);
        self.ghosts.par = par.map(Rc::new);
        for note in notes {
            if !self.notes.contains(&note) {
                self.notes.push(note);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use ledge_game::Buttons;
    use ledge_render::GhostKind;

    use super::*;
    use crate::app::tests::{pack_game, win_first};
    use crate::save::tests::temp_dir;
    use crate::save::Store;
    use crate::settings_menu::SettingsItem;

    fn shown(app: &App) -> Vec<GhostKind> {
        app.view.ghosts().iter().map(|run| run.kind()).collect()
    }

    /// The steps of the best run kept for the first level.
    fn kept_steps(dir: &Path) -> u64 {
        let text = Store::at(dir).load_replay("First Steps").unwrap().expect("a run kept");
        Replay::parse(&text).unwrap().frames
    }

    #[test]
    fn the_best_run_and_par_show_as_ghosts_once_the_level_is_won_each_behind_its_switch() {
        let dir = temp_dir("switches");
        let script = ledge_game::pack::PACK[0].script;
        let app = pack_game(&dir, script);
        assert_eq!(shown(&app), [], "no run kept, and par waits for a win");
        let mut app = win_first(&dir, script);
        assert_eq!(shown(&app), [], "par does not pop up over the first win");
        app.start(0);
        assert_eq!(shown(&app), [GhostKind::Best, GhostKind::Par]);
        assert!(SettingsItem::GhostBest.adjust(crate::press::MenuKey::Confirm, &mut app.settings));
        app.sync_ghosts();
        assert_eq!(shown(&app), [GhostKind::Par]);
        assert!(SettingsItem::GhostPar.adjust(crate::press::MenuKey::Confirm, &mut app.settings));
        app.sync_ghosts();
        assert_eq!(shown(&app), []);
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn the_best_run_s_ghost_keeps_pace_with_the_same_run_played_again() {
        let dir = temp_dir("pace");
        let script = ledge_game::pack::PACK[0].script;
        let mut app = win_first(&dir, script);
        app.start(0);
        let best = app.view.ghosts()[0].clone();
        assert_eq!(best.kind(), GhostKind::Best);
        while app.screen_name() == "playing" {
            let play = app.play().unwrap();
            if let Some(ghost) = best.at(play.frame()) {
                assert_eq!(ghost.rect, play.player(), "step {}", play.frame());
            }
            app.step(Buttons::NONE);
        }
        assert_eq!(best.steps(), kept_steps(&dir));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_faster_win_replaces_the_best_run_and_a_slower_one_does_not() {
        let dir = temp_dir("faster");
        let script = ledge_game::pack::PACK[0].script;
        win_first(&dir, &format!("60 -\n{script}"));
        let slow = kept_steps(&dir);
        win_first(&dir, &format!("90 -\n{script}"));
        assert_eq!(kept_steps(&dir), slow, "a slower win keeps the faster run");
        win_first(&dir, script);
        assert_eq!(kept_steps(&dir), slow - 60, "the faster win is kept");
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_damaged_or_outdated_best_run_is_left_out_with_a_note_and_the_next_win_replaces_it() {
        let hop = ledge_game::pack::find("hop").unwrap().replay;
        for (what, text) in [("damaged", "# ledge replay 1\nnonsense\n"), ("outdated", hop)] {
            let dir = temp_dir(what);
            let script = ledge_game::pack::PACK[0].script;
            win_first(&dir, script);
            Store::at(&dir).save_replay("First Steps", text).unwrap();
            // Slower than the time on record, but the run kept cannot be shown.
            let app = win_first(&dir, &format!("30 -\n{script}"));
            let note = app.notes.iter().find(|n| n.contains("first-steps.replay")).expect(what);
            assert!(note.ends_with("the ghost of your best run is not shown"), "{what}: {note}");
            assert_eq!(kept_steps(&dir), ledge_game::pack::PACK[0].par_frames() + 30, "{what}");
            std::fs::remove_dir_all(&dir).ok();
        }
    }
}
