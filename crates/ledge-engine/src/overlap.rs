//! Body-to-body overlap queries through a uniform bucket grid, so that
//! thousands of bodies are not tested pair by pair; the overlaps a step
//! began and ended.
//!
//! Buckets are kept in one vector sorted by `(bucket, body)`, which makes
//! every query's order, and so every overlap event's order, deterministic.

use crate::{Body, BodyEvent, BodyId, EventKind, Rect};

/// Side of a bucket, in cells.
const BUCKET: f64 = 4.0;

/// Bodies by bucket.
#[derive(Clone, Debug, Default)]
pub(crate) struct OverlapIndex {
    entries: Vec<(u64, u32)>,
}

fn bucket_range(rect: &Rect) -> (i64, i64, i64, i64) {
    let b = |v: f64| (v / BUCKET).floor() as i64;
    (b(rect.x), b(rect.right()), b(rect.y), b(rect.bottom()))
}

fn key(bx: i64, by: i64) -> u64 {
    // Two's complement halves keep negative buckets distinct.
    ((by as u32 as u64) << 32) | bx as u32 as u64
}

impl OverlapIndex {
    /// Forgets every body.
    pub fn clear(&mut self) {
        self.entries.clear();
    }

    /// Rebuilds the index from the bodies that are on some layer.
    pub fn rebuild(&mut self, bodies: &[Body]) {
        self.entries.clear();
        for (i, body) in bodies.iter().enumerate() {
            if body.layers == 0 || body.state.removed {
                continue;
            }
            let (x0, x1, y0, y1) = bucket_range(&body.rect);
            for by in y0..=y1 {
                for bx in x0..=x1 {
                    self.entries.push((key(bx, by), i as u32));
                }
            }
        }
        self.entries.sort_unstable();
    }

    /// Appends to `out`, in id order and once each, the bodies on any of
    /// `layers` whose boxes overlap `rect`.
    pub fn query(&self, bodies: &[Body], rect: &Rect, layers: u32, out: &mut Vec<BodyId>) {
        let start = out.len();
        let (x0, x1, y0, y1) = bucket_range(rect);
        for by in y0..=y1 {
            for bx in x0..=x1 {
                let k = key(bx, by);
                let from = self.entries.partition_point(|e| e.0 < k);
                for &(ek, i) in &self.entries[from..] {
                    if ek != k {
                        break;
                    }
                    let body = &bodies[i as usize];
                    if body.layers & layers != 0 && body.rect.overlaps(rect) {
                        out.push(BodyId(i));
                    }
                }
            }
        }
        out[start..].sort_unstable();
        let mut kept = start;
        for i in start..out.len() {
            if i == start || out[i] != out[kept - 1] {
                out[kept] = out[i];
                kept += 1;
            }
        }
        out.truncate(kept);
    }
}

/// Tells each pair of `now` (a body, then one it overlaps; sorted) as an
/// overlap, first telling its beginning when `before` (the last step's
/// pairs, sorted) does not hold it, and tells the end of each pair of
/// `before` that `now` does not hold: one walk along both, in pair order.
pub(crate) fn tell_overlaps(before: &[(BodyId, BodyId)], now: &[(BodyId, BodyId)], out: &mut Vec<BodyEvent>) {
    let (mut a, mut b) = (0, 0);
    loop {
        let (ended, pair) = match (before.get(a), now.get(b)) {
            (Some(&old), Some(&new)) if old < new => (true, old),
            (Some(&old), None) => (true, old),
            (_, Some(&new)) => (false, new),
            (None, None) => return,
        };
        let (body, other) = pair;
        if ended {
            out.push(BodyEvent { body, kind: EventKind::OverlapEnded(other) });
            a += 1;
            continue;
        }
        if before.get(a) == Some(&pair) {
            a += 1;
        } else {
            out.push(BodyEvent { body, kind: EventKind::OverlapBegan(other) });
        }
        out.push(BodyEvent { body, kind: EventKind::Overlap(other) });
        b += 1;
    }
}
