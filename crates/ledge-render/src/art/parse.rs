//! Reading the art's text files (`docs/art.md`): colours, skies and
//! frames of pixels, one character a pixel. Hand-written because the format
//! is a handful of line kinds that no image crate reads: a person edits
//! the pixels as text.

use std::collections::BTreeMap;

use crate::Color;

/// A problem in an art file: the file, the line (from 1) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}: {message}")]
pub struct ArtError {
    /// The file's name.
    pub file: String,
    /// The line, from 1.
    pub line: usize,
    /// What is wrong and what to do.
    pub message: String,
}

/// A frame as written: its size and its characters, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawFrame {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width * height` characters, row by row from the top.
    pub chars: Vec<char>,
    /// The line its `frame` header is on, for messages.
    pub line: usize,
}

/// One art file, read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ArtFile {
    /// `color C RRGGBB` lines.
    pub colors: BTreeMap<char, Color>,
    /// The `sky` line's bands, top to bottom.
    pub sky: Vec<Color>,
    /// The frames, by name.
    pub frames: BTreeMap<String, RawFrame>,
}

/// The transparent character.
pub const CLEAR: char = '.';

/// Reads the art file called `file` (for messages) holding `text`.
pub fn parse(file: &str, text: &str) -> Result<ArtFile, ArtError> {
    let fail = |line: usize, message: String| ArtError { file: file.to_string(), line, message };
    let mut art = ArtFile::default();
    let mut size: Option<(u32, u32)> = None;
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim_end()));
    while let Some((n, line)) = lines.next() {
        let line = line.trim_start();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        match words.next() {
            Some("color") => {
                let (Some(c), Some(hex), None) = (words.next(), words.next(), words.next()) else {
                    return Err(fail(n, "a colour reads `color C RRGGBB`".into()));
                };
                let mut chars = c.chars();
                let (Some(c), None) = (chars.next(), chars.next()) else {
                    return Err(fail(n, format!("`{c}` is not one character")));
                };
                if c == CLEAR || c == '#' {
                    return Err(fail(
                        n,
                        format!("`{c}` cannot have a colour: `.` is transparent, `#` starts comments"),
                    ));
                }
                art.colors
                    .insert(c, hex_color(hex).ok_or_else(|| fail(n, format!("`{hex}` is not RRGGBB")))?);
            }
            Some("sky") => {
                let bands: Option<Vec<Color>> = words.map(hex_color).collect();
                art.sky = bands
                    .filter(|b| !b.is_empty())
                    .ok_or_else(|| fail(n, "a sky reads `sky RRGGBB RRGGBB...`".into()))?;
            }
            Some("size") => {
                let number = |w: Option<&str>| {
                    w.and_then(|w| w.parse::<u32>().ok()).filter(|&v| (1..=1024).contains(&v))
                };
                let (Some(w), Some(h), None) = (number(words.next()), number(words.next()), words.next())
                else {
                    return Err(fail(n, "a size reads `size W H`, each 1 to 1024 pixels".into()));
                };
                size = Some((w, h));
            }
            Some("frame") => {
                let (Some(name), None) = (words.next(), words.next()) else {
                    return Err(fail(n, "a frame reads `frame NAME`".into()));
                };
                let Some((width, height)) = size else {
                    return Err(fail(n, "a `size W H` line must come before the first frame".into()));
                };
                let mut chars = Vec::with_capacity((width * height) as usize);
                for row in 0..height {
                    let Some((rn, text)) = lines.next() else {
                        return Err(fail(n, format!("frame `{name}` ends after {row} of its {height} rows")));
                    };
                    let text = text.trim_start();
                    let count = text.chars().count();
                    if count != width as usize {
                        return Err(fail(
                            rn,
                            format!("row {} of frame `{name}` has {count} pixels; it needs {width}", row + 1),
                        ));
                    }
                    chars.extend(text.chars());
                }
                if art.frames.insert(name.to_string(), RawFrame { width, height, chars, line: n }).is_some() {
                    return Err(fail(n, format!("a second frame called `{name}`")));
                }
            }
            Some(word) => {
                return Err(fail(n, format!("`{word}` is not `color`, `sky`, `size` or `frame`")));
            }
            None => {}
        }
    }
    Ok(art)
}

/// `RRGGBB` as an opaque colour.
fn hex_color(hex: &str) -> Option<Color> {
    if hex.len() != 6 || !hex.is_ascii() {
        return None;
    }
    let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
    Some(Color::rgb(byte(0)?, byte(2)?, byte(4)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_skies_and_frames_are_read() {
        let art =
            parse("t.art", "# x\ncolor k 102030\nsky 000000 ffffff\nsize 2 2\nframe a\nk.\n.k\n").unwrap();
        assert_eq!(art.colors[&'k'], Color::rgb(16, 32, 48));
        assert_eq!(art.sky.len(), 2);
        assert_eq!(art.frames["a"].chars, ['k', '.', '.', 'k']);
    }

    #[test]
    fn a_short_row_is_refused_at_its_line() {
        let err = parse("t.art", "size 3 2\nframe a\n...\n..\n").unwrap_err();
        assert_eq!(err.to_string(), "t.art:4: row 2 of frame `a` has 2 pixels; it needs 3");
    }

    #[test]
    fn mistakes_say_what_a_line_should_read() {
        for (text, line) in
            [("colour k 000000", 1), ("size 2\n", 1), ("\nframe a\n", 2), ("color . 000000", 1)]
        {
            let err = parse("t.art", text).unwrap_err();
            assert_eq!(err.line, line, "{text}: {err}");
        }
    }
}
