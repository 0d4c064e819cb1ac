//! The forms a pass may leave that TVM's parser would fold and TVMScript has no other spelling
//! for: `T.if_then_else` of a constant condition (TVM reads the branch it selects), `T.likely`
//! of a constant (the constant) and a shift of index dtypes by a constant 0 (the value
//! shifted). Every pass's result is folded so before it is printed, or its print would read
//! back as another program (a condition CSE or simplify proved constant leaves the first).
//! The folds are the parser's own (`tvmscript::const_fold::fold_call`).
//! The binary nodes TVM folds on reading (`x + 0`) need no folding here: they print as their
//! constructors (`tvmscript::const_fold`).
//!
//! Invariants: the function computes the same values (the branch not selected is never
//! evaluated; `likely` is its argument's value); a function whose arena holds none of these
//! forms is left as it is, found by one scan of the arena.

use crate::ir::rewrite::{rewrite_func, StmtRewriter};
use crate::ir::walk::ExprSite;
use crate::ir::{subst::with_operands, Expr, ExprId, PrimFunc};
use crate::tvmscript::const_fold::fold_call;
use hashbrown::HashMap;

/// Folds the forms above in `func`; returns how many it folded.
pub fn fold_read_back_forms(func: &mut PrimFunc) -> usize {
    // The arena also holds nodes the statements no longer use: a match there only makes the
    // rewrite run.
    if !(0..func.exprs.len()).any(|i| folded(func, ExprId(i as u32)).is_some()) {
        return 0;
    }
    let mut folder = Folder {
        memo: HashMap::new(),
        folds: 0,
    };
    rewrite_func(func, &mut folder);
    folder.folds
}

/// What TVM's parser reads `e` as, where it folds it.
fn folded(f: &PrimFunc, e: ExprId) -> Option<ExprId> {
    match f.expr(e) {
        Expr::Call(name, args) => fold_call(f, name, args),
        _ => None,
    }
}

/// Rewrites every expression bottom-up, folding as it goes.
struct Folder {
    memo: HashMap<ExprId, ExprId>,
    folds: usize,
}

impl Folder {
    fn fold(&mut self, f: &mut PrimFunc, e: ExprId) -> ExprId {
        if let Some(&done) = self.memo.get(&e) {
            return done;
        }
        let rebuilt = match *f.expr(e) {
            // A let's body is folded too (`with_operands` leaves it): folding needs no context.
            Expr::Let(v, value, body) => {
                let (value, body) = (self.fold(f, value), self.fold(f, body));
                let dtype = f.dtype(e);
                f.exprs.intern(Expr::Let(v, value, body), dtype)
            }
            _ => with_operands(f, e, |f, c| self.fold(f, c)),
        };
        let out = match folded(f, rebuilt) {
            Some(form) => {
                self.folds += 1;
                form
            }
            None => rebuilt,
        };
        self.memo.insert(e, out);
        out
    }
}

impl StmtRewriter for Folder {
    fn expr(&mut self, f: &mut PrimFunc, e: ExprId, _site: ExprSite) -> ExprId {
        self.fold(f, e)
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::rewrite::{rewrite_func, StmtRewriter};
    use crate::ir::subst::substitute;
    use crate::ir::walk::ExprSite;
    use crate::ir::{DataType, ExprId, PrimFunc, VarId};
    use hashbrown::HashMap;

    /// Replaces variables by values everywhere, as a pass that proved them constant would.
    struct Substitute(HashMap<VarId, ExprId>);

    impl StmtRewriter for Substitute {
        fn expr(&mut self, f: &mut PrimFunc, e: ExprId, _site: ExprSite) -> ExprId {
            substitute(f, e, &self.0)
        }
    }

    /// A condition a pass proved constant leaves `T.if_then_else(True, ...)` and
    /// `T.likely(True)`, which TVM would read as the branch and the constant: folded so, the
    /// print reads back as itself.
    #[test]
    fn constant_conditions_fold_to_what_tvm_reads() {
        let src = "# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((4,), \"int32\"), c: T.bool, x: T.int32):
    if T.likely(c):
        A[0] = T.if_then_else(c, x + 1, x // 3 + 2)
";
        let mut module = crate::parse_module("t.py", src).unwrap();
        let f = &mut module.funcs[0];
        let c = f.vars.iter().position(|v| v.name == "c").unwrap();
        let truth = f.int(1, DataType::BOOL);
        rewrite_func(f, &mut Substitute(HashMap::from([(VarId(c as u32), truth)])));
        assert_eq!(super::fold_read_back_forms(f), 2);
        let text = crate::print_module(&module);
        assert!(
            text.contains("if T.bool(True):") && text.contains("A[0] = x + 1"),
            "{text}"
        );
        assert_eq!(crate::print_module(&crate::parse_module("t.py", &text).unwrap()), text);
        assert_eq!(
            super::fold_read_back_forms(&mut module.funcs[0]),
            0,
            "nothing left to fold"
        );
    }
}
