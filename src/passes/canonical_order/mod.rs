//! Loop-level-aware canonical order of integer sums and products, the first step of semantic
//! CSE: `x + y` and `y + x`, `(x + y) + z` and `x + (y + z)` become one term, and loop-invariant
//! partial sums become shared prefixes that CSE can bind and hoist.
//!
//! Integer `+`/`-` chains are flattened into signed terms, sorted by the loop level at which
//! each term stops changing (outermost first), then by a deterministic structural hash, and
//! rebuilt left-associated with the folded constant last; `*` chains likewise with constants
//! last. Commutative binary operators (`min`, `max`, `==`, `!=`, float `+`/`*`) keep the
//! operand order of their first occurrence, which both orders then share; `and`/`or` keep
//! theirs (short-circuit evaluation: the left operand may guard the right one). Invariant: a
//! chain is reordered only when every new partial result provably fits its dtype, so no
//! overflow is introduced: either intervals (from loop ranges and non-negative shape symbols)
//! bound each partial result, or the chain is *monotone*, a sum of non-negative terms and
//! constants, where every partial sum lies between 0 and the whole sum, which the original
//! evaluates at the same place (so `ax * 256 + bx * d2 + tx`, none of whose terms has an upper
//! bound, still becomes `bx * d2 + tx + ax * 256`, its loop-invariant prefix first); floats
//! are never re-associated.

mod halves;

use crate::analysis::{var_facts, VarFacts};
use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::walk::ExprSite;
use crate::ir::{visit, BinOp, DataType, Expr, ExprId, ExprStore, PrimFunc};
use smallvec::SmallVec;

/// What canonical order did to a function.
#[derive(Clone, Debug, Default)]
pub struct CanonicalForms {
    /// Canonical form of each expression that had one computed (indexed by original id).
    pub forms: Vec<Option<ExprId>>,
    /// Integer sums and products it could not re-associate (a partial result with no proven
    /// interval): only their two operands were ordered, so permutations of them may remain.
    pub unsorted: hashbrown::HashSet<ExprId>,
}

/// Loop level, structural hash, interval and non-negativity of one expression. The interval
/// is kept in 64 bits (the table holds one entry per expression, and at 40 bytes instead of 64
/// canonical order of the grouped 2.6M-node kernel took 150 ms, not 165): a range beyond
/// `int64`'s, which only `uint64` values reach, counts as unproven, so such a chain keeps its
/// pairs' order only. Non-negative: the value is at least 0 in every run that computes it
/// without error, even where no upper bound is known (`blockIdx_x * d2`).
type Info = (u32, u64, Option<(i64, i64)>, bool);

/// Ordering key of a term: loop level, whether it is a constant, structural hash.
type Key = (u32, bool, u64);

/// The canonicalizer's tables, kept between calls on one function.
struct Tables<'a> {
    facts: &'a VarFacts,
    /// Canonical form of each expression seen (indexed by id).
    memo: Vec<Option<ExprId>>,
    /// Per expression: its loop level, structural hash and interval.
    info: Vec<Option<Info>>,
    /// Per `+`/`-` chain: `ChainShape` (memoized: the fallback of a chain that cannot be
    /// re-associated canonicalizes its left sub-chain, which must not walk its terms again).
    chains: Vec<Option<ChainShape>>,
    /// Forms of chains that could not be re-associated.
    unsorted: hashbrown::HashSet<ExprId>,
    /// The form of each commutative pair, keyed by its operator and operands in canonical
    /// order: the operand order the program first wrote.
    pairs: hashbrown::HashMap<(BinOp, ExprId, ExprId), ExprId>,
}

/// What decides early whether a `+`/`-` chain can be re-associated.
#[derive(Clone, Copy)]
struct ChainShape {
    /// Non-constant terms, counted up to 2.
    terms: u8,
    /// Whether some non-constant term's canonical form has no proven interval.
    unbounded: bool,
    /// Whether every term is added (none subtracted) and non-negative, constants included:
    /// then every partial sum lies between 0 and the whole.
    monotone: bool,
}

