//! Canonical operand order, applied to terms as they enter an e-graph: the strategy that keeps
//! sums of many terms from exploding (see `rules/README.md`).
//!
//! Integer `+` and `*` chains are flattened and their operands sorted by a structural key, then
//! rebuilt left-associated, so every permutation and parenthesization of a sum is one term,
//! found in linear-logarithmic time instead of by saturating commutativity and associativity.
//! Float `+`/`*` only get their two operands ordered (commutativity is exact for floats;
//! re-association is not). Invariant: the result denotes the same value whenever neither form
//! overflows (integer re-association changes intermediate values only).

use super::lang::TirLang;
use egg::{Id, Language, RecExpr};
use std::hash::{DefaultHasher, Hash, Hasher};

/// The canonical form of `expr`; `is_float(node_index)` says whether a node has a float dtype.
pub fn canonicalize(expr: &RecExpr<TirLang>, is_float: &dyn Fn(usize) -> bool) -> RecExpr<TirLang> {
    let nodes = expr.as_ref();
    let mut out = Keyed::default();
    // For every input node: its id in `out`.
    let mut map: Vec<Id> = Vec::with_capacity(nodes.len());
    for (i, n) in nodes.iter().enumerate() {
        let assoc = matches!(n, TirLang::Add(_) | TirLang::Mul(_));
        let id = if assoc && !is_float(i) {
            let mut leaves = Vec::new();
            collect(nodes, i, n, &mut leaves);
            let mut ops: Vec<(u64, Id)> = leaves.iter().map(|&l| (out.key(map[l]), map[l])).collect();
            ops.sort_unstable();
            let mut acc = ops[0].1;
            for (_, o) in &ops[1..] {
                acc = out.add(match n {
                    TirLang::Add(_) => TirLang::Add([acc, *o]),
                    _ => TirLang::Mul([acc, *o]),
                });
            }
            acc
        } else if assoc {
            let [a, b] = [n.children()[0], n.children()[1]];
            let (mut x, mut y) = (map[usize::from(a)], map[usize::from(b)]);
            if out.key(y) < out.key(x) {
                std::mem::swap(&mut x, &mut y);
            }
            out.add(match n {
                TirLang::Add(_) => TirLang::Add([x, y]),
                _ => TirLang::Mul([x, y]),
            })
        } else {
            out.add(n.clone().map_children(|c| map[usize::from(c)]))
        };
        map.push(id);
    }
    out.expr
}

/// An expression under construction with the structural key of every node: a hash of its
/// operator (with any literal, variable or type it holds) and its children's keys, so equal
/// subterms get equal keys and a node costs O(children) rather than a walk of its subtree.
/// The hasher has fixed keys and variables are hashed by name, so the order is the same in every
/// process, whatever it ran before. Two different subterms
/// with one key (a 64-bit collision) only keep their input order: a missed equality, never a
/// wrong one.
#[derive(Default)]
struct Keyed {
    expr: RecExpr<TirLang>,
    keys: Vec<u64>,
}

impl Keyed {
    fn add(&mut self, n: TirLang) -> Id {
        let mut h = DefaultHasher::new();
        match &n {
            // By name: a symbol's id depends on what the process interned before.
            TirLang::Var(s) => s.as_str().hash(&mut h),
            _ => n.clone().map_children(|_| Id::from(0usize)).hash(&mut h),
        }
        for &c in n.children() {
            self.keys[usize::from(c)].hash(&mut h);
        }
        self.keys.push(h.finish());
        self.expr.add(n)
    }

    fn key(&self, id: Id) -> u64 {
        self.keys[usize::from(id)]
    }
}

/// Operand nodes of the maximal same-operator chain rooted at node `i`.
fn collect(nodes: &[TirLang], i: usize, root: &TirLang, leaves: &mut Vec<usize>) {
    for &c in nodes[i].children() {
        let c = usize::from(c);
        if std::mem::discriminant(&nodes[c]) == std::mem::discriminant(root) {
            collect(nodes, c, root, leaves);
        } else {
            leaves.push(c);
        }
    }
}
