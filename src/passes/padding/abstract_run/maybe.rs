//! Branches on data: an `if` whose condition reads memory the run knows only as an opaque
//! value. Both branches may run, so each runs as a *maybe* frame: its effects are joined with
//! the state it started from, and the run goes on without knowing which path was taken.
//!
//! Invariants (the run stays sound for every path):
//! - after a frame, an element the frame changed holds a fresh opaque value ("some value"), or
//!   in the real run no value when it held none before (an allocated element may still be
//!   uninitialised, so a later read aborts); in a phantom run such an element holds a fresh
//!   value, so it counts as changed; an element the frame left as it was keeps its value;
//! - a `T.assume` met in a frame (or in a phantom run) states nothing: it holds only on a path
//!   that may not be taken (and a phantom's is not the program's);
//! - a frame's stores are recorded as reads in the access history: the element may keep its
//!   old value, so a store that might not happen never makes an earlier write dead;
//! - an element an earlier phantom run changed stays marked so (the store that would have
//!   overwritten it might not happen);
//! - in a phantom run the same frames apply to the overlay, so any change a branch could make
//!   is compared with the real state and reported;
//! - a watched `if` whose pure conjuncts would go (`Watch::Conjuncts`) runs as the program
//!   would without them: its body runs as a phantom where they fail and the data conjuncts do
//!   not; its data conjuncts' loads are checked there too (they would run there);
//! - inside a watched nest point (`Watch::Points`) a data branch aborts: the nest's writes per
//!   point must be exact.

use super::{AVal, Abort, Element, Runner};
use crate::ir::semantics::Scalar;
use crate::ir::{BinOp, Expr, ExprId, StmtId};
use hashbrown::HashMap;

/// One open maybe frame.
pub(super) struct Frame {
    /// Whether the frame runs inside a phantom run (its stores go to the overlay).
    phantom: bool,
    /// Time at which the frame opened.
    since: u64,
    /// Each element the frame stored to, with what it held before and whether an earlier
    /// phantom run had changed it.
    before: HashMap<Element, (Option<AVal>, bool)>,
}

