//! The scope tree of a function, computed once by the shared walk ([`crate::ir::walk`]):
//! for each scope its parent, depth, loop level, kind and creating statement, whether it may
//! run zero times and whether it repeats; for each variable the scope that defines it; for each
//! statement the scope it stands in. Queries: lowest common ancestor, encloses, ancestor at a
//! depth, each in O(log depth) through a skew-binary jump pointer per scope (Myers 1983), so a
//! chain of `n` nested scopes (an `elif` chain) does not make them linear in `n`.
//!
//! Invariants: scope ids are those of the walk (0 the function, then in opening order), so a
//! visitor walking the same function can index this tree with the ids it is given; a parent's
//! id is smaller than its children's; variables never defined (none, after `verify`) map to
//! the root.

use crate::ir::walk::{walk_func, ScopeId, ScopeKind, StmtVisitor, VarDef};
use crate::ir::{Expr, ForKind, PrimFunc, Stmt, StmtId, VarId};

/// One scope of the tree.
#[derive(Clone, Debug)]
pub struct Scope {
    /// Enclosing scope (the root is its own parent).
    pub parent: ScopeId,
    /// Number of scopes above it (0 for the root).
    pub depth: u32,
    /// Number of loops and thread launches whose bodies enclose it (their bodies included).
    pub loop_level: u32,
    /// What opened it.
    pub kind: ScopeKind,
    /// The statement that opened it (none for the root).
    pub creator: Option<StmtId>,
    /// Whether its body may not run where the enclosing scope does: a branch, a `while`, a
    /// loop whose extent is not a constant of at least 1.
    pub may_run_zero_times: bool,
    /// Whether its body may run several times per run of the enclosing scope (loops, `while`,
    /// thread launches): leaving it saves work.
    pub repeats: bool,
    /// Whether it is the body of a thread launch or a thread-bound loop: above it is another
    /// thread's (or the host's) code.
    pub launch: bool,
    /// The innermost block enclosing it (itself for a block; the root outside any block):
    /// nothing defined outside a block but the function's own symbols is visible inside it.
    pub block: ScopeId,
    /// An ancestor further up (the root's is the root): jumps of skew-binary lengths, so any
    /// ancestor is reached in O(log depth) steps.
    jump: ScopeId,
    /// The nearest of itself and its ancestors that may run zero times, that repeats, and
    /// that is a launch: a climb towards the root stops at or notes them in O(1).
    nearest_zero_times: Option<ScopeId>,
    nearest_repeating: Option<ScopeId>,
    nearest_launch: Option<ScopeId>,
}

/// The scopes of one function.
#[derive(Clone, Debug)]
pub struct ScopeTree {
    scopes: Vec<Scope>,
    /// Defining scope of each variable.
    var_scope: Vec<ScopeId>,
    /// Scope each reachable statement stands in (unreachable ones: the root).
    stmt_scope: Vec<ScopeId>,
}

impl ScopeTree {
    /// Computes the tree of `f`.
    pub fn new(f: &PrimFunc) -> ScopeTree {
        let mut b = Builder {
            tree: ScopeTree {
                scopes: vec![Scope {
                    parent: ScopeId::ROOT,
                    depth: 0,
                    loop_level: 0,
                    kind: ScopeKind::Root,
                    creator: None,
                    may_run_zero_times: false,
                    repeats: false,
                    launch: false,
                    block: ScopeId::ROOT,
                    jump: ScopeId::ROOT,
                    nearest_zero_times: None,
                    nearest_repeating: None,
                    nearest_launch: None,
                }],
                var_scope: vec![ScopeId::ROOT; f.vars.len()],
                stmt_scope: vec![ScopeId::ROOT; f.stmts.len()],
            },
            current: ScopeId::ROOT,
        };
        walk_func(f, &mut b);
        b.tree
    }

    /// A scope.
    pub fn scope(&self, s: ScopeId) -> &Scope {
        &self.scopes[s.index()]
    }

    /// Number of scopes (the root included).
    pub fn len(&self) -> usize {
        self.scopes.len()
    }

