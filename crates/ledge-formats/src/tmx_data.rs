//! A TMX tile layer's `<data>`, as [`crate::tmx_check`] reads it.
//!
//! The `tiled` crate reads only the first run of text (or CDATA section)
//! inside `<data>`: data broken up by a comment, an element or a CDATA
//! section, even an empty one, would be cut short there and make the crate
//! panic. The pass reads every run of text directly inside `<data>`, as a
//! designer means it, decodes it with limits, and writes it back into the
//! document as one run of text, so that the crate reads the same data.

use crate::decode::{base64_gids, csv_gids, Compression};
use crate::error::{ErrorKind, FormatError, Location};
use crate::tiled_map::{no_tileset, FLIP_BITS};

/// The flag Tiled sets on a tile of a hexagonal map turned by 120
/// degrees; the `tiled` crate clears only the three flags of flips.
const HEXAGONAL_120: u32 = 0x1000_0000;

/// A tile layer, being read.
pub(crate) struct OpenLayer {
    /// Its name.
    pub name: String,
    /// Its cells: the tiles its data must hold.
    pub cells: usize,
    /// Its width, cells.
    width: u32,
    /// The first global tile id of each of the map's tilesets.
    first_gids: Vec<u32>,
    /// Its `<data>`, while it is open.
    data: Option<OpenData>,
}

/// A layer's `<data>`, being read.
struct OpenData {
    encoding: Option<String>,
    compression: Option<String>,
    /// Where its content starts in the document, bytes.
    from: usize,
    /// Where its `<data>` tag starts, bytes.
    tag: usize,
    /// Elements open inside it: the crate skips them, and so does the pass.
    depth: usize,
    /// Its text and CDATA sections, joined.
    text: String,
}

/// What is inside a layer's `<data>`, besides comments and processing
/// instructions, which are no data.
pub(crate) enum Content<'a> {
    /// A run of text (unescaped) or a CDATA section.
    Text(&'a str),
    /// An element opens (`empty`: and closes at once).
    Start {
        /// Whether it is an empty element, `<x/>`.
        empty: bool,
    },
    /// An element closes: `</data>` itself when no other is open.
    End,
}

/// The data of a layer, read whole: its content (from, to, bytes) is to
/// be replaced by `text`.
pub(crate) struct Whole {
    /// Where the content starts, bytes.
    pub from: usize,
    /// Where it ends (where `</data>` starts), bytes.
    pub to: usize,
    /// The data, as one run of text.
    pub text: String,
}

impl OpenLayer {
    /// A layer named `name` of `width` by `height` cells (at most
    /// [`ledge_game::MAX_CELLS`]), before its data, in a map whose tilesets
    /// start at `first_gids`.
    pub fn new(name: String, (width, height): (u32, u32), first_gids: Vec<u32>) -> OpenLayer {
        let cells = width as usize * height as usize;
        OpenLayer { name, cells, width, first_gids, data: None }
    }

    /// Whether its `<data>` is open.
    pub fn in_data(&self) -> bool {
        self.data.is_some()
    }

    /// Its `<data>` starts at byte `tag` of the document, with these
    /// attributes; its content starts at byte `from`.
    pub fn start_data(
        &mut self,
        encoding: Option<&str>,
        compression: Option<&str>,
        (tag, from): (usize, usize),
    ) {
        self.data = Some(OpenData {
            encoding: encoding.map(str::to_string),
            compression: compression.map(str::to_string),
            from,
            tag,
            depth: 0,
            text: String::new(),
        });
    }

    /// Reads `content`, found at byte `at` of the document `file` inside
    /// `<data>`; on the `</data>` that closes it, decodes the data (see
    /// [`OpenLayer::finish`]) and returns it whole.
    pub fn read(&mut self, file: &str, content: Content, at: usize) -> Result<Option<Whole>, FormatError> {
        let Some(data) = self.data.as_mut() else { return Ok(None) };
        match content {
            Content::End if data.depth == 0 => {
                let (from, text) = self.finish(file)?;
                return Ok(Some(Whole { from, to: at, text }));
            }
            Content::End => data.depth -= 1,
            Content::Start { empty } => data.depth += usize::from(!empty),
            Content::Text(text) if data.depth == 0 => data.text.push_str(text),
            Content::Text(_) => {}
        }
        Ok(None)
    }

    /// Its `<data>` ends: decodes the data to count its tiles, refuses
    /// encodings the crate does not read, and returns the data's text with
    /// where it starts in the document; or, when a tile holds Tiled's
    /// flag for hexagonal maps (bit 28, which the crate takes for part of
    /// the tile's id), the whole `<data>` element rewritten as CSV without
    /// it, with where its tag starts.
    pub fn finish(&mut self, file: &str) -> Result<(usize, String), FormatError> {
        let place = Location::Layer { layer: self.name.clone(), cell: None };
        let Some(data) = self.data.take() else { return Ok((0, String::new())) };
        let gids = match (data.encoding.as_deref(), data.compression.as_deref()) {
            (Some("csv"), None | Some("")) => csv_gids(&data.text, self.cells),
            (Some("base64"), compression) => match Compression::named(compression) {
                Ok(compression) => base64_gids(&data.text, compression, self.cells),
                Err(message) => return Err(FormatError::new(file, ErrorKind::Unsupported(message)).at(place)),
            },
            (encoding, _) => {
                let message = format!(
                    "unknown tile data encoding `{}`; in Tiled, choose Map > Map Properties > Tile Layer Format: CSV or Base64",
                    encoding.unwrap_or("none")
                );
                return Err(FormatError::new(file, ErrorKind::Unsupported(message)).at(place));
            }
        };
        let gids = gids.map_err(|message| FormatError::new(file, ErrorKind::Invalid(message)).at(place))?;
        // The crate leaves out tiles of no tileset, silently.
        let first = self.first_gids.iter().min();
        let orphan = gids
            .iter()
            .map(|g| g & !FLIP_BITS)
            .enumerate()
            .find(|&(_, g)| g != 0 && first.is_none_or(|&f| g < f));
        if let Some((i, gid)) = orphan {
            let message = no_tileset(gid, first.is_some());
            let cell = Some((i as u32 % self.width, i as u32 / self.width));
            return Err(FormatError::new(file, ErrorKind::Invalid(message))
                .at(Location::Layer { layer: self.name.clone(), cell }));
        }
        if gids.iter().any(|g| g & HEXAGONAL_120 != 0) {
            let csv: Vec<String> = gids.iter().map(|g| (g & !HEXAGONAL_120).to_string()).collect();
            return Ok((data.tag, format!("<data encoding=\"csv\">{}", csv.join(","))));
        }
        Ok((data.from, data.text))
    }
}
