//! Well-formedness of a PrimFunc: every variable and buffer is used only where it is defined,
//! each variable is defined once, stores match their buffer's rank and dtype, and conditions are
//! bool. Passes run it before and after themselves; the parser's output always satisfies it.

use super::walk::{walk_func, ExprSite, StmtVisitor, VarDef};
use super::{visit, BufferData, BufferId, Expr, ExprId, PrimFunc, Stmt, StmtId, VarId};

/// Checks `func`, returning every violation found (empty when well-formed).
pub fn verify(func: &PrimFunc) -> Vec<String> {
    let mut v = Verifier {
        vars: vec![false; func.vars.len()],
        defined_once: vec![false; func.vars.len()],
        bufs: vec![false; func.buffers.len()],
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
    errors: Vec<String>,
}

impl Verifier {
    fn define(&mut self, f: &PrimFunc, v: VarId) {
        if self.defined_once[v.index()] {
            self.errors
                .push(format!("variable `{}` ({v}) is defined twice", f.var(v).name));
        }
        self.defined_once[v.index()] = true;
        self.vars[v.index()] = true;
    }

    fn expr_in_scope(&mut self, f: &PrimFunc, e: ExprId) {
        match f.expr(e) {
            Expr::Var(v) if !self.vars[v.index()] => self
                .errors
                .push(format!("variable `{}` ({v}) is used outside its scope", f.var(*v).name)),
            Expr::Let(v, value, body) => {
                self.expr_in_scope(f, *value);
                self.define(f, *v);
                self.expr_in_scope(f, *body);
                self.vars[v.index()] = false;
            }
            Expr::Load(b, idx) => {
                if !self.bufs[b.index()] {
                    self.errors
                        .push(format!("buffer `{}` is loaded outside its scope", f.buffer(*b).name));
                }
                idx.iter().for_each(|&i| self.expr_in_scope(f, i));
            }
            other => visit::expr_children(other, |c| self.expr_in_scope(f, c)),
        }
    }

    fn bool_cond(&mut self, f: &PrimFunc, e: ExprId, what: &str) {
        if !f.dtype(e).is_bool() {
            self.errors
                .push(format!("{what} has dtype {}, expected bool", f.dtype(e)));
        }
    }

    fn buffer_in_scope(&mut self, f: &PrimFunc, b: BufferId) {
        if !self.bufs[b.index()] {
            self.errors
                .push(format!("buffer `{}` is used outside its scope", f.buffer(b).name));
        }
    }

    /// Rank, dtype and lanes of a store against its buffer.
    fn store(&mut self, f: &PrimFunc, buffer: BufferId, indices: &[ExprId], value: ExprId) {
        self.buffer_in_scope(f, buffer);
        let decl = f.buffer(buffer);
        if indices.len() != decl.shape.len() {
            self.errors.push(format!(
                "store to `{}` with {} indices, rank {}",
                decl.name,
                indices.len(),
                decl.shape.len()
            ));
        }
        let lanes = indices.iter().map(|&i| f.dtype(i).lanes).max().unwrap_or(1);
        let want = decl.dtype.with_lanes(decl.dtype.lanes * lanes);
        if f.dtype(value) != want {
            self.errors.push(format!(
                "store to `{}`: value {} vs element {want}",
                decl.name,
                f.dtype(value)
            ));
        }
    }
}

impl StmtVisitor for Verifier {
    fn enter_stmt(&mut self, f: &PrimFunc, s: StmtId) {
        match f.stmt(s) {
            Stmt::Store { buffer, indices, value } => self.store(f, *buffer, indices, *value),
            Stmt::Bind { var, value } if f.var(*var).dtype != f.dtype(*value) => self.errors.push(format!(
                "bind of `{}`: dtype {} vs value {}",
                f.var(*var).name,
                f.var(*var).dtype,
                f.dtype(*value)
            )),
            _ => {}
        }
    }

    fn expr(&mut self, f: &PrimFunc, e: ExprId, site: ExprSite) {
        self.expr_in_scope(f, e);
        match site {
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
        self.vars[v.index()] = false;
    }

    fn define_buffer(&mut self, f: &PrimFunc, b: BufferId) {
        if let BufferData::AliasOf(src) = f.buffer(b).data {
            self.buffer_in_scope(f, src);
        }
        self.bufs[b.index()] = true;
    }

    fn undefine_buffer(&mut self, _f: &PrimFunc, b: BufferId) {
        self.bufs[b.index()] = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{DataType, Stmt};

    #[test]
    fn a_variable_used_outside_its_loop_is_reported() {
        let src = "@T.prim_func\ndef f(A: T.Buffer((4,), \"int32\")):\n    for i in range(4):\n        A[i] = i\n";
        let mut func = crate::parse_module("t", src).unwrap().funcs.remove(0);
        assert!(verify(&func).is_empty());
        // Append `A[0] = i` after the loop: `i` is out of scope there.
        let i = crate::ir::VarId(func.vars.iter().position(|v| v.name == "i").unwrap() as u32);
        let value = func.var_ref(i);
        let zero = func.int(0, DataType::INT32);
        let store = func.add_stmt(Stmt::Store {
            buffer: crate::ir::BufferId(0),
            indices: vec![zero],
            value,
        });
        let body = func.add_stmt(Stmt::Seq(vec![func.body, store]));
        func.body = body;
        let errors = verify(&func);
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].contains("`i`"));
    }
}
