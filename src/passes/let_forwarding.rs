//! Program lets forwarded into their one use, the first step of semantic CSE: with
//! `b: T.let = x + 2` used only by a later `B[i] = a + b` of the same loop body, the store
//! becomes `B[i] = a + (x + 2)` and the binding goes, so that canonical order and the rules
//! see the whole sum (`5 + (x + 2)` folds to `x + 7`). TVM's `Simplify` inlines every pure
//! integer `LetStmt` before its CSE runs; this takes only the bindings that cannot cost more
//! inlined, and the CSE planner binds again whatever is then computed twice.
//!
//! A binding is forwarded when its value is a scalar or vector integer that reads no memory,
//! calls nothing and cannot trap (no load, call or `T.Let`; a division only by a non-zero
//! constant), its variable has exactly one use in the whole function (counted along every path
//! of the hash-consed expressions, block regions and buffer shapes included), and that use
//! stands at a site CSE rewrites, inside no scope the binding is not already in other than the
//! branches of an `if` (no loop, thread launch, block, attribute or `while` between them, and
//! not a `while` condition), and its value, with the bindings forwarded into it, is at most
//! [`MAX_DEPTH`] deep.
//!
//! Invariant: the values are the same. The variables are immutable, so the value computed at
//! the use is the one the binding computed; it reads no memory a store between them could
//! change; it cannot trap, so evaluating it later (or, in a branch, not at all) changes no
//! outcome; and the use is evaluated at most as often as the binding was, so no weighted op is
//! added.

use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::walk::{walk_func, ExprSite, ScopeId, ScopeKind, StmtVisitor, VarDef};
use crate::ir::{subst::with_operands, visit, Expr, ExprId, PrimFunc, Stmt, StmtId, VarId};
use hashbrown::{HashMap, HashSet};

/// Deepest value forwarded (its expression tree, with the values forwarded into it): a chain
/// of single-use lets would otherwise become one expression as deep as the chain is long (one
/// of 20,000 lets overflowed the stack), and TVM's Python parser takes at most 200 nested
/// brackets.
const MAX_DEPTH: u32 = 32;

/// What forwarding did to a function.
#[derive(Clone, Debug, Default)]
pub struct Forwarded {
    /// The variables whose bindings were forwarded and dropped, in program order.
    pub vars: Vec<VarId>,
    /// What each expression reached from a statement became (indexed by id, `None` where none
    /// was reached).
    pub forms: Vec<Option<ExprId>>,
}

/// Forwards the bindings described above, or returns `None` when no binding was forwarded.
pub fn forward_single_use_lets(func: &mut PrimFunc) -> Option<Forwarded> {
    // The arena may hold statements the body no longer reaches, but none at all spares the
    // walk (4 to 5 ms on the grouped 2.6M-node kernel, which has no binding).
    if !func.stmts.iter().any(|s| matches!(s, Stmt::Bind { .. })) {
        return None;
    }
    let mut sites = Sites::default();
    walk_func(func, &mut sites);
    if sites.binds.is_empty() {
        return None;
    }
    let (uses, owner) = paths(func, &sites.roots);
    let depth = depths(func);
    // Per root: the deepest value forwarded into it so far. A binding's variable has its one
    // use after the binding, so the bindings, in program order, see every value forwarded into
    // their own before they are decided.
    let mut deepest_into: HashMap<u32, u32> = HashMap::new();
    let mut forwarded: Vec<(VarId, ExprId)> = Vec::new();
    for b in &sites.binds {
        let Some(var) = func.exprs.find(&Expr::Var(b.var), func.vars[b.var.index()].dtype) else {
            continue;
        };
        let Some(use_root) = owner[var.index()].filter(|&r| {
            let root = &sites.roots[r as usize];
            uses[var.index()] == 1 && root.cse_site && root.barriers == b.barriers
        }) else {
            continue;
        };
        // An upper bound: each forwarded variable, a leaf, becomes its value.
        let value_depth = depth[b.value.index()] + deepest_into.get(&b.root).copied().unwrap_or(0);
        if value_depth <= MAX_DEPTH && forwardable(func, b.value) {
            let into = deepest_into.entry(use_root).or_insert(0);
            *into = (*into).max(value_depth);
            forwarded.push((b.var, b.value));
        }
    }
    if forwarded.is_empty() {
        return None;
    }
    let mut forwarder = Forwarder {
        values: forwarded.iter().copied().collect(),
        memo: vec![None; func.exprs.len()],
    };
    rewrite_func(func, &mut forwarder);
    Some(Forwarded {
        vars: forwarded.into_iter().map(|(v, _)| v).collect(),
        forms: forwarder.memo,
    })
}

/// The depth of every expression's tree (a leaf is 1).
fn depths(f: &PrimFunc) -> Vec<u32> {
    visit::max_over_operands(f, |_| None, 1)
}

/// Whether `value` is an integer that reads no memory, calls nothing and cannot trap.
fn forwardable(f: &PrimFunc, value: ExprId) -> bool {
    f.dtype(value).is_int() && pure_and_safe(f, value, &mut HashSet::new())
}