/// Puts expressions of one function into canonical order, reading and interning nodes in `f`
/// (the function's arena, or an overlay of it).
struct Canonicalizer<'f, 'a, S: ExprStore> {
    f: &'f mut S,
    t: &'f mut Tables<'a>,
}

impl<S: ExprStore> Canonicalizer<'_, '_, S> {
    /// Level, hash and interval of `e` (memoized; new nodes included).
    fn info(&mut self, e: ExprId) -> Info {
        if self.t.info.len() <= e.index() {
            self.t.info.resize(e.index() + 1, None);
        }
        if let Some(i) = self.t.info[e.index()] {
            return i;
        }
        // The node's fields are copied out (no clone of its operand list): `info` of each
        // operand borrows `self` again.
        let node = self.f.expr(e);
        let dt = self.f.dtype(e);
        let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ node_tag(node);
        let mix = |h: &mut u64, x: u64| {
            *h ^= x;
            *h = h.wrapping_mul(0x0100_0000_01b3).rotate_left(5);
        };
        mix(
            &mut h,
            dt.bits as u64 | (dt.lanes as u64) << 16 | dt.code.ordinal() << 32 | (dt.scalable as u64) << 48,
        );
        match node {
            Expr::Int(v) => mix(&mut h, *v as u64),
            Expr::Float(b) => mix(&mut h, *b),
            Expr::Var(v) => mix(&mut h, v.0 as u64),
            Expr::Load(b, _) => mix(&mut h, b.0 as u64),
            _ => {}
        }
        let (int, var, binary) = match node {
            Expr::Int(v) => (Some(*v), None, None),
            Expr::Var(v) => (None, Some(*v), None),
            Expr::Binary(op, ..) => (None, None, Some(*op)),
            _ => (None, None, None),
        };
        // A cast that keeps every non-negative value (a narrower or same-width unsigned
        // source may wrap into a signed target's negatives).
        let cast_keeps_value = matches!(node, Expr::Cast(a) if {
            let from = self.f.dtype(*a);
            from.is_int() && dt.is_int() && (dt.bits > from.bits || (dt.bits == from.bits && dt.code == from.code))
        });
        // A buffer's implicit element offset is bound at the call from the tensor's byte
        // offset, an unsigned count, like a shape symbol: non-negative, of unknown size.
        let bound_offset = matches!(node, Expr::ElemOffset(b) if self.f.buffer(*b).elem_offset.is_none());
        let mut operands: SmallVec<[ExprId; 4]> = SmallVec::new();
        visit::expr_children(node, |c| operands.push(c));
        // The operands' hashes in order, their deepest level, and the first two intervals and
        // signs (a binary node's).
        let (mut kid_level, mut kid_ranges, mut kid_nonneg) = (0, [None, None], [false, false]);
        for (k, c) in operands.into_iter().enumerate() {
            let (level, hash, range, nonneg) = self.info(c);
            mix(&mut h, hash);
            kid_level = kid_level.max(level);
            if k < 2 {
                kid_ranges[k] = range.map(|(lo, hi)| (lo as i128, hi as i128));
                kid_nonneg[k] = nonneg;
            }
        }
        let level = match var {
            Some(v) => self.t.facts.level[v.index()],
            None => kid_level,
        };
        let range = match (int, var, binary) {
            (Some(v), ..) => Some((v, v)),
            (_, Some(v), _) => self.t.facts.range[v.index()],
            (.., Some(op)) if dt.is_int() || op.is_comparison() => match (kid_ranges[0], kid_ranges[1]) {
                (Some(a), Some(b)) => crate::analysis::interval(op, a, b),
                _ => None,
            },
            _ if bound_offset && dt.is_int() => Some((0, dt.int_range().1)),
            _ => None,
        }
        .filter(|r| !dt.is_int() || (r.0 >= dt.int_range().0 && r.1 <= dt.int_range().1))
        .and_then(|(lo, hi)| Some((i64::try_from(lo).ok()?, i64::try_from(hi).ok()?)));
        // In a run that computes it without error each integer result lies in its dtype, so
        // a sum, product, minimum or maximum of non-negative values is non-negative whatever
        // their size, as is a floor division or modulo by a positive divisor.
        let positive_divisor = kid_ranges[1].is_some_and(|(lo, _)| lo >= 1);
        let nonneg = range.is_some_and(|(lo, _)| lo >= 0)
            || dt.is_int()
                && match binary {
                    Some(BinOp::Add | BinOp::Mul | BinOp::Min | BinOp::Max) => kid_nonneg[0] && kid_nonneg[1],
                    Some(BinOp::FloorDiv | BinOp::Div) => kid_nonneg[0] && positive_divisor,
                    Some(BinOp::FloorMod) => positive_divisor,
                    _ => cast_keeps_value && kid_nonneg[0],
                };
        let out = (level, h, range, nonneg);
        self.t.info[e.index()] = Some(out);
        out
    }

