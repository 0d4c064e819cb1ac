//! Lowering of loops: `range`, `T.serial`/`T.parallel`/`T.vectorized`/`T.unroll`,
//! `T.thread_binding`, `T.grid` nests, starts, stops and steps in the loop variable's dtype,
//! and loop annotations.

use super::expr::Val;
use super::stmt::is_string;
use super::{Binding, Lowerer};
use crate::error::Result;
use crate::ir::{BinOp, DataType, Expr, ExprId, ForKind, Stmt, StmtId, VarId};
use rustpython_parser::ast::{self, Constant, Ranged};

impl Lowerer<'_> {
    pub(super) fn for_loop(&mut self, f: &ast::StmtFor) -> Result<StmtId> {
        if !f.orelse.is_empty() {
            return Err(self.err(f, "`for ... else` is not TVMScript"));
        }
        let mut names: Vec<String> = match f.target.as_ref() {
            ast::Expr::Name(n) => vec![n.id.to_string()],
            ast::Expr::Tuple(t) => t
                .elts
                .iter()
                .map(|e| match e {
                    ast::Expr::Name(n) => Ok(n.id.to_string()),
                    other => Err(self.err(other, "expected a loop variable name")),
                })
                .collect::<Result<_>>()?,
            other => return Err(self.err(other, "expected a loop variable name")),
        };
        let ast::Expr::Call(call) = f.iter.as_ref() else {
            return Err(self.err(
                f.iter.as_ref(),
                "expected range(...), T.grid(...), T.serial/parallel/vectorized/unroll(...)",
            ));
        };
        let callee = match call.func.as_ref() {
            ast::Expr::Name(n) if n.id.as_str() == "range" => "range",
            other => Self::t_name(other).unwrap_or(""),
        };
        let kind = match callee {
            "range" | "serial" | "grid" => ForKind::Serial,
            "parallel" => ForKind::Parallel,
            "vectorized" => ForKind::Vectorized,
            "unroll" => ForKind::Unrolled,
            "thread_binding" => {
                // The tag by keyword, or as the last positional argument (TVM takes a string
                // there for `thread=`).
                let positional = call.args.last().filter(|a| is_string(a));
                let keyword = call.keywords.iter().find(|k| k.arg.as_deref() == Some("thread")).map(|k| &k.value);
                let tag = match keyword.or(positional) {
                    Some(k) => match k {
                        ast::Expr::Constant(ast::ExprConstant {
                            value: Constant::Str(t),
                            ..
                        }) => t.clone(),
                        other => return Err(self.err(other, "expected a thread tag string")),
                    },
                    None => return Err(self.err(call, "expected `T.thread_binding(extent, thread=\"tag\")`")),
                };
                ForKind::ThreadBinding(tag)
            }
            _ => {
                return Err(self.err(
                    call.func.as_ref(),
                    "unknown loop kind; expected range, T.grid, T.serial, T.parallel, T.vectorized, T.unroll or T.thread_binding",
                ))
            }
        };
        // The extents (without a positional thread tag), `T.grid(*A.shape)` spread.
        let mut args: Vec<&ast::Expr> = call.args.iter().collect();
        if matches!(kind, ForKind::ThreadBinding(_)) && args.last().is_some_and(|a| is_string(a)) {
            args.pop();
        }
        let spread = match args.as_slice() {
            [ast::Expr::Starred(st)] if callee == "grid" => match st.value.as_ref() {
                ast::Expr::Attribute(at) if at.attr.as_str() == "shape" => Some(self.buffer_name(&at.value)?),
                other => return Err(self.err(other, "expected `*buffer.shape` as the extents")),
            },
            _ => None,
        };
        let mut annotations = None;
        let mut unroll = None;
        let mut step_arg = None;
        let mut dtype_arg = None;
        let steps = matches!(callee, "serial" | "parallel" | "vectorized" | "unroll");
        for k in &call.keywords {
            match k.arg.as_deref() {
                Some("thread") if matches!(kind, ForKind::ThreadBinding(_)) => {}
                Some("annotations") if names.len() == 1 => annotations = Some(self.text(&k.value)),
                Some("unroll") if callee == "serial" && names.len() == 1 => unroll = Some(k),
                Some("step") if steps => step_arg = Some(&k.value),
                Some("dtype") if callee != "range" => dtype_arg = Some(&k.value),
                _ => {
                    return Err(self.err(
                        &k.value,
                        "unsupported loop keyword; expected `annotations={...}`, `dtype=`, `step=` (of T.serial, T.parallel, T.vectorized, T.unroll), `unroll=` (of T.serial) or `thread=` (of T.thread_binding)",
                    ))
                }
            }
        }
        if let Some(k) = unroll {
            annotations = Some(self.with_unroll_hint(annotations, &k.value)?);
        }
        // `T.serial(128, dtype="uint32")`: the bounds, and so the loop variables, of that
        // dtype, each converted before the extent is taken (`range(T.uint32(128))`, as TVM
        // reads it).
        let bound_dtype = match dtype_arg {
            Some(d) => {
                let dt = self.dtype_arg(d)?;
                if !dt.is_int() || !dt.is_scalar() || dt.bits != 32 {
                    // TVM 0.27 refuses any other ("dtype of a loop/scope-id var must be ...").
                    return Err(self.err(d, "a loop's `dtype=` must be \"int32\" or \"uint32\""));
                }
                Some(dt)
            }
            None => None,
        };
        // The extents of `T.grid`, evaluated before any loop variable is in scope.
        let extents: Vec<ExprId> = match spread {
            Some(b) => self.func.buffer(b).shape.clone(),
            None if callee == "grid" => args.iter().map(|a| self.bound(a, bound_dtype)).collect::<Result<_>>()?,
            None => Vec::new(),
        };
        // `for iters in T.grid(a, b)`: one name for the tuple of loop variables `iters_0`,
        // `iters_1`, as TVM names them.
        let tuple = match f.target.as_ref() {
            ast::Expr::Name(n) if callee == "grid" && extents.len() > 1 => Some(n.id.to_string()),
            _ => None,
        };
        if let Some(t) = &tuple {
            names = (0..extents.len()).map(|k| format!("{t}_{k}")).collect();
        }
        // (min, extent) per loop variable.
        let mut ranges = Vec::new();
        if callee == "grid" {
            if extents.len() != names.len() {
                return Err(self.err(
                    call,
                    &format!(
                        "`T.grid` has {} extents for {} loop variables",
                        extents.len(),
                        names.len()
                    ),
                ));
            }
            for ext in extents {
                ranges.push(self.zero_to(ext));
            }
        } else {
            if names.len() != 1 {
                return Err(self.err(f.target.as_ref(), "expected one loop variable"));
            }
            match args.as_slice() {
                [ext] => {
                    let ext = self.bound(ext, bound_dtype)?;
                    ranges.push(self.zero_to(ext));
                }
                [lo, hi] if bound_dtype.is_some() => {
                    let (lo_v, hi_v) = (self.bound(lo, bound_dtype)?, self.bound(hi, bound_dtype)?);
                    ranges.push(self.start_stop(Val::Typed(lo_v), Val::Typed(hi_v), lo.start().into(), hi.start().into())?);
                }
                [lo, hi] => {
                    let (lo_v, hi_v) = (self.val(lo)?, self.val(hi)?);
                    ranges.push(self.start_stop(lo_v, hi_v, lo.start().into(), hi.start().into())?);
                }
                [lo, hi, step] if callee == "range" && step_arg.is_none() => {
                    let (lo_v, hi_v) = (self.val(lo)?, self.val(hi)?);
                    ranges.push(self.start_stop(lo_v, hi_v, lo.start().into(), hi.start().into())?);
                    step_arg = Some(step);
                }
                _ => {
                    return Err(self.err(
                        call,
                        "wrong number of arguments to the loop: expected (extent), (start, stop) or range(start, stop, step)",
                    ))
                }
            }
        }
        let step = match step_arg {
            Some(s) if ranges.len() == 1 => self.loop_step(s, ranges[0])?,
            _ => None,
        };
        let vars = self.open_loops(&names, &ranges, annotations, call.start().into())?;
        if let Some(t) = &tuple {
            self.loop_tuples.push(vars.clone());
            self.define(t, Binding::LoopTuple(self.loop_tuples.len() as u32 - 1));
        }
        let body = self.block(&f.body);
        self.pop_frame();
        Ok(self.nest_loops(vars, ranges, kind, step, body?))
    }

    /// `T.serial(n, unroll=...)`: the annotation TVM 0.27's `serial` adds for it
    /// (`"pragma_unroll": True`, `"disable_unroll": True`, `"pragma_unroll": 4`), last in the
    /// `annotations` dict given as a literal (a key given twice keeps the later value, as the
    /// Python dict TVM builds does).
    fn with_unroll_hint(&self, annotations: Option<String>, e: &ast::Expr) -> Result<String> {
        let hint = match e {
            ast::Expr::Constant(ast::ExprConstant {
                value: Constant::Bool(b),
                ..
            }) => if *b {
                r#""pragma_unroll": True"#
            } else {
                r#""disable_unroll": True"#
            }
            .to_string(),
            ast::Expr::Constant(ast::ExprConstant {
                value: Constant::Int(n),
                ..
            }) if n.to_string().parse::<u32>().is_ok_and(|n| n >= 1) => format!(r#""pragma_unroll": {n}"#),
            other => return Err(self.err(other, "expected `unroll=` as `True`, `False` or a positive integer")),
        };
        let Some(dict) = annotations else {
            return Ok(format!("{{{hint}}}"));
        };
        match dict.trim().strip_prefix('{').and_then(|d| d.strip_suffix('}')) {
            Some(items) if items.trim().trim_end_matches(',').trim().is_empty() => Ok(format!("{{{hint}}}")),
            Some(items) => Ok(format!("{{{}, {hint}}}", items.trim().trim_end_matches(','))),
            None => Err(self.err(
                e,
                "`unroll=` beside `annotations=` that is not a dict literal; expected `annotations={...}`",
            )),
        }
    }

    /// A loop bound: `e` lowered, converted to the loop's `dtype=` if one was given.
    pub(super) fn bound(&mut self, e: &ast::Expr, dtype: Option<DataType>) -> Result<ExprId> {
        let v = self.expr(e)?;
        Ok(match dtype {
            Some(dt) => self.cast_to(v, dt),
            None => v,
        })
    }

    /// The step of a loop (`None` for a literal 1, as TVM prints it): an integer of the loop
    /// variable's dtype. TVM reads any step (its loop canonicalization rejects one that may not
    /// be positive), so it is read; `check` refuses to run a step that is not positive.
    pub(super) fn loop_step(&mut self, step: &ast::Expr, range: (ExprId, ExprId)) -> Result<Option<ExprId>> {
        let dt = self.func.dtype(range.1);
        let v = self.val(step)?;
        let s = self.coerce_at(v, dt, step.start().into())?;
        match self.func.expr(s) {
            Expr::Int(1) => Ok(None),
            _ if !self.func.dtype(s).is_int() || self.func.dtype(s).lanes != 1 => {
                Err(self.err(step, "a loop step must be a scalar integer"))
            }
            _ => Ok(Some(s)),
        }
    }

    /// `(0, ext)`: the range of `range(ext)`.
    pub(super) fn zero_to(&mut self, ext: ExprId) -> (ExprId, ExprId) {
        (self.func.int(0, self.func.dtype(ext)), ext)
    }

    /// `(lo, hi - lo)`: the range of `range(lo, hi)` (`lo_at`, `hi_at`: where they start).
    pub(super) fn start_stop(&mut self, lo: Val, hi: Val, lo_at: usize, hi_at: usize) -> Result<(ExprId, ExprId)> {
        // A literal start takes the stop's dtype (`T.serial(0, n)` over an `int64` `n`).
        let (lo_id, hi_id) = match (&lo, &hi) {
            // A Python number beside a value converts as TVM's `stop - start` converts it
            // (`range(n, 10)` over an `int16` `n` is an `int32` loop; `range(0, n)` over an
            // `int64` `n` an `int64` one).
            (Val::Int(_) | Val::Float(_), Val::Typed(h)) => {
                let h = *h;
                let lo = self.ffi_literal(lo, h, lo_at)?;
                self.matched_operands_at(BinOp::Sub, lo, hi, lo_at, hi_at)?
            }
            (Val::Typed(l), Val::Int(_) | Val::Float(_)) => {
                let l = *l;
                let hi = self.ffi_literal(hi, l, hi_at)?;
                self.matched_operands_at(BinOp::Sub, lo, hi, lo_at, hi_at)?
            }
            // Two values of different dtypes come to one, as TVM's `stop - start` brings them
            // (`range(n, n + 4)` over an `int16` `n`, whose `n + 4` is an `int32` sum).
            (Val::Typed(l), Val::Typed(h)) if self.func.dtype(*l) != self.func.dtype(*h) => {
                self.matched_operands_at(BinOp::Sub, lo, hi, lo_at, hi_at)?
            }
            _ => {
                let lo_id = self.typed_at(lo, lo_at)?;
                let dt = self.func.dtype(lo_id);
                (lo_id, self.coerce_at(hi, dt, hi_at)?)
            }
        };
        let dt = self.func.dtype(lo_id);
        let ext = match (self.func.expr(lo_id), self.func.expr(hi_id)) {
            (Expr::Int(a), Expr::Int(b)) => {
                let n = b - a;
                self.func.int(n, dt)
            }
            // `range(lo, lo + n)`, as TVM prints a loop from a symbolic start: the extent is `n`
            // (what TVM's parser simplifies `(lo + n) - lo` to), so printing and reading again
            // gives the same loop.
            (_, Expr::Binary(BinOp::Add, a, n)) if *a == lo_id => *n,
            // `stop - 0` is `stop`, as TVM's `sub` folds it.
            (Expr::Int(0), _) => hi_id,
            _ => self.func.binary(BinOp::Sub, hi_id, lo_id),
        };
        Ok((lo_id, ext))
    }

    /// Checks the extents (an error at `at`, the loop call), opens the loops' scope and
    /// defines their variables; the caller lowers the body, closes the scope and calls
    /// [`Lowerer::nest_loops`].
    pub(super) fn open_loops(
        &mut self,
        names: &[String],
        ranges: &[(ExprId, ExprId)],
        annotations: Option<String>,
        at: usize,
    ) -> Result<Vec<VarId>> {
        for (_, ext) in ranges {
            let dt = self.func.dtype(*ext);
            if !dt.is_int() || dt.lanes != 1 {
                return Err(self.err_at(at, "a loop extent must be a scalar integer"));
            }
        }
        self.push_frame();
        let mut vars = Vec::new();
        for (name, &(min, ext)) in names.iter().zip(ranges) {
            let v = self.func.add_var(name, self.func.dtype(ext));
            self.define(name, Binding::Var(v));
            self.loop_ranges.insert(v, (min, ext));
            if let Some(a) = &annotations {
                self.func.loop_annotations.push((v, a.clone()));
            }
            vars.push(v);
        }
        Ok(vars)
    }

    /// The loop nest over `body`, outermost variable first.
    pub(super) fn nest_loops(
        &mut self,
        vars: Vec<VarId>,
        ranges: Vec<(ExprId, ExprId)>,
        kind: ForKind,
        step: Option<ExprId>,
        mut body: StmtId,
    ) -> StmtId {
        for (var, (min, extent)) in vars.into_iter().zip(ranges).rev() {
            body = self.func.add_stmt(Stmt::For {
                var,
                min,
                extent,
                step,
                kind: kind.clone(),
                body,
            });
        }
        body
    }
}