/// [`forwardable`]'s walk: whether every node of `e` (each visited once) reads no memory,
/// calls nothing and cannot trap.
fn pure_and_safe(f: &PrimFunc, e: ExprId, checked: &mut HashSet<ExprId>) -> bool {
    if !checked.insert(e) {
        return true;
    }
    let node = f.expr(e);
    let mut ok = matches!(
        node,
        Expr::Int(_)
            | Expr::Var(_)
            | Expr::Binary(..)
            | Expr::Not(_)
            | Expr::Select(..)
            | Expr::Cast(_)
            | Expr::Ramp(..)
            | Expr::Broadcast(..)
    ) && !crate::analysis::traps_itself(f, node);
    visit::expr_children(node, |c| ok = ok && pure_and_safe(f, c, checked));
    ok
}

/// An expression a statement holds, where it stands.
struct Root {
    e: ExprId,
    /// Whether CSE rewrites expressions at its site.
    cse_site: bool,
    /// Open scopes other than `if` branches around it.
    barriers: u32,
}

/// A `v: T.let = value` binding and the scopes around it.
struct Bind {
    var: VarId,
    value: ExprId,
    /// The value's index in [`Sites::roots`].
    root: u32,
    barriers: u32,
}

/// Every expression site of the function and every binding, in walk order.
#[derive(Default)]
struct Sites {
    roots: Vec<Root>,
    binds: Vec<Bind>,
    /// Per open scope, whether it is a barrier (not an `if` branch).
    open: Vec<bool>,
    barriers: u32,
    /// The value of the binding being visited, and its index in `roots`.
    pending: Option<(ExprId, u32)>,
}

impl StmtVisitor for Sites {
    fn expr(&mut self, _f: &PrimFunc, e: ExprId, site: ExprSite) {
        // A `while` condition is evaluated before every iteration: a barrier of its own.
        let repeated = site == ExprSite::WhileCond;
        self.roots.push(Root {
            e,
            cse_site: site.is_cse_site(),
            barriers: self.barriers + u32::from(repeated),
        });
        self.pending = (site == ExprSite::BindValue).then_some((e, self.roots.len() as u32 - 1));
    }

    fn define_var(&mut self, _f: &PrimFunc, var: VarId, def: VarDef) {
        if let (VarDef::Bind(_), Some((value, root))) = (def, self.pending.take()) {
            self.binds.push(Bind {
                var,
                value,
                root,
                barriers: self.barriers,
            });
        }
    }

    fn enter_scope(&mut self, _f: &PrimFunc, _scope: ScopeId, kind: ScopeKind, _creator: StmtId) {
        let barrier = !matches!(kind, ScopeKind::Then | ScopeKind::Else);
        self.open.push(barrier);
        self.barriers += u32::from(barrier);
    }

    fn leave_scope(&mut self, _f: &PrimFunc, _scope: ScopeId) {
        if self.open.pop() == Some(true) {
            self.barriers -= 1;
        }
    }
}

/// How many paths from the roots reach each expression (0, 1, or 2 for two or more), a `T.Let`
/// body counting twice (the substitution leaves let bodies as they are), and for each
/// expression reached by exactly one path, the root (its index in `roots`) that path starts
/// from. Operands are interned before the nodes that hold them, so in one backward scan of the
/// arena each node's count is final when it is reached, and pushed to its operands with its
/// root: an operand reached by one path has one holder, reached by one path too.
fn paths(f: &PrimFunc, roots: &[Root]) -> (Vec<u8>, Vec<Option<u32>>) {
    let mut count = vec![0u8; f.exprs.len()];
    let mut owner = vec![None; f.exprs.len()];
    for (k, r) in roots.iter().enumerate() {
        count[r.e.index()] = count[r.e.index()].saturating_add(1).min(2);
        owner[r.e.index()] = Some(k as u32);
    }
    for i in (0..f.exprs.len()).rev() {
        let n = count[i];
        if n == 0 {
            continue;
        }
        let node = f.expr(ExprId(i as u32));
        let body = match node {
            Expr::Let(_, _, body) => Some(*body),
            _ => None,
        };
        let root = owner[i];
        visit::expr_children(node, |c| {
            let add = if Some(c) == body { 2 } else { n };
            count[c.index()] = count[c.index()].saturating_add(add).min(2);
            owner[c.index()] = root;
        });
    }
    (count, owner)
}

/// Replaces each forwarded variable by its (forwarded) value and drops its binding.
struct Forwarder {
    values: HashMap<VarId, ExprId>,
    memo: Vec<Option<ExprId>>,
}

impl StmtRewriter for Forwarder {
    fn expr(&mut self, f: &mut PrimFunc, e: ExprId, site: ExprSite) -> ExprId {
        if site.is_cse_site() {
            self.rewrite(f, e)
        } else {
            e
        }
    }