    fn fits(&mut self, e: ExprId) -> bool {
        self.info(e).2.is_some()
    }

    fn nonneg(&mut self, e: ExprId) -> bool {
        self.info(e).3
    }

    /// The canonical form of `e`.
    pub fn canon(&mut self, e: ExprId) -> ExprId {
        if let Some(Some(c)) = self.t.memo.get(e.index()) {
            return *c;
        }
        let dt = self.f.dtype(e);
        let binary = match *self.f.expr(e) {
            Expr::Binary(op, a, b) => Some((op, a, b)),
            _ => None,
        };
        let result = match binary {
            // When re-association cannot be shown overflow-free, only commutativity is used.
            Some((BinOp::Add | BinOp::Sub, a, b)) if dt.is_int() && dt.lanes == 1 => match self.sum(e) {
                Some(s) => s,
                None => {
                    let form = if matches!(self.f.expr(e), Expr::Binary(BinOp::Add, ..)) {
                        self.ordered_pair(BinOp::Add, a, b)
                    } else {
                        self.children(e)
                    };
                    self.t.unsorted.insert(form);
                    form
                }
            },
            Some((BinOp::Mul, a, b)) if dt.is_int() && dt.lanes == 1 => match self.product(e) {
                Some(p) => p,
                None => {
                    let form = self.ordered_pair(BinOp::Mul, a, b);
                    self.t.unsorted.insert(form);
                    form
                }
            },
            Some((op, a, b)) if commutative(op, dt) => self.ordered_pair(op, a, b),
            _ => self.children(e),
        };
        if self.t.memo.len() <= e.index() {
            self.t.memo.resize(e.index() + 1, None);
        }
        self.t.memo[e.index()] = Some(result);
        result
    }

    /// `a op b` with canonical operands, in the operand order of the first occurrence of the
    /// pair in either order (exact for any commutative operator, since no intermediate value
    /// changes). Why not a fixed order: the program's own order is what LLVM's SLP vectorizer
    /// pairs up (`acc0 = acc0 + x; acc1 = acc1 + y`), and a hash order scrambles it (avgpool2d
    /// ran 7% slower with its float sums commuted).
    fn ordered_pair(&mut self, op: BinOp, a: ExprId, b: ExprId) -> ExprId {
        let (a, b) = (self.canon(a), self.canon(b));
        let (ka, kb) = (self.key(a), self.key(b));
        let (ka, kb) = ((ka.1, ka.0, ka.2), (kb.1, kb.0, kb.2));
        let key = if kb < ka { (op, b, a) } else { (op, a, b) };
        if let Some(&form) = self.t.pairs.get(&key) {
            return form;
        }
        let form = self.f.binary(op, a, b);
        self.t.pairs.insert(key, form);
        form
    }

    fn key(&mut self, e: ExprId) -> Key {
        let (level, hash, ..) = self.info(e);
        (level, matches!(self.f.expr(e), Expr::Int(_)), hash)
    }

    fn children(&mut self, e: ExprId) -> ExprId {
        if let Expr::Let(v, value, body) = *self.f.expr(e) {
            let (value, body) = (self.canon(value), self.canon(body));
            let dt = self.f.dtype(e);
            return self.f.intern(Expr::Let(v, value, body), dt);
        }
        let Canonicalizer { f, t } = self;
        f.with_operands(e, |f, c| Canonicalizer { f, t }.canon(c))
    }

