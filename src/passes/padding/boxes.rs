//! Finite sets of grid points as unions of boxes, and the conditions that test membership:
//! the padding of a layout (`io == 3 and ii >= 2`) and the dead iterations of a loop nest.
//!
//! Invariants: a cover contains exactly the member points (greedy, not minimal; its boxes may
//! overlap, each grown from a point no earlier box covers); a predicate is true exactly on the
//! cover's points of the grid (bounds the grid implies are left out).

use super::domain::{for_all, Dim, Env};
use crate::ir::{BinOp, DataType, ExprId, PrimFunc, VarId};
use hashbrown::HashSet;

/// Covers the points of the grid `shape` (from 0) where `member` holds with boxes (inclusive
/// bounds per dimension, perhaps overlapping), greedily.
pub fn cover(shape: &[i128], member: impl Fn(&[i128]) -> bool) -> Vec<Vec<(i128, i128)>> {
    let mut left: Vec<Vec<i128>> = Vec::new();
    let dims: Vec<Dim> = shape
        .iter()
        .enumerate()
        .map(|(k, &n)| Dim {
            var: VarId(k as u32),
            lo: 0,
            hi: n - 1,
        })
        .collect();
    for_all(&dims, &Env::new(), |env| {
        let p: Vec<i128> = (0..shape.len()).map(|k| env[&VarId(k as u32)]).collect();
        if member(&p) {
            left.push(p);
        }
        true
    });
    let members: HashSet<Vec<i128>> = left.iter().cloned().collect();
    let mut remaining = members.clone();
    let mut out = Vec::new();
    for p in left {
        if !remaining.contains(&p) {
            continue;
        }
        let mut bx: Vec<(i128, i128)> = p.iter().map(|&x| (x, x)).collect();
        // Grow along each dimension, innermost first, while the whole slab is members (covered
        // already or not): boxes may overlap, so each is as large as the set allows and the
        // predicate splits into the set's own parts (`jo == 1 and ji == 3` for every `io`).
        for k in (0..shape.len()).rev() {
            while bx[k].1 + 1 < shape[k] {
                let mut grown = bx.clone();
                grown[k] = (bx[k].1 + 1, bx[k].1 + 1);
                if points(&grown).iter().all(|q| members.contains(q)) {
                    bx[k].1 += 1;
                } else {
                    break;
                }
            }
        }
        for q in points(&bx) {
            remaining.remove(&q);
        }
        out.push(bx);
    }
    out
}

fn points(bx: &[(i128, i128)]) -> Vec<Vec<i128>> {
    let mut out = vec![Vec::new()];
    for &(lo, hi) in bx {
        out = out
            .into_iter()
            .flat_map(|p| {
                (lo..=hi).map(move |x| {
                    let mut q = p.clone();
                    q.push(x);
                    q
                })
            })
            .collect();
    }
    out
}

/// `box1 or box2 ...`, each `dim == c`, `dim >= lo`, `dim < hi + 1` (bounds the shape implies
/// left out).
pub fn predicate(f: &mut PrimFunc, boxes: &[Vec<(i128, i128)>], at: &[ExprId], shape: &[i128]) -> ExprId {
    let mut any: Option<ExprId> = None;
    for bx in boxes {
        let mut all: Option<ExprId> = None;
        for (k, &(lo, hi)) in bx.iter().enumerate() {
            let x = at[k];
            let dt = f.dtype(x);
            let mut parts = Vec::new();
            if lo == hi {
                let c = f.int(lo, dt);
                parts.push(f.binary(BinOp::Eq, x, c));
            } else {
                if lo > 0 {
                    let c = f.int(lo, dt);
                    parts.push(f.binary(BinOp::Ge, x, c));
                }
                if hi < shape[k] - 1 {
                    let c = f.int(hi + 1, dt);
                    parts.push(f.binary(BinOp::Lt, x, c));
                }
            }
            for p in parts {
                all = Some(match all {
                    None => p,
                    Some(a) => f.binary(BinOp::And, a, p),
                });
            }
        }
        let all = all.unwrap_or_else(|| f.int(1, DataType::BOOL));
        any = Some(match any {
            None => all,
            Some(a) => f.binary(BinOp::Or, a, all),
        });
    }
    any.unwrap_or_else(|| f.int(0, DataType::BOOL))
}