    fn finish(&mut self, f: &mut PrimFunc, s: StmtId) -> StmtId {
        match f.stmt(s) {
            Stmt::Bind { var, .. } if self.values.contains_key(var) => f.add_stmt(Stmt::Seq(Vec::new())),
            // A sequence left with one statement is that statement (see `PrimFunc::seq`).
            Stmt::Seq(items) if items.len() == 1 => items[0],
            _ => s,
        }
    }
}

impl Forwarder {
    fn rewrite(&mut self, f: &mut PrimFunc, e: ExprId) -> ExprId {
        if let Some(done) = self.memo.get(e.index()).copied().flatten() {
            return done;
        }
        let out = match *f.expr(e) {
            Expr::Var(v) => match self.values.get(&v) {
                Some(&value) => self.rewrite(f, value),
                None => e,
            },
            _ => with_operands(f, e, |f, c| self.rewrite(f, c)),
        };
        if let Some(slot) = self.memo.get_mut(e.index()) {
            *slot = Some(out);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    /// The names of the bindings `forward_single_use_lets` leaves in `body` (a function of
    /// `A`, `x` and `y`), after checking the program still computes the same.
    fn kept(body: &str) -> Vec<String> {
        let src = format!(
            "@T.prim_func
def main(A: T.Buffer((64,), \"int32\"), x: T.int32, y: T.int32):
{body}"
        );
        let original = crate::parse_module("t.py", &src).unwrap();
        let mut module = original.clone();
        super::forward_single_use_lets(&mut module.funcs[0]);
        assert!(crate::verify(&module.funcs[0]).is_empty());
        let text = crate::print_module(&module);
        let reread = crate::parse_module("t.py", &text).unwrap();
        let inputs = crate::random_inputs(&original.funcs[0], &crate::Bindings::default(), 7).unwrap();
        let run = |f| crate::interpret(f, &inputs, crate::DEFAULT_FUEL, None).unwrap();
        let difference = crate::first_difference(&run(&original.funcs[0]), &run(&reread.funcs[0]));
        assert!(difference.is_none(), "{difference:?} in\n{text}");
        text.lines()
            .filter_map(|l| l.trim().split_once(": T.let").map(|(name, _)| name.to_string()))
            .collect()
    }

    #[test]
    fn a_chain_of_single_uses_is_forwarded_whole() {
        let body = "    a: T.let[T.int32] = x + 1\n    b: T.let[T.int32] = a * 2\n    A[0] = b + y\n";
        assert!(kept(body).is_empty());
    }

    /// A buffer shape and a `T.Let` body are uses too: forwarding the one elsewhere would
    /// leave the variable undefined there, and the substitution does not enter let bodies.
    #[test]
    fn uses_outside_the_rewritten_sites_keep_the_binding() {
        let shape =
            "    n: T.let[T.int32] = x % 8 + 1\n    B = T.decl_buffer((n,), \"int32\", data=A.data)\n    A[0] = n\n";
        assert_eq!(kept(shape), ["n"]);
        let let_body = "    b: T.let[T.int32] = x + 1\n    A[0] = T.Let(v + b, where={v: y})\n";
        assert_eq!(kept(let_body), ["b"]);
    }

    /// The `else` keeps only the `if` that used the let: it prints as `elif`, which must read
    /// back as the same statement (the fuzzer's print fixed point, seeds 30088 and 31421).
    #[test]
    fn an_else_left_with_one_if_prints_to_itself() {
        let body = "    if x < 0:\n        A[0] = 1\n    else:\n        b: T.let[T.int32] = x + 1\n        if y < b:\n            A[1] = 2\n";
        assert!(kept(body).is_empty());
        let src = format!("@T.prim_func\ndef main(A: T.Buffer((64,), \"int32\"), x: T.int32, y: T.int32):\n{body}");
        let mut module = crate::parse_module("t.py", &src).unwrap();
        super::forward_single_use_lets(&mut module.funcs[0]);
        let text = crate::print_module(&module);
        let again = crate::print_module(&crate::parse_module("t.py", &text).unwrap());
        assert_eq!(text, again);
    }

    /// Forwarded whole, a chain of 3,000 single-use lets would be one expression 3,000 deep.
    #[test]
    fn a_long_chain_is_forwarded_in_pieces_of_bounded_depth() {
        let mut body = String::from("    a0: T.let[T.int32] = T.min(x, y)\n");
        for i in 1..3000 {
            body.push_str(&format!("    a{i}: T.let[T.int32] = T.min(a{}, y)\n", i - 1));
        }
        body.push_str("    A[0] = a2999\n");
        let kept = kept(&body).len();
        assert!((3000 / super::MAX_DEPTH as usize..3000).contains(&kept), "{kept} kept");
    }

    #[test]
    fn a_use_in_a_deeper_loop_or_a_while_condition_keeps_the_binding() {
        let body = "    b: T.let[T.int32] = x * y\n    for i in range(4):\n        A[i] = b + i\n";
        assert_eq!(kept(body), ["b"]);
        let body = "    b: T.let[T.int32] = x % 4 + 1\n    A[0] = 0\n    while A[0] < b:\n        A[0] = A[0] + 1\n";
        assert_eq!(kept(body), ["b"]);
    }
}