    /// Signed terms of an `+`/`-` chain of one dtype.
    fn terms(&self, e: ExprId, sign: i128, out: &mut Vec<(i128, ExprId)>) {
        let dt = self.f.dtype(e);
        match self.f.expr(e) {
            Expr::Binary(BinOp::Add, a, b) if self.f.dtype(*a) == dt => {
                self.terms(*a, sign, out);
                self.terms(*b, sign, out);
            }
            Expr::Binary(BinOp::Sub, a, b) if self.f.dtype(*a) == dt => {
                self.terms(*a, sign, out);
                self.terms(*b, -sign, out);
            }
            _ => out.push((sign, e)),
        }
    }

    /// The shape of the `+`/`-` chain rooted at `e` (the terms `terms` would list).
    fn chain_shape(&mut self, e: ExprId) -> ChainShape {
        if let Some(Some(s)) = self.t.chains.get(e.index()) {
            return *s;
        }
        let dt = self.f.dtype(e);
        let shape = match *self.f.expr(e) {
            Expr::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) if self.f.dtype(a) == dt => {
                let (x, y) = (self.chain_shape(a), self.chain_shape(b));
                ChainShape {
                    terms: (x.terms + y.terms).min(2),
                    unbounded: x.unbounded || y.unbounded,
                    monotone: op == BinOp::Add && x.monotone && y.monotone,
                }
            }
            _ => {
                let t = self.canon(e);
                match self.f.expr(t) {
                    Expr::Int(v) => ChainShape {
                        terms: 0,
                        unbounded: false,
                        monotone: *v >= 0,
                    },
                    _ => ChainShape {
                        terms: 1,
                        unbounded: !self.fits(t),
                        monotone: self.nonneg(t),
                    },
                }
            }
        };
        if self.t.chains.len() <= e.index() {
            self.t.chains.resize(e.index() + 1, None);
        }
        self.t.chains[e.index()] = Some(shape);
        shape
    }

    fn sum(&mut self, e: ExprId) -> Option<ExprId> {
        let dt = self.f.dtype(e);
        // Two terms, one of unknown range: the first partial sum over it cannot be proven to
        // fit by intervals, whatever the order (what the loop below would find after sorting),
        // unless the chain is monotone.
        let shape = self.chain_shape(e);
        if shape.terms >= 2 && shape.unbounded && !shape.monotone {
            return None;
        }
        let mut raw = Vec::new();
        self.terms(e, 1, &mut raw);
        let mut constant: i128 = 0;
        let mut terms: Vec<(i128, ExprId)> = Vec::new();
        for (s, t) in raw {
            let t = self.canon(t);
            match self.f.expr(t) {
                Expr::Int(v) => constant += s * v,
                _ => terms.push((s, t)),
            }
        }
        let mut keyed: Vec<(Key, (i128, ExprId))> = terms.into_iter().map(|t| (self.key(t.1), t)).collect();
        keyed.sort_by_key(|k| k.0);
        // Start from a positive term; a chain of only negative terms keeps its form.
        let first = keyed.iter().position(|(_, (s, _))| *s > 0)?;
        let (_, (_, mut acc)) = keyed.remove(first);
        // The original evaluates the whole sum here, so where every term is non-negative
        // and added, each partial sum (between 0 and the whole) fits too.
        let fits = |c: &mut Self, acc: ExprId| shape.monotone || c.fits(acc);
        for (_, (s, t)) in keyed {
            acc = self.f.binary(if s > 0 { BinOp::Add } else { BinOp::Sub }, acc, t);
            if !fits(self, acc) {
                return None;
            }
        }
        if constant != 0 {
            let (lo, hi) = dt.int_range();
            if constant.abs() > hi || -constant.abs() < lo {
                return None;
            }
            let c = self.f.int(constant.abs(), dt);
            acc = self
                .f
                .binary(if constant > 0 { BinOp::Add } else { BinOp::Sub }, acc, c);
            if !fits(self, acc) {
                return None;
            }
        }
        Some(acc)
    }

    fn factors(&self, e: ExprId, out: &mut Vec<ExprId>) {
        let dt = self.f.dtype(e);
        match self.f.expr(e) {
            Expr::Binary(BinOp::Mul, a, b) if self.f.dtype(*a) == dt => {
                self.factors(*a, out);
                self.factors(*b, out);
            }
            _ => out.push(e),
        }
    }

    fn product(&mut self, e: ExprId) -> Option<ExprId> {
        let dt = self.f.dtype(e);
        let mut raw = Vec::new();
        self.factors(e, &mut raw);
        let mut constant: i128 = 1;
        let mut factors = Vec::new();
        for t in raw {
            let t = self.canon(t);
            match self.f.expr(t) {
                Expr::Int(v) => constant = constant.checked_mul(*v)?,
                _ => factors.push(t),
            }
        }
        let mut keyed: Vec<(Key, ExprId)> = factors.into_iter().map(|t| (self.key(t), t)).collect();
        keyed.sort_by_key(|k| k.0);
        let mut it = keyed.into_iter().map(|(_, t)| t);
        let (lo, hi) = dt.int_range();
        if !(lo..=hi).contains(&constant) {
            return None;
        }
        let Some(mut acc) = it.next() else {
            return Some(self.f.int(constant, dt));
        };
        for t in it {
            acc = self.f.binary(BinOp::Mul, acc, t);
            if !self.fits(acc) {
                return None;
            }
        }
        if constant != 1 {
            let c = self.f.int(constant, dt);
            acc = self.f.binary(BinOp::Mul, acc, c);
            if !self.fits(acc) {
                return None;
            }
        }
        Some(acc)
    }
}

