//! How a mechanic that moves (a coin, lava, a monster, a moving platform)
//! is shown, declared in its own folder as an [`Art`], so that whatever
//! draws, observes or edits a level asks the declaration and names no
//! mechanic: the frames by state, how they advance, how they sit on the
//! figure's box, what shows once it has gone, its plain-picture [`Look`],
//! its observation channel and its box in the editor.

use ledge_engine::Rect;

use super::Look;

/// How a mechanic's figure is shown. Two are the same when their names
/// are.
#[derive(Clone, Copy, Debug)]
pub struct Art {
    /// The mechanic's name (its [`super::Mechanic::name`]).
    pub name: &'static str,
    /// Its frames (in `crates/ledge-render/art/`), by state (lava: bouncing,
    /// then dripping), shown in turn; none for one drawn as a row of tiles.
    pub frames: &'static [&'static [&'static str]],
    /// How its frames advance.
    pub pace: Pace,
    /// How a frame sits on its box.
    pub fit: Fit,
    /// Frames that flash over it now and then (a coin's glint), near its
    /// centre; none for none.
    pub glint: &'static [&'static str],
    /// What shows for a moment once it has left the game.
    pub gone: Gone,
    /// How a picture without art shows it: its whole box in the look's
    /// colour ([`Look::Creature`] with an eye).
    pub look: Look,
    /// Its channel in an observation (the player's is 0, an element's 5).
    pub channel: f32,
    /// Its box in the editor, from the top-left corner of its cell:
    /// `x`, `y` offsets and size, cells.
    pub editor_box: Rect,
}

impl PartialEq for Art {
    fn eq(&self, other: &Art) -> bool {
        self.name == other.name
    }
}

impl Eq for Art {}

impl std::hash::Hash for Art {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.name.hash(h);
    }
}

/// How a figure's frames advance.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Pace {
    /// One frame every `steps` steps, each figure `lead` steps ahead of
    /// the one before it (by id), so that a row of them does not move as
    /// one.
    Steps {
        /// Steps each frame shows.
        steps: u64,
        /// Steps each figure's id puts it ahead.
        lead: u64,
    },
    /// One frame every `cells` cells walked (a monster's stride).
    Stride {
        /// Cells walked per frame.
        cells: f64,
    },
}

/// How a frame sits on a figure's box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fit {
    /// Stretched over the box (lava).
    Fitted,
    /// Standing on the box's bottom, as tall as the box (a monster).
    Standing,
    /// At its own size, centred on the box (a coin).
    Centered,
    /// A row of platform tiles along the box: ground underfoot (a moving
    /// platform).
    Row,
}

/// What shows for a moment where a figure left the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gone {
    /// Nothing.
    Nothing,
    /// These frames in turn, rising from its centre (a coin's sparkle).
    Rises(&'static [&'static str]),
    /// This frame standing where it was, blinking out (a flattened monster).
    Blinks(&'static str),
}

impl Art {
    /// The frame of a figure with this art in `state`, `id` and box `rect`
    /// at step `time`; none for one drawn as tiles.
    pub fn frame(&self, state: u8, id: u32, rect: Rect, time: u64) -> Option<&'static str> {
        let frames = self.frames_in(state);
        if frames.is_empty() {
            return None;
        }
        let n = frames.len() as u64;
        let i = match self.pace {
            Pace::Steps { steps, lead } => (time + u64::from(id) * lead) / steps % n,
            Pace::Stride { cells } => (rect.x / cells).floor().rem_euclid(n as f64) as u64,
        };
        Some(frames[i as usize])
    }

    /// The frame a still picture of it in `state` shows (the editor's
    /// palette): its first.
    pub fn still(&self, state: u8) -> Option<&'static str> {
        self.frames_in(state).first().copied()
    }

    /// Its frames in `state` (its first state's for a state it has no
    /// frames of its own in).
    fn frames_in(&self, state: u8) -> &'static [&'static str] {
        self.frames.get(usize::from(state)).or(self.frames.first()).copied().unwrap_or(&[])
    }
}
