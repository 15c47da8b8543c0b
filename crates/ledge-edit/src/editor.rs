//! A level being edited: its draft, undo and redo, the file it saves to
//! (with a backup of the version before), and its autosave.

use std::io;
use std::path::{Path, PathBuf};

use ledge_files::write_file;
use ledge_game::{Level, Outcome, Replay};

use crate::verified::{load_replay, mark_of, mark_text, replay_path, Mark, VERIFIED_KEY};
use crate::Draft;

/// A level open in the editor.
#[derive(Debug)]
pub struct Editor {
    pub(crate) draft: Draft,
    /// Drafts before each edit, the latest last.
    undo: Vec<Draft>,
    /// Drafts undone, the latest last.
    redo: Vec<Draft>,
    /// True while a stroke (a drag of the mouse) gathers edits into one step.
    in_stroke: bool,
    /// The draft as last saved (or opened).
    saved: Draft,
    /// Where it saves: a text plan.
    pub(crate) path: PathBuf,
    /// The winning run a verified level keeps beside it (read at opening,
    /// or found by the solver), or why there is none.
    pub(crate) replay: Result<Replay, String>,
}

/// What opening a level found.
#[derive(Debug)]
pub struct Opened {
    /// The editor, on the level opened (or on its autosave).
    pub editor: Editor,
    /// What the text plan cannot hold of a Tiled or LDtk level opened (it
    /// saves as a text plan beside it); empty otherwise.
    pub lost: Vec<String>,
    /// True when the file opened is not the one it saves to (a Tiled or
    /// LDtk level saves as a text plan beside it): say so before saving.
    pub converted: bool,
    /// An autosave newer than the file, left by an editor that did not
    /// save: offer it back ([`Editor::recover`]).
    pub autosave: Option<Draft>,
}

/// Why a level could not be opened for editing.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct OpenError(String);

impl Editor {
    /// Opens `file` for editing: a text plan, a Tiled or LDtk level (saved
    /// as a text plan beside it), or a new level when it does not exist.
    pub fn open(file: &Path) -> Result<Opened, OpenError> {
        let is_text = file.extension().is_none_or(|e| e == "txt");
        let path = if is_text { file.to_path_buf() } else { file.with_extension("txt") };
        let name = file.file_stem().map_or("level".into(), |s| s.to_string_lossy().into_owned());
        let (draft, lost) = if !file.exists() {
            (Draft::new(&name, 30, 10), Vec::new())
        } else if is_text {
            let text = Level::read_text(file).map_err(|e| OpenError(e.to_string()))?;
            (Draft::from_text(&text), Vec::new())
        } else {
            let level =
                ledge_formats::open(&file.to_string_lossy(), None).map_err(|e| OpenError(e.to_string()))?;
            let written = level.to_text();
            (Draft::from_text(&written.text), written.lost)
        };
        let autosave = Level::read_text(&autosave_path(&path))
            .ok()
            .map(|text| Draft::from_text(&text))
            .filter(|recovered| *recovered != draft);
        let editor = Editor {
            saved: draft.clone(),
            draft,
            undo: Vec::new(),
            redo: Vec::new(),
            in_stroke: false,
            replay: load_replay(&path),
            path,
        };
        Ok(Opened { editor, lost, converted: !is_text, autosave })
    }

    /// The level as it stands.
    pub fn draft(&self) -> &Draft {
        &self.draft
    }

    /// Where it saves.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Changes the draft with `change` as one step of undo (or as part of
    /// the stroke under way); true when it changed anything. A change to
    /// the level takes its verified mark away (in the same step).
    pub fn edit(&mut self, change: impl FnOnce(&mut Draft) -> bool) -> bool {
        let before = (!self.in_stroke).then(|| self.draft.clone());
        let changed = change(&mut self.draft);
        if changed {
            self.drop_stale_mark();
            self.undo.extend(before);
            self.redo.clear();
        }
        changed
    }

    /// Starts a stroke: the edits until [`Editor::end_stroke`] undo as one.
    pub fn begin_stroke(&mut self) {
        if !self.in_stroke {
            self.undo.push(self.draft.clone());
            self.in_stroke = true;
        }
    }

    /// Ends a stroke; one that changed nothing leaves no step to undo.
    pub fn end_stroke(&mut self) {
        if self.in_stroke {
            self.in_stroke = false;
            if self.undo.last() == Some(&self.draft) {
                self.undo.pop();
            } else {
                self.redo.clear();
            }
        }
    }