fn commutative(op: BinOp, dt: DataType) -> bool {
    match op {
        BinOp::Min | BinOp::Max => !dt.is_float(),
        // Not `and`/`or`: C and CUDA evaluate them left to right with short-circuit, so
        // `0 < d and x // d < n` must keep its guard first.
        BinOp::Eq | BinOp::Ne => true,
        BinOp::Add | BinOp::Mul => dt.is_float() || dt.lanes > 1,
        _ => false,
    }
}

fn node_tag(e: &Expr) -> u64 {
    match e {
        Expr::Int(_) => 1,
        Expr::Float(_) => 2,
        Expr::Str(_) => 3,
        Expr::Var(_) => 4,
        Expr::Binary(op, _, _) => 100 + *op as u64,
        Expr::Not(_) => 5,
        Expr::Select(..) => 6,
        Expr::Cast(_) => 7,
        Expr::Let(..) => 8,
        Expr::Load(..) => 9,
        Expr::Ramp(..) => 10,
        Expr::Broadcast(..) => 11,
        Expr::Shuffle(..) => 12,
        Expr::Data(_) => 14,
        Expr::ElemOffset(_) => 15,
        Expr::PointerType(..) => 16,
        Expr::Call(name, _) => {
            13 + name
                .bytes()
                .fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(b as u64))
        }
    }
}

/// Puts every expression of `func`'s statements (and of its allocated and declared buffers'
/// shapes) into canonical order, walking from the body. Parameter buffers keep their shapes
/// (they are the signature), and so does a reducer's combiner. A large function is first
/// canonicalized in two halves at once (`halves`), which gives the same result.
pub fn canonicalize_func(func: &mut PrimFunc) -> CanonicalForms {
    let halves = crate::passes::halves::worth_halves(func);
    canonicalize_with(func, halves)
}

/// [`canonicalize_func`], first in halves at once if `halves` (where the function has a
/// sequence to cut).
fn canonicalize_with(func: &mut PrimFunc, halves: bool) -> CanonicalForms {
    let facts = var_facts(func);
    // Canonical order adds up to about as many nodes as the function holds (0.88 times as
    // many on the grouped 2.6M-node kernel), each half about half of them.
    let room = func.exprs.len() / 2;
    let tables = halves
        .then(|| crate::passes::halves::in_halves(func, |f| Tables::new(f, &facts), room))
        .flatten()
        .unwrap_or_else(|| Tables::new(func, &facts));
    let mut r = CanonicalRewriter { tables };
    rewrite_func(func, &mut r);
    CanonicalForms {
        forms: r.tables.memo,
        unsorted: r.tables.unsorted,
    }
}

