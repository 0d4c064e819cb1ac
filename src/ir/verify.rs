//! Well-formedness of a PrimFunc: every variable and buffer is used only where it is defined,
//! each variable is defined once, stores match their buffer's rank and dtype, and conditions are
//! bool. Passes run it before and after themselves; the parser's output always satisfies it.
//! A term found in scope is not walked again until a variable or buffer leaves scope (scopes
//! only grow in between), so a hash-consed term used in many statements is walked once per
//! scope; a term holding a `Let` is walked at every use (each use defines its variable).

use super::walk::{walk_func, ExprSite, StmtVisitor, VarDef};
use super::{visit, BufferData, BufferId, DataType, Expr, ExprId, PrimFunc, Stmt, StmtId, VarId};

/// One violation of well-formedness.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    /// A variable is read where it is not defined.
    #[error("variable `{name}` ({var}) is used outside its scope")]
    VarOutOfScope {
        /// Its name.
        name: String,
        /// Its id.
        var: VarId,
    },
    /// A variable is defined more than once.
    #[error("variable `{name}` ({var}) is defined twice")]
    DefinedTwice {
        /// Its name.
        name: String,
        /// Its id.
        var: VarId,
    },
    /// A buffer is loaded where it is not declared.
    #[error("buffer `{0}` is loaded outside its scope")]
    LoadOutOfScope(String),
    /// A buffer is stored to or aliased where it is not declared.
    #[error("buffer `{0}` is used outside its scope")]
    BufferOutOfScope(String),
    /// A store's index count differs from the buffer's rank.
    #[error("store to `{buffer}` with {indices} indices, rank {rank}")]
    StoreRank {
        /// The buffer.
        buffer: String,
        /// Indices given.
        indices: usize,
        /// The buffer's rank.
        rank: usize,
    },
    /// A stored value's dtype differs from the element's.
    #[error("store to `{buffer}`: value {value} vs element {element}")]
    StoreDtype {
        /// The buffer.
        buffer: String,
        /// The value's dtype.
        value: DataType,
        /// The element dtype (with the index lanes).
        element: DataType,
    },
    /// A binding's value has another dtype than its variable.
    #[error("bind of `{name}`: dtype {var} vs value {value}")]
    BindDtype {
        /// The variable's name.
        name: String,
        /// Its dtype.
        var: DataType,
        /// The value's dtype.
        value: DataType,
    },
    /// A condition that is not bool.
    #[error("{what} has dtype {dtype}, expected bool")]
    NotBool {
        /// Which condition (`an if condition`, ...).
        what: &'static str,
        /// Its dtype.
        dtype: DataType,
    },
}

/// Checks `func`, returning every violation found (empty when well-formed).
pub fn verify(func: &PrimFunc) -> Vec<VerifyError> {
    let mut v = Verifier {
        vars: vec![false; func.vars.len()],
        defined_once: vec![false; func.vars.len()],
        bufs: vec![false; func.buffers.len()],
        checked: vec![0; func.exprs.len()],
        epoch: 1,
        lets: 0,
        errors: Vec::new(),
    };
    walk_func(func, &mut v);
    v.errors
}

struct Verifier {
    /// Variables in scope now.
    vars: Vec<bool>,
    /// Variables defined at least once so far (definitions must be unique).
    defined_once: Vec<bool>,
    /// Buffers in scope now.
    bufs: Vec<bool>,
    /// Per expression, the scope epoch in which it was found in scope (0: not yet). Scopes only
    /// grow within an epoch, so a term found in scope stays so until the epoch ends.
    checked: Vec<u32>,
    /// Bumped whenever a variable or buffer leaves scope.
    epoch: u32,
    /// `Let` terms met so far.
    lets: usize,
    errors: Vec<VerifyError>,
}

impl Verifier {
    /// `v` leaves scope: terms checked before may no longer be in scope.
    fn leave_var(&mut self, v: VarId) {
        self.vars[v.index()] = false;
        self.epoch += 1;
    }

    fn define(&mut self, f: &PrimFunc, v: VarId) {
        if self.defined_once[v.index()] {
            self.errors.push(VerifyError::DefinedTwice {
                name: f.var(v).name.clone(),
                var: v,
            });
        }
        self.defined_once[v.index()] = true;
        self.vars[v.index()] = true;
    }

    fn expr_in_scope(&mut self, f: &PrimFunc, e: ExprId) {
        if self.checked[e.index()] == self.epoch {
            return;
        }
        let (errors, lets) = (self.errors.len(), self.lets);
        self.expr_in_scope_uncached(f, e);
        // A `Let` defines its variable each time it is met (twice is an error), so a term
        // holding one is checked at every use.
        if self.errors.len() == errors && self.lets == lets {
            self.checked[e.index()] = self.epoch;
        }
    }

    fn expr_in_scope_uncached(&mut self, f: &PrimFunc, e: ExprId) {
        match f.expr(e) {
            Expr::Var(v) if !self.vars[v.index()] => self.errors.push(VerifyError::VarOutOfScope {
                name: f.var(*v).name.clone(),
                var: *v,
            }),
            Expr::Let(v, value, body) => {
                self.lets += 1;
                self.expr_in_scope(f, *value);
                self.define(f, *v);
                self.expr_in_scope(f, *body);
                self.leave_var(*v);
            }
            Expr::Load(b, idx) => {
                if !self.bufs[b.index()] {
                    self.errors.push(VerifyError::LoadOutOfScope(f.buffer(*b).name.clone()));
                }
                idx.iter().for_each(|&i| self.expr_in_scope(f, i));
            }
            other => visit::expr_children(other, |c| self.expr_in_scope(f, c)),
        }
    }