impl Runner<'_> {
    /// The value of a branch condition, following `and`/`or` left to right as C does and
    /// stripping `T.likely`: a known boolean, or an opaque value when it depends on data.
    pub(super) fn condition(&mut self, c: ExprId, env: &super::Env) -> Result<AVal, Abort> {
        let f = self.f;
        if let Some(v) = super::eval_bool(f, c, env) {
            self.count_ops(c);
            return Ok(AVal::Known(Scalar::I(v as i128)));
        }
        let known = |v: AVal| match v {
            AVal::Known(Scalar::I(x)) => Some(x != 0),
            _ => None,
        };
        Ok(match f.expr(c) {
            Expr::Call(name, args) if name == "likely" && args.len() == 1 => self.condition(args[0], env)?,
            Expr::Binary(op @ (BinOp::And | BinOp::Or), a, b) => {
                // `and` stops at a false operand, `or` at a true one.
                let stop = *op == BinOp::Or;
                let x = self.condition(*a, env)?;
                if known(x) == Some(stop) {
                    return Ok(x);
                }
                let y = self.condition(*b, env)?;
                match (known(x), known(y)) {
                    (_, Some(v)) if v == stop => y,
                    (Some(_), Some(_)) => y,
                    _ => self.fresh(false),
                }
            }
            _ => match self.value(c, env)? {
                AVal::Undef => return Err(Abort),
                v => v,
            },
        })
    }

    /// Runs `s` as a branch that may or may not be taken.
    pub(super) fn maybe(&mut self, s: StmtId, env: &mut super::Env) -> Result<(), Abort> {
        if self.point.is_some() {
            return Err(Abort);
        }
        self.frames.push(Frame {
            phantom: self.overlay.is_some(),
            since: self.time,
            before: HashMap::new(),
        });
        let result = self.stmt(s, env);
        let frame = self.frames.pop().expect("pushed above");
        result?;
        for (element, (held, was_dirty)) in frame.before {
            // An enclosing frame must also join this element, with what it held before.
            if let Some(outer) = self.frames.last_mut().filter(|o| o.phantom == frame.phantom) {
                outer.before.entry(element.clone()).or_insert((held, was_dirty));
            }
            if !frame.phantom {
                if let Some(events) = self.found.events.get_mut(&element) {
                    for (t, write) in events.iter_mut() {
                        if *t > frame.since {
                            *write = false;
                        }
                    }
                }
                if was_dirty {
                    self.dirty.insert(element.clone());
                }
            }
            let now = self.peek(&element);
            let float = self.f.buffer(element.0).dtype.is_float();
            let joined = match (held, now) {
                (Some(h), Some(n)) if h.same(n) => continue,
                (Some(_), _) => Some(self.fresh(float)),
                // In a phantom run an element first written by the branch is changed (a
                // fresh value differs from anything the real run holds); in the real run it
                // may still hold what it held before: nothing known.
                (None, _) if frame.phantom => Some(self.fresh(float)),
                (None, _) => None,
            };
            if frame.phantom {
                let overlay = self
                    .overlay
                    .as_mut()
                    .expect("a phantom frame ends inside its phantom run");
                match joined {
                    Some(v) => overlay.insert(element, v),
                    None => overlay.remove(&element),
                };
                continue;
            }
            match joined {
                Some(v) => self.state.insert(element, v),
                None => self.state.remove(&element),
            };
        }
        Ok(())
    }

    /// The watched `if c1 and ... and ck: s` run as if its pure conjuncts (no load, no call)
    /// were gone: where they hold, the data conjuncts decide as in the program; where they
    /// fail, `if data: s` runs as a phantom (its loads checked, its changes reported).
    pub(super) fn without_pure_conjuncts(
        &mut self,
        cond: ExprId,
        then: StmtId,
        env: &mut super::Env,
    ) -> Result<(), Abort> {
        let f = self.f;
        let (pure, data) = pure_and_data_conjuncts(f, cond);
        self.found.counts.branches += 1;
        let mut holds = true;
        for &c in &pure {
            holds &= super::eval_bool(f, c, env).ok_or(Abort)?;
            self.count_ops(c);
        }
        if holds {
            return match self.all_of(&data, env)? {
                AVal::Known(Scalar::I(0)) => Ok(()),
                AVal::Known(_) => self.stmt(then, env),
                _ => self.maybe(then, env),
            };
        }
        self.phantom_with(env, |r, env| {
            // Every data conjunct may be evaluated there (LLVM need not stop at a false one):
            // each must read in bounds.
            for &c in &data {
                r.value(c, env)?;
            }
            match r.all_of(&data, env)? {
                AVal::Known(Scalar::I(0)) => Ok(()),
                _ => r.stmt(then, env),
            }
        })
    }

    /// The conjunction of `parts`, left to right, stopping at a false one.
    fn all_of(&mut self, parts: &[ExprId], env: &super::Env) -> Result<AVal, Abort> {
        let mut all = AVal::Known(Scalar::I(1));
        for &c in parts {
            match self.condition(c, env)? {
                v @ AVal::Known(Scalar::I(0)) => return Ok(v),
                AVal::Known(_) => {}
                _ => all = self.fresh(false),
            }
        }
        Ok(all)
    }

    /// Notes a store to `element` in the innermost maybe frame of the current mode.
    pub(super) fn note_store(&mut self, element: &Element) {
        let phantom = self.overlay.is_some();
        let held = self.peek(element);
        let dirty = self.dirty.contains(element);
        if let Some(frame) = self.frames.last_mut().filter(|fr| fr.phantom == phantom) {
            frame.before.entry(element.clone()).or_insert((held, dirty));
        }
    }
}

/// The conjuncts of `cond` (`T.likely` stripped) split into the pure ones (no load, no call
/// with an effect) and the others, each list in program order.
pub fn pure_and_data_conjuncts(f: &crate::ir::PrimFunc, cond: ExprId) -> (Vec<ExprId>, Vec<ExprId>) {
    crate::passes::simplify::conjuncts(f, cond)
        .into_iter()
        .partition(|&c| !crate::analysis::reads_memory(f, c) && !crate::analysis::calls_impure(f, c))
}
