//! The level editor as one of the game's screens: opened by `ledge edit`
//! or from the title screen, fed the window's mouse and keys, and left
//! for the title (or the desktop, when it was all that was asked for).

use std::path::Path;

use super::{App, Screen};
use crate::editor::{EditInput, EditScreen};
use crate::menu::TitleItem;

impl App {
    /// Opens the editor on `file`; a file that cannot be opened stays on
    /// (or goes back to) the title screen with a note saying why.
    pub(super) fn open_editor(&mut self, file: &Path) {
        match EditScreen::open(file) {
            Ok(editor) => self.editor = Some(Box::new(editor)),
            Err(e) => {
                self.notes.push(e);
                self.quit = self.edit_only;
            }
        }
    }

    /// The title screen's editor: the player's own level ([`crate::my_level`]).
    pub(super) fn open_my_level(&mut self) {
        match self.my_level.clone() {
            Some(file) => self.open_editor(&file),
            None => self.notes.push("no folder to keep levels in: run `ledge edit FILE` instead".into()),
        }
    }

    /// True while the editor is open: the window sends it [`EditInput`].
    pub fn is_editing(&self) -> bool {
        self.editor.is_some()
    }

    /// Gives the editor one frame's mouse and keys.
    pub fn edit_input(&mut self, input: &EditInput) {
        if let Some(editor) = &mut self.editor {
            editor.input(input);
        }
        self.leave_editor_when_done();
    }

    /// The window's close button: leaves at once, unless the editor has
    /// unsaved changes, which it asks about first; the game then closes
    /// once the editor is left.
    pub fn request_close(&mut self) {
        match &mut self.editor {
            Some(editor) if editor.is_dirty() => {
                editor.request_leave();
                self.edit_only = true;
            }
            _ => self.quit = true,
        }
    }

    /// A line about the editor for tools and tests: `grid LEFT TOP CELL`
    /// (the level's top-left pixel and a cell's size) while editing,
    /// `player X Y` (its cell) while play-testing.
    pub fn editor_trace(&self) -> Option<String> {
        self.editor.as_ref().and_then(|e| e.trace())
    }

    fn leave_editor_when_done(&mut self) {
        if self.editor.as_ref().is_some_and(|e| e.wants_to_leave()) {
            self.editor = None;
            if self.edit_only {
                self.quit = true;
            } else {
                self.screen = Screen::Title { chosen: TitleItem::Edit };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::tests::two_levels;
    use crate::editor::{EditInput, Key, KeyPress};
    use crate::menu::MenuItem;
    use crate::press::Press;

    fn press_key(app: &mut App, key: Key) {
        app.edit_input(&EditInput { keys: vec![KeyPress::plain(key)], ..EditInput::default() });
    }

    /// A fresh folder of its own for one test.
    fn scratch(test: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("ledge-app-{test}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    /// A game on its title screen whose config folder is `dir`, so that
    /// the player's own level lies in it.
    fn with_my_level(dir: &std::path::Path) -> App {
        let mut app = two_levels(None, false);
        app.my_level = crate::my_level(Some(dir));
        app
    }

    /// A left click in the middle of a 640 by 360 window: paints a cell
    /// of the open editor's level.
    fn click_the_middle(app: &mut App) {
        let click = crate::editor::MouseButton { down: false, pressed: true };
        app.edit_input(&EditInput { mouse: (400.0, 180.0), left: click, ..EditInput::default() });
    }

    #[test]
    fn the_title_screens_editor_opens_the_players_level_and_comes_back() {
        let dir = scratch("editor");
        let mut app = with_my_level(&dir);
        for _ in 0..TitleItem::Edit.position() {
            app.press(&Press { actions: vec![crate::controls::Action::Down], ..Press::default() });
        }
        app.press(&Press { confirm: true, ..Press::default() });
        assert!(app.is_editing());
        assert_eq!(app.screen_name(), "editor");
        app.edit_input(&EditInput { keys: vec![KeyPress::ctrl(Key::S)], ..EditInput::default() });
        assert!(dir.join("levels/my-level.txt").exists(), "saving makes the levels folder");
        press_key(&mut app, Key::Escape);
        assert_eq!((app.screen_name(), app.wants_to_quit()), ("title", false));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn closing_the_window_leaves_at_once_unless_there_are_unsaved_changes() {
        let dir = scratch("close");
        std::fs::create_dir_all(&dir).unwrap();
        let editing = || {
            let mut app = two_levels(None, false);
            app.edit_only = true;
            app.open_editor(&dir.join("level.txt"));
            app.draw(&mut ledge_render::PixmapCanvas::new(640, 360).unwrap(), 1.0);
            app
        };
        let mut untouched = editing();
        untouched.request_close();
        assert!(untouched.wants_to_quit());
        let mut changed = editing();
        click_the_middle(&mut changed);
        changed.request_close();
        assert_eq!((changed.screen_name(), changed.wants_to_quit()), ("editor-unsaved", false));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn closing_the_window_from_the_title_screens_editor_closes_the_game_once_answered() {
        let dir = scratch("close-title");
        let mut app = with_my_level(&dir);
        app.open_my_level();
        app.draw(&mut ledge_render::PixmapCanvas::new(640, 360).unwrap(), 1.0);
        click_the_middle(&mut app);
        app.request_close();
        app.edit_input(&EditInput { chars: vec!['d'], ..EditInput::default() });
        assert!(app.wants_to_quit(), "discarding after the close button closes, not back to the title");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
