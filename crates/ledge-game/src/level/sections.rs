//! A text plan's two sections, as the game and the editor both read them:
//! the header and the plan.
//!
//! Blank lines before the header are passed over. When the first line that
//! is not blank holds a `:`, the header runs from there to a line `---`;
//! each line in it that is not blank is a `key: value`. The plan is every
//! line after it (or every line, with no header).

/// One line of a header that is not blank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeaderLine<'a> {
    /// Its line number in the file, from 1.
    pub number: usize,
    /// Its key and value, or `None` when it holds no `:`.
    pub entry: Option<HeaderEntry<'a>>,
}

/// A header line's `key: value`, trimmed, with where each starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeaderEntry<'a> {
    /// The key.
    pub key: &'a str,
    /// The column the key starts at, in characters, from 1.
    pub key_col: usize,
    /// The value.
    pub value: &'a str,
    /// The column the value starts at, in characters, from 1.
    pub value_col: usize,
}

/// A text plan split into its header and its plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sections<'a> {
    /// The header's lines that are not blank, in order.
    pub header: Vec<HeaderLine<'a>>,
    /// False when a header began and no `---` ended it.
    pub closed: bool,
    /// The plan's lines, blank ones too, with their line numbers from 1.
    pub plan: Vec<(usize, &'a str)>,
}

/// The lines of `text` with their numbers from 1: split at `\n`, each
/// without a `\r` at its end.
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l)).enumerate().map(|(i, l)| (i + 1, l))
}

/// True for a line of white space only.
pub(crate) fn is_blank(line: &str) -> bool {
    line.trim().is_empty()
}

/// The entry of a header line, if it holds a `:`.
fn entry(line: &str) -> Option<HeaderEntry<'_>> {
    let indent = line.len() - line.trim_start().len();
    let (key, value) = line.split_once(':')?;
    let key_col = line[..indent].chars().count() + 1;
    let value_start = key.len() + 1 + (value.len() - value.trim_start().len());
    let value_col = line[..value_start].chars().count() + 1;
    Some(HeaderEntry { key: key.trim(), key_col, value: value.trim(), value_col })
}

impl<'a> Sections<'a> {
    /// Splits `text` into its header and its plan.
    ///
    /// ```
    /// use ledge_game::Sections;
    /// let text = "\nname: Hop\n  physics: ledge\n---\n.@o\n###\n";
    /// let sections = Sections::of(text);
    /// let keys: Vec<_> = sections.header.iter().filter_map(|l| l.entry).map(|e| (e.key, e.value)).collect();
    /// assert_eq!(keys, [("name", "Hop"), ("physics", "ledge")]);
    /// assert_eq!(sections.header[1].entry.unwrap().key_col, 3);
    /// assert_eq!(sections.plan[0], (5, ".@o"));
    /// ```
    pub fn of(text: &'a str) -> Sections<'a> {
        let mut lines = lines(text).skip_while(|&(_, l)| is_blank(l)).peekable();
        let mut header = Vec::new();
        let mut closed = true;
        if lines.peek().is_some_and(|&(_, l)| l.contains(':')) {
            closed = false;
            for (number, line) in lines.by_ref() {
                if line.trim() == "---" {
                    closed = true;
                    break;
                }
                if !is_blank(line) {
                    header.push(HeaderLine { number, entry: entry(line) });
                }
            }
        }
        Sections { header, closed, plan: lines.collect() }
    }
}
