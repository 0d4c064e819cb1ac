//! GPU threads: a launch runs its body for every thread of the extent in SIMT lock-step
//! (each statement for all active threads before the next), thread forks, and
//! `T.tvm_thread_allreduce` over the threads of a block.

use super::super::value::Val;
use super::{Machine, R};
use crate::ir::semantics::Scalar;
use crate::ir::{Expr, ExprId, StmtId, VarId};

impl<'f> Machine<'f> {
    /// `n` threads of `tag` (a thread launch or a thread-bound loop): `threadIdx` threads run
    /// in SIMT lock-step, blocks one after the other (sampled with `max_blocks`).
    pub(super) fn launch(&mut self, var: VarId, tag: &str, n: i128, body: StmtId, active: &[usize]) -> R<()> {
        if tag.starts_with("threadIdx") {
            return self.fork(var, n, body, active);
        }
        let blocks: Vec<i128> = match self.max_blocks {
            Some(cap) if tag.starts_with("blockIdx") && n > cap.max(2) => {
                let cap = cap.max(2);
                (0..cap).map(|k| k * (n - 1) / (cap - 1)).collect()
            }
            _ => (0..n.max(0)).collect(),
        };
        for i in blocks {
            self.set_var(var, Val::S(Scalar::I(i)), active);
            self.exec(body, active)?;
        }
        Ok(())
    }

    pub(super) fn fork(&mut self, var: VarId, n: i128, body: StmtId, active: &[usize]) -> R<()> {
        let base = self.threads.len();
        for &parent in active {
            for i in 0..n.max(0) {
                let mut child = self.threads[parent].clone();
                child.vars[var.index()] = Some(Val::S(Scalar::I(i)));
                // Local storages are private to each thread: give the child its own copies.
                let mut remap: Vec<(usize, usize)> = Vec::new();
                for slot in child.bufs.iter_mut().flatten() {
                    if !self.storages[*slot].scope.starts_with("local") {
                        continue;
                    }
                    let new = match remap.iter().find(|(old, _)| old == slot) {
                        Some((_, new)) => *new,
                        None => {
                            self.storages.push(self.storages[*slot].clone());
                            remap.push((*slot, self.storages.len() - 1));
                            self.storages.len() - 1
                        }
                    };
                    *slot = new;
                }
                self.threads.push(child);
            }
        }
        let children: Vec<usize> = (base..self.threads.len()).collect();
        self.thread_vars.push(var);
        let r = self.exec(body, &children);
        self.thread_vars.pop();
        self.threads.truncate(base);
        r
    }

    pub(super) fn allreduce(&mut self, args: &[ExprId], active: &[usize]) -> R<()> {
        let f = self.f;
        let size = match f.expr(args[0]) {
            Expr::Int(n) => *n as usize,
            _ => return Err("unsupported: non-constant allreduce size".into()),
        };
        if args.len() < 2 * size + 2 {
            return Err("malformed tvm_thread_allreduce".into());
        }
        let (vals, rest) = args[1..].split_at(size);
        let cond = rest[0];
        let dests = &rest[1..1 + size];
        let reduce_vars: Vec<VarId> = rest[1 + size..]
            .iter()
            .map(|&a| match f.expr(a) {
                Expr::Var(v) => Ok(*v),
                _ => Err("unsupported: allreduce over a non-variable thread index".to_string()),
            })
            .collect::<R<_>>()?;
        let (lhs, rhs, results, identities) = self
            .reducers
            .last()
            .cloned()
            .ok_or("tvm_thread_allreduce outside a comm_reducer attribute")?;
        // Group threads that differ only in the reduced thread indices.
        let group_vars: Vec<VarId> = self
            .thread_vars
            .iter()
            .copied()
            .filter(|v| !reduce_vars.contains(v))
            .collect();
        let mut groups: Vec<(Vec<i128>, Vec<usize>)> = Vec::new();
        for &t in active {
            let mut key = Vec::new();
            for v in &group_vars {
                key.push(self.eval_var(*v, t)?);
            }
            match groups.iter_mut().find(|(k, _)| *k == key) {
                Some((_, members)) => members.push(t),
                None => groups.push((key, vec![t])),
            }
        }
        for (_, members) in groups {
            let t0 = members[0];
            let mut acc: Vec<Val> = identities.iter().map(|&i| self.eval(i, t0)).collect::<R<_>>()?;
            for &t in &members {
                if self.eval(cond, t)?.scalar()?.int()? == 0 {
                    continue;
                }
                let inputs: Vec<Val> = vals.iter().map(|&v| self.eval(v, t)).collect::<R<_>>()?;
                for (k, v) in lhs.iter().enumerate() {
                    self.threads[t0].vars[v.index()] = Some(acc[k].clone());
                    self.threads[t0].vars[rhs[k].index()] = Some(inputs[k].clone());
                }
                acc = results.iter().map(|&r| self.eval(r, t0)).collect::<R<_>>()?;
            }
            for &t in &members {
                for (k, &d) in dests.iter().enumerate() {
                    let Expr::Load(b, idx) = f.expr(d) else {
                        return Err("unsupported: allreduce destination is not a buffer element".into());
                    };
                    self.store(*b, idx, acc[k].clone(), t)?;
                }
            }
        }
        Ok(())
    }
}
