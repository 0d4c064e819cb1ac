//! The image of a buffer of symbolic shape under an index map that splits its dimensions
//! (`lambda i: (i // 4, i % 4)` on a buffer of shape `(n,)`): the new shape is
//! `((n + 3) // 4, 4)` and the padding is where `4 * io + ii >= n`. Enumeration (the constant
//! case of `layout`) cannot see a symbolic extent, but a split's image is known in closed form.
//!
//! Invariants: every logical index appears in the map exactly once as itself, or exactly twice
//! as the quotient and remainder by one positive constant (the map is then injective, and its
//! image is the whole new shape but the padding); anything else is refused. The quotient's
//! extent is written as TVM's transform_layout writes it, `(n + k - 1) // k` (a shape of at
//! most the index dtype's maximum minus `k - 1`, as TVM assumes).

use crate::ir::{BinOp, Expr, ExprId, PrimFunc, VarId};

/// A split dimension: where its quotient and remainder stand in the new indices.
struct Split {
    quotient: usize,
    remainder: usize,
    factor: i128,
    /// The logical extent.
    extent: ExprId,
}

/// The new shape and the padding of a split map.
pub struct SplitImage {
    /// The new extents, one per map result.
    pub shape: Vec<ExprId>,
    splits: Vec<Split>,
}

/// What a map result is of its logical index.
enum Part {
    Whole(VarId),
    Quotient(VarId, i128),
    Remainder(VarId, i128),
}

fn part(f: &PrimFunc, r: ExprId) -> Option<Part> {
    match *f.expr(r) {
        Expr::Var(v) => Some(Part::Whole(v)),
        Expr::Binary(op @ (BinOp::FloorDiv | BinOp::FloorMod), a, k) => match (f.expr(a), f.expr(k)) {
            (Expr::Var(v), Expr::Int(k)) if *k > 0 => Some(if op == BinOp::FloorDiv {
                Part::Quotient(*v, *k)
            } else {
                Part::Remainder(*v, *k)
            }),
            _ => None,
        },
        _ => None,
    }
}

/// The image of a buffer of logical extents `logical` (one per map parameter) under the map
/// `params -> results`, or why the map is no split of its dimensions.
pub fn split_image(
    f: &mut PrimFunc,
    params: &[VarId],
    results: &[ExprId],
    logical: &[ExprId],
) -> Result<SplitImage, String> {
    let refuse = || "its shape is not constant, and the index map is not a split of its dimensions".to_string();
    let parts: Vec<Part> = results
        .iter()
        .map(|&r| part(f, r))
        .collect::<Option<_>>()
        .ok_or_else(refuse)?;
    let mut shape = Vec::with_capacity(parts.len());
    let mut splits = Vec::new();
    for (k, p) in parts.iter().enumerate() {
        let of = |v: &VarId| params.iter().position(|x| x == v);
        let extent = match p {
            Part::Whole(v) => logical[of(v).ok_or_else(refuse)?],
            Part::Quotient(v, c) => {
                let n = logical[of(v).ok_or_else(refuse)?];
                let remainder = parts
                    .iter()
                    .position(|q| matches!(q, Part::Remainder(w, d) if w == v && d == c))
                    .ok_or_else(refuse)?;
                splits.push(Split {
                    quotient: k,
                    remainder,
                    factor: *c,
                    extent: n,
                });
                let dt = f.dtype(n);
                let up = f.int(c - 1, dt);
                let rounded = f.binary(BinOp::Add, n, up);
                let c = f.int(*c, dt);
                f.binary(BinOp::FloorDiv, rounded, c)
            }
            Part::Remainder(_, c) => {
                let dt = f.dtype(results[k]);
                f.int(*c, dt)
            }
        };
        shape.push(extent);
    }
    // Each logical index once whole, or once as a quotient with its remainder.
    for v in params {
        let whole = parts.iter().filter(|p| matches!(p, Part::Whole(w) if w == v)).count();
        let quotients = parts
            .iter()
            .filter(|p| matches!(p, Part::Quotient(w, _) if w == v))
            .count();
        let remainders = parts
            .iter()
            .filter(|p| matches!(p, Part::Remainder(w, _) if w == v))
            .count();
        if !matches!((whole, quotients, remainders), (1, 0, 0) | (0, 1, 1)) {
            return Err(refuse());
        }
    }
    Ok(SplitImage { shape, splits })
}

impl SplitImage {
    /// Whether some split may leave padding.
    pub fn has_padding(&self) -> bool {
        !self.splits.is_empty()
    }

    /// `k * q + r >= n` for some split, over the new indices `at`.
    pub fn in_padding(&self, f: &mut PrimFunc, at: &[ExprId]) -> ExprId {
        let mut out: Option<ExprId> = None;
        for s in &self.splits {
            let (q, r) = (at[s.quotient], at[s.remainder]);
            let k = f.int(s.factor, f.dtype(q));
            let scaled = f.binary(BinOp::Mul, k, q);
            let flat = f.binary(BinOp::Add, scaled, r);
            let outside = f.binary(BinOp::Ge, flat, s.extent);
            out = Some(match out {
                Some(o) => f.binary(BinOp::Or, o, outside),
                None => outside,
            });
        }
        out.unwrap_or_else(|| f.int(0, crate::ir::DataType::BOOL))
    }
}

#[cfg(test)]
mod tests {
    use crate::passes::padding::{transform_layout, LayoutError, LayoutSpec};

    const SRC: &str = "@T.prim_func\ndef main(n: T.int32, A: T.Buffer((n,), \"int32\"), B: T.Buffer((n,), \"int32\")):\n    for i in range(n):\n        B[i] = A[i] * 2\n";

    fn layout(map: &str) -> Result<String, LayoutError> {
        let mut m = crate::parse_module("t.py", SRC).expect("parses");
        let spec = LayoutSpec {
            buffer: "A".into(),
            index_map: map.into(),
            pad_value: "0".into(),
        };
        transform_layout(&mut m.funcs[0], &spec)?;
        Ok(crate::print_module(&m))
    }

    #[test]
    fn a_split_of_a_symbolic_extent_pads_past_it() {
        let out = layout("lambda i: (i // 4, i % 4)").expect("applies");
        assert!(out.contains("A: T.Buffer(((n + 3) // 4, 4), \"int32\")"), "{out}");
        assert!(out.contains("T.assume(4 * ax0 + ax1 < n or A[ax0, ax1] == 0)"), "{out}");
        assert!(out.contains("B[i] = A[i // 4, i % 4] * 2"), "{out}");
    }

    #[test]
    fn other_maps_of_a_symbolic_extent_are_refused() {
        for map in ["lambda i: (i // 4, i % 8)", "lambda i: (i // 4,)", "lambda i: (i + 1,)"] {
            let refused =
                matches!(layout(map), Err(LayoutError::Input(e)) if e.to_string().contains("--index-map:1:1"));
            assert!(refused, "{map}");
        }
    }
}