    /// Whether the tree has only the root.
    pub fn is_empty(&self) -> bool {
        self.scopes.len() == 1
    }

    /// The parent of `s` (the root's is the root).
    pub fn parent(&self, s: ScopeId) -> ScopeId {
        self.scope(s).parent
    }

    /// The depth of `s`.
    pub fn depth(&self, s: ScopeId) -> u32 {
        self.scope(s).depth
    }

    /// The scope defining `v`.
    pub fn var_scope(&self, v: VarId) -> ScopeId {
        self.var_scope[v.index()]
    }

    /// The scope statement `s` stands in.
    pub fn stmt_scope(&self, s: StmtId) -> ScopeId {
        self.stmt_scope[s.index()]
    }

    /// The ancestor of `s` (or `s` itself) at depth `depth` (at most `s`'s).
    pub fn ancestor_at(&self, mut s: ScopeId, depth: u32) -> ScopeId {
        while self.depth(s) > depth {
            let jump = self.scope(s).jump;
            s = if self.depth(jump) >= depth {
                jump
            } else {
                self.parent(s)
            };
        }
        s
    }

    /// Lowest common ancestor of `a` and `b`.
    pub fn lca(&self, a: ScopeId, b: ScopeId) -> ScopeId {
        let depth = self.depth(a).min(self.depth(b));
        let (mut a, mut b) = (self.ancestor_at(a, depth), self.ancestor_at(b, depth));
        // Scopes at one depth have jumps of one length: equal jumps mean the LCA is at or
        // below them.
        while a != b {
            let (ja, jb) = (self.scope(a).jump, self.scope(b).jump);
            if ja == jb {
                a = self.parent(a);
                b = self.parent(b);
            } else {
                a = ja;
                b = jb;
            }
        }
        a
    }

    /// Whether `outer` is `inner` or one of its ancestors.
    pub fn encloses(&self, outer: ScopeId, inner: ScopeId) -> bool {
        self.depth(inner) >= self.depth(outer) && self.ancestor_at(inner, self.depth(outer)) == outer
    }

    /// The innermost block enclosing `s` (the root outside any block).
    pub fn block_of(&self, s: ScopeId) -> ScopeId {
        self.scope(s).block
    }

    /// The deeper of two scopes on one path from the root (by depth; ties keep `a`).
    pub fn deeper(&self, a: ScopeId, b: ScopeId) -> ScopeId {
        if self.depth(b) > self.depth(a) {
            b
        } else {
            a
        }
    }

    /// The scope reached by climbing from `from` towards its ancestor `to`, stopping early at
    /// the first scope that may run zero times (`stop_at_zero_times`) or is a launch
    /// (`stop_at_launch`); with whether the climb left a repeating scope (one of those
    /// passed, the scope reached excluded). O(1).
    pub fn climb(&self, from: ScopeId, to: ScopeId, stop_at_zero_times: bool, stop_at_launch: bool) -> (ScopeId, bool) {
        let mut reached = to;
        let stops = [
            (stop_at_zero_times, self.scope(from).nearest_zero_times),
            (stop_at_launch, self.scope(from).nearest_launch),
        ];
        for (wanted, stop) in stops {
            if let Some(s) = stop.filter(|_| wanted) {
                reached = self.deeper(reached, s);
            }
        }
        // Every stop and `to` lie on the path from `from` up, so the deeper one is met first.
        (reached, self.leaves_repeating(from, reached))
    }

    /// The innermost repeating scope enclosing `s` (`s` included; the root if none): where a
    /// value computed in `s` is computed once per iteration.
    pub fn repeating_scope(&self, s: ScopeId) -> ScopeId {
        self.scope(s).nearest_repeating.unwrap_or(ScopeId::ROOT)
    }

    /// Whether a scope strictly below `ancestor` on the path up from `s` (`s` included)
    /// repeats.
    pub fn leaves_repeating(&self, s: ScopeId, ancestor: ScopeId) -> bool {
        self.scope(s)
            .nearest_repeating
            .is_some_and(|r| self.depth(r) > self.depth(ancestor))
    }

