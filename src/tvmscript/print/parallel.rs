//! A long function body printed by two threads, with the one printer's text byte for byte.

use super::Printer;
use crate::ir::{Stmt, StmtId};

impl Printer<'_> {
    /// Where the function body's sequence `items` (of `s`) can be printed by two threads, when
    /// the function is large: `(start, half)` such that the items before `start` are printed
    /// first, then those of `start..half` and those from `half` on each by a printer of its
    /// own, both starting from the state after `start`. No item of `start..half` declares
    /// anything the items after it see (each is a statement whose names end with it), so the
    /// second printer's state is the state the first reaches at `half`, and the text is the
    /// one printer's, byte for byte.
    pub(super) fn parallel_split(&self, s: StmtId, items: &[StmtId]) -> Option<(usize, usize)> {
        let f = self.f;
        if s != f.body || f.stmts.len() < self.parallel_from || items.len() < 2 {
            return None;
        }
        let half = items.len() / 2;
        let declares = |k: usize| {
            self.env_declared_before.contains_key(&items[k])
                || !matches!(
                    f.stmt(items[k]),
                    Stmt::For { .. }
                        | Stmt::If { .. }
                        | Stmt::While { .. }
                        | Stmt::Store { .. }
                        | Stmt::Evaluate(_)
                        | Stmt::Assert { .. }
                        | Stmt::Attr { .. }
                        | Stmt::ThreadLaunch { concise: false, .. }
                        | Stmt::Block(_)
                )
        };
        let start = match (0..half).rev().find(|&k| declares(k)) {
            None => 0,
            // An allocation's first store may print with it: it goes before the split too.
            Some(k) if matches!(f.stmt(items[k]), Stmt::Alloc { .. }) => k + 2,
            Some(k) => k + 1,
        };
        (start < half).then_some((start, half))
    }

    /// Prints `items` split as [`Printer::parallel_split`] found, the items from `half` on by a
    /// second thread.
    pub(super) fn items_in_parallel(&mut self, items: &[StmtId], start: usize, half: usize, indent: usize) {
        self.items(items, 0..start, indent);
        // The second printer starts from this one's state, without the text printed so far.
        let printed = std::mem::take(&mut self.out);
        let mut second = self.clone();
        self.out = printed;
        let tail = std::thread::scope(|scope| {
            let tail = scope.spawn(move || {
                second.items(items, half..items.len(), indent);
                second.out
            });
            self.items(items, start..half, indent);
            tail.join()
        });
        match tail {
            Ok(text) => self.out.push_str(&text),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{shared_env_threads, Printer};
    use crate::{parse_module, PrimFunc};

    /// `func` printed by one printer, or with its body split over two wherever
    /// [`super::Printer::parallel_split`] finds a split (whatever the function's size); and
    /// whether it found one.
    fn printed(func: &PrimFunc, split: bool) -> (String, bool) {
        let mut p = Printer::new(func, shared_env_threads(func), if split { 0 } else { usize::MAX });
        let found = match func.stmt(func.body) {
            crate::ir::Stmt::Seq(items) => p.parallel_split(func.body, items).is_some(),
            _ => false,
        };
        p.func(0);
        (p.out, found)
    }

    /// Printing a body in two halves on two threads gives the one printer's text, byte for
    /// byte: on every test case and corpus file (inputs and expected outputs, with their lets,
    /// allocations, mutable scalars and thread launches at the top level) and on a case
    /// declaring before the split what the second half reads.
    #[test]
    fn a_body_printed_by_two_threads_reads_as_printed_by_one() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
        let mut sources: Vec<(String, String)> = Vec::new();
        // Declarations before the split that the second half must see: a let whose name the
        // later loops shadow (printed `i_1`), and a mutable scalar (read as `x`, not `x[()]`).
        let loops = "    for i in range(4):\n        A[i] = A[i] + i + x + j\n".repeat(6);
        sources.push((
            "declarations".into(),
            format!(
                "# from tvm.script import tirx as T\n\n@T.prim_func\ndef main(A: T.Buffer((16,), \"int32\")):\n    x: T.int32 = 5\n    i: T.let[T.int32] = A[0]\n    j: T.let[T.int32] = i + 1\n{loops}"
            ),
        ));
        let mut dirs = vec![root.join("cases"), root.join("corpus")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).expect("test directories read").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "py") {
                    let text = std::fs::read_to_string(&path).expect("test files read");
                    sources.push((path.display().to_string(), text));
                }
            }
        }
        let mut split = 0;
        for (name, src) in &sources {
            let Ok(module) = parse_module(name, src) else { continue };
            for func in &module.funcs {
                let (one, _) = printed(func, false);
                let (two, found) = printed(func, true);
                assert_eq!(two, one, "{name}: function {}", func.name);
                split += usize::from(found);
            }
        }
        assert!(split > 60, "only {split} functions were split");
    }
}
