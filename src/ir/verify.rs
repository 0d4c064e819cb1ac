//! Well-formedness of a PrimFunc: every variable and buffer is used only where it is defined,
//! each variable is defined once, stores match their buffer's rank and dtype, and conditions are
//! bool. Passes run it before and after themselves; the parser's output always satisfies it.

use super::{visit, AttrNode, BufferData, BufferId, Expr, ExprId, Param, PrimFunc, Stmt, StmtId, VarId};

/// Checks `func`, returning every violation found (empty when well-formed).
pub fn verify(func: &PrimFunc) -> Vec<String> {
    let mut v = Verifier {
        f: func,
        vars: vec![false; func.vars.len()],
        defined_once: vec![false; func.vars.len()],
        bufs: vec![false; func.buffers.len()],
        errors: Vec::new(),
    };
    for (var, _) in &func.shape_vars {
        v.define(*var);
    }
    for p in &func.params {
        match p {
            Param::Scalar(var) => v.define(*var),
            Param::Buffer(b) => {
                for &d in &func.buffer(*b).shape {
                    v.expr(d);
                }
                v.bufs[b.index()] = true;
            }
        }
    }
    v.stmt(func.body);
    v.errors
}

struct Verifier<'f> {
    f: &'f PrimFunc,
    /// Variables in scope now.
    vars: Vec<bool>,
    /// Variables defined at least once so far (definitions must be unique).
    defined_once: Vec<bool>,
    /// Buffers in scope now.
    bufs: Vec<bool>,
    errors: Vec<String>,
}

impl Verifier<'_> {
    fn define(&mut self, v: VarId) {
        if self.defined_once[v.index()] {
            self.errors
                .push(format!("variable `{}` ({v}) is defined twice", self.f.var(v).name));
        }
        self.defined_once[v.index()] = true;
        self.vars[v.index()] = true;
    }

    fn expr(&mut self, e: ExprId) {
        let f = self.f;
        match f.expr(e) {
            Expr::Var(v) if !self.vars[v.index()] => self
                .errors
                .push(format!("variable `{}` ({v}) is used outside its scope", f.var(*v).name)),
            Expr::Let(v, value, body) => {
                self.expr(*value);
                self.define(*v);
                self.expr(*body);
                self.vars[v.index()] = false;
            }
            Expr::Load(b, idx) if !self.bufs[b.index()] => {
                self.errors
                    .push(format!("buffer `{}` is loaded outside its scope", f.buffer(*b).name));
                idx.iter().for_each(|&i| self.expr(i));
            }
            other => visit::expr_children(other, |c| self.expr(c)),
        }
    }

    fn bool_cond(&mut self, e: ExprId, what: &str) {
        self.expr(e);
        if !self.f.dtype(e).is_bool() {
            self.errors
                .push(format!("{what} has dtype {}, expected bool", self.f.dtype(e)));
        }
    }

    fn buffer_in_scope(&mut self, b: BufferId) {
        if !self.bufs[b.index()] {
            self.errors
                .push(format!("buffer `{}` is used outside its scope", self.f.buffer(b).name));
        }
    }

    /// Checks `s`; returns the variables and buffers it defines for the rest of its sequence.
    fn stmt(&mut self, s: StmtId) -> (Vec<VarId>, Vec<BufferId>) {
        let f = self.f;
        match f.stmt(s) {
            Stmt::Seq(items) => {
                let (mut vs, mut bs) = (Vec::new(), Vec::new());
                for &it in items {
                    let (v, b) = self.stmt(it);
                    vs.extend(v);
                    bs.extend(b);
                }
                vs.iter().for_each(|v| self.vars[v.index()] = false);
                bs.iter().for_each(|b| self.bufs[b.index()] = false);
                (Vec::new(), Vec::new())
            }
            Stmt::Bind { var, value } => {
                self.expr(*value);
                if f.var(*var).dtype != f.dtype(*value) {
                    self.errors.push(format!(
                        "bind of `{}`: dtype {} vs value {}",
                        f.var(*var).name,
                        f.var(*var).dtype,
                        f.dtype(*value)
                    ));
                }
                self.define(*var);
                (vec![*var], Vec::new())
            }
            Stmt::For {
                var,
                min,
                extent,
                kind: _,
                body,
            } => {
                self.expr(*min);
                self.expr(*extent);
                self.scoped(*var, *body);
                (Vec::new(), Vec::new())
            }
            Stmt::ThreadLaunch {
                var,
                tag: _,
                extent,
                body,
                concise: _,
            } => {
                self.expr(*extent);
                self.scoped(*var, *body);
                (Vec::new(), Vec::new())
            }
            Stmt::Attr {
                node,
                key: _,
                value,
                body,
            } => {
                match node {
                    AttrNode::CommReducer {
                        lhs,
                        rhs,
                        results,
                        identities,
                    } => {
                        identities.iter().for_each(|&i| self.expr(i));
                        lhs.iter().chain(rhs).for_each(|&v| self.define(v));
                        results.iter().for_each(|&r| self.expr(r));
                        lhs.iter().chain(rhs).for_each(|v| self.vars[v.index()] = false);
                    }
                    AttrNode::Expr(e) => self.expr(*e),
                    AttrNode::Verbatim(_) => {}
                }
                self.expr(*value);
                self.block(*body);
                (Vec::new(), Vec::new())
            }
            Stmt::If { cond, then, other } => {
                self.bool_cond(*cond, "an if condition");
                self.block(*then);
                if let Some(o) = other {
                    self.block(*o);
                }
                (Vec::new(), Vec::new())
            }
            Stmt::While { cond, body } => {
                self.bool_cond(*cond, "a while condition");
                self.block(*body);
                (Vec::new(), Vec::new())
            }
            Stmt::Store { buffer, indices, value } => {
                self.buffer_in_scope(*buffer);
                self.expr(*value);
                indices.iter().for_each(|&i| self.expr(i));
                let decl = f.buffer(*buffer);
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
                if f.dtype(*value) != want {
                    self.errors.push(format!(
                        "store to `{}`: value {} vs element {want}",
                        decl.name,
                        f.dtype(*value)
                    ));
                }
                (Vec::new(), Vec::new())
            }
            Stmt::Evaluate(e) => {
                self.expr(*e);
                (Vec::new(), Vec::new())
            }
            Stmt::Alloc { buffer, form: _ } | Stmt::DeclBuffer { buffer, form: _ } => {
                let decl = f.buffer(*buffer);
                decl.shape.iter().for_each(|&d| self.expr(d));
                if let BufferData::AliasOf(src) = decl.data {
                    self.buffer_in_scope(src);
                }
                self.bufs[buffer.index()] = true;
                (Vec::new(), vec![*buffer])
            }
            Stmt::Assert { cond, message: _ } => {
                self.bool_cond(*cond, "an assert condition");
                (Vec::new(), Vec::new())
            }
        }
    }

    fn scoped(&mut self, var: VarId, body: StmtId) {
        self.define(var);
        self.block(body);
        self.vars[var.index()] = false;
    }

    /// A nested block: whatever it defines goes out of scope at its end.
    fn block(&mut self, s: StmtId) {
        let (vs, bs) = self.stmt(s);
        vs.iter().for_each(|v| self.vars[v.index()] = false);
        bs.iter().for_each(|b| self.bufs[b.index()] = false);
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
