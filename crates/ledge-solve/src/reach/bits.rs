//! Sets of lattice cells as rows of bits: the reachability analysis grows
//! them a step at a time, a row (64 cells a word) at a time.

/// A set of the cells of a lattice `cols` wide and `rows` high.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Bits {
    words: usize,
    rows: usize,
    bits: Vec<u64>,
}

impl Bits {
    /// The empty set.
    pub fn new(cols: usize, rows: usize) -> Bits {
        let words = cols.div_ceil(64).max(1);
        Bits { words, rows, bits: vec![0; words * rows] }
    }

    /// True when cell `(i, j)` is in the set.
    pub fn get(&self, i: usize, j: usize) -> bool {
        self.bits[j * self.words + i / 64] >> (i % 64) & 1 == 1
    }

    /// Puts cell `(i, j)` in the set.
    pub fn set(&mut self, i: usize, j: usize) {
        self.bits[j * self.words + i / 64] |= 1 << (i % 64);
    }

    /// Row `j`.
    pub fn row(&self, j: usize) -> &[u64] {
        &self.bits[j * self.words..(j + 1) * self.words]
    }

    /// Row `j`, to change.
    pub fn row_mut(&mut self, j: usize) -> &mut [u64] {
        &mut self.bits[j * self.words..(j + 1) * self.words]
    }

    /// Row `a` to change and row `b` to read (`a != b`).
    pub fn rows_pair(&mut self, a: usize, b: usize) -> (&mut [u64], &[u64]) {
        let w = self.words;
        if a < b {
            let (x, y) = self.bits.split_at_mut(b * w);
            (&mut x[a * w..(a + 1) * w], &y[..w])
        } else {
            let (x, y) = self.bits.split_at_mut(a * w);
            (&mut y[..w], &x[b * w..(b + 1) * w])
        }
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The cells of row `j`, left to right.
    pub fn ones(&self, j: usize) -> impl Iterator<Item = usize> + '_ {
        ones(self.row(j), 0)
    }
}

/// The cells of a row's words `words`, the first of them word `w0` of
/// the row, left to right.
pub(crate) fn ones(words: &[u64], w0: usize) -> impl Iterator<Item = usize> + '_ {
    words.iter().enumerate().flat_map(move |(w, &word)| {
        let mut word = word;
        std::iter::from_fn(move || {
            (word != 0).then(|| {
                let bit = word.trailing_zeros() as usize;
                word &= word - 1;
                (w0 + w) * 64 + bit
            })
        })
    })
}

/// Sets `out` to `row` grown by `r` cells to each side (`scratch`: a
/// row's room to work in).
pub(crate) fn widen(row: &[u64], r: usize, out: &mut [u64], scratch: &mut [u64]) {
    out.copy_from_slice(row);
    if row.iter().all(|&w| w == 0) {
        return;
    }
    let mut done = 0;
    // Doubling: after growing by `done`, grow by up to `done` more.
    while done < r {
        let by = (r - done).min(done.max(1));
        scratch.copy_from_slice(out);
        for (w, word) in out.iter_mut().enumerate() {
            *word |= shift_left(scratch, w, by) | shift_right(scratch, w, by);
        }
        done += by;
    }
}

/// Word `w` of the row shifted toward higher cells by `by`.
fn shift_left(row: &[u64], w: usize, by: usize) -> u64 {
    let (words, bits) = (by / 64, by % 64);
    let at = |k: isize| if k >= 0 { row.get(k as usize).copied().unwrap_or(0) } else { 0 };
    let k = w as isize - words as isize;
    if bits == 0 {
        at(k)
    } else {
        at(k) << bits | at(k - 1) >> (64 - bits)
    }
}

/// Word `w` of the row shifted toward lower cells by `by`.
fn shift_right(row: &[u64], w: usize, by: usize) -> u64 {
    let (words, bits) = (by / 64, by % 64);
    let at = |k: usize| row.get(k).copied().unwrap_or(0);
    let k = w + words;
    if bits == 0 {
        at(k)
    } else {
        at(k) >> bits | at(k + 1) << (64 - bits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widening_grows_a_cell_by_the_reach_across_words() {
        let mut bits = Bits::new(200, 1);
        bits.set(70, 0);
        let mut out = vec![0; bits.row(0).len()];
        widen(bits.row(0), 9, &mut out, &mut vec![0; bits.row(0).len()]);
        let mut grown = Bits::new(200, 1);
        grown.row_mut(0).copy_from_slice(&out);
        let cells: Vec<usize> = grown.ones(0).collect();
        assert_eq!(cells, (61..=79).collect::<Vec<_>>());
    }
}
