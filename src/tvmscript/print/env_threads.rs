//! Thread variables launched more than once: the `x = T.env_thread(tag)` declaration printed
//! once, before the sequence item holding its first launch, as TVM prints it.

use super::{py_str, Printer};
use crate::ir::walk::{walk_func, StmtVisitor};
use crate::ir::{PrimFunc, Stmt, StmtId};
use hashbrown::HashMap;

impl Printer<'_> {
    /// `x = T.env_thread(tag)` for each declaration printed before the sequence item `s`.
    pub(super) fn env_thread_decls(&mut self, s: StmtId, indent: usize) {
        let f = self.f;
        for launch in self.env_declared_before.get(&s).cloned().unwrap_or_default() {
            if let Stmt::ThreadLaunch { var, tag, .. } = f.stmt(launch) {
                let decl = f.var(*var);
                let name = self.names.fresh(&decl.name);
                self.line(indent, &format!("{name} = T.env_thread({})", py_str(tag)));
                self.env_names.extend(decl.env_thread.map(|group| (group, name)));
            }
        }
    }
}

/// The `T.env_thread` declarations of `f` printed once for several launches, as TVM prints a
/// thread variable launched more than once: each declaration launched at least twice whose
/// launches' innermost common ancestor is a statement sequence, keyed by the item of that
/// sequence holding the first launch (the declaration is printed before it, in the
/// sequence's scope, which holds every launch), with each one's first launch. Launches of other
/// declarations print as launches of their own: distinct thread variables of the same meaning.
pub(super) fn shared_env_threads(f: &PrimFunc) -> HashMap<StmtId, Vec<StmtId>> {
    if f.vars.iter().all(|v| v.env_thread.is_none()) {
        return HashMap::new(); // nothing to look for: no walk
    }
    /// The path from the body to each launch (the launch last), per declaration, in walk order.
    #[derive(Default)]
    struct Launches {
        stack: Vec<StmtId>,
        paths: HashMap<u32, Vec<Vec<StmtId>>>,
    }
    impl StmtVisitor for Launches {
        fn enter_stmt(&mut self, f: &PrimFunc, s: StmtId) {
            if let Stmt::ThreadLaunch { var, .. } = f.stmt(s) {
                if let Some(group) = f.var(*var).env_thread {
                    let mut path = self.stack.clone();
                    path.push(s);
                    self.paths.entry(group).or_default().push(path);
                }
            }
            self.stack.push(s);
        }
        fn leave_stmt(&mut self, _f: &PrimFunc, _s: StmtId) {
            self.stack.pop();
        }
    }
    let mut v = Launches::default();
    walk_func(f, &mut v);
    let mut out: HashMap<StmtId, Vec<StmtId>> = HashMap::new();
    for paths in v.paths.into_values() {
        let [first, rest @ ..] = paths.as_slice() else { continue };
        if rest.is_empty() {
            continue;
        }
        let common = rest.iter().fold(first.len(), |n, p| {
            n.min(first.iter().zip(p).take_while(|(a, b)| a == b).count())
        });
        // The launches sit in items of the common sequence (or below them); the item is the
        // first launch itself or the statement around it.
        let in_one_seq = common > 0 && matches!(f.stmt(first[common - 1]), Stmt::Seq(_));
        if let (true, Some(&item), Some(&launch)) = (in_one_seq, first.get(common), first.last()) {
            out.entry(item).or_default().push(launch);
        }
    }
    // Several declarations before one item print in the order of their first launches.
    out.values_mut().for_each(|launches| launches.sort_unstable());
    out
}