    /// The child of `ancestor` on the path down to `s` (`s` strictly below `ancestor`).
    pub fn child_towards(&self, ancestor: ScopeId, s: ScopeId) -> ScopeId {
        self.ancestor_at(s, self.depth(ancestor) + 1)
    }
}

struct Builder {
    tree: ScopeTree,
    current: ScopeId,
}

impl StmtVisitor for Builder {
    fn enter_stmt(&mut self, _f: &PrimFunc, s: StmtId) {
        self.tree.stmt_scope[s.index()] = self.current;
    }

    fn enter_scope(&mut self, f: &PrimFunc, scope: ScopeId, kind: ScopeKind, creator: StmtId) {
        debug_assert_eq!(scope.index(), self.tree.scopes.len());
        let parent = self.tree.scope(self.current);
        let (may_run_zero_times, repeats) = match (kind, f.stmt(creator)) {
            (ScopeKind::Loop, Stmt::For { extent, .. }) => (!matches!(f.expr(*extent), Expr::Int(n) if *n >= 1), true),
            (ScopeKind::ThreadLaunch, _) => (false, true),
            (ScopeKind::Then | ScopeKind::Else | ScopeKind::While, _) => (true, kind == ScopeKind::While),
            (ScopeKind::Block, Stmt::Block(b)) => (b.predicate.is_some(), false),
            (ScopeKind::BlockInit, _) => (true, false),
            _ => (false, false),
        };
        let block = if kind == ScopeKind::Block { scope } else { parent.block };
        let launch = kind == ScopeKind::ThreadLaunch
            || matches!(f.stmt(creator), Stmt::For { kind: ForKind::ThreadBinding(_), .. } if kind == ScopeKind::Loop);
        let loop_level = parent.loop_level + u32::from(matches!(kind, ScopeKind::Loop | ScopeKind::ThreadLaunch));
        // Skew-binary jumps: two equal jumps above the parent merge into one twice as long.
        let (pj, pjj) = (parent.jump, self.tree.scope(parent.jump).jump);
        let jump = if parent.depth - self.tree.depth(pj) == self.tree.depth(pj) - self.tree.depth(pjj) {
            pjj
        } else {
            self.current
        };
        self.tree.scopes.push(Scope {
            parent: self.current,
            depth: parent.depth + 1,
            loop_level,
            kind,
            creator: Some(creator),
            may_run_zero_times,
            repeats,
            launch,
            block,
            jump,
            nearest_zero_times: if may_run_zero_times {
                Some(scope)
            } else {
                parent.nearest_zero_times
            },
            nearest_repeating: if repeats { Some(scope) } else { parent.nearest_repeating },
            nearest_launch: if launch { Some(scope) } else { parent.nearest_launch },
        });
        self.current = scope;
    }

    fn leave_scope(&mut self, _f: &PrimFunc, scope: ScopeId) {
        self.current = self.tree.parent(scope);
    }