    /// Undoes the last step; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.end_stroke();
        let Some(before) = self.undo.pop() else { return false };
        self.redo.push(std::mem::replace(&mut self.draft, before));
        true
    }

    /// Redoes the last step undone; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.end_stroke();
        let Some(after) = self.redo.pop() else { return false };
        self.undo.push(std::mem::replace(&mut self.draft, after));
        true
    }

    /// Takes an autosave's draft as one step (undoable).
    pub fn recover(&mut self, autosave: Draft) {
        self.edit(|draft| {
            *draft = autosave;
            true
        });
    }

    /// True when the draft differs from the file.
    pub fn is_dirty(&self) -> bool {
        self.draft != self.saved
    }

    /// Saves the draft to its file (making its folder when missing): the
    /// version before is kept as `NAME.txt.bak`, the new one replaces it
    /// whole (never half written), and the autosave goes. A verified level's
    /// winning replay is written beside it first (`NAME.replay`, whole too).
    pub fn save(&mut self) -> io::Result<()> {
        self.make_folder()?;
        if let (Mark::Verified { .. }, Ok(replay)) = (self.mark(), &self.replay) {
            write_file(&replay_path(&self.path), replay.to_text().as_bytes())?;
        }
        let bytes = self.draft.to_text();
        if std::fs::symlink_metadata(&self.path).is_ok_and(|m| m.is_file()) {
            let before = std::fs::read(&self.path)?;
            if before != bytes.as_bytes() {
                write_file(&backup_path(&self.path), &before)?;
            }
        }
        write_file(&self.path, bytes.as_bytes())?;
        self.saved = self.draft.clone();
        match std::fs::remove_file(autosave_path(&self.path)) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }

    /// Writes the draft to the autosave beside the file (making its folder
    /// when missing), when it has changes; the file itself is untouched.
    pub fn autosave(&self) -> io::Result<()> {
        if self.is_dirty() {
            self.make_folder()?;
            write_file(&autosave_path(&self.path), self.draft.to_text().as_bytes())?;
        }
        Ok(())
    }

    /// Makes the folder the file goes in, when it is missing (a new level
    /// in a new folder).
    fn make_folder(&self) -> io::Result<()> {
        match self.path.parent() {
            Some(folder) if !folder.as_os_str().is_empty() && !folder.exists() => {
                std::fs::create_dir_all(folder)
            }
            _ => Ok(()),
        }
    }
}

impl Editor {
    /// Where the level's mark stands.
    pub fn mark(&self) -> Mark {
        mark_of(&self.draft, &self.path.display().to_string(), &self.replay)
    }

    /// The replay kept with the level: the one beside its file, or the
    /// last one marked; whether it still wins the level as it stands is
    /// for [`Replay::verify`] to say. None when there is none.
    pub fn replay(&self) -> Option<&Replay> {
        self.replay.as_ref().ok()
    }

    /// Marks the level verified with `replay`, a run that wins it as it
    /// stands (one step of undo); the replay is written beside the file at
    /// the next save. Refused, with why, when the replay does not win it.
    pub fn mark_verified(&mut self, replay: Replay) -> Result<(), String> {
        self.replace_verified(self.draft.clone(), replay)
    }

    /// Puts `draft` in place of the level, marked verified with `replay`,
    /// a run that wins it (one step of undo): a generated level and its
    /// certificate, say. Refused, with why, when the replay does not win it.
    pub fn replace_verified(&mut self, draft: Draft, replay: Replay) -> Result<(), String> {
        let level = draft.level(&self.path.display().to_string()).map_err(|e| e.kind.to_string())?;
        match replay.verify(&level, level.preset(None)) {
            Ok(verified) if verified.outcome == Outcome::Won => {}
            Ok(_) => return Err("the replay does not win the level".to_string()),
            Err(e) => return Err(format!("the replay does not play on the level: {e}")),
        }
        let mark = mark_text(&level);
        self.replay = Ok(replay);
        self.edit(|now| {
            let before = now.clone();
            *now = draft;
            now.set(VERIFIED_KEY, &mark);
            *now != before
        });
        Ok(())
    }

    /// Takes the mark away when the draft no longer is the level it was
    /// made for (called after every edit).
    pub(crate) fn drop_stale_mark(&mut self) {
        let Some(mark) = self.draft.get(VERIFIED_KEY) else { return };
        let holds = self.draft.level("mark.txt").is_ok_and(|level| mark == mark_text(&level));
        if !holds {
            self.draft.set(VERIFIED_KEY, "");
        }
    }
}

/// The autosave beside a level file: `NAME.txt.autosave`.
pub fn autosave_path(path: &Path) -> PathBuf {
    with_suffix(path, ".autosave")
}

/// The backup of the version before the last save: `NAME.txt.bak`.
pub fn backup_path(path: &Path) -> PathBuf {
    with_suffix(path, ".bak")
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}