    fn bool_cond(&mut self, f: &PrimFunc, e: ExprId, what: &'static str) {
        if !f.dtype(e).is_bool() {
            self.errors.push(VerifyError::NotBool {
                what,
                dtype: f.dtype(e),
            });
        }
    }

    fn buffer_in_scope(&mut self, f: &PrimFunc, b: BufferId) {
        if !self.bufs[b.index()] {
            self.errors
                .push(VerifyError::BufferOutOfScope(f.buffer(b).name.clone()));
        }
    }

    /// Rank, dtype and lanes of a store against its buffer.
    fn store(&mut self, f: &PrimFunc, buffer: BufferId, indices: &[ExprId], value: ExprId) {
        self.buffer_in_scope(f, buffer);
        let decl = f.buffer(buffer);
        if indices.len() != decl.shape.len() {
            self.errors.push(VerifyError::StoreRank {
                buffer: decl.name.clone(),
                indices: indices.len(),
                rank: decl.shape.len(),
            });
        }
        let want = decl.dtype.accessed(indices.iter().map(|&i| f.dtype(i)));
        if f.dtype(value) != want {
            self.errors.push(VerifyError::StoreDtype {
                buffer: decl.name.clone(),
                value: f.dtype(value),
                element: want,
            });
        }
    }
}

impl StmtVisitor for Verifier {
    fn enter_stmt(&mut self, f: &PrimFunc, s: StmtId) {
        match f.stmt(s) {
            Stmt::Store { buffer, indices, value } => self.store(f, *buffer, indices, *value),
            Stmt::Bind { var, value } if f.var(*var).dtype != f.dtype(*value) => {
                self.errors.push(VerifyError::BindDtype {
                    name: f.var(*var).name.clone(),
                    var: f.var(*var).dtype,
                    value: f.dtype(*value),
                })
            }
            _ => {}
        }
    }

    fn expr(&mut self, f: &PrimFunc, e: ExprId, site: ExprSite) {
        self.expr_in_scope(f, e);
        match site {
            // TVM also accepts an integer scalar `if` condition (true when nonzero).
            ExprSite::IfCond if f.dtype(e).is_int() && f.dtype(e).is_scalar() => {}
            ExprSite::IfCond => self.bool_cond(f, e, "an if condition"),
            ExprSite::WhileCond => self.bool_cond(f, e, "a while condition"),
            ExprSite::AssertCond => self.bool_cond(f, e, "an assert condition"),
            _ => {}
        }
    }

    fn define_var(&mut self, f: &PrimFunc, v: VarId, _def: VarDef) {
        self.define(f, v);
    }

    fn undefine_var(&mut self, _f: &PrimFunc, v: VarId) {
        self.leave_var(v);
    }

    fn define_buffer(&mut self, f: &PrimFunc, b: BufferId) {
        if let BufferData::AliasOf(src) = f.buffer(b).data {
            self.buffer_in_scope(f, src);
        }
        self.bufs[b.index()] = true;
    }

    fn undefine_buffer(&mut self, _f: &PrimFunc, b: BufferId) {
        self.bufs[b.index()] = false;
        self.epoch += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{DataType, ExprId, PrimFunc, Stmt};

    /// Appends `A[0] = value` (buffer 0) after the body of `func`.
    fn append_store(func: &mut PrimFunc, value: ExprId) {
        let zero = func.int(0, DataType::INT32);
        let store = func.add_stmt(Stmt::Store {
            buffer: crate::ir::BufferId(0),
            indices: vec![zero],
            value,
        });
        let body = func.add_stmt(Stmt::Seq(vec![func.body, store]));
        func.body = body;
    }

    #[test]
    fn a_variable_used_outside_its_loop_is_reported() {
        let src = "@T.prim_func\ndef f(A: T.Buffer((4,), \"int32\")):\n    for i in range(4):\n        A[i] = i\n";
        let mut func = crate::parse_module("t", src).unwrap().funcs.remove(0);
        assert!(verify(&func).is_empty());
        // `A[0] = i` after the loop: `i` is out of scope there.
        let i = crate::ir::VarId(func.vars.iter().position(|v| v.name == "i").unwrap() as u32);
        let value = func.var_ref(i);
        append_store(&mut func, value);
        let errors = verify(&func);
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(
            matches!(&errors[0], VerifyError::VarOutOfScope { name, .. } if name == "i"),
            "{errors:?}"
        );
    }

    #[test]
    fn a_let_term_stored_twice_defines_its_variable_twice() {
        let src =
            "@T.prim_func\ndef f(A: T.Buffer((4,), \"int32\"), n: T.int32):\n    A[0] = T.Let(x + 1, where={x: n})\n";
        let mut func = crate::parse_module("t", src).unwrap().funcs.remove(0);
        assert!(verify(&func).is_empty());
        let Stmt::Store { value, .. } = func.stmt(func.body).clone() else {
            panic!("expected the store as the body");
        };
        append_store(&mut func, value);
        let errors = verify(&func);
        assert!(
            matches!(&errors[..], [VerifyError::DefinedTwice { name, .. }] if name == "x"),
            "{errors:?}"
        );
    }
}
