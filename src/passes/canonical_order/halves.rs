//! Canonical order as a rewrite done in halves ([`crate::passes::halves`]): the tables of the
//! second half join the first's unless the halves met a commutative pair in different operand
//! orders. Each canonical form depends on the nodes alone but for those pairs, which take the
//! operand order of their first occurrence: where the first half met a pair the second half
//! ordered otherwise, the sequential run would have given the second half the first half's
//! order, so the second half is redone in sequence.

use super::{canonicalized_at, Canonicalizer, Tables};
use crate::ir::walk::ExprSite;
use crate::ir::{ExprId, ExprStore};
use crate::passes::halves::HalfRewrite;

impl HalfRewrite for Tables<'_> {
    fn site<S: ExprStore>(&mut self, store: &mut S, e: ExprId, site: ExprSite) {
        if canonicalized_at(site) {
            Canonicalizer { f: store, t: self }.canon(e);
        }
    }

    fn join(&mut self, later: Self, moved: &dyn Fn(ExprId) -> ExprId) -> bool {
        let differs = later.pairs.iter().any(|(&(op, a, b), &form)| {
            self.pairs
                .get(&(op, moved(a), moved(b)))
                .is_some_and(|&first| first != moved(form))
        });
        if differs {
            return false;
        }
        for (e, form) in later.memo.iter().enumerate() {
            let Some(form) = *form else { continue };
            let e = moved(ExprId(e as u32));
            if self.memo.len() <= e.index() {
                self.memo.resize(e.index() + 1, None);
            }
            let slot = &mut self.memo[e.index()];
            debug_assert!(slot.is_none_or(|s| s == moved(form)), "the halves agree on every form");
            slot.get_or_insert(moved(form));
        }
        for (&(op, a, b), &form) in &later.pairs {
            self.pairs.entry((op, moved(a), moved(b))).or_insert(moved(form));
        }
        self.unsorted.extend(later.unsorted.iter().map(|&e| moved(e)));
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::{BinOp, PrimFunc, Stmt};
    use crate::tvmscript::test_corpus::corpus;

    /// The function and forms canonical order gives `func`, in halves or in sequence.
    fn canonical(func: &PrimFunc, halves: bool) -> String {
        let mut f = func.clone();
        let forms = super::super::canonicalize_with(&mut f, halves);
        let mut unsorted: Vec<_> = forms.unsorted.into_iter().collect();
        unsorted.sort();
        format!("{f:?}\n{:?}\n{unsorted:?}", forms.forms)
    }

    /// Every function of every repository file comes out of canonical order the same, node
    /// for node, whether canonicalized in halves or in sequence.
    #[test]
    fn halves_give_the_sequential_result() {
        let mut cut = 0;
        for (name, src) in corpus() {
            let Ok(module) = crate::parse_module(&name, &src) else {
                continue;
            };
            for func in &module.funcs {
                assert_eq!(canonical(func, true), canonical(func, false), "{name}: {}", func.name);
                cut += usize::from(crate::passes::halves::cut_sequence(func).is_some());
            }
        }
        assert!(cut > 100, "{cut}");
    }

    /// The second half's thread has the command thread's stack: stores whose values are
    /// chains of 6,000 additions (as deep as long; let forwarding can make chains longer than
    /// the parser's limit per statement) are canonicalized in halves as in sequence.
    #[test]
    fn a_deep_chain_in_the_second_half_is_canonicalized() {
        let src = "@T.prim_func
def main(A: T.Buffer((4,), \"int32\"), x: T.int32, y: T.int32):
    A[0] = x
    A[1] = y
";
        // Run as the command runs, on a thread with its large stack.
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn(move || {
                let mut module = crate::parse_module("t.py", src).unwrap();
                let f = &mut module.funcs[0];
                let Stmt::Seq(items) = f.stmt(f.body).clone() else {
                    panic!("two stores")
                };
                for item in items {
                    let Stmt::Store { value: leaf, .. } = *f.stmt(item) else {
                        panic!("a store")
                    };
                    let chain = (0..6_000).fold(leaf, |acc, _| f.binary(BinOp::Add, acc, leaf));
                    if let Stmt::Store { value, .. } = &mut f.stmts[item.index()] {
                        *value = chain;
                    }
                }
                assert_eq!(crate::passes::halves::cut_sequence(f).map(|(_, cut)| cut), Some(1));
                assert_eq!(canonical(f, true), canonical(f, false));
            })
            .unwrap()
            .join()
            .unwrap();
    }

    /// A commutative pair met in one operand order by the first half and in the other by the
    /// second takes the first half's order in both, as in sequence (the second half is redone).
    #[test]
    fn a_pair_the_halves_order_differently_takes_the_first_halfs_order() {
        let src = "@T.prim_func
def main(A: T.Buffer((4,), \"int32\"), x: T.int32, y: T.int32):
    A[0] = T.max(x, y) + 1
    A[1] = T.max(y, x) + 2
";
        let module = crate::parse_module("t.py", src).unwrap();
        let func = &module.funcs[0];
        assert_eq!(crate::passes::halves::cut_sequence(func).map(|(_, cut)| cut), Some(1));
        let halves = canonical(func, true);
        assert_eq!(halves, canonical(func, false));
        let mut f = func.clone();
        super::super::canonicalize_with(&mut f, true);
        let printed = crate::print_func(&f, 0);
        assert_eq!(printed.matches("T.max(x, y)").count(), 2, "{printed}");
    }
}