    fn define_var(&mut self, _f: &PrimFunc, v: VarId, _def: VarDef) {
        self.tree.var_scope[v.index()] = self.current;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(src: &str) -> (PrimFunc, ScopeTree) {
        let f = crate::parse_module("t", src).unwrap().funcs.remove(0);
        let t = ScopeTree::new(&f);
        (f, t)
    }

    fn var(f: &PrimFunc, name: &str) -> VarId {
        VarId(f.vars.iter().position(|v| v.name == name).unwrap() as u32)
    }

    #[test]
    fn loops_and_branches_nest() {
        let (f, t) = tree(
            "@T.prim_func\ndef f(A: T.Buffer((64,), \"int32\"), n: T.int32):\n    for i in range(8):\n        for j in range(n):\n            if j < 4:\n                A[i] = j\n            else:\n                A[i] = 0\n",
        );
        // root, loop i, loop j, then, else.
        assert_eq!(t.len(), 5);
        let (i, j) = (t.var_scope(var(&f, "i")), t.var_scope(var(&f, "j")));
        assert_eq!((t.depth(i), t.depth(j)), (1, 2));
        assert_eq!(t.scope(j).loop_level, 2);
        assert!(!t.scope(i).may_run_zero_times, "a constant extent of 8 runs");
        assert!(t.scope(j).may_run_zero_times, "extent n may be 0");
        let (then, other) = (ScopeId(3), ScopeId(4));
        assert_eq!(t.scope(then).kind, ScopeKind::Then);
        assert_eq!(t.lca(then, other), j);
        assert!(t.encloses(i, other) && !t.encloses(then, other));
        assert_eq!(t.child_towards(i, other), j);
        assert_eq!(t.var_scope(var(&f, "n")), ScopeId::ROOT);
    }

    #[test]
    fn a_binding_is_defined_in_the_scope_of_its_sequence() {
        let (f, t) = tree(
            "@T.prim_func\ndef f(A: T.Buffer((64,), \"int32\"), x: T.int32):\n    for i in range(8):\n        y: T.let[T.int32] = x + i\n        A[i] = y\n",
        );
        assert_eq!(t.var_scope(var(&f, "y")), t.var_scope(var(&f, "i")));
        assert!(t.scope(t.var_scope(var(&f, "y"))).repeats);
    }

    #[test]
    fn jump_pointer_queries_agree_with_walking_up_parents() {
        use rand::{Rng, SeedableRng};
        // A random tree of nested ifs, elifs, loops (some of extent 0) and thread-bound loops,
        // up to about 80 scopes deep.
        let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
        let mut src = String::from("@T.prim_func\ndef f(A: T.Buffer((4,), \"int32\"), x: T.int32):\n");
        let mut depth = 1;
        for k in 0..400 {
            let pad = "    ".repeat(depth);
            match rng.gen_range(0..7) {
                0 | 1 if depth > 1 => {
                    src += &format!("{pad}A[0] = {k}\n");
                    depth -= 1;
                }
                2 => {
                    src += &format!(
                        "{pad}if x < {k}:\n{pad}    A[0] = {k}\n{pad}elif x == {k}:\n{pad}    A[1] = {k}\n{pad}else:\n"
                    )
                }
                5 => src += &format!("{pad}for j{k} in range({}):\n", k % 3),
                6 => src += &format!("{pad}for t{k} in T.thread_binding(4, thread=\"threadIdx.x\"):\n"),
                _ => src += &format!("{pad}if x != {k}:\n"),
            }
            if !src.ends_with(":\n") {
                continue;
            }
            depth += 1;
        }
        src += &format!("{}A[0] = 0\n", "    ".repeat(depth));
        let (_, t) = tree(&src);
        let naive_lca = |mut a: ScopeId, mut b: ScopeId| {
            while t.depth(a) > t.depth(b) {
                a = t.parent(a);
            }
            while t.depth(b) > t.depth(a) {
                b = t.parent(b);
            }
            while a != b {
                (a, b) = (t.parent(a), t.parent(b));
            }
            a
        };
        assert!(t.len() > 300 && (0..t.len()).any(|i| t.depth(ScopeId(i as u32)) > 60));
        assert!((0..t.len()).any(|i| t.scope(ScopeId(i as u32)).launch));
        assert!((0..t.len()).any(|i| t.scope(ScopeId(i as u32)).repeats));
        for _ in 0..20_000 {
            let a = ScopeId(rng.gen_range(0..t.len()) as u32);
            let b = ScopeId(rng.gen_range(0..t.len()) as u32);
            let lca = naive_lca(a, b);
            assert_eq!(t.lca(a, b), lca);
            assert_eq!(t.encloses(a, b), lca == a);
            // Climbing from `b` up to `lca` with random stops, against the step-by-step climb.
            let (zero, launch) = (rng.gen_bool(0.5), rng.gen_bool(0.5));
            let (mut s, mut left) = (b, false);
            while s != lca && !(zero && t.scope(s).may_run_zero_times) && !(launch && t.scope(s).launch) {
                left |= t.scope(s).repeats;
                s = t.parent(s);
            }
            assert_eq!(t.climb(b, lca, zero, launch), (s, left));
            if lca == a && a != b {
                let mut child = b;
                while t.parent(child) != a {
                    child = t.parent(child);
                }
                assert_eq!(t.child_towards(a, b), child);
            }
        }
    }
}
