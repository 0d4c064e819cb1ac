//! Which internal storage a program reads while one of the elements read holds a stored
//! `T.undef()`, found by running the program's control flow over concrete loop values. A store
//! of `T.undef()` into a parameter may go (the element keeps the caller's value, one of the
//! values "undefined" allows), and into an allocation whose undefined elements are never read;
//! but an allocation read there would, without the store, be read before anything wrote it,
//! which the padding RFC's semantics (and the reference interpreter) make an error.
//!
//! Invariants: the answer over-reports, never under-reports. A load counts wherever it occurs
//! in an expression (both sides of a selection), with an index it cannot evaluate it counts for
//! every undefined element of its storage, and a store counts as undefined where its value
//! mentions `T.undef()` at all unless a selection's condition rules that side out. An
//! allocation statement makes its storage fresh (nothing in it undefined). The run gives up
//! (`None`) on what it cannot follow: a loop bound or condition it cannot evaluate, an index of
//! an allocation's store it cannot evaluate, a `while`, a block, a thread launch, or more than
//! [`BUDGET`] statements.

use super::domain::{eval_bool, eval_int, Env};
use super::lowering::{is_call, uses_undef};
use super::undef::is_undef;
use crate::ir::{visit, BufferData, BufferId, Expr, ExprId, PrimFunc, Stmt, StmtId};
use hashbrown::HashSet;

/// The most statements one run visits.
const BUDGET: u64 = 1 << 18;

/// Per buffer (indexed by storage root): whether it is an allocation read somewhere while an
/// element it reads holds a stored `T.undef()`; `None` when the run gave up.
pub fn read_while_undefined(f: &PrimFunc) -> Option<Vec<bool>> {
    let mut run = Run {
        f,
        undefined: HashSet::new(),
        flagged: vec![false; f.buffers.len()],
        budget: BUDGET,
    };
    run.stmt(f.body, &mut Env::new())?;
    Some(run.flagged)
}

struct Run<'f> {
    f: &'f PrimFunc,
    /// Elements of allocations (storage root, index) whose last store was undefined.
    undefined: HashSet<(BufferId, Vec<i128>)>,
    flagged: Vec<bool>,
    budget: u64,
}

impl Run<'_> {
    fn internal(&self, root: BufferId) -> bool {
        matches!(self.f.buffer(root).data, BufferData::Allocated)
    }

    fn stmt(&mut self, s: StmtId, env: &mut Env) -> Option<()> {
        self.budget = self.budget.checked_sub(1)?;
        let f = self.f;
        match f.stmt(s) {
            Stmt::Seq(items) => {
                for &i in items {
                    self.stmt(i, env)?;
                }
            }
            Stmt::Bind { var, value } => {
                self.loads(*value, env);
                match eval_int(f, *value, env) {
                    Some(v) => env.insert(*var, v),
                    None => env.remove(var),
                };
            }
            Stmt::For {
                var, min, extent, body, ..
            } => {
                let (lo, n) = (eval_int(f, *min, env)?, eval_int(f, *extent, env)?);
                for v in lo..lo + n {
                    env.insert(*var, v);
                    self.stmt(*body, env)?;
                }
                env.remove(var);
            }
            Stmt::If { cond, then, other } => {
                self.loads(*cond, env);
                if eval_bool(f, *cond, env)? {
                    self.stmt(*then, env)?;
                } else if let Some(o) = other {
                    self.stmt(*o, env)?;
                }
            }
            Stmt::Store { buffer, indices, value } => {
                self.loads(*value, env);
                indices.iter().for_each(|&i| self.loads(i, env));
                let root = f.storage_root(*buffer);
                if self.internal(root) {
                    // A store through a view laid out otherwise names elements its indices
                    // do not say.
                    let element = f.element_root(*buffer)?;
                    let index = indices
                        .iter()
                        .map(|&i| eval_int(f, i, env))
                        .collect::<Option<Vec<_>>>()?;
                    if self.undefined_at(*value, env) {
                        self.undefined.insert((element, index));
                    } else {
                        self.undefined.remove(&(element, index));
                    }
                }
            }
            // An assumption has no run-time effect.
            Stmt::Evaluate(e) if is_call(f, *e, "assume") => {}
            Stmt::Evaluate(e) => self.loads(*e, env),
            Stmt::Assert { cond, .. } => self.loads(*cond, env),
            Stmt::Attr { value, body, .. } => {
                self.loads(*value, env);
                self.stmt(*body, env)?;
            }
            Stmt::Alloc { buffer, .. } => {
                let root = f.storage_root(*buffer);
                self.undefined.retain(|(b, _)| *b != root);
            }
            Stmt::DeclBuffer { .. } => {}
            _ => return None,
        }
        Some(())
    }

    /// Whether the stored `value` may be undefined under `env`.
    fn undefined_at(&self, value: ExprId, env: &Env) -> bool {
        let f = self.f;
        if is_undef(f, value) {
            return true;
        }
        let (cond, then, other) = match f.expr(value) {
            Expr::Select(c, t, o) => (*c, *t, *o),
            Expr::Call(name, args) if name == "if_then_else" && args.len() == 3 => (args[0], args[1], args[2]),
            _ => return uses_undef(f, value),
        };
        match eval_bool(f, cond, env) {
            Some(true) => self.undefined_at(then, env),
            Some(false) => self.undefined_at(other, env),
            None => uses_undef(f, value),
        }
    }

    /// Flags the storage of every load in `e` that may read an undefined element.
    fn loads(&mut self, e: ExprId, env: &Env) {
        let f = self.f;
        if let Expr::Load(b, indices) = f.expr(e) {
            let root = f.storage_root(*b);
            if self.internal(root) && !self.flagged[root.index()] {
                let index = indices.iter().map(|&i| eval_int(f, i, env)).collect::<Option<Vec<_>>>();
                let read = match (f.element_root(*b), index) {
                    (Some(element), Some(index)) => self.undefined.contains(&(element, index)),
                    _ => self.undefined.iter().any(|(b, _)| f.storage_root(*b) == root),
                };
                self.flagged[root.index()] = read;
            }
        }
        visit::expr_children(f.expr(e), |c| self.loads(c, env));
    }
}
