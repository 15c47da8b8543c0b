//! Body-to-body overlap queries through a uniform bucket grid, so that
//! thousands of bodies are not tested pair by pair.
//!
//! Buckets are kept in one vector sorted by `(bucket, body)`, which makes
//! every query's order, and so every overlap event's order, deterministic.

use crate::{Body, BodyId, Rect};

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