impl<'a> Tables<'a> {
    /// Empty tables for `f`.
    fn new(f: &PrimFunc, facts: &'a VarFacts) -> Tables<'a> {
        Tables {
            facts,
            memo: vec![None; f.exprs.len()],
            // Room for every node the function has: growing step by step would copy the
            // tables several times on large kernels.
            info: Vec::with_capacity(f.exprs.len()),
            chains: Vec::with_capacity(f.exprs.len()),
            unsorted: hashbrown::HashSet::new(),
            pairs: hashbrown::HashMap::new(),
        }
    }
}

/// Whether the expression at `site` is put into canonical order: not a reducer's combiner.
fn canonicalized_at(site: ExprSite) -> bool {
    !matches!(site, ExprSite::ReducerIdentity | ExprSite::ReducerResult)
}

/// Runs a [`Canonicalizer`] over its tables at each site.
struct CanonicalRewriter<'a> {
    tables: Tables<'a>,
}

impl StmtRewriter for CanonicalRewriter<'_> {
    fn expr(&mut self, f: &mut PrimFunc, e: ExprId, site: ExprSite) -> ExprId {
        if !canonicalized_at(site) {
            return e;
        }
        Canonicalizer { f, t: &mut self.tables }.canon(e)
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::{BinOp, Expr};

    /// Whether `canonicalize_func` re-associates every sum of a store whose index is
    /// `ax * 4 + blockIdx_x * d + TERM` (none of its terms has an upper bound: `d` is a shape
    /// symbol, the launch extent symbolic).
    fn reordered_with_term(term: &str, param: &str) -> bool {
        let src = format!(
            "@T.prim_func
def main(A: T.Buffer((\"n\", \"d\"), \"float32\"), {param}):
    n, d = T.int32(), T.int32()
    A_1 = T.decl_buffer((n * d,), data=A.data)
    with T.launch_thread(\"blockIdx.x\", n) as blockIdx_x:
        for ax in range((d + 3) // 4):
            A_1[ax * 4 + blockIdx_x * d + {term}] = T.float32(1.0)
"
        );
        let mut module = crate::parse_module("t.py", &src).unwrap();
        let f = &mut module.funcs[0];
        let unsorted = super::canonicalize_func(f).unsorted;
        !unsorted
            .iter()
            .any(|&e| matches!(f.expr(e), Expr::Binary(BinOp::Add | BinOp::Sub, ..)))
    }

    /// Non-negative terms of no known upper bound are re-associated (each partial sum lies
    /// between 0 and the whole); a term that may be negative keeps the chain as written, and so
    /// does a cast that may wrap a non-negative value into a negative one.
    #[test]
    fn only_chains_of_non_negative_terms_are_reordered_without_bounds() {
        assert!(reordered_with_term("T.Cast(\"int32\", u)", "u: T.uint16"));
        assert!(reordered_with_term(
            "T.Cast(\"int32\", u) // 2 + T.Cast(\"int32\", u) % 3",
            "u: T.uint16"
        ));
        assert!(!reordered_with_term("u // 2 + u % 3", "u: T.int32"));
        assert!(!reordered_with_term("u", "u: T.int32"));
        assert!(!reordered_with_term("T.Cast(\"int32\", u)", "u: T.uint32"));
    }

    /// A buffer's implicit element offset, bound from the tensor's unsigned byte offset, is
    /// non-negative; an explicit one is its expression, `x - 8` of either sign here.
    #[test]
    fn an_implicit_element_offset_is_non_negative_an_explicit_one_its_expression() {
        assert!(reordered_with_term("A.elem_offset", "u: T.int32"));
        let src = "@T.prim_func
def main(A: T.Buffer((64,), \"float32\"), x: T.int32):
    A_1 = T.decl_buffer((16,), data=A.data, elem_offset=x - 8)
    for ax in range(4):
        A[A_1.elem_offset + ax * 4 + 1] = T.float32(1.0)
";
        let mut module = crate::parse_module("t.py", src).unwrap();
        let f = &mut module.funcs[0];
        let unsorted = super::canonicalize_func(f).unsorted;
        assert!(unsorted
            .iter()
            .any(|&e| matches!(f.expr(e), Expr::Binary(BinOp::Add | BinOp::Sub, ..))));
    }
}
