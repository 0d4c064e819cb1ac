//! Statements: sequences (a mutable scalar's allocation and first store as one
//! declaration), stores with their index forms and vector slices, loops with their kinds
//! and ranges, conditionals, lets, attributes and the other statement kinds.

use super::{is_scalar_shaped, is_shared_scalar, lanes_text, pad, py_str, subscript, Printer, PREC_ADD};
use crate::ir::{AllocForm, AttrNode, BufferData, DataType, DeclForm, Expr, ExprId, ForKind, Stmt, StmtId};
use std::fmt::Write;

impl Printer<'_> {
    pub(super) fn block(&mut self, s: StmtId, indent: usize) {
        self.names.push();
        if matches!(self.f.stmt(s), Stmt::Seq(items) if items.is_empty()) {
            let _ = writeln!(self.out, "{}T.evaluate(0)", pad(indent));
        } else {
            self.stmt(s, indent);
        }
        self.names.pop();
    }

    /// Prints the items of `range` of a sequence (a mutable scalar's allocation and its first
    /// store, which print as one declaration, may reach one item past the range's end).
    pub(super) fn items(&mut self, items: &[StmtId], range: std::ops::Range<usize>, indent: usize) {
        let mut k = range.start;
        while k < range.end {
            if let Some(next) = items.get(k + 1) {
                if self.scalar_decl(items[k], *next, indent) {
                    k += 2;
                    continue;
                }
            }
            self.env_thread_decls(items[k], indent);
            self.stmt(items[k], indent);
            k += 1;
        }
    }

    pub(super) fn stmt(&mut self, s: StmtId, indent: usize) {
        crate::deep::grow(|| self.stmt_inner(s, indent))
    }

    pub(super) fn stmt_inner(&mut self, s: StmtId, indent: usize) {
        let f = self.f;
        match f.stmt(s) {
            Stmt::Seq(items) => match self.parallel_split(s, items) {
                Some((start, half)) => self.items_in_parallel(items, start, half, indent),
                None => self.items(items, 0..items.len(), indent),
            },
            Stmt::Bind { var, value } => {
                let v = self.e(*value);
                let name = self.def_var(*var);
                let ty = self.var_type(*var);
                self.line(indent, &format!("{name}: T.let[{ty}] = {v}"));
            }
            Stmt::ScopeIds {
                binding,
                vars,
                extents,
                preferred,
            } => {
                let list = |p: &mut Self, es: &[ExprId]| es.iter().map(|&e| p.e(e)).collect::<Vec<_>>().join(", ");
                let mut args = Vec::new();
                if binding.implied_extent().is_none() && !extents.is_empty() {
                    args.push(format!("[{}]", list(self, extents)));
                }
                if let Some(p) = preferred {
                    args.push(format!("preferred=[{}]", list(self, p)));
                }
                let dtype = vars.first().map(|&v| f.var(v).dtype);
                if let Some(dt) = dtype.filter(|dt| *dt != DataType::INT32) {
                    args.push(format!("dtype={}", py_str(&dt.to_string())));
                }
                let names: Vec<String> = vars.iter().map(|&v| self.def_var(v)).collect();
                let call = format!("T.{}({})", binding.script_name(), args.join(", "));
                self.line(indent, &format!("{} = {call}", names.join(", ")));
            }
            Stmt::For { .. } => self.for_loop(s, indent),
            Stmt::ThreadLaunch {
                var,
                tag,
                extent,
                body,
                concise,
            } => {
                let ext = self.e(*extent);
                let shared = f.var(*var).env_thread.and_then(|g| self.env_names.get(&g)).cloned();
                // `T.launch_thread(tag, extent) as x` gives `x` the extent's dtype: a declared
                // thread of another dtype (`T.env_thread` makes `int32`) is printed declared.
                let declared = f.var(*var).env_thread.is_some() && f.var(*var).dtype != f.dtype(*extent);
                if let Some(name) = shared {
                    self.names.vars.insert(*var, name.clone());
                    self.line(indent, &format!("with T.launch_thread({name}, {ext}):"));
                    self.block(*body, indent + 1);
                } else if declared {
                    self.names.push();
                    let name = self.def_var(*var);
                    self.line(indent, &format!("{name} = T.env_thread({})", py_str(tag)));
                    self.line(indent, &format!("with T.launch_thread({name}, {ext}):"));
                    self.block(*body, indent + 1);
                    self.names.pop();
                } else if *concise {
                    let name = self.def_var(*var);
                    self.line(indent, &format!("{name} = T.launch_thread({}, {ext})", py_str(tag)));
                    self.stmt(*body, indent);
                } else {
                    self.names.push();
                    let name = self.def_var(*var);
                    self.line(
                        indent,
                        &format!("with T.launch_thread({}, {ext}) as {name}:", py_str(tag)),
                    );
                    self.block(*body, indent + 1);
                    self.names.pop();
                }
            }
            Stmt::Attr { node, key, value, body } => {
                let node = self.attr_node(node);
                let v = self.e(*value);
                self.line(indent, &format!("with T.attr({node}, {}, {v}):", py_str(key)));
                self.block(*body, indent + 1);
            }
            Stmt::If { cond, then, other } => {
                let c = self.condition(*cond);
                self.line(indent, &format!("if {c}:"));
                self.block(*then, indent + 1);
                // An else-branch that is one `if` prints as `elif`: an `elif` chain then keeps
                // its indentation, so its text stays linear in its length.
                let mut other = *other;
                while let Some(o) = other {
                    if let Stmt::If {
                        cond,
                        then,
                        other: next,
                    } = self.f.stmt(o)
                    {
                        let c = self.condition(*cond);
                        self.line(indent, &format!("elif {c}:"));
                        self.block(*then, indent + 1);
                        other = *next;
                    } else {
                        self.line(indent, "else:");
                        self.block(o, indent + 1);
                        other = None;
                    }
                }
            }
            Stmt::While { cond, body } => {
                let c = self.condition(*cond);
                self.line(indent, &format!("while {c}:"));
                self.block(*body, indent + 1);
            }
            Stmt::Store { buffer, indices, value } if self.scalars.contains(buffer) && indices.is_empty() => {
                let v = self.e(*value);
                self.line(indent, &format!("{} = {v}", self.buf(*buffer)));
            }
            Stmt::Store { buffer, indices, value } => {
                // Written in place: stores are most of a large kernel's lines.
                let idx = self.store_indices(indices);
                let mut out = std::mem::take(&mut self.out);
                for _ in 0..indent {
                    out.push_str("    ");
                }
                out.push_str(self.buf(*buffer));
                out.push('[');
                out.push_str(&idx);
                out.push_str("] = ");
                self.expr(&mut out, *value, 0);
                out.push('\n');
                self.out = out;
            }
            Stmt::Evaluate(e) => {
                let text = self.e(*e);
                let line = if matches!(f.expr(*e), Expr::Call(..)) {
                    text
                } else {
                    format!("T.evaluate({text})")
                };
                self.line(indent, &line);
            }
            Stmt::Block(b) => self.sblock(b, indent),
            Stmt::Alloc {
                buffer,
                form: AllocForm::Scalar,
            } if is_scalar_shaped(f.buffer(*buffer)) || is_shared_scalar(f.buffer(*buffer)) => {
                // A scalar not followed by its first store: declared as TVM prints it; TIRx's
                // shared scalar as written (TVM prints it as a local one).
                let name = self.def_buf(*buffer);
                self.scalars.insert(*buffer);
                let decl = f.buffer(*buffer);
                let line = if is_shared_scalar(decl) {
                    format!("{name} = T.shared_scalar(\"{}\")", decl.dtype)
                } else {
                    format!("{name}: T.{}", decl.dtype)
                };
                self.line(indent, &line);
            }
            Stmt::Alloc { buffer, form } => {
                let decl = f.buffer(*buffer);
                let mut args = self.shape_and_dtype(decl);
                let (fname, default_scope) = match form {
                    // A scalar of another shape or scope: a local buffer as declared.
                    AllocForm::Buffer | AllocForm::Scalar => ("alloc_buffer", "global"),
                    AllocForm::Local => ("alloc_local", "local"),
                    AllocForm::Shared => ("alloc_shared", "shared"),
                    AllocForm::RootBlock => ("sblock_alloc_buffer", "global"),
                };
                args.extend(self.buffer_keywords(decl, default_scope));
                let name = self.def_buf(*buffer);
                self.line(indent, &format!("{name} = T.{fname}({})", args.join(", ")));
            }
            Stmt::DeclBuffer { buffer, form } => {
                let decl = f.buffer(*buffer);
                let line = match (form, &decl.data) {
                    (DeclForm::View, BufferData::AliasOf(src)) => {
                        let dims: Vec<String> = decl.shape.iter().map(|&d| self.e(d)).collect();
                        format!("{}.view({})", self.buf(*src), dims.join(", "))
                    }
                    _ => {
                        let mut args = self.shape_and_dtype(decl);
                        match decl.data {
                            BufferData::AliasOf(src) => args.push(format!("data={}.data", self.buf(src))),
                            BufferData::Pointer(p) => args.push(format!("data={}", self.e(p))),
                            BufferData::Param | BufferData::Allocated => {}
                        }
                        args.extend(self.buffer_keywords(decl, "global"));
                        format!("T.decl_buffer({})", args.join(", "))
                    }
                };
                let name = self.def_buf(*buffer);
                self.line(indent, &format!("{name} = {line}"));
            }
            Stmt::Assert { cond, message } => {
                let c = self.e(*cond);
                self.line(indent, &format!("assert {c}, {message}"));
            }
            Stmt::Return(value) => {
                let v = self.e(*value);
                self.line(indent, &format!("return {v}"));
            }
        }
    }

    pub(super) fn for_loop(&mut self, s: StmtId, indent: usize) {
        let f = self.f;
        let Stmt::For {
            var,
            min,
            extent,
            step,
            kind,
            body,
        } = f.stmt(s)
        else {
            unreachable!("for_loop is called on a For")
        };
        self.loop_ranges.insert(*var, (*min, *extent));
        // A stepped loop prints its start even when it is 0, as TVM does.
        let zero_min = matches!(f.expr(*min), Expr::Int(0)) && step.is_none();
        self.names.push();
        let annotation = f.loop_annotation(*var).map(str::to_string);
        if *kind == ForKind::Serial && zero_min && annotation.is_none() {
            // Collapse perfectly nested zero-based serial loops into `T.grid`, as TVM prints them.
            let mut vars = vec![*var];
            let mut exts = vec![*extent];
            let mut inner = *body;
            while let Stmt::For {
                var: v2,
                min: m2,
                extent: e2,
                step: None,
                kind: ForKind::Serial,
                body: b2,
            } = f.stmt(inner)
            {
                let mut deps = Vec::new();
                crate::analysis::free_vars(f, *e2, &mut deps);
                if !matches!(f.expr(*m2), Expr::Int(0))
                    || deps.iter().any(|d| vars.contains(d))
                    || f.loop_annotation(*v2).is_some()
                {
                    break;
                }
                self.loop_ranges.insert(*v2, (*m2, *e2));
                vars.push(*v2);
                exts.push(*e2);
                inner = *b2;
            }
            let ext_text: Vec<String> = exts.iter().map(|&e| self.e(e)).collect();
            let names: Vec<String> = vars.iter().map(|&v| self.def_var(v)).collect();
            let header = if vars.len() == 1 {
                format!("for {} in range({}):", names[0], ext_text[0])
            } else {
                format!("for {} in T.grid({}):", names.join(", "), ext_text.join(", "))
            };
            self.line(indent, &header);
            self.block(inner, indent + 1);
        } else {
            let lo = self.e(*min);
            let ext = self.e(*extent);
            let name = self.def_var(*var);
            let args = self.range_args(zero_min, &lo, *min, *extent, &ext);
            let step_text = step.map(|s| self.e(s));
            let annotated = annotation.is_some();
            // TVM's order: annotations, then the step.
            let extra = annotation.map(|a| format!(", annotations={a}")).unwrap_or_default()
                + &step_text.as_ref().map(|s| format!(", step={s}")).unwrap_or_default();
            let range = match kind {
                ForKind::Serial if annotated => format!("T.serial({args}{extra})"),
                ForKind::Serial => {
                    let hi = self.add_text(*min, *extent);
                    match &step_text {
                        Some(s) => format!("range({lo}, {hi}, {s})"),
                        None => format!("range({lo}, {hi})"),
                    }
                }
                ForKind::Parallel => format!("T.parallel({args}{extra})"),
                ForKind::Vectorized => format!("T.vectorized({args}{extra})"),
                ForKind::Unrolled => format!("T.unroll({args}{extra})"),
                ForKind::ThreadBinding(tag) => format!("T.thread_binding({args}, thread={}{extra})", py_str(tag)),
            };
            self.line(indent, &format!("for {name} in {range}:"));
            self.block(*body, indent + 1);
        }
        self.names.pop();
    }

    /// An `if` or `while` condition: an `int32` constant keeps its type (`T.int32(1000)`),
    /// since TVM's parser takes a bare `1000` for a Python number, no condition, and refuses it.
    fn condition(&self, cond: ExprId) -> String {
        match self.f.expr(cond) {
            Expr::Int(v) if self.f.dtype(cond) == crate::ir::DataType::INT32 => format!("T.int32({v})"),
            _ => self.e(cond),
        }
    }

    pub(super) fn range_args(&self, zero_min: bool, lo: &str, min: ExprId, extent: ExprId, ext: &str) -> String {
        if zero_min {
            ext.to_string()
        } else {
            format!("{lo}, {}", self.add_text(min, extent))
        }
    }

    /// Text of `min + extent`, folded when both are constants.
    pub(super) fn add_text(&self, min: ExprId, extent: ExprId) -> String {
        let f = self.f;
        if let (Expr::Int(a), Expr::Int(b)) = (f.expr(min), f.expr(extent)) {
            return self.int_text(a + b, f.dtype(min));
        }
        let mut s = String::new();
        self.expr(&mut s, min, PREC_ADD);
        s.push_str(" + ");
        self.expr(&mut s, extent, PREC_ADD + 1);
        s
    }

    pub(super) fn store_indices(&self, indices: &[ExprId]) -> String {
        let parts: Vec<String> = indices
            .iter()
            .map(|&i| match self.f.expr(i) {
                Expr::Ramp(base, stride, lanes) => match self.f.expr(*stride) {
                    Expr::Int(step) if *step >= 1 => self.slice(i, *base, *step, *lanes),
                    _ => self.e(i),
                },
                _ => self.e(i),
            })
            .collect();
        subscript(&parts)
    }

    /// A store's vector index `ramp` (`base`, a constant `step`, `lanes`) as the slice TVM
    /// prints: `A[0:4]`, `A[0:T.vscale() * 4]`, `A[i:i + 4]`; a strided one spans
    /// lanes * step elements and says its step: `A[0:8:2]`, `A[11:11 + T.vscale() * 4 * 2:2]`.
    pub(super) fn slice(&self, ramp: ExprId, base: ExprId, step: i128, lanes: u16) -> String {
        let scalable = self.f.dtype(ramp).scalable;
        let (width, step_text) = match step {
            1 => (lanes_text(lanes, scalable), String::new()),
            s if scalable => (format!("{} * {s}", lanes_text(lanes, true)), format!(":{s}")),
            s => ((i128::from(lanes) * s).to_string(), format!(":{s}")),
        };
        // TVM folds the stop of a constant slice.
        match self.f.expr(base) {
            Expr::Int(start) if !scalable => return format!("{start}:{}{step_text}", start + i128::from(lanes) * step),
            Expr::Int(0) => return format!("0:{width}{step_text}"),
            _ => {}
        }
        let b = self.e(base);
        let mut hi = String::new();
        self.expr(&mut hi, base, PREC_ADD);
        format!("{b}:{hi} + {width}{step_text}")
    }

    /// Prints `alloc` and `store` together as `x: T.int32 = v` when they are a mutable scalar's
    /// allocation and first store; false (nothing printed) otherwise.
    pub(super) fn scalar_decl(&mut self, alloc: StmtId, store: StmtId, indent: usize) -> bool {
        let f = self.f;
        let Stmt::Alloc {
            buffer,
            form: AllocForm::Scalar,
        } = f.stmt(alloc)
        else {
            return false;
        };
        let Stmt::Store {
            buffer: target,
            indices,
            value,
        } = f.stmt(store)
        else {
            return false;
        };
        if target != buffer || !indices.is_empty() || !is_scalar_shaped(f.buffer(*buffer)) {
            return false;
        }
        // The value is printed before the name is defined: it cannot refer to the new scalar.
        let v = self.e(*value);
        let name = self.def_buf(*buffer);
        self.scalars.insert(*buffer);
        let dtype = f.buffer(*buffer).dtype;
        if dtype.scalable && f.dtype(*value) == dtype {
            // TVM has no `T.float32xvscalex4` to annotate with (its own print writes one and
            // cannot read it back); `x = v` declares the same scalar from the value's dtype.
            self.line(indent, &format!("{name} = {v}"));
        } else {
            self.line(indent, &format!("{name}: T.{dtype} = {v}"));
        }
        true
    }

    pub(super) fn attr_node(&mut self, node: &AttrNode) -> String {
        match node {
            AttrNode::CommReducer {
                lhs,
                rhs,
                results,
                identities,
            } => {
                self.names.push();
                let params: Vec<String> = lhs.iter().chain(rhs).map(|&v| self.def_var(v)).collect();
                let res: Vec<String> = results.iter().map(|&r| self.e(r)).collect();
                self.names.pop();
                let body = if res.len() == 1 {
                    res[0].clone()
                } else {
                    format!("({})", res.join(", "))
                };
                let ids: Vec<String> = identities.iter().map(|&i| self.e(i)).collect();
                format!(
                    "T.comm_reducer(lambda {}: {body}, [{}])",
                    params.join(", "),
                    ids.join(", ")
                )
            }
            AttrNode::Expr(e) => self.e(*e),
            AttrNode::Verbatim(t) => t.clone(),
        }
    }
}
